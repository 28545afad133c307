//! The `chunks` data set on `schemas/chunks.proto`.

use datasets::chunks::{Chunk, Chunks};

use crate::{
    Error,
    generated::chunks as pb_chunks,
    map::{Message, each, narrow},
};

impl Message for Chunks {
    type Proto = pb_chunks::Chunks;
}

impl From<&Chunks> for pb_chunks::Chunks {
    fn from(value: &Chunks) -> Self {
        let chunks = value.chunks.iter().map(|chunk| pb_chunks::Chunk {
            x: chunk.x,
            z: chunk.z,
            blocks: chunk.blocks.clone(),
            light: chunk.light.clone(),
            biomes: chunk.biomes.clone(),
            heightmap: chunk.heightmap.iter().map(|height| u32::from(*height)).collect(),
            ..Default::default()
        });
        pb_chunks::Chunks { chunks: chunks.collect(), ..Default::default() }
    }
}

impl TryFrom<pb_chunks::Chunks> for Chunks {
    type Error = Error;

    fn try_from(proto: pb_chunks::Chunks) -> Result<Self, Error> {
        let read_chunk = |chunk: pb_chunks::Chunk| {
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
