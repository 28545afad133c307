//! `footprint size`: the code a format adds to a program. For each format crate (its first
//! variant) and data set, a program that round-trips the data set's types with the format, and
//! the same program with the types and no format (the baseline); both built for the host and
//! wasm32-wasip1, at opt-level 3 and "z", without LTO on every data set and with fat LTO on the
//! data sets `--lto` names. What the format adds is the difference of their code bytes (`object`
//! reads the executable sections; wasm's code section); the heaviest functions it adds are the
//! symbols its program has and the baseline's does not, by size.

#![allow(
    clippy::print_stderr,
    reason = "progress on long work: a line per step, which a log keeps too"
)]

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
    process::Command,
    time::Instant,
};

use anyhow::Context;
use bench_support::{UsageError, cargo, target_dir, workspace_root};
use cargo_files::cargo_metadata::MetadataCommand;
use footprint_file::{CodeSize, SIZES_SCHEMA, SizeOutcome, SizeRow, Sizes, SizesMeta};
use object::{Object, ObjectSection, ObjectSymbol, SectionKind, SymbolKind};

use crate::{
    pairs::{Pair, pairs},
    probe::{self, Libraries},
    wasm::TARGET,
};

/// The builds: a row's label, the profile the generated packages define for it, and whether it
/// links with LTO (built on the `--lto` data sets only: a fat-LTO link per program is slow).
const BUILDS: [(&str, &str, bool); 4] = [
    ("3", "release", false),
    ("z", "size-z", false),
    ("3+lto", "size-3-lto", true),
    ("z+lto", "size-z-lto", true),
];

/// The profiles every size package defines (the release profile of the wasm probes, and three
/// beside it), without debug information; symbols and wasm's name section stay (`strip` would
/// default to removing debug information, which for wasm takes the names too), for the heaviest
/// functions.
const PROFILES: &str = "[profile.release]\ndebug = false\nstrip = \"none\"\n\n\
    [profile.size-z]\ninherits = \"release\"\nopt-level = \"z\"\n\n\
    [profile.size-3-lto]\ninherits = \"release\"\nlto = \"fat\"\ncodegen-units = 1\n\n\
    [profile.size-z-lto]\ninherits = \"size-z\"\nlto = \"fat\"\ncodegen-units = 1\n";

/// The heaviest functions a row keeps.
const HEAVIEST: usize = 5;

#[derive(Clone, Debug)]
pub struct Options {
    /// Format names or crates; every format when `None`.
    pub formats: Option<Vec<String>>,
    /// Data sets; every data set when `None`.
    pub datasets: Option<Vec<String>>,
    /// The data sets also built with fat LTO.
    pub lto: Vec<String>,
}

impl Default for Options {
    fn default() -> Options {
        Options { formats: None, datasets: None, lto: vec!["log".into()] }
    }
}

/// A generated package of size programs: its directory, and per data set its program's name.
struct Package {
    directory: PathBuf,
    programs: BTreeMap<String, String>,
}

pub fn run(options: &Options) -> anyhow::Result<Sizes> {
    let started = Instant::now();
    // The tree as the run starts: an edit made while it runs is not what it measured.
    let commit = bench_support::git_commit();
    // The wasm programs are run in wasmtime, to hold each to its round trip.
    crate::wasm::engines()?;
    let all = pairs();
    let chosen = crate::wasm::select(&all, &options.formats, &options.datasets)?;
    for name in &options.lto {
        if !all.iter().any(|pair| pair.dataset == name) {
            return Err(UsageError(format!("--lto: no data set named '{name}'")).into());
        }
    }
    // Each format crate's first variant, as tables list them: one program per data set.
    let mut first: BTreeMap<&str, &str> = BTreeMap::new();
    let mut order: Vec<&str> = Vec::new();
    for pair in &chosen {
        let package = pair.format.package;
        if !first.contains_key(package) {
            first.insert(package, pair.format.variant);
            order.push(package);
        }
    }
    let chosen: Vec<&Pair> = chosen
        .into_iter()
        .filter(|pair| first[pair.format.package] == pair.format.variant)
        .collect();
    let metadata = MetadataCommand::new()
        .manifest_path(workspace_root().join("Cargo.toml"))
        .exec()
        .context("cannot read the workspace with cargo metadata")?;
    let libraries = Libraries::read(&metadata)?;
    let root = target_dir().join("footprint").join("size");

    // The baseline: each data set's types, generated and compared, no format.
    let mut baseline_types: BTreeMap<&str, &str> = BTreeMap::new();
    for pair in &chosen {
        baseline_types.entry(pair.dataset).or_insert(&pair.dataset_type);
    }
    let baseline = write(
        &libraries,
        "baseline",
        baseline_types.iter().map(|(dataset, dataset_type)| {
            let body =
                format!("footprint_probe::keep_types::<{}>()", libraries.public_path(dataset_type));
            ((*dataset).to_owned(), (*dataset_type).to_owned(), body)
        }),
        &root,
    )?;
    let mut packages = Vec::new();
    for package in &order {
        let pairs: Vec<&&Pair> =
            chosen.iter().filter(|pair| pair.format.package == *package).collect();
        let written = write(
            &libraries,
            package,
            pairs.iter().map(|pair| {
                let body = format!(
                    "footprint_probe::keep::<{}, {}>()",
                    libraries.public_path(&pair.format_type),
                    libraries.public_path(&pair.dataset_type)
                );
                (
                    pair.dataset.to_owned(),
                    format!("{} {}", pair.format_type, pair.dataset_type),
                    body,
                )
            }),
            &root,
        )?;
        packages.push((package, pairs, written));
    }

    let mut rows = Vec::new();
    let targets = [(host(), None), (TARGET.to_owned(), Some(TARGET))];
    let steps = targets.len() * BUILDS.len();
    for (step, ((target_name, target), (build, profile, lto))) in targets
        .iter()
        .flat_map(|target| BUILDS.iter().map(move |build| (target, build)))
        .enumerate()
    {
        eprintln!(
            "[{}/{steps}] {target_name}, build {build}: the baseline and {} format crates",
            step + 1,
            packages.len()
        );
        let datasets = |package: &Package| -> Vec<String> {
            package
                .programs
                .keys()
                .filter(|dataset| !lto || options.lto.contains(dataset))
                .cloned()
                .collect()
        };
        let baseline_built = build_programs(&baseline, &datasets(&baseline), *target, profile);
        for (package, pairs, written) in &packages {
            let built = build_programs(written, &datasets(written), *target, profile);
            for pair in pairs {
                if !datasets(written).contains(&pair.dataset.to_owned()) {
                    continue;
                }
                let outcome = measure(&built, &baseline_built, pair.dataset, *target);
                rows.push(SizeRow {
                    package: (**package).to_owned(),
                    name: pair.format.name.to_owned(),
                    variant: pair.format.variant.to_owned(),
                    dataset: pair.dataset.to_owned(),
                    target: target_name.clone(),
                    build: (*build).to_owned(),
                    outcome,
                });
            }
        }
    }
    eprintln!("footprint size: {} rows in {:.0} s", rows.len(), started.elapsed().as_secs_f64());
    Ok(Sizes {
        schema: SIZES_SCHEMA,
        meta: SizesMeta {
            commit,
            timestamp: bench_support::utc_timestamp(std::time::SystemTime::now(), ':'),
            rustc: protocol::RUSTC.to_owned(),
            builds: BUILDS
                .iter()
                .map(|(build, profile, _)| ((*build).to_owned(), profile_words(profile).to_owned()))
                .collect(),
            method:
                "code bytes: the sizes of the executable sections (ELF) or of the code section \
                     (wasm), read with the object crate; functions: the symbol table (ELF) or the \
                     name section (wasm), demangled with rustc-demangle"
                    .into(),
        },
        rows,
    })
}

fn profile_words(profile: &str) -> &'static str {
    match profile {
        "release" => "opt-level 3, no LTO, 16 codegen units",
        "size-z" => "opt-level \"z\", no LTO, 16 codegen units",
        "size-3-lto" => "opt-level 3, fat LTO, 1 codegen unit",
        _ => "opt-level \"z\", fat LTO, 1 codegen unit",
    }
}

/// The host's target triple, as rustc names it.
fn host() -> String {
    Command::new("rustc")
        .args(["-vV"])
        .output()
        .ok()
        .and_then(|output| {
            String::from_utf8_lossy(&output.stdout)
                .lines()
                .find_map(|line| line.strip_prefix("host: ").map(str::to_owned))
        })
        .unwrap_or_else(|| "host".into())
}

/// Writes a package of size programs named `size-<name>`, a program per data set:
/// `(data set, the types it names, its main's body)`.
fn write(
    libraries: &Libraries,
    name: &str,
    programs: impl Iterator<Item = (String, String, String)>,
    root: &Path,
) -> anyhow::Result<Package> {
    let package = format!("size-{name}");
    let directory = root.join(&package);
    let mut files = Vec::new();
    let mut types = Vec::new();
    let mut names = BTreeMap::new();
    for (dataset, type_paths, body) in programs {
        let program = format!("{package}-{dataset}");
        files.push((
            format!("src/bin/{program}.rs"),
            format!("// Generated by `footprint size`.\n\nfn main() {{\n    {body}\n}}\n"),
        ));
        types.extend(type_paths.split(' ').map(str::to_owned).collect::<Vec<_>>());
        names.insert(dataset, program);
    }
    let manifest =
        probe::manifest(libraries, &package, types.iter().map(String::as_str), PROFILES)?;
    probe::package_files(libraries, &directory, &manifest, &files)?;
    Ok(Package { directory, programs: names })
}

/// Builds `package`'s programs for `datasets` in one cargo invocation: each program's path, or why
/// none was built (all of them share the reason).
fn build_programs(
    package: &Package,
    datasets: &[String],
    target: Option<&str>,
    profile: &str,
) -> BTreeMap<String, Result<PathBuf, String>> {
    if datasets.is_empty() {
        return BTreeMap::new();
    }
    let mut command = cargo();
    command
        .args(["build", "--offline", "--quiet", "--profile", profile, "--manifest-path"])
        .arg(package.directory.join("Cargo.toml"))
        .arg("--target-dir")
        .arg(target_dir());
    if let Some(target) = target {
        command.args(["--target", target]);
    }
    for dataset in datasets {
        command.args(["--bin", &package.programs[dataset]]);
    }
    let built = crate::wasm::cargo_output(&mut command, target);
    let directory = match target {
        Some(target) => target_dir().join(target).join(profile),
        None => target_dir().join(profile),
    };
    datasets
        .iter()
        .map(|dataset| {
            let program = &package.programs[dataset];
            let path =
                directory.join(format!("{program}{}", if target.is_some() { ".wasm" } else { "" }));
            (dataset.clone(), built.clone().map(|()| path))
        })
        .collect()
}

/// A row's outcome: both programs built and ran to a round trip, and their code bytes.
fn measure(
    built: &BTreeMap<String, Result<PathBuf, String>>,
    baseline: &BTreeMap<String, Result<PathBuf, String>>,
    dataset: &str,
    target: Option<&str>,
) -> SizeOutcome {
    let outcome = || -> Result<CodeSize, String> {
        let program = built.get(dataset).cloned().unwrap_or_else(|| Err("not built".into()))?;
        let base = baseline.get(dataset).cloned().unwrap_or_else(|| Err("not built".into()))?;
        let base = base.as_path();
        for path in [program.as_path(), base] {
            run_to_exit(path, target)?;
        }
        let (code_bytes, symbols) = read(&program)?;
        let (baseline_bytes, baseline_symbols) = read(base)?;
        let known: BTreeSet<&String> = baseline_symbols.keys().collect();
        let mut heaviest: Vec<(String, u64)> =
            symbols.into_iter().filter(|(name, _)| !known.contains(name)).collect();
        heaviest.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        heaviest.truncate(HEAVIEST);
        Ok(CodeSize { code_bytes, baseline_bytes, heaviest })
    };
    match outcome() {
        Ok(size) => SizeOutcome::Measured(size),
        Err(why) => SizeOutcome::Failed(why),
    }
}

/// Runs a size program (natively, or in wasmtime) and holds its exit code to 0: its value came
/// back.
fn run_to_exit(path: &Path, target: Option<&str>) -> Result<(), String> {
    let mut command = match target {
        Some(_) => crate::wasm::wasmtime_command(path),
        None => Command::new(path),
    };
    let output =
        command.output().map_err(|error| format!("cannot run {}: {error}", path.display()))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!("the program did not round-trip ({})", output.status))
    }
}

/// A program's code bytes, and its functions' sizes by demangled name (hash left out; a name
/// that appears more than once is summed).
pub(crate) fn read(path: &Path) -> Result<(u64, BTreeMap<String, u64>), String> {
    let data =
        std::fs::read(path).map_err(|error| format!("cannot read {}: {error}", path.display()))?;
    let file = object::File::parse(&*data)
        .map_err(|error| format!("cannot parse {}: {error}", path.display()))?;
    let code = file
        .sections()
        .filter(|section| section.kind() == SectionKind::Text)
        .map(|section| section.size())
        .sum();
    let mut symbols = BTreeMap::new();
    for symbol in file.symbols() {
        if symbol.kind() != SymbolKind::Text || symbol.size() == 0 {
            continue;
        }
        let Ok(name) = symbol.name() else { continue };
        *symbols.entry(format!("{:#}", rustc_demangle::demangle(name))).or_insert(0) +=
            symbol.size();
    }
    Ok((code, symbols))
}
