//! rust-protobuf on its schemas: the format, its generated code and the mappings (`maps`)
//! expanded against fmt-protobuf's names.

pub mod generated;

mod minecraft_savedata {
    crate::maps::minecraft_savedata!(fmt_protobuf::map, super::generated::minecraft_savedata);
}
mod mk48 {
    crate::maps::mk48!(fmt_protobuf::map, super::generated::mk48);
}

/// rust-protobuf on its data sets, with the conversions from and to its types timed, as
/// `fmt-protobuf`'s `converted` row.
pub type Protobuf = proto_mapping::Converted<fmt_protobuf::ProtobufLibrary, crate::Rsb>;
