//! cbor4ii 1.2.4: CBOR (RFC 8949) through serde, the second CBOR library beside ciborium.
//!
//! Settings: the library's defaults (its `serde1` and `use_std` features). Encoding uses
//! `serde::to_writer` straight into the caller's reused buffer, as rust_serialization_benchmark
//! calls it (its other encoder, `to_vec`, takes the buffer by value and hands it back); decoding
//! uses `from_slice` into owned values, or into the data set's borrowed twin. Structs are written
//! as maps keyed by field name, enums by variant name (its serde module's only layout).

use datasets::Borrowable;
use format_api::{BorrowDecode, Codec, Descriptor, Format};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

/// cbor4ii with serde derives, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cbor4ii;

impl Format for Cbor4ii {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "cbor4ii",
        variant: "serde",
        wire: "CBOR",
        version: "1.2.4",
        package: env!("CARGO_PKG_NAME"),
        settings: "`to_writer` into a reused buffer, `from_slice`; structs as maps by field name",
    };
}

/// cbor4ii reports encoding and decoding failures with two types.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("encode: {0}")]
    Encode(#[from] cbor4ii::serde::EncodeError<std::io::Error>),
    #[error("decode: {0}")]
    Decode(#[from] cbor4ii::serde::DecodeError<std::convert::Infallible>),
}

impl<T: Serialize + DeserializeOwned> Codec<T> for Cbor4ii {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        cbor4ii::serde::to_writer(&mut *out, value)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(cbor4ii::serde::from_slice(bytes)?)
    }
}

impl<T> BorrowDecode<T> for Cbor4ii
where
    T: Borrowable + Serialize + DeserializeOwned,
    for<'a> T::Borrowed<'a>: Deserialize<'a>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        Ok(cbor4ii::serde::from_slice(bytes)?)
    }
}
