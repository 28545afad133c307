//! buffa on its schemas: the format, its generated code, and the names the shared mappings
//! (`proto_maps/`) use of its types (fmt-buffa's).

pub mod generated;
// The mappings rust-protobuf's and buffa's modules both compile, each against its own names.
#[allow(clippy::duplicate_mod, reason = "one mapping, compiled against two libraries' types")]
#[path = "proto_maps/minecraft_savedata.rs"]
mod minecraft_savedata;
#[allow(clippy::duplicate_mod, reason = "one mapping, compiled against two libraries' types")]
#[path = "proto_maps/mk48.rs"]
mod mk48;

use buffa::{Message as _, SizeCache};
use format_api::{Codec, Descriptor, Format};

pub use fmt_buffa::Error;
pub(crate) use fmt_buffa::mapping::{EnumField, Field, MessageField, known, required};

pub(crate) use crate::map::{each, narrow, narrow_signed};

/// buffa on its data sets, with the conversions from and to its types timed, as `fmt-buffa`'s
/// `converted` row (its size cache reused between encodes).
#[derive(Debug, Default)]
pub struct Buffa {
    cache: SizeCache,
}

impl Format for Buffa {
    const DESCRIPTOR: Descriptor = <fmt_buffa::Buffa as Format>::DESCRIPTOR;
}

/// A data set with a buffa message: built from the value with `From`, read back with `TryFrom`.
pub trait ProtoMessage: Sized {
    type Proto: buffa::Message + for<'a> From<&'a Self> + TryInto<Self, Error = Error>;
}

impl<T: ProtoMessage> Codec<T> for Buffa {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        T::Proto::from(value).encode_with_cache(&mut self.cache, out);
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        T::Proto::decode_from_slice(bytes)?.try_into()
    }
}
