//! The `chunks` data set on `schemas/chunks.capnp`.

use datasets::{
    Checksum,
    chunks::{Chunk, Chunks},
};

use crate::{
    generated::chunks_capnp,
    map::{Fold, Message, get_u16s, len32, set_u16s},
};

impl Message for Chunks {
    type Root = chunks_capnp::chunks::Owned;

    fn build(&self, root: chunks_capnp::chunks::Builder<'_>) -> capnp::Result<()> {
        let mut chunks = root.init_chunks(len32(self.chunks.len())?);
        for (index, chunk) in self.chunks.iter().enumerate() {
            let mut builder = chunks.reborrow().get(index as u32);
            builder.set_x(chunk.x);
            builder.set_z(chunk.z);
            builder.set_blocks(&chunk.blocks);
            builder.set_light(&chunk.light);
            builder.set_biomes(&chunk.biomes);
            set_u16s(builder.init_heightmap(len32(chunk.heightmap.len())?), &chunk.heightmap);
        }
        Ok(())
    }

    fn from_reader(root: chunks_capnp::chunks::Reader<'_>) -> capnp::Result<Self> {
        let read_chunk = |chunk: chunks_capnp::chunk::Reader<'_>| {
            Ok(Chunk {
                x: chunk.get_x(),
                z: chunk.get_z(),
                blocks: chunk.get_blocks()?.to_vec(),
                light: chunk.get_light()?.to_vec(),
                biomes: chunk.get_biomes()?.to_vec(),
                heightmap: get_u16s(chunk.get_heightmap()?),
            })
        };
        Ok(Self {
            chunks: root.get_chunks()?.iter().map(read_chunk).collect::<capnp::Result<_>>()?,
        })
    }
}

impl Fold for Chunks {
    fn fold(root: chunks_capnp::chunks::Reader<'_>, sum: &mut Checksum) -> capnp::Result<()> {
        let chunks = root.get_chunks()?;
        sum.len(chunks.len() as usize);
        for chunk in chunks.iter() {
            sum.i64(i64::from(chunk.get_x()));
            sum.i64(i64::from(chunk.get_z()));
            sum.len(chunk.get_blocks()?.len());
            sum.len(chunk.get_light()?.len());
            sum.len(chunk.get_biomes()?.len());
            let heightmap = chunk.get_heightmap()?;
            sum.len(heightmap.len() as usize);
            for height in heightmap.iter() {
                sum.u64(u64::from(height));
            }
        }
        Ok(())
    }
}
