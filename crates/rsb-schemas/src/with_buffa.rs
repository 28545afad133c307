//! buffa on its schemas: the format, its generated code, and the names the shared mappings
//! (`proto_maps/`) use of its types.

pub mod generated;
// The mappings rust-protobuf's and buffa's modules both compile, each against its own names.
#[allow(clippy::duplicate_mod, reason = "one mapping, compiled against two libraries' types")]
#[path = "proto_maps/minecraft_savedata.rs"]
mod minecraft_savedata;
#[allow(clippy::duplicate_mod, reason = "one mapping, compiled against two libraries' types")]
#[path = "proto_maps/mk48.rs"]
mod mk48;

use buffa::{EnumValue, Enumeration, Message as _, ProtoBox, SizeCache};
use format_api::{Codec, Descriptor, Format};

pub(crate) use buffa::MessageField;
pub use fmt_buffa::Error;

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

/// A submessage field as buffa generates it for a non-recursive message: stored inline.
pub(crate) type Field<T> = MessageField<T, buffa::Inline<T>>;

/// An enum field: a value of the enum, or a number it does not name.
pub(crate) type EnumField<E> = EnumValue<E>;

/// A required submessage, converted.
pub(crate) fn required<P: Default, B: ProtoBox<P>, T>(
    item: MessageField<P, B>,
    field: &str,
    convert: impl FnOnce(P) -> Result<T, Error>,
) -> Result<T, Error> {
    convert(item.into_option().ok_or_else(|| crate::map::missing(field))?)
}

/// A protobuf enum's value, failing on a number the schema does not name.
pub(crate) fn known<E: Enumeration>(value: EnumValue<E>, field: &str) -> Result<E, Error> {
    match value {
        EnumValue::Known(value) => Ok(value),
        EnumValue::Unknown(number) => Err(crate::map::unknown_enum(field, number).into()),
    }
}
