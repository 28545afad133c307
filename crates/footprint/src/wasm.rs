//! `footprint wasm`: every format crate's probe built natively and for `wasm32-wasip1`, then run
//! natively and in each wasm engine, one after another (never two at once, never beside a build),
//! the bytes held equal to native's and the times compared as ratios within the run.

#![allow(
    clippy::print_stderr,
    reason = "progress on long work: a line per step, which a log keeps too"
)]

use std::{
    collections::BTreeMap,
    io::Read,
    path::{Path, PathBuf},
    process::{Command, ExitStatus, Output, Stdio},
    time::{Duration, Instant},
};

use anyhow::Context;
use bench_support::{UsageError, cargo, target_dir, workspace_root};
use cargo_files::cargo_metadata::MetadataCommand;
use footprint_file::{Engine, Measured, Meta, Outcome, Row, SCHEMA, Wasm};
use protocol::spec::{Selection, names_format};

use crate::{
    pairs::{Pair, pairs},
    probe::{self, Libraries},
};

/// The target every probe is built for beside the host's.
pub const TARGET: &str = "wasm32-wasip1";

/// What to measure, from the command line.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Formats by name (`postcard`) or `name/variant`; every format when `None`.
    pub formats: Option<Vec<String>>,
    /// Data set names; every data set when `None`.
    pub datasets: Option<Vec<String>>,
    pub quick: bool,
}

/// How long one run of a probe may take before it is stopped and its pair counted as hung: the
/// slowest pair here takes a few seconds in an engine.
const RUN_LIMIT: Duration = Duration::from_secs(600);

/// A wasm engine the probes run in: its name, how to start a module in it, and its version.
pub(crate) struct EngineRunner {
    pub(crate) name: &'static str,
    pub(crate) command: fn(&Path) -> Command,
    pub(crate) version: String,
}

/// Both engines, each with its version; an engine that cannot run is an error that names what
/// installs it, since a matrix without it would read as the formats' failure.
pub(crate) fn engines() -> anyhow::Result<Vec<EngineRunner>> {
    let wasmtime =
        version(Command::new("python3").args([
            "-c",
            "import importlib.metadata as m, wasmtime; print(m.version('wasmtime'))",
        ]));
    let node = version(Command::new("node").arg("--version"));
    let mut engines = Vec::new();
    for (name, command, version) in [
        ("wasmtime", wasmtime_command as fn(&Path) -> Command, wasmtime),
        ("node", node_command, node),
    ] {
        let version = version.map_err(|why| {
            anyhow::anyhow!("{name} cannot run ({why}): scripts/install-wasm installs the engines")
        })?;
        engines.push(EngineRunner { name, command, version });
    }
    Ok(engines)
}

pub(crate) fn wasmtime_command(module: &Path) -> Command {
    let mut command = Command::new("python3");
    command.arg(workspace_root().join("crates/footprint/engines/run_wasmtime.py")).arg(module);
    command
}

fn node_command(module: &Path) -> Command {
    let mut command = Command::new("node");
    command
        .arg("--no-warnings")
        .arg(workspace_root().join("crates/footprint/engines/node.mjs"))
        .arg(module);
    command
}

/// What `command` prints on standard output, trimmed, or why it could not say.
fn version(command: &mut Command) -> Result<String, String> {
    let program = command.get_program().to_string_lossy().into_owned();
    match command.output() {
        Ok(output) if output.status.success() => {
            Ok(String::from_utf8_lossy(&output.stdout).trim().to_owned())
        }
        Ok(output) => Err(format!("{program}: {}", last_line(&output.stderr))),
        Err(error) => Err(format!("cannot run {program}: {error}")),
    }
}

pub fn run(options: &Options) -> anyhow::Result<Wasm> {
    let started = Instant::now();
    // The tree as the run starts: an edit made while it runs is not what it measured.
    let commit = bench_support::git_commit();
    let engines = engines()?;
    let all = pairs();
    let chosen = select(&all, &options.formats, &options.datasets)?;
    let metadata = MetadataCommand::new()
        .manifest_path(workspace_root().join("Cargo.toml"))
        .exec()
        .context("cannot read the workspace with cargo metadata")?;
    let libraries = Libraries::read(&metadata)?;
    let mut by_package: BTreeMap<&str, Vec<&Pair>> = BTreeMap::new();
    let mut order = Vec::new();
    for pair in &chosen {
        let package = pair.format.package;
        if !by_package.contains_key(package) {
            order.push(package);
        }
        by_package.entry(package).or_default().push(pair);
    }
    // The probes' sources beside the workspace's builds, the programs in its target directory.
    let root = target_dir().join("footprint");
    let shared_target = target_dir();

    // Every probe built first, natively and for wasm, so that no run shares the machine with a build.
    let mut built = BTreeMap::new();
    for (index, package) in order.iter().enumerate() {
        eprintln!(
            "[{}/{}] building {package}'s probe, natively and for {TARGET}",
            index + 1,
            order.len()
        );
        let directory = root.join("probes").join(package);
        let written = probe::write(&libraries, package, &by_package[package], &directory)
            .map_err(|error| format!("its probe cannot be written: {error:#}"));
        let (native, wasm) = match written {
            Ok(()) => (
                build(&directory, &shared_target, None),
                build(&directory, &shared_target, Some(TARGET)),
            ),
            Err(why) => (Err(why.clone()), Err(why)),
        };
        built.insert(*package, (native, wasm));
    }

    let mut rows = Vec::new();
    for (index, package) in order.iter().enumerate() {
        eprintln!("[{}/{}] running {package}'s probe", index + 1, order.len());
        let pairs = &by_package[package];
        let (native, wasm) = &built[package];
        let native = run_probe(
            native.as_ref().map(|binary| move || Command::new(binary)),
            pairs,
            options.quick,
        );
        let in_engines: Vec<Vec<Outcome>> = engines
            .iter()
            .map(|engine| {
                run_probe(
                    wasm.as_ref().map(|module| move || (engine.command)(module)),
                    pairs,
                    options.quick,
                )
            })
            .collect();
        for (position, pair) in pairs.iter().enumerate() {
            rows.push(Row {
                package: (*package).to_owned(),
                name: pair.format.name.to_owned(),
                variant: pair.format.variant.to_owned(),
                dataset: pair.dataset.to_owned(),
                native: native[position].clone(),
                engines: in_engines.iter().map(|outcomes| outcomes[position].clone()).collect(),
            });
        }
    }
    eprintln!("footprint wasm: {} pairs in {:.0} s", rows.len(), started.elapsed().as_secs_f64());
    Ok(Wasm {
        schema: SCHEMA,
        meta: Meta {
            commit,
            timestamp: bench_support::utc_timestamp(std::time::SystemTime::now(), ':'),
            cpu: bench_support::cpu_model(),
            cores: bench_support::cores(),
            rustc: protocol::RUSTC.to_owned(),
            profile: "release (opt-level 3, no LTO, 16 codegen units, no debug information)".into(),
            engines: engines
                .iter()
                .map(|engine| Engine {
                    name: engine.name.into(),
                    version: Some(engine.version.clone()),
                    unavailable: None,
                })
                .collect(),
            quick: options.quick,
        },
        rows,
    })
}

/// The pairs `formats` (names or `name/variant`, as `bench-cli run --format` takes them; `all`
/// is every one) and `datasets` select; a name that selects nothing, or a selection of no pair,
/// is a usage error.
pub(crate) fn select<'a>(
    all: &'a [Pair],
    formats: &Option<Vec<String>>,
    datasets: &Option<Vec<String>>,
) -> anyhow::Result<Vec<&'a Pair>> {
    let every = |names: &Option<Vec<String>>| {
        names.clone().filter(|names| !names.iter().any(|name| name == "all"))
    };
    let selection = Selection { formats: every(formats), datasets: every(datasets) };
    for name in selection.formats.iter().flatten() {
        if !all.iter().any(|pair| names_format(name, &pair.format)) {
            let why = format!("no format named '{name}' (`bench-cli list` names them)");
            return Err(UsageError(why).into());
        }
    }
    for name in selection.datasets.iter().flatten() {
        if !all.iter().any(|pair| pair.dataset == name) {
            let why = format!("no data set named '{name}' (`bench-cli list` names them)");
            return Err(UsageError(why).into());
        }
    }
    let chosen: Vec<&Pair> =
        all.iter().filter(|pair| selection.has(&pair.format, pair.dataset)).collect();
    if chosen.is_empty() {
        let why = "no format of the selection carries a data set of it".to_owned();
        return Err(UsageError(why).into());
    }
    Ok(chosen)
}

fn key(pair: &Pair) -> String {
    format!("{}\t{}\t{}", pair.format.name, pair.format.variant, pair.dataset)
}

/// Builds the probe in `directory` for `target` (the host's when `None`), in release, and returns
/// the program, or the compiler's first error.
fn build(directory: &Path, shared_target: &Path, target: Option<&str>) -> Result<PathBuf, String> {
    let mut command = cargo();
    command
        .args(["build", "--release", "--offline", "--quiet", "--manifest-path"])
        .arg(directory.join("Cargo.toml"))
        .arg("--target-dir")
        .arg(shared_target);
    if let Some(target) = target {
        command.args(["--target", target]);
    }
    cargo_output(&mut command, target)?;
    let release = match target {
        Some(target) => shared_target.join(target).join("release"),
        None => shared_target.join("release"),
    };
    let name =
        directory.file_name().map(|name| name.to_string_lossy().into_owned()).unwrap_or_default();
    Ok(release.join(format!("probe-{name}{}", if target.is_some() { ".wasm" } else { "" })))
}

/// Runs a cargo build; where it fails, the compiler's first error, as a row's reason.
pub(crate) fn cargo_output(command: &mut Command, target: Option<&str>) -> Result<(), String> {
    let output = command.output().map_err(|error| format!("cannot run cargo: {error}"))?;
    if output.status.success() {
        return Ok(());
    }
    Err(format!("does not build for {}: {}", target.unwrap_or("the host"), first_error(&output)))
}

/// The compiler's first error line, the one that names the cause.
pub(crate) fn first_error(output: &Output) -> String {
    let stderr = String::from_utf8_lossy(&output.stderr);
    stderr
        .lines()
        .find(|line| line.starts_with("error"))
        .map_or_else(|| last_line(&output.stderr), |line| line.trim().to_owned())
}

fn last_line(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes)
        .lines()
        .rev()
        .find(|line| !line.trim().is_empty())
        .unwrap_or("")
        .trim()
        .to_owned()
}

/// What a run of `command` printed, stopped after `limit` (then `None` for its status): a hung
/// probe or engine ends its run, not the matrix.
pub(crate) fn output_within(
    command: &mut Command,
    limit: Duration,
) -> std::io::Result<(Option<ExitStatus>, Vec<u8>, Vec<u8>)> {
    let mut child = command.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn()?;
    let read = |pipe: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut bytes);
            }
            bytes
        })
    };
    let stdout = read(child.stdout.take().map(|pipe| Box::new(pipe) as Box<dyn Read + Send>));
    let stderr = read(child.stderr.take().map(|pipe| Box::new(pipe) as Box<dyn Read + Send>));
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break Some(status);
        }
        if started.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Ok((status, stdout.join().unwrap_or_default(), stderr.join().unwrap_or_default()))
}

/// Runs a probe over its pairs and returns each pair's outcome. Where the probe stops early (a
/// trap, an abort, a stack overflow, a hang), the pair it was on gets the reason and the probe
/// starts again at the next pair (`--from`), so one pair's crash costs no other pair its figures.
fn run_probe<C: Fn() -> Command>(
    command: Result<C, &String>,
    pairs: &[&Pair],
    quick: bool,
) -> Vec<Outcome> {
    let command = match command {
        Ok(command) => command,
        Err(why) => return vec![Outcome::Failed(why.clone()); pairs.len()],
    };
    let mut outcomes: Vec<Option<Outcome>> = vec![None; pairs.len()];
    let mut from = 0;
    while from < pairs.len() {
        let mut run = command();
        if quick {
            run.arg("--quick");
        }
        run.args(["--from", &from.to_string()]);
        let (status, stdout, stderr) = match output_within(&mut run, RUN_LIMIT) {
            Ok(output) => output,
            Err(error) => {
                // The pairs measured before stand; the others say why they have no figure.
                let why = format!("cannot run the probe: {error}");
                for outcome in outcomes.iter_mut().skip(from) {
                    outcome.get_or_insert_with(|| Outcome::Failed(why.clone()));
                }
                break;
            }
        };
        // A line that is not the probe's (a library printing) is not a pair's.
        for line in String::from_utf8_lossy(&stdout).lines() {
            let Some((key, outcome)) = parse_line(line) else { continue };
            if let Some(position) = pairs.iter().position(|pair| self::key(pair) == key) {
                outcomes[position] = Some(outcome);
            }
        }
        if status.is_some_and(|status| status.success()) {
            break;
        }
        let Some(stopped) = (from..pairs.len()).find(|&position| outcomes[position].is_none())
        else {
            break;
        };
        let why = match status {
            Some(status) => format!("the program stopped ({status}): {}", last_line(&stderr)),
            None => format!("the program ran past {} s and was stopped", RUN_LIMIT.as_secs()),
        };
        outcomes[stopped] = Some(Outcome::Failed(why));
        from = stopped + 1;
    }
    outcomes
        .into_iter()
        .map(|outcome| {
            outcome.unwrap_or_else(|| Outcome::Failed("the probe printed nothing for it".into()))
        })
        .collect()
}

/// A probe's line (`footprint_probe`'s format): the pair's key and its outcome.
fn parse_line(line: &str) -> Option<(String, Outcome)> {
    let fields: Vec<&str> = line.split('\t').collect();
    match fields.as_slice() {
        ["pair", name, variant, dataset, bytes, digest, encode, decode] => Some((
            format!("{name}\t{variant}\t{dataset}"),
            Outcome::Measured(Measured {
                bytes: bytes.parse().ok()?,
                digest: u64::from_str_radix(digest, 16).ok()?,
                encode_ns: encode.parse().ok()?,
                decode_ns: decode.parse().ok()?,
            }),
        )),
        ["fail", name, variant, dataset, reason] => {
            Some((format!("{name}\t{variant}\t{dataset}"), Outcome::Failed((*reason).to_owned())))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use format_api::Descriptor;

    use super::*;

    fn pair(dataset: &'static str) -> Pair {
        Pair {
            format: Descriptor {
                name: "fake",
                variant: "test",
                wire: "-",
                version: "0",
                package: "fmt-fake",
                settings: "-",
            },
            format_type: "fmt_fake::Fake".into(),
            dataset,
            dataset_type: format!("datasets::{dataset}::X"),
        }
    }

    /// A probe that prints pair 0, crashes on pair 1 and prints pair 2 when started after it.
    fn crashing_probe() -> Command {
        let mut command = Command::new("sh");
        command.args([
            "-c",
            r#"from=0; while [ $# -gt 0 ]; do [ "$1" = --from ] && from=$2; shift; done
               echo 'a library printing on standard output'
               if [ "$from" -le 0 ]; then printf 'pair\tfake\ttest\ta\t3\t00000000000000ff\t10.0\t20.0\n'; fi
               if [ "$from" -le 1 ]; then echo 'trap: unreachable executed' >&2; exit 134; fi
               printf 'fail\tfake\ttest\tc\tdecode: too deep\n'"#,
            "probe",
        ]);
        command
    }

    #[test]
    fn a_pair_that_crashes_its_probe_costs_no_other_pair_its_figures() {
        let pairs = [pair("a"), pair("b"), pair("c")];
        let pairs: Vec<&Pair> = pairs.iter().collect();
        let outcomes = run_probe(Ok::<_, &String>(crashing_probe), &pairs, true);
        assert_eq!(
            outcomes[0],
            Outcome::Measured(Measured { bytes: 3, digest: 255, encode_ns: 10.0, decode_ns: 20.0 })
        );
        let Outcome::Failed(why) = &outcomes[1] else { panic!("{:?}", outcomes[1]) };
        assert!(why.contains("134") && why.ends_with("trap: unreachable executed"), "{why}");
        assert_eq!(outcomes[2], Outcome::Failed("decode: too deep".into()));
    }

    #[test]
    fn a_probe_that_did_not_build_gives_every_pair_the_reason() {
        let pairs = [pair("a"), pair("b")];
        let pairs: Vec<&Pair> = pairs.iter().collect();
        let why = "does not build for wasm32-wasip1: error: linking with `cc` failed".to_owned();
        let outcomes = run_probe(Err::<fn() -> Command, _>(&why), &pairs, false);
        assert_eq!(outcomes, vec![Outcome::Failed(why.clone()), Outcome::Failed(why)]);
    }

    #[test]
    fn an_unknown_format_or_data_set_is_a_usage_error() {
        let all = [pair("a")];
        for (formats, datasets) in
            [(Some(vec!["nope".into()]), None), (None, Some(vec!["nope".into()]))]
        {
            let error = select(&all, &formats, &datasets).unwrap_err();
            assert!(error.downcast_ref::<UsageError>().is_some(), "{error}");
        }
        assert_eq!(select(&all, &Some(vec!["fake/test".into()]), &None).unwrap().len(), 1);
        assert_eq!(select(&all, &Some(vec!["all".into()]), &None).unwrap().len(), 1);
        // Both names known, no pair between them: nothing to measure is said, not written.
        let two = [pair("a"), Pair { dataset: "b", ..pair("a") }];
        let mut other = two[1].clone();
        other.format.name = "other";
        let both = [two[0].clone(), other];
        let error =
            select(&both, &Some(vec!["other".into()]), &Some(vec!["a".into()])).unwrap_err();
        assert!(error.downcast_ref::<UsageError>().is_some(), "{error}");
    }
}
