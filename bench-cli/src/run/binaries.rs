//! The bench binaries (`benches/<format>`: the engine and one format): built by cargo with the
//! run's profile, then found in the target directory.
//!
//! Every run builds every format's bench binary (the robustness sweep every bench binary) in
//! one cargo invocation: cargo builds them in parallel, finds the up-to-date ones built (one
//! format edited relinks that format's binary alone), and, above all, resolves one set of
//! features for them all. Cargo unifies the features of shared dependencies over the packages one
//! invocation builds, so `-p bench-postcard` alone and beside `bench-bincode-serde` link
//! different builds of bincode, num-traits and serde_core, and a format's binary, and perhaps its
//! counts, would move with the selection. One fixed set keeps each format's binary the same
//! whatever the run measures.

use std::{
    collections::BTreeMap,
    io::{BufRead, BufReader, IsTerminal},
    path::{Path, PathBuf},
    process::Stdio,
};

use anyhow::{Context, bail};
use bench_support::{target_dir, workspace_root};
use cargo_files::cargo_metadata::{Message, TargetKind, diagnostic::DiagnosticLevel};

use crate::profile;

/// The binary of the `memcpy` floors and the compressors.
pub(crate) const FLOOR: &str = protocol::FLOOR_BINARY;
/// The techniques suite's binary.
pub(crate) const TECHNIQUES: &str = catalog::TECHNIQUES.binary;
/// The test-only formats' binary (`run --include-test-formats`).
pub(crate) const TEST_FORMATS: &str = "bench-test-slowed";
/// The deliberately broken formats' binary (`robustness --include-broken`).
pub(crate) const TEST_BROKEN: &str = "bench-test-broken";

/// Every bench binary, in table order: the formats', then the floors', the techniques suite's
/// and the test formats' (slowed and broken).
pub(crate) fn all() -> Vec<&'static str> {
    let mut all = formats();
    all.extend([TECHNIQUES, TEST_FORMATS, TEST_BROKEN]);
    all
}

/// The formats' bench binaries and the floors': what a run of the matrix needs. Built without
/// the others, every one of them is the same build as beside them (none of the others turns on
/// a feature the formats' dependencies do not have already), so leaving them out saves their
/// build and changes no format's code.
pub(crate) fn formats() -> Vec<&'static str> {
    let formats = catalog::SUITES.iter().map(|suite| suite.binary);
    formats.chain([FLOOR]).collect()
}

/// What a crate that failed to build is to the user: format x's (`fmt-x`, `bench-x`), or a crate
/// every format shares.
fn culprit(name: &str) -> String {
    let format = name.strip_prefix("fmt-").or_else(|| name.strip_prefix("bench-"));
    let binary = format.map(|format| format!("bench-{format}"));
    let suite = catalog::SUITES.iter().find(|suite| Some(suite.binary) == binary.as_deref());
    match suite {
        Some(suite) => {
            let variants: Vec<String> = suite
                .formats
                .iter()
                .map(|format| format!("{}/{}", format.name, format.variant))
                .collect();
            format!("the bench binary of {} (`{name}`)", variants.join(", "))
        }
        None => format!("`{name}`, which every bench binary links"),
    }
}

/// Which of a format's two binaries a build makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Wanted {
    /// The checking binary and its timed twin: what a run measures with.
    Both,
    /// The checking binary alone, for what does not time (its bytes, its round trips): the
    /// unoptimised half of the build.
    Checking,
}

/// Builds every bench binary with cargo profile `profile` and returns each one's path (the
/// robustness sweep's build, which may sweep any of them).
pub(crate) fn build(profile: &str) -> anyhow::Result<BTreeMap<&'static str, PathBuf>> {
    build_in(&workspace_root(), &target_dir(), profile, &all(), Wanted::Both)
}

/// Builds the formats' and the floors' bench binaries, and `also` (of the techniques suite's and
/// the test formats'), with cargo profile `profile`, and returns each one's path.
pub(crate) fn build_formats(
    profile: &str,
    also: &[&'static str],
) -> anyhow::Result<BTreeMap<&'static str, PathBuf>> {
    let mut names = formats();
    for &name in also {
        if all().contains(&name) && !names.contains(&name) {
            names.push(name);
        }
    }
    build_in(&workspace_root(), &target_dir(), profile, &names, Wanted::Both)
}

/// Builds bench binaries `names` of the workspace at `root` into target directory `target` with
/// cargo profile `profile`, and returns each one's checking binary's path (its timed twin is
/// beside it, [`timed`], where `wanted` asks for both); `run --with` builds a copy of the
/// workspace's manifests this way.
///
/// A format's two binaries are two packages: `bench-<format>` holds its suite and its timed
/// binary, `bench-<format>-check` its checking binary, which the workspace's `Cargo.toml` builds
/// unoptimised. Every 30 s, on a terminal or in a log, a line says how far the build is, what
/// is compiling and about how long is left ([`Heartbeat`]).
pub(crate) fn build_in(
    root: &Path,
    target: &Path,
    profile: &str,
    names: &[&'static str],
    wanted: Wanted,
) -> anyhow::Result<BTreeMap<&'static str, PathBuf>> {
    let packages: Vec<String> = names
        .iter()
        .flat_map(|name| {
            let timed = (wanted == Wanted::Both).then(|| name.to_string());
            timed.into_iter().chain([format!("{name}-check")])
        })
        .collect();
    let mut command = bench_support::cargo();
    command.current_dir(root).env("CARGO_TARGET_DIR", target);
    // cargo's messages as JSON on stdout, read with cargo_metadata: each unit built (the
    // progress), and each compiler error with the package it is in (the one-line report); its
    // status lines on stderr say which units it starts compiling.
    command.args(["build", "--profile", profile, "--message-format", "json"]);
    for package in &packages {
        command.args(["-p", package]);
    }
    let watching = std::io::stderr().is_terminal();
    let heartbeat = Heartbeat::start(units(root, &packages), packages.len());
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("cannot run cargo to build the bench binaries")?;
    // cargo's own errors (a manifest it cannot read, a version it cannot resolve) come on stderr,
    // before or without any compiler message: its first error line is kept.
    let stderr = child.stderr.take().context("cargo has no stderr")?;
    let state = std::sync::Arc::clone(&heartbeat.state);
    let stderr = std::thread::spawn(move || {
        let mut first_error = None;
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            // A user watching sees cargo's own lines; a log sees the heartbeat's.
            if watching {
                eprintln!("{line}");
            }
            if let Some(unit) = line.trim_start().strip_prefix("Compiling ") {
                let name = unit.split_whitespace().next().unwrap_or(unit).to_string();
                if let Ok(mut state) = state.lock() {
                    state.compiling.insert(name);
                }
            }
            if first_error.is_none() && line.starts_with("error") {
                first_error = Some(line);
            }
        }
        first_error
    });
    let stdout = child.stdout.take().context("cargo has no stdout")?;
    let mut compiler_error: Option<(String, String)> = None;
    for message in Message::parse_stream(BufReader::new(stdout)) {
        match message.context("cannot read cargo's messages")? {
            Message::CompilerArtifact(artifact) => {
                let binary = artifact.target.is_kind(TargetKind::Bin);
                heartbeat.built(package_name(&artifact.package_id.repr), artifact.fresh, binary);
            }
            Message::CompilerMessage(compiler) => {
                let rendered = compiler.message.rendered.clone().unwrap_or_default();
                // In JSON, cargo leaves the compiler's messages to us.
                if watching {
                    eprint!("{rendered}");
                }
                if compiler.message.level == DiagnosticLevel::Error && compiler_error.is_none() {
                    let line = rendered.lines().next().unwrap_or_default().to_string();
                    compiler_error = Some((compiler.target.name.clone(), line));
                }
            }
            _ => {}
        }
    }
    let status = child.wait().context("cargo vanished")?;
    heartbeat.finish(status.success());
    let cargo_error = stderr.join().unwrap_or_default();
    if !status.success() {
        let (failed, first) = match (compiler_error, cargo_error) {
            (Some((target, line)), _) => (Some(target), line),
            (None, Some(line)) => (None, line),
            (None, None) => (None, format!("cargo exited with {status}")),
        };
        let culprit = failed.map_or_else(
            || "the bench binaries".into(),
            |target| culprit(&target.replace('_', "-")),
        );
        bail!("cannot build {culprit} with the {profile} profile: {first}");
    }
    let directory = target.join(profile::directory(profile));
    let mut paths = BTreeMap::new();
    for &name in names {
        let path = directory.join(format!("{name}-check"));
        let timed = (wanted == Wanted::Both).then(|| timed(&path));
        for path in [Some(&path), timed.as_ref()].into_iter().flatten() {
            if !path.is_file() {
                bail!("bench binary {name} is missing after cargo built it: {}", path.display());
            }
        }
        paths.insert(name, path);
    }
    Ok(paths)
}

/// The name of the package cargo identifies by `id`: `registry+https://…#serde@1.0.219` or
/// `path+file:///…/crates/engine#serbench-engine@0.1.0`, or without the name where it is the
/// folder's (`path+file:///…/benches/postcard#0.1.0`).
fn package_name(id: &str) -> &str {
    let (url, fragment) = id.rsplit_once('#').unwrap_or((id, ""));
    match fragment.split_once('@') {
        Some((name, _)) => name,
        None => url.rsplit('/').next().unwrap_or(url),
    }
}

/// The units cargo builds for `packages` of the workspace at `root`, about: each package they
/// need a unit (a library or a binary), and another for a build script. `None` where cargo
/// cannot say (the heartbeat then gives no time left).
fn units(root: &Path, packages: &[String]) -> Option<usize> {
    let metadata = cargo_files::cargo_metadata::MetadataCommand::new()
        .current_dir(root)
        .other_options(vec!["--locked".to_string()])
        .exec()
        .ok()?;
    let roots: Vec<_> = metadata
        .packages
        .iter()
        .filter(|package| packages.iter().any(|name| package.name.as_str() == name))
        .map(|package| package.id.clone())
        .collect();
    let closure = cargo_files::build_closure(&metadata, &roots, |_| true);
    let units = metadata
        .packages
        .iter()
        .filter(|package| closure.contains(&package.id))
        .map(|package| {
            let builds = |kind: TargetKind| {
                package.targets.iter().any(|target| target.is_kind(kind.clone()))
            };
            // A library or a binary, and a build script; a bench crate has its library and its
            // timed binary.
            let own = usize::from(builds(TargetKind::Lib) || builds(TargetKind::ProcMacro));
            own.max(1)
                + usize::from(builds(TargetKind::Bin) && builds(TargetKind::Lib))
                + usize::from(builds(TargetKind::CustomBuild))
        })
        .sum();
    Some(units)
}

/// The build's progress, said every [`Heartbeat::EVERY`]: units built of about how many, the
/// bench binaries among them, what cargo is compiling, how long so far and about how long left
/// (the time per unit compiled so far, over the units left), so that a log is never silent for
/// long while the binaries build.
struct Heartbeat {
    state: std::sync::Arc<std::sync::Mutex<BuildState>>,
    stop: Option<std::sync::mpsc::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

#[derive(Debug, Default)]
struct BuildState {
    /// Units built so far, and how many of them cargo found fresh.
    built: usize,
    fresh: usize,
    /// The units cargo will build, about, the bench binaries among them.
    units: Option<usize>,
    binaries: usize,
    binaries_total: usize,
    /// Units started and not built yet, by name.
    compiling: std::collections::BTreeSet<String>,
}

/// How many library units one bench binary's compile weighs, about: 370 units of dependencies
/// took 3.5 minutes on this 2-core machine, and the 76 binaries about 4 more.
const BINARY_WEIGHT: usize = 5;

impl BuildState {
    fn line(&self, elapsed: std::time::Duration) -> String {
        let mut line = match self.units {
            Some(units) => {
                format!("build: {} of about {} units", self.built, units.max(self.built))
            }
            None => format!("build: {} units", self.built),
        };
        line.push_str(&format!(
            " ({} of {} bench binaries), {} so far",
            self.binaries,
            self.binaries_total,
            runner::duration_words(elapsed)
        ));
        // A bench binary compiles every case of its format: it weighs about as much as
        // `BINARY_WEIGHT` of the libraries before it (this machine's `--timings`, 2 cores).
        let weight = |units: usize, binaries: usize| units + (BINARY_WEIGHT - 1) * binaries;
        let compiled = weight(self.built - self.fresh, self.binaries);
        if let Some(units) = self.units.filter(|_| compiled > 0) {
            let total = weight(units.max(self.built), self.binaries_total);
            let done = weight(self.built, self.binaries);
            let left = elapsed.mul_f64(total.saturating_sub(done) as f64 / compiled as f64);
            line.push_str(&format!(", about {} left", runner::duration_words(left)));
        }
        if !self.compiling.is_empty() {
            let names: Vec<&str> = self.compiling.iter().take(4).map(String::as_str).collect();
            let more = self.compiling.len().saturating_sub(names.len());
            line.push_str(&format!("; compiling {}", names.join(", ")));
            if more > 0 {
                line.push_str(&format!(" and {more} more"));
            }
        }
        line
    }
}

impl Heartbeat {
    const EVERY: std::time::Duration = std::time::Duration::from_secs(30);

    fn start(units: Option<usize>, binaries_total: usize) -> Heartbeat {
        let state = BuildState { units, binaries_total, ..BuildState::default() };
        let state = std::sync::Arc::new(std::sync::Mutex::new(state));
        let (stop, stopped) = std::sync::mpsc::channel::<()>();
        let started = std::time::Instant::now();
        let shared = std::sync::Arc::clone(&state);
        let thread = std::thread::spawn(move || {
            while let Err(std::sync::mpsc::RecvTimeoutError::Timeout) =
                stopped.recv_timeout(Heartbeat::EVERY)
            {
                if let Ok(state) = shared.lock() {
                    eprintln!("{}", state.line(started.elapsed()));
                }
            }
        });
        Heartbeat { state, stop: Some(stop), thread: Some(thread) }
    }

    /// Cargo built a unit of package `package` (a binary, or not), or found it fresh.
    fn built(&self, package: &str, fresh: bool, binary: bool) {
        let Ok(mut state) = self.state.lock() else { return };
        state.built += 1;
        state.fresh += usize::from(fresh);
        state.binaries += usize::from(binary);
        state.compiling.remove(package);
    }

    /// The build is over: a last line where it took long enough to have said anything.
    fn finish(mut self, succeeded: bool) {
        drop(self.stop.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        if let Ok(state) = self.state.lock()
            && succeeded
            && state.built > state.fresh
        {
            eprintln!(
                "build: {} units, {} bench binaries built or up to date",
                state.built, state.binaries
            );
        }
    }
}

/// The timed twin of checking binary `path` (`bench-<format>-check`): `bench-<format>-timed`,
/// beside it, which times the cases the other prepares (the engine's `child.rs` says why they are
/// two).
pub(crate) fn timed(path: &Path) -> PathBuf {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let suite = name.strip_suffix("-check").unwrap_or(&name);
    path.with_file_name(format!("{suite}-timed"))
}
