//! borsh 1.8.1: Binary Object Representation Serializer for Hashing, a strict, canonical binary
//! format (fixed-width little-endian integers, u32 lengths) with its own derives.
//!
//! Settings: the library's defaults. Encoding uses `borsh::to_writer` into the caller's reused
//! buffer; decoding uses `borsh::from_slice`, which also rejects trailing bytes. `usize` is
//! written as `u64`. borsh refuses to serialize NaN floats (for canonical output); the data sets
//! hold none.

use borsh::{BorshDeserialize, BorshSerialize};
use format_api::{Codec, Descriptor, Format};

/// borsh with its own derives, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct Borsh;

impl Format for Borsh {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "borsh",
        variant: "native",
        wire: "borsh",
        version: "1.8.1",
        package: env!("CARGO_PKG_NAME"),
        settings: "-",
    };
}

impl<T: BorshSerialize + BorshDeserialize> Codec<T> for Borsh {
    type Error = std::io::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        borsh::to_writer(&mut *out, value)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        borsh::from_slice(bytes)
    }
}
