//! postcard 1.1.3: a compact, varint-based serde format designed for embedded and wire use.
//!
//! Settings: the library's defaults (no COBS framing, no CRC). Encoding uses `to_extend`, which
//! appends to a `Vec<u8>` it is given by value: the caller's buffer is moved in and back out, so
//! its capacity is reused and nothing is copied. Decoding uses `from_bytes` into owned values.

use format_api::{Codec, Descriptor, Format};
use serde::{Serialize, de::DeserializeOwned};

/// postcard with serde derives, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct Postcard;

impl Format for Postcard {
    const DESCRIPTOR: Descriptor =
        Descriptor { name: "postcard", variant: "serde", wire: "postcard", version: "1.1.3" };
}

impl<T: Serialize + DeserializeOwned> Codec<T> for Postcard {
    type Error = postcard::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        let mut buffer = std::mem::take(out);
        buffer.clear();
        *out = postcard::to_extend(value, buffer)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        postcard::from_bytes(bytes)
    }
}
