//! bincode 2.0.1 through serde's `Serialize`/`Deserialize` (`bincode::serde`): bincode's second
//! mode, a crate of its own so that its build cost is what its users compile (serde's derives,
//! bincode with its `serde` feature, no bincode derive). The native mode is `fmt-bincode`.
//!
//! Settings: as the native mode's: `config::standard()` (little-endian, variable-length integers,
//! no decode limit), `encode_into_slice` into the caller's buffer kept at full length,
//! `decode_from_slice` into owned values and `borrow_decode_from_slice` into borrowed twins.

use bincode::config::{Configuration, standard};
use datasets::Borrowable;
use format_api::{BorrowDecode, Codec, Descriptor, Format};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

const CONFIG: Configuration = standard();

/// bincode driven through serde's `Serialize`/`Deserialize`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Serde;

impl Format for Serde {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "bincode",
        variant: "serde",
        wire: "bincode",
        version: "2.0.1",
        package: env!("CARGO_PKG_NAME"),
        settings: "`config::standard()` through serde; `encode_into_slice` into a reused buffer",
    };
}

// Shared with the native crate through a crate that compiles neither derive family.
pub use bincode_growing::Error;
use bincode_growing::encode_growing;

impl<T: Serialize + DeserializeOwned> Codec<T> for Serde {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        encode_value(value, out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(bincode::serde::decode_from_slice(bytes, CONFIG)?.0)
    }
}

/// Encodes any `Serialize` value as [`Serde`]'s `Codec::encode` does: for values that are not
/// data sets, such as the techniques suite's.
pub fn encode_value<'a, V: Serialize + ?Sized>(
    value: &V,
    out: &'a mut Vec<u8>,
) -> Result<&'a [u8], Error> {
    encode_growing(out, |buffer| bincode::serde::encode_into_slice(value, buffer, CONFIG))
}

impl<T> BorrowDecode<T> for Serde
where
    T: Borrowable + Serialize + DeserializeOwned,
    for<'a> T::Borrowed<'a>: Deserialize<'a>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        Ok(bincode::serde::borrow_decode_from_slice(bytes, CONFIG)?.0)
    }
}
