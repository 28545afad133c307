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
    verdict::{Borrowed, Verdict, borrowed_verdicts, serde_list_verdicts, serde_verdicts, verdict},
};

/// A known trap. More are added as real types meet them: match with a wildcard arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Trap {
    /// `#[serde(skip_serializing_if = ..)]` (with `#[serde(default)]` to read it back).
    SkippedField,
    /// `#[serde(flatten)]`.
    Flatten,
    /// `#[serde(untagged)]` on an enum.
    Untagged,
    /// `#[serde(tag = "..")]` on an enum: internally tagged.
    InternallyTagged,
    /// A value that decodes whatever comes next (`deserialize_any`): a generic value type such as
    /// `serde_json::Value`.
    AnyValue,
    /// `Some(None)` in an `Option<Option<T>>`.
    NestedOption,
    /// Nesting deeper than the format's recursion limit.
    Depth,
    /// A type written one way to human-readable formats and another to binary ones.
    HumanReadable,
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
    pub const ALL: [Trap; 14] = [
        Trap::SkippedField,
        Trap::Flatten,
        Trap::Untagged,
        Trap::InternallyTagged,
        Trap::AnyValue,
        Trap::NestedOption,
        Trap::Depth,
        Trap::HumanReadable,
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
            // One cause in words for the three: a format's error does not tell them apart.
            Trap::Untagged | Trap::InternallyTagged | Trap::AnyValue => {
                "the type decodes by asking the format what comes next (`deserialize_any`), \
                 which a format that is not self-describing cannot answer: an untagged or \
                 internally tagged enum (`#[serde(untagged)]`, `#[serde(tag = \"..\")]`), or a \
                 generic value (`serde_json::Value` and its kind)"
            }
            Trap::NestedOption => {
                "`Some(None)`: this format writes `None` as a null and `Some(x)` as `x`, so \
                 `Some(None)` comes back as `None` (`#[serde(with = ..)]` or an enum of three \
                 states keeps them apart)"
            }
            Trap::Depth => {
                "nesting deeper than this format's recursion limit (the note gives both depths): \
                 it refuses what is nested deeper, so that a hostile input cannot overflow the \
                 stack"
            }
            Trap::HumanReadable => {
                "the type is written one way to human-readable formats and another to binary \
                 ones (its `Serialize` asks `is_human_readable()`: addresses, UUIDs, times), and \
                 inside an untagged or internally tagged enum serde reads it back from a buffer \
                 that answers \"human-readable\" whatever the format: this binary format's form \
                 is then read as the text one"
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
            Trap::Untagged | Trap::InternallyTagged | Trap::AnyValue => false,
            Trap::NestedOption => uses.nested_option,
            Trap::HumanReadable => uses.human_readable,
            // Against each format's own limit (`Fixtures::causes`).
            Trap::Depth => false,
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
            Trap::AnyValue => serde_verdicts(&[serde_json::json!({"id": 7, "tags": ["a", "b"]})]),
            Trap::NestedOption => serde_verdicts(&[fixture::Patch { value: Some(None) }]),
            Trap::Depth => deep(|| serde_verdicts(&[fixture::Deep::nested(DEPTH)])),
            Trap::HumanReadable => {
                serde_verdicts(&[fixture::Buffered::Readable(fixture::Readable(7))])
            }
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

/// The depth of the nesting fixture, and the deepest a format's limit is looked for: above the
/// 1,024 of rmp-serde and simd-json.
const DEPTH: usize = 4096;

/// Runs `f` on a thread with a stack that the deepest fixture fits in whatever the format (a
/// format without a limit recurses once a level, more in a debug build).
fn deep<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    crate::verdict::on_a_deep_stack(f)
}

/// Per serde format, the deepest nesting it round-trips, where that is less than [`DEPTH`]: its
/// recursion limit, found by bisection on the nesting fixture through the library itself.
fn depth_limits() -> Vec<(Descriptor, usize)> {
    struct Limits(Vec<(Descriptor, usize)>);
    impl EachFormat<fixture::Deep> for Limits {
        fn format<F: Codec<fixture::Deep>>(&mut self) {
            let survives = |depth| verdict::<F, _>(&[fixture::Deep::nested(depth)]).survives();
            if survives(DEPTH) {
                return;
            }
            // The deepest that survives is in `low..high`.
            let (mut low, mut high) = (0, DEPTH);
            while high - low > 1 {
                let middle = low + (high - low) / 2;
                if survives(middle) {
                    low = middle;
                } else {
                    high = middle;
                }
            }
            self.0.push((F::DESCRIPTOR, low));
        }
    }
    let mut limits = Limits(Vec::new());
    serde_formats::<fixture::Deep, _>(&mut limits);
    limits.0
}

/// Every trap's fixture through every serde format, and what writing bytes one at a time costs in
/// each: what a user's rows are explained by.
#[derive(Clone, Debug)]
pub(crate) struct Fixtures {
    verdicts: Vec<(Trap, Vec<(Descriptor, Verdict)>)>,
    /// Per format, the encoded size of [`BYTES`] bytes as a sequence of `u8` and as
    /// `serde_bytes`.
    byte_sizes: Vec<(Descriptor, usize, usize)>,
    /// The formats that refuse nesting deeper than a limit, and the deepest each takes.
    depth_limits: Vec<(Descriptor, usize)>,
}

impl Fixtures {
    pub(crate) fn check() -> Fixtures {
        let mut verdicts: Vec<_> = Trap::ALL.iter().map(|&trap| (trap, trap.verdicts())).collect();
        // A list of values can fail otherwise than each alone (bitcode's serde mode panics,
        // "type changed", where a value has a field the next one skips, or where the next is
        // another variant of an untagged enum): the fixtures as lists too, to explain a failure
        // of the user's list.
        let skipped = [fixture::Skipped::set(), fixture::Skipped::new()];
        verdicts.push((Trap::SkippedField, serde_list_verdicts(&skipped)));
        let untagged = [fixture::Untagged::Text("text".into()), fixture::Untagged::Number(7)];
        verdicts.push((Trap::Untagged, serde_list_verdicts(&untagged)));
        let tagged =
            [fixture::Tagged::Square { side: 2.0 }, fixture::Tagged::Circle { radius: 1.0 }];
        verdicts.push((Trap::InternallyTagged, serde_list_verdicts(&tagged)));
        let bytes: Vec<u8> = (0..BYTES).map(|i| i as u8).collect();
        let sequence = sizes(&bytes);
        let packed = sizes(&serde_bytes::ByteBuf::from(bytes));
        let byte_sizes = sequence
            .into_iter()
            .zip(packed)
            .map(|((format, sequence), (_, packed))| (format, sequence, packed))
            .collect();
        Fixtures { verdicts, byte_sizes, depth_limits: deep(depth_limits) }
    }

    /// The deepest nesting `format` takes, where it has a limit below [`DEPTH`].
    fn depth_limit(&self, format: &Descriptor) -> Option<usize> {
        self.depth_limits.iter().find(|(other, _)| same(other, format)).map(|&(_, limit)| limit)
    }

    /// The traps that explain `format`'s failure on a value that `uses` what it uses, with
    /// `detail` the library's message.
    pub(crate) fn causes(&self, format: &Descriptor, uses: &Uses, verdict: &Verdict) -> Vec<Trap> {
        let Some(detail) = verdict.detail() else { return Vec::new() };
        let detail = &without_numbers(detail);
        let mut failed: Vec<(Trap, &Verdict)> = self
            .verdicts
            .iter()
            .filter_map(|(trap, verdicts)| {
                let (_, fixture) = verdicts.iter().find(|(other, _)| same(other, format))?;
                (!fixture.survives()).then_some((*trap, fixture))
            })
            .collect();
        // A format that cannot decode an untagged enum at all is not said to fail on the
        // human-readable form inside one: the enum is the cause.
        if failed.iter().any(|(trap, _)| *trap == Trap::Untagged) {
            failed.retain(|(trap, _)| *trap != Trap::HumanReadable);
        }
        // A message names a trap (its positions and counts aside) only if no fixture of another
        // trap gives the same message: bitcode built without debug assertions says "bitcode
        // error" to everything.
        let said =
            |fixture: &Verdict| fixture.detail().map(without_numbers).as_ref() == Some(detail);
        let named: Vec<&str> = failed
            .iter()
            .filter(|(_, fixture)| said(fixture))
            .map(|(trap, _)| trap.words())
            .collect();
        let specific = named.windows(2).all(|pair| pair[0] == pair[1]);
        let deeper = self.depth_limit(format).is_some_and(|limit| uses.depth > limit);
        failed
            .iter()
            .filter(|(trap, fixture)| {
                // A trap the value uses explains a failure of the kind its fixture meets (a value
                // that comes back different is not explained by a trap that fails decoding).
                let used = (trap.used(uses) || (*trap == Trap::Depth && deeper))
                    && std::mem::discriminant(*fixture) == std::mem::discriminant(verdict);
                used || (specific && said(fixture))
            })
            .fold(Vec::new(), |mut causes, (trap, _)| {
                // A trap with two fixtures (a value, and a list) is named once.
                if !causes.contains(trap) {
                    causes.push(*trap);
                }
                causes
            })
    }

    /// What the value meets in `format`: nesting beyond its limit (both depths), and what the
    /// value costs although it survives: its `u8`s written one at a time, where that takes more
    /// room than `serde_bytes`.
    pub(crate) fn note(
        &self,
        format: &Descriptor,
        uses: &Uses,
        verdict: &Verdict,
    ) -> Option<String> {
        let mut notes = Vec::new();
        let limit = self.depth_limit(format).filter(|_| !verdict.survives());
        if let Some(limit) = limit.filter(|&limit| uses.depth > limit) {
            notes.push(format!(
                "nested {} deep; this format reads {limit} sequences in sequences at most",
                uses.depth
            ));
        }
        let bytes = self.byte_sizes.iter().find(|(other, ..)| same(other, format));
        if let Some(&(_, sequence, packed)) = bytes.filter(|_| uses.byte_elements > 0)
            && sequence > packed + packed / 20
        {
            notes.push(format!(
                "{} `u8`s written one at a time (a `Vec<u8>` without `serde_bytes`): \
                 {BYTES} bytes take {sequence} here, {packed} through `serde_bytes`",
                uses.byte_elements
            ));
        }
        (!notes.is_empty()).then(|| notes.join("; "))
    }
}

/// A library's message without its digits: positions, depths and lengths differ between the
/// user's value and a fixture where the cause is the same.
fn without_numbers(message: &str) -> String {
    message.chars().filter(|c| !c.is_ascii_digit()).collect()
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

    #[derive(Serialize, Deserialize, PartialEq, Debug, Clone)]
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

        /// The same with the field set: written, where [`Skipped::new`] leaves it out.
        pub(super) fn set() -> Skipped {
            Skipped { maybe: Some(3), ..Skipped::new() }
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

    #[derive(Serialize, Deserialize, PartialEq, Debug, Clone)]
    #[serde(untagged)]
    pub(super) enum Untagged {
        Number(u32),
        Text(String),
    }

    #[derive(Serialize, Deserialize, PartialEq, Debug, Clone)]
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

    /// A patch whose field is absent (`None`), cleared (`Some(None)`) or set.
    #[derive(Serialize, Deserialize, PartialEq, Debug)]
    pub(super) struct Patch {
        pub(super) value: Option<Option<u32>>,
    }

    /// Sequences in sequences, as deep as asked (`[[[]]]`): one level of the probe's depth a
    /// level, and the plainest nesting for every format's recursion count.
    #[derive(Serialize, Deserialize, PartialEq, Debug)]
    #[serde(transparent)]
    pub(super) struct Deep(Vec<Deep>);

    impl Deep {
        /// `depth` sequences, one in the next: the probe's depth `depth`.
        pub(super) fn nested(depth: usize) -> Deep {
            (1..depth).fold(Deep(Vec::new()), |inner, _| Deep(vec![inner]))
        }
    }

    impl Drop for Deep {
        /// One level at a time, not by recursion: the fixture's depth is no risk to the stack of
        /// whatever drops it.
        fn drop(&mut self) {
            let mut next = std::mem::take(&mut self.0);
            while let Some(mut inner) = next.pop() {
                next.append(&mut inner.0);
            }
        }
    }

    /// [`Readable`] where serde buffers what it reads: in an untagged enum.
    #[derive(Serialize, Deserialize, PartialEq, Debug)]
    #[serde(untagged)]
    pub(super) enum Buffered {
        Readable(Readable),
    }

    /// A number written as text to a human-readable format and as an integer to a binary one,
    /// and read back by the same question, as std's addresses and the `uuid` and `time` crates'
    /// types are.
    #[derive(PartialEq, Debug)]
    pub(super) struct Readable(pub(super) u32);

    impl Serialize for Readable {
        fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            if serializer.is_human_readable() {
                serializer.serialize_str(&self.0.to_string())
            } else {
                serializer.serialize_u32(self.0)
            }
        }
    }

    impl<'de> Deserialize<'de> for Readable {
        fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            if deserializer.is_human_readable() {
                let text = String::deserialize(deserializer)?;
                text.parse().map(Readable).map_err(serde::de::Error::custom)
            } else {
                u32::deserialize(deserializer).map(Readable)
            }
        }
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

    /// `names` (`name/variant`, maybe with a figure after) without the formats this build leaves
    /// out: the tests hold with serbench's default features and without them.
    fn built<'a>(names: &[&'a str]) -> Vec<&'a str> {
        let out = |name: &str| crate::formats::NOT_BUILT.iter().any(|(f, _)| name.starts_with(f));
        names.iter().copied().filter(|name| !out(name)).collect()
    }

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
                "serde-zap/serde",
                "bitcode/serde"
            ]
        );
    }

    #[test]
    fn flatten() {
        assert_eq!(
            failing(Trap::Flatten),
            [
                "bincode/serde",
                "bincode/1.3-serde",
                "postcard/serde",
                "serde-zap/serde",
                "bitcode/serde"
            ]
        );
    }

    #[test]
    fn untagged() {
        assert_eq!(
            failing(Trap::Untagged),
            [
                "bincode/serde",
                "bincode/1.3-serde",
                "postcard/serde",
                "serde-zap/serde",
                "bitcode/serde"
            ]
        );
    }

    #[test]
    fn internally_tagged() {
        assert_eq!(
            failing(Trap::InternallyTagged),
            [
                "bincode/serde",
                "bincode/1.3-serde",
                "postcard/serde",
                "serde-zap/serde",
                "bitcode/serde"
            ]
        );
    }

    #[test]
    fn int128() {
        assert_eq!(
            failing(Trap::Int128),
            built(&["simd-json/serde", "flexon/serde", "ron/serde", "flexbuffers/serde"])
        );
    }

    #[test]
    fn integer_keys() {
        assert_eq!(failing(Trap::IntegerKeys), built(&["flexon/serde", "flexbuffers/serde"]));
    }

    #[test]
    fn compound_keys() {
        assert_eq!(
            failing(Trap::CompoundKeys),
            built(&["serde_json/serde", "simd-json/serde", "flexon/serde", "flexbuffers/serde"])
        );
    }

    #[test]
    fn nan() {
        assert_eq!(
            failing(Trap::Nan),
            built(&["serde_json/serde", "simd-json/serde", "flexon/serde"])
        );
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
            built(&["serde_json/serde", "flexon/serde", "ron/serde", "serde-saphyr/serde"])
        );
        assert_eq!(
            named(|verdict| matches!(verdict, Borrowed::Cannot(_))),
            ["simd-json/serde", "ciborium/serde"]
        );
        // The owned fixture comes back from every format.
        assert_eq!(failing(Trap::BorrowedStr), Vec::<String>::new());
    }

    #[test]
    fn any_value() {
        assert_eq!(
            failing(Trap::AnyValue),
            [
                "bincode/serde",
                "bincode/1.3-serde",
                "postcard/serde",
                "serde-zap/serde",
                "bitcode/serde"
            ]
        );
    }

    #[test]
    fn nested_option() {
        // RON writes `Some(None)`; the formats that write tags for `Option` keep it too.
        assert_eq!(
            failing(Trap::NestedOption),
            built(&[
                "serde_json/serde",
                "simd-json/serde",
                "flexon/serde",
                "rmp-serde/serde",
                "ciborium/serde",
                "cbor4ii/serde",
                "serde-saphyr/serde",
                "flexbuffers/serde"
            ])
        );
    }

    #[test]
    fn depth() {
        assert_eq!(
            failing(Trap::Depth),
            built(&[
                "serde_json/serde",
                "simd-json/serde",
                "rmp-serde/serde",
                "ciborium/serde",
                "cbor4ii/serde",
                "ron/serde",
                "serde-saphyr/serde"
            ])
        );
        let limits: Vec<String> = deep(depth_limits)
            .iter()
            .map(|(format, limit)| format!("{}/{} {limit}", format.name, format.variant))
            .collect();
        // serde_json and rmp-serde count the outermost sequence too; RON two a level.
        assert_eq!(
            limits,
            built(&[
                "serde_json/serde 127",
                "simd-json/serde 1024",
                "rmp-serde/serde 1023",
                "ciborium/serde 256",
                "cbor4ii/serde 256",
                "ron/serde 64",
                "serde-saphyr/serde 64"
            ])
        );
    }

    #[test]
    fn human_readable() {
        // The formats that cannot decode an untagged enum at all, and the three binary formats
        // that can, but meet the buffer's answer.
        assert_eq!(
            failing(Trap::HumanReadable),
            [
                "bincode/serde",
                "bincode/1.3-serde",
                "rmp-serde/serde",
                "postcard/serde",
                "serde-zap/serde",
                "ciborium/serde",
                "cbor4ii/serde",
                "flexbuffers/serde",
                "bitcode/serde"
            ]
        );
    }

    #[test]
    fn negative_zero() {
        // Every serde format here writes `-0.0` and reads it back: held so that one that stops
        // doing so shows.
        assert_eq!(failing(Trap::NegativeZero), Vec::<String>::new());
    }
}
