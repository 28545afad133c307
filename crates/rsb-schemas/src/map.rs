//! What every library's mappings share: the checks on the way back to its types, since the
//! schemas widen small integers and make submessages optional (rsb-protobuf4's too).

use proto_mapping::Unrepresentable;
pub use proto_mapping::{each, missing, narrow};

/// A schema's `int32` narrowed to the native field's signed type.
pub fn narrow_signed<T: TryFrom<i32>>(value: i32, field: &str) -> Result<T, Unrepresentable> {
    T::try_from(value).map_err(|_| Unrepresentable(format!("{field} = {value} is out of range")))
}

/// An enum's number that is not one of the enum's values.
pub fn unknown_enum(field: &str, number: i32) -> Unrepresentable {
    Unrepresentable(format!("{field} = {number} is not a value of its enum"))
}
