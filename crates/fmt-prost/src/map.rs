//! Each data set's mapping onto its generated prost types: proto-mapping's, one per schema in
//! `schemas/` (`crates/proto-mapping/src/maps/`), expanded here against `crate::generated` and the
//! names below, which say how prost holds what rust-protobuf and buffa hold otherwise: a submessage
//! in an `Option` (a recursive one in an `Option<Box<_>>`), an enum as its `i32` number, a variant
//! by its name without the enum's prefix, a message with no hidden fields. rsb-schemas expands
//! its mappings against them too.

pub use proto_mapping::{prost_message as message, prost_variant as variant};

pub use crate::{Error, ProstLibrary as Library};

/// A submessage field.
pub type Field<T> = Option<T>;

/// A submessage, present.
pub fn present<T>(value: T) -> Option<T> {
    Some(value)
}

/// A submessage that may be absent, as its field.
pub fn from_option<T>(value: Option<T>) -> Option<T> {
    value
}

/// A submessage field, as an `Option`.
pub fn into_option<T>(field: Option<T>) -> Option<T> {
    field
}

/// Whether a submessage is present.
pub fn is_set<T>(field: &Option<T>) -> bool {
    field.is_some()
}

/// A required submessage, converted.
pub fn required<P, T>(
    item: Option<P>,
    field: &str,
    convert: impl FnOnce(P) -> Result<T, Error>,
) -> Result<T, Error> {
    convert(item.ok_or_else(|| proto_mapping::missing(field))?)
}

/// A recursive submessage, as its field holds it.
pub fn boxed<T>(value: T) -> Box<T> {
    Box::new(value)
}

/// A recursive submessage out of its field's box.
#[allow(clippy::boxed_local, reason = "prost's field boxes it")]
pub fn unboxed<T>(value: Box<T>) -> T {
    *value
}

/// An enum field's value, failing on a number the schema does not name.
pub fn known<E: TryFrom<i32>>(number: i32, field: &str) -> Result<E, Error> {
    E::try_from(number).map_err(|_| proto_mapping::unknown_enum(field, number).into())
}

proto_mapping::mappings!(crate::map);
