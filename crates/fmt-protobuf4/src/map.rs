//! Each data set's mapping onto its generated protobuf 4 types: one module per schema in
//! `schemas/`, each with `From<&Native> for Proto` (encoding never fails), and a `read` from the
//! message's view back to the native type (protobuf widens small integers and makes every
//! submessage optional, and this library checks a string's UTF-8 when it is read as `str`, so the
//! way back checks).
//!
//! These mappings are this crate's own, not proto-mapping's (`crates/proto-mapping/src/maps/`):
//! protobuf 4's messages are handles onto upb's arena, written through setters, `push_default`
//! and `_mut()` handles and read through views' accessor methods, where prost's, rust-protobuf's
//! and buffa's are plain structs built with literals and read by moving their fields out. No set
//! of names makes one text of both shapes, and writing the other three's mapping through
//! accessors would change the code their `converted` rows time. What this crate shares is the
//! rest: the codecs (`proto_mapping::Converted`, `GeneratedTypes`), `Generated` and the checks on
//! the way back (`narrow`, `missing`, ...).

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

use protobuf::ProtoStr;

#[cfg(feature = "corpora")]
pub(crate) use proto_mapping::Unrepresentable;
pub(crate) use proto_mapping::{missing, narrow, unknown_enum, usize64};

use crate::Error;

/// A string field as an owned `String`, failing on bytes that are not UTF-8.
pub(crate) fn text(value: &ProtoStr) -> Result<String, Error> {
    Ok(value.to_str()?.to_owned())
}

/// Declares a data set's root message: its `proto_mapping::Message` implementation, the way back
/// (`TryFrom`, by `read` from the message's view), and the messages' equality, as the values they
/// hold (the generated types have none of their own; the round-trip checks of the
/// `generated-types` rows compare with it).
macro_rules! root {
    ($native:ty => $proto:ty, $read:path) => {
        impl proto_mapping::Message<$crate::Protobuf4Library> for $native {
            type Proto = $proto;
        }

        impl TryFrom<$proto> for $native {
            type Error = $crate::Error;

            fn try_from(proto: $proto) -> Result<Self, $crate::Error> {
                $read(protobuf::AsView::as_view(&proto))
            }
        }

        impl PartialEq for $proto {
            fn eq(&self, other: &Self) -> bool {
                let read = |proto: &Self| $read(protobuf::AsView::as_view(proto)).ok();
                matches!((read(self), read(other)), (Some(a), Some(b)) if a == b)
            }
        }
    };
}
pub(crate) use root;
