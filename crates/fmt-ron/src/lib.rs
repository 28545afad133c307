//! ron 0.12.3: Rusty Object Notation, a human-readable text format shaped like Rust's own syntax
//! (structs by name, enums by variant, `Some(..)`), through serde.
//!
//! Settings: the library's defaults, compact (no pretty-printing). ron writes to a
//! `std::fmt::Write`, so encoding goes into a `String` the codec keeps between calls and returns
//! its bytes. Decoding uses `from_bytes` into owned values.

use datasets::Borrowable;
use format_api::{AnyError, BorrowDecode, Codec, Descriptor, Format};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

/// ron with serde derives, owned decoding.
#[derive(Clone, Debug, Default)]
pub struct Ron {
    text: String,
}

impl Format for Ron {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "ron",
        variant: "serde",
        wire: "RON",
        version: "0.12.3",
        package: env!("CARGO_PKG_NAME"),
        settings: "compact (not pretty)",
    };
}

impl<T: Serialize + DeserializeOwned> Codec<T> for Ron {
    type Error = AnyError;

    fn encode<'a>(&'a mut self, value: &T, _: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        self.text.clear();
        ron::ser::to_writer(&mut self.text, value).map_err(AnyError::new)?;
        Ok(self.text.as_bytes())
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        ron::de::from_bytes(bytes).map_err(AnyError::new)
    }
}

impl<T> BorrowDecode<T> for Ron
where
    T: Borrowable + Serialize + DeserializeOwned,
    for<'a> T::Borrowed<'a>: Deserialize<'a>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        ron::de::from_bytes(bytes).map_err(AnyError::new)
    }
}
