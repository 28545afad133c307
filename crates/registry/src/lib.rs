//! The one list of format variants and data sets that the benchmark harness and the tests walk.
//!
//! Adding a format is one line in [`visit_formats`] (plus its crate and workspace member). The
//! walk is a generic visitor rather than a list of trait objects, so that whatever runs for a
//! format × data set pair (a timed loop, a round-trip check) is monomorphised for that pair and
//! never goes through dynamic dispatch.

mod facts;

use format_api::{BorrowDecode, Codec, Descriptor, Format, ZeroCopy};

pub use datasets::{Borrowable, Dataset};
pub use facts::{Fact, Facts, facts, facts_of};

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
    /// fails to encode or to round-trip, or a JSON format writes what is not JSON, which the
    /// tests hold); not measured.
    fn unrepresentable<F: Codec<T>, T: Dataset>(&mut self, reason: &'static str) {
        self.not_measured::<F, T>(reason);
    }

    /// A format that can also decode a data set into its borrowed twin. Visited after the pair's
    /// `codec` (or `zero_copy`), for the data sets that have a twin.
    fn borrowed<F: BorrowDecode<T>, T: Borrowable>(&mut self) {}

    /// A format that cannot decode into a data set's borrowed twin, and why; visited for the data
    /// sets that have one.
    fn not_borrowed<F: Format, T: Borrowable>(&mut self, reason: &'static str) {
        let _ = reason;
    }
}

/// A data set a format cannot represent, and why (see [`Visitor::unrepresentable`]).
#[derive(Clone, Copy, Debug)]
pub struct Cannot {
    pub dataset: &'static str,
    pub reason: &'static str,
}

// Why a format has no borrowed decoding (`Visitor::not_borrowed`).
const OWNED_DERIVE: &str = "its derive decodes owned values only";
const IN_PLACE: &str =
    "it borrows only from a mutable buffer it parses in place, not a shared input";
const READER_ONLY: &str = "decodes through io::Read (`from_reader`): owned values only";
const ZERO_COPY: &str = "zero-copy: its views are the borrowed path (access, read)";
const UNPACKED_COPY: &str = "packed messages are unpacked into a copy before they can be read";
const OWNED_PROTOBUF: &str = "prost decodes strings into owned `String`s";

// Why a JSON format's output on a data set is not measured although it round-trips.
const NUMERIC_KEYS_UNQUOTED: &str =
    "writes numeric map keys unquoted (`{1:..}`), which is not JSON";

/// Decoders that panic on some corrupt input, against `Codec::decode`'s contract, by
/// `name/variant`, and how. They are measured all the same, since that is what the library's
/// users get; the robustness sweep counts their panics and aborts, and the registry's test holds
/// that each of these does panic on its bad input and that no other decoder does.
pub const PANICKING_DECODERS: &[(&str, &str)] = &[(
    "nanoserde/binary",
    "trusts length prefixes: a corrupt one reaches `Vec::with_capacity` (a capacity-overflow \
     panic, or an allocation failure that aborts) or overflows an offset (a panic)",
)];

/// Every format variant, one line each, in the order tables list them: `borrowing` for a format
/// that also decodes into borrowed twins, `codec` and `zero_copy` with the reason one does not.
/// The slice after a format names the data sets its library cannot represent.
pub fn visit_formats(visitor: &mut impl Visitor) {
    borrowing::<fmt_serde_json::SerdeJson>(visitor, &[]);
    codec::<fmt_simd_json::SimdJson>(visitor, &[], IN_PLACE);
    codec::<fmt_simd_json_derive::SimdJsonDerive>(visitor, &[], IN_PLACE);
    miniserde(visitor);
    codec::<fmt_nanoserde_json::Json>(
        visitor,
        &[Cannot { dataset: "citm", reason: NUMERIC_KEYS_UNQUOTED }],
        OWNED_DERIVE,
    );
    borrowing::<fmt_bincode::Native>(visitor, &[]);
    borrowing::<fmt_bincode::NativeLimited>(visitor, &[]);
    borrowing::<fmt_bincode_serde::Serde>(visitor, &[]);
    borrowing::<fmt_bincode1::Serde>(visitor, &[]);
    borrowing::<fmt_wincode::Wincode>(visitor, &[]);
    borrowing::<fmt_rmp_serde::RmpSerde>(visitor, &[]);
    borrowing::<fmt_postcard::Postcard>(visitor, &[]);
    codec::<fmt_ciborium::Ciborium>(visitor, &[], READER_ONLY);
    borrowing::<fmt_ron::Ron>(visitor, &[]);
    borrowing::<fmt_serde_saphyr::SerdeSaphyr>(visitor, &[]);
    borrowing::<fmt_flexbuffers::Flexbuffers>(
        visitor,
        &[Cannot { dataset: "citm", reason: "map keys must be strings" }],
    );
    borrowing::<fmt_bitcode::Native>(visitor, &[]);
    borrowing::<fmt_bitcode_serde::Serde>(visitor, &[]);
    codec::<fmt_borsh::Borsh>(visitor, &[], OWNED_DERIVE);
    borrowing::<fmt_speedy::Speedy>(visitor, &[]);
    codec::<fmt_nanoserde_bin::Binary>(visitor, &[], OWNED_DERIVE);
    zero_copy::<fmt_rkyv::Rkyv>(visitor, &[], ZERO_COPY);
    zero_copy::<fmt_flatbuffers::FlatBuffers>(visitor, &[], ZERO_COPY);
    zero_copy::<fmt_capnp::Unpacked>(visitor, &[], ZERO_COPY);
    codec::<fmt_capnp::Packed>(visitor, &[], UNPACKED_COPY);
    codec::<fmt_prost::Prost>(visitor, &[], OWNED_PROTOBUF);
    prost_generated_types(visitor);
}

/// miniserde on the data sets its derive can model: every one but the two whose message holds an
/// enum with data (and `canada`, which its float parsing cannot bring back). A format that cannot implement `CodecAll`, so its pairs are listed here, in
/// table order; the registry's test holds that every data set is met.
fn miniserde(visitor: &mut impl Visitor) {
    use datasets::{chunks, log, mesh, stored, users};
    type MiniSerde = fmt_miniserde::MiniSerde;
    const ENUM_DATA: &str = "its derive rejects enums with data (the message's `Variant`)";
    visitor.not_measured::<MiniSerde, stored::StoredData>(ENUM_DATA);
    visitor.not_measured::<MiniSerde, stored::StoredSet>(ENUM_DATA);
    visitor.codec::<MiniSerde, users::Users>();
    visitor.codec::<MiniSerde, log::Logs>();
    visitor.codec::<MiniSerde, mesh::Mesh>();
    visitor.codec::<MiniSerde, chunks::Chunks>();
    visitor.codec::<MiniSerde, corpora::twitter::Twitter>();
    visitor.codec::<MiniSerde, corpora::citm::Citm>();
    visitor.unrepresentable::<MiniSerde, corpora::canada::Canada>(
        "its float parser is approximate (no exact mode): coordinates come back an ulp off",
    );
    not_borrowing::<MiniSerde>(visitor, OWNED_DERIVE);
}

/// prost's second row: every data set held as its generated types, the program's own model.
fn prost_generated_types(visitor: &mut impl Visitor) {
    struct Each<'v, V>(&'v mut V);
    impl<V: Visitor> DatasetVisitor for Each<'_, V> {
        fn dataset<T: Listed>(&mut self) {
            self.0.codec::<fmt_prost::GeneratedTypes, fmt_prost::Generated<T>>();
        }
    }
    visit_datasets(&mut Each(visitor));
    // The borrowed twins are the native types', which the generated types are not.
    not_borrowing::<fmt_prost::GeneratedTypes>(visitor, OWNED_PROTOBUF);
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
    visitor.not_measured::<fmt_simd_json_derive::SimdJsonDerive, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_miniserde::MiniSerde, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_nanoserde_json::Json, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_bincode::Native, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_bincode::NativeLimited, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_bincode_serde::Serde, T>(NOT_SELF_DESCRIBING);
    visitor.not_measured::<fmt_bincode1::Serde, T>(NOT_SELF_DESCRIBING);
    visitor.not_measured::<fmt_wincode::Wincode, T>(TYPED_ONLY);
    visitor.codec::<fmt_rmp_serde::RmpSerde, T>();
    visitor.not_measured::<fmt_postcard::Postcard, T>(NOT_SELF_DESCRIBING);
    visitor.codec::<fmt_ciborium::Ciborium, T>();
    visitor.codec::<fmt_ron::Ron, T>();
    visitor.codec::<fmt_serde_saphyr::SerdeSaphyr, T>();
    visitor.codec::<fmt_flexbuffers::Flexbuffers, T>();
    visitor.not_measured::<fmt_bitcode::Native, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_bitcode_serde::Serde, T>(NOT_SELF_DESCRIBING);
    visitor.not_measured::<fmt_borsh::Borsh, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_speedy::Speedy, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_nanoserde_bin::Binary, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_rkyv::Rkyv, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_flatbuffers::FlatBuffers, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_capnp::Unpacked, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_capnp::Packed, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_prost::Prost, T>(TYPED_ONLY);
    visitor.not_measured::<fmt_prost::GeneratedTypes, T>(TYPED_ONLY);
}

/// The name and description of a data set, for listings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DatasetInfo {
    pub name: &'static str,
    pub description: &'static str,
    pub default_len: usize,
}

/// What every data set implements beyond [`Dataset`]: a protobuf mapping (every data set has
/// its schemas; a tidy test holds it), which prost's generated-types row is made from.
pub trait Listed: Dataset + fmt_prost::Message {}

impl<T: Dataset + fmt_prost::Message> Listed for T {}

/// Runs for every data set, whatever the formats: listings, derived rows and data-only tests.
pub trait DatasetVisitor {
    fn dataset<T: Listed>(&mut self);
}

/// Every data set, in the order tables list them.
pub fn datasets() -> Vec<DatasetInfo> {
    struct Collect(Vec<DatasetInfo>);
    impl DatasetVisitor for Collect {
        fn dataset<T: Listed>(&mut self) {
            let (name, description, default_len) = (T::NAME, T::DESCRIPTION, T::DEFAULT_LEN);
            self.0.push(DatasetInfo { name, description, default_len });
        }
    }
    let mut collect = Collect(Vec::new());
    visit_datasets(&mut collect);
    collect.0
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

/// Declares the data sets from one list: the traits a format must implement to meet all of them
/// (blanket-implemented, so they are names for bounds, never implemented by hand), and the walks
/// over them. A macro because the one list has to become both a bound (`Codec<A> + Codec<B> +
/// ...`) and a sequence of generic calls, which Rust has no variadic generics to express.
macro_rules! datasets {
    (
        viewable: [$($viewable:ty,)*]
        encoded_only: [$($encoded_only:ty,)*]
        borrowable: [$($borrowable:ty,)*]
    ) => {
        /// A format that encodes and decodes every data set.
        pub trait CodecAll: $(Codec<$viewable> +)* $(Codec<$encoded_only> +)* {}
        impl<F> CodecAll for F where F: $(Codec<$viewable> +)* $(Codec<$encoded_only> +)* {}

        /// A zero-copy format: views of the data sets whose checksum a view can reproduce (the
        /// generated ones), plain encoding and decoding of the rest (the corpora, whose checksum
        /// is over their JSON).
        pub trait ZeroCopyAll: CodecAll + $(ZeroCopy<$viewable> +)* {}
        impl<F> ZeroCopyAll for F where F: CodecAll + $(ZeroCopy<$viewable> +)* {}

        /// Walks every data set, in table order.
        pub fn visit_datasets(visitor: &mut impl DatasetVisitor) {
            $(visitor.dataset::<$viewable>();)*
            $(visitor.dataset::<$encoded_only>();)*
        }

        /// A format that decodes every data set with a borrowed twin into that twin.
        pub trait BorrowAll: CodecAll + $(BorrowDecode<$borrowable> +)* {}
        impl<F> BorrowAll for F where F: CodecAll + $(BorrowDecode<$borrowable> +)* {}

        /// Tells the visitor, for every data set with a borrowed twin, that format `F` decodes
        /// none, and why.
        fn not_borrowing<F: Format>(visitor: &mut impl Visitor, reason: &'static str) {
            $(visitor.not_borrowed::<F, $borrowable>(reason);)*
        }

        /// One format on every data set; `no_borrow` says why it decodes no borrowed twin.
        fn codec<F: CodecAll>(visitor: &mut impl Visitor, cannot: &[Cannot], no_borrow: &'static str) {
            $(pair::<F, $viewable>(visitor, cannot);)*
            $(pair::<F, $encoded_only>(visitor, cannot);)*
            not_borrowing::<F>(visitor, no_borrow);
        }

        /// One format on every data set, and into every borrowed twin.
        fn borrowing<F: BorrowAll>(visitor: &mut impl Visitor, cannot: &[Cannot]) {
            $(pair::<F, $viewable>(visitor, cannot);)*
            $(pair::<F, $encoded_only>(visitor, cannot);)*
            $(if !cannot.iter().any(|cannot| cannot.dataset == <$borrowable>::NAME) {
                visitor.borrowed::<F, $borrowable>();
            })*
        }

        /// One zero-copy format on every data set.
        fn zero_copy<F: ZeroCopyAll>(
            visitor: &mut impl Visitor,
            cannot: &[Cannot],
            no_borrow: &'static str,
        ) {
            $(visitor.zero_copy::<F, $viewable>();)*
            $(pair::<F, $encoded_only>(visitor, cannot);)*
            not_borrowing::<F>(visitor, no_borrow);
        }
    };
}

// The data sets, one line each, in table order. Adding one here is all the registry needs.
datasets! {
    viewable: [
        datasets::stored::StoredData,
        datasets::stored::StoredSet,
        datasets::users::Users,
        datasets::log::Logs,
        datasets::mesh::Mesh,
        datasets::chunks::Chunks,
    ]
    encoded_only: [
        corpora::twitter::Twitter,
        corpora::citm::Citm,
        corpora::canada::Canada,
    ]
    // The data sets that have a borrowed twin (`datasets::Borrowable`), as well as being above.
    borrowable: [
        datasets::stored::StoredData,
        datasets::stored::StoredSet,
        datasets::users::Users,
        datasets::log::Logs,
    ]
}

/// A format on a data set: measured, or not measured when its library cannot represent it.
fn pair<F: Codec<T>, T: Dataset>(visitor: &mut impl Visitor, cannot: &[Cannot]) {
    match cannot.iter().find(|cannot| cannot.dataset == T::NAME) {
        Some(cannot) => visitor.unrepresentable::<F, T>(cannot.reason),
        None => visitor.codec::<F, T>(),
    }
}
