//! The `chunks` data set on `schemas/chunks.proto`.

use datasets::chunks::{Chunk, Chunks};

use crate::{
    Error,
    generated::chunks as pb_chunks,
    map::{narrow, root},
};

impl From<&Chunks> for pb_chunks::Chunks {
    fn from(value: &Chunks) -> Self {
        let mut proto = pb_chunks::Chunks::new();
        let mut chunks = proto.chunks_mut();
        for chunk in &value.chunks {
            let mut pb = chunks.push_default();
            pb.set_x(chunk.x);
            pb.set_z(chunk.z);
            pb.set_blocks(chunk.blocks.as_slice());
            pb.set_light(chunk.light.as_slice());
            pb.set_biomes(chunk.biomes.as_slice());
            pb.heightmap_mut().extend(chunk.heightmap.iter().map(|height| u32::from(*height)));
        }
        proto
    }
}

fn read(proto: pb_chunks::ChunksView<'_>) -> Result<Chunks, Error> {
    let read_chunk = |chunk: pb_chunks::ChunkView<'_>| {
        let heightmap = chunk.heightmap().iter().map(|height| narrow(height, "Chunk.heightmap"));
        Ok(Chunk {
            x: chunk.x(),
            z: chunk.z(),
            blocks: chunk.blocks().to_vec(),
            light: chunk.light().to_vec(),
            biomes: chunk.biomes().to_vec(),
            heightmap: heightmap.collect::<Result<_, _>>()?,
        })
    };
    Ok(Chunks { chunks: proto.chunks().iter().map(read_chunk).collect::<Result<_, Error>>()? })
}

root!(Chunks => pb_chunks::Chunks, read);
