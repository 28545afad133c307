//! bincode 1.3.3, through serde: the release most code still uses, beside 2.0.1 (`fmt-bincode`)
//! for users weighing the migration.
//!
//! Settings: the library's defaults (`bincode::serialize_into` / `bincode::deserialize`), which in
//! 1.x mean fixed-width little-endian integers (2.x defaults to variable-length ones) and no size
//! limit on decoding. Encoding writes straight into the caller's reused buffer; decoding builds
//! owned values.

use datasets::Borrowable;
use format_api::{BorrowDecode, Codec, Descriptor, Format};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

/// bincode 1.3 with serde derives, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct Serde;

impl Format for Serde {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "bincode",
        variant: "1.3-serde",
        wire: "bincode 1",
        version: "1.3.3",
        package: env!("CARGO_PKG_NAME"),
        settings: "bincode 1.3's default options (fixed-width integers); the release most code still uses",
    };
}

impl<T: Serialize + DeserializeOwned> Codec<T> for Serde {
    type Error = bincode1::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        bincode1::serialize_into(&mut *out, value)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        bincode1::deserialize(bytes)
    }
}

impl<T> BorrowDecode<T> for Serde
where
    T: Borrowable + Serialize + DeserializeOwned,
    for<'a> T::Borrowed<'a>: Deserialize<'a>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        bincode1::deserialize(bytes)
    }
}
