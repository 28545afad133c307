//! The walk over format variants × data sets: the [`Visitor`] a format's list calls, the one list
//! of data sets, and the helpers a format's line is written with (`codec`, `borrowing`,
//! `zero_copy`). The walk is a generic visitor rather than a list of trait objects, so that
//! whatever runs for a pair (a timed loop, a round-trip check) is monomorphised for that pair and
//! never goes through dynamic dispatch.
//!
//! It lives in the engine, below every format's bench crate, so that a bench binary names only
//! its own format's types: which formats exist is the registry's business, one crate up.

use format_api::{BorrowDecode, Codec, Format, ZeroCopy};

pub use datasets::{Borrowable, Dataset};

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

/// Why a pair is not measured, shared by the formats' lists.
pub mod reasons {
    // Why a format has no borrowed decoding (`Visitor::not_borrowed`).
    pub const OWNED_DERIVE: &str = "its derive decodes owned values only";
    pub const IN_PLACE: &str =
        "it borrows only from a mutable buffer it parses in place, not a shared input";
    pub const READER_ONLY: &str = "decodes through io::Read (`from_reader`): owned values only";
    pub const ZERO_COPY: &str = "zero-copy: its views are the borrowed path (access, read)";
    pub const UNPACKED_COPY: &str =
        "packed messages are unpacked into a copy before they can be read";
    pub const OWNED_PROTOBUF: &str = "prost decodes strings into owned `String`s";

    // Why a format is not measured on a user's document (`run --input`).
    pub const NOT_SELF_DESCRIBING: &str = "not self-describing: decoding needs the Rust type";
    pub const TYPED_ONLY: &str = "needs a typed model: a derive or a schema";

    // Why a JSON format's output on a data set is not measured although it round-trips.
    pub const NUMERIC_KEYS_UNQUOTED: &str =
        "writes numeric map keys unquoted (`{1:..}`), which is not JSON";
}

/// The name and description of a data set, for listings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DatasetInfo {
    pub name: &'static str,
    pub description: &'static str,
    pub default_len: usize,
}

/// Runs for every data set, whatever the formats: listings, derived rows and data-only tests.
pub trait DatasetVisitor {
    fn dataset<T: Dataset>(&mut self);
}

/// Every data set, in the order tables list them.
pub fn datasets() -> Vec<DatasetInfo> {
    struct Collect(Vec<DatasetInfo>);
    impl DatasetVisitor for Collect {
        fn dataset<T: Dataset>(&mut self) {
            let (name, description, default_len) = (T::NAME, T::DESCRIPTION, T::DEFAULT_LEN);
            self.0.push(DatasetInfo { name, description, default_len });
        }
    }
    let mut collect = Collect(Vec::new());
    visit_datasets(&mut collect);
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
        pub fn not_borrowing<F: Format>(visitor: &mut impl Visitor, reason: &'static str) {
            $(visitor.not_borrowed::<F, $borrowable>(reason);)*
        }

        /// One format on every data set; `no_borrow` says why it decodes no borrowed twin.
        pub fn codec<F: CodecAll>(visitor: &mut impl Visitor, cannot: &[Cannot], no_borrow: &'static str) {
            each_dataset::<F>(visitor, cannot);
            not_borrowing::<F>(visitor, no_borrow);
        }

        /// One format on every data set, saying nothing of borrowed decoding.
        pub fn each_dataset<F: CodecAll>(visitor: &mut impl Visitor, cannot: &[Cannot]) {
            $(pair::<F, $viewable>(visitor, cannot);)*
            $(pair::<F, $encoded_only>(visitor, cannot);)*
        }

        /// One format on every data set, and into every borrowed twin.
        pub fn borrowing<F: BorrowAll>(visitor: &mut impl Visitor, cannot: &[Cannot]) {
            $(pair::<F, $viewable>(visitor, cannot);)*
            $(pair::<F, $encoded_only>(visitor, cannot);)*
            $(if !cannot.iter().any(|cannot| cannot.dataset == <$borrowable>::NAME) {
                visitor.borrowed::<F, $borrowable>();
            })*
        }

        /// One zero-copy format on every data set.
        pub fn zero_copy<F: ZeroCopyAll>(
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

// The data sets, one line each, in table order. Adding one here is all the engine needs (and a
// schema per schema format: the protobuf crates' generated-types rows walk this list with
// `Message` bounds).
/// Calls macro `$callback` with the one list of data sets (and any tokens given after it), in
/// the form `viewable: [..] encoded_only: [..] borrowable: [..]`: for a walk that needs bounds
/// this crate cannot name ([`generated_types!`]).
#[macro_export]
macro_rules! with_datasets {
    ($callback:path $(, $($args:tt)*)?) => {
        $callback! {
            $($($args)*)?
            viewable: [
                $crate::datasets::stored::StoredData,
                $crate::datasets::stored::StoredSet,
                $crate::datasets::users::Users,
                $crate::datasets::log::Logs,
                $crate::datasets::mesh::Mesh,
                $crate::datasets::chunks::Chunks,
            ]
            encoded_only: [
                $crate::corpora::twitter::Twitter,
                $crate::corpora::citm::Citm,
                $crate::corpora::canada::Canada,
            ]
            // The data sets that have a borrowed twin (`datasets::Borrowable`), as well as being
            // above.
            borrowable: [
                $crate::datasets::stored::StoredData,
                $crate::datasets::stored::StoredSet,
                $crate::datasets::users::Users,
                $crate::datasets::log::Logs,
            ]
        }
    };
}

with_datasets!(datasets);

/// A schema format's row on its generated types: variant `$format` on every data set `T` held as
/// `$held<T>` (the protobuf crates' `Generated<T>`, a data set converted once into its generated
/// message), in the data set's own table; none decodes a borrowed twin, which is the native
/// type's, and `$no_borrow` says why.
#[macro_export]
macro_rules! generated_types {
    ($visitor:ident, $format:ty, $held:ident, $no_borrow:expr) => {
        $crate::with_datasets!($crate::each_generated, $visitor, $format, $held);
        $crate::not_borrowing::<$format>($visitor, $no_borrow);
    };
}

/// [`generated_types!`]'s walk over the data sets.
#[doc(hidden)]
#[macro_export]
macro_rules! each_generated {
    (
        $visitor:ident, $format:ty, $held:ident
        viewable: [$($viewable:ty,)*]
        encoded_only: [$($encoded_only:ty,)*]
        borrowable: [$($borrowable:ty,)*]
    ) => {
        $($visitor.codec::<$format, $held<$viewable>>();)*
        $($visitor.codec::<$format, $held<$encoded_only>>();)*
    };
}

/// A format on a data set: measured, or not measured when its library cannot represent it.
fn pair<F: Codec<T>, T: Dataset>(visitor: &mut impl Visitor, cannot: &[Cannot]) {
    match cannot.iter().find(|cannot| cannot.dataset == T::NAME) {
        Some(cannot) => visitor.unrepresentable::<F, T>(cannot.reason),
        None => visitor.codec::<F, T>(),
    }
}
