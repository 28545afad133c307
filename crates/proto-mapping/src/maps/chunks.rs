//! The `chunks` data set on `schemas/chunks.proto`.

/// `chunks`' mapping, expanded against library module `$library` and generated module
/// `$generated` (see `maps`).
#[doc(hidden)]
#[macro_export]
macro_rules! chunks_mapping {
    ($library:path, $generated:path) => {
        use datasets::chunks::{Chunk, Chunks};
        use $crate::{each, narrow};
        use $generated as pb_chunks;
        use $library::{Error, Library, message};

        impl $crate::Message<Library> for Chunks {
            type Proto = pb_chunks::Chunks;
        }

        impl From<&Chunks> for pb_chunks::Chunks {
            fn from(value: &Chunks) -> Self {
                let chunks = value.chunks.iter().map(|chunk| {
                    message!(pb_chunks::Chunk {
                        x: chunk.x,
                        z: chunk.z,
                        blocks: chunk.blocks.clone(),
                        light: chunk.light.clone(),
                        biomes: chunk.biomes.clone(),
                        heightmap: chunk
                            .heightmap
                            .iter()
                            .map(|height| u32::from(*height))
                            .collect(),
                    })
                });
                message!(pb_chunks::Chunks { chunks: chunks.collect() })
            }
        }

        impl TryFrom<pb_chunks::Chunks> for Chunks {
            type Error = Error;

            fn try_from(proto: pb_chunks::Chunks) -> Result<Self, Error> {
                let read_chunk = |chunk: pb_chunks::Chunk| -> Result<Chunk, Error> {
                    let heightmap =
                        chunk.heightmap.into_iter().map(|height| narrow(height, "Chunk.heightmap"));
                    Ok(Chunk {
                        x: chunk.x,
                        z: chunk.z,
                        blocks: chunk.blocks,
                        light: chunk.light,
                        biomes: chunk.biomes,
                        heightmap: heightmap.collect::<Result<_, _>>()?,
                    })
                };
                Ok(Self { chunks: each(proto.chunks, read_chunk)? })
            }
        }
    };
}
