//! `run --instructions`: every selected case's operation counted under Valgrind's callgrind, in
//! the timed binary's own divan loop, so that a comparison can gate on a number that does not
//! move, and the number is the timed code's.
//!
//! The timed binary runs its cases as in a timed round, at fixed sample sizes, two samples each,
//! under `valgrind --tool=callgrind --dump-after=<divan's sync_impl>`: divan calls that function
//! (`#[inline(never)]`) right before it reads the clock to start a sample and right after it reads
//! it to end one, so callgrind writes a dump at each edge of every timed sample, and every second
//! dump holds exactly one sample's timed region: the clock's two reads, divan's loop and the
//! operation's calls in it, with nothing of the setup, the input generation or the bookkeeping
//! between samples. Nothing is added to the timed binary. Each group of cases runs twice, at one
//! call a sample and at two; the second sample of each (the first is the warm-up) differs
//! between the two by exactly one iteration of the loop, which is the count: the operation's
//! call as the timed loop makes it, with the loop's own increment and branch. With
//! `--cache-sim=yes` each dump also has cache misses, turned into an estimated cycle count the
//! same way. Groups (a binary's cases on one data set) run in two children at a time (the
//! machine's two cores); a child that dies is restarted after the case it died in, which is
//! reported and left uncounted.

use std::{
    collections::BTreeMap,
    io::{BufRead, BufReader},
    path::{Path, PathBuf},
    process::{Command, Stdio},
};

use anyhow::{Context, bail};
use bench_support::UsageError;
use protocol::{counted_records, spec::BenchSpec, spec::Role};

use crate::divan_report;

/// divan's function on each edge of a timed sample (divan 0.1.21's `benchmark/mod.rs`), as
/// callgrind matches a function's demangled name.
const SAMPLE_EDGE: &str = "divan::benchmark::BenchContext::sample_recorder::*sync_impl";
/// Samples per case: a warm-up, then the one counted.
const SAMPLES: u32 = 2;
/// Dumps per case: one at each edge of each sample.
const DUMPS_PER_CASE: usize = 2 * SAMPLES as usize;

/// The counts of one case's operation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Counts {
    pub(crate) instructions: f64,
    pub(crate) estimated_cycles: f64,
}

/// The `memcpy` floors at the lengths counted: a floor copies as many bytes as the data set's
/// most compact encoding, so a data set counted at a fraction copies that fraction.
pub(crate) fn counted_memcpy_bytes(
    memcpy_bytes: &BTreeMap<String, usize>,
    records: &BTreeMap<String, usize>,
) -> BTreeMap<String, usize> {
    let mut scaled = memcpy_bytes.clone();
    for (dataset, bytes) in &mut scaled {
        if let (Some(counted), Some(&full)) = (counted_records(dataset), records.get(dataset))
            && counted < full
        {
            *bytes = *bytes * counted / full;
        }
    }
    scaled
}

/// Fails with one line when valgrind cannot run here.
pub fn check_valgrind() -> Result<(), UsageError> {
    let found = Command::new("valgrind")
        .arg("--version")
        .output()
        .is_ok_and(|output| output.status.success());
    if found {
        Ok(())
    } else {
        Err(UsageError(
            "--instructions needs valgrind (Debian's `valgrind` package), which is not installed"
                .into(),
        ))
    }
}

/// One group of cases to count: a timed binary's cases on one data set, started as a timed round
/// with `spec` (its encodings and lengths; the cases, sample sizes and counts are filled in).
#[derive(Clone, Debug)]
pub(crate) struct Group {
    pub(crate) timed: PathBuf,
    pub(crate) spec: BenchSpec,
}

/// The cases counted, by name, and those that could not be, with why.
#[derive(Debug, Default)]
pub(crate) struct Counted {
    pub(crate) counts: BTreeMap<String, Counts>,
    pub(crate) failed: Vec<(String, String)>,
}

/// Counts every group's cases, two groups at a time (each in a scratch directory of its own).
pub(crate) fn count(
    groups: Vec<Group>,
    scratch: &Path,
    progress: &crate::Progress,
) -> anyhow::Result<Counted> {
    // The run's own directory, so that two runs at once (a test beside a measurement) never
    // read each other's dumps.
    let scratch = scratch.join("callgrind");
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(&scratch).context("cannot create the callgrind directory")?;
    let numbered: Vec<(usize, Group)> = groups.into_iter().enumerate().collect();
    let results = crate::two_at_a_time(&numbered, |(index, group)| {
        let mut counted = Counted::default();
        count_group(group.clone(), &scratch.join(index.to_string()), progress, &mut counted)?;
        Ok(counted)
    })?;
    let _ = std::fs::remove_dir_all(&scratch);
    let mut counted = Counted::default();
    for one in results {
        counted.counts.extend(one.counts);
        counted.failed.extend(one.failed);
    }
    Ok(counted)
}

/// Counts `group`'s cases in as many pairs of children as it takes: a case a child dies in is
/// reported, and its group is started again after it.
fn count_group(
    mut group: Group,
    scratch: &Path,
    progress: &crate::Progress,
    counted: &mut Counted,
) -> anyhow::Result<()> {
    while !group.spec.cases.is_empty() {
        let one = run_child(&group, 1, scratch)?;
        let two = run_child(&group, 2, scratch)?;
        // The cases both children counted, in the order they ran them.
        let both = one.counted.len().min(two.counted.len());
        for ((name, one), (same, two)) in one.counted.iter().zip(&two.counted).take(both) {
            if name != same {
                bail!(
                    "the two callgrind children ran their cases in other orders ({name}, {same})"
                );
            }
            progress.inc(1);
            progress.set_message(name.clone());
            let counts = Counts {
                instructions: two.instructions - one.instructions,
                estimated_cycles: two.estimated_cycles - one.estimated_cycles,
            };
            counted.counts.insert(name.clone(), counts);
        }
        let died = one.died.or(two.died);
        match died {
            Some(why) => {
                let done: Vec<&String> =
                    two.counted.iter().take(both).map(|(name, _)| name).collect();
                let rest: Vec<String> =
                    group.spec.cases.iter().filter(|case| !done.contains(case)).cloned().collect();
                // The case it died in is the first not counted, in the suite's order: divan runs
                // cases in the order it lists them.
                let Some((dead, rest)) = rest.split_first() else { break };
                progress.inc(1);
                counted.failed.push((dead.clone(), why));
                group.spec.cases = rest.to_vec();
            }
            None => break,
        }
    }
    Ok(())
}

/// What one child counted (each case's counted sample, in the order it ran them), and why it
/// died, if it did.
struct Outcome {
    counted: Vec<(String, Counts)>,
    died: Option<String>,
}

/// Runs `group`'s cases in its timed binary under callgrind, at `sample_size` calls a sample.
fn run_child(group: &Group, sample_size: u32, scratch: &Path) -> anyhow::Result<Outcome> {
    let _ = std::fs::remove_dir_all(scratch);
    std::fs::create_dir_all(scratch).context("cannot create a callgrind directory")?;
    let spec = BenchSpec {
        sample_size: Some(sample_size),
        sample_count: SAMPLES,
        // No limit: a sample under callgrind takes 50 times its time, and divan stops sampling
        // when a round's time is up.
        max_time_ms: u64::from(u32::MAX),
        test: false,
        ..group.spec.clone()
    };
    let out_file = scratch.join("callgrind.out.%p");
    let command = Role::Bench(spec).command(&group.timed)?;
    let program = std::fs::canonicalize(command.get_program())
        .with_context(|| format!("cannot find {}", group.timed.display()))?;
    let mut valgrind = Command::new("valgrind");
    valgrind
        .args(["--tool=callgrind", "--cache-sim=yes", "--quiet"])
        .arg(format!("--dump-after={SAMPLE_EDGE}"))
        .arg(format!("--callgrind-out-file={}", out_file.display()))
        .arg(&program)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // The child's whole environment, spelled out, and padded: see [`stack_padding`].
    let mut environment: BTreeMap<std::ffi::OsString, std::ffi::OsString> =
        std::env::vars_os().collect();
    for (key, value) in command.get_envs() {
        match value {
            Some(value) => environment.insert(key.to_owned(), value.to_owned()),
            None => environment.remove(key),
        };
    }
    let padding = stack_padding(&program, &environment);
    environment.insert(STACK_PADDING.into(), padding.into());
    valgrind.env_clear().envs(&environment);
    let mut child = valgrind.spawn().context("cannot start valgrind")?;
    let pid = child.id();
    let stdout = child.stdout.take().context("valgrind has no stdout")?;
    let stderr = child.stderr.take().context("valgrind has no stderr")?;
    let stderr = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut BufReader::new(stderr), &mut text);
        text
    });
    // divan prints a case's row when the case is done: the rows are the order the cases ran in.
    let ran: Vec<String> = BufReader::new(stdout)
        .lines()
        .map_while(Result::ok)
        .filter_map(|line| divan_report::row_name(&line).map(str::to_string))
        .collect();
    let status = child.wait().context("valgrind vanished")?;
    let stderr = stderr.join().unwrap_or_default();
    let mut dumps = dumps(scratch, pid)?;
    dumps.sort_by_key(|(index, _)| *index);
    // Dump N is the N-th edge's: anything else would pair counts with the wrong cases. The last
    // dump, at the process's end, follows the edges.
    let consecutive = dumps.iter().zip(1..).all(|((index, _), expected)| *index == expected);
    let edges = DUMPS_PER_CASE * ran.len();
    if !consecutive || dumps.len() < edges {
        bail!(
            "callgrind wrote {} dumps numbered {:?} for {} cases run; refusing to guess which \
             count is whose",
            dumps.len(),
            dumps.iter().map(|(index, _)| index).collect::<Vec<_>>(),
            ran.len()
        );
    }
    let mut counted = Vec::new();
    for (case, name) in ran.iter().enumerate() {
        // The last sample's timed region: the dump at its end edge.
        let (_, path) = &dumps[DUMPS_PER_CASE * (case + 1) - 1];
        counted.push((name.clone(), parse_dump(&std::fs::read_to_string(path)?)?));
    }
    let died = if status.success() && counted.len() == group.spec.cases.len() {
        None
    } else {
        Some(format!("{status}: {}", last_line(&stderr)))
    };
    Ok(Outcome { counted, died })
}

/// The variable that pads a counted child's environment.
const STACK_PADDING: &str = "SERBENCH_STACK_PADDING";

/// The value of [`STACK_PADDING`] that makes the strings and pointers at the top of the child's
/// stack (its environment, its path, which valgrind writes twice, and their pointers) a whole
/// number of pages, wherever the tree lies and however long the spec is.
///
/// The timed binary runs divan on the main thread, whose stack starts below them, so a checkout
/// at a longer path, or a longer list of cases, moves every frame: bincode's decode of `users`
/// copies between the stack and the heap, and `memcpy` takes another path when the alignment
/// changes (±12,000 instructions between two clones of one commit, issue 28). Padded to a page,
/// every frame lies at the same offset in its page whatever the strings are; what valgrind adds
/// of its own (its preload library, the auxiliary vector) is the same for every child.
fn stack_padding(
    program: &Path,
    environment: &BTreeMap<std::ffi::OsString, std::ffi::OsString>,
) -> String {
    const PAGE: usize = 4096;
    const POINTER: usize = 8;
    let strings: usize = environment.iter().map(|(key, value)| key.len() + value.len() + 2).sum();
    let path = program.as_os_str().len() + 1;
    // The padding's own `KEY=` and terminator, and its pointer; the environment's null pointer.
    let fixed = strings + 2 * path + (environment.len() + 2) * POINTER + STACK_PADDING.len() + 2;
    let length = PAGE - fixed % PAGE;
    "x".repeat(length)
}

fn last_line(text: &str) -> &str {
    text.lines().rev().find(|line| !line.trim().is_empty()).unwrap_or("no message")
}

/// The per-region dumps of process `pid` in `dir`: `callgrind.out.<pid>.<n>`, with `n`.
fn dumps(dir: &Path, pid: u32) -> anyhow::Result<Vec<(u32, PathBuf)>> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).context("cannot list the callgrind dumps")? {
        let path = entry?.path();
        let name = path.file_name().and_then(|name| name.to_str()).unwrap_or_default();
        let parts: Vec<&str> = name.split('.').collect();
        if let [_, _, dump_pid, n] = parts.as_slice()
            && dump_pid.parse() == Ok(pid)
            && let Ok(n) = n.parse()
        {
            found.push((n, path));
        }
    }
    Ok(found)
}

/// The counts in a callgrind dump: its `events:` names and `totals:`.
fn parse_dump(text: &str) -> anyhow::Result<Counts> {
    let line = |prefix: &str| {
        text.lines()
            .find_map(|line| line.strip_prefix(prefix))
            .with_context(|| format!("no `{prefix}` line in a callgrind dump"))
    };
    let events: Vec<&str> = line("events:")?.split_whitespace().collect();
    // `totals:` sums the dump's cost lines: this dump's alone.
    let totals: Vec<f64> = line("totals:")?
        .split_whitespace()
        .map(|value| value.parse().context("a callgrind total is not a number"))
        .collect::<anyhow::Result<_>>()?;
    let event = |name: &str| {
        events.iter().position(|event| *event == name).and_then(|index| totals.get(index)).copied()
    };
    let instructions = event("Ir").context("the dump has no instruction count")?;
    let [dr, dw, i1, d1r, d1w, ll_i, ll_r, ll_w] =
        ["Dr", "Dw", "I1mr", "D1mr", "D1mw", "ILmr", "DLmr", "DLmw"]
            .map(|name| event(name).unwrap_or(0.0));
    let accesses = instructions + dr + dw;
    let l1_misses = i1 + d1r + d1w;
    let ll_misses = ll_i + ll_r + ll_w;
    let estimated_cycles =
        (accesses - l1_misses) + 5.0 * (l1_misses - ll_misses) + 35.0 * ll_misses;
    Ok(Counts { instructions, estimated_cycles })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dump_gives_instructions_and_estimated_cycles() {
        let dump = "version: 1\nevents: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw\nsummary: 7 3 2 1 2 5 1 2 1\ntotals: 1000 300 200 10 20 5 1 2 1\n";
        let counts = parse_dump(dump).unwrap();
        assert_eq!(counts.instructions, 1000.0);
        // 1500 accesses, 35 L1 misses of which 4 also missed the last level:
        // 1465 + 5 × 31 + 35 × 4.
        assert_eq!(counts.estimated_cycles, 1465.0 + 155.0 + 140.0);
        let plain = "events: Ir\ntotals: 42\n";
        assert_eq!(parse_dump(plain).unwrap().instructions, 42.0);
        assert!(parse_dump("events: Ir\n").is_err());
    }

    #[test]
    fn a_data_set_counted_at_a_fraction_copies_that_fraction() {
        let bytes = BTreeMap::from([("mesh".to_string(), 6_000_000), ("log".to_string(), 700)]);
        let records = BTreeMap::from([("mesh".to_string(), 125_000), ("log".to_string(), 10_000)]);
        let counted = counted_memcpy_bytes(&bytes, &records);
        assert_eq!(counted["mesh"], 600_000);
        assert_eq!(counted["log"], 700);
        assert_eq!(counted_records("mesh"), Some(12_500));
        assert_eq!(counted_records("log"), None);
    }
}
