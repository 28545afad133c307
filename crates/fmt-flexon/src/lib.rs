//! flexon 0.4.8: a SIMD-accelerated JSON parser with serde support (0.4.9 does not compile on
//! stable Rust: the root manifest says why).
//!
//! Settings: the library's default features (`serde`, and `runtime-detection`, which picks its
//! SIMD parser at run time; rust_serialization_benchmark builds it with compile-time `simd` and
//! `target-cpu=native` instead). Encoding uses `to_writer` (compact) straight into the caller's
//! reused buffer; decoding uses `from_slice` (which validates UTF-8) into owned values, or into
//! the data set's borrowed twin, borrowing every string that has no escape.

use datasets::Borrowable;
use format_api::{BorrowDecode, Codec, Descriptor, Format};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

/// flexon with serde derives, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct Flexon;

impl Format for Flexon {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "flexon",
        variant: "serde",
        wire: "JSON",
        version: "0.4.8",
        package: env!("CARGO_PKG_NAME"),
        settings: "`to_writer` into a reused buffer, `from_slice`; default features (SIMD chosen at run time)",
    };
}

/// flexon reports encoding and decoding failures with two types.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("encode: {0}")]
    Encode(#[from] flexon::serde::ser::Error),
    #[error("decode: {0}")]
    Decode(#[from] flexon::serde::de::Error),
}

impl<T: Serialize + DeserializeOwned> Codec<T> for Flexon {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        flexon::to_writer(&mut *out, value)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(flexon::from_slice(bytes)?)
    }
}

impl<T> BorrowDecode<T> for Flexon
where
    T: Borrowable + Serialize + DeserializeOwned,
    for<'a> T::Borrowed<'a>: Deserialize<'a>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        Ok(flexon::from_slice(bytes)?)
    }
}
