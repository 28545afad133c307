//! The parent side of a run: drives bench binaries through their roles ([`protocol::spec`]) and
//! assembles one results file. `bench-cli run` drives the workspace's binaries with it, and
//! `serbench` a user's bench target, which is its own child: one way to measure, whoever asks.
//!
//! 1. Prepare: for each pass (a scaling run has one per length), each checking binary checks its
//!    selected pairs' round trips (a number exists only for a cell that round-trips), sizes them
//!    and writes their bytes; identical encodings are found, and each distinct one is measured
//!    through zstd and LZ4 (in the floors' binary).
//! 2. Measure: each timed binary finds its cases' sample sizes in short divan rounds
//!    ([`calibrate`]), then runs its cases as a divan child (one per sample size), once per timed
//!    round, showing progress; each checking binary counts its cases' allocations exactly, in a
//!    process of its own that times nothing (the engine's `allocations.rs`); and, if asked, the
//!    timed binaries' loops are counted under callgrind ([`instructions`]).
//! 3. Assemble: divan's reports parsed ([`divan_report`]), the rounds combined, the results with
//!    their meta (the machine, the sampling, and the [`Provenance`] the caller gives).
//!
//! What is measured, and how the results are published, is the caller's: this crate neither
//! builds binaries nor prints tables.

#![allow(
    clippy::print_stderr,
    reason = "a run shows its progress, and what its children say, on the driving program's stderr"
)]

mod calibrate;
mod divan_report;
mod instructions;
mod memory;
mod progress;

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
    UsageError, cores, cpu_model,
    results::{AllocationCounting, MEMCPY, Meta, NotMeasured, Op, Results, Row, SCHEMA, Stats},
    utc_timestamp,
};
pub use instructions::check_valgrind;
pub use memory::check_records;
pub use progress::{Progress, duration as duration_words};
use protocol::spec::{
    Allocated, AllocationsSpec, BenchSpec, CaseSource, CompressSpec, Compression, PrepareSpec,
    Prepared, Role, Selection,
};

/// How much to measure. A shared 2-core machine has slow episodes lasting seconds, during which
/// every timing is inflated; so the full run measures each case in several rounds, each round a
/// separate divan child running every case, and combines the rounds (see `combine_rounds`).
/// `max_time_ms` caps the slowest cases (serde_json on `mesh` takes tens of milliseconds per
/// call) so the whole run fits its time budget. See docs/methodology.md for the measurements.
#[derive(Clone, Copy, Debug)]
pub struct Sampling {
    pub rounds: u32,
    pub sample_count: u32,
    pub max_time_ms: u64,
}

/// A full run: six rounds.
pub const FULL: Sampling = Sampling { rounds: 6, sample_count: 40, max_time_ms: 300 };
/// A quick run (`--quick`): one round, shorter.
pub const QUICK: Sampling = Sampling { rounds: 1, sample_count: 10, max_time_ms: 150 };

/// What to measure, and how.
#[derive(Clone, Debug)]
pub struct Plan {
    pub selection: Selection,
    pub source: CaseSource,
    pub sampling: Sampling,
    /// The compressors' quick budget (`--quick`).
    pub quick: bool,
    /// One pass per entry: `None` at the data sets' own lengths, `Some(n)` at `n` records each
    /// (a scaling run).
    pub lengths: Vec<Option<usize>>,
    /// Measure each encoding through the compressors.
    pub compression: bool,
    /// Add a `memcpy` floor per data set.
    pub floors: bool,
    /// Also count every case's instructions under callgrind (single-pass runs).
    pub instructions: bool,
    /// A directory of the run's own for the encodings and the counts' dumps; removed after.
    pub scratch: PathBuf,
    /// Where the first pass writes its encodings instead, kept after the run (`bench-cli
    /// versions` has each side decode the other's).
    pub kept_encodings: Option<PathBuf>,
    /// Count each case's allocations: false where the binaries' global allocator does not count
    /// (a serbench user's own), and the results say "not counted".
    pub allocations: bool,
}

/// Where a run's code comes from, for its results' meta.
#[derive(Clone, Debug)]
pub struct Provenance {
    /// The commit, with `-dirty` for local changes, as the run starts.
    pub git_commit: String,
    /// The cargo profile the bench binaries were built with.
    pub profile: String,
    /// The suite, where not the format matrix (`techniques`, `scaling`).
    pub suite: Option<String>,
    /// The measured libraries' versions, and the measuring crates'.
    pub crates: BTreeMap<String, String>,
}

impl Plan {
    /// The results' meta: the machine, the compiler, how much was measured, and `provenance`.
    fn meta(&self, provenance: Provenance, datasets: BTreeMap<String, usize>) -> Meta {
        let Provenance { git_commit, profile, suite, crates } = provenance;
        let Sampling { rounds, sample_count, max_time_ms } = self.sampling;
        Meta {
            cpu: cpu_model(),
            cores: cores(),
            rustc: protocol::RUSTC.to_string(),
            git_commit,
            timestamp: utc_timestamp(SystemTime::now(), ':'),
            quick: self.quick,
            profile,
            suite,
            rounds,
            sample_count,
            max_time_ms,
            crates,
            datasets,
            jvm: None,
            allocations: Some(AllocationCounting {
                warm_up_calls: protocol::WARM_UP_CALLS,
                counted_calls: protocol::COUNTED_CALLS,
                not_counted: !self.allocations,
            }),
        }
    }
}

/// The bench binaries a run drives, by name: each one's checking binary (prepares, compresses,
/// counts allocations) and its timed twin (the same file where a binary does both, as a user's
/// bench target).
#[derive(Clone, Debug)]
pub struct Binaries {
    paths: BTreeMap<&'static str, (PathBuf, PathBuf)>,
    /// The binaries of the measured formats, in table order (not the floors').
    formats: Vec<&'static str>,
    /// The binary of the `memcpy` floors and the compressors.
    floor: &'static str,
}

impl Binaries {
    /// No binary yet; `floor` names the one that runs the floors and the compressors.
    pub fn new(floor: &'static str) -> Binaries {
        Binaries { paths: BTreeMap::new(), formats: Vec::new(), floor }
    }

    /// Adds binary `name`: `path` prepares, compresses and counts, `timed` times.
    pub fn add(&mut self, name: &'static str, path: PathBuf, timed: PathBuf) {
        self.paths.insert(name, (path, timed));
    }

    /// Measures the formats of binary `name` (added), after those already measured.
    pub fn measure(&mut self, name: &'static str) {
        self.formats.push(name);
    }

    /// Bench binary `binary`, which prepares, compresses and counts, and its timed twin.
    fn paths(&self, binary: &str) -> anyhow::Result<&(PathBuf, PathBuf)> {
        self.paths.get(binary).with_context(|| format!("{binary} was not built"))
    }

    /// Bench binary `binary`, which prepares, compresses and counts.
    pub fn path(&self, binary: &str) -> anyhow::Result<&Path> {
        self.paths(binary).map(|(path, _)| path.as_path())
    }

    /// `binary`'s timed twin, which times.
    fn timed(&self, binary: &str) -> anyhow::Result<&Path> {
        self.paths(binary).map(|(_, timed)| timed.as_path())
    }

    /// Measures `files` through the compressors, in the floors' binary.
    pub fn compress(&self, files: Vec<PathBuf>, quick: bool) -> anyhow::Result<Compression> {
        answer(self.path(self.floor)?, &Role::Compress(CompressSpec { files, quick }))
    }
}

/// Measures `plan` with `binaries`: prepares every pass, times it in rounds, counts its
/// allocations (and instructions, if asked), and assembles the results, whose meta says where
/// the code came from (`provenance`) and what was measured on what machine, as the timing starts.
pub fn measure(
    binaries: &Binaries,
    plan: &Plan,
    provenance: Provenance,
) -> anyhow::Result<Results> {
    let result = measure_in(binaries, plan, provenance);
    let _ = std::fs::remove_dir_all(&plan.scratch);
    result
}

fn measure_in(binaries: &Binaries, plan: &Plan, provenance: Provenance) -> anyhow::Result<Results> {
    let (sampling, source) = (plan.sampling, &plan.source);
    let mut passes = Vec::new();
    for (index, &records) in plan.lengths.iter().enumerate() {
        let encodings = match (&plan.kept_encodings, index) {
            (Some(kept), 0) => kept.clone(),
            _ => plan.scratch.join(index.to_string()),
        };
        let mut pass = prepare(binaries, &plan.selection, source, records, encodings, plan.floors)?;
        if plan.compression {
            pass.measure_compression(binaries, plan.quick)?;
        }
        passes.push(pass);
    }
    let last = passes.last().context("no pass to run")?;
    // A scaling run's lengths are the last (longest) pass's.
    let meta = plan.meta(provenance, last.records.clone());
    let cases: usize = passes.iter().map(Pass::case_count).sum();
    memory::check_rounds(sampling.rounds, cases)?;
    // Each pass's timed rounds, then its allocations, counted.
    let progress = Progress::new(cases as u64 * u64::from(sampling.rounds + 1), "timing", "cases");
    let mut measured = Vec::new();
    for (mut pass, &records) in passes.into_iter().zip(&plan.lengths) {
        let timed = BenchSpec {
            cases: Vec::new(),
            sample_count: sampling.sample_count,
            sample_size: None,
            encodings: Some(pass.directory.clone()),
            max_time_ms: sampling.max_time_ms,
            memcpy_bytes: pass.memcpy_bytes.clone(),
            test: false,
            records,
            source: source.clone(),
        };
        pass.calibrate(binaries, &timed)?;
        let mut rounds = Vec::new();
        for round in 1..=sampling.rounds {
            rounds.push(measure_round(binaries, &pass, &timed, &progress)?);
            // Prepare measured the compressors once; each round but the last measures them
            // again, at another moment of the run.
            if plan.compression && round < sampling.rounds {
                progress.set_message("compressors");
                pass.measure_compression(binaries, plan.quick)?;
            }
        }
        let allocations = if plan.allocations {
            count_allocations(binaries, &pass, records, source, &progress)?
        } else {
            // Not counted: every case's figures are zeros the results' meta marks so.
            progress.inc(pass.case_count() as u64);
            let cases = pass.cases.iter().flat_map(|(_, cases)| cases);
            cases.map(|name| (name.clone(), Allocated::default())).collect()
        };
        measured.push((pass, rounds, allocations));
    }
    progress.finish();
    let counts = match (plan.instructions, measured.as_slice()) {
        (true, [(prepared, ..)]) => {
            let groups = count_groups(binaries, plan, prepared)?;
            let cases = groups.iter().map(|group| group.spec.cases.len()).sum::<usize>();
            let progress = Progress::new(cases as u64, "callgrind", "cases");
            let counted = instructions::count(groups, &plan.scratch, &progress)?;
            progress.finish();
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
    Ok(results)
}

/// What `run --instructions` counts: each timed binary's cases, a group per data set, started as
/// a timed round from the pass's encodings, or, for a data set counted at a fraction of its
/// length (`protocol::counted_records`), from encodings the checking binaries write at that length.
fn count_groups(
    binaries: &Binaries,
    plan: &Plan,
    pass: &Pass,
) -> anyhow::Result<Vec<instructions::Group>> {
    let mut sources = BTreeMap::new();
    for (dataset, &full) in &pass.records {
        let source = match protocol::counted_records(dataset).filter(|&counted| counted < full) {
            None => (pass.directory.clone(), plan.lengths.first().copied().flatten()),
            Some(counted) => {
                let directory = plan.scratch.join("counted").join(dataset);
                let selection = Selection {
                    formats: plan.selection.formats.clone(),
                    datasets: Some(vec![dataset.clone()]),
                };
                prepare(
                    binaries,
                    &selection,
                    &plan.source,
                    Some(counted),
                    directory.clone(),
                    false,
                )?;
                (directory, Some(counted))
            }
        };
        sources.insert(dataset.as_str(), source);
    }
    let memcpy_bytes = instructions::counted_memcpy_bytes(&pass.memcpy_bytes, &pass.records);
    let mut groups = Vec::new();
    for (binary, cases) in &pass.cases {
        let mut by_dataset: BTreeMap<&str, Vec<String>> = BTreeMap::new();
        for case in cases {
            by_dataset
                .entry(case.split('/').next().unwrap_or_default())
                .or_default()
                .push(case.clone());
        }
        for (dataset, cases) in by_dataset {
            let (encodings, records) = sources
                .get(dataset)
                .cloned()
                .with_context(|| format!("no length for {dataset}"))?;
            let spec = BenchSpec {
                cases,
                sample_count: 0,
                sample_size: None,
                encodings: Some(encodings),
                max_time_ms: 0,
                memcpy_bytes: memcpy_bytes.clone(),
                test: false,
                records,
                source: plan.source.clone(),
            };
            groups.push(instructions::Group { timed: binaries.timed(binary)?.to_path_buf(), spec });
        }
    }
    Ok(groups)
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
    /// divan's sample size for each case, found with its timed binary ([`calibrate`]; none for
    /// the floors, which warm up and let divan size their samples).
    sample_sizes: BTreeMap<String, u32>,
}

impl Pass {
    fn case_count(&self) -> usize {
        self.cases.iter().map(|(_, cases)| cases.len()).sum()
    }

    /// Finds each case's sample size with its timed binary, in rounds like `spec`'s (the floors
    /// aside: they warm up, and divan sizes their samples).
    fn calibrate(&mut self, binaries: &Binaries, spec: &BenchSpec) -> anyhow::Result<()> {
        let is_floor = |case: &String| case.split('/').nth(1) == Some(MEMCPY.0);
        let progress = Progress::new(self.case_count() as u64, "sample sizes", "cases");
        for (binary, cases) in &self.cases {
            let (floors, cases): (Vec<String>, Vec<String>) =
                cases.iter().cloned().partition(is_floor);
            progress.inc(floors.len() as u64);
            if cases.is_empty() {
                continue;
            }
            let timed = binaries.timed(binary)?;
            let found = calibrate::sample_sizes(timed, &cases, spec, &progress)
                .with_context(|| format!("cannot find {binary}'s sample sizes"))?;
            self.sample_sizes.extend(found);
        }
        progress.finish();
        Ok(())
    }

    /// Measures each distinct encoding through the compressors (in the floors' binary) and
    /// keeps, per row, each time's lowest measurement so far (a slow episode of the host only
    /// ever adds time). Identical bytes (the JSON variants, the bincode family) are measured
    /// once and the figures shared.
    fn measure_compression(&mut self, binaries: &Binaries, quick: bool) -> anyhow::Result<()> {
        if self.encodings.is_empty() {
            return Ok(());
        }
        let files = self.encodings.iter().map(|(file, _)| file.clone()).collect();
        let measured = binaries.compress(files, quick)?;
        for ((_, rows), measured) in self.encodings.iter().zip(measured) {
            for &row in rows {
                let compression = &mut self.rows[row].compression;
                if compression.is_empty() {
                    compression.clone_from(&measured);
                } else {
                    protocol::keep_lowest(compression, &measured);
                }
            }
        }
        Ok(())
    }
}

/// Prepares one pass in every selected format's binary, and adds the floors (`floors`).
fn prepare(
    binaries: &Binaries,
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
    let progress = Progress::new(binaries.formats.len() as u64, "round trips", "binaries");
    let spec = Role::Prepare(PrepareSpec {
        selection: selection.clone(),
        records,
        encodings: encodings.clone(),
        source: source.clone(),
    });
    let answers = two_at_a_time(&binaries.formats, |&binary| {
        let prepared: Prepared = answer(binaries.path(binary)?, &spec)?;
        progress.inc(1);
        progress.set_message(binary);
        Ok(prepared)
    })?;
    progress.finish();
    for (&binary, prepared) in binaries.formats.iter().zip(answers) {
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
        add_floors(&mut pass, binaries.floor);
    }
    Ok(pass)
}

/// Adds a `memcpy` row and case, run by binary `floor`, for every data set that was sized: it
/// copies as many bytes as the run's most compact encoding of the data set.
fn add_floors(pass: &mut Pass, floor: &'static str) {
    let records = pass.rows.first().and_then(|row| row.records);
    let mut cases = Vec::new();
    for (dataset, _) in protocol::every_dataset() {
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
            library: None,
            ops: BTreeMap::new(),
        });
        cases.push(format!("{dataset}/{}/{}/{}", MEMCPY.0, MEMCPY.1, Op::Copy.key()));
    }
    pass.cases.push((floor, cases));
}

/// Runs bench binary `binary` in `role` and reads its JSON answer. A usage error in the child
/// (exit 2, such as a length a data set lacks) stays one.
pub fn answer<T: serde::de::DeserializeOwned>(binary: &Path, role: &Role) -> anyhow::Result<T> {
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

/// Runs one round of every timed binary of `pass` with `spec` (whose cases and sample size it
/// fills in: one child per binary and sample size) and returns the statistics divan reported, by
/// case name.
fn measure_round(
    binaries: &Binaries,
    pass: &Pass,
    spec: &BenchSpec,
    progress: &Progress,
) -> anyhow::Result<BTreeMap<String, Stats>> {
    let mut report = BTreeMap::new();
    for (binary, cases) in &pass.cases {
        let mut by_size: BTreeMap<Option<u32>, Vec<String>> = BTreeMap::new();
        for case in cases {
            by_size.entry(pass.sample_sizes.get(case).copied()).or_default().push(case.clone());
        }
        for (sample_size, cases) in by_size {
            let spec = BenchSpec { cases, sample_size, ..spec.clone() };
            let round = run_child(binaries.timed(binary)?, &spec, Some(progress))?;
            report
                .extend(divan_report::parse(&round.report).context("cannot read divan's report")?);
        }
    }
    Ok(report)
}

/// Counts the allocations of every case of `pass`, in each binary that prepared them (the floors'
/// in theirs), and returns them by case name.
fn count_allocations(
    binaries: &Binaries,
    pass: &Pass,
    records: Option<usize>,
    source: &CaseSource,
    progress: &Progress,
) -> anyhow::Result<BTreeMap<String, Allocated>> {
    progress.set_message("allocations");
    let answers = two_at_a_time(&pass.cases, |(binary, cases)| {
        let spec = Role::Allocations(AllocationsSpec {
            cases: cases.clone(),
            memcpy_bytes: pass.memcpy_bytes.clone(),
            records,
            source: source.clone(),
        });
        let answered: BTreeMap<String, Allocated> = answer(binaries.path(binary)?, &spec)
            .with_context(|| format!("cannot count {binary}'s allocations"))?;
        progress.inc(cases.len() as u64);
        Ok(answered)
    })?;
    Ok(answers.into_iter().flatten().collect())
}

/// `work` on every item, two at a time (the machine's two cores), the answers in the items'
/// order: for the roles that time nothing, whose children may run side by side (each counts in a
/// process of its own, and nothing they answer depends on a clock).
fn two_at_a_time<T: Sync, R: Send>(
    items: &[T],
    work: impl Fn(&T) -> anyhow::Result<R> + Sync,
) -> anyhow::Result<Vec<R>> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let answers: Vec<std::sync::Mutex<Option<anyhow::Result<R>>>> =
        items.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(item) = items.get(index) else { break };
                    let answer = work(item);
                    let failed = answer.is_err();
                    if let Ok(mut slot) = answers[index].lock() {
                        *slot = Some(answer);
                    }
                    // A failure stops both workers: the first error in the items' order is
                    // the run's.
                    if failed {
                        next.store(items.len(), std::sync::atomic::Ordering::Relaxed);
                    }
                }
            });
        }
    });
    let mut done = Vec::with_capacity(items.len());
    for slot in answers {
        let answer = slot.into_inner().map_err(|_| anyhow::anyhow!("a worker panicked"))?;
        match answer {
            Some(answer) => done.push(answer?),
            // Not run: an earlier item failed, and its error is the one returned.
            None => bail!("stopped after another binary's failure"),
        }
    }
    Ok(done)
}

/// What a divan child printed: its report, and the timer precision it measured.
struct Round {
    report: String,
    precision_ns: Option<f64>,
}

/// Runs one round of `binary` in a divan child and returns its report, advancing `progress` (if
/// any) per case.
fn run_child(
    binary: &Path,
    spec: &BenchSpec,
    progress: Option<&Progress>,
) -> anyhow::Result<Round> {
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
        BufReader::new(stderr).lines().map_while(Result::ok).collect()
    });
    let mut report = String::new();
    let stdout = child.stdout.take().context("benchmark process has no stdout")?;
    for line in BufReader::new(stdout).lines() {
        let line = line.context("cannot read the benchmark process's output")?;
        if let (Some(name), Some(progress)) = (divan_report::row_name(&line), progress) {
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
    // divan's one line of chatter per round would break up the progress bar: it is read, not
    // shown.
    let mut precision_ns = None;
    for line in stderr {
        match line.strip_prefix(divan_report::PRECISION) {
            Some(precision) => precision_ns = divan_report::parse_time(precision.trim()),
            None => match progress {
                Some(progress) => progress.suspend(|| eprintln!("{line}")),
                None => eprintln!("{line}"),
            },
        }
    }
    Ok(Round { report, precision_ns })
}

/// Attaches each case's statistics, its times combined over the timed rounds and its allocations
/// as counted, to its row; every case must have been measured in every round, and counted.
/// Returns the rows and the pairs not measured.
fn assemble(
    pass: Pass,
    mut rounds: Vec<BTreeMap<String, Stats>>,
    mut allocations: BTreeMap<String, Allocated>,
) -> anyhow::Result<(Vec<Row>, Vec<NotMeasured>)> {
    let mut rows = pass.rows;
    for name in pass.cases.iter().flat_map(|(_, cases)| cases) {
        let missing = || format!("divan reported nothing for {name} in some round");
        let measured: Vec<Stats> = rounds
            .iter_mut()
            .map(|round| round.remove(name))
            .collect::<Option<_>>()
            .with_context(missing)?;
        let Allocated { allocs, alloc_bytes, grows, grow_bytes } = allocations
            .remove(name)
            .with_context(|| format!("no allocations were counted for {name}"))?;
        let measured =
            Stats { allocs, alloc_bytes, grows, grow_bytes, ..combine_rounds(&measured) };
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

/// Puts each counted case's instructions and estimated cycles into its row's statistics.
fn attach_counts(results: &mut Results, counts: &BTreeMap<String, instructions::Counts>) {
    for row in &mut results.results {
        for (op, stats) in &mut row.ops {
            let name = format!("{}/{}/{}/{op}", row.dataset, row.format, row.variant);
            if let Some(counts) = counts.get(&name) {
                stats.instructions = Some(counts.instructions);
                stats.estimated_cycles = Some(counts.estimated_cycles);
                stats.counted_records = protocol::counted_records(&row.dataset).map(|n| n as u64);
            }
        }
    }
}
