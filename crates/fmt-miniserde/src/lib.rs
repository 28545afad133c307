//! miniserde 0.1.46: JSON through its own `Serialize`/`Deserialize` derives, the serde author's
//! small-build-cost alternative to serde: no monomorphised visitor per format, trait objects
//! instead, and no recursion on the stack.
//!
//! Settings: the library's defaults; it has no others. `json::to_string` is its only encoder (no
//! writer, no reusable buffer), so each encode allocates a fresh `String`, which this variant
//! keeps and returns the bytes of. Decoding checks the input is UTF-8 (`json::from_str` reads a
//! `&str`, as a user holding bytes must) and decodes owned values.
//!
//! What it cannot model: its derive rejects enums with data, so `message` and `stored` (whose
//! message holds one) have no miniserde impls and are listed as not measured; `chunks` has its
//! impls written by hand (the data set's `serde(with)` attributes trip its derive), the JSON the
//! derive would write. It reads serde's `rename` attributes but not `rename_all`, so `citm`
//! writes snake_case keys where the file has camelCase.

use format_api::{Codec, Descriptor, Format, TextError};
use miniserde::{Deserialize, Serialize, json};

/// miniserde with its derives, owned decoding.
#[derive(Clone, Debug, Default)]
pub struct MiniSerde {
    out: String,
}

impl Format for MiniSerde {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "miniserde",
        variant: "json",
        wire: "JSON",
        version: "0.1.46",
        package: env!("CARGO_PKG_NAME"),
        settings: "`json::to_string` (its only encoder: a new `String` each call), UTF-8 check then `json::from_str`",
    };
}

impl<T: Serialize + Deserialize> Codec<T> for MiniSerde {
    type Error = TextError<miniserde::Error>;

    fn encode<'a>(&'a mut self, value: &T, _: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        self.out = json::to_string(value);
        Ok(self.out.as_bytes())
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        let text = TextError::utf8(bytes)?;
        json::from_str(text).map_err(TextError::Library)
    }
}
