//! `chunks`: voxel chunks carrying large byte arrays, the bulk-bytes case where zero-copy formats
//! shine and where a format that writes bytes one element at a time pays for it.
//!
//! Under the `serde` feature the byte arrays use `serde_bytes`, the serde authors' way to tell a
//! format "these are bytes, not a sequence of integers"; every serde format here benefits, and
//! that is how a user who cares about speed would write this type.

use crate::{Checksum, Dataset, rng::Rng};

/// Blocks per chunk: 16 × 16 columns, 256 high.
pub const BLOCKS: usize = 16 * 16 * 256;
const HEIGHT: usize = 256;

model! {
    pub struct Chunks {
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub chunks: Vec<Chunk>,
    }
}

model! { serde_with:
    pub struct Chunk {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub x: i32,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub z: i32,
        /// One block id per block, `y`-major within each column.
        #[cfg_attr(feature = "serde", serde(with = "serde_bytes"))]
        #[cfg_attr(feature = "msgpacker", msgpacker(binary))]
        #[cfg_attr(feature = "minicbor", n(2))]
        #[cfg_attr(feature = "minicbor", cbor(with = "minicbor::bytes"))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "plainbytes"))]
        pub blocks: Vec<u8>,
        /// Two 4-bit light levels per byte.
        #[cfg_attr(feature = "serde", serde(with = "serde_bytes"))]
        #[cfg_attr(feature = "msgpacker", msgpacker(binary))]
        #[cfg_attr(feature = "minicbor", n(3))]
        #[cfg_attr(feature = "minicbor", cbor(with = "minicbor::bytes"))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "plainbytes"))]
        pub light: Vec<u8>,
        /// One biome id per column.
        #[cfg_attr(feature = "serde", serde(with = "serde_bytes"))]
        #[cfg_attr(feature = "msgpacker", msgpacker(binary))]
        #[cfg_attr(feature = "minicbor", n(4))]
        #[cfg_attr(feature = "minicbor", cbor(with = "minicbor::bytes"))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "plainbytes"))]
        pub biomes: Vec<u8>,
        /// The highest solid block of each column.
        #[cfg_attr(feature = "minicbor", n(5))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub heightmap: Vec<u16>,
    }
}

/// simd-json-derive for `Chunk` by hand: its derive reads serde's attributes and rejects
/// `serde(with = "serde_bytes")`, which the serde formats need here. The same JSON the derive
/// writes for these fields: integer arrays, every field required.
#[cfg(feature = "simd-json")]
mod simd_json_by_hand {
    use std::io::Write;

    use simd_json::Node;
    use simd_json_derive::{Deserialize, Serialize, Tape, de};

    use super::Chunk;

    impl Serialize for Chunk {
        fn json_write<W: Write>(&self, writer: &mut W) -> std::io::Result<()> {
            write!(writer, "{{\"x\":{},\"z\":{},\"blocks\":", self.x, self.z)?;
            self.blocks.json_write(writer)?;
            writer.write_all(b",\"light\":")?;
            self.light.json_write(writer)?;
            writer.write_all(b",\"biomes\":")?;
            self.biomes.json_write(writer)?;
            writer.write_all(b",\"heightmap\":")?;
            self.heightmap.json_write(writer)?;
            writer.write_all(b"}")
        }
    }

    impl<'input> Deserialize<'input> for Chunk {
        fn from_tape(tape: &mut Tape<'input>) -> de::Result<Self> {
            let Some(Node::Object { len, .. }) = tape.next() else {
                return Err(de::Error::expected_map());
            };
            let (mut x, mut z, mut blocks, mut light, mut biomes, mut heightmap) =
                (None, None, None, None, None, None);
            for _ in 0..len {
                let Some(Node::String(field)) = tape.next() else {
                    return Err(de::Error::expected_string());
                };
                match field {
                    "x" => x = Some(Deserialize::from_tape(tape)?),
                    "z" => z = Some(Deserialize::from_tape(tape)?),
                    "blocks" => blocks = Some(Deserialize::from_tape(tape)?),
                    "light" => light = Some(Deserialize::from_tape(tape)?),
                    "biomes" => biomes = Some(Deserialize::from_tape(tape)?),
                    "heightmap" => heightmap = Some(Deserialize::from_tape(tape)?),
                    other => return Err(de::Error::custom(format!("unknown field {other}"))),
                }
            }
            let missing = |field| de::Error::MissingField(field);
            Ok(Chunk {
                x: x.ok_or_else(|| missing("x"))?,
                z: z.ok_or_else(|| missing("z"))?,
                blocks: blocks.ok_or_else(|| missing("blocks"))?,
                light: light.ok_or_else(|| missing("light"))?,
                biomes: biomes.ok_or_else(|| missing("biomes"))?,
                heightmap: heightmap.ok_or_else(|| missing("heightmap"))?,
            })
        }
    }
}

/// miniserde for `Chunk` by hand, for the same reason: its derive reads serde's attributes and
/// rejects `serde(with)`. What the derive would write: integer arrays, every field required,
/// unknown fields ignored.
#[cfg(feature = "miniserde")]
mod miniserde_by_hand {
    use std::borrow::Cow;

    use miniserde::{
        Deserialize, Error, Result, Serialize,
        de::{Map, Visitor},
        make_place,
        ser::{self, Fragment},
    };

    use super::Chunk;

    impl Serialize for Chunk {
        fn begin(&self) -> Fragment<'_> {
            Fragment::Map(Box::new(Fields { chunk: self, next: 0 }))
        }
    }

    struct Fields<'a> {
        chunk: &'a Chunk,
        next: usize,
    }

    impl ser::Map for Fields<'_> {
        fn next(&mut self) -> Option<(Cow<'_, str>, &dyn Serialize)> {
            let chunk = self.chunk;
            let field: (&'static str, &dyn Serialize) = match self.next {
                0 => ("x", &chunk.x),
                1 => ("z", &chunk.z),
                2 => ("blocks", &chunk.blocks),
                3 => ("light", &chunk.light),
                4 => ("biomes", &chunk.biomes),
                5 => ("heightmap", &chunk.heightmap),
                _ => return None,
            };
            self.next += 1;
            Some((Cow::Borrowed(field.0), field.1))
        }
    }

    make_place!(Place);

    impl Deserialize for Chunk {
        fn begin(out: &mut Option<Self>) -> &mut dyn Visitor {
            Place::new(out)
        }
    }

    impl Visitor for Place<Chunk> {
        fn map(&mut self) -> Result<Box<dyn Map + '_>> {
            Ok(Box::new(Builder {
                x: None,
                z: None,
                blocks: None,
                light: None,
                biomes: None,
                heightmap: None,
                out: &mut self.out,
            }))
        }
    }

    struct Builder<'a> {
        x: Option<i32>,
        z: Option<i32>,
        blocks: Option<Vec<u8>>,
        light: Option<Vec<u8>>,
        biomes: Option<Vec<u8>>,
        heightmap: Option<Vec<u16>>,
        out: &'a mut Option<Chunk>,
    }

    impl Map for Builder<'_> {
        fn key(&mut self, key: &str) -> Result<&mut dyn Visitor> {
            Ok(match key {
                "x" => Deserialize::begin(&mut self.x),
                "z" => Deserialize::begin(&mut self.z),
                "blocks" => Deserialize::begin(&mut self.blocks),
                "light" => Deserialize::begin(&mut self.light),
                "biomes" => Deserialize::begin(&mut self.biomes),
                "heightmap" => Deserialize::begin(&mut self.heightmap),
                _ => <dyn Visitor>::ignore(),
            })
        }

        fn finish(&mut self) -> Result<()> {
            *self.out = Some(Chunk {
                x: self.x.take().ok_or(Error)?,
                z: self.z.take().ok_or(Error)?,
                blocks: self.blocks.take().ok_or(Error)?,
                light: self.light.take().ok_or(Error)?,
                biomes: self.biomes.take().ok_or(Error)?,
                heightmap: self.heightmap.take().ok_or(Error)?,
            });
            Ok(())
        }
    }
}

const AIR: u8 = 0;
const STONE: u8 = 1;
const GRASS: u8 = 2;
const DIRT: u8 = 3;
const WATER: u8 = 9;
const ORES: &[u8] = &[14, 15, 16, 21, 56];
const SEA_LEVEL: usize = 62;

impl Dataset for Chunks {
    const NAME: &'static str = "chunks";
    const DESCRIPTION: &'static str =
        "voxel chunks: 64 KiB of block ids, 32 KiB of light, biomes and a heightmap each";
    const DEFAULT_LEN: usize = 64;
    const SEED: u64 = 0xc4c4_0000;

    fn generate_seeded(len: usize, seed: u64) -> Self {
        let mut rng = Rng::new(seed);
        let side = (len as f64).sqrt().ceil() as i32;
        let chunks = (0..len as i32).map(|index| chunk(&mut rng, index % side, index / side));
        Self { chunks: chunks.collect() }
    }

    fn records(&self) -> usize {
        self.chunks.len()
    }

    fn checksum(&self) -> u64 {
        let mut sum = Checksum::new();
        sum.len(self.chunks.len());
        for chunk in &self.chunks {
            sum.i64(i64::from(chunk.x));
            sum.i64(i64::from(chunk.z));
            sum.len(chunk.blocks.len());
            sum.len(chunk.light.len());
            sum.len(chunk.biomes.len());
            sum.len(chunk.heightmap.len());
            for height in &chunk.heightmap {
                sum.u64(u64::from(*height));
            }
        }
        sum.finish()
    }
}

/// Rolling terrain: stone, then dirt, then grass up to a column height that drifts smoothly,
/// water up to sea level, air above; scattered ores. Real chunks compress well, and so do these.
fn chunk(rng: &mut Rng, x: i32, z: i32) -> Chunk {
    let mut blocks = vec![AIR; BLOCKS];
    let mut light = vec![0u8; BLOCKS / 2];
    let mut heightmap = Vec::with_capacity(256);
    let biome = rng.below(8) as u8;
    let biomes =
        (0..256).map(|_| if rng.chance(1, 16) { rng.below(8) as u8 } else { biome }).collect();
    let mut height = rng.range(50, 80) as usize;
    for column in 0..256 {
        height = (height + rng.below(3) as usize).saturating_sub(1).clamp(40, 120);
        heightmap.push(height as u16);
        let base = column * HEIGHT;
        for y in 0..HEIGHT {
            let block = match y {
                _ if y + 4 < height => {
                    if rng.chance(1, 64) {
                        *rng.pick(ORES)
                    } else {
                        STONE
                    }
                }
                _ if y + 1 < height => DIRT,
                _ if y + 1 == height => GRASS,
                _ if y <= SEA_LEVEL => WATER,
                _ => AIR,
            };
            blocks[base + y] = block;
            let level: u8 = if y >= height { 15 } else { 0 };
            let index = (base + y) / 2;
            light[index] |= if (base + y).is_multiple_of(2) { level } else { level << 4 };
        }
    }
    Chunk { x, z, blocks, light, biomes, heightmap }
}

/// `read` for rkyv: the same fold as [`Dataset::checksum`], through the archived view.
#[cfg(feature = "rkyv")]
mod archived {
    use super::*;
    use crate::{Checksum, ReadArchived};

    impl ReadArchived for ArchivedChunks {
        fn checksum(&self) -> u64 {
            let mut sum = Checksum::new();
            sum.len(self.chunks.len());
            for chunk in self.chunks.iter() {
                sum.i64(i64::from(chunk.x.to_native()));
                sum.i64(i64::from(chunk.z.to_native()));
                sum.len(chunk.blocks.len());
                sum.len(chunk.light.len());
                sum.len(chunk.biomes.len());
                sum.len(chunk.heightmap.len());
                for height in chunk.heightmap.iter() {
                    sum.u64(u64::from(height.to_native()));
                }
            }
            sum.finish()
        }
    }
}
