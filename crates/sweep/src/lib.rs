//! The corrupt-input sweep: what each format's decoder does with corrupt input, for
//! `bench-cli robustness` on the data sets and `serbench` on a user's values.
//!
//! From the valid encoding of a small instance of each data set, deterministic mutations (seeded):
//! truncation, single and multiple bit flips, inserted and deleted bytes, random bytes, and
//! inflated length fields (the allocation-bomb case). Each mutated input is decoded through the
//! format trait and classified: a clean error; a value different from the original (garbage
//! accepted); the original (the corruption hit padding); a panic; an abort (the process died: out
//! of memory, stack overflow, a signal, or no answer within the time limit).
//!
//! This crate is the parent. Each format × data set runs in a child process, the bench binary
//! that holds the format, started in its sweep role (`protocol::spec::Role::Sweep`, the child's
//! side in `crates/engine/src/sweep.rs`), whose address space is capped, so that an allocation
//! bomb is reported as an abort rather than survived by luck on a large machine; a child that
//! dies is restarted after the case that killed it. Unvalidated zero-copy access (rkyv's `access_unchecked`) is undefined behaviour on corrupt
//! input by contract and is not tested; rkyv's decode validates.

#![allow(
    clippy::print_stderr,
    reason = "the sweep says which pair it is on, as a command line does"
)]

use std::{
    collections::BTreeMap,
    io::{BufRead, BufReader},
    process::{Command, ExitStatus, Stdio},
    sync::mpsc,
    time::{Duration, SystemTime},
};

use anyhow::{Context, bail};
use bench_support::{
    robustness::{Counts, Outcome, Results, Row, SCHEMA},
    utc_timestamp,
};
use protocol::{
    spec::{SweepPair, SweepSpec},
    sweep::{MEMORY_LIMIT_BYTES, MUTATIONS, READY, SEED},
};
use tables::table::{self, Style};

/// A case that has not answered in this long is killed and counted as an abort (`timeout`).
/// Every input is a few kilobytes that any decoder here reads in well under a millisecond, so a
/// quarter second means a hang or a decode amplified far beyond the input (Cap'n Proto's few
/// timeouts finish in seconds); flexbuffers hangs on about 2 % of corrupt inputs, and a longer
/// timeout made the sweep last an hour.
const CASE_TIMEOUT: Duration = Duration::from_millis(250);
/// How long a child may take to start and prepare its valid input (parsing a corpus in a debug
/// build takes a good part of a second) before it announces itself with `READY`.
const STARTUP_TIMEOUT: Duration = Duration::from_secs(60);

/// Sweeps `cases` corrupt inputs through each pair, in children that `child` starts for a pair
/// from a spec (the pair's bench binary in its sweep role): a row per pair, as the sweep's
/// results file holds them.
pub fn sweep(
    pairs: &[SweepPair],
    cases: u64,
    child: &dyn Fn(&SweepPair, &SweepSpec) -> anyhow::Result<Command>,
) -> anyhow::Result<Vec<Row>> {
    let mut rows = Vec::new();
    for pair in pairs {
        eprintln!("{} {}/{}", pair.dataset, pair.format, pair.variant);
        let counts = run_pair(pair, cases, child)?;
        rows.push(Row {
            dataset: pair.dataset.clone(),
            format: pair.format.clone(),
            variant: pair.variant.clone(),
            records: pair.records,
            encoded_bytes: pair.encoded_bytes,
            cases,
            counts,
        });
    }
    Ok(rows)
}

/// The sweep's results file: its rows, the commit swept (taken as the sweep starts) and the
/// libraries' versions.
pub fn results(rows: Vec<Row>, git_commit: String, crates: BTreeMap<String, String>) -> Results {
    Results {
        schema: SCHEMA,
        timestamp: utc_timestamp(SystemTime::now(), ':'),
        git_commit,
        crates,
        seed: SEED,
        memory_limit_bytes: MEMORY_LIMIT_BYTES,
        results: rows,
    }
}

/// Runs every case of one pair, restarting the child after any case that kills it.
fn run_pair(
    pair: &SweepPair,
    cases: u64,
    child: &dyn Fn(&SweepPair, &SweepSpec) -> anyhow::Result<Command>,
) -> anyhow::Result<Counts> {
    let mut counts = Counts::default();
    let mut next = 0;
    while next < cases {
        let spec = SweepSpec {
            format: pair.format.clone(),
            variant: pair.variant.clone(),
            dataset: pair.dataset.clone(),
            start: next,
            end: cases,
        };
        let mut child = child(pair, &spec)?
            // The child's stderr is thrown away, so a backtrace it would print (a failed
            // allocation prints one when RUST_BACKTRACE is set) is only cost: symbolizing it
            // took 150 ms per abort, twenty times the rest of a restart.
            .env("RUST_BACKTRACE", "0")
            .env("RUST_LIB_BACKTRACE", "0")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .context("cannot start the robustness process")?;
        let stdout = child.stdout.take().context("robustness process has no stdout")?;
        let (sender, receiver) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let start = next;
        let mut ready = false;
        loop {
            match receiver.recv_timeout(if ready { CASE_TIMEOUT } else { STARTUP_TIMEOUT }) {
                Ok(line) if !ready && line == READY => ready = true,
                Ok(line) => {
                    let (case, outcome) = parse_line(&line)
                        .with_context(|| format!("bad line from the robustness process: {line}"))?;
                    if case != next {
                        bail!("the robustness process answered case {case}, expected {next}");
                    }
                    counts.record(outcome);
                    next += 1;
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    let _ = child.kill();
                    let _ = child.wait();
                    counts.record_abort("timeout".into());
                    next += 1;
                    break;
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    let status = child.wait().context("robustness process vanished")?;
                    if !ready && !status.success() {
                        bail!(
                            "the robustness process of {}/{} on {} died before its first case \
                             ({}): preparing its valid input failed, or needed more than the {} \
                             MiB of address space each child is capped at",
                            pair.format,
                            pair.variant,
                            pair.dataset,
                            describe(status),
                            MEMORY_LIMIT_BYTES >> 20
                        );
                    }
                    if next < cases {
                        if next == start && status.success() {
                            bail!(
                                "the robustness process ran no case ({}/{} on {})",
                                pair.format,
                                pair.variant,
                                pair.dataset
                            );
                        }
                        counts.record_abort(describe(status));
                        next += 1;
                    }
                    break;
                }
            }
        }
    }
    Ok(counts)
}

/// A child's answer: `<case> <outcome>`.
fn parse_line(line: &str) -> Option<(u64, Outcome)> {
    let (case, outcome) = line.split_once(' ')?;
    Some((case.parse().ok()?, outcome.parse().ok()?))
}

fn describe(status: ExitStatus) -> String {
    use std::os::unix::process::ExitStatusExt;
    match (status.signal(), status.code()) {
        (Some(6), _) => "signal 6 (abort: out of memory or an explicit abort)".into(),
        (Some(11), _) => "signal 11 (segmentation fault, e.g. stack overflow)".into(),
        (Some(9), _) => "signal 9 (killed)".into(),
        (Some(signal), _) => format!("signal {signal}"),
        (None, Some(code)) => format!("exit {code}"),
        (None, None) => "unknown".into(),
    }
}

/// One table per data set, in the order the sweep met them: the outcome counts of every format
/// variant.
pub fn render(results: &Results, style: Style) -> String {
    let mut out = String::new();
    let mut datasets: Vec<&str> = Vec::new();
    for row in &results.results {
        if !datasets.contains(&row.dataset.as_str()) {
            datasets.push(&row.dataset);
        }
    }
    for dataset in datasets {
        let rows: Vec<&Row> = results.results.iter().filter(|row| row.dataset == dataset).collect();
        let Some(first) = rows.first() else { continue };
        let header = [
            "format",
            "variant",
            "bytes",
            "clean error",
            "garbage accepted",
            "original",
            "panic",
            "abort",
        ];
        let mut table = table::new(style, &header, 2);
        for row in &rows {
            let c = &row.counts;
            table.add_row([
                row.format.clone(),
                row.variant.clone(),
                row.encoded_bytes.to_string(),
                c.error.to_string(),
                c.garbage.to_string(),
                c.original.to_string(),
                c.panic.to_string(),
                c.abort.to_string(),
            ]);
        }
        out += &format!(
            "\n{} ({} records; {} corrupt inputs per format):\n{table}\n",
            dataset, first.records, first.cases
        );
    }
    out += &format!(
        "\nmutations: {}; seed {:#x}; each child capped at {} MiB of address space.\n\
         Not tested: unvalidated zero-copy access (rkyv access_unchecked, flatbuffers root_unchecked), undefined behaviour on corrupt input by contract.\n",
        MUTATIONS.join(", "),
        SEED,
        MEMORY_LIMIT_BYTES >> 20
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair() -> SweepPair {
        SweepPair {
            format: "postcard".into(),
            variant: "serde".into(),
            dataset: "yours".into(),
            records: 3,
            encoded_bytes: 10,
        }
    }

    /// A child that dies while it prepares (values too large for the cap: the allocator aborts)
    /// is one line naming the pair and the cap, not a row of aborts.
    #[test]
    fn a_child_that_dies_before_its_first_case_is_one_line_naming_the_cap() {
        let dies = |_: &SweepPair, _: &SweepSpec| {
            let mut command = Command::new("sh");
            command.args(["-c", "kill -6 $$"]);
            Ok(command)
        };
        let error = sweep(&[pair()], 7, &dies).expect_err("no case ran").to_string();
        assert!(error.starts_with("the robustness process of postcard/serde on yours died before its first case (signal 6"), "{error}");
        assert!(
            error.ends_with("more than the 1024 MiB of address space each child is capped at"),
            "{error}"
        );
    }

    /// Answers are counted per case, and a child that dies after a case is an abort of the next.
    #[test]
    fn answers_are_counted_and_a_death_after_ready_is_an_abort() {
        let answers = |_: &SweepPair, spec: &SweepSpec| {
            let script = match spec.start {
                0 => format!("echo {READY}; echo '0 error'; echo '1 garbage'; kill -6 $$"),
                _ => format!("echo {READY}; echo '3 original'"),
            };
            let mut command = Command::new("sh");
            command.args(["-c", &script]);
            Ok(command)
        };
        let rows = sweep(&[pair()], 4, &answers).expect("a sweep");
        let counts = &rows[0].counts;
        assert_eq!((counts.error, counts.garbage, counts.original, counts.abort), (1, 1, 1, 1));
    }

    /// Children run without backtraces whatever the sweep's own environment says: their stderr
    /// is discarded, and symbolizing a backtrace per abort made aborting decoders' sweeps last
    /// hours.
    #[test]
    fn children_print_no_backtraces() {
        let reports = |_: &SweepPair, _: &SweepSpec| {
            let mut command = Command::new("sh");
            command.env("RUST_BACKTRACE", "1").args([
                "-c",
                &format!(
                    "echo {READY}; [ \"$RUST_BACKTRACE$RUST_LIB_BACKTRACE\" = 00 ] && echo '0 error' || echo '0 garbage'"
                ),
            ]);
            Ok(command)
        };
        let rows = sweep(&[pair()], 1, &reports).expect("a sweep");
        assert_eq!((rows[0].counts.error, rows[0].counts.garbage), (1, 0));
    }
}
