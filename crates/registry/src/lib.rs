//! The one list of formats that the benchmark harness and the tests walk: every format's bench
//! crate (`benches/<format>`), in table order, each of which holds that format's line (its
//! variants, the data sets they meet, how). The walk itself (the `Visitor`, the data sets) is the
//! engine's, re-exported here.
//!
//! Adding a format is its format crate, its bench crate, and one line in [`suites!`]'s list.

use engine::Suite;
use format_api::{Codec, Descriptor};

pub use catalog::{Fact, Facts, PANICKING_DECODERS, facts, facts_of};
pub use engine::{
    Borrowable, Cannot, CodecAll, Dataset, DatasetInfo, DatasetVisitor, Visitor, datasets,
    visit_datasets,
};

/// A bench binary and the format variants it measures, in table order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuiteInfo {
    /// The binary's name, its package's (`bench-postcard`).
    pub binary: &'static str,
    pub formats: Vec<Descriptor>,
}

/// Declares the walks over every format from the one list of bench crates.
macro_rules! suites {
    ($($krate:ident,)*) => {
        /// Every format variant, in the order tables list them, as each format's bench crate
        /// lists its own (`benches/<format>/src/lib.rs`).
        pub fn visit_formats(visitor: &mut impl Visitor) {
            $(<$krate::Formats as Suite>::visit(visitor);)*
        }

        /// Every format variant on the user's document (`bench-cli run --input`): the serde
        /// formats whose decoders are self-describing (`deserialize_any`); the others are listed
        /// as not measured, with the reason.
        pub fn visit_value_formats(visitor: &mut impl Visitor) {
            $(<$krate::Formats as Suite>::visit_values(visitor);)*
        }

        /// Every format's bench binary, with its variants, in table order.
        pub fn suites() -> Vec<SuiteInfo> {
            vec![$(SuiteInfo {
                binary: <$krate::Formats as Suite>::BINARY,
                formats: descriptors(|visitor| <$krate::Formats as Suite>::visit(visitor)),
            },)*]
        }
    };
}

// The format's bench crates, one line each, in table order.
suites! {
    bench_serde_json,
    bench_simd_json,
    bench_simd_json_derive,
    bench_flexon,
    bench_miniserde,
    bench_nanoserde_json,
    bench_bincode,
    bench_bincode_serde,
    bench_bincode1,
    bench_wincode,
    bench_rmp_serde,
    bench_zerompk,
    bench_msgpacker,
    bench_postcard,
    bench_serde_zap,
    bench_ciborium,
    bench_cbor4ii,
    bench_minicbor,
    bench_ron,
    bench_serde_saphyr,
    bench_toml,
    bench_flexbuffers,
    bench_bitcode,
    bench_bitcode_serde,
    bench_borsh,
    bench_speedy,
    bench_savefile,
    bench_bin_proto,
    bench_nanoserde_bin,
    bench_rkyv,
    bench_flatbuffers,
    bench_capnp,
    bench_prost,
    bench_protobuf,
    bench_buffa,
    bench_protobuf4,
    bench_bilrost,
}

/// Every format variant's descriptor, in table order.
pub fn formats() -> Vec<Descriptor> {
    descriptors(visit_formats)
}

/// The descriptors a walk visits, each once, in order.
fn descriptors(walk: impl FnOnce(&mut Collect)) -> Vec<Descriptor> {
    let mut collect = Collect(Vec::new());
    walk(&mut collect);
    collect.0
}

struct Collect(Vec<Descriptor>);

impl Visitor for Collect {
    fn codec<F: Codec<T>, T: Dataset>(&mut self) {
        if !self.0.contains(&F::DESCRIPTOR) {
            self.0.push(F::DESCRIPTOR);
        }
    }
}
