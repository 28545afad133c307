//! Settings that change a format's evolution answer, each measured as a row of its own beside the
//! benchmark's variant: rmp-serde writing structs as maps with their field names
//! (`to_vec_named`; the benchmark writes arrays, the library's default), and bincode 2 with
//! fixed-size integers (`with_fixed_int_encoding`; the benchmark uses `config::standard()`'s
//! variable-length ones). Neither is timed: these rows exist for their verdicts.

use format_api::{Codec, Descriptor, Format};
use serde::{Serialize, de::DeserializeOwned};

/// A library's error, in words (the two libraries have an error type per direction).
#[derive(Debug)]
pub(crate) struct Failed(String);

impl std::fmt::Display for Failed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Failed {}

fn failed(error: impl std::fmt::Display) -> Failed {
    Failed(error.to_string())
}

/// rmp-serde with structs as maps keyed by field name.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct RmpNamed;

impl Format for RmpNamed {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "rmp-serde",
        variant: "serde, named",
        wire: "MessagePack",
        version: <fmt_rmp_serde::RmpSerde as Format>::DESCRIPTOR.version,
        package: <fmt_rmp_serde::RmpSerde as Format>::DESCRIPTOR.package,
        settings: "structs as maps with their field names (`to_vec_named`)",
    };
}

impl<T: Serialize + DeserializeOwned> Codec<T> for RmpNamed {
    type Error = Failed;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Failed> {
        *out = rmp_serde::to_vec_named(value).map_err(failed)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Failed> {
        rmp_serde::from_slice(bytes).map_err(failed)
    }
}

/// bincode 2 through serde with fixed-size integers.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct BincodeFixint;

const FIXINT: bincode::config::Configuration<
    bincode::config::LittleEndian,
    bincode::config::Fixint,
> = bincode::config::standard().with_fixed_int_encoding();

impl Format for BincodeFixint {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "bincode",
        variant: "serde, fixint",
        wire: "bincode",
        version: <fmt_bincode_serde::Serde as Format>::DESCRIPTOR.version,
        package: <fmt_bincode_serde::Serde as Format>::DESCRIPTOR.package,
        settings: "`config::standard().with_fixed_int_encoding()` through serde",
    };
}

impl<T: Serialize + DeserializeOwned> Codec<T> for BincodeFixint {
    type Error = Failed;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Failed> {
        *out = bincode::serde::encode_to_vec(value, FIXINT).map_err(failed)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Failed> {
        Ok(bincode::serde::decode_from_slice(bytes, FIXINT).map_err(failed)?.0)
    }
}
