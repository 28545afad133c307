//! `stored`: the seed survey's `StoredData`, a small heterogeneous message of tens of bytes.
//!
//! One value is the small-message latency case (data set `message`); a batch of them is the
//! throughput case (data set `stored`).

use crate::{Checksum, Dataset, rng::Rng};

// miniserde cannot model these: the message holds an enum with data (see `model!`).
model! { holds_enum_data:
    /// A batch of small messages.
    pub struct StoredSet {
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
        pub items: Vec<StoredData>,
    }

    /// The survey's message: an enum, an optional flag, a few strings and a range.
    pub struct StoredData {
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(oneof(1-4)))]
        pub variant: Variant,
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "bilrost", bilrost(5))]
        pub opt_bool: Option<bool>,
        #[cfg_attr(feature = "minicbor", n(2))]
        #[cfg_attr(feature = "bilrost", bilrost(tag(6), encoding(packed)))]
        pub vec_strs: Vec<String>,
        #[cfg_attr(feature = "minicbor", n(3))]
        #[cfg_attr(feature = "bilrost", bilrost(7))]
        pub range: Span,
    }
}

model! { tuple_variants:
    #[cfg_attr(feature = "bincode", derive(bincode::Encode, bincode::Decode))]
    #[cfg_attr(feature = "bin-proto", bin_proto(discriminant_type = u8))]
    pub enum Variant {
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 0))]
        #[cfg_attr(feature = "bilrost", bilrost(1))]
        #[cfg_attr(feature = "minicbor", n(0))]
        YesNo(#[cfg_attr(feature = "minicbor", n(0))] bool),
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 1))]
        #[cfg_attr(feature = "bilrost", bilrost(tag(2), encoding(varint)))]
        #[cfg_attr(feature = "minicbor", n(1))]
        Small(#[cfg_attr(feature = "minicbor", n(0))] u8),
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 2))]
        #[cfg_attr(feature = "bilrost", bilrost(3))]
        #[cfg_attr(feature = "minicbor", n(2))]
        Signy(#[cfg_attr(feature = "minicbor", n(0))] i64),
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 3))]
        #[cfg_attr(feature = "bilrost", bilrost(4))]
        #[cfg_attr(feature = "minicbor", n(3))]
        Stringy(#[cfg_attr(feature = "minicbor", n(0))] String),
    }
}

model! {
    /// A half-open index range, field for field the same as `std::ops::Range<usize>`.
    ///
    /// bitcode 0.6's derive has no impl for std's `Range`, and the orphan rule stops this crate from
    /// adding one; a local type with conversions both ways is the idiomatic way around a foreign type
    /// that a derive does not support. serde writes `Span` exactly as it writes `Range` (a struct with
    /// `start` and `end`), and so do rkyv and bincode, so no other format sees a difference.
    #[derive(Copy, Eq)]
    pub struct Span {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub start: usize,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub end: usize,
    }
}

/// The borrowed twins: `StoredData` and `StoredSet` with `&'a str` for their strings.
pub mod borrowed {
    use super::Span;

    borrowed_model! {
        /// A batch of small messages, borrowing their strings.
        pub struct StoredSet<'a> {
            #[cfg_attr(feature = "serde", serde(borrow))]
            #[cfg_attr(feature = "minicbor", b(0))]
            #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
            pub items: Vec<StoredData<'a>>,
        }

        /// The survey's message, borrowing its strings.
        pub struct StoredData<'a> {
            #[cfg_attr(feature = "serde", serde(borrow))]
            #[cfg_attr(feature = "minicbor", b(0))]
            #[cfg_attr(feature = "bilrost", bilrost(oneof(1-4)))]
            pub variant: Variant<'a>,
            #[cfg_attr(feature = "minicbor", n(1))]
            #[cfg_attr(feature = "bilrost", bilrost(5))]
        pub opt_bool: Option<bool>,
            #[cfg_attr(feature = "serde", serde(borrow))]
            #[cfg_attr(feature = "minicbor", b(2))]
            #[cfg_attr(feature = "bilrost", bilrost(tag(6), encoding(packed)))]
            pub vec_strs: Vec<&'a str>,
            #[cfg_attr(feature = "minicbor", n(3))]
            #[cfg_attr(feature = "bilrost", bilrost(7))]
        pub range: Span,
        }
    }

    borrowed_model! { bincode_at_call_site:
        #[cfg_attr(feature = "bincode", derive(bincode::BorrowDecode))]
        pub enum Variant<'a> {
            #[cfg_attr(feature = "bilrost", bilrost(1))]
            #[cfg_attr(feature = "minicbor", n(0))]
            YesNo(#[cfg_attr(feature = "minicbor", n(0))] bool),
            #[cfg_attr(feature = "bilrost", bilrost(tag(2), encoding(varint)))]
            #[cfg_attr(feature = "minicbor", n(1))]
            Small(#[cfg_attr(feature = "minicbor", n(0))] u8),
            #[cfg_attr(feature = "bilrost", bilrost(3))]
            #[cfg_attr(feature = "minicbor", n(2))]
            Signy(#[cfg_attr(feature = "minicbor", n(0))] i64),
            #[cfg_attr(feature = "bilrost", bilrost(4))]
            #[cfg_attr(feature = "minicbor", n(3))]
            Stringy(#[cfg_attr(feature = "minicbor", b(0))] &'a str),
        }
    }
}

// bilrost: `StoredData` holds the enum itself, never absent (see `bilrost_oneof_always_set!`).
#[cfg(feature = "bilrost")]
bilrost_oneof_always_set!(owned Variant, Variant::YesNo(false));
#[cfg(feature = "bilrost")]
bilrost_oneof_always_set!(borrowed borrowed::Variant<'a>, borrowed::Variant::YesNo(false), 'a);

impl crate::Borrowable for StoredSet {
    type Borrowed<'a> = borrowed::StoredSet<'a>;
}

impl crate::Borrowable for StoredData {
    type Borrowed<'a> = borrowed::StoredData<'a>;
}

impl From<std::ops::Range<usize>> for Span {
    fn from(range: std::ops::Range<usize>) -> Self {
        Self { start: range.start, end: range.end }
    }
}

impl From<Span> for std::ops::Range<usize> {
    fn from(span: Span) -> Self {
        span.start..span.end
    }
}

impl StoredData {
    fn random(rng: &mut Rng) -> Self {
        let variant = match rng.below(4) {
            0 => Variant::YesNo(rng.chance(1, 2)),
            1 => Variant::Small(rng.below(256) as u8),
            // Mostly small magnitudes, as counters and offsets are, with the odd large one.
            2 if rng.chance(1, 8) => Variant::Signy(rng.u64() as i64),
            2 => Variant::Signy(rng.range(0, 20_000) as i64 - 10_000),
            _ => Variant::Stringy(rng.word(3, 12)),
        };
        let opt_bool = match rng.below(3) {
            0 => None,
            1 => Some(false),
            _ => Some(true),
        };
        let vec_strs = (0..rng.below(4)).map(|_| rng.word(2, 10)).collect();
        let start = rng.below(10_000) as usize;
        let range = Span { start, end: start + rng.below(1_000) as usize };
        Self { variant, opt_bool, vec_strs, range }
    }

    pub(crate) fn fold(&self, sum: &mut Checksum) {
        match &self.variant {
            Variant::YesNo(value) => {
                sum.u64(0);
                sum.bool(*value);
            }
            Variant::Small(value) => {
                sum.u64(1);
                sum.u64(u64::from(*value));
            }
            Variant::Signy(value) => {
                sum.u64(2);
                sum.i64(*value);
            }
            Variant::Stringy(value) => {
                sum.u64(3);
                sum.len(value.len());
            }
        }
        sum.option(self.opt_bool, Checksum::bool);
        sum.len(self.vec_strs.len());
        for string in &self.vec_strs {
            sum.len(string.len());
        }
        sum.u64(self.range.start as u64);
        sum.u64(self.range.end as u64);
    }
}

impl Dataset for StoredSet {
    const NAME: &'static str = "stored";
    const DESCRIPTION: &'static str =
        "the survey's StoredData: enum, Option<bool>, Vec<String>, range; tens of bytes each";
    const DEFAULT_LEN: usize = 1_000;
    const SEED: u64 = 0x5707_ed00;

    fn generate_seeded(len: usize, seed: u64) -> Self {
        let mut rng = Rng::new(seed);
        Self { items: (0..len).map(|_| StoredData::random(&mut rng)).collect() }
    }

    fn records(&self) -> usize {
        self.items.len()
    }

    fn checksum(&self) -> u64 {
        let mut sum = Checksum::new();
        sum.len(self.items.len());
        for item in &self.items {
            item.fold(&mut sum);
        }
        sum.finish()
    }
}

/// The small-message case: one `StoredData` per operation, where latency, not throughput, is the
/// question. Its size parameter is ignored: a message is always one record.
impl Dataset for StoredData {
    const NAME: &'static str = "message";
    const DESCRIPTION: &'static str = "one StoredData value per operation: small-message latency";
    const DEFAULT_LEN: usize = 1;
    // A representative message rather than the first draw: a string variant, a set flag and three
    // strings, the shape of the survey's example (found by search, pinned by the snapshots).
    const SEED: u64 = 0x8c;

    fn generate_seeded(_len: usize, seed: u64) -> Self {
        Self::random(&mut Rng::new(seed))
    }

    fn records(&self) -> usize {
        1
    }

    fn checksum(&self) -> u64 {
        let mut sum = Checksum::new();
        self.fold(&mut sum);
        sum.finish()
    }
}

/// `read` for rkyv: the same fold as [`Dataset::checksum`], through the archived view.
#[cfg(feature = "rkyv")]
mod archived {
    use super::*;
    use crate::{Checksum, ReadArchived};

    impl ReadArchived for ArchivedStoredSet {
        fn checksum(&self) -> u64 {
            let mut sum = Checksum::new();
            sum.len(self.items.len());
            for item in self.items.iter() {
                fold_stored(item, &mut sum);
            }
            sum.finish()
        }
    }

    impl ReadArchived for ArchivedStoredData {
        fn checksum(&self) -> u64 {
            let mut sum = Checksum::new();
            fold_stored(self, &mut sum);
            sum.finish()
        }
    }

    fn fold_stored(item: &ArchivedStoredData, sum: &mut Checksum) {
        match &item.variant {
            ArchivedVariant::YesNo(value) => {
                sum.u64(0);
                sum.bool(*value);
            }
            ArchivedVariant::Small(value) => {
                sum.u64(1);
                sum.u64(u64::from(*value));
            }
            ArchivedVariant::Signy(value) => {
                sum.u64(2);
                sum.i64(value.to_native());
            }
            ArchivedVariant::Stringy(value) => {
                sum.u64(3);
                sum.len(value.len());
            }
        }
        sum.option(item.opt_bool.as_ref(), |sum, value| sum.bool(*value));
        sum.len(item.vec_strs.len());
        for string in item.vec_strs.iter() {
            sum.len(string.len());
        }
        sum.u64(u64::from(item.range.start.to_native()));
        sum.u64(u64::from(item.range.end.to_native()));
    }
}
