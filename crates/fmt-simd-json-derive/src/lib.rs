//! simd-json 0.19.0 with its own derives, simd-json-derive 0.19.0: the library's fast path, which
//! writes JSON straight from the types and reads them from simd-json's tape, without serde.
//!
//! Settings: the library's defaults. Encoding is `Serialize::json_write` into the caller's reused
//! buffer. simd-json parses in place, so decoding copies the input into a buffer the codec keeps
//! (timed, as for the serde variant) and reads it with `Deserialize::from_slice_with_buffers`,
//! reusing the parser's buffers between calls. citm's root type implements the two traits by
//! hand (its maps have numeric keys, which the derive cannot write); every other type derives.

use format_api::{Codec, Descriptor, Format};
use simd_json_derive::{Deserialize, Serialize};

/// simd-json with simd-json-derive's derives, owned decoding.
#[derive(Default)]
pub struct SimdJsonDerive {
    input: Vec<u8>,
    buffers: simd_json::Buffers,
}

impl std::fmt::Debug for SimdJsonDerive {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SimdJsonDerive").finish_non_exhaustive()
    }
}

impl Format for SimdJsonDerive {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "simd-json",
        variant: "derive",
        wire: "JSON",
        version: "0.19.0",
        package: env!("CARGO_PKG_NAME"),
        settings: "simd-json-derive's derives, no serde; input copied into a reused buffer; parser buffers reused",
    };
}

/// simd-json-derive reports encoding and decoding failures with two types.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("encode: {0}")]
    Encode(#[from] std::io::Error),
    #[error("decode: {0}")]
    Decode(#[from] simd_json_derive::de::Error),
}

impl<T> Codec<T> for SimdJsonDerive
where
    T: Serialize + for<'input> Deserialize<'input>,
{
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        value.json_write(out)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        self.input.clear();
        self.input.extend_from_slice(bytes);
        Ok(T::from_slice_with_buffers(&mut self.input, &mut self.buffers)?)
    }
}
