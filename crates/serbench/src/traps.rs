//! The known traps: the serde features and values that some formats cannot carry, each with a
//! fixture (the smallest type that has it) that every format is run on. A user's failing row is
//! explained by the traps whose fixture the same format fails, when the user's value uses the
//! trap (`probe.rs`) or the format's error on it is the error it gives on the fixture (the traps
//! that serialization does not show, such as an untagged enum, are found that way). Which format
//! fails which fixture is measured, never assumed; the tests below hold the verdicts.

use std::collections::BTreeMap;

use format_api::{Codec, Descriptor};
use serde::{Serialize, de::DeserializeOwned};

use crate::{
    Twin,
    formats::{EachFormat, serde_formats},
    probe::Uses,
    verdict::{Borrowed, Verdict, borrowed_verdicts, serde_verdicts},
};

/// A known trap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Trap {
    /// `#[serde(skip_serializing_if = ..)]` (with `#[serde(default)]` to read it back).
    SkippedField,
    /// `#[serde(flatten)]`.
    Flatten,
    /// `#[serde(untagged)]` on an enum.
    Untagged,
    /// `#[serde(tag = "..")]` on an enum: internally tagged.
    InternallyTagged,
    /// `u128` and `i128`.
    Int128,
    /// Map keys that are integers.
    IntegerKeys,
    /// Map keys that are neither strings nor integers.
    CompoundKeys,
    /// A float that is NaN.
    Nan,
    /// A float that is `-0.0`.
    NegativeZero,
    /// A `&str` in a borrowed twin ([`Twin`](crate::Twin)) that the format cannot borrow.
    BorrowedStr,
}

impl Trap {
    /// Every trap, in the table's order.
    pub const ALL: [Trap; 10] = [
        Trap::SkippedField,
        Trap::Flatten,
        Trap::Untagged,
        Trap::InternallyTagged,
        Trap::Int128,
        Trap::IntegerKeys,
        Trap::CompoundKeys,
        Trap::Nan,
        Trap::NegativeZero,
        Trap::BorrowedStr,
    ];

    /// The trap in words: what the type does, and what the format that fails it cannot do.
    pub fn words(self) -> &'static str {
        match self {
            Trap::SkippedField => {
                "`skip_serializing_if` left a field out, and this format writes fields by \
                 position, without names: it refuses the skip, or its decoder reads the next \
                 field in the missing one's place (`#[serde(default)]` cannot help, the decoder \
                 cannot tell a field is missing)"
            }
            Trap::Flatten => {
                "`#[serde(flatten)]` writes the struct as a map of unknown length and reads it \
                 back through `deserialize_any`: this format needs lengths first, or cannot say \
                 what comes next"
            }
            // One cause in words for both: a format's error does not tell them apart.
            Trap::Untagged | Trap::InternallyTagged => {
                "an untagged or internally tagged enum (`#[serde(untagged)]`, \
                 `#[serde(tag = \"..\")]`) decodes by asking the format what comes next \
                 (`deserialize_any`), which a format that is not self-describing cannot answer"
            }
            Trap::Int128 => {
                "`u128` or `i128`: this format cannot write 128-bit integers, or cannot read \
                 them back"
            }
            Trap::IntegerKeys => "map keys that are integers: this format takes string keys only",
            Trap::CompoundKeys => {
                "map keys that are not strings (tuples, structs, floats, bools): this format \
                 takes string keys only"
            }
            Trap::Nan => "NaN: this format has no way to write it (JSON writes `null`)",
            Trap::NegativeZero => "`-0.0`: this format writes it as `0.0`",
            Trap::BorrowedStr => {
                "a borrowed `&str` this format cannot hand out: a text format writes a string \
                 with escapes (`\\\"`, `\\n`), so the decoded string is no slice of the input, \
                 and a borrowing twin then fails (`Cow<str>` with `#[serde(borrow)]` borrows \
                 where it can and copies where it must)"
            }
        }
    }

    /// Whether `uses` shows the trap. The enum representations do not show in serialization.
    fn used(self, uses: &Uses) -> bool {
        match self {
            Trap::SkippedField => uses.skipped_field,
            Trap::Flatten => uses.unsized_map,
            Trap::Untagged | Trap::InternallyTagged => false,
            Trap::Int128 => uses.int128,
            Trap::IntegerKeys => uses.integer_key,
            Trap::CompoundKeys => uses.compound_key,
            Trap::Nan => uses.nan,
            Trap::NegativeZero => uses.negative_zero,
            // Its own check: decoding into the twin (`survival_borrowed`).
            Trap::BorrowedStr => false,
        }
    }

    /// Every serde format's verdict on the trap's fixture, in table order.
    pub fn verdicts(self) -> Vec<(Descriptor, Verdict)> {
        match self {
            Trap::SkippedField => serde_verdicts(&[fixture::Skipped::new()]),
            Trap::Flatten => serde_verdicts(&[fixture::Flattened::new()]),
            Trap::Untagged => serde_verdicts(&[fixture::Untagged::Text("text".into())]),
            Trap::InternallyTagged => serde_verdicts(&[fixture::Tagged::Square { side: 2.0 }]),
            Trap::Int128 => serde_verdicts(&[fixture::Wide { big: u128::MAX, small: i128::MIN }]),
            Trap::IntegerKeys => serde_verdicts(&[BTreeMap::from([(7_u32, "seven".to_string())])]),
            Trap::CompoundKeys => serde_verdicts(&[BTreeMap::from([((1_u32, 2_u32), 3_u32)])]),
            Trap::Nan => serde_verdicts(&[vec![f64::NAN]]),
            Trap::NegativeZero => serde_verdicts(&[vec![-0.0_f64]]),
            Trap::BorrowedStr => serde_verdicts(&[fixture::Quote::new()]),
        }
    }
}

/// Every serde format's decode of the borrowed-`&str` fixture (a quote with escapes) into its
/// borrowed twin.
pub(crate) fn borrowed_str() -> Vec<(Descriptor, Borrowed)> {
    borrowed_verdicts::<_, fixture::QuoteTwin>(&[fixture::Quote::new()])
}

/// The bytes of the byte-sequence fixture: every value of a byte, four times.
const BYTES: usize = 1024;

/// Every trap's fixture through every serde format, and what writing bytes one at a time costs in
/// each: what a user's rows are explained by.
#[derive(Clone, Debug)]
pub(crate) struct Fixtures {
    verdicts: Vec<(Trap, Vec<(Descriptor, Verdict)>)>,
    /// Per format, the encoded size of [`BYTES`] bytes as a sequence of `u8` and as
    /// `serde_bytes`.
    byte_sizes: Vec<(Descriptor, usize, usize)>,
}

impl Fixtures {
    pub(crate) fn check() -> Fixtures {
        let verdicts = Trap::ALL.iter().map(|&trap| (trap, trap.verdicts())).collect();
        let bytes: Vec<u8> = (0..BYTES).map(|i| i as u8).collect();
        let sequence = sizes(&bytes);
        let packed = sizes(&serde_bytes::ByteBuf::from(bytes));
        let byte_sizes = sequence
            .into_iter()
            .zip(packed)
            .map(|((format, sequence), (_, packed))| (format, sequence, packed))
            .collect();
        Fixtures { verdicts, byte_sizes }
    }

    /// The traps that explain `format`'s failure on a value that `uses` what it uses, with
    /// `detail` the library's message.
    pub(crate) fn causes(&self, format: &Descriptor, uses: &Uses, detail: &str) -> Vec<Trap> {
        let failed: Vec<(Trap, &str)> = self
            .verdicts
            .iter()
            .filter_map(|(trap, verdicts)| {
                let (_, fixture) = verdicts.iter().find(|(other, _)| same(other, format))?;
                Some((*trap, fixture.detail()?))
            })
            .collect();
        // An error names a trap only if no fixture of another trap gives the same message:
        // bitcode built without debug assertions says "bitcode error" to everything.
        let named: Vec<&str> = failed
            .iter()
            .filter(|(_, message)| *message == detail)
            .map(|(trap, _)| trap.words())
            .collect();
        let specific = named.windows(2).all(|pair| pair[0] == pair[1]);
        failed
            .iter()
            .filter(|(trap, message)| trap.used(uses) || (specific && *message == detail))
            .map(|(trap, _)| *trap)
            .collect()
    }

    /// What the value costs in `format` although it survives: its `u8`s written one at a time,
    /// where that takes more room than `serde_bytes`.
    pub(crate) fn note(&self, format: &Descriptor, uses: &Uses) -> Option<String> {
        if uses.byte_elements == 0 {
            return None;
        }
        let &(_, sequence, packed) =
            self.byte_sizes.iter().find(|(other, ..)| same(other, format))?;
        (sequence > packed + packed / 20).then(|| {
            format!(
                "{} `u8`s written one at a time (a `Vec<u8>` without `serde_bytes`): \
                 {BYTES} bytes take {sequence} here, {packed} through `serde_bytes`",
                uses.byte_elements
            )
        })
    }
}

fn same(a: &Descriptor, b: &Descriptor) -> bool {
    (a.name, a.variant) == (b.name, b.variant)
}

/// Every serde format's encoded size of `value` (0 where it fails to encode).
fn sizes<T: Serialize + DeserializeOwned>(value: &T) -> Vec<(Descriptor, usize)> {
    struct Sizes<'a, T>(&'a T, Vec<(Descriptor, usize)>);
    impl<T: Serialize + DeserializeOwned> EachFormat<T> for Sizes<'_, T> {
        fn format<F: Codec<T>>(&mut self) {
            let mut out = Vec::new();
            let size = F::default().encode(self.0, &mut out).map_or(0, <[u8]>::len);
            self.1.push((F::DESCRIPTOR, size));
        }
    }
    let mut sizes = Sizes(value, Vec::new());
    serde_formats::<T, _>(&mut sizes);
    sizes.1
}

/// The fixtures: the smallest types that have each trap.
mod fixture {
    use serde::{Deserialize, Serialize};

    #[derive(Serialize, Deserialize, PartialEq, Debug)]
    pub(super) struct Skipped {
        before: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        maybe: Option<u32>,
        after: String,
    }

    impl Skipped {
        pub(super) fn new() -> Skipped {
            Skipped { before: 1, maybe: None, after: "after".into() }
        }
    }

    #[derive(Serialize, Deserialize, PartialEq, Debug)]
    pub(super) struct Flattened {
        id: u32,
        #[serde(flatten)]
        extra: Extra,
    }

    #[derive(Serialize, Deserialize, PartialEq, Debug)]
    struct Extra {
        name: String,
    }

    impl Flattened {
        pub(super) fn new() -> Flattened {
            Flattened { id: 1, extra: Extra { name: "name".into() } }
        }
    }

    #[derive(Serialize, Deserialize, PartialEq, Debug)]
    #[serde(untagged)]
    pub(super) enum Untagged {
        Number(u32),
        Text(String),
    }

    #[derive(Serialize, Deserialize, PartialEq, Debug)]
    #[serde(tag = "kind")]
    pub(super) enum Tagged {
        Circle { radius: f64 },
        Square { side: f64 },
    }

    /// A string that a text format writes with escapes, and its borrowing twin.
    #[derive(Serialize, Deserialize, PartialEq, Debug, Clone)]
    pub(super) struct Quote {
        text: String,
    }

    #[derive(Deserialize, Debug)]
    pub(super) struct QuoteRef<'a> {
        #[serde(borrow)]
        #[allow(dead_code, reason = "read through `Debug`, as the check compares")]
        text: &'a str,
    }

    impl Quote {
        pub(super) fn new() -> Quote {
            Quote { text: "she said \"hi\"\n".into() }
        }
    }

    pub(super) struct QuoteTwin;

    impl super::Twin<Quote> for QuoteTwin {
        type Borrowed<'a> = QuoteRef<'a>;
    }

    #[derive(Serialize, Deserialize, PartialEq, Debug)]
    pub(super) struct Wide {
        pub(super) big: u128,
        pub(super) small: i128,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The formats whose verdict on `trap`'s fixture is not a round trip, by `name/variant`.
    fn failing(trap: Trap) -> Vec<String> {
        trap.verdicts()
            .into_iter()
            .filter(|(_, verdict)| !verdict.survives())
            .map(|(format, _)| format!("{}/{}", format.name, format.variant))
            .collect()
    }

    #[test]
    fn skipped_field() {
        assert_eq!(
            failing(Trap::SkippedField),
            [
                "bincode/serde",
                "bincode/1.3-serde",
                "rmp-serde/serde",
                "postcard/serde",
                "bitcode/serde"
            ]
        );
    }

    #[test]
    fn flatten() {
        assert_eq!(
            failing(Trap::Flatten),
            ["bincode/serde", "bincode/1.3-serde", "postcard/serde", "bitcode/serde"]
        );
    }

    #[test]
    fn untagged() {
        assert_eq!(
            failing(Trap::Untagged),
            ["bincode/serde", "bincode/1.3-serde", "postcard/serde", "bitcode/serde"]
        );
    }

    #[test]
    fn internally_tagged() {
        assert_eq!(
            failing(Trap::InternallyTagged),
            ["bincode/serde", "bincode/1.3-serde", "postcard/serde", "bitcode/serde"]
        );
    }

    #[test]
    fn int128() {
        assert_eq!(failing(Trap::Int128), ["simd-json/serde", "ron/serde", "flexbuffers/serde"]);
    }

    #[test]
    fn integer_keys() {
        assert_eq!(failing(Trap::IntegerKeys), ["flexbuffers/serde"]);
    }

    #[test]
    fn compound_keys() {
        assert_eq!(
            failing(Trap::CompoundKeys),
            ["serde_json/serde", "simd-json/serde", "flexbuffers/serde"]
        );
    }

    #[test]
    fn nan() {
        assert_eq!(failing(Trap::Nan), ["serde_json/serde", "simd-json/serde"]);
    }

    #[test]
    fn borrowed_str() {
        let verdicts = super::borrowed_str();
        let named = |keep: fn(&Borrowed) -> bool| -> Vec<String> {
            let kept = verdicts.iter().filter(|(_, verdict)| keep(verdict));
            kept.map(|(format, _)| format!("{}/{}", format.name, format.variant)).collect()
        };
        // The text formats write the quote's `"` and newline as escapes.
        assert_eq!(
            named(|verdict| matches!(verdict, Borrowed::Fails(_))),
            ["serde_json/serde", "ron/serde", "serde-saphyr/serde"]
        );
        assert_eq!(
            named(|verdict| matches!(verdict, Borrowed::Cannot(_))),
            ["simd-json/serde", "ciborium/serde"]
        );
        // The owned fixture comes back from every format.
        assert_eq!(failing(Trap::BorrowedStr), Vec::<String>::new());
    }

    #[test]
    fn negative_zero() {
        // Every serde format here writes `-0.0` and reads it back: held so that one that stops
        // doing so shows.
        assert_eq!(failing(Trap::NegativeZero), Vec::<String>::new());
    }
}
