//! `bench-cli run`: check, measure, report.
//!
//! 1. Prepare: for each selected data set, encode it with every format (sizes, the `memcpy`
//!    floor), hold every selected format's round trip, and zero-copy view, to the original, and
//!    measure each cell's bytes through zstd and LZ4 (`compress.rs`). A benchmark number exists
//!    only for a cell that round-trips.
//! 2. Measure: run each format's timed binary as a divan child on its selected cases (one child
//!    per sample size the prepare found), once per timed round, then once more counting
//!    allocations (a round that counts is not timed: the engine's `heap.rs` says why), showing
//!    progress.
//! 3. Report: parse divan's reports, assemble the results, write them, print the tables.

mod binaries;
mod count;
mod divan_report;
mod jvm;
mod memory;

use std::{
    collections::BTreeMap,
    hash::{Hash, Hasher},
    io::{BufRead, BufReader},
    path::{Path, PathBuf},
    process::Stdio,
    time::SystemTime,
};

use anyhow::{Context, bail};
use bench_support::{
    UsageError, cores, cpu_model, git_commit,
    results::{MEMCPY, Meta, NotMeasured, Op, Results, Row, SCHEMA, Stats},
    target_dir, utc_timestamp, write_atomic,
};
use engine::spec::{
    BenchSpec, CaseSource, CompressSpec, Compression, PrepareSpec, Prepared, Role, Selection,
};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::{report, table::Style};

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
    /// The cargo profile the bench binaries are built with.
    pub(crate) profile: &'static str,
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
/// The round that counts allocations: its times are thrown away, and a deterministic operation
/// allocates the same in every sample, so a few short samples do.
const ALLOCATIONS: Sampling = Sampling { rounds: 1, sample_count: 5, max_time_ms: 50 };

pub(crate) fn run(options: &RunOptions) -> anyhow::Result<()> {
    let mut sampling = if options.quick { QUICK } else { FULL };
    sampling.rounds = options.rounds.unwrap_or(sampling.rounds);
    if let Some(path) = &options.input {
        engine::load_input(path)?;
    }
    if let Some(&longest) = options.records.last() {
        memory::check_records(&options.selection, longest)?;
    }
    if options.instructions {
        count::check_valgrind()?;
    }
    if options.jvm {
        jvm::datasets(&options.selection)?;
    }
    let source = CaseSource { input: options.input.clone(), free_untimed: options.free_untimed };
    // The techniques suite's lists of names are not messages anyone would compress (nor held to
    // a floor), and a scaling run is about time per record.
    let compression = !options.techniques && options.records.is_empty();
    let floors = !options.techniques;
    // One pass per length of a scaling run; one pass at the data sets' own lengths otherwise.
    let lengths: Vec<Option<usize>> = if options.records.is_empty() {
        vec![None]
    } else {
        options.records.iter().copied().map(Some).collect()
    };
    let run = Binaries { paths: binaries::build(options.profile)?, formats: suites(options) };
    let scratch = target_dir().join("bench-run").join(std::process::id().to_string());
    let passes = lengths
        .iter()
        .enumerate()
        .map(|(index, &records)| {
            let encodings = scratch.join(index.to_string());
            let mut pass = prepare(&run, &options.selection, &source, records, encodings, floors)?;
            if compression {
                pass.measure_compression(&run, options.quick)?;
            }
            Ok(pass)
        })
        .collect::<anyhow::Result<Vec<_>>>();
    let passes = passes.inspect_err(|_| drop(std::fs::remove_dir_all(&scratch)))?;
    // The meta describes what is measured, so it is taken before measuring: the commit and the
    // state of the tree as the run starts. A scaling run's lengths are the last (longest) pass's.
    let settings = (sampling.rounds, sampling.sample_count, sampling.max_time_ms);
    let suite = if options.techniques {
        Some("techniques".to_string())
    } else {
        (!options.records.is_empty()).then(|| "scaling".to_string())
    };
    let last = passes.last().context("no pass to run")?;
    let meta = gather_meta(options, settings, last.records.clone(), suite);
    let cases: usize = passes.iter().map(Pass::case_count).sum();
    memory::check_rounds(sampling.rounds, cases)?;
    // Each pass's timed rounds, then one more that counts allocations and is not timed.
    let progress = progress_bar(cases as u64 * u64::from(sampling.rounds + 1));
    let mut measured = Vec::new();
    for (mut pass, records) in passes.into_iter().zip(lengths) {
        let memcpy_bytes = pass.memcpy_bytes.clone();
        let directory = pass.directory.clone();
        let spec = |sampling: Sampling, count_allocations| BenchSpec {
            cases: Vec::new(),
            sample_count: sampling.sample_count,
            sample_size: None,
            encodings: Some(directory.clone()),
            max_time_ms: sampling.max_time_ms,
            memcpy_bytes: memcpy_bytes.clone(),
            test: false,
            records,
            count_allocations,
            source: source.clone(),
        };
        let mut rounds = Vec::new();
        for round in 1..=sampling.rounds {
            rounds.push(measure_round(&run, &pass, &spec(sampling, false), &progress)?);
            // Prepare measured the compressors once; each round but the last measures them
            // again, at another moment of the run.
            if compression && round < sampling.rounds {
                progress.set_message("compressors");
                pass.measure_compression(&run, options.quick)?;
            }
        }
        let allocations = measure_round(&run, &pass, &spec(ALLOCATIONS, true), &progress)?;
        measured.push((pass, rounds, allocations));
    }
    progress.finish_and_clear();
    let _ = std::fs::remove_dir_all(&scratch);
    let counts = match (options.instructions, measured.as_slice()) {
        (true, [(prepared, ..)]) => {
            let progress = progress_bar(prepared.case_count() as u64);
            progress.set_prefix("callgrind");
            let memcpy_bytes =
                count::counted_memcpy_bytes(&prepared.memcpy_bytes, &prepared.records);
            let mut cases = Vec::new();
            for (binary, names) in &prepared.cases {
                cases.push((run.path(binary)?.to_path_buf(), names.clone()));
            }
            let counted = count::count(&cases, &memcpy_bytes, &source, &progress)?;
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
    for (prepared, rounds, allocations) in measured {
        let pass = assemble(prepared, rounds, allocations)?;
        results.results.extend(pass.0);
        results.not_measured.extend(pass.1);
    }
    attach_counts(&mut results, &counts);
    // The JVM pass runs after the Rust measurements, never beside them; its failure is reported
    // after the Rust results are written and printed, which it leaves whole.
    let jvm_failure = if options.jvm {
        add_jvm(&mut results, &options.selection, options.quick, &run).err()
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

/// The bench binaries of the formats a run selects, in table order.
fn suites(options: &RunOptions) -> Vec<&'static str> {
    if options.techniques {
        return vec![binaries::TECHNIQUES];
    }
    let suites = registry::suites().into_iter();
    let selected =
        suites.filter(|suite| suite.formats.iter().any(|f| options.selection.has_format(f)));
    let mut binaries: Vec<_> = selected.map(|suite| suite.binary).collect();
    if options.test_formats {
        binaries.push(binaries::TEST_FORMATS);
    }
    binaries
}

/// The run's bench binaries, built.
struct Binaries {
    paths: BTreeMap<&'static str, PathBuf>,
    /// The binaries of the selected formats, in table order (not the floors').
    formats: Vec<&'static str>,
}

impl Binaries {
    /// Bench binary `binary`, which prepares, compresses and counts.
    fn path(&self, binary: &str) -> anyhow::Result<&Path> {
        self.paths
            .get(binary)
            .map(PathBuf::as_path)
            .with_context(|| format!("{binary} was not built"))
    }

    /// `binary`'s timed twin, which times.
    fn timed(&self, binary: &str) -> anyhow::Result<PathBuf> {
        self.path(binary).map(binaries::timed)
    }
}

/// Everything known before timing, over every binary of a pass: the rows' sizes, the cases to
/// time (by binary), the floors' bytes, and the distinct encodings for the compressors.
struct Pass {
    rows: Vec<Row>,
    cases: Vec<(&'static str, Vec<String>)>,
    memcpy_bytes: BTreeMap<String, usize>,
    records: BTreeMap<String, usize>,
    not_measured: Vec<NotMeasured>,
    /// Each distinct encoding: a file holding it, and the rows whose bytes these are.
    encodings: Vec<(PathBuf, Vec<usize>)>,
    /// The directory of every row's encoding, which the timed binaries' decodes start from.
    directory: PathBuf,
    /// divan's sample size for each case, as the prepare found it (none for the floors).
    sample_sizes: BTreeMap<String, u32>,
}

impl Pass {
    fn case_count(&self) -> usize {
        self.cases.iter().map(|(_, cases)| cases.len()).sum()
    }

    /// Measures each distinct encoding through the compressors (in the floors' binary) and
    /// keeps, per row, each time's lowest measurement so far (a slow episode of the host only
    /// ever adds time). Identical bytes (the JSON variants, the bincode family) are measured
    /// once and the figures shared.
    fn measure_compression(&mut self, run: &Binaries, quick: bool) -> anyhow::Result<()> {
        if self.encodings.is_empty() {
            return Ok(());
        }
        let files = self.encodings.iter().map(|(file, _)| file.clone()).collect();
        let spec = Role::Compress(CompressSpec { files, quick });
        let measured: Compression = answer(run.path(binaries::FLOOR)?, &spec)?;
        for ((_, rows), measured) in self.encodings.iter().zip(measured) {
            for &row in rows {
                let compression = &mut self.rows[row].compression;
                if compression.is_empty() {
                    compression.clone_from(&measured);
                } else {
                    engine::keep_lowest(compression, &measured);
                }
            }
        }
        Ok(())
    }
}

/// Prepares one pass in every selected format's binary, and adds the floors (`floors`).
fn prepare(
    run: &Binaries,
    selection: &Selection,
    source: &CaseSource,
    records: Option<usize>,
    encodings: PathBuf,
    floors: bool,
) -> anyhow::Result<Pass> {
    let mut pass = Pass {
        rows: Vec::new(),
        cases: Vec::new(),
        memcpy_bytes: BTreeMap::new(),
        records: BTreeMap::new(),
        not_measured: Vec::new(),
        encodings: Vec::new(),
        directory: encodings.clone(),
        sample_sizes: BTreeMap::new(),
    };
    // Identical bytes, found by hash and then compared, share one file.
    let mut distinct: BTreeMap<(usize, u64), Vec<usize>> = BTreeMap::new();
    for &binary in &run.formats {
        let spec = Role::Prepare(PrepareSpec {
            selection: selection.clone(),
            records,
            encodings: encodings.clone(),
            source: source.clone(),
        });
        let prepared: Prepared = answer(run.path(binary)?, &spec)?;
        let offset = pass.rows.len();
        for (row, file) in prepared.encodings {
            let bytes =
                std::fs::read(&file).with_context(|| format!("cannot read {}", file.display()))?;
            let mut hasher = std::hash::DefaultHasher::new();
            bytes.hash(&mut hasher);
            let candidates = distinct.entry((bytes.len(), hasher.finish())).or_default();
            let mut same = None;
            for &index in candidates.iter() {
                if std::fs::read(&pass.encodings[index].0)? == bytes {
                    same = Some(index);
                    break;
                }
            }
            match same {
                Some(index) => pass.encodings[index].1.push(offset + row),
                None => {
                    candidates.push(pass.encodings.len());
                    pass.encodings.push((file, vec![offset + row]));
                }
            }
        }
        pass.rows.extend(prepared.rows);
        if !prepared.cases.is_empty() {
            pass.cases.push((binary, prepared.cases));
        }
        pass.not_measured.extend(prepared.not_measured);
        pass.sample_sizes.extend(prepared.sample_sizes);
        for (dataset, bytes) in prepared.smallest {
            let floor = pass.memcpy_bytes.entry(dataset).or_insert(usize::MAX);
            *floor = (*floor).min(bytes);
        }
        pass.records.extend(prepared.records);
    }
    if pass.rows.is_empty() {
        bail!(UsageError("the selection matches no format and data set".into()));
    }
    if floors {
        add_floors(&mut pass);
    }
    Ok(pass)
}

/// Adds a `memcpy` row and case for every data set that was sized: it copies as many bytes as
/// the run's most compact encoding of the data set.
fn add_floors(pass: &mut Pass) {
    let records = pass.rows.first().and_then(|row| row.records);
    let mut cases = Vec::new();
    for (dataset, _) in engine::every_dataset() {
        let Some(&n_bytes) = pass.memcpy_bytes.get(dataset) else { continue };
        pass.rows.push(Row {
            dataset: dataset.into(),
            format: MEMCPY.0.into(),
            variant: MEMCPY.1.into(),
            package: "-".into(),
            wire: "-".into(),
            size_bytes: n_bytes as u64,
            zstd_bytes: 0,
            records,
            compression: BTreeMap::new(),
            language: None,
            interop: None,
            ops: BTreeMap::new(),
        });
        cases.push(format!("{dataset}/{}/{}/{}", MEMCPY.0, MEMCPY.1, Op::Copy.key()));
    }
    pass.cases.push((binaries::FLOOR, cases));
}

/// Runs bench binary `binary` in `role` and reads its JSON answer. A usage error in the child
/// (exit 2, such as a length a data set lacks) stays one.
fn answer<T: serde::de::DeserializeOwned>(binary: &Path, role: &Role) -> anyhow::Result<T> {
    let output = role
        .command(binary)?
        .stdin(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .with_context(|| format!("cannot start {}", binary.display()))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let line =
            stderr.lines().rev().find(|line| !line.trim().is_empty()).unwrap_or("no message");
        // The binary prefixes its message with its name; a usage error is the user's, unprefixed.
        if output.status.code() == Some(2) {
            let message = line.split_once(": ").map_or(line, |(_, message)| message);
            bail!(UsageError(message.to_string()));
        }
        bail!("{line}");
    }
    serde_json::from_slice(&output.stdout)
        .with_context(|| format!("cannot read {}'s answer", binary.display()))
}

/// Runs the JVM peers and merges their rows, settings and cross-language checks into `results`.
fn add_jvm(
    results: &mut Results,
    selection: &Selection,
    quick: bool,
    run: &Binaries,
) -> anyhow::Result<()> {
    let progress = progress_bar(0);
    progress.set_prefix("jvm");
    let compress =
        |files| answer(run.path(binaries::FLOOR)?, &Role::Compress(CompressSpec { files, quick }));
    let outcome = jvm::run(selection, quick, results.meta.rounds, &compress, &progress);
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

/// Runs one round of every timed binary of `pass` with `spec` (whose cases and sample size it
/// fills in: one child per binary and sample size) and returns the statistics divan reported, by
/// case name.
fn measure_round(
    run: &Binaries,
    pass: &Pass,
    spec: &BenchSpec,
    progress: &ProgressBar,
) -> anyhow::Result<BTreeMap<String, Stats>> {
    let mut report = BTreeMap::new();
    for (binary, cases) in &pass.cases {
        let mut by_size: BTreeMap<Option<u32>, Vec<String>> = BTreeMap::new();
        for case in cases {
            by_size.entry(pass.sample_sizes.get(case).copied()).or_default().push(case.clone());
        }
        for (sample_size, cases) in by_size {
            let spec = BenchSpec { cases, sample_size, ..spec.clone() };
            let text = run_child(&run.timed(binary)?, &spec, progress)?;
            report.extend(divan_report::parse(&text).context("cannot read divan's report")?);
        }
    }
    Ok(report)
}

/// Runs one round of `binary` in a divan child and returns its report, advancing `progress` per
/// case.
fn run_child(binary: &Path, spec: &BenchSpec, progress: &ProgressBar) -> anyhow::Result<String> {
    let mut child = Role::Bench(spec.clone())
        .command(binary)?
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

/// Attaches each case's statistics, its times combined over the timed rounds and its allocations
/// from the round that counted them, to its row; every case must have been measured in every
/// round. Returns the rows and the pairs not measured.
fn assemble(
    pass: Pass,
    mut rounds: Vec<BTreeMap<String, Stats>>,
    mut allocations: BTreeMap<String, Stats>,
) -> anyhow::Result<(Vec<Row>, Vec<NotMeasured>)> {
    let mut rows = pass.rows;
    for name in pass.cases.iter().flat_map(|(_, cases)| cases) {
        let missing = || format!("divan reported nothing for {name} in some round");
        let measured: Vec<Stats> = rounds
            .iter_mut()
            .map(|round| round.remove(name))
            .collect::<Option<_>>()
            .with_context(missing)?;
        let counted = allocations.remove(name).with_context(missing)?;
        let measured = Stats {
            allocs: counted.allocs,
            alloc_bytes: counted.alloc_bytes,
            grows: counted.grows,
            grow_bytes: counted.grow_bytes,
            ..combine_rounds(&measured)
        };
        let (pair, op) = name.rsplit_once('/').with_context(|| format!("no op in {name}"))?;
        let row = rows
            .iter_mut()
            .find(|row| format!("{}/{}/{}", row.dataset, row.format, row.variant) == pair)
            .with_context(|| format!("no row for {name}"))?;
        row.ops.insert(op.to_string(), measured);
    }
    Ok((rows, pass.not_measured))
}

/// One case's rounds as one set of statistics.
///
/// The reported median is the *lowest* of the rounds' medians. Each round is a fresh process, so
/// rounds differ in two ways that only ever add time: a slow episode of the shared host, and an
/// unlucky memory layout (some cases run 1.5× slower in some processes, with nothing in between).
/// The lowest round median is the time the code takes when neither interferes, and it repeats
/// best between runs (docs/methodology.md has the comparison); every round's median is kept in
/// `round_medians_ns`. Fastest and slowest are the extremes over all rounds, and samples and
/// iterations add up. A timed round counts no allocations (`assemble` adds them).
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
    options: &RunOptions,
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
        quick: options.quick,
        profile: crate::profile::directory(options.profile).into(),
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
                stats.counted_records = engine::counted_records(&row.dataset).map(|n| n as u64);
            }
        }
    }
}

/// `target/bench-results/<timestamp>.json`, so that no run overwrites another.
fn archive_path() -> PathBuf {
    let stamp = utc_timestamp(SystemTime::now(), '-');
    target_dir().join("bench-results").join(format!("{stamp}.json"))
}
