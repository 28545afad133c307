//! Each data set's mapping onto its generated rust-protobuf types: proto-mapping's, one per schema
//! in `schemas/` (`crates/proto-mapping/src/maps/`), expanded here against `crate::generated` and
//! the names below, which say how rust-protobuf holds what prost and buffa hold otherwise: a
//! submessage in a `MessageField` (a box, recursive or not), an enum in an `EnumOrUnknown`, a
//! variant by its name in the schema. rsb-schemas expands its mappings against them too.

use protobuf::{EnumOrUnknown, MessageField};

pub use proto_mapping::{schema_message as message, schema_variant as variant};

pub use crate::{Error, ProtobufLibrary as Library};

/// A submessage field.
pub type Field<T> = MessageField<T>;

/// A submessage, present.
pub fn present<T>(value: T) -> MessageField<T> {
    MessageField::some(value)
}

/// A submessage that may be absent, as its field.
pub fn from_option<T>(value: Option<T>) -> MessageField<T> {
    MessageField::from(value)
}

/// A submessage field, as an `Option`.
pub fn into_option<T>(field: MessageField<T>) -> Option<T> {
    field.into_option()
}

/// Whether a submessage is present.
pub fn is_set<T>(field: &MessageField<T>) -> bool {
    field.is_some()
}

/// A required submessage, converted.
pub fn required<P, T>(
    item: MessageField<P>,
    field: &str,
    convert: impl FnOnce(P) -> Result<T, Error>,
) -> Result<T, Error> {
    convert(item.into_option().ok_or_else(|| proto_mapping::missing(field))?)
}

/// A recursive submessage, as its field holds it (`MessageField` boxes every submessage).
pub fn boxed<T>(value: T) -> T {
    value
}

/// A recursive submessage, as its field gives it back.
pub fn unboxed<T>(value: T) -> T {
    value
}

/// An enum field's value, failing on a number the schema does not name.
pub fn known<E: protobuf::Enum>(value: EnumOrUnknown<E>, field: &str) -> Result<E, Error> {
    value.enum_value().map_err(|number| proto_mapping::unknown_enum(field, number).into())
}

proto_mapping::mappings!(crate::map);
