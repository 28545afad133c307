//! bitcode 0.6.9, in its two modes: native `Encode`/`Decode` derives with a reused
//! `bitcode::Buffer`, and serde. Users ask which one to pick; the table answers.
//!
//! Settings: native mode keeps one `bitcode::Buffer` per benchmark and calls `Buffer::encode` and
//! `Buffer::decode`, the reuse the authors recommend; `encode` returns the buffer's own bytes
//! rather than copying them into the caller's `Vec`. Serde mode uses `bitcode::serialize` and
//! `bitcode::deserialize`, which in 0.6 offer no buffer reuse, so each encode allocates its output.
//!
//! bitcode's native derive supports neither `std::ops::Range` nor recursive types. The data sets
//! work around both the idiomatic way (a local `Span` type, an arena for the department tree;
//! see the `datasets` crate docs), so both modes encode the same values.

use format_api::{Codec, Descriptor, Format};
use serde::{Serialize, de::DeserializeOwned};

const VERSION: &str = "0.6.9";

/// bitcode with its own derives and a reused `bitcode::Buffer`.
#[derive(Default)]
pub struct Native {
    buffer: bitcode::Buffer,
}

impl std::fmt::Debug for Native {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Native").finish_non_exhaustive()
    }
}

/// bitcode driven through serde's `Serialize`/`Deserialize`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Serde;

impl Format for Native {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "bitcode",
        variant: "native",
        wire: "bitcode",
        version: VERSION,
        package: env!("CARGO_PKG_NAME"),
        settings: "reused `bitcode::Buffer`",
    };
}

impl Format for Serde {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "bitcode",
        variant: "serde",
        wire: "bitcode",
        version: VERSION,
        package: env!("CARGO_PKG_NAME"),
        settings: "no buffer reuse (the serde API has none)",
    };
}

impl<T: bitcode::Encode + bitcode::DecodeOwned> Codec<T> for Native {
    type Error = bitcode::Error;

    fn encode<'a>(&'a mut self, value: &T, _: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        Ok(self.buffer.encode(value))
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        self.buffer.decode(bytes)
    }
}

impl<T: Serialize + DeserializeOwned> Codec<T> for Serde {
    type Error = bitcode::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        *out = bitcode::serialize(value)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        bitcode::deserialize(bytes)
    }
}
