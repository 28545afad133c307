//! rmp-serde 1.3.1: MessagePack through serde.
//!
//! Settings: the library's defaults, which write structs as MessagePack arrays (compact, fields
//! by position) rather than maps with field names (`to_vec_named`), and an enum value as a
//! one-entry map from the variant's *name* to its data (rmp-serde 1.3.1's `Serializer` writes
//! `serialize_str(variant)`; its code comments still say "variant idx"), so `StoredData`'s
//! `"Stringy"` travels as text. Encoding writes straight into the caller's reused buffer;
//! decoding uses `from_slice` into owned values, or into the data set's borrowed twin.

use datasets::Borrowable;
use format_api::{BorrowDecode, Codec, Descriptor, Format};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

/// rmp-serde with serde derives, compact (struct-as-array) encoding, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct RmpSerde;

impl Format for RmpSerde {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "rmp-serde",
        variant: "serde",
        wire: "MessagePack",
        version: "1.3.1",
        package: env!("CARGO_PKG_NAME"),
        settings: "structs as arrays (the default; `to_vec_named` writes maps)",
    };
}

/// rmp-serde reports encoding and decoding failures with two types.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("encode: {0}")]
    Encode(#[from] rmp_serde::encode::Error),
    #[error("decode: {0}")]
    Decode(#[from] rmp_serde::decode::Error),
}

impl<T: Serialize + DeserializeOwned> Codec<T> for RmpSerde {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        rmp_serde::encode::write(out, value)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(rmp_serde::from_slice(bytes)?)
    }
}

impl<T> BorrowDecode<T> for RmpSerde
where
    T: Borrowable + Serialize + DeserializeOwned,
    for<'a> T::Borrowed<'a>: Deserialize<'a>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        Ok(rmp_serde::from_slice(bytes)?)
    }
}
