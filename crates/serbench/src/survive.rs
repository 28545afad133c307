//! "Does my type survive this format?": each serde format encodes and decodes the user's values,
//! and a row says whether they came back equal, or the library's error, or the first difference,
//! with the cause in words when it is one of the known traps (`traps.rs`). A format that fails is
//! a row with its reason, never a crash and never a number.

use std::fmt;

use format_api::Descriptor;

use crate::{
    probe::{Uses, probe},
    traps::{Fixtures, Trap},
    values::{Checked, Measured, Twin},
    verdict::{Borrowed, Verdict, borrowed_verdicts, verdicts},
};

/// One format's row of the table.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Row {
    pub format: Descriptor,
    pub verdict: Verdict,
    /// The known traps that explain a failure: the value uses the trap and the format fails the
    /// trap's own fixture, or the format's error here is the one it gives on that fixture.
    pub causes: Vec<Trap>,
    /// What the value meets in this format: nesting beyond its limit (both depths) where it
    /// fails, and what the value costs although it survives (bytes written one at a time).
    pub note: Option<String>,
    /// Decoding into the type's borrowed twin, where the user gave one ([`survival_borrowed`]).
    pub borrowed: Option<BorrowedRow>,
}

/// One format's borrowed decode, and the known traps that explain a failure.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct BorrowedRow {
    pub verdict: Borrowed,
    pub causes: Vec<Trap>,
}

/// The trap table: every serde format on the user's values.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Survival {
    /// What the values' serialization uses of serde's data model.
    pub uses: Uses,
    pub rows: Vec<Row>,
}

/// Checks every serde format on `values`: encode, decode, compare, each value alone and all of
/// them as one sequence (as they are measured), and for a failure, the known traps that explain
/// it.
pub fn survival<T: Checked + Clone>(values: &[T]) -> Survival {
    let uses = values.iter().fold(Uses::default(), |all, value| all.or(probe(value)));
    let fixtures = Fixtures::check();
    let rows = verdicts(values)
        .into_iter()
        .map(|(format, checks)| {
            let verdict = checks.verdict();
            // What explains each check: the list can fail for another trap's reason than the
            // value alone (a skipped field, a list of an untagged enum's variants).
            let mut causes = fixtures.causes(&format, &uses, &checks.each);
            for cause in fixtures.causes(&format, &uses, &checks.list) {
                if !causes.contains(&cause) {
                    causes.push(cause);
                }
            }
            let note = fixtures.note(&format, &uses, &verdict);
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

/// Adds the rows of the user's own codecs ([`Codecs`](crate::Codecs)), after the workbench's:
/// no trap explains their failures (the fixtures are serde's), and, where the table has a borrowed
/// column, they have no borrowed decode.
pub(crate) fn add_own(survival: &mut Survival, verdicts: Vec<(Descriptor, Verdict)>) {
    let borrowed = survival.rows.iter().any(|row| row.borrowed.is_some());
    survival.rows.extend(verdicts.into_iter().map(|(format, verdict)| {
        let borrowed = borrowed.then(|| BorrowedRow {
            verdict: Borrowed::Cannot(crate::native::NO_TWIN),
            causes: Vec::new(),
        });
        Row { format, verdict, causes: Vec::new(), note: None, borrowed }
    }));
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
        for (format, why) in crate::formats::NOT_BUILT {
            writeln!(f, "{format}: not built ({why})")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        values::unnamed,
        verdict::{difference, quietly},
    };

    #[test]
    fn a_difference_shows_where() {
        assert_eq!(difference(&vec![1.0_f64], &vec![1.0]), None);
        assert_eq!(difference(&f64::NAN, &f64::NAN), None);
        let zero = difference(&-0.0_f64, &0.0).expect("-0.0 is not 0.0");
        assert_eq!(zero, "was `…-0.0…`, is `…0.0…`");
    }

    #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug, Clone)]
    struct Event {
        id: u64,
        payload: Payload,
        raw: Vec<u8>,
    }

    #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug, Clone)]
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
        let left_out = crate::formats::NOT_BUILT.len();
        assert_eq!(survival.rows.len(), 14 - left_out);
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
        assert_eq!(postcard.causes, [Trap::Untagged, Trap::InternallyTagged, Trap::AnyValue]);
        // postcard writes a `Vec<u8>` as its bytes, as `serde_bytes` would.
        assert_eq!(postcard.note, None);
        let table = survival.to_string();
        // A row per format, then the one trap the rows cite, in words, once, then a line per
        // format left out.
        assert_eq!(table.lines().count(), 15);
        assert_eq!(table.matches("[1]").count(), 6, "{table}");
        let legend = table.lines().nth(survival.rows.len()).unwrap_or_default();
        assert!(legend.starts_with("[1] the type decodes by asking"), "{table}");
    }

    /// bitcode's serde mode refuses one untagged value with an error, and panics on a list of two
    /// variants ("type changed"), as a program that writes the list meets it: the row says so.
    #[test]
    fn a_panic_on_the_list_is_a_panic() {
        let events = [
            Event { id: 1, payload: Payload::Message("hi".into()), raw: vec![] },
            Event { id: 2, payload: Payload::Reading(21.5), raw: vec![] },
        ];
        let both = survival(&events);
        let bitcode = row(&both, "bitcode/serde");
        let Verdict::Panics(message) = &bitcode.verdict else {
            panic!("bitcode/serde does not panic:\n{both}")
        };
        assert_eq!(message, "as one sequence: type changed", "{both}");
        assert!(bitcode.causes.contains(&Trap::Untagged), "{both}");
        // One variant alone is refused with an error: the untagged fixture's own value fails so.
        let one = survival(&events[..1]);
        let bitcode = row(&one, "bitcode/serde");
        assert!(matches!(bitcode.verdict, Verdict::DecodeFails(_)), "{one}");
        assert!(bitcode.causes.contains(&Trap::Untagged), "{one}");
    }

    #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug, Clone)]
    struct Note {
        id: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        text: Option<String>,
    }

    /// bitcode's serde mode panics on a list where one value writes a skippable field and the
    /// next leaves it out ("type changed"; the other way round it refuses with an error): the
    /// skipped field explains it, not the untagged enum whose list panics with the same message.
    #[test]
    fn a_panic_is_explained_by_the_trap_the_value_uses() {
        let notes = [Note { id: 1, text: Some("hi".into()) }, Note { id: 2, text: None }];
        let survival = survival(&notes);
        let bitcode = row(&survival, "bitcode/serde");
        assert!(matches!(bitcode.verdict, Verdict::Panics(_)), "{survival}");
        assert_eq!(bitcode.causes, [Trap::SkippedField], "{survival}");
    }

    /// A tree as deep as asked.
    #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug, Clone)]
    struct Node {
        children: Vec<Node>,
    }

    #[test]
    fn a_value_deeper_than_a_thread_s_stack_is_a_row_not_a_crash() {
        // 20,000 levels: far beyond the 2 MiB of a test thread in a debug build, for the formats
        // without a limit, and far beyond the limits of the others.
        let survival = crate::verdict::on_a_deep_stack(|| {
            let node = (0..20_000)
                .fold(Node { children: vec![] }, |inner, _| Node { children: vec![inner] });
            // The value is dropped here too, on the deep stack, as in a bench target.
            survival(&[node])
        });
        assert_eq!(survival.uses.depth, 40_002);
        for row in survival.rows.iter().filter(|row| !row.verdict.survives()) {
            assert!(!row.causes.is_empty(), "{}: no cause\n{survival}", row.format.name);
        }
        assert!(row(&survival, "postcard/serde").verdict.survives(), "{survival}");
        let json = row(&survival, "serde_json/serde");
        assert!(!json.verdict.survives() && json.causes.contains(&Trap::Depth), "{survival}");
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
