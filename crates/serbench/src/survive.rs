//! "Does my type survive this format?": each serde format encodes and decodes the user's values,
//! and a row says whether they came back equal, or the library's error, or the first difference,
//! with the cause in words when it is one of the known traps (`traps.rs`). A format that fails is
//! a row with its reason, never a crash and never a number.

use std::{
    any::Any,
    fmt::{self, Debug},
    marker::PhantomData,
    panic::{self, AssertUnwindSafe},
};

use format_api::{BorrowDecode, Codec, Descriptor};
use serde::{Serialize, de::DeserializeOwned};

use crate::{
    formats::{EachBorrowing, EachFormat, borrowing_formats, serde_formats},
    measure::{Carried, Measured, Twin, Values},
    native::{EachNative, Natives, native_formats},
    probe::{Uses, probe},
    traps::{Fixtures, Trap},
};

/// What the bounds of a type every format can be checked on come to: serialize, decode owned,
/// and compare (`PartialEq`, and `Debug`, which also tells `-0.0` from `0.0` and sees NaN equal to
/// itself), and the derives of each native format turned on ([`Natives`]).
#[diagnostic::on_unimplemented(
    message = "serbench cannot check `{Self}`: it lacks a trait the help below names",
    label = "needs serde's `Serialize` and `Deserialize`, `PartialEq`, `Debug`, and the derives of every native format turned on in serbench's features",
    note = "a native format's trait (bitcode's `Encode`, rkyv's `Archive`, ...) comes from its derive on `{Self}`, or turn that feature of serbench off"
)]
pub trait Checked: Serialize + DeserializeOwned + PartialEq + Debug + Natives {}

impl<T: Serialize + DeserializeOwned + PartialEq + Debug + Natives> Checked for T {}

/// What became of the user's values in one format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every value decoded equal to the one encoded.
    RoundTrips,
    /// A value decoded to something else: the first difference of their `Debug` renderings.
    Differs(String),
    /// The library's error on encoding a value.
    EncodeFails(String),
    /// The library's error on decoding what it encoded.
    DecodeFails(String),
    /// The library panicked, with this message.
    Panics(String),
}

impl Verdict {
    /// Whether the values came back equal.
    pub fn survives(&self) -> bool {
        *self == Verdict::RoundTrips
    }

    /// The verdict in a word or two, for the table.
    pub fn label(&self) -> &'static str {
        match self {
            Verdict::RoundTrips => "round-trips",
            Verdict::Differs(_) => "comes back different",
            Verdict::EncodeFails(_) => "encode fails",
            Verdict::DecodeFails(_) => "decode fails",
            Verdict::Panics(_) => "panics",
        }
    }

    /// The library's message, or the difference.
    pub fn detail(&self) -> Option<&str> {
        match self {
            Verdict::RoundTrips => None,
            Verdict::Differs(detail)
            | Verdict::EncodeFails(detail)
            | Verdict::DecodeFails(detail)
            | Verdict::Panics(detail) => Some(detail),
        }
    }
}

/// One format's row of the table.
#[derive(Clone, Debug)]
pub struct Row {
    pub format: Descriptor,
    pub verdict: Verdict,
    /// The known traps that explain a failure: the value uses the trap and the format fails the
    /// trap's own fixture, or the format's error here is the one it gives on that fixture.
    pub causes: Vec<Trap>,
    /// What the value costs in this format although it survives: bytes written one at a time.
    pub note: Option<String>,
    /// Decoding into the type's borrowed twin, where the user gave one ([`survival_borrowed`]).
    pub borrowed: Option<BorrowedRow>,
}

/// What became of the values decoded into their borrowed twin in one format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Borrowed {
    /// The twin decoded, equal to the values.
    Borrows,
    /// The library's error (or the difference, or a panic's message).
    Fails(String),
    /// The format has no borrowing decoder, and why.
    Cannot(&'static str),
}

/// One format's borrowed decode, and the known traps that explain a failure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BorrowedRow {
    pub verdict: Borrowed,
    pub causes: Vec<Trap>,
}

/// The trap table: every serde format on the user's values.
#[derive(Clone, Debug)]
pub struct Survival {
    /// What the values' serialization uses of serde's data model.
    pub uses: Uses,
    pub rows: Vec<Row>,
}

/// Checks every serde format on `values`: encode, decode, compare, and for a failure, the known
/// traps that explain it.
pub fn survival<T: Checked>(values: &[T]) -> Survival {
    let uses = values.iter().fold(Uses::default(), |all, value| all.or(probe(value)));
    let fixtures = Fixtures::check();
    let rows = verdicts(values)
        .into_iter()
        .map(|(format, verdict)| {
            let causes = match verdict.detail() {
                Some(detail) if !verdict.survives() => fixtures.causes(&format, &uses, detail),
                _ => Vec::new(),
            };
            let note = fixtures.note(&format, &uses);
            Row { format, verdict, causes, note, borrowed: None }
        })
        .collect();
    Survival { uses, rows }
}

/// [`survival`], and each format's decode of `values` into their borrowed twin ([`Twin`]): it
/// borrows, fails (with the cause in words where the format fails the borrowed-`&str` trap's
/// fixture too), or the format cannot borrow at all.
pub fn survival_borrowed<T: Measured, W: Twin<T>>(values: &[T]) -> Survival {
    let mut survival = survival(values);
    let fixture = crate::traps::borrowed_str();
    for (row, (format, verdict)) in survival.rows.iter_mut().zip(borrowed_verdicts::<T, W>(values))
    {
        debug_assert_eq!((row.format.name, row.format.variant), (format.name, format.variant));
        let trapped = fixture.iter().any(|(other, verdict)| {
            (other.name, other.variant) == (format.name, format.variant)
                && matches!(verdict, Borrowed::Fails(_))
        });
        let causes = match verdict {
            Borrowed::Fails(_) if trapped => vec![Trap::BorrowedStr],
            _ => Vec::new(),
        };
        row.borrowed = Some(BorrowedRow { verdict, causes });
    }
    // The native formats, after the serde ones: the twin derives serde's traits, not theirs.
    for row in survival.rows.iter_mut().filter(|row| row.borrowed.is_none()) {
        let verdict = Borrowed::Cannot(crate::native::NO_TWIN);
        row.borrowed = Some(BorrowedRow { verdict, causes: Vec::new() });
    }
    survival
}

/// Every serde format's decode of `values`, encoded as one sequence as the measured data set is,
/// into their borrowed twin.
pub(crate) fn borrowed_verdicts<T: Carried, W: Twin<T>>(
    values: &[T],
) -> Vec<(Descriptor, Borrowed)> {
    struct Each<'a, T, W>(&'a [T], Vec<(Descriptor, Borrowed)>, PhantomData<W>);
    impl<T: Carried, W: Twin<T>> EachBorrowing<Values<T, W>> for Each<'_, T, W> {
        fn borrows<F: BorrowDecode<Values<T, W>>>(&mut self) {
            self.1.push((F::DESCRIPTOR, borrowed::<F, T, W>(self.0)));
        }
        fn cannot<F: Codec<Values<T, W>>>(&mut self, reason: &'static str) {
            self.1.push((F::DESCRIPTOR, Borrowed::Cannot(reason)));
        }
    }
    let mut each = Each(values, Vec::new(), PhantomData);
    borrowing_formats::<Values<T, W>, _>(&mut each);
    each.1
}

/// Encodes `values` with format `F` and decodes them into their twin.
fn borrowed<F, T, W>(values: &[T]) -> Borrowed
where
    F: BorrowDecode<Values<T, W>>,
    T: Carried,
    W: Twin<T>,
{
    let mut format = F::default();
    let mut out = Vec::new();
    let values = Values::<T, W>::new(values.to_vec());
    let encoded = match quietly(|| format.encode(&values, &mut out).map(<[u8]>::to_vec)) {
        Ok(Ok(bytes)) => bytes,
        Ok(Err(error)) => return Borrowed::Fails(format!("encode: {}", one_line(&error))),
        Err(message) => return Borrowed::Fails(message),
    };
    match quietly(|| format.decode_borrowed(&encoded).map(|twin| format!("{twin:?}"))) {
        // Both renderings without type names (`Values`' and `Twins`' `Debug`).
        Ok(Ok(twin)) if twin == format!("{values:?}") => Borrowed::Borrows,
        Ok(Ok(_)) => Borrowed::Fails("the twin differs from the values".into()),
        Ok(Err(error)) => Borrowed::Fails(one_line(&error)),
        Err(message) => Borrowed::Fails(message),
    }
}

/// A `Debug` rendering without the names before `{` and `(`: a twin is held to its original by
/// their renderings, field names and values, whatever the twin's type is called (`EventRef` for
/// `Event`). A variant with data, and a word before a bracket in a string, lose theirs too, on
/// both sides alike.
pub(crate) fn unnamed(rendering: &str) -> String {
    let mut out = String::with_capacity(rendering.len());
    let mut rest = rendering;
    while let Some(c) = rest.chars().next() {
        if c.is_alphabetic() || c == '_' {
            let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
            let after = rest[end..].trim_start_matches(' ');
            if after.starts_with('{') || after.starts_with('(') {
                rest = after;
            } else {
                out.push_str(&rest[..end]);
                rest = &rest[end..];
            }
        } else {
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

/// Every format's verdict on `values`, in table order: the serde formats, then the native ones
/// turned on.
pub(crate) fn verdicts<T: Checked>(values: &[T]) -> Vec<(Descriptor, Verdict)> {
    let mut verdicts = Verdicts { values, rows: serde_verdicts(values) };
    native_formats::<T, _>(&mut verdicts);
    verdicts.rows
}

/// Every serde format's verdict on `values` (a trap's fixture, which has no native derive).
pub(crate) fn serde_verdicts<T>(values: &[T]) -> Vec<(Descriptor, Verdict)>
where
    T: Serialize + DeserializeOwned + PartialEq + Debug,
{
    let mut verdicts = Verdicts { values, rows: Vec::new() };
    serde_formats::<T, _>(&mut verdicts);
    verdicts.rows
}

struct Verdicts<'a, T> {
    values: &'a [T],
    rows: Vec<(Descriptor, Verdict)>,
}

impl<T: PartialEq + Debug> EachFormat<T> for Verdicts<'_, T> {
    fn format<F: Codec<T>>(&mut self) {
        self.rows.push((F::DESCRIPTOR, verdict::<F, T>(self.values)));
    }
}

impl<T: PartialEq + Debug> EachNative<T> for Verdicts<'_, T> {
    fn native<F: Codec<T> + Codec<Vec<T>>>(&mut self) {
        self.format::<F>();
    }
}

/// Encodes and decodes each of `values` with format `F`; the first failure is the verdict.
pub(crate) fn verdict<F: Codec<T>, T: PartialEq + Debug>(values: &[T]) -> Verdict {
    let mut format = F::default();
    let mut out = Vec::new();
    for value in values {
        let encoded = match quietly(|| format.encode(value, &mut out).map(<[u8]>::to_vec)) {
            Ok(Ok(bytes)) => bytes,
            Ok(Err(error)) => return Verdict::EncodeFails(one_line(&error)),
            Err(message) => return Verdict::Panics(message),
        };
        let decoded = match quietly(|| format.decode(&encoded)) {
            Ok(Ok(decoded)) => decoded,
            Ok(Err(error)) => return Verdict::DecodeFails(one_line(&error)),
            Err(message) => return Verdict::Panics(message),
        };
        if let Some(difference) = difference(value, &decoded) {
            return Verdict::Differs(difference);
        }
    }
    Verdict::RoundTrips
}

/// Where `decoded` differs from `original`, or `None` if it is the same value: equal `Debug`
/// renderings (which tell `-0.0` from `0.0`, and show NaN as NaN), and equal by `PartialEq` unless
/// the original is not equal to itself (a NaN inside).
fn difference<T: PartialEq + Debug>(original: &T, decoded: &T) -> Option<String> {
    let (was, is) = (format!("{original:?}"), format!("{decoded:?}"));
    if was == is {
        #[allow(clippy::eq_op)] // NaN: a value not equal to itself is compared by `Debug` alone.
        let reflexive = original == original;
        return (reflexive && original != decoded)
            .then(|| "equal `Debug` renderings, but not equal by `PartialEq`".to_string());
    }
    let at = was.chars().zip(is.chars()).take_while(|(a, b)| a == b).count();
    let around = |text: &str| -> String {
        let start = at.saturating_sub(24);
        text.chars().skip(start).take(48).collect()
    };
    Some(format!("was `…{}…`, is `…{}…`", around(&was), around(&is)))
}

/// Runs `f`, turning a panic into its message, without the panic hook's report on stderr.
///
/// The process's panic hook is swapped once, for one that passes every panic on to the hook it
/// replaced unless the panicking thread is inside `quietly`: swapping it around each call (take,
/// set, restore) raced between threads, and could leave the silent hook installed for good.
pub(crate) fn quietly<R>(f: impl FnOnce() -> R) -> Result<R, String> {
    thread_local! {
        static QUIET: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
    }
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if QUIET.with(std::cell::Cell::get) == 0 {
                previous(info);
            }
        }));
    });
    QUIET.with(|quiet| quiet.set(quiet.get() + 1));
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    QUIET.with(|quiet| quiet.set(quiet.get() - 1));
    result.map_err(|payload| panic_message(&*payload))
}

fn panic_message(payload: &(dyn Any + Send)) -> String {
    if let Some(message) = payload.downcast_ref::<&str>() {
        (*message).to_string()
    } else if let Some(message) = payload.downcast_ref::<String>() {
        message.clone()
    } else {
        "a panic without a message".to_string()
    }
}

/// An error and its sources on one line.
fn one_line(error: &(dyn std::error::Error + 'static)) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        let next = cause.to_string();
        if !text.contains(&next) {
            text = format!("{text}: {next}");
        }
        source = cause.source();
    }
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl fmt::Display for Survival {
    /// The table: a format a line, its verdict, and why (the traps that explain it by number,
    /// then the library's own message, or what the value costs there), and under it each trap
    /// the rows name, in words, once.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |row: &Row| format!("{}/{}", row.format.name, row.format.variant);
        let width = self.rows.iter().map(|row| name(row).len()).max().unwrap_or(0);
        // Traps numbered as the rows first name them; two that a format's error does not tell
        // apart share their words, and so their number.
        let mut legend: Vec<&str> = Vec::new();
        let mut cite = |trap: &Trap| match legend.iter().position(|words| *words == trap.words()) {
            Some(index) => index + 1,
            None => {
                legend.push(trap.words());
                legend.len()
            }
        };
        let mut lines = Vec::new();
        for row in &self.rows {
            let mut why = Vec::new();
            for trap in &row.causes {
                let cited = format!("[{}]", cite(trap));
                if !why.contains(&cited) {
                    why.push(cited);
                }
            }
            // The library's message and the cost note, after the numbers.
            let mut said: Vec<String> =
                row.verdict.detail().map(|detail| format!("\"{detail}\"")).into_iter().collect();
            said.extend(row.note.clone());
            if !said.is_empty() {
                why.push(said.join("; "));
            }
            // The borrowed decode, where the owned one works (where it fails, so does this).
            if let Some(borrowed) = row.borrowed.as_ref().filter(|_| row.verdict.survives()) {
                let mut said = vec!["| borrowed:".to_string()];
                match &borrowed.verdict {
                    Borrowed::Borrows => said.push("borrows".into()),
                    Borrowed::Fails(error) => {
                        said.push("fails".into());
                        said.extend(borrowed.causes.iter().map(|trap| format!("[{}]", cite(trap))));
                        said.push(format!("\"{error}\""));
                    }
                    Borrowed::Cannot(reason) => said.push(format!("cannot ({reason})")),
                }
                why.push(said.join(" "));
            }
            let line =
                format!("{:width$}  {:20}  {}", name(row), row.verdict.label(), why.join(" "));
            lines.push(line.trim_end().to_string());
        }
        for line in lines {
            writeln!(f, "{line}")?;
        }
        for (index, words) in legend.iter().enumerate() {
            writeln!(f, "[{}] {words}", index + 1)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_difference_shows_where() {
        assert_eq!(difference(&vec![1.0_f64], &vec![1.0]), None);
        assert_eq!(difference(&f64::NAN, &f64::NAN), None);
        let zero = difference(&-0.0_f64, &0.0).expect("-0.0 is not 0.0");
        assert_eq!(zero, "was `…-0.0…`, is `…0.0…`");
    }

    #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
    struct Event {
        id: u64,
        payload: Payload,
        raw: Vec<u8>,
    }

    #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
    #[serde(untagged)]
    enum Payload {
        Reading(f64),
        Message(String),
    }

    fn row<'a>(survival: &'a Survival, format: &str) -> &'a Row {
        let name = |row: &&Row| format!("{}/{}", row.format.name, row.format.variant) == format;
        survival.rows.iter().find(name).expect("a row of every serde format")
    }

    #[test]
    fn a_failure_is_explained_and_a_cost_noted() {
        let event = Event { id: 1, payload: Payload::Message("hi".into()), raw: vec![200; 64] };
        let survival = survival(&[event]);
        assert_eq!(survival.rows.len(), 11);
        assert_eq!(survival.uses.byte_elements, 64);
        let json = row(&survival, "serde_json/serde");
        assert!(json.verdict.survives() && json.causes.is_empty());
        // MessagePack writes a byte above 127 as a two-byte integer, and `serde_bytes` as a
        // binary string: the note says what that would save.
        let msgpack = row(&survival, "rmp-serde/serde");
        assert!(
            msgpack.note.as_deref().is_some_and(|note| note.contains("serde_bytes")),
            "{survival}"
        );
        let postcard = row(&survival, "postcard/serde");
        assert!(matches!(postcard.verdict, Verdict::DecodeFails(_)));
        assert_eq!(postcard.causes, [Trap::Untagged, Trap::InternallyTagged]);
        // postcard writes a `Vec<u8>` as its bytes, as `serde_bytes` would.
        assert_eq!(postcard.note, None);
        let table = survival.to_string();
        // A row per format, then the one trap the rows cite, in words, once.
        assert_eq!(table.lines().count(), 12);
        assert_eq!(table.matches("[1]").count(), 5, "{table}");
        assert!(table.lines().last().is_some_and(|line| line.starts_with("[1] an untagged")));
    }

    #[test]
    fn a_twin_is_compared_without_its_type_names() {
        // Inside a string too: both renderings lose the same words.
        let twin = unnamed(r#"[EventRef { id: 1, name: "a (b)" }]"#);
        assert_eq!(twin, r#"[{ id: 1, name: "(b)" }]"#);
        assert_eq!(twin, unnamed(r#"[Event { id: 1, name: "a (b)" }]"#));
        assert_eq!(unnamed("Some(Reading(1.5e-7))"), "((1.5e-7))");
        assert_ne!(unnamed("Point { x: 1 }"), unnamed("Point { y: 1 }"));
    }

    #[test]
    fn a_panic_is_a_message() {
        assert_eq!(quietly(|| 7), Ok(7));
        let message = quietly(|| -> u8 { panic!("no {}", "way") }).expect_err("it panics");
        assert_eq!(message, "no way");
    }
}
