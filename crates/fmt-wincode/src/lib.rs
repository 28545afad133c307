//! wincode 0.6.3: bincode-compatible serialization (the wire of bincode 1.x's default options)
//! with its own derives (`SchemaWrite`, `SchemaRead`), built to write and read in place; Anza
//! suggests it as bincode's successor.
//!
//! Settings: the library's default configuration. Encoding uses `serialize_into` the caller's
//! reused `Vec`; decoding uses `deserialize_exact`, which also rejects trailing bytes.

use format_api::{Codec, Descriptor, Format};
use wincode::{SchemaRead, SchemaWrite, config::DefaultConfig};

/// wincode with its own derives, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct Wincode;

impl Format for Wincode {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "wincode",
        variant: "native",
        wire: "bincode 1 (fixed-width integers)",
        version: "0.6.3",
        package: env!("CARGO_PKG_NAME"),
    };
}

impl<T> Codec<T> for Wincode
where
    T: SchemaWrite<DefaultConfig, Src = T> + for<'de> SchemaRead<'de, DefaultConfig, Dst = T>,
{
    type Error = wincode::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        wincode::serialize_into(&mut *out, value)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(wincode::deserialize_exact(bytes)?)
    }
}
