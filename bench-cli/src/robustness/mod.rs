//! `bench-cli robustness`: what each format's decoder does with corrupt input.
//!
//! From the valid encoding of a small instance of each data set, deterministic mutations (seeded):
//! truncation, single and multiple bit flips, inserted and deleted bytes, random bytes, and
//! inflated length fields (the allocation-bomb case). Each mutated input is decoded through the
//! format trait and classified: a clean error; a value different from the original (garbage
//! accepted); the original (the corruption hit padding); a panic; an abort (the process died: out
//! of memory, stack overflow, a signal, or no answer within the time limit).
//!
//! Each format × data set runs in a child process (this binary, re-executed) whose address space
//! is capped, so that an allocation bomb is reported as an abort rather than survived by luck on a
//! large machine; a child that dies is restarted after the case that killed it. Unvalidated
//! zero-copy access (rkyv's `access_unchecked`) is undefined behaviour on corrupt input by
//! contract and is not tested; rkyv's decode validates.

mod broken;
pub(crate) mod child;
mod mutate;

use std::{
    io::{BufRead, BufReader},
    path::PathBuf,
    process::{ExitStatus, Stdio},
    sync::mpsc,
    time::{Duration, SystemTime},
};

use anyhow::{Context, bail};
use bench_support::{
    UsageError,
    robustness::{self, Counts, Outcome, Results, Row, SCHEMA},
    utc_timestamp, write_atomic,
};
use format_api::Codec;
use registry::{Dataset, Visitor, visit_formats};

use crate::{
    role::{RobustnessSpec, Role},
    selection::Selection,
    table::{self, Style},
};

/// The address-space cap of a child: far above what decoding a few records needs.
const MEMORY_LIMIT_BYTES: u64 = 1 << 30;
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

#[derive(Clone, Debug)]
pub(crate) struct Options {
    pub(crate) selection: Selection,
    pub(crate) cases: u64,
    pub(crate) json: Option<PathBuf>,
    /// Adds the deliberately broken test formats, to prove the harness classifies them.
    pub(crate) include_broken: bool,
}

/// The records of the small instance each data set is mutated from: a few, so that 10,000 cases
/// stay quick even for the 96 KiB chunks.
fn small_len<T: Dataset>() -> usize {
    T::DEFAULT_LEN.min(3)
}

pub(crate) fn run(options: &Options) -> anyhow::Result<()> {
    if options.cases == 0 {
        return Err(UsageError("--cases must be at least 1".into()).into());
    }
    // What is swept is the tree as the sweep starts: editing files while it runs must not mark
    // it dirty, nor a commit made meanwhile claim it.
    let git_commit = bench_support::git_commit();
    let pairs = pairs(&options.selection, options.include_broken);
    let mut rows = Vec::new();
    for pair in &pairs {
        eprintln!("{} {}/{}", pair.dataset, pair.format, pair.variant);
        let counts = run_pair(pair, options.cases, options.include_broken)?;
        rows.push(Row {
            dataset: pair.dataset.clone(),
            format: pair.format.clone(),
            variant: pair.variant.clone(),
            records: pair.records,
            encoded_bytes: pair.encoded_bytes,
            cases: options.cases,
            counts,
        });
    }
    let results = Results {
        schema: SCHEMA,
        timestamp: utc_timestamp(SystemTime::now(), ':'),
        git_commit,
        crates: crate::provenance::library_versions(),
        seed: mutate::SEED,
        memory_limit_bytes: MEMORY_LIMIT_BYTES,
        results: rows,
    };
    let json = serde_json::to_vec_pretty(&results).context("cannot serialise the results")?;
    write_atomic(&robustness::default_path(), &json)?;
    if let Some(path) = &options.json {
        write_atomic(path, &json)?;
    }
    print!("{}", render(&results, Style::Terminal));
    Ok(())
}

/// A format variant and a data set to sweep, with the size of the instance it mutates.
#[derive(Clone, Debug)]
struct Pair {
    format: String,
    variant: String,
    dataset: String,
    records: usize,
    encoded_bytes: usize,
}

fn pairs(selection: &Selection, include_broken: bool) -> Vec<Pair> {
    struct Collect<'a> {
        selection: &'a Selection,
        pairs: Vec<Pair>,
        broken: bool,
    }
    impl Visitor for Collect<'_> {
        fn codec<F: Codec<T>, T: Dataset>(&mut self) {
            let selected = self.selection.has_format(&F::DESCRIPTOR) || self.broken;
            if !selected || !self.selection.has_dataset(T::NAME) {
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
    let mut collect = Collect { selection, pairs: Vec::new(), broken: false };
    visit_formats(&mut collect);
    if include_broken {
        collect.broken = true;
        broken::visit(&mut collect);
    }
    collect.pairs
}

/// Runs every case of one pair, restarting the child after any case that kills it.
fn run_pair(pair: &Pair, cases: u64, include_broken: bool) -> anyhow::Result<Counts> {
    let mut counts = Counts::default();
    let mut next = 0;
    while next < cases {
        let spec = RobustnessSpec {
            format: pair.format.clone(),
            variant: pair.variant.clone(),
            dataset: pair.dataset.clone(),
            start: next,
            end: cases,
            include_broken,
        };
        let mut child = Role::Robustness(spec)
            .command()?
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

/// One table per data set: the outcome counts of every format variant.
pub(crate) fn render(results: &Results, style: Style) -> String {
    let mut out = String::new();
    for dataset in registry::datasets() {
        let rows: Vec<&Row> =
            results.results.iter().filter(|row| row.dataset == dataset.name).collect();
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
            dataset.name, first.records, first.cases
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
