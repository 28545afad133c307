//! simd-json 0.19.0: JSON with SIMD-accelerated parsing, through its serde API.
//!
//! Settings: the library's defaults (runtime CPU feature detection picks the SIMD path).
//! Encoding uses `serde::to_writer` into the caller's reused buffer. simd-json parses in place: it
//! needs a mutable copy of its input, so decoding copies the bytes into a scratch buffer the codec
//! keeps (that copy is timed: every user who holds the input immutably pays it) and parses with
//! `from_slice_with_buffers`, reusing the parser's internal buffers between calls as the library
//! recommends for repeated parsing. It can borrow strings only from a mutable buffer it parses
//! in place, which a shared input is not, so it has no borrowed row.

use format_api::{Codec, Descriptor, Format};
use serde::{Serialize, de::DeserializeOwned};

/// simd-json with serde derives, owned decoding.
#[derive(Default)]
pub struct SimdJson {
    input: Vec<u8>,
    buffers: simd_json::Buffers,
}

impl std::fmt::Debug for SimdJson {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SimdJson").finish_non_exhaustive()
    }
}

impl Format for SimdJson {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "simd-json",
        variant: "serde",
        wire: "JSON",
        version: "0.19.0",
        package: env!("CARGO_PKG_NAME"),
        settings: "input copied into a reused buffer (it parses in place); parser buffers reused",
    };
}

impl<T: Serialize + DeserializeOwned> Codec<T> for SimdJson {
    type Error = simd_json::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        simd_json::serde::to_writer(&mut *out, value)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        self.input.clear();
        self.input.extend_from_slice(bytes);
        simd_json::serde::from_slice_with_buffers(&mut self.input, &mut self.buffers)
    }
}
