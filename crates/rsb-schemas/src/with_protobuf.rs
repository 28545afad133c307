//! rust-protobuf on its schemas: the format, its generated code, and the names the shared
//! mappings (`proto_maps/`) use of its types.

pub mod generated;
// The mappings rust-protobuf's and buffa's modules both compile, each against its own names.
#[allow(clippy::duplicate_mod, reason = "one mapping, compiled against two libraries' types")]
#[path = "proto_maps/minecraft_savedata.rs"]
mod minecraft_savedata;
#[allow(clippy::duplicate_mod, reason = "one mapping, compiled against two libraries' types")]
#[path = "proto_maps/mk48.rs"]
mod mk48;

use format_api::{Codec, Descriptor, Format};
use protobuf::{EnumOrUnknown, Message as _};

pub use fmt_protobuf::Error;
pub(crate) use protobuf::MessageField;

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

/// A submessage field.
pub(crate) type Field<T> = MessageField<T>;

/// An enum field: a value of the enum, or a number it does not name.
pub(crate) type EnumField<E> = EnumOrUnknown<E>;

/// A required submessage, converted.
pub(crate) fn required<P, T>(
    item: MessageField<P>,
    field: &str,
    convert: impl FnOnce(P) -> Result<T, Error>,
) -> Result<T, Error> {
    convert(item.into_option().ok_or_else(|| crate::map::missing(field))?)
}

/// A protobuf enum's value, failing on a number the schema does not name.
pub(crate) fn known<E: protobuf::Enum>(value: EnumOrUnknown<E>, field: &str) -> Result<E, Error> {
    value.enum_value().map_err(|number| crate::map::unknown_enum(field, number).into())
}
