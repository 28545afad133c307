//! Each data set's mapping onto its generated protobuf types: one module per schema in
//! `schemas/`, each with `From<&Native> for Proto` (encoding never fails) and
//! `TryFrom<Proto> for Native` (protobuf widens small integers and makes every submessage
//! optional, so the way back checks). The modules are `crates/proto-mapping/maps/`, shared with
//! fmt-buffa: both generators hold submessages in `MessageField`s and enums in a
//! wrapper that keeps unknown numbers, and the names below are what the mappings use of them.

#[path = "../../proto-mapping/maps/chunks.rs"]
mod chunks;
#[path = "../../proto-mapping/maps/log.rs"]
mod log;
#[path = "../../proto-mapping/maps/mesh.rs"]
mod mesh;
#[path = "../../proto-mapping/maps/stored.rs"]
mod stored;
#[path = "../../proto-mapping/maps/users.rs"]
mod users;

#[path = "../../proto-mapping/maps/canada.rs"]
#[cfg(feature = "corpora")]
mod canada;
#[path = "../../proto-mapping/maps/citm.rs"]
#[cfg(feature = "corpora")]
mod citm;
#[path = "../../proto-mapping/maps/twitter.rs"]
#[cfg(feature = "corpora")]
mod twitter;

use protobuf::EnumOrUnknown;

pub(crate) use proto_mapping::{missing, narrow, unknown_enum, usize64};
pub use protobuf::MessageField;

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

/// A submessage field.
pub type Field<T> = MessageField<T>;

/// An enum field: a value of the enum, or a number it does not name.
pub type EnumField<E> = EnumOrUnknown<E>;

/// Whether a submessage is present.
#[cfg(feature = "corpora")]
pub(crate) fn is_set<T>(field: &MessageField<T>) -> bool {
    field.is_some()
}

/// A required submessage, converted.
pub fn required<P, T>(
    item: MessageField<P>,
    field: &str,
    convert: impl FnOnce(P) -> Result<T, Error>,
) -> Result<T, Error> {
    convert(item.into_option().ok_or_else(|| missing(field))?)
}

/// A protobuf enum's value, failing on a number the schema does not name.
pub fn known<E: protobuf::Enum>(value: EnumOrUnknown<E>, field: &str) -> Result<E, Error> {
    value.enum_value().map_err(|number| unknown_enum(field, number).into())
}
