//! The mapping of each data set onto its generated protobuf types, one module per schema in
//! `schemas/`, each a `macro_rules!` written once and expanded by [`mappings!`] inside the crate of
//! each library whose types are plain structs (prost, rust-protobuf, buffa). There its paths
//! resolve against that crate's `crate::generated::<schema>` and against the names its mapping
//! module gives for what the three hold differently:
//!
//! - `Library` (its [`crate::Library`]) and `Error` (its error);
//! - `Field<T>`, a submessage field (prost: `Option<T>`; rust-protobuf: `MessageField<T>`; buffa:
//!   `MessageField<T, Inline<T>>`), made by `present(value)` or `from_option(option)` and read by
//!   `required(field, name, convert)`, `into_option(field)` and `is_set(&field)`;
//! - `boxed(value)` and `unboxed(value)`: a recursive submessage as its field holds it (prost in
//!   an `Option<Box<T>>`; the others box inside their `MessageField`);
//! - `known(value, name)`: an enum field's value (prost: an `i32`; rust-protobuf:
//!   `EnumOrUnknown<E>`; buffa: `EnumValue<E>`), failing on a number the schema does not name;
//!   an enum field is written with `.into()` from the generated enum, which all three have;
//! - `variant!(Enum, SCHEMA_NAME | ProstName)`: a variant of a generated enum by the two names
//!   generators give it ([`schema_variant!`] or [`prost_variant!`]);
//! - `message!(Message { field: value, .. })`: a message literal, which rust-protobuf's and
//!   buffa's messages complete with their hidden fields (unknown fields, a cached size) at their
//!   defaults ([`schema_message!`]), and prost's, which have none, take as written
//!   ([`prost_message!`]: a `..Default::default()` there would build and drop a message per
//!   literal in the timed conversion).
//!
//! Each mapping gives `From<&Native> for Proto` (encoding never fails), `TryFrom<Proto> for
//! Native` (protobuf widens small integers and makes every submessage optional, so the way back
//! checks) and `Message<Library>`.

mod canada;
mod chunks;
mod citm;
mod log;
mod mesh;
mod stored;
mod twitter;
mod users;

/// Every data set's mapping, expanded into the crate that calls it, against the names of its
/// module `$library` (see this module's docs), one module per schema; the corpora's behind the
/// calling crate's `corpora` feature.
#[macro_export]
#[allow(clippy::crate_in_macro_def, reason = "the generated code is the calling crate's")]
macro_rules! mappings {
    ($library:path) => {
        mod chunks {
            $crate::chunks_mapping!($library, crate::generated::chunks);
        }
        mod log {
            $crate::log_mapping!($library, crate::generated::log);
        }
        mod mesh {
            $crate::mesh_mapping!($library, crate::generated::mesh);
        }
        mod stored {
            $crate::stored_mapping!($library, crate::generated::stored);
        }
        mod users {
            $crate::users_mapping!($library, crate::generated::users);
        }
        #[cfg(feature = "corpora")]
        mod canada {
            $crate::canada_mapping!($library, crate::generated::canada);
        }
        #[cfg(feature = "corpora")]
        mod citm {
            $crate::citm_mapping!($library, crate::generated::citm);
        }
        #[cfg(feature = "corpora")]
        mod twitter {
            $crate::twitter_mapping!($library, crate::generated::twitter);
        }
    };
}

/// A generated enum's variant by its name in the schema, as rust-protobuf and buffa name it:
/// `variant!(pb::Status, STATUS_ACTIVE | Active)` is `pb::Status::STATUS_ACTIVE`.
#[macro_export]
macro_rules! schema_variant {
    ($($enum:ident)::+, $schema:ident | $prost:ident) => {
        $($enum)::+::$schema
    };
}

/// A generated enum's variant by the name prost gives it (the enum's prefix stripped, in
/// UpperCamelCase): `variant!(pb::Status, STATUS_ACTIVE | Active)` is `pb::Status::Active`.
#[macro_export]
macro_rules! prost_variant {
    ($($enum:ident)::+, $schema:ident | $prost:ident) => {
        $($enum)::+::$prost
    };
}

/// A message literal as rust-protobuf and buffa take it: the fields given, and the hidden ones
/// (unknown fields, a cached size) at their defaults.
#[macro_export]
macro_rules! schema_message {
    ($($message:ident)::+ { $($field:ident $(: $value:expr)?),* $(,)? }) => {
        $($message)::+ { $($field $(: $value)?,)* ..Default::default() }
    };
}

/// A message literal as prost takes it: its messages have no hidden fields.
#[macro_export]
macro_rules! prost_message {
    ($($message:ident)::+ { $($field:ident $(: $value:expr)?),* $(,)? }) => {
        $($message)::+ { $($field $(: $value)?),* }
    };
}
