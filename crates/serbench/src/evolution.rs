//! Schema evolution on a user's own change of a type: for every serde format, does new code read
//! the bytes old code wrote (backward), and old code the bytes new code writes (forward)? Each
//! direction is run through the library: the values encoded as one version and decoded as the
//! other, and what comes back compared with what the user says the reader should see.
//!
//! The dangerous answer is not an error: a format that writes fields by position can decode
//! yesterday's bytes into today's type and return other values ([`Evolved::Corrupts`]).

use std::fmt::{self, Debug};

use format_api::{Codec, Descriptor};
use serde::{Serialize, de::DeserializeOwned};

use crate::{
    Checked,
    formats::{EachFormatPair, serde_format_pairs},
    isolate::isolated,
    native::native_format_pairs,
    verdict::{difference, one_line, quietly},
};

/// What one format does with one direction of a change: the worst of what its values did, in
/// the order of [`Evolved::severity`] (corrupts, aborts, panics, cannot encode, rejects, then the
/// right answers).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Evolved {
    /// Every value decoded as the reader should see it.
    Reads,
    /// Every value the reader can hold decoded as it should, and each it cannot hold (a field it
    /// requires and the bytes lack) decoded as the value the format's rules give an absent field:
    /// the rule, and the value it gave.
    ReadsDefault(String),
    /// Every value the reader can hold decoded as it should, and each it cannot hold (a variant
    /// it does not know, a number too wide, a field it requires and the bytes lack) was refused:
    /// the library's error on the first. Rejecting these is the right answer.
    RightlyRejects(String),
    /// The library refused a value the reader can hold, with its error: nothing was read wrong,
    /// but data written by the other version cannot be read.
    Rejects(String),
    /// A value decoded to something else than the reader should see, without an error: what was
    /// read and what should have been (their `Debug` renderings, or the window around their first
    /// difference where they are long). Silent data loss.
    Corrupts(String),
    /// The library panicked on the other version's bytes, with this message.
    Panics(String),
    /// Reading the other version's bytes ended the process that read them (a failed allocation
    /// of a length misread, a signal) or never finished: the signal and the first line the process wrote on stderr,
    /// or how long it was given. Measured in a child process (on Unix), so that the check goes on.
    Aborts(String),
    /// A value of the writing version does not encode in this format at all (the survival table
    /// says why): the change cannot be made in it.
    Cannot(String),
}

impl Evolved {
    /// The verdict in a word or two, for the table.
    pub fn label(&self) -> &'static str {
        match self {
            Evolved::Reads => "reads",
            Evolved::ReadsDefault(_) => "reads default",
            Evolved::RightlyRejects(_) => "rightly rejects",
            Evolved::Rejects(_) => "rejects",
            Evolved::Corrupts(_) => "CORRUPTS",
            Evolved::Panics(_) => "panics",
            Evolved::Aborts(_) => "aborts",
            Evolved::Cannot(_) => "cannot encode",
        }
    }

    /// The library's message, the rule, or the difference, naming the value it is about.
    pub fn detail(&self) -> Option<&str> {
        match self {
            Evolved::Reads => None,
            Evolved::ReadsDefault(detail)
            | Evolved::RightlyRejects(detail)
            | Evolved::Rejects(detail)
            | Evolved::Corrupts(detail)
            | Evolved::Panics(detail)
            | Evolved::Aborts(detail)
            | Evolved::Cannot(detail) => Some(detail),
        }
    }

    /// How bad the verdict is, from the right answers up: a cell is its worst value's. A value
    /// read wrong without an error is the worst of all, since nothing tells the reader; a crash
    /// is next (an abort, which nothing catches, above a panic); then a value the writer cannot
    /// encode (the change cannot be made in this format); then an error where the value could
    /// have been read.
    pub fn severity(&self) -> u8 {
        match self {
            Evolved::Reads => 0,
            Evolved::ReadsDefault(_) => 1,
            Evolved::RightlyRejects(_) => 2,
            Evolved::Rejects(_) => 3,
            Evolved::Cannot(_) => 4,
            Evolved::Panics(_) => 5,
            Evolved::Aborts(_) => 6,
            Evolved::Corrupts(_) => 7,
        }
    }

    /// The same verdict with its detail prefixed by `prefix` (which value it is about).
    fn about(self, prefix: &str) -> Evolved {
        let with = |detail: String| format!("{prefix}: {detail}");
        match self {
            Evolved::Reads => Evolved::Reads,
            Evolved::ReadsDefault(detail) => Evolved::ReadsDefault(with(detail)),
            Evolved::RightlyRejects(detail) => Evolved::RightlyRejects(with(detail)),
            Evolved::Rejects(detail) => Evolved::Rejects(with(detail)),
            Evolved::Corrupts(detail) => Evolved::Corrupts(with(detail)),
            Evolved::Panics(detail) => Evolved::Panics(with(detail)),
            Evolved::Aborts(detail) => Evolved::Aborts(with(detail)),
            Evolved::Cannot(detail) => Evolved::Cannot(with(detail)),
        }
    }
}

/// What a reader should make of one value the other version wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Expected<B> {
    /// This value.
    Value(B),
    /// Nothing: the reader cannot hold the value (a variant it does not know, a number too wide,
    /// a field it requires and the bytes lack), and only a rejection is right.
    Rejection,
    /// The reader cannot hold the value, but the format's rules give an absent field a default
    /// ([`Evolved::ReadsDefault`]): `value` is what those rules read, `rule` says which. A
    /// rejection is right too.
    Default { value: B, rule: &'static str },
}

impl<B> From<Option<B>> for Expected<B> {
    /// `Some(value)`: that value; `None`: only a rejection is right.
    fn from(expected: Option<B>) -> Self {
        expected.map_or(Expected::Rejection, Expected::Value)
    }
}

/// One format's verdicts on a change.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct EvolutionRow {
    pub format: Descriptor,
    /// New code reading the bytes old code wrote.
    pub backward: Evolved,
    /// Old code reading the bytes new code writes, where the change says what old code should
    /// see ([`evolution_both_ways`]).
    pub forward: Option<Evolved>,
}

impl EvolutionRow {
    /// One format's verdicts: new code reading old bytes, and old code reading new ones.
    pub fn new(format: Descriptor, backward: Evolved, forward: Option<Evolved>) -> Self {
        EvolutionRow { format, backward, forward }
    }
}

/// Every serde format's verdicts on a change of a type.
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub struct Evolution {
    pub rows: Vec<EvolutionRow>,
}

/// On Unix, each read of the other version's bytes runs in a forked child of the calling
/// process (one at a time), so that a library that aborts or loops is a verdict
/// ([`Evolved::Aborts`]).
///
/// New code reading old bytes, in every serde format and every native one turned on: each of
/// `old` encoded as `Old`, decoded as `New`, and compared with `upgrade(old)`, what new code
/// should see (the old fields, and what the new type defaults to for the rest). Each value is
/// its own message and is judged on its own; a format's verdict is its worst value's.
pub fn evolution<Old: Checked, New: Checked>(
    old: &[Old],
    upgrade: impl Fn(&Old) -> New,
) -> Evolution {
    let expected: Vec<Expected<New>> =
        old.iter().map(|old| Expected::Value(upgrade(old))).collect();
    Evolution { rows: read_as::<Old, New>(old, &expected) }
}

/// Every format's verdict on `written` (as `A`) read as `B`, against `expected`.
fn read_as<A: Checked, B: Checked>(written: &[A], expected: &[Expected<B>]) -> Vec<EvolutionRow> {
    let mut each = Backward { old: written, expected, rows: serde_read_as(written, expected) };
    native_format_pairs::<A, B, _>(&mut each);
    each.rows
}

/// [`read_as`] in the serde formats alone (types without the native derives: the tests').
fn serde_read_as<A, B>(written: &[A], expected: &[Expected<B>]) -> Vec<EvolutionRow>
where
    A: Serialize + DeserializeOwned + Debug,
    B: Serialize + DeserializeOwned + PartialEq + Debug,
{
    let mut each = Backward { old: written, expected, rows: Vec::new() };
    serde_format_pairs::<A, B, _>(&mut each);
    each.rows
}

/// [`evolution`] in both directions: also old code reading the bytes new code writes, each of
/// `new` encoded as `New`, decoded as `Old` and compared with `downgrade(new)`, what old code
/// should see (the fields it knows), or `None` where old code cannot represent the value (a
/// variant it does not know, a number too wide, a field it requires and the bytes lack): there
/// only a rejection is right ([`Evolved::RightlyRejects`]), and a value read is
/// [`Evolved::Corrupts`].
pub fn evolution_both_ways<Old: Checked, New: Checked>(
    old: &[Old],
    upgrade: impl Fn(&Old) -> New,
    new: &[New],
    downgrade: impl Fn(&New) -> Option<Old>,
) -> Evolution {
    let mut evolution = evolution(old, upgrade);
    let expected: Vec<Expected<Old>> = new.iter().map(|new| downgrade(new).into()).collect();
    for (row, forward) in evolution.rows.iter_mut().zip(read_as::<New, Old>(new, &expected)) {
        row.forward = Some(forward.backward);
    }
    evolution
}

/// Writes `old` as `A`, reads each as `B`, and compares with `expected`, in each format.
struct Backward<'a, A, B> {
    old: &'a [A],
    expected: &'a [Expected<B>],
    rows: Vec<EvolutionRow>,
}

impl<A: Debug, B: PartialEq + Debug> EachFormatPair<A, B> for Backward<'_, A, B> {
    fn format<F: Codec<A> + Codec<B>>(&mut self) {
        let backward = evolved::<F, A, B>(self.old, self.expected);
        self.rows.push(EvolutionRow { format: F::DESCRIPTOR, backward, forward: None });
    }
}

/// Each of `written` encoded as `A` and decoded as `B` with format `F`, against `expected`:
/// every value is its own message and is judged on its own, and the verdict is the worst
/// value's ([`Evolved::severity`]; the first of equals), its detail naming the value. One
/// format's cell of [`evolution`], for a format serbench does not walk itself (the workbench's
/// evolution matrix calls it with each native and schema format crate).
pub fn evolved<F, A, B>(written: &[A], expected: &[Expected<B>]) -> Evolved
where
    F: Codec<A> + Codec<B>,
    A: Debug,
    B: PartialEq + Debug,
{
    let mut format = F::default();
    let mut out = Vec::new();
    assert_eq!(written.len(), expected.len(), "a reader's expectation for every value written");
    let mut worst = Evolved::Reads;
    for (index, (value, expected)) in written.iter().zip(expected).enumerate() {
        let named = |verdict: Evolved| verdict.about(&value_name(index, written.len(), value));
        let encoded =
            quietly(|| <F as Codec<A>>::encode(&mut format, value, &mut out).map(<[u8]>::to_vec));
        let verdict = match encoded {
            Ok(Ok(bytes)) => {
                // The other version's bytes can make a library abort or loop: read where that
                // cannot end this process (`isolate.rs`).
                let read = isolated(|| to_wire(&read_one::<F, B>(&mut format, &bytes, expected)));
                match read {
                    Ok(answer) => from_wire(&answer),
                    Err(reason) => Evolved::Aborts(reason),
                }
            }
            Ok(Err(error)) => Evolved::Cannot(one_line(&error)),
            Err(message) => Evolved::Cannot(format!("panics: {message}")),
        };
        if verdict.severity() > worst.severity() {
            worst = named(verdict);
        }
    }
    worst
}

/// Which value a detail is about: its place among the values and the start of its `Debug`.
fn value_name(index: usize, count: usize, value: &impl Debug) -> String {
    let rendered = format!("{value:?}");
    let mut shown: String = rendered.chars().take(60).collect();
    if shown.len() < rendered.len() {
        shown.push('…');
    }
    format!("value {} of {count}, `{shown}`", index + 1)
}

/// One value's verdict through the child's pipe: a tag, then the detail.
fn to_wire(verdict: &Evolved) -> String {
    let tag = match verdict {
        Evolved::Reads => 'E',
        Evolved::ReadsDefault(_) => 'D',
        Evolved::RightlyRejects(_) => 'F',
        Evolved::Rejects(_) => 'R',
        Evolved::Corrupts(_) => 'C',
        Evolved::Panics(_) => 'P',
        Evolved::Aborts(_) => 'A',
        Evolved::Cannot(_) => 'N',
    };
    format!("{tag}{}", verdict.detail().unwrap_or(""))
}

fn from_wire(answer: &str) -> Evolved {
    let mut chars = answer.chars();
    let tag = chars.next();
    let rest = chars.as_str().to_string();
    match tag {
        Some('E') => Evolved::Reads,
        Some('D') => Evolved::ReadsDefault(rest),
        Some('F') => Evolved::RightlyRejects(rest),
        Some('R') => Evolved::Rejects(rest),
        Some('C') => Evolved::Corrupts(rest),
        Some('P') => Evolved::Panics(rest),
        Some('A') => Evolved::Aborts(rest),
        Some('N') => Evolved::Cannot(rest),
        _ => Evolved::Aborts(format!("an answer not understood: {answer}")),
    }
}

/// Decodes `bytes` as `B` and judges what came back against `expected`.
fn read_one<F: Codec<B>, B: PartialEq + Debug>(
    format: &mut F,
    bytes: &[u8],
    expected: &Expected<B>,
) -> Evolved {
    let decoded: B = match quietly(|| format.decode(bytes)) {
        Ok(Ok(decoded)) => decoded,
        Ok(Err(error)) => {
            return match expected {
                Expected::Value(_) => Evolved::Rejects(one_line(&error)),
                Expected::Rejection | Expected::Default { .. } => {
                    Evolved::RightlyRejects(one_line(&error))
                }
            };
        }
        Err(message) => {
            return Evolved::Panics(message.split_whitespace().collect::<Vec<_>>().join(" "));
        }
    };
    let read_where = |right: &str| {
        let read = format!("{decoded:?}");
        let read: String = read.chars().take(48).collect();
        Evolved::Corrupts(format!("read `{read}…` where only {right} is right"))
    };
    match expected {
        Expected::Value(expected) => match difference(expected, &decoded) {
            None => Evolved::Reads,
            Some(window) => Evolved::Corrupts(misread(expected, &decoded, window)),
        },
        Expected::Rejection => read_where("a rejection"),
        Expected::Default { value, rule } => match difference(value, &decoded) {
            None => Evolved::ReadsDefault(format!("{rule}: read `{decoded:?}`")),
            Some(_) => read_where("a rejection or the rule's default"),
        },
    }
}

/// What a value read wrong says: what was read and what should have been, whole where both are
/// short, else the window around their first difference.
fn misread<B: Debug>(expected: &B, decoded: &B, window: String) -> String {
    const WHOLE: usize = 80;
    let (read, should) = (format!("{decoded:?}"), format!("{expected:?}"));
    if read.chars().count() <= WHOLE && should.chars().count() <= WHOLE {
        format!("read `{read}`, not `{should}`")
    } else {
        window
    }
}

/// The table a bench target prints after its survival table ([`crate::main!`]'s `evolved_from`
/// and `evolved_both_ways`): which change, which directions, then a format a line.
pub(crate) fn table<Old, New>(evolution: &Evolution, both_ways: bool) -> String {
    // The path within its crate: `v1::Event` beside `Event`.
    let name = |full: &'static str| full.split_once("::").map_or(full, |(_, path)| path);
    let (old, new) = (name(std::any::type_name::<Old>()), name(std::any::type_name::<New>()));
    let directions = if both_ways {
        format!("new code reading what {old} wrote, and old code reading what {new} writes")
    } else {
        format!("new code reading what {old} wrote")
    };
    format!("\nschema evolution, {old} to {new}: {directions}\n{evolution}")
}

impl fmt::Display for Evolution {
    /// The table: a format a line, new code reading old bytes, then old code reading new ones,
    /// each with the library's message or the difference.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |row: &EvolutionRow| format!("{}/{}", row.format.name, row.format.variant);
        let width = self.rows.iter().map(|row| name(row).len()).max().unwrap_or(0);
        let said = |evolved: &Evolved| match evolved.detail() {
            Some(detail) => format!("{} ({detail})", evolved.label()),
            None => evolved.label().to_string(),
        };
        for row in &self.rows {
            let mut line = format!("{:width$}  new reads old: {}", name(row), said(&row.backward));
            if let Some(forward) = &row.forward {
                line.push_str(&format!(" | old reads new: {}", said(forward)));
            }
            writeln!(f, "{}", line.trim_end())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};

    use super::*;

    #[derive(Serialize, Deserialize, PartialEq, Debug, Clone)]
    struct ReadingV1 {
        sensor: u32,
        celsius: f64,
    }

    /// A field added at the end, with a default for what old bytes lack.
    #[derive(Serialize, Deserialize, PartialEq, Debug, Clone)]
    struct ReadingV2 {
        sensor: u32,
        celsius: f64,
        #[serde(default)]
        unit: String,
    }

    fn verdicts(evolution: &Evolution) -> Vec<(String, &'static str, &'static str)> {
        let rows = evolution.rows.iter();
        rows.map(|row| {
            let forward = row.forward.as_ref().map_or("-", Evolved::label);
            (format!("{}/{}", row.format.name, row.format.variant), row.backward.label(), forward)
        })
        .collect()
    }

    /// Two readings in a list: a positional decoder that reads one field too many takes the next
    /// reading's first bytes (the research notes' "nested" case).
    #[test]
    fn a_field_added_at_the_end_of_listed_structs() {
        let old =
            vec![ReadingV1 { sensor: 7, celsius: -3.5 }, ReadingV1 { sensor: 8, celsius: 21.0 }];
        let upgrade = |old: &ReadingV1| ReadingV2 {
            sensor: old.sensor,
            celsius: old.celsius,
            unit: String::new(),
        };
        let new: Vec<ReadingV2> =
            old.iter().map(|old| ReadingV2 { unit: "C".into(), ..upgrade(old) }).collect();
        let downgrade = |new: &ReadingV2| ReadingV1 { sensor: new.sensor, celsius: new.celsius };
        // The serde formats alone: the workspace may build serbench with native features on,
        // and these types derive serde only.
        let upgraded: Vec<ReadingV2> = old.iter().map(upgrade).collect();
        let downgraded: Vec<ReadingV1> = new.iter().map(downgrade).collect();
        let mut rows = serde_read_as(std::slice::from_ref(&old), &[Expected::Value(upgraded)]);
        let forward = serde_read_as(std::slice::from_ref(&new), &[Expected::Value(downgraded)]);
        for (row, forward) in rows.iter_mut().zip(forward) {
            row.forward = Some(forward.backward);
        }
        let evolution = Evolution { rows };
        let table = evolution.to_string();
        // Measured, and held: a library release that changes a verdict shows here.
        // Names on the wire (JSON, CBOR, RON, YAML, FlexBuffers): new code defaults the missing
        // field, old code skips the unknown one. MessagePack writes structs as arrays: a short
        // array takes the default, a long one is refused. The positional formats refuse old
        // bytes (one field short at the end), but old code reads new bytes into the wrong
        // fields: the new field's bytes become the next reading's. bitcode refuses both.
        let expected = [
            ("serde_json/serde", "reads", "reads"),
            ("simd-json/serde", "reads", "reads"),
            ("flexon/serde", "reads", "reads"),
            ("bincode/serde", "rejects", "CORRUPTS"),
            ("bincode/1.3-serde", "rejects", "CORRUPTS"),
            ("rmp-serde/serde", "reads", "rejects"),
            ("postcard/serde", "rejects", "CORRUPTS"),
            ("serde-zap/serde", "rejects", "CORRUPTS"),
            ("ciborium/serde", "reads", "reads"),
            ("cbor4ii/serde", "reads", "reads"),
            ("ron/serde", "reads", "reads"),
            ("serde-saphyr/serde", "reads", "reads"),
            ("flexbuffers/serde", "reads", "reads"),
            ("bitcode/serde", "rejects", "rejects"),
        ];
        let built = crate::formats::NOT_BUILT;
        let expected: Vec<(String, &str, &str)> = expected
            .into_iter()
            .filter(|(name, _, _)| !built.iter().any(|(format, _)| format == name))
            .map(|(name, backward, forward)| (name.to_string(), backward, forward))
            .collect();
        assert_eq!(verdicts(&evolution), expected, "{table}");
        // A corrupting row names the first difference.
        let postcard = evolution.rows.iter().find(|row| row.format.name == "postcard");
        let forward = postcard.and_then(|row| row.forward.as_ref()).and_then(Evolved::detail);
        assert!(forward.is_some_and(|detail| detail.contains("sensor: 8")), "{table}");
    }
}
