//! "Does my type survive this format?": each serde format encodes and decodes the user's values,
//! and a row says whether they came back equal, or the library's error, or the first difference,
//! with the cause in words when it is one of the known traps (`traps.rs`). A format that fails is
//! a row with its reason, never a crash and never a number.

use std::{
    any::Any,
    fmt::{self, Debug},
    panic::{self, AssertUnwindSafe},
};

use format_api::{Codec, Descriptor};
use serde::{Serialize, de::DeserializeOwned};

use crate::{
    formats::{EachFormat, serde_formats},
    probe::{Uses, probe},
    traps::{Fixtures, Trap},
};

/// What the bounds of a type every serde format can be checked on come to: serialize, decode
/// owned, and compare (`PartialEq`, and `Debug`, which also tells `-0.0` from `0.0` and sees NaN
/// equal to itself).
pub trait Checked: Serialize + DeserializeOwned + PartialEq + Debug {}

impl<T: Serialize + DeserializeOwned + PartialEq + Debug> Checked for T {}

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
            Row { format, verdict, causes, note }
        })
        .collect();
    Survival { uses, rows }
}

/// Every serde format's verdict on `values`, in table order.
pub(crate) fn verdicts<T: Checked>(values: &[T]) -> Vec<(Descriptor, Verdict)> {
    let mut verdicts = Verdicts { values, rows: Vec::new() };
    serde_formats::<T, _>(&mut verdicts);
    verdicts.rows
}

struct Verdicts<'a, T> {
    values: &'a [T],
    rows: Vec<(Descriptor, Verdict)>,
}

impl<T: Checked> EachFormat<T> for Verdicts<'_, T> {
    fn format<F: Codec<T>>(&mut self) {
        self.rows.push((F::DESCRIPTOR, verdict::<F, T>(self.values)));
    }
}

/// Encodes and decodes each of `values` with format `F`; the first failure is the verdict.
pub(crate) fn verdict<F: Codec<T>, T: Checked>(values: &[T]) -> Verdict {
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
pub(crate) fn quietly<R>(f: impl FnOnce() -> R) -> Result<R, String> {
    let hook = panic::take_hook();
    panic::set_hook(Box::new(|_| {}));
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    panic::set_hook(hook);
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
        for row in &self.rows {
            let mut why = Vec::new();
            for trap in &row.causes {
                let number = match legend.iter().position(|words| *words == trap.words()) {
                    Some(index) => index + 1,
                    None => {
                        legend.push(trap.words());
                        legend.len()
                    }
                };
                let cited = format!("[{number}]");
                if !why.contains(&cited) {
                    why.push(cited);
                }
            }
            // The library's message and the cost note, after the numbers.
            let mut said: Vec<String> =
                row.verdict.detail().map(|detail| format!("\"{detail}\"")).into_iter().collect();
            said.extend(row.note.clone());
            why.push(said.join("; "));
            let line =
                format!("{:width$}  {:20}  {}", name(row), row.verdict.label(), why.join(" "));
            writeln!(f, "{}", line.trim_end())?;
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
    fn a_panic_is_a_message() {
        assert_eq!(quietly(|| 7), Ok(7));
        let message = quietly(|| -> u8 { panic!("no {}", "way") }).expect_err("it panics");
        assert_eq!(message, "no way");
    }
}
