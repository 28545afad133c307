//! `run --instructions`: every selected case's operation counted under Valgrind's callgrind, so
//! that a comparison can gate on a number that does not move.
//!
//! A child (a bench binary, under `valgrind --tool=callgrind --instr-atstart=no`) runs one data
//! set's cases of its format in order: for each it prints the case's name, prepares its inputs
//! uninstrumented, turns instrumentation on (a client request), warms the operation up once, and
//! calls it once inside the engine's `serbench_counted_region`.
//! callgrind collects only inside that function (`--collect-atstart=no
//! --toggle-collect=serbench_counted_region`) and writes one dump each time it returns
//! (`--dump-after`), so dump N holds exactly the N-th case's operation and the free of its output
//! (outside it for a decode's `*_free_untimed` twin): no setup, no warm-up. With `--cache-sim=yes` each dump also has cache misses, turned into an
//! estimated cycle count. Data sets run in two children at a time (the machine's two cores); a
//! child that dies is restarted after the case it died in, which is reported and left uncounted.

use std::{
    collections::BTreeMap,
    io::{BufRead, BufReader},
    path::{Path, PathBuf},
    process::{Command, Stdio},
    sync::{Arc, Mutex},
};

use anyhow::{Context, bail};
use bench_support::UsageError;
use protocol::{
    counted_records,
    spec::{CaseSource, InstructionsSpec, Role},
};

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

/// The cases counted, by name, and those that could not be, with why.
#[derive(Debug, Default)]
pub(crate) struct Counted {
    pub(crate) counts: BTreeMap<String, Counts>,
    pub(crate) failed: Vec<(String, String)>,
}

/// Counts each bench binary's cases (in any order), two binary × data set groups at a time.
pub(crate) fn count(
    cases: &[(PathBuf, Vec<String>)],
    memcpy_bytes: &BTreeMap<String, usize>,
    source: &CaseSource,
    scratch: &Path,
    progress: &crate::Progress,
) -> anyhow::Result<Counted> {
    let mut groups: BTreeMap<(&Path, &str), Vec<String>> = BTreeMap::new();
    for (binary, names) in cases {
        for name in names {
            let dataset = name.split('/').next().unwrap_or_default();
            groups.entry((binary, dataset)).or_default().push(name.clone());
        }
    }
    let groups = groups.into_iter().map(|((binary, _), names)| (binary.to_path_buf(), names));
    let queue = Arc::new(Mutex::new(groups.collect::<Vec<_>>()));
    // The run's own directory, so that two runs at once (a test beside a measurement) never
    // read each other's dumps.
    let scratch = scratch.join("callgrind");
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(&scratch).context("cannot create the callgrind directory")?;
    let results = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2)
            .map(|worker| {
                let (queue, scratch) = (Arc::clone(&queue), scratch.join(worker.to_string()));
                scope.spawn(move || -> anyhow::Result<_> {
                    let mut counted = BTreeMap::new();
                    let mut failed = Vec::new();
                    loop {
                        let next = queue.lock().map_err(|_| anyhow::anyhow!("poisoned"))?.pop();
                        let Some((binary, cases)) = next else { break };
                        let spec = InstructionsSpec {
                            cases,
                            memcpy_bytes: memcpy_bytes.clone(),
                            source: source.clone(),
                        };
                        let (counts, dead) = (&mut counted, &mut failed);
                        count_in_children(&binary, spec, &scratch, progress, counts, dead)?;
                    }
                    Ok((counted, failed))
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| worker.join().map_err(|_| anyhow::anyhow!("a count worker panicked"))?)
            .collect::<anyhow::Result<Vec<_>>>()
    })?;
    let _ = std::fs::remove_dir_all(&scratch);
    let mut counted = Counted::default();
    for (counts, failed) in results {
        counted.counts.extend(counts);
        counted.failed.extend(failed);
    }
    Ok(counted)
}

/// Counts `spec`'s cases in as many children as it takes: a child that dies is restarted after
/// the case it died in.
fn count_in_children(
    binary: &Path,
    mut spec: InstructionsSpec,
    scratch: &Path,
    progress: &crate::Progress,
    counted: &mut BTreeMap<String, Counts>,
    failed: &mut Vec<(String, String)>,
) -> anyhow::Result<()> {
    while !spec.cases.is_empty() {
        let _ = std::fs::remove_dir_all(scratch);
        std::fs::create_dir_all(scratch).context("cannot create a callgrind directory")?;
        let outcome = run_child(binary, &spec, scratch)?;
        for (name, counts) in outcome.counted {
            progress.inc(1);
            progress.set_message(name.clone());
            counted.insert(name, counts);
        }
        match outcome.died_in {
            Some((name, why)) => {
                progress.inc(1);
                let position = spec.cases.iter().position(|case| *case == name).unwrap_or(0);
                spec.cases.drain(..=position);
                failed.push((name, why));
            }
            None => break,
        }
    }
    Ok(())
}

/// What one child counted, and the case it died in, if it died.
struct Outcome {
    counted: Vec<(String, Counts)>,
    died_in: Option<(String, String)>,
}

fn run_child(binary: &Path, spec: &InstructionsSpec, scratch: &Path) -> anyhow::Result<Outcome> {
    let out_file = scratch.join("callgrind.out.%p");
    let command = Role::Instructions(spec.clone()).command(binary)?;
    let program = command.get_program().to_owned();
    let envs: Vec<_> = command
        .get_envs()
        .map(|(key, value)| (key.to_owned(), value.map(ToOwned::to_owned)))
        .collect();
    let mut valgrind = Command::new("valgrind");
    if protocol::CALLGRIND_SUPPORTED {
        valgrind.arg("--instr-atstart=no");
    }
    valgrind
        .args([
            "--tool=callgrind",
            "--collect-atstart=no",
            "--toggle-collect=serbench_counted_region",
            "--dump-after=serbench_counted_region",
            "--cache-sim=yes",
            "--quiet",
        ])
        .arg(format!("--callgrind-out-file={}", out_file.display()))
        .arg(program)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (key, value) in envs {
        match value {
            Some(value) => valgrind.env(key, value),
            None => valgrind.env_remove(key),
        };
    }
    let mut child = valgrind.spawn().context("cannot start valgrind")?;
    let pid = child.id();
    let stdout = child.stdout.take().context("valgrind has no stdout")?;
    let stderr = child.stderr.take().context("valgrind has no stderr")?;
    let stderr = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut BufReader::new(stderr), &mut text);
        text
    });
    let started: Vec<String> = BufReader::new(stdout)
        .lines()
        .map_while(Result::ok)
        .filter(|line| !line.is_empty())
        .collect();
    let status = child.wait().context("valgrind vanished")?;
    let stderr = stderr.join().unwrap_or_default();
    let mut dumps = dumps(scratch, pid)?;
    dumps.sort_by_key(|(index, _)| *index);
    // Dump N is the N-th case's: anything else would pair counts with the wrong cases.
    let consecutive = dumps.iter().zip(1..).all(|((index, _), expected)| *index == expected);
    if !consecutive || dumps.len() > started.len() {
        bail!(
            "callgrind wrote {} dumps numbered {:?} for {} cases started; refusing to guess \
             which count is whose",
            dumps.len(),
            dumps.iter().map(|(index, _)| index).collect::<Vec<_>>(),
            started.len()
        );
    }
    let mut counted = Vec::new();
    for (name, (_, path)) in started.iter().zip(&dumps) {
        counted.push((name.clone(), parse_dump(&std::fs::read_to_string(path)?)?));
    }
    let died_in = if status.success() && counted.len() == spec.cases.len() {
        None
    } else {
        let Some(name) = started.get(counted.len()).or_else(|| spec.cases.get(counted.len()))
        else {
            bail!("valgrind failed ({status}) before any case: {}", last_line(&stderr));
        };
        Some((name.clone(), format!("{status}: {}", last_line(&stderr))))
    };
    Ok(Outcome { counted, died_in })
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
    // `totals:` sums the dump's cost lines. `summary:` is callgrind's running counters less
    // those at the last dump, which stop matching once instrumentation is switched off and on
    // between cases (it came out as the difference of two cases, with negative cache misses).
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
        // `summary:` as callgrind writes it after instrumentation was toggled: not this dump's.
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
