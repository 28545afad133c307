//! Each data set's mapping onto its generated protobuf types: one module per schema in
//! `schemas/`, each with `From<&Native> for Proto` (encoding never fails) and
//! `TryFrom<Proto> for Native` (protobuf widens small integers and makes every submessage
//! optional, so the way back checks). Shared helpers live here (fmt-prost has the same few:
//! neither format crate depends on the other, so that each one's build is its own).

mod chunks;
mod log;
mod mesh;
mod stored;
mod users;

#[cfg(feature = "corpora")]
mod canada;
#[cfg(feature = "corpora")]
mod citm;
#[cfg(feature = "corpora")]
mod twitter;

use protobuf::{Enum, EnumOrUnknown, MessageField};

use crate::Error;

/// A data set with a protobuf schema: `Proto` is its generated root message, built from the
/// native value with `From` and read back with `TryFrom` (as `TryInto` on `Proto`).
pub trait Message: Sized {
    type Proto: protobuf::Message
        + Default
        + Clone
        + PartialEq
        + std::fmt::Debug
        + 'static
        + for<'a> From<&'a Self>
        + TryInto<Self, Error = Error>;
}

/// A protobuf integer narrowed to the native field's type.
pub(crate) fn narrow<T: TryFrom<u32>>(value: u32, field: &str) -> Result<T, Error> {
    T::try_from(value)
        .map_err(|_| Error::Unrepresentable(format!("{field} = {value} is out of range")))
}

pub(crate) fn usize64(value: u64) -> Result<usize, Error> {
    usize::try_from(value)
        .map_err(|_| Error::Unrepresentable(format!("{value} does not fit in usize")))
}

pub(crate) fn missing(field: &str) -> Error {
    Error::Unrepresentable(format!("required field {field} is absent"))
}

/// Converts every element of a repeated field, failing on the first that does not convert.
pub(crate) fn each<P, T>(
    items: Vec<P>,
    convert: impl FnMut(P) -> Result<T, Error>,
) -> Result<Vec<T>, Error> {
    items.into_iter().map(convert).collect()
}

/// A required submessage, converted.
pub(crate) fn required<P, T>(
    item: MessageField<P>,
    field: &str,
    convert: impl FnOnce(P) -> Result<T, Error>,
) -> Result<T, Error> {
    convert(item.into_option().ok_or_else(|| missing(field))?)
}

/// A protobuf enum's value, failing on a number the schema does not name.
pub(crate) fn known<E: Enum>(value: EnumOrUnknown<E>, field: &str) -> Result<E, Error> {
    value.enum_value().map_err(|number| {
        Error::Unrepresentable(format!("{field} = {number} is not a value of its enum"))
    })
}
