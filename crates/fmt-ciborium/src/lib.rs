//! ciborium 0.2.2: CBOR (RFC 8949) through serde.
//!
//! Settings: the library's defaults. Encoding uses `into_writer` straight into the caller's
//! reused buffer; decoding uses `from_reader` over the byte slice, which keeps its 4 KiB scratch
//! space on the stack (no allocation to reuse) and limits nesting to 256 levels.

use format_api::{Codec, Descriptor, Format};
use serde::{Serialize, de::DeserializeOwned};

/// ciborium with serde derives, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct Ciborium;

impl Format for Ciborium {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "ciborium",
        variant: "serde",
        wire: "CBOR",
        version: "0.2.2",
        package: env!("CARGO_PKG_NAME"),
        settings: "-",
    };
}

/// ciborium reports encoding and decoding failures with two types.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("encode: {0}")]
    Encode(#[from] ciborium::ser::Error<std::io::Error>),
    #[error("decode: {0}")]
    Decode(#[from] ciborium::de::Error<std::io::Error>),
}

impl<T: Serialize + DeserializeOwned> Codec<T> for Ciborium {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        ciborium::into_writer(value, &mut *out)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(ciborium::from_reader(bytes)?)
    }
}
