//! The bench binaries (`benches/<format>`: the engine and one format): built by cargo with the
//! run's profile, then found in the target directory.
//!
//! Every run builds every bench binary, in one cargo invocation: cargo builds them in parallel,
//! finds the up-to-date ones built (one format edited relinks that format's binary alone), and,
//! above all, resolves one set of features for them all. Cargo unifies the features of shared
//! dependencies over the packages one invocation builds, so `-p bench-postcard` alone and beside
//! `bench-bincode-serde` link different builds of bincode, num-traits and serde_core, and a
//! format's binary, and perhaps its counts, would move with the selection. One fixed set keeps
//! each format's binary the same whatever the run measures.

use std::{
    collections::BTreeMap,
    io::{BufRead, BufReader, IsTerminal},
    path::{Path, PathBuf},
    process::Stdio,
};

use anyhow::{Context, bail};
use bench_support::{target_dir, workspace_root};

use crate::profile;

/// The binary of the `memcpy` floors and the compressors.
pub(crate) const FLOOR: &str = <engine::Floors as engine::Suite>::BINARY;
/// The techniques suite's binary.
pub(crate) const TECHNIQUES: &str = catalog::TECHNIQUES.binary;
/// The test-only formats' binary (`run --include-test-formats`).
pub(crate) const TEST_FORMATS: &str = "bench-test-slowed";
/// The deliberately broken formats' binary (`robustness --include-broken`).
pub(crate) const TEST_BROKEN: &str = "bench-test-broken";

/// Every bench binary, in table order: the formats', then the floors', the techniques suite's
/// and the test formats' (slowed and broken).
pub(crate) fn all() -> Vec<&'static str> {
    let formats = catalog::SUITES.iter().map(|suite| suite.binary);
    formats.chain([FLOOR, TECHNIQUES, TEST_FORMATS, TEST_BROKEN]).collect()
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

/// Builds every bench binary with cargo profile `profile` and returns each one's path.
pub(crate) fn build(profile: &str) -> anyhow::Result<BTreeMap<&'static str, PathBuf>> {
    build_in(&workspace_root(), &target_dir(), profile, &all())
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
    command.args(["build", "--profile", profile]);
    // cargo's progress goes on to a user watching; anyone else gets the one-line outcome.
    let watching = std::io::stderr().is_terminal();
    if !watching {
        command.arg("--quiet");
    }
    for name in names {
        command.args(["-p", name]);
    }
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .context("cannot run cargo to build the bench binaries")?;
    // cargo's first error line is kept for the one-line report.
    let stderr = child.stderr.take().context("cargo has no stderr")?;
    let mut first_error = None;
    let mut failed_crate = None;
    for line in BufReader::new(stderr).lines().map_while(Result::ok) {
        if watching {
            eprintln!("{line}");
        }
        if first_error.is_none() && line.starts_with("error") {
            first_error = Some(line.clone());
        }
        if let Some(name) = line.strip_prefix("error: could not compile `") {
            failed_crate.get_or_insert_with(|| name.split('`').next().unwrap_or("").to_string());
        }
    }
    let status = child.wait().context("cargo vanished")?;
    if !status.success() {
        let first = first_error.unwrap_or_else(|| format!("cargo exited with {status}"));
        let culprit =
            failed_crate.map_or_else(|| "the bench binaries".into(), |name| culprit(&name));
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
