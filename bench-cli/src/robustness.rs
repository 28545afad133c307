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

use std::{
    collections::BTreeMap,
    io::{BufRead, BufReader, Write},
    panic::AssertUnwindSafe,
    path::PathBuf,
    process::{Command, ExitStatus, Stdio},
    sync::mpsc,
    time::{Duration, SystemTime},
};

use anyhow::{Context, bail};
use bench_support::{UsageError, target_dir, utc_timestamp, write_atomic};
use comfy_table::{Table, presets};
use format_api::{Codec, Descriptor, Format};
use registry::{Dataset, Visitor, visit_formats};
use serde::{Deserialize, Serialize};

use crate::{report::Style, run::Selection};

/// The environment variable that carries a child's spec and marks the process as one.
pub(crate) const SPEC_ENV: &str = "SERBENCH_ROBUSTNESS_CHILD";
/// Bumped whenever a field changes meaning.
const SCHEMA: u32 = 1;
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
/// The fixed seed of the mutations; with it the counts are the same on every run.
const SEED: u64 = 0x0b57_ac1e;

#[derive(Clone, Debug)]
pub(crate) struct Options {
    pub(crate) selection: Selection,
    pub(crate) cases: u64,
    pub(crate) json: Option<PathBuf>,
    /// Adds the deliberately broken test formats, to prove the harness classifies them.
    pub(crate) include_broken: bool,
}

/// What a child runs: one format variant on one data set, cases `start..end`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct ChildSpec {
    format: String,
    variant: String,
    dataset: String,
    start: u64,
    end: u64,
    include_broken: bool,
}

/// The outcome counts of one format variant on one data set.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Counts {
    pub(crate) error: u64,
    pub(crate) garbage: u64,
    pub(crate) original: u64,
    pub(crate) panic: u64,
    pub(crate) abort: u64,
    /// Why the aborts happened: `signal 6`, `timeout`, ...
    pub(crate) abort_reasons: BTreeMap<String, u64>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct RobustnessRow {
    pub(crate) dataset: String,
    pub(crate) format: String,
    pub(crate) variant: String,
    /// Records in the small instance that was mutated, and its encoded size.
    pub(crate) records: usize,
    pub(crate) encoded_bytes: usize,
    pub(crate) cases: u64,
    #[serde(flatten)]
    pub(crate) counts: Counts,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct RobustnessResults {
    pub(crate) schema: u32,
    pub(crate) timestamp: String,
    pub(crate) seed: u64,
    pub(crate) memory_limit_bytes: u64,
    pub(crate) results: Vec<RobustnessRow>,
}

/// Where the latest robustness results are kept; `bench-cli run` reads them for its summary column.
pub(crate) fn results_path() -> PathBuf {
    target_dir().join("robustness.json")
}

pub(crate) fn load_results() -> Option<RobustnessResults> {
    let text = std::fs::read_to_string(results_path()).ok()?;
    serde_json::from_str::<RobustnessResults>(&text).ok().filter(|results| results.schema == SCHEMA)
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
    let pairs = pairs(&options.selection, options.include_broken);
    let mut rows = Vec::new();
    for pair in &pairs {
        eprintln!("{} {}/{}", pair.dataset, pair.format, pair.variant);
        let counts = run_pair(pair, options.cases, options.include_broken)?;
        rows.push(RobustnessRow {
            dataset: pair.dataset.clone(),
            format: pair.format.clone(),
            variant: pair.variant.clone(),
            records: pair.records,
            encoded_bytes: pair.encoded_bytes,
            cases: options.cases,
            counts,
        });
    }
    let results = RobustnessResults {
        schema: SCHEMA,
        timestamp: utc_timestamp(SystemTime::now(), ':'),
        seed: SEED,
        memory_limit_bytes: MEMORY_LIMIT_BYTES,
        results: rows,
    };
    let json = serde_json::to_vec_pretty(&results).context("cannot serialise the results")?;
    write_atomic(&results_path(), &json)?;
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
    let executable = std::env::current_exe().context("cannot find this executable to re-run it")?;
    let mut counts = Counts::default();
    let mut next = 0;
    while next < cases {
        let spec = ChildSpec {
            format: pair.format.clone(),
            variant: pair.variant.clone(),
            dataset: pair.dataset.clone(),
            start: next,
            end: cases,
            include_broken,
        };
        let mut child = Command::new(&executable)
            .env(SPEC_ENV, serde_json::to_string(&spec).context("cannot encode the spec")?)
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
        let mut ready = false;
        loop {
            match receiver.recv_timeout(if ready { CASE_TIMEOUT } else { STARTUP_TIMEOUT }) {
                Ok(line) if !ready && line == READY => ready = true,
                Ok(line) => {
                    let (case, class) = parse_line(&line)
                        .with_context(|| format!("bad line from the robustness process: {line}"))?;
                    if case != next {
                        bail!("the robustness process answered case {case}, expected {next}");
                    }
                    match class {
                        "error" => counts.error += 1,
                        "garbage" => counts.garbage += 1,
                        "original" => counts.original += 1,
                        "panic" => counts.panic += 1,
                        other => bail!("unknown outcome {other}"),
                    }
                    next += 1;
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    let _ = child.kill();
                    let _ = child.wait();
                    record_abort(&mut counts, "timeout".into());
                    next += 1;
                    break;
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    let status = child.wait().context("robustness process vanished")?;
                    if next < cases {
                        if next == spec.start && status.success() {
                            bail!(
                                "the robustness process ran no case ({}/{} on {})",
                                pair.format,
                                pair.variant,
                                pair.dataset
                            );
                        }
                        record_abort(&mut counts, describe(status));
                        next += 1;
                    }
                    break;
                }
            }
        }
    }
    Ok(counts)
}

fn record_abort(counts: &mut Counts, reason: String) {
    counts.abort += 1;
    *counts.abort_reasons.entry(reason).or_default() += 1;
}

fn parse_line(line: &str) -> Option<(u64, &str)> {
    let (case, class) = line.split_once(' ')?;
    Some((case.parse().ok()?, class))
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

/// The child: caps its memory, finds its format and data set, and answers one line per case.
pub(crate) fn child_main(spec: &ChildSpec) -> anyhow::Result<()> {
    cap_memory(MEMORY_LIMIT_BYTES);
    // Panics are outcomes here, counted by the parent; their messages would only be noise.
    std::panic::set_hook(Box::new(|_| {}));
    struct Find<'a> {
        spec: &'a ChildSpec,
        found: bool,
    }
    impl Visitor for Find<'_> {
        fn codec<F: Codec<T>, T: Dataset>(&mut self) {
            let descriptor = F::DESCRIPTOR;
            if !self.found
                && descriptor.name == self.spec.format
                && descriptor.variant == self.spec.variant
                && T::NAME == self.spec.dataset
            {
                self.found = true;
                run_cases::<F, T>(self.spec);
            }
        }
    }
    let mut find = Find { spec, found: false };
    visit_formats(&mut find);
    if spec.include_broken {
        broken::visit(&mut find);
    }
    if !find.found {
        bail!("no format {}/{} with data set {}", spec.format, spec.variant, spec.dataset);
    }
    Ok(())
}

fn run_cases<F: Codec<T>, T: Dataset>(spec: &ChildSpec) {
    let value = T::generate(small_len::<T>());
    let mut format = F::default();
    let mut out = Vec::new();
    let Ok(encoded) = format.encode(&value, &mut out).map(<[u8]>::to_vec) else { return };
    let seed = seed_for(&F::DESCRIPTOR, T::NAME);
    let mut stdout = std::io::stdout().lock();
    if writeln!(stdout, "{READY}").and_then(|()| stdout.flush()).is_err() {
        return;
    }
    for case in spec.start..spec.end {
        let input = mutate(&encoded, seed, case);
        let outcome = std::panic::catch_unwind(AssertUnwindSafe(|| format.decode(&input)));
        let class = match outcome {
            Ok(Err(_)) => "error",
            Ok(Ok(decoded)) if decoded == value => "original",
            Ok(Ok(_)) => "garbage",
            Err(_) => {
                // The format's reusable state may be half-updated after a panic.
                format = F::default();
                "panic"
            }
        };
        // Each answer is flushed before the next case, so the parent knows which case killed us.
        if writeln!(stdout, "{case} {class}").and_then(|()| stdout.flush()).is_err() {
            return;
        }
    }
}

/// Caps the process's address space so that a runaway allocation fails (and aborts) here rather
/// than swapping the machine.
fn cap_memory(bytes: u64) {
    let limit = libc::rlimit { rlim_cur: bytes, rlim_max: bytes };
    // SAFETY: `setrlimit` reads the struct it is given; RLIMIT_AS is a valid resource.
    unsafe {
        libc::setrlimit(libc::RLIMIT_AS, &limit);
    }
}

/// A seed per format variant and data set, so that each pair's mutations are its own but the
/// same on every run.
fn seed_for(descriptor: &Descriptor, dataset: &str) -> u64 {
    let mut hash = SEED;
    for byte in descriptor.name.bytes().chain(descriptor.variant.bytes()).chain(dataset.bytes()) {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// The mutations, in turn by case number.
const MUTATIONS: [&str; 7] = [
    "truncate",
    "flip one bit",
    "flip several bits",
    "insert bytes",
    "delete bytes",
    "random bytes",
    "inflate a length",
];

/// Derives corrupt input number `case` from a valid encoding.
pub(crate) fn mutate(valid: &[u8], seed: u64, case: u64) -> Vec<u8> {
    let mut rng = SplitMix(seed ^ case.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let mut bytes = valid.to_vec();
    let len = bytes.len() as u64;
    let position = |rng: &mut SplitMix| if len == 0 { 0 } else { rng.below(len) as usize };
    match case % MUTATIONS.len() as u64 {
        0 => bytes.truncate(position(&mut rng)),
        1 if len > 0 => {
            let at = position(&mut rng);
            bytes[at] ^= 1 << rng.below(8);
        }
        2 if len > 0 => {
            for _ in 0..2 + rng.below(7) {
                let at = position(&mut rng);
                bytes[at] ^= 1 << rng.below(8);
            }
        }
        3 => {
            let at = position(&mut rng);
            let inserted: Vec<u8> = (0..1 + rng.below(8)).map(|_| rng.next() as u8).collect();
            bytes.splice(at..at, inserted);
        }
        4 if len > 0 => {
            let at = position(&mut rng);
            let end = (at + 1 + rng.below(8) as usize).min(bytes.len());
            bytes.drain(at..end);
        }
        5 => bytes = (0..rng.below(2 * len + 16)).map(|_| rng.next() as u8).collect(),
        6 if len > 0 => {
            // A huge count where a length may sit: as a little-endian u32 or u64, and as a LEB128
            // varint of the largest u32, the encodings most formats use for lengths.
            let patterns: [&[u8]; 3] = [
                &[0xff, 0xff, 0xff, 0x7f],
                &[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0f],
                &[0xff, 0xff, 0xff, 0xff, 0x0f],
            ];
            let pattern = patterns[rng.below(3) as usize];
            let at = position(&mut rng);
            for (offset, byte) in pattern.iter().enumerate() {
                if let Some(slot) = bytes.get_mut(at + offset) {
                    *slot = *byte;
                }
            }
        }
        _ => bytes.clear(),
    }
    bytes
}

/// SplitMix64, as in the data sets: mutations must not depend on an external crate's versions.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, bound: u64) -> u64 {
        ((u128::from(self.next()) * u128::from(bound.max(1))) >> 64) as u64
    }
}

/// One table per data set: the outcome counts of every format variant.
pub(crate) fn render(results: &RobustnessResults, style: Style) -> String {
    let mut out = String::new();
    let datasets = registry::datasets();
    for dataset in &datasets {
        let rows: Vec<&RobustnessRow> =
            results.results.iter().filter(|row| row.dataset == dataset.name).collect();
        let Some(first) = rows.first() else { continue };
        let mut table = Table::new();
        table.load_style(match style {
            Style::Terminal => presets::UTF8_FULL_CONDENSED,
            Style::Markdown => presets::ASCII_MARKDOWN,
        });
        table.set_header([
            "format",
            "variant",
            "bytes",
            "clean error",
            "garbage accepted",
            "original",
            "panic",
            "abort",
        ]);
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
        "\nmutations: {}; seed {SEED:#x}; each child capped at {} MiB of address space.\n\
         Not tested: unvalidated zero-copy access (rkyv access_unchecked, flatbuffers root_unchecked), undefined behaviour on corrupt input by contract.\n",
        MUTATIONS.join(", "),
        MEMORY_LIMIT_BYTES >> 20
    );
    out
}

/// The one-cell summary for the main table: how many corrupt inputs were rejected cleanly, and
/// any panics or aborts.
pub(crate) fn summary(row: &RobustnessRow) -> String {
    let c = &row.counts;
    let rejected = c.error as f64 / row.cases as f64 * 100.0;
    let mut cell = format!("{rejected:.1}% rejected");
    if c.panic + c.abort > 0 {
        cell += &format!(", {} panic, {} abort", c.panic, c.abort);
    }
    cell
}

/// Deliberately broken formats, only for proving that the harness classifies what they do.
mod broken {
    use super::*;

    /// Every format here encodes its input as a fixed byte string; decoding is where it misbehaves.
    fn encode_stub(out: &mut Vec<u8>) -> &[u8] {
        out.clear();
        out.extend_from_slice(b"broken");
        out
    }

    macro_rules! broken_format {
        ($name:ident, $variant:literal, $decode:expr) => {
            #[derive(Debug, Default)]
            pub(super) struct $name;
            impl Format for $name {
                const DESCRIPTOR: Descriptor = Descriptor {
                    name: "broken",
                    variant: $variant,
                    wire: "-",
                    version: "-",
                    package: "-",
                };
            }
            impl<T: Dataset> Codec<T> for $name {
                type Error = std::io::Error;
                fn encode<'a>(
                    &'a mut self,
                    _: &T,
                    out: &'a mut Vec<u8>,
                ) -> Result<&'a [u8], Self::Error> {
                    Ok(encode_stub(out))
                }
                fn decode(&mut self, _: &[u8]) -> Result<T, Self::Error> {
                    $decode
                }
            }
        };
    }

    broken_format!(Panics, "panics", panic!("a broken decoder"));
    broken_format!(Aborts, "aborts", std::process::abort());
    broken_format!(Hoards, "allocates-unbounded", {
        let mut hoard: Vec<Vec<u8>> = Vec::new();
        loop {
            hoard.push(vec![1; 1 << 24]);
        }
    });

    pub(super) fn visit(visitor: &mut impl Visitor) {
        visitor.codec::<Panics, datasets::stored::StoredData>();
        visitor.codec::<Aborts, datasets::stored::StoredData>();
        visitor.codec::<Hoards, datasets::stored::StoredData>();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mutations_are_deterministic_and_change_the_input() {
        let valid: Vec<u8> = (0..200).map(|i| i as u8).collect();
        let mut changed = 0;
        for case in 0..700 {
            let once = mutate(&valid, 42, case);
            assert_eq!(once, mutate(&valid, 42, case), "case {case}");
            changed += usize::from(once != valid);
        }
        // Only a bit flip that flips back, or an inflation over identical bytes, can leave the
        // input as it was.
        assert!(changed >= 690, "{changed} of 700 changed");
        assert!(mutate(&valid, 42, 0).len() < valid.len(), "case 0 truncates");
    }
}
