//! The one list of format variants and data sets that the benchmark harness and the tests walk.
//!
//! Adding a format is one line in [`visit_formats`] (plus its crate and workspace member). The
//! walk is a generic visitor rather than a list of trait objects, so that whatever runs for a
//! format × data set pair (a timed loop, a round-trip check) is monomorphised for that pair and
//! never goes through dynamic dispatch.

use corpora::{canada::Canada, citm::Citm, twitter::Twitter};
use datasets::{
    chunks::Chunks,
    log::Logs,
    mesh::Mesh,
    stored::{StoredData, StoredSet},
    users::Users,
};
use format_api::{Codec, Descriptor, Format, ZeroCopy};

pub use datasets::Dataset;

/// Runs for every format × data set pair.
pub trait Visitor {
    /// A format variant encoding and decoding one data set.
    fn codec<F: Codec<T>, T: Dataset>(&mut self);

    /// A zero-copy format variant with one data set; by default visited as a plain codec.
    fn zero_copy<F: ZeroCopy<T>, T: Dataset>(&mut self) {
        self.codec::<F, T>();
    }

    /// A pair that is not measured, and why. Tables list these rather than leaving a silent gap.
    fn not_measured<F: Format, T: Dataset>(&mut self, reason: &'static str) {
        let _ = reason;
    }

    /// A pair the format's generic implementation accepts but its library cannot represent (it
    /// fails to encode or to round-trip, which the tests hold); not measured.
    fn unrepresentable<F: Codec<T>, T: Dataset>(&mut self, reason: &'static str) {
        self.not_measured::<F, T>(reason);
    }
}

/// A corpus a format cannot represent, and why (see [`Visitor::unrepresentable`]).
#[derive(Clone, Copy, Debug)]
pub struct Cannot {
    pub dataset: &'static str,
    pub reason: &'static str,
}

/// Every format variant, one line each, in the order tables list them. The slice after a format
/// names the corpora its library cannot represent.
pub fn visit_formats(visitor: &mut impl Visitor) {
    codec::<fmt_serde_json::SerdeJson>(visitor, &[]);
    codec::<fmt_simd_json::SimdJson>(visitor, &[]);
    codec::<fmt_bincode::Native>(visitor, &[]);
    codec::<fmt_bincode::NativeLimited>(visitor, &[]);
    codec::<fmt_bincode::Serde>(visitor, &[]);
    codec::<fmt_bincode1::Serde>(visitor, &[]);
    codec::<fmt_wincode::Wincode>(visitor, &[]);
    codec::<fmt_rmp_serde::RmpSerde>(visitor, &[]);
    codec::<fmt_postcard::Postcard>(visitor, &[]);
    codec::<fmt_ciborium::Ciborium>(visitor, &[]);
    codec::<fmt_ron::Ron>(visitor, &[]);
    codec::<fmt_serde_saphyr::SerdeSaphyr>(visitor, &[]);
    codec::<fmt_flexbuffers::Flexbuffers>(
        visitor,
        &[Cannot { dataset: "citm", reason: "map keys must be strings" }],
    );
    codec::<fmt_bitcode::Native>(visitor, &[]);
    codec::<fmt_bitcode::Serde>(visitor, &[]);
    codec::<fmt_borsh::Borsh>(visitor, &[]);
    codec::<fmt_speedy::Speedy>(visitor, &[]);
    zero_copy::<fmt_rkyv::Rkyv>(visitor, &[]);
    zero_copy::<fmt_flatbuffers::FlatBuffers>(visitor, &[]);
    zero_copy::<fmt_capnp::Unpacked>(visitor, &[]);
    codec::<fmt_capnp::Packed>(visitor, &[]);
    codec::<fmt_prost::Prost>(visitor, &[]);
}

/// Every format variant that can carry a generic value (`serde_json::Value` and the like) for
/// `bench-cli run --input`: the serde formats whose decoders are self-describing
/// (`deserialize_any`). The others are listed as not measured, with the reason.
pub fn visit_value_formats<T>(visitor: &mut impl Visitor)
where
    T: Dataset + serde::Serialize + serde::de::DeserializeOwned,
{
    const NOT_SELF_DESCRIBING: &str = "not self-describing: decoding needs the Rust type";
    const TYPED_ONLY: &str = "needs a typed model: a derive or a schema";
    visitor.codec::<fmt_serde_json::SerdeJson, T>();
    visitor.codec::<fmt_simd_json::SimdJson, T>();
    visitor.not_measured::<fmt_bincode::Native, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_bincode::NativeLimited, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_bincode::Serde, T>(NOT_SELF_DESCRIBING);
    visitor.not_measured::<fmt_bincode1::Serde, T>(NOT_SELF_DESCRIBING);
    visitor.not_measured::<fmt_wincode::Wincode, T>(TYPED_ONLY);
    visitor.codec::<fmt_rmp_serde::RmpSerde, T>();
    visitor.not_measured::<fmt_postcard::Postcard, T>(NOT_SELF_DESCRIBING);
    visitor.codec::<fmt_ciborium::Ciborium, T>();
    visitor.codec::<fmt_ron::Ron, T>();
    visitor.codec::<fmt_serde_saphyr::SerdeSaphyr, T>();
    visitor.codec::<fmt_flexbuffers::Flexbuffers, T>();
    visitor.not_measured::<fmt_bitcode::Native, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_bitcode::Serde, T>(NOT_SELF_DESCRIBING);
    visitor.not_measured::<fmt_borsh::Borsh, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_speedy::Speedy, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_rkyv::Rkyv, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_flatbuffers::FlatBuffers, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_capnp::Unpacked, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_capnp::Packed, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_prost::Prost, T>(TYPED_ONLY);
}

/// The name and description of a data set, for listings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DatasetInfo {
    pub name: &'static str,
    pub description: &'static str,
    pub default_len: usize,
}

/// Every data set, in the order tables list them: the generated ones, then the corpora.
pub fn datasets() -> [DatasetInfo; 9] {
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
        info::<Twitter>(),
        info::<Citm>(),
        info::<Canada>(),
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

/// A format that handles every data set: the generated ones and the corpora.
fn codec<F>(visitor: &mut impl Visitor, cannot: &[Cannot])
where
    F: Codec<StoredData>
        + Codec<StoredSet>
        + Codec<Users>
        + Codec<Logs>
        + Codec<Mesh>
        + Codec<Chunks>
        + Codec<Twitter>
        + Codec<Citm>
        + Codec<Canada>,
{
    generated_codec::<F>(visitor);
    corpora_codec::<F>(visitor, cannot);
}

/// A zero-copy format: views of the generated data sets (its `read` walks each of them), plain
/// encode and decode of the corpora.
fn zero_copy<F>(visitor: &mut impl Visitor, cannot: &[Cannot])
where
    F: ZeroCopy<StoredData>
        + ZeroCopy<StoredSet>
        + ZeroCopy<Users>
        + ZeroCopy<Logs>
        + ZeroCopy<Mesh>
        + ZeroCopy<Chunks>
        + Codec<Twitter>
        + Codec<Citm>
        + Codec<Canada>,
{
    generated_zero_copy::<F>(visitor);
    corpora_codec::<F>(visitor, cannot);
}

fn generated_codec<F>(visitor: &mut impl Visitor)
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

fn generated_zero_copy<F>(visitor: &mut impl Visitor)
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

fn corpora_codec<F>(visitor: &mut impl Visitor, cannot: &[Cannot])
where
    F: Codec<Twitter> + Codec<Citm> + Codec<Canada>,
{
    fn one<F: Codec<T>, T: Dataset>(visitor: &mut impl Visitor, cannot: &[Cannot]) {
        match cannot.iter().find(|cannot| cannot.dataset == T::NAME) {
            Some(cannot) => visitor.unrepresentable::<F, T>(cannot.reason),
            None => visitor.codec::<F, T>(),
        }
    }
    one::<F, Twitter>(visitor, cannot);
    one::<F, Citm>(visitor, cannot);
    one::<F, Canada>(visitor, cannot);
}
