//! prost on its schemas: the format, its generated code and the mappings (`maps`) expanded
//! against fmt-prost's names.

pub mod generated;

mod minecraft_savedata {
    crate::maps::minecraft_savedata!(fmt_prost::map, super::generated::minecraft_savedata);
}
mod mk48 {
    crate::maps::mk48!(fmt_prost::map, super::generated::mk48);
}

/// prost on its data sets, with the conversions from and to its types timed, as `fmt-prost`'s
/// `converted` row.
pub type Prost = proto_mapping::Converted<fmt_prost::ProstLibrary, crate::Rsb>;
