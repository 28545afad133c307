//! serde_json 1.0.154: JSON through serde, the baseline every other format is read against.
//!
//! Settings: the library's defaults but one. Encoding uses `to_writer` (the compact formatter)
//! straight into the caller's reused buffer; decoding uses `from_slice` into owned values. The
//! `float_roundtrip` feature is on: without it serde_json parses floats with a fast algorithm
//! that can be one ulp off, and `canada` then fails its round-trip check (a value read back
//! differs from the one written). Every cell of this benchmark is a checked round trip, so the
//! exact parser is the honest setting; it makes float-heavy decoding slower. Borrowed decoding
//! (`from_slice` into the data set's borrowed twin) borrows every string that has no escape.

use datasets::Borrowable;
use format_api::{BorrowDecode, Codec, Descriptor, Format};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

/// serde_json with serde derives, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct SerdeJson;

impl Format for SerdeJson {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "serde_json",
        variant: "serde",
        wire: "JSON",
        version: "1.0.154",
        package: env!("CARGO_PKG_NAME"),
        settings: "`to_writer` into a reused buffer, `from_slice`; `float_roundtrip` on (exact float parsing: without it `canada` does not round-trip)",
    };
}

impl<T: Serialize + DeserializeOwned> Codec<T> for SerdeJson {
    type Error = serde_json::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        encode_value(value, out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        serde_json::from_slice(bytes)
    }
}

/// Encodes any `Serialize` value as [`SerdeJson`]'s `Codec::encode` does: for values that are not
/// data sets, such as the techniques suite's.
pub fn encode_value<'a, V: Serialize + ?Sized>(
    value: &V,
    out: &'a mut Vec<u8>,
) -> Result<&'a [u8], serde_json::Error> {
    out.clear();
    serde_json::to_writer(&mut *out, value)?;
    Ok(out)
}

impl<T> BorrowDecode<T> for SerdeJson
where
    T: Borrowable + Serialize + DeserializeOwned,
    for<'a> T::Borrowed<'a>: Deserialize<'a>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        serde_json::from_slice(bytes)
    }
}
