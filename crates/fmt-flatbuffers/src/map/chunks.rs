//! The `chunks` data set on `schemas/chunks.fbs`.

use datasets::{
    Checksum,
    chunks::{Chunk, Chunks},
};
use flatbuffers::{FlatBufferBuilder, WIPOffset};

use crate::{
    Error,
    generated::chunks_generated as fb_chunks,
    map::{Fold, Message, offsets},
};

impl Message for Chunks {
    type Root<'a> = fb_chunks::Chunks<'a>;

    fn build<'b>(&self, builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<Self::Root<'b>> {
        let chunks = offsets(builder, &self.chunks, |builder, chunk| {
            let args = fb_chunks::ChunkArgs {
                x: chunk.x,
                z: chunk.z,
                blocks: Some(builder.create_vector(&chunk.blocks)),
                light: Some(builder.create_vector(&chunk.light)),
                biomes: Some(builder.create_vector(&chunk.biomes)),
                heightmap: Some(builder.create_vector(&chunk.heightmap)),
            };
            fb_chunks::Chunk::create(builder, &args)
        });
        let chunks = Some(chunks);
        fb_chunks::Chunks::create(builder, &fb_chunks::ChunksArgs { chunks })
    }

    fn from_root(root: Self::Root<'_>) -> Result<Self, Error> {
        let chunks = root.chunks().iter().map(|chunk| Chunk {
            x: chunk.x(),
            z: chunk.z(),
            blocks: chunk.blocks().bytes().to_vec(),
            light: chunk.light().bytes().to_vec(),
            biomes: chunk.biomes().bytes().to_vec(),
            heightmap: chunk.heightmap().iter().collect(),
        });
        Ok(Self { chunks: chunks.collect() })
    }
}

impl Fold for Chunks {
    fn fold(root: &Self::Root<'_>, sum: &mut Checksum) {
        let chunks = root.chunks();
        sum.len(chunks.len());
        for chunk in chunks.iter() {
            sum.i64(i64::from(chunk.x()));
            sum.i64(i64::from(chunk.z()));
            sum.len(chunk.blocks().len());
            sum.len(chunk.light().len());
            sum.len(chunk.biomes().len());
            let heightmap = chunk.heightmap();
            sum.len(heightmap.len());
            for height in heightmap.iter() {
                sum.u64(u64::from(height));
            }
        }
    }
}
