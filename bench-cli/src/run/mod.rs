//! `bench-cli run`: builds the bench binaries, has the `runner` crate measure them (check,
//! prepare, timed rounds, the allocation round, callgrind counts), adds the JVM peers if asked,
//! and writes and prints the results.

pub(crate) mod binaries;
pub(crate) mod history;
mod index;
mod jvm;
pub(crate) mod stability;
pub(crate) mod versions;
mod with;

use std::{collections::BTreeMap, path::PathBuf, time::SystemTime};

use bench_support::{
    git_commit, results::Results, target_dir, utc_timestamp, write_atomic, write_json,
};
use format_api::Descriptor;
use protocol::spec::{CaseSource, Selection};
use runner::{Binaries, Plan, Progress, Provenance};

use publish::verdicts;

use crate::{report, table::Style};

pub(crate) use with::{Source, With};

/// What the user asked for on the command line.
#[derive(Clone, Debug)]
pub(crate) struct RunOptions {
    pub(crate) selection: Selection,
    pub(crate) quick: bool,
    /// Overrides the number of rounds.
    pub(crate) rounds: Option<u32>,
    pub(crate) json: Option<PathBuf>,
    pub(crate) markdown: Option<PathBuf>,
    /// Every column in the terminal (`--wide`).
    pub(crate) wide: bool,
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
    /// Libraries to measure at another version than the pinned (`--with`).
    pub(crate) with: Vec<With>,
}

pub(crate) fn run(options: &RunOptions) -> anyhow::Result<()> {
    let mut sampling = if options.quick { runner::QUICK } else { runner::FULL };
    sampling.rounds = options.rounds.unwrap_or(sampling.rounds);
    if let Some(path) = &options.input {
        protocol::load_input(path)?;
    }
    if let Some(&longest) = options.records.last() {
        runner::check_records(&options.selection, longest)?;
    }
    if options.instructions {
        runner::check_valgrind()?;
    }
    if options.jvm {
        jvm::datasets(&options.selection)?;
    }
    let plan = Plan {
        selection: options.selection.clone(),
        source: CaseSource { input: options.input.clone(), free_untimed: options.free_untimed },
        sampling,
        quick: options.quick,
        // One pass per length of a scaling run; one pass at the data sets' own lengths otherwise.
        lengths: if options.records.is_empty() {
            vec![None]
        } else {
            options.records.iter().copied().map(Some).collect()
        },
        // The techniques suite's lists of names are not messages anyone would compress (nor held
        // to a floor), and a scaling run is about time per record.
        compression: !options.techniques && options.records.is_empty(),
        floors: !options.techniques,
        instructions: options.instructions,
        scratch: target_dir().join("bench-run").join(std::process::id().to_string()),
        kept_encodings: None,
        allocations: true,
    };
    // A library at another version is built first: what is wrong with a `--with` (an unknown
    // library or release, a path that is not that crate) is said before the long build.
    let with = if options.with.is_empty() {
        None
    } else {
        Some(with::build(&options.with, options.profile, binaries::Wanted::Both)?)
    };
    let mut run = Binaries::new(binaries::FLOOR);
    let mut also = Vec::new();
    if options.techniques {
        also.push(binaries::TECHNIQUES);
    }
    if options.test_formats {
        also.push(binaries::TEST_FORMATS);
    }
    for (name, path) in binaries::build_formats(options.profile, &also)? {
        let timed = binaries::timed(&path);
        run.add(name, path, timed);
    }
    // The bench binaries of a library at another version take the place of the pinned ones.
    for (&name, path) in with.iter().flat_map(|built| &built.binaries) {
        run.add(name, path.clone(), binaries::timed(path));
    }
    for name in suites(options) {
        run.measure(name);
    }
    let suite = if options.techniques {
        Some("techniques".to_string())
    } else {
        (!options.records.is_empty()).then(|| "scaling".to_string())
    };
    let mut results = runner::measure(&run, &plan, provenance(options.profile, suite))?;
    if let Some(built) = &with {
        built.label(&mut results);
    }
    // The JVM pass runs after the Rust measurements, never beside them; its failure is reported
    // after the Rust results are written and printed, which it leaves whole.
    let jvm_failure = if options.jvm {
        add_jvm(&mut results, &options.selection, options.quick, &run).err()
    } else {
        None
    };

    let archive = archive_path();
    write_json(&results, [archive.as_path()].into_iter().chain(options.json.as_deref()))?;
    let sides = SideFiles::read();
    let render = |style| {
        if options.techniques {
            return publish::study::render(&results, style);
        }
        if !options.records.is_empty() {
            return publish::scaling::render(&results, style);
        }
        let extras = report::Extras {
            builds_from: sides.builds_from,
            robustness_from: sides.robustness_from,
            wide: options.wide,
            ..publish::provenance::extras(sides.builds.as_ref(), sides.robustness.as_ref())
        };
        let mut text = report::render(&results, extras, style);
        if publish::free::measured(&results) {
            let free = publish::free::render(&results, style);
            text += &match style {
                Style::Terminal if !options.wide => report::fit(&free, report::NARROW),
                _ => free,
            };
        }
        // The verdicts weigh the built-in data sets; a user's document is its own answer.
        if options.input.is_some() {
            return text;
        }
        // What to pick, from what this run measured and the side files beside it.
        let inputs = verdicts::Inputs {
            config_edits: sides.config_edits.as_ref(),
            wasm: sides.wasm.as_ref(),
            code_size: sides.code_size.as_ref(),
            hostile: sides.hostile.as_ref(),
            bare_metal: sides.bare_metal.as_ref(),
            stability: (!sides.stability.is_empty()).then_some(&sides.stability),
            published: sides.results.as_ref(),
            crossings: sides.jvm.as_ref(),
            languages: sides.languages.as_ref(),
            ..verdicts::Inputs::new(
                &results,
                sides.builds.as_ref(),
                sides.robustness.as_ref(),
                sides.evolution.as_ref(),
            )
        };
        text += &match style {
            Style::Terminal => verdicts::terminal(&inputs, report::NARROW),
            Style::Markdown => format!("\n## What to pick\n\n{}", verdicts::markdown(&inputs)),
        };
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

/// The side files a run's tables show beside it: this machine's latest compile-times and
/// robustness sweeps (`target/`), else the published ones (`docs/data/`), which the tables then
/// name, with their commit; and the published evolution matrix, config edits and the other
/// studies' files, for the verdicts.
struct SideFiles {
    builds: Option<bench_support::builds::Report>,
    builds_from: Option<&'static str>,
    robustness: Option<bench_support::robustness::Results>,
    robustness_from: Option<&'static str>,
    evolution: Option<publish::evolution::Matrix>,
    config_edits: Option<config_edits_file::Report>,
    wasm: Option<footprint_file::Wasm>,
    code_size: Option<footprint_file::Joined<footprint_file::Sizes>>,
    hostile: Option<publish::hostile::Hostile>,
    bare_metal: Option<footprint_file::BareMetal>,
    /// Each library's releases read by its pin (`docs/data/stability/`), for the stored verdict.
    stability: BTreeMap<String, bench_support::stability::Stability>,
    /// The published run, whose picks a run's own are held against.
    results: Option<bench_support::results::Results>,
    /// The published JVM peers' run: which bytes crossed to Java and back.
    jvm: Option<bench_support::results::Results>,
    /// The published crossings to Python, JavaScript and Go.
    languages: Option<crossings_file::Report>,
}

impl SideFiles {
    fn read() -> SideFiles {
        fn published<T: serde::de::DeserializeOwned>(file: &str) -> Option<T> {
            let path = bench_support::workspace_root().join("docs/data").join(file);
            serde_json::from_slice(&std::fs::read(path).ok()?).ok()
        }
        let (builds, builds_from) = match bench_support::builds::load() {
            Some(builds) => (Some(builds), None),
            None => (published("compile-times.json"), Some("docs/data/compile-times.json")),
        };
        let (robustness, robustness_from) = match bench_support::robustness::load() {
            Some(sweep) => (Some(sweep), None),
            None => (published("robustness.json"), Some("docs/data/robustness.json")),
        };
        SideFiles {
            builds_from: builds_from.filter(|_| builds.is_some()),
            builds,
            robustness_from: robustness_from.filter(|_| robustness.is_some()),
            robustness,
            evolution: published::<publish::evolution::Matrix>("evolution.json")
                .filter(|matrix| matrix.schema == publish::evolution::SCHEMA),
            config_edits: published::<config_edits_file::Report>("config-edits.json")
                .filter(|report| report.schema == config_edits_file::SCHEMA),
            wasm: publish::wasm::load_published(),
            code_size: publish::code_size::load_published(),
            hostile: publish::hostile::load_published(),
            bare_metal: publish::bare_metal::load_published(),
            stability: bench_support::stability::load_all(
                &bench_support::workspace_root().join("docs/data").join(publish::page::STABILITY),
            )
            .unwrap_or_default(),
            results: published::<bench_support::results::Results>("results.json")
                .filter(|results| results.schema == bench_support::results::SCHEMA),
            jvm: published::<bench_support::results::Results>("jvm.json")
                .filter(|results| results.schema == bench_support::results::SCHEMA),
            languages: publish::crossings::load_published(),
        }
    }
}

/// Where a run's code comes from: this tree's commit, `profile`, the suite if not the matrix.
fn provenance(profile: &str, suite: Option<String>) -> Provenance {
    Provenance {
        git_commit: git_commit(),
        profile: crate::profile::directory(profile).into(),
        suite,
        crates: library_versions(),
    }
}

/// Counts `selection` with `binaries` in a quick pass, keeping the encodings in `kept_encodings`.
pub(super) fn count(
    binaries: &BTreeMap<&'static str, PathBuf>,
    selection: &Selection,
    scratch: PathBuf,
    kept_encodings: Option<PathBuf>,
    profile: &str,
) -> anyhow::Result<Results> {
    let mut run = Binaries::new(binaries::FLOOR);
    for (&name, path) in binaries {
        run.add(name, path.clone(), binaries::timed(path));
        run.measure(name);
    }
    let plan = Plan {
        selection: selection.clone(),
        source: CaseSource::default(),
        sampling: runner::QUICK,
        quick: true,
        lengths: vec![None],
        compression: false,
        floors: false,
        instructions: true,
        scratch,
        kept_encodings,
        allocations: true,
    };
    runner::measure(&run, &plan, provenance(profile, None))
}

/// The bench binaries of the formats a run selects, in table order.
fn suites(options: &RunOptions) -> Vec<&'static str> {
    if options.techniques {
        return vec![binaries::TECHNIQUES];
    }
    let suites = catalog::SUITES.iter();
    let selected =
        suites.filter(|suite| suite.formats.iter().any(|f| options.selection.has_format(f)));
    let mut binaries: Vec<_> = selected.map(|suite| suite.binary).collect();
    if options.test_formats {
        binaries.push(binaries::TEST_FORMATS);
    }
    binaries
}

/// Runs the JVM peers and merges their rows, settings and cross-language checks into `results`.
fn add_jvm(
    results: &mut Results,
    selection: &Selection,
    quick: bool,
    run: &Binaries,
) -> anyhow::Result<()> {
    let progress = Progress::new(0, "jvm", "benchmarks");
    let compress = |files| run.compress(files, quick);
    let cross = |spec: &_| jvm::interop::cross(run, spec);
    let outcome = jvm::run(selection, quick, results.meta.rounds, &compress, &cross, &progress);
    progress.finish();
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

/// `target/bench-results/<timestamp>.json`, so that no run overwrites another.
fn archive_path() -> PathBuf {
    let stamp = utc_timestamp(SystemTime::now(), '-');
    target_dir().join("bench-results").join(format!("{stamp}.json"))
}

/// Every format library's version (comma-separated where one is measured at two versions, as
/// bincode 2.0.1 and 1.3.3 are), and the measuring crates', as the workspace's lock builds them
/// ([`Resolved`]).
pub(crate) fn library_versions() -> BTreeMap<String, String> {
    let resolved = Resolved::read();
    let mut crates: BTreeMap<String, String> = BTreeMap::new();
    for descriptor in catalog::formats() {
        tables::add_version(&mut crates, descriptor.name, &resolved.version(descriptor));
    }
    // The measuring crates are in the lock once each (divan, lz4_flex, zstd).
    for (name, written) in protocol::MEASURING_CRATES {
        let mut found = resolved.0.iter().filter(|((_, dependency), _)| dependency == name);
        let version = found.next().map(|(_, version)| version.clone());
        crates.insert(name.into(), version.unwrap_or_else(|| written.to_string()));
    }
    crates
}

/// The release of each format's library that this workspace builds, as cargo resolved it (its
/// lock): what a results file and the format list name. The descriptors' own `version` is the
/// release each format crate was written against, which a tidy test holds to the same lock.
pub(crate) struct Resolved(BTreeMap<(String, String), String>);

impl Resolved {
    /// `cargo metadata` on the workspace; without cargo's answer, the descriptors' versions (and
    /// a line on stderr).
    pub(crate) fn read() -> Resolved {
        let manifest = bench_support::workspace_root().join("Cargo.toml");
        let mut command = cargo_files::cargo_metadata::MetadataCommand::new();
        match command.manifest_path(manifest).exec() {
            Ok(metadata) => Resolved(cargo_files::resolved_versions(&metadata)),
            Err(error) => {
                eprintln!(
                    "bench-cli: cargo metadata failed ({error}); the descriptors' versions stand in"
                );
                Resolved(BTreeMap::new())
            }
        }
    }

    /// The release `descriptor`'s format crate builds its library at.
    pub(crate) fn version(&self, descriptor: &Descriptor) -> String {
        let key = (descriptor.package.to_string(), descriptor.name.to_string());
        self.0.get(&key).cloned().unwrap_or_else(|| descriptor.version.to_string())
    }
}

#[cfg(test)]
mod tests {
    /// A run names the releases the lock builds: every format library and measuring crate is
    /// found in cargo's graph (none falls back on a written version), and they agree with the
    /// descriptors, which the tidy test holds to the same lock.
    #[test]
    fn a_run_names_the_releases_cargo_resolved() {
        let resolved = super::Resolved::read();
        for descriptor in catalog::formats() {
            let key = (descriptor.package.to_string(), descriptor.name.to_string());
            assert!(resolved.0.contains_key(&key), "{key:?} is not in cargo's graph");
        }
        for (name, _) in protocol::MEASURING_CRATES {
            assert!(resolved.0.keys().any(|(_, dependency)| dependency == name), "{name}");
        }
        let versions = super::library_versions();
        assert_eq!(versions["bincode"].split(", ").count(), 2, "bincode 2 and 1.3 both");
        assert_eq!(versions["divan"], protocol::MEASURING_CRATES[0].1);
    }

    /// A run's verdicts read every study the published pages read: a side file the pages have and
    /// a run does not would leave its use case "missing" at the end of the README's first command.
    #[test]
    fn a_run_reads_every_published_side_file_its_verdicts_read() {
        let data = bench_support::workspace_root().join("docs/data");
        let published = publish::page::Published::load(&data).unwrap();
        let sides = super::SideFiles::read();
        let published = publish::verdicts::Inputs::published(&published);
        let checks = [
            ("evolution", published.evolution.is_some(), sides.evolution.is_some()),
            ("config edits", published.config_edits.is_some(), sides.config_edits.is_some()),
            ("wasm", published.wasm.is_some(), sides.wasm.is_some()),
            ("code size", published.code_size.is_some(), sides.code_size.is_some()),
            ("hostile", published.hostile.is_some(), sides.hostile.is_some()),
            ("bare metal", published.bare_metal.is_some(), sides.bare_metal.is_some()),
            ("stability", published.stability.is_some(), !sides.stability.is_empty()),
            ("jvm", published.crossings.is_some(), sides.jvm.is_some()),
            ("crossings", published.languages.is_some(), sides.languages.is_some()),
        ];
        for (file, pages, run) in checks {
            assert!(!pages || run, "the pages read the {file} file and a run does not");
        }
    }
}
