//! Each Rust library of a wire run through that wire's own test suite, copied under `suites/`
//! at a pinned commit (`suites/vendor` copies them): JSONTestSuite's must-accept, must-reject and
//! either cases; msgpack-test-suite's values, each of their encodings read and the value written;
//! toml-test's valid files read to their values and invalid ones refused (its TOML 1.1 list);
//! yaml-test-suite's cases loaded to their JSON or refused where they must fail.
//!
//! Every library runs its suite in a child process of this crate's binary (`--child`), case by
//! case, one line per case: a case that kills the child (a panic, a stack overflow) is that
//! case's answer, and the next child starts after it.

pub mod cases;
pub mod msgpack;
mod toml_test;
pub mod value;

use std::{
    io::{BufRead, BufReader, Read},
    path::Path,
    process::{Command, Stdio},
    sync::mpsc,
    time::Duration,
};

use anyhow::{Context, bail};
use cases::{Case, Input};
use conformance_file::{Check, Got, Row, Suite};

/// How long one case may take before its child is stopped.
const CASE_TIME: Duration = Duration::from_secs(10);

/// The cases of suite `key`, in order.
pub fn cases_of(key: &str) -> anyhow::Result<Vec<Case>> {
    let root = cases::root().join(key);
    match key {
        "json" => cases::json(&root),
        "msgpack" => msgpack::cases(&root.join("msgpack-test-suite.json")),
        "toml" => cases::toml(&root),
        "yaml" => cases::yaml(&root),
        _ => bail!("no suite `{key}`"),
    }
}

/// The suites, as the study copies them.
pub fn suites() -> Vec<Suite> {
    let suite =
        |key: &str, name: &str, wire: &str, repository: &str, commit: &str, rule: &str| Suite {
            key: key.into(),
            name: name.into(),
            wire: wire.into(),
            repository: repository.into(),
            commit: commit.into(),
            rule: rule.into(),
            cases: cases_of(key).map_or(0, |cases| cases.len()),
        };
    vec![
        suite(
            "json",
            "JSONTestSuite",
            "JSON",
            "nst/JSONTestSuite",
            "1ef36fa01286573e846ac449e8683f8833c5b26a",
            "`y_` files must be accepted, `n_` files rejected; `i_` files may be either",
        ),
        suite(
            "msgpack",
            "msgpack-test-suite",
            "MessagePack",
            "kawanet/msgpack-test-suite",
            "e04f6edeaae589c768d6b70fcce80aa786b7800e",
            "every listed encoding reads to the case's value (numbers compared as numbers, a \
             timestamp as its seconds and nanoseconds); the value is written as one of them",
        ),
        suite(
            "toml",
            "toml-test",
            "TOML",
            "toml-lang/toml-test",
            "ce08da1ddb075d1c7596d663c7fcba9a2ae02c5c",
            "the TOML 1.1 list (v2.2.0): a valid file reads to its JSON (types and values, \
             datetimes to the millisecond), an invalid one is refused",
        ),
        suite(
            "yaml",
            "yaml-test-suite",
            "YAML",
            "yaml/yaml-test-suite",
            "6e6c296ae9c9d2d5c4134b4b64d01b29ac19ff6f",
            "the data-2022-01-17 release: a case marked `error` is refused; every other loads, \
             each document equal to its JSON where the case has one",
        ),
    ]
}

/// A library as the study runs it through its wire's suite.
#[derive(Debug)]
pub struct Library {
    /// `serde_json`, as Cargo.lock names the crate.
    pub name: &'static str,
    /// The suite's key.
    pub suite: &'static str,
    /// The calls it makes.
    pub route: &'static str,
    /// One case: what the library did, and the detail.
    check: fn(&Case) -> (Got, String),
}

/// Every library, by suite. nanoserde (JSON) and msgpacker (MessagePack) read only types they
/// derive for, with no value type of their own (msgpacker's serde support is a feature the
/// workspace leaves off); minicbor has no value type either and the CBOR vectors carry no
/// licence that lets them be copied here: those are not in the study.
pub const LIBRARIES: &[Library] = &[
    Library {
        name: "serde_json",
        suite: "json",
        route: "serde_json::from_slice::<serde_json::Value>",
        check: |case| accepted(serde_json::from_slice::<serde_json::Value>(case.bytes())),
    },
    Library {
        name: "simd-json",
        suite: "json",
        route: "simd_json::to_owned_value (on a copy: it rewrites its input)",
        check: |case| accepted(simd_json::to_owned_value(&mut case.bytes().to_vec())),
    },
    Library {
        name: "flexon",
        suite: "json",
        route: "flexon::Parser::from_slice(..).parse::<flexon::OwnedValue>",
        check: |case| {
            // Its error has no Display: its Debug form.
            let parsed = flexon::Parser::from_slice(case.bytes()).parse::<flexon::OwnedValue>();
            accepted(parsed.map_err(|error| format!("{error:?}")))
        },
    },
    Library {
        name: "miniserde",
        suite: "json",
        route: "miniserde::json::from_str::<miniserde::json::Value> (after std::str::from_utf8: \
                it reads only a &str)",
        check: |case| match std::str::from_utf8(case.bytes()) {
            Ok(text) => accepted(miniserde::json::from_str::<miniserde::json::Value>(text)),
            Err(error) => (Got::Rejected, format!("not UTF-8 (std::str::from_utf8): {error}")),
        },
    },
    Library {
        name: "rmp-serde",
        suite: "msgpack",
        route: "rmp_serde::from_slice / rmp_serde::to_vec of a value type through serde's \
                deserialize_any (an extension as rmp-serde's _ExtStruct)",
        check: msgpack::rmp_serde,
    },
    Library {
        name: "zerompk",
        suite: "msgpack",
        route: "zerompk::from_msgpack::<zerompk::Value> / zerompk::to_msgpack_vec",
        check: msgpack::zerompk,
    },
    Library {
        name: "toml",
        suite: "toml",
        route: "toml::from_slice::<toml::Table>",
        check: toml_test::check,
    },
    Library {
        name: "serde-saphyr",
        suite: "yaml",
        route: "serde_saphyr::from_slice_multiple into a value type through serde's \
                deserialize_any (any key, as YAML allows: serde_json::Value, its README's way, \
                holds only string keys)",
        check: yaml,
    },
];

/// A YAML case: every document loaded, and equal to the suite's JSON where it has one.
fn yaml(case: &Case) -> (Got, String) {
    let Input::Document { bytes, json } = &case.input else {
        return (Got::Rejected, "not a YAML case".into());
    };
    let documents = match serde_saphyr::from_slice_multiple::<value::Value>(bytes) {
        Ok(documents) => documents,
        Err(error) => return (Got::Rejected, one_line(&error.to_string())),
    };
    let Some(expected) = json else { return (Got::Accepted, String::new()) };
    let expected = cases::json_stream(expected);
    let same = documents.len() == expected.len()
        && documents
            .iter()
            .zip(&expected)
            .all(|(got, expected)| got.to_json().is_some_and(|got| same_json(&got, expected)));
    if same {
        return (Got::Accepted, String::new());
    }
    let shown = |documents: Vec<String>| match documents.len() {
        1 => documents.concat(),
        count => format!("{count} documents: {}", documents.join(" ")),
    };
    let got = shown(
        documents
            .iter()
            .map(|document| {
                document.to_json().map_or(format!("{document:?}"), |json| json.to_string())
            })
            .collect(),
    );
    let expected = shown(expected.iter().map(ToString::to_string).collect());
    (Got::Other, shorten(&format!("{got} where the suite has {expected}")))
}

fn accepted<T, E: std::fmt::Display>(result: Result<T, E>) -> (Got, String) {
    match result {
        Ok(_) => (Got::Accepted, String::new()),
        Err(error) => (Got::Rejected, one_line(&error.to_string())),
    }
}

/// JSON values equal as a reader sees them: numbers by value (`1.0` and `1` alike).
fn same_json(a: &serde_json::Value, b: &serde_json::Value) -> bool {
    use serde_json::Value;
    match (a, b) {
        (Value::Number(a), Value::Number(b)) => match (a.as_i64(), b.as_i64()) {
            (Some(a), Some(b)) => a == b,
            _ => a.as_f64() == b.as_f64(),
        },
        (Value::Array(a), Value::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(a, b)| same_json(a, b))
        }
        (Value::Object(a), Value::Object(b)) => {
            a.len() == b.len()
                && a.iter().all(|(key, a)| b.get(key).is_some_and(|b| same_json(a, b)))
        }
        _ => a == b,
    }
}

pub(crate) fn one_line(text: &str) -> String {
    shorten(&text.split_whitespace().collect::<Vec<_>>().join(" "))
}

pub(crate) fn shorten(text: &str) -> String {
    const MOST: usize = 160;
    match text.char_indices().nth(MOST) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// The library named `name`.
pub fn library(name: &str) -> Option<&'static Library> {
    LIBRARIES.iter().find(|library| library.name == name)
}

/// The child's loop: `library`'s cases from `from` on, one line each to stdout
/// (`index<TAB>got<TAB>detail`), flushed as it goes.
pub fn child(library: &Library, from: usize) -> anyhow::Result<()> {
    use std::io::Write;
    let cases = cases_of(library.suite)?;
    let stdout = std::io::stdout();
    // Its cases read: a death from here on is a case's.
    writeln!(stdout.lock(), "ready")?;
    for (index, case) in cases.iter().enumerate().skip(from) {
        let (got, detail) = (library.check)(case);
        let mut out = stdout.lock();
        writeln!(out, "{index}\t{}\t{}", got_key(got), detail.replace(['\t', '\n'], " "))?;
        out.flush()?;
    }
    Ok(())
}

fn got_key(got: Got) -> &'static str {
    match got {
        Got::Accepted => "accepted",
        Got::Other => "other",
        Got::Rejected => "rejected",
        Got::Crashed => "crashed",
        Got::TimedOut => "timed_out",
    }
}

fn parse_got(key: &str) -> Option<Got> {
    [Got::Accepted, Got::Other, Got::Rejected, Got::Crashed, Got::TimedOut]
        .into_iter()
        .find(|got| got_key(*got) == key)
}

/// What a dead child said of its death: a panic's place and message, or its last line (a stack
/// overflow's, an abort's), not the note on backtraces after a panic.
fn last_words(stderr: &str) -> String {
    let lines: Vec<&str> = stderr.lines().filter(|line| !line.trim().is_empty()).collect();
    if let Some(at) = lines.iter().position(|line| line.contains("panicked at")) {
        return lines[at..].iter().take(2).copied().collect::<Vec<_>>().join(" ");
    }
    lines.iter().rev().find(|line| !line.starts_with("note:")).copied().unwrap_or("").to_string()
}

/// Runs `library` through its suite in children of `binary` (this crate's), restarting after a
/// case that kills one, and returns its row.
pub fn run(library: &Library, binary: &Path, lock: &cargo_lock::Lockfile) -> anyhow::Result<Row> {
    let cases = cases_of(library.suite)?;
    let mut answers: Vec<Option<(Got, String)>> = vec![None; cases.len()];
    let mut from = 0;
    while from < cases.len() {
        let mut child = Command::new(binary)
            .args(["--child", library.name, "--from", &from.to_string()])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .with_context(|| format!("cannot start {}", binary.display()))?;
        let stdout = child.stdout.take().context("the child has no stdout")?;
        let mut stderr = child.stderr.take().context("the child has no stderr")?;
        let (lines, receive) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if lines.send(line).is_err() {
                    break;
                }
            }
        });
        let said = std::thread::spawn(move || {
            let mut text = String::new();
            let _ = stderr.read_to_string(&mut text);
            text
        });
        let mut next = from;
        let mut timed_out = false;
        let mut ready = false;
        loop {
            match receive.recv_timeout(CASE_TIME) {
                Ok(line) if line == "ready" => ready = true,
                Ok(line) => {
                    let mut fields = line.splitn(3, '\t');
                    let (Some(index), Some(got), detail) =
                        (fields.next(), fields.next().and_then(parse_got), fields.next())
                    else {
                        bail!("{}: an unreadable line from its child: {line}", library.name);
                    };
                    let index: usize = index.parse().context("a case's index")?;
                    answers[index] = Some((got, detail.unwrap_or_default().to_string()));
                    next = index + 1;
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    timed_out = true;
                    let _ = child.kill();
                    break;
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            }
        }
        let status = child.wait().context("the child vanished")?;
        let words = said.join().unwrap_or_default();
        if next >= cases.len() {
            break;
        }
        if !ready {
            bail!(
                "{}: its child stopped before its first case ({status}): {}",
                library.name,
                last_words(&words)
            );
        }
        let answer = if timed_out {
            (Got::TimedOut, format!("no answer in {} s", CASE_TIME.as_secs()))
        } else {
            (Got::Crashed, one_line(&format!("{status}: {}", last_words(&words))))
        };
        answers[next] = Some(answer);
        from = next + 1;
    }
    let checks = cases
        .iter()
        .zip(answers)
        .map(|(case, answer)| {
            let (got, detail) = answer.unwrap_or((Got::Crashed, "no answer".into()));
            let mut check = Check { case: case.name.clone(), expected: case.expected, got, detail };
            // What a library says where it does as the suite asks is kept only for the cases
            // either way (which way it went, and why).
            if check.passes() && check.expected != conformance_file::Expected::Either {
                check.detail.clear();
            }
            check
        })
        .collect();
    let version = lock
        .packages
        .iter()
        .find(|package| package.name.as_str() == library.name)
        .map(|package| package.version.to_string())
        .with_context(|| format!("{} is not in Cargo.lock", library.name))?;
    Ok(Row {
        suite: library.suite.into(),
        library: library.name.into(),
        version,
        route: library.route.into(),
        checks,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_death_is_told_by_its_panic_or_its_last_line_not_the_backtrace_note() {
        let panic = "thread 'main' panicked at src/x.rs:1:2:\nindex out of bounds\n\
                     note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n";
        assert_eq!(
            last_words(panic),
            "thread 'main' panicked at src/x.rs:1:2: index out of bounds"
        );
        let overflow = "\nthread 'main' has overflowed its stack\nfatal runtime error: stack overflow, aborting\n";
        assert_eq!(last_words(overflow), "fatal runtime error: stack overflow, aborting");
    }
}
