//! ron 0.12.3: Rusty Object Notation, a human-readable text format shaped like Rust's own syntax
//! (structs by name, enums by variant, `Some(..)`), through serde.
//!
//! Settings: the library's defaults, compact (no pretty-printing). ron writes to a
//! `std::fmt::Write`, so encoding goes into a `String` the codec keeps between calls and returns
//! its bytes. Decoding uses `from_bytes` into owned values.

use format_api::{AnyError, Codec, Descriptor, Format};
use serde::{Serialize, de::DeserializeOwned};

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
