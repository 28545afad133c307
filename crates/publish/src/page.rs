//! `bench-cli report`: the published results page, `docs/results.md`, as the output of a command
//! over the published data (`docs/data/`: the headline run, the same run in the release profile,
//! the compile-times sweep and the robustness sweep), never edited by hand. A tidy test holds the
//! committed page equal to what this writes from the committed data.

use std::{
    fmt::Write,
    path::{Path, PathBuf},
};

use bench_support::{
    UsageError, builds,
    history::History,
    results::{MEMCPY, Op, Results},
    robustness,
};

use crate::{
    report::{self, Extras},
    table::{self, Style, group},
};

/// The published data a page is made from.
#[derive(Clone, Debug)]
pub struct Published {
    /// The headline run.
    pub results: Results,
    /// The same matrix measured in the other profile, for the sensitivity table.
    pub other_profile: Option<Results>,
    pub builds: Option<builds::Report>,
    pub robustness: Option<robustness::Results>,
    /// The techniques suite's run (`run --suite techniques`).
    pub techniques: Option<Results>,
    /// The serde-free formats beside serde's, measured together.
    pub serde_free: Option<SerdeFree>,
    /// A scaling run (`run --records`): time per record against records per message.
    pub scaling: Option<Results>,
    /// A run with the JVM peers (`run --peers jvm`): Rust and Java rows, and the interop column.
    pub jvm: Option<Results>,
    /// A run with each decode also timed with its free untimed (`run --free-untimed`).
    pub free: Option<Results>,
    /// A user's type measured by serbench (`examples/telemetry`'s `cargo bench`).
    pub yours: Option<Results>,
    /// The evolution matrix (`cargo run --release -p evolution -- --json`).
    pub evolution: Option<crate::evolution::Matrix>,
    /// rust_serialization_benchmark's data sets measured here (`docs/data/rsb/`).
    pub rsb: Option<crate::rsb::Runs>,
    /// Libraries' release histories (`bench-cli history`), one directory each under
    /// `history/`, each with what it shows in words, where someone wrote them.
    pub histories: Vec<PublishedHistory>,
}

/// The serde-free formats (miniserde, nanoserde) beside serde's JSON and binary formats: a run of
/// just those, made in one go so that its figures compare within it. Their build cost is the main
/// compile-times sweep's, which builds every format crate, and their robustness the main sweep's,
/// which sweeps every variant: one figure per crate, whichever section shows it.
#[derive(Clone, Debug)]
pub struct SerdeFree {
    pub run: Results,
}

/// A published release history, and what it shows in words (`history/<library>.md`, written by
/// whoever read it, kept beside the counts it speaks of; its figures are written by `report`,
/// [`crate::prose`]).
#[derive(Clone, Debug)]
pub struct PublishedHistory {
    pub history: History,
    pub words: Option<String>,
    /// Where the words are, or would be.
    pub words_file: PathBuf,
}

/// The files of `docs/data/`, by name.
pub const RESULTS: &str = "results.json";
pub const RESULTS_OTHER_PROFILE: &str = "results-release.json";
pub const BUILDS: &str = "compile-times.json";
pub const ROBUSTNESS: &str = "robustness.json";
pub const TECHNIQUES: &str = "techniques.json";
pub const SERDE_FREE: &str = "serde-free.json";
pub const SCALING: &str = "scaling.json";
pub const JVM: &str = "jvm.json";
pub const FREE: &str = "free.json";
pub const YOURS: &str = "telemetry.json";
pub const EVOLUTION: &str = "evolution.json";
/// The directory of the release histories, one directory per library.
pub const HISTORY: &str = "history";

impl Published {
    /// Reads the data directory: the results file is required, the others optional (the page says
    /// what is missing). A file that exists but cannot be read is a usage error.
    pub fn load(dir: &Path) -> Result<Self, UsageError> {
        let results = bench_support::results::load(&dir.join(RESULTS))?;
        let run = |name: &str| -> Result<Option<Results>, UsageError> {
            let path = dir.join(name);
            path.exists().then(|| bench_support::results::load(&path)).transpose()
        };
        // A side run must be of the suite its name says.
        let suite = |name: &str, suite: &str, command: &str| -> Result<_, UsageError> {
            let found = run(name)?;
            if found.as_ref().is_some_and(|run| run.meta.suite.as_deref() != Some(suite)) {
                return Err(UsageError(format!(
                    "{} is not a run of `bench-cli run {command}`",
                    dir.join(name).display()
                )));
            }
            Ok(found)
        };
        let techniques = suite(TECHNIQUES, "techniques", "--suite techniques")?;
        let scaling = suite(SCALING, "scaling", "--records N,...")?;
        if results.meta.suite.is_some() {
            return Err(UsageError(format!(
                "{} is not a run of the format matrix (it is the {} suite)",
                dir.join(RESULTS).display(),
                results.meta.suite.as_deref().unwrap_or_default()
            )));
        }
        let jvm = run(JVM)?;
        if jvm.as_ref().is_some_and(|run| run.meta.jvm.is_none()) {
            return Err(UsageError(format!(
                "{} is not a run of `bench-cli run --peers jvm`",
                dir.join(JVM).display()
            )));
        }
        let free = run(FREE)?;
        if free.as_ref().is_some_and(|run| !crate::free::measured(run)) {
            return Err(UsageError(format!(
                "{} is not a run of `bench-cli run --free-untimed`",
                dir.join(FREE).display()
            )));
        }
        let yours = run(YOURS)?;
        if yours.as_ref().is_some_and(|run| !run.meta.datasets.contains_key(catalog::YOURS.0)) {
            return Err(UsageError(format!(
                "{} is not a serbench run (`cargo bench` on a `serbench::main!` target)",
                dir.join(YOURS).display()
            )));
        }
        let serde_free = run(SERDE_FREE)?.map(|run| SerdeFree { run });
        let evolution: Option<crate::evolution::Matrix> = side(dir, EVOLUTION)?;
        if let Some(matrix) = &evolution
            && matrix.schema != crate::evolution::SCHEMA
        {
            return Err(UsageError(format!(
                "{} has schema {}, not {}: make it again with `cargo run --release -p evolution -- --json`",
                dir.join(EVOLUTION).display(),
                matrix.schema,
                crate::evolution::SCHEMA
            )));
        }
        let rsb = dir.join(crate::rsb::DIR);
        Ok(Published {
            results,
            other_profile: run(RESULTS_OTHER_PROFILE)?,
            builds: side(dir, BUILDS)?,
            robustness: side(dir, ROBUSTNESS)?,
            techniques,
            serde_free,
            scaling,
            jvm,
            free,
            yours,
            evolution,
            rsb: match side(&rsb, crate::rsb::SIZES)? {
                Some(sizes) => Some(crate::rsb::Runs::load(&rsb, sizes)?),
                None => None,
            },
            histories: histories(&dir.join(HISTORY))?,
        })
    }
}

/// Every history under `dir`, each with its words where `<library>.md` holds them.
fn histories(dir: &Path) -> Result<Vec<PublishedHistory>, UsageError> {
    let mut published = Vec::new();
    for history in bench_support::history::load_all(dir)? {
        let path = dir.join(format!("{}.md", history.library));
        let words = match std::fs::read_to_string(&path) {
            Ok(words) => Some(words),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => None,
            Err(error) => {
                return Err(UsageError(format!("cannot read {}: {error}", path.display())));
            }
        };
        published.push(PublishedHistory { history, words, words_file: path });
    }
    Ok(published)
}

/// A side file of the data directory (a sweep) that may be absent; one that exists but cannot
/// be read or parsed is a usage error.
fn side<T: serde::de::DeserializeOwned>(dir: &Path, name: &str) -> Result<Option<T>, UsageError> {
    let path = dir.join(name);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(error) => return Err(UsageError(format!("cannot read {}: {error}", path.display()))),
    };
    serde_json::from_str(&text)
        .map(Some)
        .map_err(|error| UsageError(format!("{} is malformed: {error}", path.display())))
}

/// `docs/results.md`.
pub fn results_page(data: &Published) -> String {
    let meta = &data.results.meta;
    let mut out = String::new();
    let _ = write!(
        out,
        "# Results\n\n\
         <!-- Generated by `bench-cli report` from docs/data/; do not edit by hand. -->\n\n\
         One full run of `bench-cli run --format all` on this project's 2-core machine, in the \
         `{}` profile (the headline profile: see [methodology/profile.md](methodology/profile.md#the-build-profile)). \
         How each number is obtained, and how far to trust a difference, is in \
         [methodology.md](methodology.md): read differences under about 5 % as ties, and compare \
         only within a run, as ratios.\n\n",
        meta.profile
    );
    let mut meta_table = table::new(Style::Markdown, &["meta", ""], 2);
    let crates: Vec<String> =
        meta.crates.iter().map(|(name, version)| format!("{name} {version}")).collect();
    for (key, value) in [
        ("CPU", format!("{}, {} cores", meta.cpu, meta.cores)),
        ("rustc", meta.rustc.clone()),
        ("profile", profile_words(&meta.profile)),
        ("commit", format!("`{}`", meta.git_commit)),
        ("time", meta.timestamp.clone()),
        (
            "settings",
            format!(
                "{} rounds × up to {} samples, max {} ms per case per round; lowest round median",
                meta.rounds, meta.sample_count, meta.max_time_ms
            ),
        ),
        ("crates", crates.join(", ")),
    ] {
        meta_table.add_row([key.to_string(), value]);
    }
    let _ = writeln!(out, "{meta_table}\n");
    out += "Times are medians per operation; a decode's time includes freeing the value it \
            decoded ([methodology/measured.md](methodology/measured.md#decoding-includes-the-free) has what the free \
            adds); MB/s is encoded bytes per second at that median; \
            allocations are per operation, in the timed region. \"borrowed\" decodes into the data \
            set's twin whose strings borrow from the input (time, and allocations in brackets). \
            `memcpy/floor` copies as many bytes as the most compact encoding of the data set: no \
            serializer can beat it. The build column is the format crate's clean release build \
            (in the measure its header names: billions of instructions where the sweep's machine \
            could count them, else CPU seconds) and, in brackets, its cost over the data-set \
            crate without derives (compile-times sweep, end of this page); the robustness column summarises the \
            corrupt-input sweep (also at the end). † marks a figure from a side file made at \
            another commit; ‡ a library with a RustSec \"unmaintained\" advisory. Under a table, \
            \"not measured\" lists the variants that have no row for that data set, and why; \
            the compressed table gives each encoding through zstd (levels 1 and 3) and LZ4: \
            bytes, and the time to compress and to decompress one message (measured as \
            [methodology/sizes.md](methodology/sizes.md#sizes-and-compression) says). Charts of all of it \
            follow the tables; the site (`bench-cli report`, target/report/index.html) has them \
            with sortable tables and a format chooser.\n";
    let extras = crate::provenance::extras(data.builds.as_ref(), data.robustness.as_ref());
    out += &report::render(&data.results, extras, Style::Markdown);
    out += "\n## Charts\n\n";
    out += &charts_section(data);
    out += "\n## Build cost: `cargo xtask compile-times`\n\n";
    match &data.builds {
        Some(builds) => out += &build_section(builds),
        None => out += "No compile-times sweep is published (docs/data/compile-times.json).\n",
    }
    out += "\n## Without serde: miniserde and nanoserde\n\n";
    match &data.serde_free {
        Some(serde_free) => out += &serde_free_section(serde_free, data),
        None => {
            out += "No run of the serde-free formats is published (docs/data/serde-free.json).\n"
        }
    }
    out += "\n## Serde techniques: `bench-cli run --suite techniques`\n\n";
    match &data.techniques {
        Some(run) => out += &techniques_section(run),
        None => out += "No techniques run is published (docs/data/techniques.json).\n",
    }
    out += "\n## Rust and the JVM: `bench-cli run --peers jvm`\n\n";
    match &data.jvm {
        Some(run) => out += &jvm_section(run, extras),
        None => out += "No run with the JVM peers is published (docs/data/jvm.json).\n",
    }
    out += "\n## Release histories: `bench-cli history`\n\n";
    out += &histories_section(&data.histories);
    out += "\n## Robustness: `bench-cli robustness`\n\n";
    match &data.robustness {
        Some(sweep) => out += &robustness_section(sweep),
        None => out += "No robustness sweep is published (docs/data/robustness.json).\n",
    }
    out += "\n## What freeing a decoded value costs: `bench-cli run --free-untimed`\n\n";
    out += &free_section(data);
    out += "\n## The build profile: the same matrix in both profiles\n\n";
    out += &profile_section(data);
    out
}

/// Every page `bench-cli report` writes, with its path, given the docs directory (the README is
/// its parent's): the charts, docs/results.md, docs/evolution.md and docs/rsb.md whole; the
/// generated blocks of the README and of docs/formats.md (the feature matrix, whose robustness
/// and evolution columns are the published sweeps') spliced into their current text; and the
/// measured figures of every hand-written page ([`crate::prose`]: the README, CONTRIBUTING.md,
/// docs/*.md, docs/methodology/*.md and the histories' words).
pub fn pages(data: &Published, docs: &Path) -> Result<Vec<(PathBuf, String)>, UsageError> {
    let read = |path: &Path| {
        std::fs::read_to_string(path)
            .map_err(|error| UsageError(format!("cannot read {}: {error}", path.display())))
    };
    let figures = |path: &Path, text: &str| {
        crate::prose::render(text, data)
            .map_err(|error| UsageError(format!("{}: {error}", path.display())))
    };
    let spliced = |path: PathBuf, blocks: &[(&str, &str, &str)]| {
        let mut text = read(&path)?;
        for (begin, end, block) in blocks {
            text = splice(&text, begin, end, block).ok_or_else(|| {
                UsageError(format!(
                    "{} has no generated-block markers `{}`",
                    path.display(),
                    begin.trim_end()
                ))
            })?;
        }
        let text = figures(&path, &text)?;
        Ok::<_, UsageError>((path, text))
    };
    let root = docs.parent().unwrap_or(Path::new("."));
    let readme = root.join("README.md");
    // The histories' words with their figures written, for their own files and for results.md.
    let mut rendered = data.clone();
    let mut words = Vec::new();
    for published in &mut rendered.histories {
        if let Some(text) = &published.words {
            let text = figures(&published.words_file, text)?;
            words.push((published.words_file.clone(), text.clone()));
            published.words = Some(text);
        }
    }
    // The other hand-written pages that state figures.
    let whole = ["results.md", "evolution.md", "rsb.md", "formats.md"];
    let mut hand_written = vec![root.join("CONTRIBUTING.md")];
    for dir in [docs.to_path_buf(), docs.join("methodology")] {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        let mut pages: Vec<PathBuf> = entries
            .filter_map(|entry| entry.ok().map(|entry| entry.path()))
            .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
            .filter(|path| {
                !whole.iter().any(|name| path.file_name().is_some_and(|file| file == *name))
            })
            .collect();
        pages.sort();
        hand_written.extend(pages);
    }
    let mut prose = Vec::new();
    for path in hand_written {
        let Ok(text) = std::fs::read_to_string(&path) else { continue };
        if crate::prose::has_figures(&text) {
            let text = figures(&path, &text)?;
            prose.push((path, text));
        }
    }
    // The feature matrix: each library's robustness verdict and evolution line, published.
    let features = crate::list::render_features(
        Style::Markdown,
        data.robustness.as_ref(),
        data.evolution.as_ref(),
    );
    let charts = crate::figures::charts(&data.results, data.builds.as_ref(), data.scaling.as_ref())
        .into_iter()
        .chain(
            data.histories.iter().flat_map(|published| crate::history::charts(&published.history)),
        )
        .map(|chart| (docs.join(CHARTS).join(chart.file), chart.svg));
    let evolution = data.evolution.as_ref();
    let evolution =
        evolution.map(|matrix| (docs.join("evolution.md"), crate::evolution::page(matrix)));
    let rsb = data.rsb.as_ref().map(|runs| (docs.join("rsb.md"), crate::rsb::page(runs)));
    Ok(charts
        .chain(evolution)
        .chain(rsb)
        .chain([
            (docs.join("results.md"), results_page(&rendered)),
            spliced(docs.join("formats.md"), &[(FEATURES_BEGIN, BLOCK_END, &features)])?,
            spliced(
                readme,
                &[
                    (README_BEGIN, BLOCK_END, &readme_sample(data)),
                    (README_YOURS_BEGIN, BLOCK_END, &yours_sample(data)),
                ],
            )?,
        ])
        .chain(prose)
        .chain(words)
        .collect())
}

/// The charts' directory under docs/.
pub const CHARTS: &str = "charts";

/// docs/results.md's charts: every chart `site::charts` draws, as images, with how to read them.
fn charts_section(data: &Published) -> String {
    let mut out = String::from(
        "The same charts as on the site (`bench-cli report` writes them to docs/charts/ and \
         the site to target/report/index.html). Per data set: encoded size against serialize \
         and deserialize time, both on log scales, with the Pareto front in red (no other \
         format is both smaller and faster), and allocations per call; then build cost against \
         speed and, where a scaling run is published (docs/data/scaling.json), time per record \
         against records per message.\n\n",
    );
    for chart in crate::figures::charts(&data.results, data.builds.as_ref(), data.scaling.as_ref())
    {
        let _ = writeln!(out, "![{}]({CHARTS}/{})\n", chart.title, chart.file);
    }
    out
}

/// The release histories: how they are made, then per library its words, charts and tables.
fn histories_section(histories: &[PublishedHistory]) -> String {
    if histories.is_empty() {
        return format!("No release history is published (docs/data/{HISTORY}/).\n");
    }
    let mut out = String::from(
        "How each library's speed moved over its releases: every release on crates.io that the \
         format crate's code is semver-compatible with (yanked and pre-releases left out), built \
         as `run --with NAME@VERSION` builds it, with the same engine and format crate, and \
         counted under callgrind in one quick pass over every data set of its variants \
         (instructions and allocations per operation, and the encoded bytes; `mesh` and `chunks` \
         at a fraction, as every count is). Counts repeat exactly for the same binary, so a \
         step is the library's, though not always where its code changed: the compiler lays out \
         the whole binary, and an edit to a path that never runs can move the hot path's count \
         (serde_json 1.0.121 and 1.0.153 below, by up to 5 %; \
         [methodology/counts.md](methodology/counts.md#a-librarys-versions-run---with-bench-cli-versions)). \
         Every step of more than 1 % from one counted release to the next is flagged at the \
         release where it happens (allocations: also more than two per call, the noise of a \
         reused buffer), and so is any change of the bytes (a wire-format change); a \
         release the format crate does not compile against is listed with cargo's reason. The \
         charts show serialize and deserialize instructions as a percentage of the first \
         release counted, flagged steps ringed in red (a release named in grey did not build); \
         the tables have every operation. Each release is a file, \
         docs/data/history/LIBRARY/VERSION.json: a history is counted in one go or in shards on \
         separate machines (`--shard I/N`, or one release with `--from V --to V`), merged by \
         copying the files into one directory (`scripts/measure-histories` has the list below; \
         the pages workflow counts it as a job per release).\n",
    );
    let all: Vec<&History> = histories.iter().map(|published| &published.history).collect();
    let summary = crate::history::summary_grid(&all).table(Style::Markdown);
    let _ = writeln!(out, "\n{summary}");
    for published in histories {
        let history = &published.history;
        let _ = writeln!(out, "\n### {}\n", history.library);
        if let Some(words) = &published.words {
            let _ = writeln!(out, "{}\n", words.trim_end());
        }
        for chart in crate::history::charts(history) {
            let _ = writeln!(out, "![{}]({CHARTS}/{})\n", chart.title, chart.file);
        }
        out += &crate::history::render(history, Style::Markdown);
    }
    out
}

/// The README's sample output: the `log` table of the headline run, as the terminal shows it,
/// without the compressed sizes (docs/results.md has them).
fn readme_sample(data: &Published) -> String {
    const SAMPLE: &str = "log";
    let mut results = without_compression(&data.results);
    results.results.retain(|row| row.dataset == SAMPLE);
    results.not_measured.retain(|missing| missing.dataset == SAMPLE);
    results.meta.datasets.retain(|name, _| name == SAMPLE);
    let extras = crate::provenance::extras(data.builds.as_ref(), data.robustness.as_ref());
    let table = report::render(&results, extras, Style::Terminal);
    format!("{}\n```text\n{table}```\n", measured_at(&data.results.meta, RESULTS))
}

/// Where a sample's figures come from, in one line: commit, time, profile, settings, machine and
/// file.
fn measured_at(meta: &bench_support::results::Meta, file: &str) -> String {
    format!(
        "Measured at commit `{}` ({}), `{}` profile, {} rounds × up to {} samples, on {} ({} \
         cores): docs/data/{file}.",
        meta.git_commit.get(..12).unwrap_or(&meta.git_commit),
        meta.timestamp,
        meta.profile,
        meta.rounds,
        meta.sample_count,
        meta.cpu,
        meta.cores
    )
}

/// The README's serbench output: the example's type, as `cargo bench` prints its main table.
fn yours_sample(data: &Published) -> String {
    match &data.yours {
        Some(run) => {
            let table =
                report::render(&without_compression(run), Extras::default(), Style::Terminal);
            format!("{}\n```text\n{table}```\n", measured_at(&run.meta, YOURS))
        }
        None => format!("No serbench run is published (docs/data/{YOURS}).\n"),
    }
}

/// `results` without the compressors' figures, whose table a README sample leaves out.
fn without_compression(results: &Results) -> Results {
    let mut results = results.clone();
    results.results.iter_mut().for_each(|row| row.compression.clear());
    results
}

/// Every cell in both profiles, side by side, if both runs are published.
fn profile_section(data: &Published) -> String {
    match &data.other_profile {
        Some(other) => format!(
            "Why the headline profile is `{}`, and what a profile changes, is in \
             [methodology/profile.md](methodology/profile.md#the-build-profile).\n\n{}",
            data.results.meta.profile,
            sensitivity(other, &data.results)
        ),
        None => "No second-profile run is published (docs/data/results-release.json).\n".into(),
    }
}

/// The table of what freeing a decoded value costs, if that run is published.
fn free_section(data: &Published) -> String {
    let Some(run) = &data.free else {
        return format!("No run with `--free-untimed` is published (docs/data/{FREE}).\n");
    };
    let meta = &run.meta;
    let mut out = format!(
        "One run of `bench-cli run --free-untimed --instructions` at commit `{}` ({}), `{}` \
         profile, {} rounds × up to {} samples (docs/data/{FREE}).\n",
        meta.git_commit, meta.timestamp, meta.profile, meta.rounds, meta.sample_count
    );
    out += &crate::free::render(run, Style::Markdown);
    out
}

/// The end of every generated block.
pub const BLOCK_END: &str = "<!-- end of generated block -->\n";
/// The README's sample-output marker.
pub const README_BEGIN: &str =
    "<!-- generated by `bench-cli report` from docs/data/results.json; do not edit by hand -->\n";
/// The marker of the README's serbench output.
pub const README_YOURS_BEGIN: &str =
    "<!-- generated by `bench-cli report` from docs/data/telemetry.json; do not edit by hand -->\n";

/// The marker of docs/formats.md's feature and safety matrix.
pub const FEATURES_BEGIN: &str = "<!-- generated by `bench-cli report` (`bench-cli list --features --markdown` over docs/data/robustness.json and evolution.json); do not edit by hand -->\n";

/// Replaces the text between `begin` and `end` in `text`.
pub fn splice(text: &str, begin: &str, end: &str, block: &str) -> Option<String> {
    let (before, rest) = text.split_once(begin)?;
    let (_, after) = rest.split_once(end)?;
    Some(format!("{before}{begin}{block}{end}{after}"))
}

fn profile_words(profile: &str) -> String {
    match profile {
        "bench-lto" => "bench-lto: release with `lto = \"fat\"`, `codegen-units = 1`".into(),
        "release" => "release (`debug = \"line-tables-only\"`, cargo's defaults otherwise)".into(),
        other => other.into(),
    }
}

/// The compile-times table and what it says.
/// The serde-free formats beside serde's: the run's tables, the build and robustness columns from
/// the main sweeps (the build section above has their crates' full figures).
fn serde_free_section(serde_free: &SerdeFree, data: &Published) -> String {
    let meta = &serde_free.run.meta;
    let mut out = format!(
        "The serde-free formats beside serde's JSON and binary formats, measured together: one \
         run at commit `{}` ({}, `{}` profile, {} rounds), file docs/data/serde-free.json; the \
         build column is the main compile-times sweep's (compile-times.json, which builds every \
         format crate: the build cost section above has their full figures), and the robustness \
         column the main sweep's (robustness.json, which sweeps every variant). Why rows are \
         missing is said under each table; what each library does is in \
         [methodology/studies.md](methodology/studies.md#serde-free-formats).\n",
        meta.git_commit, meta.timestamp, meta.profile, meta.rounds
    );
    let extras = crate::provenance::extras(data.builds.as_ref(), data.robustness.as_ref());
    out += &report::render(&serde_free.run, extras, Style::Markdown);
    out
}

/// The techniques suite: its meta in one line, then its tables.
fn techniques_section(run: &Results) -> String {
    let meta = &run.meta;
    let mut out = format!(
        "Four ways to serialize a list of names as `\"first last\"` strings, on three formats, \
         from `crates/techniques` (what each technique does, and the study it reproduces, are in \
         [methodology/studies.md](methodology/studies.md#the-techniques-suite)). One run at commit `{}` ({}), \
         `{}` profile, {} rounds × up to {} samples; every technique's bytes are the same as \
         the others' on each format (tested) and round-trip. Cells are the serialize median per \
         list and, in brackets, the allocations of one call; the last column is the time \
         against building the strings first, at the longest list.\n",
        meta.git_commit, meta.timestamp, meta.profile, meta.rounds, meta.sample_count
    );
    out += &crate::study::render(run, Style::Markdown);
    out
}

/// The run with the JVM peers: what it is, its settings, then its tables.
fn jvm_section(run: &Results, extras: Extras<'_>) -> String {
    let meta = &run.meta;
    let Some(jvm) = &meta.jvm else { return String::new() };
    let libraries: Vec<String> =
        jvm.libraries.iter().map(|(artifact, version)| format!("{artifact} {version}")).collect();
    let mut out = format!(
        "The serializers of the JVM study this project grew from (the JDK's \
         `ObjectOutputStream`, fastjson, jackson, kryo, fst, protostuff), with fastjson 1.x \
         replaced by fastjson2 (1.x carries remote-code-execution advisories such as \
         CVE-2022-25845, and its authors point to fastjson2), plus jackson's CBOR and \
         MessagePack formats and protobuf-java, measured under JMH on the very values the Rust \
         rows encode (bench-cli exports them; every Java library's round trip is held to them \
         before it is timed), in the same run as every Rust variant on `users` and `log`. A \
         cell is the time to turn the whole data set into bytes in an output the library reuses \
         and back (the Rust rows' measure, with the decode's free or collection in it). The \
         \"interop with Java\" column says whether a Rust variant's bytes decode in Java to the \
         same value and the Java library's bytes decode in Rust to it (a failure is listed \
         under the table with its first difference); `n/a` where no Java library here speaks \
         the wire format. What these numbers do and do not mean (JIT warm-up, the collector, \
         allocation) is in [methodology/studies.md](methodology/studies.md#the-jvm-peers-run---peers-jvm).\n\n\
         One run at commit `{}` ({}): the Rust rows in the `{}` profile, {} rounds × up to {} \
         samples, the lowest round's median; the Java rows with {}, JVM options `{}`. \
         Libraries: {}.\n",
        meta.git_commit,
        meta.timestamp,
        meta.profile,
        meta.rounds,
        meta.sample_count,
        jvm.describe(),
        jvm.jvm_args.join(" "),
        libraries.join(", ")
    );
    out += &report::render(run, extras, Style::Markdown);
    out
}

fn build_section(builds: &builds::Report) -> String {
    let meta = &builds.meta;
    let mut out = format!(
        "One sweep ({} warm-up round(s), {} measured, shuffled) at commit `{}` ({}): each \
         format crate built alone from scratch, release profile, `CARGO_INCREMENTAL=0`. Costs are \
         CPU seconds over the baseline built in the same round: median, and the range over the \
         rounds in brackets; `(noise)` marks a cost smaller than that range. The probe is a \
         stripped release binary that round-trips `log`; its baseline only generates it. Method \
         in [methodology/build-cost.md](methodology/build-cost.md#build-cost-cargo-xtask-compile-times).\n\n",
        meta.warm_up_rounds, meta.rounds, meta.git_commit, meta.timestamp
    );
    match &meta.instructions_unavailable {
        None => out.push_str(
            "Every build also ran under `perf stat -e instructions:u`: the instruction columns \
             are the headline, since counts repeat where CPU time moves by percents.\n\n",
        ),
        Some(reason) => {
            let _ = writeln!(
                out,
                "No instruction counts: the sweep's machine has no usable performance counters \
                 ({reason}), so every figure is CPU time.\n"
            );
        }
    }
    let counted = meta.instructions_unavailable.is_none();
    let mut header = vec!["unit", "clean build CPU s (min / median / max)", "over bare"];
    if counted {
        header.extend(["clean build G instructions (min / median / max)", "over bare (G)"]);
    }
    header.extend([
        "over serde",
        "crate-only rebuild CPU s",
        "dependency crates",
        "probe binary",
        "over baseline",
    ]);
    let mut table = table::new(Style::Markdown, &header, 1);
    let spread = |s: &builds::Spread| format!("{:.2} / {:.2} / {:.2}", s.min, s.median, s.max);
    let counts = |s: Option<&builds::Spread>| {
        s.map_or_else(|| "-".into(), |s| format!("{:.3} / {:.3} / {:.3}", s.min, s.median, s.max))
    };
    let cost = |s: &builds::Spread| {
        let noise = if s.noise { " (noise)" } else { "" };
        format!("{:+.2}{noise} [{:+.1}…{:+.1}]", s.median, s.min, s.max)
    };
    let row = |name: String, unit: &builds::UnitReport, format: Option<&builds::FormatReport>| {
        let mut cells = vec![
            name,
            spread(&unit.clean_cpu_s),
            format.map_or("-".into(), |f| cost(&f.over_bare_s)),
        ];
        if counted {
            cells.push(counts(unit.clean_instructions_g.as_ref()));
            cells.push(
                format
                    .and_then(|f| f.over_bare_instructions_g.as_ref())
                    .map_or("-".into(), |s| format!("{:+.3}", s.median)),
            );
        }
        cells.extend([
            format.and_then(|f| f.over_serde_s.as_ref()).map_or("-".into(), cost),
            format!("{:.2}", unit.rebuild_cpu_s.median),
            format.map_or("-".into(), |f| f.dependency_crates.to_string()),
            format.map_or("-".into(), |f| format!("{} B", group(f.probe_binary_bytes as f64))),
            format.map_or("-".into(), |f| format!("{:+} B", f.probe_over_baseline_bytes)),
        ]);
        cells
    };
    for (name, unit) in &builds.baselines {
        let features =
            if unit.features.is_empty() { "no features".into() } else { unit.features.join(", ") };
        table.add_row(row(format!("baseline: {name} (`datasets`, {features})"), unit, None));
    }
    let mut formats: Vec<_> = builds.formats.iter().collect();
    formats.sort_by(|a, b| a.1.over_bare_s.median.total_cmp(&b.1.over_bare_s.median));
    for (name, format) in &formats {
        table.add_row(row(name.to_string(), &format.unit, Some(format)));
    }
    let _ = writeln!(out, "{table}\n");
    if let (Some((cheapest, first)), Some((dearest, last))) = (formats.first(), formats.last()) {
        let _ = writeln!(
            out,
            "- Cheapest: {cheapest} ({:+.1} s over bare); most expensive: {dearest} ({:+.1} s, {} \
             dependency crates, {:+} bytes of probe binary).",
            first.over_bare_s.median,
            last.over_bare_s.median,
            last.dependency_crates,
            last.probe_over_baseline_bytes
        );
    }
    if let (Some(bare), Some(serde)) = (builds.baselines.get("bare"), builds.baselines.get("serde"))
    {
        let _ = writeln!(
            out,
            "- Deriving serde for the data sets costs {:.1} s of CPU over the bare data crate: a \
             large share of any serde format's cost.",
            serde.clean_cpu_s.median - bare.clean_cpu_s.median
        );
    }
    if !builds.failures.is_empty() {
        let names: Vec<&str> = builds.failures.keys().map(String::as_str).collect();
        let _ = writeln!(out, "- Failed to build: {}.", names.join(", "));
    }
    out
}

/// The robustness totals per variant, where the panics and aborts were, and what that says.
fn robustness_section(sweep: &robustness::Results) -> String {
    let cases = sweep.results.first().map_or(0, |row| row.cases);
    let mut out = format!(
        "One sweep at commit `{}` ({}): {} corrupt inputs per format × data set, from small \
         instances (3 records; 1 message; the corpora's first 3 records), each child capped at {} \
         MiB of address space. Method in \
         [methodology/robustness.md](methodology/robustness.md#robustness-bench-cli-robustness).\n\nAll data sets \
         together:\n\n",
        sweep.git_commit,
        sweep.timestamp,
        group(cases as f64),
        sweep.memory_limit_bytes >> 20
    );
    let mut totals: Vec<((String, String), (usize, robustness::Counts))> = Vec::new();
    for row in &sweep.results {
        let key = (row.format.clone(), row.variant.clone());
        let index = match totals.iter().position(|(known, _)| *known == key) {
            Some(index) => index,
            None => {
                totals.push((key, (0, robustness::Counts::default())));
                totals.len() - 1
            }
        };
        let (datasets, counts) = &mut totals[index].1;
        *datasets += 1;
        counts.error += row.counts.error;
        counts.garbage += row.counts.garbage;
        counts.original += row.counts.original;
        counts.panic += row.counts.panic;
        counts.abort += row.counts.abort;
    }
    let header = [
        "format",
        "variant",
        "data sets",
        "clean error",
        "garbage accepted",
        "original",
        "panic",
        "abort",
        "rejected",
    ];
    let mut table = table::new(Style::Markdown, &header, 2);
    for ((format, variant), (datasets, c)) in &totals {
        let all = c.error + c.garbage + c.original + c.panic + c.abort;
        table.add_row([
            format.clone(),
            variant.clone(),
            datasets.to_string(),
            group(c.error as f64),
            group(c.garbage as f64),
            group(c.original as f64),
            group(c.panic as f64),
            group(c.abort as f64),
            format!("{:.1} %", c.error as f64 * 100.0 / all.max(1) as f64),
        ]);
    }
    let _ = writeln!(out, "{table}\n");
    let failing: Vec<&robustness::Row> =
        sweep.results.iter().filter(|row| row.counts.panic + row.counts.abort > 0).collect();
    if failing.is_empty() {
        out += "No decoder panicked or aborted.\n";
        return out;
    }
    out += "Where the panics and aborts are (signal 6 is the allocator refusing an allocation \
            beyond the cap, an allocation bomb; `timeout` a decoder that did not answer in time):\n\n";
    let mut table =
        table::new(Style::Markdown, &["data set", "format", "panic", "abort", "abort reasons"], 2);
    for row in &failing {
        let reasons: Vec<String> =
            row.counts.abort_reasons.iter().map(|(reason, n)| format!("{n} {reason}")).collect();
        table.add_row([
            row.dataset.clone(),
            format!("{}/{}", row.format, row.variant),
            row.counts.panic.to_string(),
            row.counts.abort.to_string(),
            reasons.join(", "),
        ]);
    }
    let _ = writeln!(out, "{table}\n");
    let clean = totals.iter().filter(|(_, (_, c))| c.panic + c.abort == 0).count();
    let _ = writeln!(
        out,
        "- {clean} of the {} variants never panicked or aborted; the others are in the table above.",
        totals.len()
    );
    out
}

/// Every serialize and deserialize median in both profiles, and their ratio, with a summary.
pub fn sensitivity(release: &Results, lto: &Results) -> String {
    let mut ratios: Vec<f64> = Vec::new();
    let mut rows: Vec<[String; 6]> = Vec::new();
    for row in &lto.results {
        if row.format == MEMCPY.0 {
            continue;
        }
        let Some(other) = release.results.iter().find(|other| other.same_cell(row)) else {
            continue;
        };
        for op in [Op::Serialize, Op::Deserialize] {
            let (Some(fast), Some(slow)) = (row.ops.get(op.key()), other.ops.get(op.key())) else {
                continue;
            };
            let ratio = slow.median_ns / fast.median_ns;
            ratios.push(ratio);
            rows.push([
                row.dataset.clone(),
                format!("{}/{}", row.format, row.variant),
                op.key().to_string(),
                table::time(slow.median_ns),
                table::time(fast.median_ns),
                format!("{ratio:.2}×"),
            ]);
        }
    }
    let mut sorted = ratios.clone();
    sorted.sort_by(f64::total_cmp);
    let quantile = |q: f64| {
        sorted.get(((sorted.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(1.0)
    };
    let faster = ratios.iter().filter(|ratio| **ratio > 1.05).count();
    let slower = ratios.iter().filter(|ratio| **ratio < 1.0 / 1.05).count();
    let mut out = format!(
        "The same matrix measured in the `{}` profile (commit `{}`, {}) against the headline `{}` \
         run: release time ÷ LTO time per cell, so above 1 means LTO is faster. Of {} cells, {} \
         are more than 5 % faster with LTO and {} more than 5 % slower; the median ratio is \
         {:.2}×, the 10th and 90th percentiles {:.2}× and {:.2}×, the extremes {:.2}× and {:.2}×.\n\n",
        release.meta.profile,
        release.meta.git_commit,
        release.meta.timestamp,
        lto.meta.profile,
        ratios.len(),
        faster,
        slower,
        quantile(0.5),
        quantile(0.1),
        quantile(0.9),
        quantile(0.0),
        quantile(1.0),
    );
    let header = ["data set", "format", "op", "release", "LTO", "release ÷ LTO"];
    let mut table = table::new(Style::Markdown, &header, 3);
    for row in rows {
        table.add_row(row);
    }
    let _ = writeln!(out, "{table}");
    out
}
