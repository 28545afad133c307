//! Each data set's mapping onto its generated buffa types: proto-mapping's, one per schema in
//! `schemas/` (`crates/proto-mapping/src/maps/`), expanded here against `crate::generated` and the
//! names below, which say how buffa holds what prost and rust-protobuf hold otherwise: a
//! submessage in a `MessageField` (inline, a recursive one boxed), an enum in an `EnumValue`, a
//! variant by its name in the schema. rsb-schemas expands its mappings against them too.

use buffa::{EnumValue, Enumeration, MessageField, ProtoBox};

pub use proto_mapping::{schema_message as message, schema_variant as variant};

pub use crate::{BuffaLibrary as Library, Error};

/// A submessage field as buffa generates it for a non-recursive message: stored inline.
pub type Field<T> = MessageField<T, buffa::Inline<T>>;

/// A submessage, present.
pub fn present<T: Default, B: ProtoBox<T>>(value: T) -> MessageField<T, B> {
    MessageField::some(value)
}

/// A submessage that may be absent, as its field.
pub fn from_option<T: Default, B: ProtoBox<T>>(value: Option<T>) -> MessageField<T, B> {
    MessageField::from(value)
}

/// A submessage field, as an `Option`.
pub fn into_option<T: Default, B: ProtoBox<T>>(field: MessageField<T, B>) -> Option<T> {
    field.into_option()
}

/// Whether a submessage is present.
pub fn is_set<T: Default, B: ProtoBox<T>>(field: &MessageField<T, B>) -> bool {
    field.is_set()
}

/// A required submessage, converted.
pub fn required<P: Default, B: ProtoBox<P>, T>(
    item: MessageField<P, B>,
    field: &str,
    convert: impl FnOnce(P) -> Result<T, Error>,
) -> Result<T, Error> {
    convert(item.into_option().ok_or_else(|| proto_mapping::missing(field))?)
}

/// A recursive submessage, as its field holds it (a boxed `MessageField` boxes it itself).
pub fn boxed<T>(value: T) -> T {
    value
}

/// A recursive submessage, as its field gives it back.
pub fn unboxed<T>(value: T) -> T {
    value
}

/// An enum field's value, failing on a number the schema does not name.
pub fn known<E: Enumeration>(value: EnumValue<E>, field: &str) -> Result<E, Error> {
    match value {
        EnumValue::Known(value) => Ok(value),
        EnumValue::Unknown(number) => Err(proto_mapping::unknown_enum(field, number).into()),
    }
}

proto_mapping::mappings!(crate::map);
