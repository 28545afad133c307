//! The mapping of each data set onto its schema's generated protobuf types, one module per schema
//! in `schemas/rsb/`, each a `macro_rules!` written once and expanded in the module of each library
//! whose types are plain structs (`with_prost`, `with_protobuf`, `with_buffa`), against that
//! module's generated code and against the names of its format crate's `map` module (what prost,
//! rust-protobuf and buffa hold differently: `crates/proto-mapping/src/maps.rs` lists them), as
//! the format crates expand proto-mapping's. protobuf 4's, through setters and views, are
//! rsb-protobuf4's.

mod minecraft_savedata;
mod mk48;

pub(crate) use minecraft_savedata::minecraft_savedata;
pub(crate) use mk48::mk48;
