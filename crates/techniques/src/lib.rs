//! The techniques suite (`bench-cli run --suite techniques`): one output, a list of full names
//! (`"first last"`), produced four ways through serde, on serde_json and two binary formats,
//! over list lengths from 0 to a few thousand.
//!
//! The study it reproduces (mo8it.com/blog/faster-rust-serialization, measured with divan on
//! serde_json) asked what intermediate allocation costs a serializer: building strings first,
//! a hand-written `Serialize` that formats with `collect_str`, formatter wrappers collected into
//! a `Vec`, and a sequence formatter (`collect_seq` over an iterator of wrappers, no `Vec`).
//! Which of them allocates is up to the format as well: serde's default `collect_str`, which
//! bincode 2.0.1 and most binary formats keep, formats into a `String` and writes that, while
//! serde_json writes the formatted pieces straight out and postcard formats twice (once to
//! count the length prefix). So the suite runs every technique on every format.
//!
//! Each technique × format is a format variant (`Technique<S, K>`), and each list length a data
//! set (`Names<N>`), so the benchmark harness runs, checks and reports them as it does every
//! cell: the round trip decodes the output as a `Vec<String>` and holds it equal to the names;
//! a test holds every technique's bytes equal to the others' on the same format.

use std::{fmt, marker::PhantomData};

use datasets::Dataset;
use engine::Visitor;
use format_api::{AnyError, Codec, Descriptor, Format};
use serde::{Serialize, Serializer};

/// One person's name, serialized by every technique as one string, `"first last"`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Name {
    pub first_name: String,
    pub last_name: String,
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.first_name, self.last_name)
    }
}

/// The hand-written `Serialize` of technique [`ImplSerialize`]: one line, the `Display` form
/// written through `collect_str`. (The other techniques do not use it.)
impl Serialize for Name {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// A formatter wrapper: serializes a name as its full name, through `format_args!`, which
/// formats nothing until the serializer writes it.
#[derive(Clone, Copy, Debug)]
pub struct FullName<'a>(pub &'a Name);

impl Serialize for FullName<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let Name { first_name, last_name } = self.0;
        serializer.collect_str(&format_args!("{first_name} {last_name}"))
    }
}

/// A sequence formatter: serializes the names as their full names with `collect_seq` over an
/// iterator of wrappers, so no collection is built.
#[derive(Clone, Copy, Debug)]
pub struct FullNames<'a>(pub &'a [Name]);

impl Serialize for FullNames<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(FullName))
    }
}

/// A format the suite writes with: its variant's own encoder, for any `Serialize` value, and its
/// decoding of a list of strings, for the round trip.
pub trait Sink: Codec<Vec<String>> {
    fn write<'a, V: Serialize + ?Sized>(
        &'a mut self,
        value: &V,
        out: &'a mut Vec<u8>,
    ) -> Result<&'a [u8], Self::Error>;
}

impl Sink for fmt_serde_json::SerdeJson {
    fn write<'a, V: Serialize + ?Sized>(
        &'a mut self,
        value: &V,
        out: &'a mut Vec<u8>,
    ) -> Result<&'a [u8], Self::Error> {
        fmt_serde_json::encode_value(value, out)
    }
}

/// postcard through `to_extend` into the reused buffer, not the format crate's `to_slice` with
/// grow-and-retry: postcard 1.1.3 reports a slice that fills up inside `collect_str` as
/// `CollectStrError`, not `SerializeBufferFull` (its `collect_str` maps the formatter's error),
/// so a growing caller cannot tell it to retry. `to_extend` cannot run out of room.
impl Sink for fmt_postcard::Postcard {
    fn write<'a, V: Serialize + ?Sized>(
        &'a mut self,
        value: &V,
        out: &'a mut Vec<u8>,
    ) -> Result<&'a [u8], Self::Error> {
        out.clear();
        *out = postcard::to_extend(value, std::mem::take(out))?;
        Ok(out)
    }
}

impl Sink for fmt_bincode_serde::Serde {
    fn write<'a, V: Serialize + ?Sized>(
        &'a mut self,
        value: &V,
        out: &'a mut Vec<u8>,
    ) -> Result<&'a [u8], Self::Error> {
        fmt_bincode_serde::encode_value(value, out)
    }
}

/// A way to serialize a list of names as a list of full-name strings.
pub trait Way: Default + 'static {
    /// The variant name tables print.
    const KEY: &'static str;
    /// What it does, in one line, with the allocations it makes itself.
    const DESCRIPTION: &'static str;

    fn serialize<'a, S: Sink>(
        names: &[Name],
        sink: &'a mut S,
        out: &'a mut Vec<u8>,
    ) -> Result<&'a [u8], S::Error>;
}

/// Build the strings, then serialize them: `n + 1` allocations before serde starts.
#[derive(Clone, Copy, Debug, Default)]
pub struct Strings;

impl Way for Strings {
    const KEY: &'static str = "strings";
    const DESCRIPTION: &'static str =
        "`Vec<String>` of `to_string()`s, then serialized: n + 1 allocations of its own";

    fn serialize<'a, S: Sink>(
        names: &[Name],
        sink: &'a mut S,
        out: &'a mut Vec<u8>,
    ) -> Result<&'a [u8], S::Error> {
        let strings: Vec<String> = names.iter().map(ToString::to_string).collect();
        sink.write(&strings, out)
    }
}

/// The names serialized as they are, through their hand-written `Serialize` (`collect_str`).
#[derive(Clone, Copy, Debug, Default)]
pub struct ImplSerialize;

impl Way for ImplSerialize {
    const KEY: &'static str = "impl-serialize";
    const DESCRIPTION: &'static str =
        "hand-written `Serialize for Name` with `collect_str(self)`: none of its own";

    fn serialize<'a, S: Sink>(
        names: &[Name],
        sink: &'a mut S,
        out: &'a mut Vec<u8>,
    ) -> Result<&'a [u8], S::Error> {
        sink.write(names, out)
    }
}

/// Formatter wrappers, collected into a `Vec` and serialized.
#[derive(Clone, Copy, Debug, Default)]
pub struct WrapperVec;

impl Way for WrapperVec {
    const KEY: &'static str = "wrapper-vec";
    const DESCRIPTION: &'static str =
        "`Vec<FullName>` of `format_args!` wrappers, then serialized: 1 allocation of its own";

    fn serialize<'a, S: Sink>(
        names: &[Name],
        sink: &'a mut S,
        out: &'a mut Vec<u8>,
    ) -> Result<&'a [u8], S::Error> {
        let wrappers: Vec<FullName<'_>> = names.iter().map(FullName).collect();
        sink.write(&wrappers, out)
    }
}

/// A sequence formatter: `collect_seq` over the wrappers, no collection.
#[derive(Clone, Copy, Debug, Default)]
pub struct CollectSeq;

impl Way for CollectSeq {
    const KEY: &'static str = "collect-seq";
    const DESCRIPTION: &'static str =
        "`collect_seq` over an iterator of `format_args!` wrappers: none of its own";

    fn serialize<'a, S: Sink>(
        names: &[Name],
        sink: &'a mut S,
        out: &'a mut Vec<u8>,
    ) -> Result<&'a [u8], S::Error> {
        sink.write(&FullNames(names), out)
    }
}

/// Technique `K` on format `S`: a format variant whose name is the format's and whose variant is
/// the technique's.
#[derive(Debug, Default)]
pub struct Technique<S, K> {
    sink: S,
    _way: PhantomData<K>,
}

impl<S: Sink, K: Way> Format for Technique<S, K> {
    const DESCRIPTOR: Descriptor = Descriptor {
        variant: K::KEY,
        package: env!("CARGO_PKG_NAME"),
        settings: K::DESCRIPTION,
        ..S::DESCRIPTOR
    };
}

impl<S: Sink, K: Way, N: Size> Codec<Names<N>> for Technique<S, K> {
    type Error = AnyError;

    fn encode<'a>(
        &'a mut self,
        value: &Names<N>,
        out: &'a mut Vec<u8>,
    ) -> Result<&'a [u8], Self::Error> {
        K::serialize(&value.names, &mut self.sink, out).map_err(AnyError::new)
    }

    /// Decodes the full names and splits each at its space: a round trip to the names, which
    /// hold no spaces of their own.
    fn decode(&mut self, bytes: &[u8]) -> Result<Names<N>, Self::Error> {
        let strings = self.sink.decode(bytes).map_err(AnyError::new)?;
        let names = strings.into_iter().map(|full| match full.split_once(' ') {
            Some((first, last)) => {
                Ok(Name { first_name: first.to_string(), last_name: last.to_string() })
            }
            None => Err(AnyError::new(NotAFullName(full))),
        });
        Ok(Names { names: names.collect::<Result<_, _>>()?, _size: PhantomData })
    }
}

/// A decoded string that is not `"first last"`.
#[derive(Debug)]
struct NotAFullName(String);

impl fmt::Display for NotAFullName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is not a full name", self.0)
    }
}

impl std::error::Error for NotAFullName {}

/// A list length the suite measures, as a type: each is a data set of its own.
pub trait Size: Clone + fmt::Debug + PartialEq + 'static {
    const LEN: usize;
    const NAME: &'static str;
}

/// `n` names: the data set of one list length.
#[derive(Clone, Debug, PartialEq)]
pub struct Names<N> {
    pub names: Vec<Name>,
    _size: PhantomData<N>,
}

const FIRST_NAMES: &[&str] = &[
    "Ada", "Grace", "Alan", "Barbara", "Edsger", "Frances", "Donald", "Margaret", "Ken", "Radia",
    "Niklaus", "Shafi", "Tony", "Leslie", "Dennis", "Sophie",
];
const LAST_NAMES: &[&str] = &[
    "Lovelace",
    "Hopper",
    "Turing",
    "Liskov",
    "Dijkstra",
    "Allen",
    "Knuth",
    "Hamilton",
    "Thompson",
    "Perlman",
    "Wirth",
    "Goldwasser",
    "Hoare",
    "Lamport",
    "Ritchie",
    "Wilson",
    "Backus",
];

impl<N: Size> Dataset for Names<N> {
    const NAME: &'static str = N::NAME;
    const DESCRIPTION: &'static str = "a list of names, serialized as full-name strings";
    const DEFAULT_LEN: usize = N::LEN;
    const SEED: u64 = 0;

    /// Names from two fixed lists, cycled at coprime strides: deterministic, no spaces.
    fn generate_seeded(len: usize, seed: u64) -> Self {
        let offset = seed as usize;
        let names = (0..len)
            .map(|index| Name {
                first_name: FIRST_NAMES[(index + offset) % FIRST_NAMES.len()].to_string(),
                last_name: LAST_NAMES[(index * 7 + offset) % LAST_NAMES.len()].to_string(),
            })
            .collect();
        Names { names, _size: PhantomData }
    }

    fn records(&self) -> usize {
        self.names.len()
    }

    fn checksum(&self) -> u64 {
        let mut sum = datasets::Checksum::new();
        sum.len(self.names.len());
        for name in &self.names {
            sum.len(name.first_name.len());
            sum.len(name.last_name.len());
        }
        sum.finish()
    }
}

/// Declares the list lengths: one type and one data set each, and the walk over them.
macro_rules! sizes {
    ($($size:ident = $len:literal,)*) => {
        $(
            #[derive(Clone, Debug, PartialEq)]
            pub struct $size;

            impl Size for $size {
                const LEN: usize = $len;
                const NAME: &'static str = concat!("names-", $len);
            }
        )*

        /// Technique `K` on format `S` at every list length.
        fn sizes<S: Sink, K: Way>(visitor: &mut impl Visitor) {
            $(visitor.codec::<Technique<S, K>, Names<$size>>();)*
        }

        /// The list lengths, in table order.
        pub const LENGTHS: &[usize] = &[$($len),*];
    };
}

sizes! {
    N0 = 0,
    N1 = 1,
    N10 = 10,
    N100 = 100,
    N1000 = 1000,
    N3000 = 3000,
}

/// Every technique on `S`, in table order.
fn ways<S: Sink>(visitor: &mut impl Visitor) {
    sizes::<S, Strings>(visitor);
    sizes::<S, ImplSerialize>(visitor);
    sizes::<S, WrapperVec>(visitor);
    sizes::<S, CollectSeq>(visitor);
}

/// The suite's cells, format by format: every technique at every list length.
pub fn visit(visitor: &mut impl Visitor) {
    ways::<fmt_serde_json::SerdeJson>(visitor);
    ways::<fmt_postcard::Postcard>(visitor);
    ways::<fmt_bincode_serde::Serde>(visitor);
}

/// The suite as its bench binary (`benches/techniques`) runs it: serialize only (a study of
/// serializing; the round trips are still checked), and nothing on a user's document.
#[derive(Debug)]
pub struct Suite;

impl engine::Suite for Suite {
    const BINARY: &'static str = "bench-techniques";
    const SERIALIZE_ONLY: bool = true;

    fn visit(visitor: &mut impl Visitor) {
        visit(visitor);
    }

    fn visit_values(_: &mut impl Visitor) {}
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    /// Every technique round-trips at every length, and on each format writes the same bytes
    /// as every other technique: they differ in how they get there, never in the output.
    #[test]
    fn techniques_round_trip_and_write_the_same_bytes() {
        #[derive(Default)]
        struct Check {
            // (format, length) -> (technique, bytes) of the first technique seen.
            first: BTreeMap<(&'static str, &'static str), (&'static str, Vec<u8>)>,
            cells: usize,
        }
        impl Visitor for Check {
            fn codec<F: Codec<T>, T: Dataset>(&mut self) {
                let descriptor = F::DESCRIPTOR;
                let value = T::generate(T::DEFAULT_LEN);
                let mut format = F::default();
                let mut out = Vec::new();
                let bytes = format.encode(&value, &mut out).expect("encode").to_vec();
                assert!(format.decode(&bytes).expect("decode") == value, "{}", T::NAME);
                let key = (descriptor.name, T::NAME);
                let (technique, first) =
                    self.first.entry(key).or_insert((descriptor.variant, bytes.clone()));
                assert!(
                    *first == bytes,
                    "{} {}: {} and {} write different bytes",
                    descriptor.name,
                    T::NAME,
                    technique,
                    descriptor.variant
                );
                self.cells += 1;
            }
        }
        let mut check = Check::default();
        visit(&mut check);
        assert_eq!(check.cells, 3 * 4 * LENGTHS.len());
    }

    #[test]
    fn full_names_are_what_display_writes() {
        let names = Names::<N10>::generate(10);
        let mut out = Vec::new();
        let json = fmt_serde_json::encode_value(&FullNames(&names.names), &mut out).unwrap();
        let strings: Vec<String> = names.names.iter().map(ToString::to_string).collect();
        assert_eq!(json, serde_json_text(&strings).as_bytes());
    }

    fn serde_json_text(strings: &[String]) -> String {
        let quoted: Vec<String> = strings.iter().map(|s| format!("{s:?}")).collect();
        format!("[{}]", quoted.join(","))
    }
}
