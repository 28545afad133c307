//! Settings that change a format's evolution answer, each measured as a row of its own beside the
//! benchmark's variant: rmp-serde writing structs as maps with their field names
//! (`to_vec_named`; the benchmark writes arrays, the library's default), and bincode 2 with
//! fixed-size integers (`with_fixed_int_encoding`; the benchmark uses `config::standard()`'s
//! variable-length ones). Neither is timed: these rows exist for their verdicts. Each reports
//! its errors as the benchmark's variant of the same library does.

use format_api::{Codec, Descriptor, Format};
use serde::{Serialize, de::DeserializeOwned};

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
    type Error = fmt_rmp_serde::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        rmp_serde::encode::write_named(out, value)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(rmp_serde::from_slice(bytes)?)
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
    type Error = bincode_growing::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        bincode_growing::encode_growing(out, |buffer| {
            bincode::serde::encode_into_slice(value, buffer, FIXINT)
        })
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(bincode::serde::decode_from_slice(bytes, FIXINT)?.0)
    }
}
