//! rust_serialization_benchmark's four data sets (the `rsb` crate) through this workbench's
//! formats. `tests/sizes.rs` holds every encoded size to its published size for each library
//! both measure, after a round trip.
