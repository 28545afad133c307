//! What the protobuf format crates (`fmt-prost`, `fmt-protobuf`, `fmt-buffa`, `fmt-protobuf4`)
//! share, knowing no protobuf library: their two codecs ([`Converted`], [`GeneratedTypes`]),
//! generic over the [`Library`] each crate implements with its own encode and decode calls;
//! [`Generated`], a data set held as its generated message types (the `generated-types` rows);
//! the checks the mappings make on the way back to the native types, since protobuf widens small
//! integers and makes every submessage optional; and the mappings themselves ([`mappings!`]), one
//! per schema, which prost's, rust-protobuf's and buffa's crates expand against their own types.
//! Each crate keeps what is its library's: the generated code, the encode and decode calls, and the
//! few names its types differ by (an `Option` or a `MessageField`, an `i32` or an enum wrapper).

mod codec;
mod maps;

use std::{fmt, marker::PhantomData};

use datasets::Dataset;

pub use codec::{Converted, GeneratedTypes, Library, Message, Wire};

/// A value the native type cannot hold.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct Unrepresentable(pub String);

/// A protobuf integer narrowed to the native field's type.
pub fn narrow<T: TryFrom<u32>>(value: u32, field: &str) -> Result<T, Unrepresentable> {
    T::try_from(value).map_err(|_| Unrepresentable(format!("{field} = {value} is out of range")))
}

/// A protobuf `int32` narrowed to the native field's signed type.
pub fn narrow_signed<T: TryFrom<i32>>(value: i32, field: &str) -> Result<T, Unrepresentable> {
    T::try_from(value).map_err(|_| Unrepresentable(format!("{field} = {value} is out of range")))
}

/// The error of an enum field whose number is not one of the enum's values.
pub fn unknown_enum(field: &str, number: i32) -> Unrepresentable {
    Unrepresentable(format!("{field} = {number} is not a value of its enum"))
}

/// A protobuf `uint64` as the native `usize`.
pub fn usize64(value: u64) -> Result<usize, Unrepresentable> {
    usize::try_from(value).map_err(|_| Unrepresentable(format!("{value} does not fit in usize")))
}

/// The error of a required submessage (or oneof) that is absent.
pub fn missing(field: &str) -> Unrepresentable {
    Unrepresentable(format!("required field {field} is absent"))
}

/// Converts every element of a repeated field, failing on the first that does not convert.
pub fn each<P, T, E>(items: Vec<P>, convert: impl FnMut(P) -> Result<T, E>) -> Result<Vec<T>, E> {
    items.into_iter().map(convert).collect()
}

/// A data set `T` held as its generated protobuf message `P`, as a program whose model is the
/// generated code holds it: the data set's value converted once, untimed. It carries the data
/// set's name, so its row sits in that data set's table.
pub struct Generated<T, P> {
    pub proto: P,
    /// The data set's record count, taken when generating (the generated types cannot count
    /// them).
    records: usize,
    native: PhantomData<fn() -> T>,
}

impl<T, P> Generated<T, P> {
    /// A decoded message. Its record count is unknown (equality ignores it): counting would
    /// convert it back, which the generated-types rows exist to leave out.
    pub fn decoded(proto: P) -> Self {
        Self { proto, records: 0, native: PhantomData }
    }
}

impl<T, P: Clone> Clone for Generated<T, P> {
    fn clone(&self) -> Self {
        Self { proto: self.proto.clone(), records: self.records, native: PhantomData }
    }
}

impl<T, P: PartialEq> PartialEq for Generated<T, P> {
    fn eq(&self, other: &Self) -> bool {
        self.proto == other.proto
    }
}

impl<T, P: fmt::Debug> fmt::Debug for Generated<T, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.proto.fmt(f)
    }
}

impl<T, P> Dataset for Generated<T, P>
where
    T: Dataset,
    P: Clone + PartialEq + fmt::Debug + 'static + for<'a> From<&'a T> + TryInto<T>,
{
    const NAME: &'static str = T::NAME;
    const DESCRIPTION: &'static str = T::DESCRIPTION;
    const DEFAULT_LEN: usize = T::DEFAULT_LEN;
    const SEED: u64 = T::SEED;

    fn generate_seeded(len: usize, seed: u64) -> Self {
        let value = T::generate_seeded(len, seed);
        Self { proto: P::from(&value), records: value.records(), native: PhantomData }
    }

    fn records(&self) -> usize {
        self.records
    }

    fn checksum(&self) -> u64 {
        self.proto.clone().try_into().map_or(0, |value: T| value.checksum())
    }
}
