//! Each data set's mapping onto its generated protobuf types: one module per schema in
//! `schemas/`, each with `From<&Native> for Proto` (encoding never fails) and
//! `TryFrom<Proto> for Native` (protobuf widens small integers and makes every submessage
//! optional, so the way back checks: `proto-mapping`'s `narrow`, `usize64`, `missing`). Shared
//! helpers live here.

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

use proto_mapping::Unrepresentable;
use protobuf::{Enum, EnumOrUnknown, MessageField};

pub(crate) use proto_mapping::{missing, narrow, usize64};

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
        Unrepresentable(format!("{field} = {number} is not a value of its enum")).into()
    })
}
