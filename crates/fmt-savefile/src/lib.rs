//! savefile 0.20.6: its own binary format through its derive (`Savefile`), no serde.
//!
//! Settings: the library's defaults, as its README adds it (`savefile` and `savefile-derive`).
//! Encoding uses `save_noschema` into the caller's reused `Vec` (version 0, no schema written:
//! the fastest of its calls, and the one rust_serialization_benchmark times); decoding uses
//! `load_noschema` from the bytes into owned values. savefile cannot decode into a type that
//! holds references (its issue #18).

use format_api::{Codec, Descriptor, Format};
use savefile::{Deserialize, Serialize};

/// savefile with its own derive, no schema, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct Savefile;

impl Format for Savefile {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "savefile",
        variant: "native",
        wire: "savefile",
        version: "0.20.6",
        package: env!("CARGO_PKG_NAME"),
        settings: "`save_noschema` into a reused buffer, `load_noschema` (version 0, no schema)",
    };
}

impl<T: Serialize + Deserialize> Codec<T> for Savefile {
    type Error = savefile::SavefileError;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        savefile::save_noschema(out, 0, value)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        savefile::load_noschema(&mut &*bytes, 0)
    }
}
