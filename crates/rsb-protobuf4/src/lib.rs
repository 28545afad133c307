//! Google's protobuf 4 on rust_serialization_benchmark's `minecraft_savedata` and `mk48`
//! (`schemas/rsb/`, numbered as its schemas are): the code generated from them (`src/generated/`,
//! `cargo xtask codegen`) and the mapping of each data set onto it, as `fmt-protobuf4`'s
//! `converted` row: its messages built in place from the value (setters, `Mut` handles, one
//! arena) and encoded with `Serialize::serialize`, parsed with `Parse::parse` and read back
//! through views (each string's UTF-8 checked). A crate apart from `rsb-schemas`, whose
//! rust-protobuf code names its runtime `::protobuf` too.

// The generated code names the runtime `::protobuf`; the crate is `protobuf4` in the manifest.
extern crate protobuf4 as protobuf;

pub mod generated;
mod minecraft_savedata;
mod mk48;

use protobuf::ProtoStr;

pub use fmt_protobuf4::Error;

/// protobuf 4 on its data sets, with the conversions from and to its types timed, as
/// `fmt-protobuf4`'s `converted` row.
pub type Protobuf4 = proto_mapping::Converted<fmt_protobuf4::Protobuf4Library, Rsb>;

/// rsb's types as this crate maps them onto protobuf 4's generated code: the family of the
/// `proto_mapping::Message` implementations here (rsb's types and proto-mapping's trait are both
/// other crates', so an implementation names a type of this one).
#[derive(Clone, Copy, Debug, Default)]
pub struct Rsb;

/// A string field as an owned `String`, failing on bytes that are not UTF-8.
fn text(value: &ProtoStr) -> Result<String, Error> {
    Ok(value.to_str()?.to_owned())
}
