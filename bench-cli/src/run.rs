//! `bench-cli run`: check, measure, report.
//!
//! 1. Prepare: for each selected data set, encode it with every format (sizes, zstd sizes, the
//!    `memcpy` floor) and hold every selected format's round trip, and zero-copy view, to the
//!    original. A benchmark number exists only for a cell that round-trips.
//! 2. Measure: re-run this binary as the divan child on the selected cases, showing progress.
//! 3. Report: parse divan's report, assemble the results, write them, print the tables.

use std::{
    collections::BTreeMap,
    io::{BufRead, BufReader},
    path::PathBuf,
    process::{Command, Stdio},
};

use anyhow::{Context, bail, ensure};
use bench_support::write_atomic;
use format_api::{Codec, Descriptor, Format, ZeroCopy};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use registry::{Dataset, Visitor, visit_formats};

use crate::{
    UsageError,
    cases::{CaseId, MEMCPY, Op, all_cases},
    child::{SPEC_ENV, Spec},
    divan_report::{self, Stats},
    document::Document,
    report::{self, Style},
    results::{Meta, NotMeasured, Results, Row, SCHEMA, archive_path},
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

/// Which format variants and data sets to run.
#[derive(Clone, Debug)]
pub(crate) struct Selection {
    /// `None` selects everything; otherwise format names (`bitcode`) or `name/variant` pairs.
    formats: Option<Vec<String>>,
    datasets: Option<Vec<String>>,
}

impl Selection {
    /// Parses `all` or a comma-separated list, rejecting names nobody knows.
    pub(crate) fn parse(formats: &str, datasets: &str) -> Result<Self, UsageError> {
        let known_formats = registry::formats();
        let mut format_names: Vec<String> = Vec::new();
        for descriptor in &known_formats {
            if !format_names.iter().any(|name| name == descriptor.name) {
                format_names.push(descriptor.name.to_string());
            }
        }
        let formats = parse_list(formats, "format", &format_names, |token| {
            known_formats.iter().any(|descriptor| names_format(token, descriptor))
        })?;
        let dataset_names: Vec<String> =
            registry::datasets().iter().map(|d| d.name.to_string()).collect();
        let datasets = parse_list(datasets, "data set", &dataset_names, |token| {
            dataset_names.iter().any(|n| n == token)
        })?;
        Ok(Selection { formats, datasets })
    }

    pub(crate) fn has_format(&self, descriptor: &Descriptor) -> bool {
        self.formats
            .as_ref()
            .is_none_or(|tokens| tokens.iter().any(|token| names_format(token, descriptor)))
    }

    pub(crate) fn has_dataset(&self, name: &str) -> bool {
        self.datasets.as_ref().is_none_or(|names| names.iter().any(|n| n == name))
    }
}

/// A format is named by its library name (all its variants) or by `name/variant` (one).
fn names_format(token: &str, descriptor: &Descriptor) -> bool {
    token == descriptor.name || token == format!("{}/{}", descriptor.name, descriptor.variant)
}

fn parse_list(
    text: &str,
    what: &str,
    known: &[String],
    is_known: impl Fn(&str) -> bool,
) -> Result<Option<Vec<String>>, UsageError> {
    if text.trim() == "all" {
        return Ok(None);
    }
    let tokens: Vec<String> =
        text.split(',').map(|token| token.trim().to_string()).filter(|t| !t.is_empty()).collect();
    if tokens.is_empty() {
        return Err(UsageError(format!("no {what} named; known: all, {}", known.join(", "))));
    }
    if let Some(unknown) = tokens.iter().find(|token| !is_known(token)) {
        return Err(UsageError(format!(
            "unknown {what} `{unknown}`; known: all, {}",
            known.join(", ")
        )));
    }
    Ok(Some(tokens))
}

pub(crate) fn run(options: &RunOptions) -> anyhow::Result<()> {
    let mut sampling = if options.quick { QUICK } else { FULL };
    sampling.rounds = options.rounds.unwrap_or(sampling.rounds);
    if let Some(path) = &options.input {
        crate::document::load(path)?;
    }
    let prepared = prepare(&options.selection, options.input.is_some())?;
    let spec = Spec {
        cases: prepared.cases.iter().map(ToString::to_string).collect(),
        sample_count: sampling.sample_count,
        max_time_ms: sampling.max_time_ms,
        memcpy_bytes: prepared.memcpy_bytes.clone(),
        test: false,
        input: options.input.clone(),
    };
    // The meta describes what is measured, so it is taken before measuring: the commit and the
    // state of the tree as the run starts.
    let settings = (sampling.rounds, sampling.sample_count, sampling.max_time_ms);
    let meta = Meta::gather(options.quick, settings, prepared.records.clone());
    let progress = progress_bar(spec.cases.len() as u64 * u64::from(sampling.rounds));
    let mut rounds = Vec::new();
    for _ in 0..sampling.rounds {
        let report = run_child(&spec, &progress)?;
        rounds.push(divan_report::parse(&report).context("cannot read divan's report")?);
    }
    progress.finish_and_clear();
    let results = assemble(prepared, rounds, meta)?;

    let json = serde_json::to_vec_pretty(&results).context("cannot serialise the results")?;
    let archive = archive_path();
    write_atomic(&archive, &json)?;
    if let Some(path) = &options.json {
        write_atomic(path, &json)?;
    }
    let (builds, robustness) = (report::load_build_times(), crate::robustness::load_results());
    let extras = report::Extras { builds: builds.as_ref(), robustness: robustness.as_ref() };
    print!("{}", report::render(&results, extras, Style::Terminal));
    if let Some(path) = &options.markdown {
        write_atomic(path, report::render(&results, extras, Style::Markdown).as_bytes())?;
    }
    eprintln!("results: {}", archive.display());
    Ok(())
}

/// Everything known before timing: the cases to run and the rows' sizes.
struct Prepared {
    cases: Vec<CaseId>,
    rows: Vec<Row>,
    memcpy_bytes: BTreeMap<String, usize>,
    records: BTreeMap<String, usize>,
    not_measured: Vec<NotMeasured>,
}

/// Checks and sizes every selected pair. With `input` (a user's document), a pair whose round
/// trip fails is listed as not measured with the error, since arbitrary data can exceed what a
/// format represents; on the built-in data sets any failure is a bug and stops the run.
fn prepare(selection: &Selection, input: bool) -> anyhow::Result<Prepared> {
    struct Prepare<'a> {
        selection: &'a Selection,
        prepared: Prepared,
        error: Option<anyhow::Error>,
        input: bool,
    }
    impl Visitor for Prepare<'_> {
        fn codec<F: Codec<T>, T: Dataset>(&mut self) {
            if self.error.is_none()
                && let Err(error) = self.check::<F, T>(&[Op::Serialize, Op::Deserialize])
            {
                if self.input {
                    self.not_measured_because::<F, T>(format!("round trip fails: {error:#}"));
                } else {
                    self.error = Some(error);
                }
            }
        }

        fn not_measured<F: Format, T: Dataset>(&mut self, reason: &'static str) {
            self.not_measured_because::<F, T>(reason.into());
        }

        fn zero_copy<F: ZeroCopy<T>, T: Dataset>(&mut self) {
            if self.error.is_some() || !self.selected::<F, T>() {
                return self.codec::<F, T>();
            }
            let mut ops = vec![Op::Serialize, Op::Deserialize, Op::AccessValidated, Op::Read];
            let result = check_view::<F, T>().map(|has_unchecked| {
                if has_unchecked {
                    ops.insert(3, Op::AccessUnvalidated);
                }
            });
            if let Err(error) = result.and_then(|()| self.check::<F, T>(&ops)) {
                self.error = Some(error);
            }
        }
    }
    impl Prepare<'_> {
        fn not_measured_because<F: Format, T: Dataset>(&mut self, reason: String) {
            if self.selection.has_format(&F::DESCRIPTOR) && self.selection.has_dataset(T::NAME) {
                self.prepared.not_measured.push(NotMeasured {
                    dataset: T::NAME.into(),
                    format: F::DESCRIPTOR.name.into(),
                    variant: F::DESCRIPTOR.variant.into(),
                    reason,
                });
            }
        }

        fn selected<F: Codec<T>, T: Dataset>(&self) -> bool {
            self.selection.has_format(&F::DESCRIPTOR) && self.selection.has_dataset(T::NAME)
        }

        /// Sizes every format on a selected data set (for the floor); round-trips selected ones.
        fn check<F: Codec<T>, T: Dataset>(&mut self, ops: &[Op]) -> anyhow::Result<()> {
            if !self.selection.has_dataset(T::NAME) {
                return Ok(());
            }
            let descriptor = F::DESCRIPTOR;
            let context = || format!("{} {}/{}", T::NAME, descriptor.name, descriptor.variant);
            let value = T::generate(T::DEFAULT_LEN);
            let mut format = F::default();
            let mut out = Vec::new();
            let encoded = format.encode(&value, &mut out).with_context(context)?.to_vec();
            let floor = self.prepared.memcpy_bytes.entry(T::NAME.to_string()).or_insert(usize::MAX);
            *floor = (*floor).min(encoded.len());
            self.prepared.records.insert(T::NAME.to_string(), value.records());
            if !self.selected::<F, T>() {
                return Ok(());
            }
            let decoded = format.decode(&encoded).with_context(context)?;
            ensure!(decoded == value, "{}: the decoded value differs from the original", context());
            let zstd_bytes = zstd::bulk::compress(&encoded, 3).with_context(context)?.len();
            self.prepared.rows.push(Row {
                dataset: T::NAME.into(),
                format: descriptor.name.into(),
                variant: descriptor.variant.into(),
                package: descriptor.package.into(),
                wire: descriptor.wire.into(),
                size_bytes: encoded.len() as u64,
                zstd_bytes: zstd_bytes as u64,
                ops: BTreeMap::new(),
            });
            self.prepared.cases.extend(ops.iter().map(|&op| CaseId {
                dataset: T::NAME,
                format: descriptor.name,
                variant: descriptor.variant,
                op,
            }));
            Ok(())
        }
    }

    let empty = Prepared {
        cases: Vec::new(),
        rows: Vec::new(),
        memcpy_bytes: BTreeMap::new(),
        records: BTreeMap::new(),
        not_measured: Vec::new(),
    };
    let mut visitor = Prepare { selection, prepared: empty, error: None, input };
    if input {
        registry::visit_value_formats::<Document>(&mut visitor);
    } else {
        visit_formats(&mut visitor);
    }
    if let Some(error) = visitor.error {
        return Err(error.context("round-trip check failed; nothing was benchmarked"));
    }
    let mut prepared = visitor.prepared;
    ensure!(
        !prepared.rows.is_empty(),
        UsageError("the selection matches no format and data set".into())
    );
    let datasets = crate::document::every_dataset().into_iter().map(|(name, _)| name);
    for dataset in datasets.filter(|name| prepared.memcpy_bytes.contains_key(*name)) {
        let n_bytes = prepared.memcpy_bytes[dataset];
        prepared.rows.push(Row {
            dataset: dataset.into(),
            format: MEMCPY.0.into(),
            variant: MEMCPY.1.into(),
            package: "-".into(),
            wire: "-".into(),
            size_bytes: n_bytes as u64,
            zstd_bytes: 0,
            ops: BTreeMap::new(),
        });
        prepared.cases.push(CaseId { dataset, format: MEMCPY.0, variant: MEMCPY.1, op: Op::Copy });
    }
    let known = all_cases(input);
    debug_assert!(prepared.cases.iter().all(|id| known.iter().any(|case| case.id == *id)));
    Ok(prepared)
}

/// Holds a zero-copy format's views to the original; returns whether it has unvalidated access.
fn check_view<F: ZeroCopy<T>, T: Dataset>() -> anyhow::Result<bool> {
    let descriptor = F::DESCRIPTOR;
    let context = || format!("{} {}/{} view", T::NAME, descriptor.name, descriptor.variant);
    let value = T::generate(T::DEFAULT_LEN);
    let mut format = F::default();
    let mut out = Vec::new();
    let encoded = format.encode(&value, &mut out).with_context(context)?.to_vec();
    let view = format.access(&encoded).with_context(context)?;
    ensure!(
        format.read(&view).with_context(context)? == value.checksum(),
        "{}: read differs from the original",
        context()
    );
    // SAFETY: `encoded` is this format's unmodified output in a fresh, allocator-aligned `Vec`.
    let unchecked = unsafe { format.access_unchecked(&encoded) };
    if let Some(view) = &unchecked {
        let sum = format.read(view).with_context(context)?;
        ensure!(sum == value.checksum(), "{}: unvalidated read differs", context());
    }
    Ok(unchecked.is_some())
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
fn run_child(spec: &Spec, progress: &ProgressBar) -> anyhow::Result<String> {
    let executable = std::env::current_exe().context("cannot find this executable to re-run it")?;
    let mut child = Command::new(executable)
        .env(SPEC_ENV, serde_json::to_string(spec).context("cannot encode the spec")?)
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
/// been measured in every round.
fn assemble(
    prepared: Prepared,
    mut rounds: Vec<BTreeMap<String, Stats>>,
    meta: Meta,
) -> anyhow::Result<Results> {
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
            .find(|row| {
                row.dataset == id.dataset && row.format == id.format && row.variant == id.variant
            })
            .with_context(|| format!("no row for {name}"))?;
        row.ops.insert(id.op.key().to_string(), measured);
    }
    Ok(Results { schema: SCHEMA, meta, results: rows, not_measured: prepared.not_measured })
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
