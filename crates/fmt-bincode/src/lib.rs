//! bincode 2.0.1, in its two modes: native `Encode`/`Decode` derives, and serde.
//!
//! bincode is pinned at 2.0.1 on purpose: the 3.0.0 on crates.io is a stub that fails to compile
//! by design, published when the project ended in 2025. 2.0.1 is the last working release.
//!
//! Settings: `config::standard()`, bincode 2's default: little-endian, variable-length integers,
//! no size limit on decoding. Both modes encode through `encode_into_std_write` straight into the
//! caller's reused buffer and decode owned values with `decode_from_slice`. The two modes write
//! the same bytes for these data sets; they differ in the code that runs, which is the question.

use bincode::config::{Configuration, standard};
use format_api::{Codec, Descriptor, Format};
use serde::{Serialize, de::DeserializeOwned};

const CONFIG: Configuration = standard();
const VERSION: &str = "2.0.1";

/// bincode with its own `Encode`/`Decode` derives.
#[derive(Clone, Copy, Debug, Default)]
pub struct Native;

/// bincode driven through serde's `Serialize`/`Deserialize`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Serde;

impl Format for Native {
    const DESCRIPTOR: Descriptor =
        Descriptor { name: "bincode", variant: "native", wire: "bincode", version: VERSION };
}

impl Format for Serde {
    const DESCRIPTOR: Descriptor =
        Descriptor { name: "bincode", variant: "serde", wire: "bincode", version: VERSION };
}

/// bincode reports encoding and decoding failures with two types.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("encode: {0}")]
    Encode(#[from] bincode::error::EncodeError),
    #[error("decode: {0}")]
    Decode(#[from] bincode::error::DecodeError),
}

impl<T: bincode::Encode + bincode::Decode<()>> Codec<T> for Native {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        bincode::encode_into_std_write(value, out, CONFIG)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(bincode::decode_from_slice(bytes, CONFIG)?.0)
    }
}

impl<T: Serialize + DeserializeOwned> Codec<T> for Serde {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        bincode::serde::encode_into_std_write(value, out, CONFIG)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(bincode::serde::decode_from_slice(bytes, CONFIG)?.0)
    }
}
