//! The one list of format variants and data sets that the benchmark harness and the tests walk.
//!
//! Adding a format is one line in [`visit_formats`] (plus its crate and workspace member). The
//! walk is a generic visitor rather than a list of trait objects, so that whatever runs for a
//! format × data set pair (a timed loop, a round-trip check) is monomorphised for that pair and
//! never goes through dynamic dispatch.

use datasets::{
    chunks::Chunks,
    log::Logs,
    mesh::Mesh,
    stored::{StoredData, StoredSet},
    users::Users,
};
use format_api::{Codec, Descriptor, ZeroCopy};

pub use datasets::Dataset;

/// Runs for every format × data set pair.
pub trait Visitor {
    /// A format variant encoding and decoding one data set.
    fn codec<F: Codec<T>, T: Dataset>(&mut self);

    /// A zero-copy format variant with one data set; by default visited as a plain codec.
    fn zero_copy<F: ZeroCopy<T>, T: Dataset>(&mut self) {
        self.codec::<F, T>();
    }
}

/// Every format variant, one line each, in the order tables list them.
pub fn visit_formats(visitor: &mut impl Visitor) {
    codec::<fmt_serde_json::SerdeJson>(visitor);
    codec::<fmt_bincode::Native>(visitor);
    codec::<fmt_bincode::Serde>(visitor);
    codec::<fmt_bincode1::Serde>(visitor);
    codec::<fmt_rmp_serde::RmpSerde>(visitor);
    codec::<fmt_postcard::Postcard>(visitor);
    codec::<fmt_ciborium::Ciborium>(visitor);
    codec::<fmt_bitcode::Native>(visitor);
    codec::<fmt_bitcode::Serde>(visitor);
    zero_copy::<fmt_rkyv::Rkyv>(visitor);
    zero_copy::<fmt_flatbuffers::FlatBuffers>(visitor);
    zero_copy::<fmt_capnp::Unpacked>(visitor);
    codec::<fmt_capnp::Packed>(visitor);
}

/// The name and description of a data set, for listings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DatasetInfo {
    pub name: &'static str,
    pub description: &'static str,
    pub default_len: usize,
}

/// Every data set, in the order tables list them.
pub fn datasets() -> [DatasetInfo; 6] {
    fn info<T: Dataset>() -> DatasetInfo {
        DatasetInfo { name: T::NAME, description: T::DESCRIPTION, default_len: T::DEFAULT_LEN }
    }
    [
        info::<StoredData>(),
        info::<StoredSet>(),
        info::<Users>(),
        info::<Logs>(),
        info::<Mesh>(),
        info::<Chunks>(),
    ]
}

/// Every format variant's descriptor, in table order.
pub fn formats() -> Vec<Descriptor> {
    struct Collect(Vec<Descriptor>);
    impl Visitor for Collect {
        fn codec<F: Codec<T>, T: Dataset>(&mut self) {
            if self.0.last() != Some(&F::DESCRIPTOR) {
                self.0.push(F::DESCRIPTOR);
            }
        }
    }
    let mut collect = Collect(Vec::new());
    visit_formats(&mut collect);
    collect.0
}

fn codec<F>(visitor: &mut impl Visitor)
where
    F: Codec<StoredData>
        + Codec<StoredSet>
        + Codec<Users>
        + Codec<Logs>
        + Codec<Mesh>
        + Codec<Chunks>,
{
    visitor.codec::<F, StoredData>();
    visitor.codec::<F, StoredSet>();
    visitor.codec::<F, Users>();
    visitor.codec::<F, Logs>();
    visitor.codec::<F, Mesh>();
    visitor.codec::<F, Chunks>();
}

fn zero_copy<F>(visitor: &mut impl Visitor)
where
    F: ZeroCopy<StoredData>
        + ZeroCopy<StoredSet>
        + ZeroCopy<Users>
        + ZeroCopy<Logs>
        + ZeroCopy<Mesh>
        + ZeroCopy<Chunks>,
{
    visitor.zero_copy::<F, StoredData>();
    visitor.zero_copy::<F, StoredSet>();
    visitor.zero_copy::<F, Users>();
    visitor.zero_copy::<F, Logs>();
    visitor.zero_copy::<F, Mesh>();
    visitor.zero_copy::<F, Chunks>();
}
