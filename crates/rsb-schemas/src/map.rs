//! Each data set's mapping onto its generated types: `From<&Native> for Proto` (encoding never
//! fails) and `TryFrom<Proto> for Native` (protobuf widens small integers and makes every
//! submessage optional, so the way back checks), as fmt-prost's mappings of this workbench's data
//! sets do.

mod minecraft_savedata;
mod mk48;

use proto_mapping::Unrepresentable;
pub(crate) use proto_mapping::{each, missing, narrow};

use crate::ProstError;

/// A data set with a prost message: `Proto` is its generated root message, built from the value
/// with `From` and read back with `TryFrom`.
pub trait ProstMessage: Sized {
    type Proto: prost::Message
        + Default
        + for<'a> From<&'a Self>
        + TryInto<Self, Error = ProstError>;
}

/// A protobuf `int32` narrowed to the native field's signed type.
pub(crate) fn narrow_signed<T: TryFrom<i32>>(
    value: i32,
    field: &str,
) -> Result<T, Unrepresentable> {
    T::try_from(value).map_err(|_| Unrepresentable(format!("{field} = {value} is out of range")))
}

/// A protobuf enum's number that is not one of the enum's values.
pub(crate) fn unknown_enum(field: &str, number: i32) -> Unrepresentable {
    Unrepresentable(format!("{field} = {number} is not a value of its enum"))
}
