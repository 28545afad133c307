//! The published data every page is made from (`docs/data/`): the headline run and each side
//! file, read and checked once, by name. The pages (`page`) and the figures of hand-written pages
//! (`prose`) both read it.

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
};

use bench_support::{UsageError, builds, history::History, results::Results, robustness};
use config_edits_file as config_edits;

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
    /// What each human-edited format says of a wrong edit of a config file
    /// (`cargo run -p config-edits -- --json`).
    pub config_edits: Option<config_edits::Report>,
    /// Each JSON, MessagePack, CBOR, protobuf, TOML and YAML variant's bytes read and written in
    /// Python, JavaScript and Go (`cargo run -p crossings -- --json`).
    pub crossings: Option<crossings_file::Report>,
    /// Each JSON, MessagePack, TOML and YAML library through its wire's own test suite
    /// (`cargo run -p conformance -- --json`).
    pub conformance: Option<conformance_file::Report>,
    /// Each format's round trips in wasm engines beside native
    /// (`cargo run -p footprint -- wasm --json`).
    pub wasm: Option<footprint_file::Wasm>,
    /// The code each format adds to a program (`cargo run -p footprint -- size --json`).
    pub code_size: Option<footprint_file::Joined<footprint_file::Sizes>>,
    /// What each format adds per type (`cargo run -p footprint -- per-type --json`).
    pub per_type: Option<footprint_file::Joined<footprint_file::PerType>>,
    /// Each format's round trip built for a bare-metal Cortex-M and run on an emulated one
    /// (`cargo run -p footprint -- bare-metal --json`).
    pub bare_metal: Option<footprint_file::BareMetal>,
    /// What crafted lengths and nesting cost each decoder, and each format's verdict
    /// (`cargo run --release -p hostile -- --json`).
    pub hostile: Option<hostile_file::Hostile>,
    /// The same scan on a user's type (`examples/telemetry`'s `cargo bench -- --hostile`).
    pub yours_hostile: Option<hostile_file::Hostile>,
    /// Libraries' release histories (`bench-cli history`), one directory each under
    /// `history/`, each with what it shows in words, where someone wrote them.
    pub histories: Vec<PublishedHistory>,
    /// Each library's releases read by the pinned one and reading its bytes (`bench-cli
    /// stability`), one file each under `stability/`, by library.
    pub stability: BTreeMap<String, bench_support::stability::Stability>,
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
/// the `prose` module).
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
pub const CONFIG_EDITS: &str = "config-edits.json";
pub const CROSSINGS: &str = "crossings.json";
pub const CONFORMANCE: &str = "conformance.json";
pub const WASM: &str = "wasm.json";
pub const CODE_SIZE: &str = "code-size.json";
pub const PER_TYPE: &str = "per-type.json";
pub const BARE_METAL: &str = "bare-metal.json";
pub const HOSTILE: &str = "hostile.json";
pub const YOURS_HOSTILE: &str = "telemetry-hostile.json";
/// The directory of the release histories, one directory per library.
pub const HISTORY: &str = "history";
/// The wire-stability files' directory.
pub const STABILITY: &str = "stability";

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
        let evolution: Option<crate::evolution::Matrix> = versioned(
            dir,
            EVOLUTION,
            |matrix: &crate::evolution::Matrix| matrix.schema,
            crate::evolution::SCHEMA,
            "cargo run --release -p evolution -- --json PATH",
        )?;
        let config_edits: Option<config_edits::Report> = versioned(
            dir,
            CONFIG_EDITS,
            |edits: &config_edits::Report| edits.schema,
            config_edits::SCHEMA,
            "cargo run -p config-edits -- --json PATH",
        )?;
        let crossings: Option<crossings_file::Report> = versioned(
            dir,
            CROSSINGS,
            |report: &crossings_file::Report| report.schema,
            crossings_file::SCHEMA,
            "cargo run -p crossings -- --json PATH",
        )?;
        let conformance: Option<conformance_file::Report> = versioned(
            dir,
            CONFORMANCE,
            |report: &conformance_file::Report| report.schema,
            conformance_file::SCHEMA,
            "cargo run -p conformance -- --json PATH",
        )?;
        let wasm_command = "cargo run -p footprint -- wasm --json PATH";
        let wasm: Option<footprint_file::Wasm> = versioned(
            dir,
            WASM,
            |wasm: &footprint_file::Wasm| wasm.schema,
            footprint_file::SCHEMA,
            wasm_command,
        )?;
        if wasm.as_ref().is_some_and(|wasm| wasm.meta.quick) {
            return Err(UsageError(format!(
                "{} is a --quick run (one short batch, not a measurement): make it with `{wasm_command}`",
                dir.join(WASM).display()
            )));
        }
        let code_size: Option<footprint_file::Joined<footprint_file::Sizes>> = versioned(
            dir,
            CODE_SIZE,
            |sizes: &footprint_file::Joined<footprint_file::Sizes>| sizes.file.schema,
            footprint_file::SIZES_SCHEMA,
            "cargo run -p footprint -- size --json PATH",
        )?;
        let per_type: Option<footprint_file::Joined<footprint_file::PerType>> = versioned(
            dir,
            PER_TYPE,
            |slopes: &footprint_file::Joined<footprint_file::PerType>| slopes.file.schema,
            footprint_file::PER_TYPE_SCHEMA,
            "cargo run -p footprint -- per-type --json PATH",
        )?;
        let bare_metal: Option<footprint_file::BareMetal> = versioned(
            dir,
            BARE_METAL,
            |matrix: &footprint_file::BareMetal| matrix.schema,
            footprint_file::BARE_METAL_SCHEMA,
            "cargo run -p footprint -- bare-metal --json PATH",
        )?;
        let hostile: Option<hostile_file::Hostile> = versioned(
            dir,
            HOSTILE,
            |hostile: &hostile_file::Hostile| hostile.schema,
            hostile_file::SCHEMA,
            "cargo run --release -p hostile -- --json PATH",
        )?;
        let yours_hostile: Option<hostile_file::Hostile> = versioned(
            dir,
            YOURS_HOSTILE,
            |hostile: &hostile_file::Hostile| hostile.schema,
            hostile_file::SCHEMA,
            "cargo bench --bench formats -- --hostile --json PATH, in examples/telemetry",
        )?;
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
            stability: bench_support::stability::load_all(&dir.join(STABILITY))?,
            config_edits,
            crossings,
            conformance,
            wasm,
            code_size,
            per_type,
            bare_metal,
            hostile,
            yours_hostile,
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

/// A side file with a layout version ([`side`]), its `schema` held to `expected`: another is a
/// usage error that names the `command` that makes it again.
fn versioned<T: serde::de::DeserializeOwned>(
    dir: &Path,
    name: &str,
    schema: impl Fn(&T) -> u32,
    expected: u32,
    command: &str,
) -> Result<Option<T>, UsageError> {
    let found: Option<T> = side(dir, name)?;
    match found.as_ref().map(&schema) {
        Some(version) if version != expected => Err(UsageError(format!(
            "{} has schema {version}, not {expected}: make it again with `{command}`",
            dir.join(name).display()
        ))),
        _ => Ok(found),
    }
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
