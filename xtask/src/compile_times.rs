//! `cargo xtask compile-times`: what each format costs a build.
//!
//! Method (docs/methodology.md has the reasoning and the measurements):
//! - `cargo fetch` once; every build after it runs `--frozen`, so the network never enters a
//!   timing.
//! - Each unit is built alone (`-p`), release profile, `CARGO_INCREMENTAL=0`, in a fresh target
//!   directory of its own. A format crate turns on only its own derive family of the data sets, so
//!   its build is that format's cost.
//! - Baselines are built the same way in the same round: the data-set crate with no derives
//!   (`bare`) and with serde derives only (`serde`). A format's cost over a baseline is taken
//!   round by round, then summarised, so drift during the sweep hits both sides alike.
//! - Rounds: a discarded warm-up, then N measured rounds; each round builds every unit in a freshly
//!   shuffled order. Where the machine's performance counters work (`perf stat -e
//!   instructions:u true` counts), every build runs under `perf stat` and its user-space
//!   instructions (the whole process tree) are the headline: they repeat to a few parts in
//!   100,000 where CPU time moves by percents. Otherwise the sweep says why once and CPU time
//!   (user + system of the whole process tree, from `getrusage` of waited-for children) is the
//!   headline. Both, and wall time, are recorded.
//! - Per format also: the crate-only rebuild (the format crate recompiled, its dependencies kept),
//!   the number of crates in its dependency tree, and the stripped size of a tiny release binary
//!   that round-trips the `log` data set, minus the same binary without a format.

use std::{
    collections::BTreeMap,
    fs,
    path::{Path, PathBuf},
    process::Command,
    time::{Instant, SystemTime},
};

use anyhow::{Context, bail};
use bench_support::{
    builds::{self, FormatReport, Meta, Report, Spread, UnitReport},
    cores, cpu_model, git_commit, target_dir, utc_timestamp, workspace_root, write_json,
};
use cargo_files::cargo_metadata::{self, Metadata, MetadataCommand};
use comfy_table::{Table, presets};

use crate::UsageError;

#[derive(Debug)]
pub(crate) struct Options {
    /// `None` for every format crate; otherwise package names (`fmt-postcard`) or short names
    /// (`postcard`).
    pub(crate) formats: Option<Vec<String>>,
    pub(crate) rounds: u32,
    /// One round and no warm-up: a smoke test, not a measurement.
    pub(crate) quick: bool,
    pub(crate) json: Option<PathBuf>,
}

/// The data set the size probes round-trip.
const PROBE_DATASET: (&str, &str) = ("log", "Logs");

/// Something built and timed: a baseline or a format crate.
#[derive(Clone, Debug)]
struct Unit {
    /// `bare`, `serde`, or the format crate's package name.
    name: String,
    package: String,
    features: Vec<String>,
    /// For format crates: the type the size probe instantiates, e.g. `fmt_postcard::Postcard`.
    probe_type: Option<String>,
    /// Whether the format is driven through serde, so its cost over the serde baseline means
    /// something.
    uses_serde: bool,
}

/// CPU and wall seconds of one build, and its user-space instructions in billions where counted.
#[derive(Clone, Copy, Debug)]
struct Timing {
    cpu_s: f64,
    wall_s: f64,
    instructions_g: Option<f64>,
}

/// How builds are counted: under `perf stat`, or not at all (and why not).
#[derive(Clone, Debug)]
enum Counter {
    Perf,
    Unavailable(String),
}

impl Counter {
    /// Counts `true` under `perf stat`; a count means the counters work.
    fn probe() -> Counter {
        let output = Command::new("perf")
            .args(["stat", "-x", ",", "-e", "instructions:u", "--", "true"])
            .output();
        match output {
            Err(error) => Counter::Unavailable(format!("cannot run perf: {error}")),
            Ok(output) => match parse_perf_instructions(&String::from_utf8_lossy(&output.stderr)) {
                Ok(_) if output.status.success() => Counter::Perf,
                Ok(_) => Counter::Unavailable(format!("perf stat exited with {}", output.status)),
                Err(reason) => Counter::Unavailable(reason),
            },
        }
    }
}

/// One unit's measured rounds.
#[derive(Clone, Debug, Default)]
struct Measured {
    clean: Vec<Timing>,
    rebuild: Vec<Timing>,
}

pub(crate) fn run(options: &Options) -> anyhow::Result<()> {
    let root = workspace_root();
    let workspace = Workspace::read(&root)?;
    let units = units(&workspace, options.formats.as_deref())?;
    let (warm_up_rounds, rounds) = if options.quick { (0, 1) } else { (1, options.rounds) };
    let scratch = target_dir().join("compile-times-scratch");
    let counter = Counter::probe();
    let instructions_unavailable = match &counter {
        Counter::Perf => {
            eprintln!("counting each build's user-space instructions with perf stat");
            None
        }
        Counter::Unavailable(reason) => {
            eprintln!(
                "no instruction counts: perf stat cannot count instructions:u here ({reason}); \
                 build costs are CPU time"
            );
            Some(reason.clone())
        }
    };
    let meta = Meta {
        cpu: cpu_model(),
        cores: cores(),
        rustc: rustc_version(),
        git_commit: git_commit(),
        timestamp: utc_timestamp(SystemTime::now(), ':'),
        quick: options.quick,
        rounds,
        warm_up_rounds,
        profile: "release".into(),
        instructions_unavailable,
        crates: library_versions(&workspace.metadata),
    };

    eprintln!("fetching dependencies once");
    let fetch =
        cargo(&root).args(["fetch", "--locked"]).output().context("cannot run cargo fetch")?;
    if !fetch.status.success() {
        bail!("cargo fetch failed: {}", tail(&fetch.stderr));
    }

    let mut measured: BTreeMap<String, Measured> = BTreeMap::new();
    let mut failures: BTreeMap<String, String> = BTreeMap::new();
    let mut shuffle = Shuffle::seeded();
    for round in 0..warm_up_rounds + rounds {
        let label = if round < warm_up_rounds {
            "warm-up".to_string()
        } else {
            format!("round {}", round - warm_up_rounds + 1)
        };
        let mut order: Vec<&Unit> =
            units.iter().filter(|unit| !failures.contains_key(&unit.name)).collect();
        shuffle.shuffle(&mut order);
        for unit in order {
            let directory = scratch.join(&unit.name);
            match clean_and_rebuild(&root, unit, &directory, &counter) {
                Ok((clean, rebuild)) => {
                    let counted = clean
                        .instructions_g
                        .map(|count| format!(", {count:8.3} G instructions"))
                        .unwrap_or_default();
                    eprintln!(
                        "{label}: {:<18} {:6.2} s CPU, {:6.2} s wall{counted}",
                        unit.name, clean.cpu_s, clean.wall_s
                    );
                    if round >= warm_up_rounds {
                        let entry = measured.entry(unit.name.clone()).or_default();
                        entry.clean.push(clean);
                        entry.rebuild.push(rebuild);
                    }
                }
                Err(error) => {
                    eprintln!("{label}: {} failed to build", unit.name);
                    failures.insert(unit.name.clone(), format!("{error:#}"));
                }
            }
            let _ = fs::remove_dir_all(&directory);
        }
    }

    let report = summarise(&root, &units, &measured, failures, meta, &scratch)?;
    let path = options.json.clone().unwrap_or_else(builds::default_path);
    write_json(&report, [path.as_path()])?;
    println!("{}", table(&report));
    eprintln!("results: {}", path.display());
    if !report.failures.is_empty() {
        let names: Vec<&str> = report.failures.keys().map(String::as_str).collect();
        bail!(
            "{} failed to build: {}",
            names.join(", "),
            report.failures.values().cloned().collect::<Vec<_>>().join(" | ")
        );
    }
    Ok(())
}

/// The workspace as cargo reads it: its packages, their dependencies and the versions resolved.
pub(crate) struct Workspace {
    metadata: Metadata,
}

impl Workspace {
    pub(crate) fn read(root: &Path) -> anyhow::Result<Workspace> {
        let metadata = MetadataCommand::new()
            .manifest_path(root.join("Cargo.toml"))
            .other_options(vec!["--locked".into(), "--offline".into()])
            .exec()
            .context("cannot read the workspace (Cargo.toml, Cargo.lock) with cargo metadata")?;
        Ok(Workspace { metadata })
    }
}

/// The baselines and the selected format crates: the workspace's `fmt-*` packages.
fn units(workspace: &Workspace, selection: Option<&[String]>) -> anyhow::Result<Vec<Unit>> {
    let mut formats = Vec::new();
    for package in workspace.metadata.workspace_packages() {
        if package.name.starts_with("fmt-") {
            formats.push(format_unit(package)?);
        }
    }
    formats.sort_by(|a, b| a.name.cmp(&b.name));
    if let Some(selection) = selection {
        let known: Vec<&str> = formats.iter().map(|unit| unit.name.as_str()).collect();
        for name in selection {
            let package = if name.starts_with("fmt-") {
                name.clone()
            } else {
                format!("fmt-{name}").replace('_', "-")
            };
            if !known.contains(&package.as_str()) {
                return Err(UsageError(format!(
                    "unknown format `{name}`; known: all, {}",
                    known.join(", ")
                ))
                .into());
            }
        }
        formats.retain(|unit| {
            selection.iter().any(|name| {
                unit.name == *name || unit.name == format!("fmt-{name}").replace('_', "-")
            })
        });
    }
    let baseline = |name: &str, features: &[&str]| Unit {
        name: name.into(),
        package: "serbench-datasets".into(),
        features: features.iter().map(|feature| feature.to_string()).collect(),
        probe_type: None,
        uses_serde: false,
    };
    let mut units = vec![baseline("bare", &[]), baseline("serde", &["serde"])];
    units.extend(formats);
    Ok(units)
}

/// Reads what the sweep needs from a format crate: the data-set features it turns on (cargo's
/// reading of its manifest) and the first type that implements `Format` in its source (the
/// variant the size probe uses).
fn format_unit(package: &cargo_metadata::Package) -> anyhow::Result<Unit> {
    let datasets =
        package.dependencies.iter().find(|dependency| dependency.name == "serbench-datasets");
    let features = datasets.map(|datasets| datasets.features.clone()).unwrap_or_default();
    let lib = package.manifest_path.with_file_name("src/lib.rs");
    let package = package.name.to_string();
    let source =
        fs::read_to_string(&lib).with_context(|| format!("cannot read {package}'s lib.rs"))?;
    let probe_type = source.split("impl Format for ").nth(1).map(|rest| {
        let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        format!("{}::{name}", package.replace('-', "_"))
    });
    Ok(Unit {
        name: package.clone(),
        uses_serde: features.iter().any(|feature| feature == "serde"),
        package,
        features,
        probe_type,
    })
}

/// A clean build in a fresh target directory, then a rebuild of the unit's own crate only.
fn clean_and_rebuild(
    root: &Path,
    unit: &Unit,
    directory: &Path,
    counter: &Counter,
) -> anyhow::Result<(Timing, Timing)> {
    let _ = fs::remove_dir_all(directory);
    let clean = timed(build(root, unit, directory), counter, directory)?;
    let mut forget = cargo(root);
    forget
        .args(["clean", "--release", "--frozen", "-p", &unit.package, "--target-dir"])
        .arg(directory);
    let forgotten = forget.output().context("cannot run cargo clean")?;
    if !forgotten.status.success() {
        bail!("cargo clean -p {} failed: {}", unit.package, tail(&forgotten.stderr));
    }
    let rebuild = timed(build(root, unit, directory), counter, directory)?;
    Ok((clean, rebuild))
}

fn build(root: &Path, unit: &Unit, directory: &Path) -> Command {
    let mut command = cargo(root);
    command
        .args(["build", "--release", "--frozen", "-p", &unit.package, "--target-dir"])
        .arg(directory);
    if !unit.features.is_empty() && unit.package == "serbench-datasets" {
        command.args(["--features", &unit.features.join(",")]);
    }
    command
}

/// A cargo command in the workspace with incremental compilation off, as every measured build
/// runs, and rustc alone: a wrapper the caller set (sccache, or clippy-driver, which `.ci/run`
/// sets to lint while it builds) would be timed too.
fn cargo(root: &Path) -> Command {
    let mut command = bench_support::cargo();
    command
        .current_dir(root)
        .env("CARGO_INCREMENTAL", "0")
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("RUSTC_WRAPPER")
        .env_remove("RUSTC_WORKSPACE_WRAPPER");
    command
}

/// Runs a command to completion and measures it: wall time, CPU time of its whole process tree
/// (every process it waited for, recursively, is accounted to it by the kernel), and with
/// `Counter::Perf` the tree's user-space instructions, which `perf stat` writes to a file in
/// `directory` so that the command's own error output stays its own.
fn timed(command: Command, counter: &Counter, directory: &Path) -> anyhow::Result<Timing> {
    let counts = directory.join("perf-stat.csv");
    let mut command = match counter {
        Counter::Unavailable(_) => command,
        Counter::Perf => {
            fs::create_dir_all(directory)?;
            let mut perf = Command::new("perf");
            perf.args(["stat", "-x", ",", "-e", "instructions:u", "-o"])
                .arg(&counts)
                .arg("--")
                .arg(command.get_program())
                .args(command.get_args());
            if let Some(directory) = command.get_current_dir() {
                perf.current_dir(directory);
            }
            for (key, value) in command.get_envs() {
                match value {
                    Some(value) => perf.env(key, value),
                    None => perf.env_remove(key),
                };
            }
            perf
        }
    };
    let cpu_before = children_cpu_seconds();
    let start = Instant::now();
    let output = command.output().context("cannot run cargo")?;
    let wall_s = start.elapsed().as_secs_f64();
    let cpu_s = children_cpu_seconds() - cpu_before;
    if !output.status.success() {
        bail!("{}", tail(&output.stderr));
    }
    let instructions_g = match counter {
        Counter::Unavailable(_) => None,
        Counter::Perf => {
            let text = fs::read_to_string(&counts).context("perf stat wrote no counts")?;
            let _ = fs::remove_file(&counts);
            let count = parse_perf_instructions(&text).map_err(anyhow::Error::msg)?;
            Some(count as f64 / 1e9)
        }
    };
    Ok(Timing { cpu_s, wall_s, instructions_g })
}

/// The `instructions:u` count in `perf stat -x ,` output (`35883123456,,instructions:u,...`), or
/// why there is none (`<not supported>`, `<not counted>`, no such line).
fn parse_perf_instructions(output: &str) -> Result<u64, String> {
    let line = output
        .lines()
        .find(|line| line.contains("instructions"))
        .ok_or_else(|| format!("perf stat printed no instructions line: {}", output.trim()))?;
    let value = line.split(',').next().unwrap_or_default().trim();
    value.parse().map_err(|_| format!("perf stat reports instructions:u as {value}"))
}

/// User plus system time of all waited-for descendants of this process, in seconds.
fn children_cpu_seconds() -> f64 {
    let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
    // SAFETY: `getrusage` writes a `rusage` into the pointer it is given; RUSAGE_CHILDREN is a
    // valid `who`. On failure the zeroed value stays, which reads as no time.
    let usage = unsafe {
        libc::getrusage(libc::RUSAGE_CHILDREN, usage.as_mut_ptr());
        usage.assume_init()
    };
    let seconds = |time: libc::timeval| time.tv_sec as f64 + time.tv_usec as f64 / 1e6;
    seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// The last lines of a command's error output, joined into one line.
fn tail(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text.lines().filter(|line| !line.trim().is_empty()).collect();
    lines[lines.len().saturating_sub(8)..].join(" | ")
}

fn summarise(
    root: &Path,
    units: &[Unit],
    measured: &BTreeMap<String, Measured>,
    failures: BTreeMap<String, String>,
    meta: Meta,
    scratch: &Path,
) -> anyhow::Result<Report> {
    let cpu = |name: &str| -> Vec<f64> {
        measured.get(name).map(|m| m.clean.iter().map(|t| t.cpu_s).collect()).unwrap_or_default()
    };
    // Every round's count, or none when any round went uncounted.
    let instructions = |name: &str| -> Option<Vec<f64>> {
        measured.get(name)?.clean.iter().map(|t| t.instructions_g).collect()
    };
    let unit_report = |unit: &Unit| -> Option<UnitReport> {
        let m = measured.get(&unit.name)?;
        Some(UnitReport {
            package: unit.package.clone(),
            features: unit.features.clone(),
            clean_cpu_s: Spread::of(&m.clean.iter().map(|t| t.cpu_s).collect::<Vec<_>>()),
            clean_wall_s: Spread::of(&m.clean.iter().map(|t| t.wall_s).collect::<Vec<_>>()),
            rebuild_cpu_s: Spread::of(&m.rebuild.iter().map(|t| t.cpu_s).collect::<Vec<_>>()),
            clean_instructions_g: instructions(&unit.name).map(|counts| Spread::of(&counts)),
        })
    };
    let over = |name: &str, baseline: &str| -> Vec<f64> {
        cpu(name).iter().zip(cpu(baseline)).map(|(format, base)| format - base).collect()
    };
    let over_instructions = |name: &str, baseline: &str| -> Option<Spread> {
        let (format, base) = (instructions(name)?, instructions(baseline)?);
        Some(Spread::of(
            &format.iter().zip(base).map(|(format, base)| format - base).collect::<Vec<_>>(),
        ))
    };
    let mut baselines = BTreeMap::new();
    for unit in units.iter().filter(|unit| unit.probe_type.is_none()) {
        if let Some(report) = unit_report(unit) {
            baselines.insert(unit.name.clone(), report);
        }
    }
    eprintln!("building the size probes and counting dependencies");
    let (baseline_bytes, _) = probe_size(root, scratch, None).context("baseline size probe")?;
    let mut formats = BTreeMap::new();
    let mut failures = failures;
    for unit in units.iter().filter(|unit| unit.probe_type.is_some()) {
        let Some(report) = unit_report(unit) else { continue };
        let probe = probe_size(root, scratch, Some(unit))
            .with_context(|| format!("{} size probe", unit.name));
        let (probe_binary_bytes, dependency_crates) = match probe {
            Ok(probe) => probe,
            Err(error) => {
                failures.insert(unit.name.clone(), format!("{error:#}"));
                continue;
            }
        };
        formats.insert(
            unit.name.clone(),
            FormatReport {
                unit: report,
                over_bare_s: Spread::of(&over(&unit.name, "bare")),
                over_serde_s: unit.uses_serde.then(|| Spread::of(&over(&unit.name, "serde"))),
                over_bare_instructions_g: over_instructions(&unit.name, "bare"),
                dependency_crates,
                probe_binary_bytes,
                probe_over_baseline_bytes: probe_binary_bytes as i64 - baseline_bytes as i64,
            },
        );
    }
    Ok(Report { schema: builds::SCHEMA, meta, baselines, formats, failures })
}

/// Builds and runs a tiny stripped release binary that round-trips the probe data set with the
/// unit's format (or, for `None`, only generates it), and returns the binary's size and how many
/// crates building the unit alone compiles ([`dependency_count`]; 0 for `None`).
fn probe_size(root: &Path, scratch: &Path, unit: Option<&Unit>) -> anyhow::Result<(u64, usize)> {
    let name = unit.map_or("baseline", |unit| unit.name.as_str());
    let directory = scratch.join(format!("probe-{name}"));
    let _ = fs::remove_dir_all(&directory);
    fs::create_dir_all(directory.join("src"))?;
    let crates = root.join("crates").canonicalize()?;
    let (dataset_module, dataset_type) = PROBE_DATASET;
    let mut manifest = format!(
        "[package]\nname = \"probe\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
         [dependencies]\ndatasets = {{ package = \"serbench-datasets\", path = {:?} }}\n",
        crates.join("datasets")
    );
    let body = match unit {
        None => format!(
            "let value = datasets::{dataset_module}::{dataset_type}::generate(100);\n    \
             std::process::exit(i32::from(value.checksum() == 0));"
        ),
        Some(unit) => {
            manifest += &format!(
                "format-api = {{ package = \"serbench-format-api\", path = {:?} }}\n{} = {{ path = {:?} }}\n",
                crates.join("format-api"),
                unit.package,
                crates.join(&unit.package)
            );
            let format_type = unit.probe_type.as_deref().unwrap_or_default();
            format!(
                "use format_api::Codec;\n    \
                 let value = datasets::{dataset_module}::{dataset_type}::generate(100);\n    \
                 let mut format = {format_type}::default();\n    \
                 let mut out = Vec::new();\n    \
                 let Ok(encoded) = format.encode(&value, &mut out).map(<[u8]>::to_vec) else {{ std::process::exit(2) }};\n    \
                 let decoded: Result<datasets::{dataset_module}::{dataset_type}, _> = format.decode(&encoded);\n    \
                 std::process::exit(i32::from(!matches!(decoded, Ok(decoded) if decoded == value)));"
            )
        }
    };
    manifest += "\n[profile.release]\nstrip = true\n\n[workspace]\n";
    fs::write(directory.join("Cargo.toml"), manifest)?;
    fs::write(
        directory.join("src/main.rs"),
        format!("use datasets::Dataset;\n\nfn main() {{\n    {body}\n}}\n"),
    )?;
    // The workspace's lock file keeps the probe on exactly the versions the benchmark measures.
    fs::copy(root.join("Cargo.lock"), directory.join("Cargo.lock"))?;
    let dependencies = match unit {
        Some(unit) => dependency_count(&directory, &unit.package)?,
        None => 0,
    };
    let output = cargo(&directory)
        .args(["build", "--release", "--offline", "--target-dir"])
        .arg(directory.join("target"))
        .output()
        .context("cannot build the probe")?;
    if !output.status.success() {
        bail!("{}", tail(&output.stderr));
    }
    let binary = directory.join("target/release/probe");
    let status = Command::new(&binary).status().context("cannot run the probe")?;
    if !status.success() {
        bail!("the probe's round trip failed ({status})");
    }
    let bytes = fs::metadata(&binary)?.len();
    let _ = fs::remove_dir_all(&directory);
    Ok((bytes, dependencies))
}

/// Distinct crates that building `package` alone compiles (its normal and build dependencies,
/// itself excluded), as cargo resolves them for the size probe that depends on it alone
/// (`directory`): the probe is a workspace of its own, so no other member's features reach it.
fn dependency_count(directory: &Path, package: &str) -> anyhow::Result<usize> {
    let metadata = MetadataCommand::new()
        .manifest_path(directory.join("Cargo.toml"))
        .other_options(vec!["--offline".into()])
        .exec()
        .with_context(|| format!("cannot resolve {package}'s dependencies"))?;
    let start = metadata
        .packages
        .iter()
        .find(|found| found.name.as_str() == package)
        .with_context(|| format!("{package} is not in its probe's graph"))?;
    let seen = cargo_files::build_closure(&metadata, std::slice::from_ref(&start.id), |_| true);
    Ok(seen.len().saturating_sub(1))
}

/// The versions cargo resolved for every library a format crate depends on from a registry
/// (`bincode` at two versions: `2.0.1, 1.3.3`), as a results file's `meta.crates` names them.
fn library_versions(metadata: &Metadata) -> BTreeMap<String, String> {
    let mut versions: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let Some(resolve) = &metadata.resolve else { return BTreeMap::new() };
    for member in metadata.workspace_packages() {
        if !member.name.starts_with("fmt-") {
            continue;
        }
        let Some(node) = resolve.nodes.iter().find(|node| node.id == member.id) else { continue };
        for dependency in &node.deps {
            let Some(package) = metadata.packages.iter().find(|found| found.id == dependency.pkg)
            else {
                continue;
            };
            if package.source.is_none() {
                continue;
            }
            let known = versions.entry(package.name.to_string()).or_default();
            let version = package.version.to_string();
            if !known.contains(&version) {
                known.push(version);
            }
        }
    }
    versions.into_iter().map(|(name, found)| (name, found.join(", "))).collect()
}

fn rustc_version() -> String {
    Command::new("rustc")
        .arg("--version")
        .output()
        .ok()
        .map(|output| String::from_utf8_lossy(&output.stdout).trim().to_string())
        .unwrap_or_else(|| "unknown".into())
}

fn table(report: &Report) -> Table {
    let counted = report.meta.instructions_unavailable.is_none();
    let mut header = vec!["unit", "clean CPU s (min / median / max)", "wall s", "over bare"];
    if counted {
        header.extend(["clean G instructions (min / median / max)", "over bare G"]);
    }
    header.extend(["over serde", "rebuild CPU s", "deps", "binary +bytes"]);
    let mut table = Table::new();
    table.load_style(presets::UTF8_FULL_CONDENSED).set_header(header);
    let spread = |s: &Spread| format!("{:.2} / {:.2} / {:.2}", s.min, s.median, s.max);
    let counts = |s: Option<&Spread>| {
        s.map_or_else(|| "-".into(), |s| format!("{:.3} / {:.3} / {:.3}", s.min, s.median, s.max))
    };
    let cost = |s: &Spread| format!("{:+.2}{}", s.median, if s.noise { " (noise)" } else { "" });
    let row = |name: String, unit: &UnitReport, format: Option<&FormatReport>| {
        let mut cells = vec![
            name,
            spread(&unit.clean_cpu_s),
            format!("{:.2}", unit.clean_wall_s.median),
            format.map_or_else(|| "-".into(), |format| cost(&format.over_bare_s)),
        ];
        if counted {
            cells.push(counts(unit.clean_instructions_g.as_ref()));
            cells.push(
                format
                    .and_then(|format| format.over_bare_instructions_g.as_ref())
                    .map_or_else(|| "-".into(), |s| format!("{:+.3}", s.median)),
            );
        }
        cells.extend([
            format.and_then(|format| format.over_serde_s.as_ref()).map_or_else(|| "-".into(), cost),
            format!("{:.2}", unit.rebuild_cpu_s.median),
            format.map_or_else(|| "-".into(), |format| format.dependency_crates.to_string()),
            format.map_or_else(
                || "-".into(),
                |format| format!("{:+}", format.probe_over_baseline_bytes),
            ),
        ]);
        cells
    };
    for (name, unit) in &report.baselines {
        table.add_row(row(format!("baseline: {name}"), unit, None));
    }
    for (name, format) in &report.formats {
        table.add_row(row(name.clone(), &format.unit, Some(format)));
    }
    table
}

/// A small xorshift generator for the build order; seeded from the clock, since the point of the
/// shuffle is that no unit always builds first, or after the same neighbour.
struct Shuffle(u64);

impl Shuffle {
    fn seeded() -> Self {
        let nanos = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64);
        Shuffle(nanos | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn shuffle<T>(&mut self, items: &mut [T]) {
        for index in (1..items.len()).rev() {
            let other = (self.next() % (index as u64 + 1)) as usize;
            items.swap(index, other);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn library_versions_are_cargos_resolution() {
        let workspace = Workspace::read(&workspace_root()).unwrap();
        let versions = library_versions(&workspace.metadata);
        assert_eq!(versions.get("ciborium").map(String::as_str), Some("0.2.2"));
        // bincode 1.3.3 is depended on under another name (`bincode1`): cargo says what it is.
        assert_eq!(versions.get("bincode").map(String::as_str), Some("2.0.1, 1.3.3"));
        assert!(!versions.contains_key("bincode1"));
        assert!(!versions.contains_key("serbench-datasets"), "path dependencies are not libraries");
    }

    #[test]
    fn a_build_that_fails_reports_the_tail_of_its_errors() {
        let unit = Unit {
            name: "missing".into(),
            package: "no-such-package".into(),
            features: Vec::new(),
            probe_type: None,
            uses_serde: false,
        };
        let directory = std::env::temp_dir().join(format!("xtask-missing-{}", std::process::id()));
        let counter = Counter::Unavailable("not counted in tests".into());
        let error = clean_and_rebuild(&workspace_root(), &unit, &directory, &counter).unwrap_err();
        assert!(format!("{error:#}").contains("no-such-package"), "{error:#}");
        let _ = fs::remove_dir_all(&directory);
    }

    #[test]
    fn perf_counts_are_read_and_missing_counters_named() {
        let counted = "\n35883123456,,instructions:u,6720000000,100.00,,\n";
        assert_eq!(parse_perf_instructions(counted), Ok(35_883_123_456));
        let unsupported = "<not supported>,,instructions:u,0,100.00,,\n";
        assert_eq!(
            parse_perf_instructions(unsupported),
            Err("perf stat reports instructions:u as <not supported>".into())
        );
        assert!(parse_perf_instructions("event syntax error").is_err());
    }

    #[test]
    fn format_crates_are_read_from_their_own_files() {
        let workspace = Workspace::read(&workspace_root()).unwrap();
        let units = units(&workspace, None).unwrap();
        let names: Vec<&str> = units.iter().map(|unit| unit.name.as_str()).collect();
        assert_eq!(&names[..2], ["bare", "serde"]);
        assert!(names.contains(&"fmt-postcard") && names.contains(&"fmt-rkyv"), "{names:?}");
        let postcard = units.iter().find(|unit| unit.name == "fmt-postcard").unwrap();
        assert_eq!(postcard.features, ["serde"]);
        assert_eq!(postcard.probe_type.as_deref(), Some("fmt_postcard::Postcard"));
        assert!(postcard.uses_serde);
        let rkyv = units.iter().find(|unit| unit.name == "fmt-rkyv").unwrap();
        assert_eq!(rkyv.features, ["rkyv"]);
        assert!(!rkyv.uses_serde);
    }

    #[test]
    fn formats_are_selected_by_package_or_short_name_and_unknown_ones_refused() {
        let workspace = Workspace::read(&workspace_root()).unwrap();
        let selection =
            ["postcard".to_string(), "fmt-serde-json".to_string(), "serde_json".to_string()];
        let selected = units(&workspace, Some(&selection)).unwrap();
        let names: Vec<&str> = selected.iter().map(|unit| unit.name.as_str()).collect();
        assert_eq!(names, ["bare", "serde", "fmt-postcard", "fmt-serde-json"]);
        let error = units(&workspace, Some(&["no-such-format".to_string()])).unwrap_err();
        assert!(error.downcast_ref::<UsageError>().is_some());
        assert!(error.to_string().contains("unknown format `no-such-format`"), "{error}");
    }
}
