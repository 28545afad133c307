//! nanoserde 0.2.1's binary format through its own `SerBin`/`DeBin` derives: no serde, no
//! dependencies but its derive. Its JSON is `fmt-nanoserde-json`, a crate of its own, so that
//! each format's build cost is what its users compile (nanoserde's `binary` feature only here).
//!
//! Settings: the library's defaults. `ser_bin` appends to the caller's reused buffer (cleared
//! first); `DeBin::deserialize_bin` decodes owned values. The wire is fixed-width little-endian:
//! integers at their size, lengths and `usize` as 8 bytes, enum tags as 2, no varints and no
//! schema.
//!
//! Untrusted input: the decoder trusts length prefixes. A corrupt length reaches
//! `Vec::with_capacity` unchecked (a capacity-overflow panic, or an allocation the process cannot
//! survive) and overflows an offset addition in strings (a panic); the robustness sweep counts
//! both, and the registry declares this decoder as one that panics.

use format_api::{Codec, Descriptor, Format};
use nanoserde::{DeBin, DeBinErr, SerBin};

/// nanoserde's binary format with its derives, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct Binary;

impl Format for Binary {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "nanoserde",
        variant: "binary",
        wire: "nanoserde binary",
        version: "0.2.1",
        package: env!("CARGO_PKG_NAME"),
        settings: "`ser_bin` into a reused buffer, `deserialize_bin`; `binary` feature only",
    };
}

impl<T: SerBin + DeBin> Codec<T> for Binary {
    type Error = DeBinErr;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        value.ser_bin(out);
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        T::deserialize_bin(bytes)
    }
}
