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

/// Builds every bench binary with cargo profile `profile` and returns each one's path (the
/// robustness sweep's build, which may sweep any of them).
pub(crate) fn build(profile: &str) -> anyhow::Result<BTreeMap<&'static str, PathBuf>> {
    build_in(&workspace_root(), &target_dir(), profile, &all())
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
    build_in(&workspace_root(), &target_dir(), profile, &names)
}

/// Builds bench binaries `names` of the workspace at `root` into target directory `target` with
/// cargo profile `profile`, and returns each one's path; `run --with` builds a copy of the
/// workspace's manifests this way.
pub(crate) fn build_in(
    root: &Path,
    target: &Path,
    profile: &str,
    names: &[&'static str],
) -> anyhow::Result<BTreeMap<&'static str, PathBuf>> {
    let mut command = bench_support::cargo();
    command.current_dir(root).env("CARGO_TARGET_DIR", target);
    // cargo's messages as JSON on stdout, read with cargo_metadata: each binary built (the
    // progress), and each compiler error with the package it is in (the one-line report).
    command.args(["build", "--profile", profile, "--message-format", "json"]);
    // cargo's own progress goes on to a user watching; anyone else gets a line per tenth of the
    // binaries, and the one-line outcome.
    let watching = std::io::stderr().is_terminal();
    if !watching {
        command.arg("--quiet");
    }
    for name in names {
        command.args(["-p", name]);
    }
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("cannot run cargo to build the bench binaries")?;
    // cargo's own errors (a manifest it cannot read, a version it cannot resolve) come on stderr,
    // before or without any compiler message: its first error line is kept.
    let stderr = child.stderr.take().context("cargo has no stderr")?;
    let stderr = std::thread::spawn(move || {
        let mut first_error = None;
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if watching {
                eprintln!("{line}");
            }
            if first_error.is_none() && line.starts_with("error") {
                first_error = Some(line);
            }
        }
        first_error
    });
    let stdout = child.stdout.take().context("cargo has no stdout")?;
    // A user watching has cargo's own progress bar; a log gets a line per tenth of the binaries.
    let mut building = 2 * names.len() as u64;
    let progress = (!watching).then(|| runner::Progress::new(building, "build", "bench binaries"));
    let mut compiler_error: Option<(String, String)> = None;
    for message in Message::parse_stream(BufReader::new(stdout)) {
        match message.context("cannot read cargo's messages")? {
            Message::CompilerArtifact(artifact) if artifact.target.is_kind(TargetKind::Bin) => {
                // What cargo found fresh leaves the count: a log hears of compiling only.
                if artifact.fresh {
                    building = building.saturating_sub(1);
                    if let Some(progress) = &progress {
                        progress.set_length(building);
                    }
                } else if let Some(progress) = &progress {
                    progress.inc(1);
                }
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
    if let Some(progress) = progress.filter(|progress| progress.position() > 0) {
        progress.finish();
    }
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
        let path = directory.join(name);
        for path in [&path, &timed(&path)] {
            if !path.is_file() {
                bail!("bench binary {name} is missing after cargo built it: {}", path.display());
            }
        }
        paths.insert(name, path);
    }
    Ok(paths)
}

/// The timed twin of bench binary `path` (`bench-<format>-timed`, beside it), which times the
/// cases the other prepares: the engine's `child.rs` says why they are two.
pub(crate) fn timed(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push("-timed");
    path.with_file_name(name)
}
