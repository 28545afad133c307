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
//! Each format × data set runs in a child process (the caller's binary, re-executed: [`child`])
//! whose address space is capped, so that an allocation bomb is reported as an abort rather than
//! survived by luck on a large machine; a child that dies is restarted after the case that killed
//! it. Unvalidated zero-copy access (rkyv's `access_unchecked`) is undefined behaviour on corrupt
//! input by contract and is not tested; rkyv's decode validates.

#![allow(
    clippy::print_stderr,
    reason = "the sweep says which pair it is on, as a command line does"
)]

pub mod child;
mod mutate;

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
use engine::{Dataset, Visitor};
use format_api::{Codec, Descriptor};
use tables::table::{self, Style};

pub use child::Spec;
pub use mutate::SEED;

/// The address-space cap of a child: far above what decoding a few records needs.
pub const MEMORY_LIMIT_BYTES: u64 = 1 << 30;
/// A case that has not answered in this long is killed and counted as an abort (`timeout`).
/// Every input is a few kilobytes that any decoder here reads in well under a millisecond, so a
/// quarter second means a hang or a decode amplified far beyond the input (Cap'n Proto's few
/// timeouts finish in seconds); flexbuffers hangs on about 2 % of corrupt inputs, and a longer
/// timeout made the sweep last an hour.
const CASE_TIMEOUT: Duration = Duration::from_millis(250);
/// How long a child may take to start and prepare its valid input (parsing a corpus in a debug
/// build takes a good part of a second) before it announces itself with `READY`.
const STARTUP_TIMEOUT: Duration = Duration::from_secs(60);
/// The child's first line, once it is ready: case timeouts count from here.
const READY: &str = "ready";

/// The most records of the instance a pair's inputs are mutated from.
pub const RECORDS: usize = 3;

/// The records of the small instance each data set is mutated from: a few, so that 10,000 cases
/// stay quick even for the 96 KiB chunks. A data set without a default length (a user's values,
/// `serbench`) gives its first few.
fn small_len<T: Dataset>() -> usize {
    match T::DEFAULT_LEN {
        0 => RECORDS,
        len => len.min(RECORDS),
    }
}

/// A format variant and a data set to sweep, with the size of the instance it mutates.
#[derive(Clone, Debug)]
pub struct Pair {
    pub format: String,
    pub variant: String,
    pub dataset: String,
    pub records: usize,
    pub encoded_bytes: usize,
}

/// Collects the pairs a walk visits that the caller selects.
pub struct Collect<'a> {
    selected: &'a dyn Fn(&Descriptor, &str) -> bool,
    pairs: Vec<Pair>,
}

impl std::fmt::Debug for Collect<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Collect").field("pairs", &self.pairs).finish_non_exhaustive()
    }
}

impl Visitor for Collect<'_> {
    fn codec<F: Codec<T>, T: Dataset>(&mut self) {
        if !(self.selected)(&F::DESCRIPTOR, T::NAME) {
            return;
        }
        let value = T::generate(small_len::<T>());
        let mut out = Vec::new();
        let encoded_bytes = F::default().encode(&value, &mut out).map_or(0, <[u8]>::len);
        self.pairs.push(Pair {
            format: F::DESCRIPTOR.name.into(),
            variant: F::DESCRIPTOR.variant.into(),
            dataset: T::NAME.into(),
            records: value.records(),
            encoded_bytes,
        });
    }
}

/// The pairs of `walk` (every format and data set the caller has, which its children's walk must
/// also find) that `selected` keeps, given a format and a data set's name.
pub fn pairs(
    walk: impl FnOnce(&mut Collect<'_>),
    selected: &dyn Fn(&Descriptor, &str) -> bool,
) -> Vec<Pair> {
    let mut collect = Collect { selected, pairs: Vec::new() };
    walk(&mut collect);
    collect.pairs
}

/// Sweeps `cases` corrupt inputs through each pair, in children that `child` starts from a spec
/// (the caller's binary re-run with [`Spec::command`], which calls [`child::run`]): a row per
/// pair, as the sweep's results file holds them.
pub fn sweep(
    pairs: &[Pair],
    cases: u64,
    child: &dyn Fn(&Spec) -> anyhow::Result<Command>,
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
    pair: &Pair,
    cases: u64,
    child: &dyn Fn(&Spec) -> anyhow::Result<Command>,
) -> anyhow::Result<Counts> {
    let mut counts = Counts::default();
    let mut next = 0;
    while next < cases {
        let spec = Spec {
            format: pair.format.clone(),
            variant: pair.variant.clone(),
            dataset: pair.dataset.clone(),
            start: next,
            end: cases,
        };
        let mut child = child(&spec)?
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
        mutate::MUTATIONS.join(", "),
        mutate::SEED,
        MEMORY_LIMIT_BYTES >> 20
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair() -> Pair {
        Pair {
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
        let dies = |_: &Spec| {
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
        let answers = |spec: &Spec| {
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
}
