//! minicbor 2.3.1: CBOR (RFC 8949) through its own derives (`Encode`, `Decode`), no serde: the
//! third CBOR library beside ciborium and cbor4ii.
//!
//! Settings: its `alloc` and `derive` features, as rust_serialization_benchmark builds it. Its
//! derive needs an index on every field and variant (`#[n(i)]`, or `#[b(i)]` for a field that
//! borrows), given in declaration order, so structs are CBOR arrays; byte vectors carry
//! `#[cbor(with = "minicbor::bytes")]`, its advice for bytes. Encoding uses `encode` into the
//! caller's buffer kept at full length (a `Cursor` over the slice, to learn the length written),
//! doubling when the slice runs out, the call rust_serialization_benchmark times; decoding uses
//! `decode` into owned values, or into the data set's borrowed twin.

use datasets::Borrowable;
use format_api::{BorrowDecode, Codec, Descriptor, Format};
use minicbor::{
    Decode, Encode,
    encode::write::{Cursor, EndOfSlice},
};

/// minicbor with its own derives, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct Minicbor;

impl Format for Minicbor {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "minicbor",
        variant: "native",
        wire: "CBOR",
        version: "2.3.1",
        package: env!("CARGO_PKG_NAME"),
        settings: "`encode` into a reused buffer, `decode`; fields indexed in order (arrays)",
    };
}

/// minicbor reports encoding and decoding failures with two types.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("encode: {0}")]
    Encode(#[from] minicbor::encode::Error<EndOfSlice>),
    #[error("decode: {0}")]
    Decode(#[from] minicbor::decode::Error),
}

impl<T: Encode<()> + for<'b> Decode<'b, ()>> Codec<T> for Minicbor {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        Ok(format_api::encode_into_slice(
            out,
            |buffer| {
                let mut cursor = Cursor::new(buffer);
                minicbor::encode(value, &mut cursor)?;
                Ok(cursor.position())
            },
            minicbor::encode::Error::is_write,
        )?)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(minicbor::decode(bytes)?)
    }
}

impl<T> BorrowDecode<T> for Minicbor
where
    T: Borrowable + Encode<()> + for<'b> Decode<'b, ()>,
    for<'a> T::Borrowed<'a>: Decode<'a, ()>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        Ok(minicbor::decode(bytes)?)
    }
}
