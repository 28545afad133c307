//! rust-protobuf on its schemas: the format, its generated code, and the names the shared
//! mappings (`proto_maps/`) use of its types (fmt-protobuf's).

pub mod generated;
// The mappings rust-protobuf's and buffa's modules both compile, each against its own names.
#[allow(clippy::duplicate_mod, reason = "one mapping, compiled against two libraries' types")]
#[path = "proto_maps/minecraft_savedata.rs"]
mod minecraft_savedata;
#[allow(clippy::duplicate_mod, reason = "one mapping, compiled against two libraries' types")]
#[path = "proto_maps/mk48.rs"]
mod mk48;

use format_api::{Codec, Descriptor, Format};
use protobuf::Message as _;

pub use fmt_protobuf::Error;
pub(crate) use fmt_protobuf::mapping::{EnumField, Field, MessageField, known, required};

pub(crate) use crate::map::{each, narrow, narrow_signed};

/// rust-protobuf on its data sets, with the conversions from and to its types timed, as
/// `fmt-protobuf`'s `converted` row.
#[derive(Clone, Copy, Debug, Default)]
pub struct Protobuf;

impl Format for Protobuf {
    const DESCRIPTOR: Descriptor = <fmt_protobuf::Protobuf as Format>::DESCRIPTOR;
}

/// A data set with a rust-protobuf message: built from the value with `From`, read back with
/// `TryFrom`.
pub trait ProtoMessage: Sized {
    type Proto: protobuf::Message + for<'a> From<&'a Self> + TryInto<Self, Error = Error>;
}

impl<T: ProtoMessage> Codec<T> for Protobuf {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        T::Proto::from(value).write_to_vec(out)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        T::Proto::parse_from_bytes(bytes)?.try_into()
    }
}
