//! `bench-cli run`: check, measure, report.
//!
//! 1. Prepare: for each selected data set, encode it with every format (sizes, the `memcpy`
//!    floor), hold every selected format's round trip, and zero-copy view, to the original, and
//!    measure each cell's bytes through zstd and LZ4 (`compress.rs`). A benchmark number exists
//!    only for a cell that round-trips.
//! 2. Measure: re-run this binary as the divan child on the selected cases, showing progress.
//! 3. Report: parse divan's report, assemble the results, write them, print the tables.

pub(crate) mod cases;
pub(crate) mod child;
pub(crate) mod compress;
pub(crate) mod count;
mod divan_report;
mod jvm;
mod prepare;
mod testing;

use std::{
    collections::BTreeMap,
    io::{BufRead, BufReader},
    path::PathBuf,
    process::Stdio,
    time::SystemTime,
};

use anyhow::{Context, bail};
use bench_support::{
    cores, cpu_model, git_commit,
    results::{Meta, NotMeasured, Results, Row, SCHEMA, Stats},
    target_dir, utc_timestamp, write_atomic,
};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::{
    report,
    role::{BenchSpec, CaseSource, Role},
    selection::Selection,
    table::Style,
};

/// What the user asked for on the command line.
#[derive(Clone, Debug)]
pub(crate) struct RunOptions {
    pub(crate) selection: Selection,
    pub(crate) quick: bool,
    /// Overrides the number of rounds.
    pub(crate) rounds: Option<u32>,
    pub(crate) json: Option<PathBuf>,
    pub(crate) markdown: Option<PathBuf>,
    /// A user's JSON document to measure instead of the built-in data sets.
    pub(crate) input: Option<PathBuf>,
    /// Also count every case's instructions under callgrind.
    pub(crate) instructions: bool,
    /// Add the test-only formats (for the tests of the comparison gate).
    pub(crate) test_formats: bool,
    /// Run the techniques suite instead of the format matrix.
    pub(crate) techniques: bool,
    /// Also time each decode with its value freed after the timed region.
    pub(crate) free_untimed: bool,
    /// Measure the data sets at each of these lengths instead of their own (a scaling run);
    /// empty for their own.
    pub(crate) records: Vec<usize>,
    /// Also measure the JVM peers and check the bytes across the border (`--peers jvm`).
    pub(crate) jvm: bool,
}

/// How much to measure. A shared 2-core machine has slow episodes lasting seconds, during which
/// every timing is inflated; so the full run measures each case in several rounds, each round a
/// separate divan child running every case, and combines the rounds (see `combine_rounds`).
/// `max_time` caps the slowest cases (serde_json on `mesh` takes tens of milliseconds per call)
/// so the whole run fits its time budget. See docs/methodology.md for the measurements.
#[derive(Clone, Copy, Debug)]
struct Sampling {
    rounds: u32,
    sample_count: u32,
    max_time_ms: u64,
}

const FULL: Sampling = Sampling { rounds: 6, sample_count: 40, max_time_ms: 300 };
const QUICK: Sampling = Sampling { rounds: 1, sample_count: 10, max_time_ms: 150 };

pub(crate) fn run(options: &RunOptions) -> anyhow::Result<()> {
    let mut sampling = if options.quick { QUICK } else { FULL };
    sampling.rounds = options.rounds.unwrap_or(sampling.rounds);
    if let Some(path) = &options.input {
        crate::document::load(path)?;
    }
    if options.instructions {
        count::check_valgrind()?;
    }
    if options.jvm {
        jvm::datasets(&options.selection)?;
    }
    let source = CaseSource {
        input: options.input.clone(),
        test_formats: options.test_formats,
        techniques: options.techniques,
        free_untimed: options.free_untimed,
    };
    // The techniques suite's lists of names are not messages anyone would compress, and a
    // scaling run is about time per record.
    let budget = if options.quick { compress::QUICK } else { compress::FULL };
    let compression = (!options.techniques && options.records.is_empty()).then_some(budget);
    // One pass per length of a scaling run; one pass at the data sets' own lengths otherwise.
    let lengths: Vec<Option<usize>> = if options.records.is_empty() {
        vec![None]
    } else {
        options.records.iter().copied().map(Some).collect()
    };
    let universe = cases::Universe::from(&source);
    let passes = lengths
        .iter()
        .map(|&records| prepare::prepare(&options.selection, universe, compression, records))
        .collect::<anyhow::Result<Vec<_>>>()?;
    // The meta describes what is measured, so it is taken before measuring: the commit and the
    // state of the tree as the run starts. A scaling run's lengths are the last (longest) pass's.
    let settings = (sampling.rounds, sampling.sample_count, sampling.max_time_ms);
    let suite = if options.techniques {
        Some("techniques".to_string())
    } else {
        (!options.records.is_empty()).then(|| "scaling".to_string())
    };
    let last = passes.last().context("no pass to run")?;
    let meta = gather_meta(options.quick, settings, last.records.clone(), suite);
    let cases: usize = passes.iter().map(|pass| pass.cases.len()).sum();
    let progress = progress_bar(cases as u64 * u64::from(sampling.rounds));
    let mut measured = Vec::new();
    for (mut pass, records) in passes.into_iter().zip(lengths) {
        let spec = BenchSpec {
            cases: pass.cases.iter().map(ToString::to_string).collect(),
            sample_count: sampling.sample_count,
            max_time_ms: sampling.max_time_ms,
            memcpy_bytes: pass.memcpy_bytes.clone(),
            test: false,
            records,
            source: source.clone(),
        };
        let mut rounds = Vec::new();
        for round in 1..=sampling.rounds {
            let report = run_child(&spec, &progress)?;
            rounds.push(divan_report::parse(&report).context("cannot read divan's report")?);
            // Prepare measured the compressors once; each round but the last measures them
            // again, at another moment of the run.
            if let Some(budget) = compression.filter(|_| round < sampling.rounds) {
                progress.set_message("compressors");
                pass.measure_compression_again(budget)?;
            }
        }
        measured.push((pass, rounds));
    }
    progress.finish_and_clear();
    let counts = match (options.instructions, measured.as_slice()) {
        (true, [(prepared, _)]) => {
            let progress = progress_bar(prepared.cases.len() as u64);
            progress.set_prefix("callgrind");
            let memcpy_bytes =
                count::counted_memcpy_bytes(&prepared.memcpy_bytes, &prepared.records);
            let counted = count::count(&prepared.cases, &memcpy_bytes, &source, &progress)?;
            progress.finish_and_clear();
            for (case, why) in &counted.failed {
                eprintln!("not counted: {case} died under callgrind ({why})");
            }
            counted.counts
        }
        _ => BTreeMap::new(),
    };
    let mut results =
        Results { schema: SCHEMA, meta, results: Vec::new(), not_measured: Vec::new() };
    for (prepared, rounds) in measured {
        let pass = assemble(prepared, rounds)?;
        results.results.extend(pass.0);
        results.not_measured.extend(pass.1);
    }
    attach_counts(&mut results, &counts);
    // The JVM pass runs after the Rust measurements, never beside them; its failure is reported
    // after the Rust results are written and printed, which it leaves whole.
    let jvm_failure = if options.jvm {
        add_jvm(&mut results, &options.selection, options.quick).err()
    } else {
        None
    };

    let json = serde_json::to_vec_pretty(&results).context("cannot serialise the results")?;
    let archive = archive_path();
    write_atomic(&archive, &json)?;
    if let Some(path) = &options.json {
        write_atomic(path, &json)?;
    }
    let render = |style| {
        if options.techniques {
            return crate::study::render(&results, style);
        }
        if !options.records.is_empty() {
            return crate::scaling::render(&results, style);
        }
        let (builds, robustness) =
            (bench_support::builds::load(), bench_support::robustness::load());
        let extras = report::Extras { builds: builds.as_ref(), robustness: robustness.as_ref() };
        let mut text = report::render(&results, extras, style);
        if crate::free::measured(&results) {
            text += &crate::free::render(&results, style);
        }
        text
    };
    print!("{}", render(Style::Terminal));
    if let Some(path) = &options.markdown {
        write_atomic(path, render(Style::Markdown).as_bytes())?;
    }
    eprintln!("results: {}", archive.display());
    match jvm_failure {
        Some(error) => {
            Err(error.context("--peers jvm could not run (the Rust results above are kept)"))
        }
        None => Ok(()),
    }
}

/// Runs the JVM peers and merges their rows, settings and cross-language checks into `results`.
fn add_jvm(results: &mut Results, selection: &Selection, quick: bool) -> anyhow::Result<()> {
    let progress = progress_bar(0);
    progress.set_prefix("jvm");
    let outcome = jvm::run(selection, quick, results.meta.rounds, &progress);
    progress.finish_and_clear();
    let outcome = outcome?;
    for ((dataset, format, variant), interop) in outcome.interop {
        let rust = results
            .results
            .iter_mut()
            .find(|row| (&row.dataset, &row.format, &row.variant) == (&dataset, &format, &variant));
        if let Some(row) = rust {
            row.interop = Some(interop);
        }
    }
    results.results.extend(outcome.rows);
    results.not_measured.extend(outcome.not_measured);
    results.meta.jvm = Some(outcome.meta);
    Ok(())
}

/// A progress bar on stderr, drawn only when stderr is a terminal.
fn progress_bar(total: u64) -> ProgressBar {
    let progress = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    if let Ok(style) =
        ProgressStyle::with_template("{elapsed_precise} [{bar:30}] {pos}/{len} {msg}")
    {
        progress.set_style(style.progress_chars("=> "));
    }
    progress
}

/// Runs one round in a divan child and returns its report, advancing `progress` per case.
fn run_child(spec: &BenchSpec, progress: &ProgressBar) -> anyhow::Result<String> {
    let mut child = Role::Bench(spec.clone())
        .command()?
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("cannot start the benchmark process")?;
    // stderr is drained on its own thread so that neither pipe can fill and stall the child.
    let stderr = child.stderr.take().context("benchmark process has no stderr")?;
    let stderr = std::thread::spawn(move || -> Vec<String> {
        BufReader::new(stderr)
            .lines()
            .map_while(Result::ok)
            // divan's one line of chatter per round would break up the progress bar.
            .filter(|line| !line.starts_with("Timer precision:"))
            .collect()
    });
    let mut report = String::new();
    let stdout = child.stdout.take().context("benchmark process has no stdout")?;
    for line in BufReader::new(stdout).lines() {
        let line = line.context("cannot read the benchmark process's output")?;
        if let Some(name) = divan_report::row_name(&line) {
            progress.inc(1);
            progress.set_message(name.to_string());
        }
        report.push_str(&line);
        report.push('\n');
    }
    let status = child.wait().context("benchmark process vanished")?;
    let stderr = stderr.join().unwrap_or_default();
    if !status.success() {
        let tail = stderr.iter().rev().take(5).rev().cloned().collect::<Vec<_>>().join(" | ");
        bail!("the benchmark process failed ({status}): {tail}");
    }
    for line in stderr {
        progress.suspend(|| eprintln!("{line}"));
    }
    Ok(report)
}

/// Attaches each case's statistics, combined over the rounds, to its row; every case must have
/// been measured in every round. Returns the rows and the pairs not measured.
fn assemble(
    prepared: prepare::Prepared,
    mut rounds: Vec<BTreeMap<String, Stats>>,
) -> anyhow::Result<(Vec<Row>, Vec<NotMeasured>)> {
    let mut rows = prepared.rows;
    for id in &prepared.cases {
        let name = id.to_string();
        let measured: Vec<Stats> = rounds
            .iter_mut()
            .map(|round| round.remove(&name))
            .collect::<Option<_>>()
            .with_context(|| format!("divan reported nothing for {name} in some round"))?;
        let measured = combine_rounds(&measured);
        let row = rows
            .iter_mut()
            .find(|row| id.is_of(row))
            .with_context(|| format!("no row for {name}"))?;
        row.ops.insert(id.op.key().to_string(), measured);
    }
    Ok((rows, prepared.not_measured))
}

/// One case's rounds as one set of statistics.
///
/// The reported median is the *lowest* of the rounds' medians. Each round is a fresh process, so
/// rounds differ in two ways that only ever add time: a slow episode of the shared host, and an
/// unlucky memory layout (some cases run 1.5× slower in some processes, with nothing in between).
/// The lowest round median is the time the code takes when neither interferes, and it repeats
/// best between runs (docs/methodology.md has the comparison); every round's median is kept in
/// `round_medians_ns`. Fastest and slowest are the extremes over all rounds, samples and
/// iterations add up, and allocation figures, identical in every round for a deterministic
/// operation, come from the reported round.
fn combine_rounds(rounds: &[Stats]) -> Stats {
    let Some(best) = rounds.iter().min_by(|a, b| a.median_ns.total_cmp(&b.median_ns)) else {
        return Stats::default();
    };
    Stats {
        median_ns: best.median_ns,
        mean_ns: rounds.iter().map(|round| round.mean_ns).sum::<f64>() / rounds.len() as f64,
        fastest_ns: rounds.iter().map(|round| round.fastest_ns).fold(f64::INFINITY, f64::min),
        slowest_ns: rounds.iter().map(|round| round.slowest_ns).fold(0.0, f64::max),
        samples: rounds.iter().map(|round| round.samples).sum(),
        iters: rounds.iter().map(|round| round.iters).sum(),
        round_medians_ns: rounds.iter().map(|round| round.median_ns).collect(),
        ..best.clone()
    }
}

/// The run's meta: what was measured, on what, and how.
fn gather_meta(
    quick: bool,
    (rounds, sample_count, max_time_ms): (u32, u32, u64),
    datasets: BTreeMap<String, usize>,
    suite: Option<String>,
) -> Meta {
    let crates = crate::provenance::library_versions();
    Meta {
        cpu: cpu_model(),
        cores: cores(),
        rustc: env!("SERBENCH_RUSTC_VERSION").to_string(),
        git_commit: git_commit(),
        timestamp: utc_timestamp(SystemTime::now(), ':'),
        quick,
        profile: crate::profile::OWN.into(),
        suite,
        rounds,
        sample_count,
        max_time_ms,
        crates,
        datasets,
        jvm: None,
    }
}

/// Puts each counted case's instructions and estimated cycles into its row's statistics.
fn attach_counts(results: &mut Results, counts: &BTreeMap<String, count::Counts>) {
    for row in &mut results.results {
        for (op, stats) in &mut row.ops {
            let name = format!("{}/{}/{}/{op}", row.dataset, row.format, row.variant);
            if let Some(counts) = counts.get(&name) {
                stats.instructions = Some(counts.instructions);
                stats.estimated_cycles = Some(counts.estimated_cycles);
                stats.counted_records = count::counted_records(&row.dataset).map(|n| n as u64);
            }
        }
    }
}

/// `target/bench-results/<timestamp>.json`, so that no run overwrites another.
fn archive_path() -> PathBuf {
    let stamp = utc_timestamp(SystemTime::now(), '-');
    target_dir().join("bench-results").join(format!("{stamp}.json"))
}
