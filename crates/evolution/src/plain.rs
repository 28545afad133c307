//! The JSON derives that read serde's attributes but not `default` or `alias`: simd-json-derive
//! panics at compile time on any field attribute other than `rename` and
//! `skip_serializing_if`, and miniserde's derive accepts only `rename`. Each version therefore has
//! a plain twin here, the same fields without attributes, and the values and expectations are the
//! serde types' own, copied field for field: what these libraries do without serde's evolution
//! attributes, which they cannot be given. miniserde derives no enum with data: the enum steps
//! are a row saying so.

use std::fmt::Debug;

use crate::{
    AddedAtEnd, AddedInMiddle, AddedOption, KindV1, KindV2, MadeOptional, Reading, Removed,
    RemovedInMiddle, Renamed, Reordered, Size, SizeReordered, Widened, WithCelsius,
};

/// A version's plain twin, and the copy of a value into it.
pub(crate) trait Plain {
    type Plain: PartialEq + Debug;

    fn plain(&self) -> Self::Plain;
}

impl<T: Plain> Plain for Vec<T> {
    type Plain = Vec<T::Plain>;

    fn plain(&self) -> Self::Plain {
        self.iter().map(Plain::plain).collect()
    }
}

/// Each struct version's twin, with both libraries' derives, and the copy into it.
macro_rules! plain_structs {
    ($($version:ident => $twin:ident { $($field:ident: $type:ty),* })*) => {$(
        #[derive(
            PartialEq,
            Debug,
            simd_json_derive::Serialize,
            simd_json_derive::Deserialize,
            miniserde::Serialize,
            miniserde::Deserialize,
        )]
        pub(crate) struct $twin {
            $($field: $type),*
        }

        impl Plain for $version {
            type Plain = $twin;

            #[allow(clippy::clone_on_copy, reason = "the macro copies every kind of field")]
            fn plain(&self) -> $twin {
                $twin { $($field: self.$field.clone()),* }
            }
        }
    )*};
}

plain_structs! {
    Reading => PlainReading { sensor: u32, label: String }
    AddedAtEnd => PlainAddedAtEnd { sensor: u32, label: String, celsius: u64 }
    AddedInMiddle => PlainAddedInMiddle { sensor: u32, celsius: u64, label: String }
    AddedOption => PlainAddedOption { sensor: u32, label: String, celsius: Option<u32> }
    Removed => PlainRemoved { sensor: u32 }
    WithCelsius => PlainWithCelsius { sensor: u32, celsius: u64, label: String }
    RemovedInMiddle => PlainRemovedInMiddle { sensor: u32, label: String }
    Size => PlainSize { width: u32, height: u32 }
    SizeReordered => PlainSizeReordered { height: u32, width: u32 }
    Renamed => PlainRenamed { sensor: u32, name: String }
    Reordered => PlainReordered { label: String, sensor: u32 }
    Widened => PlainWidened { sensor: u64, label: String }
    MadeOptional => PlainMadeOptional { sensor: u32, label: Option<String> }
}

/// The enum's versions, simd-json-derive's alone (miniserde derives unit variants only).
#[derive(PartialEq, Debug, simd_json_derive::Serialize, simd_json_derive::Deserialize)]
pub(crate) enum PlainKindV1 {
    Reading(u32),
    Alarm,
}

#[derive(PartialEq, Debug, simd_json_derive::Serialize, simd_json_derive::Deserialize)]
pub(crate) enum PlainKindV2 {
    Reading(u32),
    Alarm,
    Note(String),
}

impl Plain for KindV1 {
    type Plain = PlainKindV1;

    fn plain(&self) -> PlainKindV1 {
        match self {
            KindV1::Reading(value) => PlainKindV1::Reading(*value),
            KindV1::Alarm => PlainKindV1::Alarm,
        }
    }
}

impl Plain for KindV2 {
    type Plain = PlainKindV2;

    fn plain(&self) -> PlainKindV2 {
        match self {
            KindV2::Reading(value) => PlainKindV2::Reading(*value),
            KindV2::Alarm => PlainKindV2::Alarm,
            KindV2::Note(note) => PlainKindV2::Note(note.clone()),
        }
    }
}

/// Why miniserde has no cell on the enum steps.
pub(crate) const MINISERDE_ENUMS: &str =
    "miniserde's derive takes enums of unit variants only: this enum carries data";
