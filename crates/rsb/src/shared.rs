//! The libraries both benchmarks measure, and the file of what each writes here for its values.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// The data sets, by its names, in its order.
pub const DATASETS: [&str; 4] = ["log", "mesh", "minecraft_savedata", "mk48"];

/// A library both measure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shared {
    /// Its name there.
    pub library: &'static str,
    /// The format here (`name/variant`) that makes its calls.
    pub format: &'static str,
    /// The variant of its serialize cell that is ours (its title there), where it has several.
    pub serialize: Option<&'static str>,
    /// The variant of its deserialize cell that is ours (its title there), where it has several.
    pub deserialize: Option<&'static str>,
}

const fn shared(library: &'static str, format: &'static str) -> Shared {
    Shared { library, format, serialize: None, deserialize: None }
}

/// Each library both measure. bilrost's `encode` there is `bilrost/native` here (its `prepend`,
/// `bilrost/prepend`, is in the matrix). simd-json there is simd-json-derive's `json_write`, here
/// `simd-json/derive`; rkyv's decode here checks the archive, its "validated upfront" there.
/// prost's rows here convert from and to its types (crates/rsb-schemas), its "populate + encode"
/// and "decode + convert" there.
pub const LIBRARIES: &[Shared] = &[
    Shared {
        library: "bilrost",
        format: "bilrost/native",
        serialize: Some("encode"),
        deserialize: None,
    },
    shared("bin-proto", "bin-proto/native"),
    shared("bitcode", "bitcode/native"),
    Shared {
        library: "buffa",
        format: "buffa/converted",
        serialize: Some("populate + encode"),
        deserialize: Some("decode + convert"),
    },
    shared("borsh", "borsh/native"),
    shared("capnp", "capnp/unpacked"),
    shared("cbor4ii", "cbor4ii/serde"),
    shared("ciborium", "ciborium/serde"),
    shared("flatbuffers", "flatbuffers/native"),
    shared("flexbuffers", "flexbuffers/serde"),
    shared("flexon", "flexon/serde"),
    shared("minicbor", "minicbor/native"),
    shared("msgpacker", "msgpacker/native"),
    shared("nanoserde", "nanoserde/binary"),
    shared("postcard", "postcard/serde"),
    Shared {
        library: "prost",
        format: "prost/converted",
        serialize: Some("populate + encode"),
        deserialize: Some("decode + convert"),
    },
    Shared {
        library: "protobuf",
        format: "protobuf/converted",
        serialize: Some("populate + encode"),
        deserialize: Some("decode + convert"),
    },
    Shared {
        library: "protobuf4",
        format: "protobuf4/converted",
        serialize: Some("populate + encode"),
        deserialize: Some("decode + convert"),
    },
    Shared {
        library: "rkyv",
        format: "rkyv/native",
        serialize: None,
        deserialize: Some("validated upfront with error"),
    },
    shared("rmp-serde", "rmp-serde/serde"),
    shared("ron", "ron/serde"),
    shared("savefile", "savefile/native"),
    shared("serde-zap", "serde-zap/serde"),
    shared("serde_json", "serde_json/serde"),
    shared("simd-json", "simd-json/derive"),
    shared("wincode", "wincode/native"),
    shared("zerompk", "zerompk/native"),
];

/// `docs/data/rsb/sizes.json`: what each library writes here for each data set's value (its
/// root type, as it encodes it), each round-trip checked when made (`rsb-bench`'s `rsb-sizes`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sizes {
    /// The commit the sizes were made at.
    pub git_commit: String,
    /// Per data set, each shared library's encoding here.
    pub datasets: BTreeMap<String, Vec<Size>>,
}

/// One library's encoding of one data set here.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Size {
    /// Its name there.
    pub library: String,
    /// The format here, `name/variant`.
    pub format: String,
    /// The version here.
    pub version: String,
    pub bytes: usize,
}
