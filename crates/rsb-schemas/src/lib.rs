//! rust_serialization_benchmark's `minecraft_savedata` and `mk48` (the `rsb` crate's types) on
//! their schemas, `schemas/rsb/`, numbered field for field as its schemas are, so that each
//! library writes its bytes: the code generated from them (`src/generated/`, `cargo xtask
//! codegen`) and the mapping of each data set onto it (`maps/` for the three protobuf libraries
//! whose types are plain structs, `with_capnp/` and `with_flatbuffers/` for theirs). Its `log`
//! and `mesh` are this workbench's types, which the format crates carry themselves.
//!
//! Each format here is a library of this workbench's format crates, called as that crate calls
//! it, on these types: its descriptor and its error are that crate's, so its rows read as the
//! same library's. A crate of its own, so that the format crates' build cost (`cargo xtask
//! compile-times`) stays theirs.
//!
//! - [`Prost`]: prost 0.14, as `fmt-prost`'s `converted` row: serialize converts its value into
//!   the generated message types and encodes them (`Message::encode` into the reused buffer),
//!   deserialize decodes and converts back, range-checking the integers protobuf widens. Its
//!   "populate + encode" and "decode + convert" there.

mod maps;
pub mod with_buffa;
pub mod with_capnp;
pub mod with_flatbuffers;
pub mod with_prost;
pub mod with_protobuf;

pub use with_buffa::Buffa;
pub use with_capnp::Capnp;
pub use with_flatbuffers::FlatBuffers;
pub use with_prost::Prost;
pub use with_protobuf::Protobuf;

/// rsb's types as this crate maps them onto protobuf's generated code: the family of the
/// `proto_mapping::Message` implementations here (rsb's types and proto-mapping's trait are both
/// other crates', so an implementation names a type of this one).
#[derive(Clone, Copy, Debug, Default)]
pub struct Rsb;

/// capnpc's generated code names its modules `crate::generated::...`, where the format crates keep
/// theirs: the capnp module's, under that name.
mod generated {
    pub(crate) use crate::with_capnp::generated::*;
}
