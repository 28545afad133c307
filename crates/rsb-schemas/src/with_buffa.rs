//! buffa on its schemas: the format, its generated code and the mappings (`maps`) expanded
//! against fmt-buffa's names.

pub mod generated;

mod minecraft_savedata {
    crate::maps::minecraft_savedata!(fmt_buffa::map, super::generated::minecraft_savedata);
}
mod mk48 {
    crate::maps::mk48!(fmt_buffa::map, super::generated::mk48);
}

/// buffa on its data sets, with the conversions from and to its types timed, as `fmt-buffa`'s
/// `converted` row (its size cache reused between encodes).
pub type Buffa = proto_mapping::Converted<fmt_buffa::BuffaLibrary, crate::Rsb>;
