//! serde-zap 0.1.1: a compact, non-self-describing binary format through serde (bincode 2's
//! varint layout, with its own tagged-prefix varints).
//!
//! Settings: the library's defaults. Encoding uses `to_slice`, the call its README names for
//! zero-allocation encoding and rust_serialization_benchmark times: the caller's `Vec` is kept at
//! its full length between calls (zeroed once, when it grows) and the encoded prefix is returned.
//! When the buffer is too small (`Error::ExceedsBuffer`) it doubles and the encode is retried; a
//! long-running program reaches its steady size once. Decoding uses `from_bytes` into owned
//! values, or into the data set's borrowed twin.

use datasets::Borrowable;
use format_api::{BorrowDecode, Codec, Descriptor, Format};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

/// serde-zap with serde derives, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct SerdeZap;

impl Format for SerdeZap {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "serde-zap",
        variant: "serde",
        wire: "serde-zap",
        version: "0.1.1",
        package: env!("CARGO_PKG_NAME"),
        settings: "`to_slice` into a reused buffer, `from_bytes`",
    };
}

impl<T: Serialize + DeserializeOwned> Codec<T> for SerdeZap {
    type Error = serde_zap::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        format_api::encode_into_slice(
            out,
            |buffer| serde_zap::to_slice(value, buffer).map(|encoded| encoded.len()),
            |error| matches!(error, serde_zap::Error::ExceedsBuffer),
        )
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        serde_zap::from_bytes(bytes)
    }
}

impl<T> BorrowDecode<T> for SerdeZap
where
    T: Borrowable + Serialize + DeserializeOwned,
    for<'a> T::Borrowed<'a>: Deserialize<'a>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        serde_zap::from_bytes(bytes)
    }
}
