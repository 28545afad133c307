//! `cargo xtask ci-compare [--base REV]`: benchmark a base commit and the working tree on this
//! machine, alternately, and compare them with `bench-cli compare`.
//!
//! The base is checked out in a git worktree under `target/ci-compare/` and built into a target
//! directory of its own; the head is the current tree. Both `bench-cli` binaries are copied aside,
//! then run alternately, base then head, `--alternations` times with `--rounds` rounds each, so
//! that drift of the machine over the job hits both sides equally. Each side's runs are merged
//! (their rounds pooled) and the head's `bench-cli compare` judges the difference: exit 1 on a
//! regression. The first run of each side also counts instructions under callgrind
//! (`--instructions`, needs valgrind): counts repeat exactly, so the comparison gates on them
//! (1 % by default) and time only warns where both sides have counts. Everything the job produces
//! stays in `target/ci-compare/`.

use std::{
    fs,
    path::{Path, PathBuf},
    process::{Command, ExitCode, Stdio},
    time::Instant,
};

use anyhow::{Context, bail};
use bench_support::{target_dir, workspace_root};

use crate::UsageError;

#[derive(Debug)]
pub(crate) struct Options {
    /// Defaults to the merge base of `HEAD` and `main` (or `origin/main`).
    pub(crate) base: Option<String>,
    /// How many times each side runs, alternating; at least 3.
    pub(crate) alternations: u32,
    /// `bench-cli run --rounds` for each run.
    pub(crate) rounds: u32,
    /// Count instructions (the gate) as well as time; off with `--no-instructions`.
    pub(crate) instructions: bool,
}

pub(crate) fn run(options: &Options) -> anyhow::Result<ExitCode> {
    if options.alternations < 3 {
        return Err(UsageError("--alternations must be at least 3".into()).into());
    }
    let start = Instant::now();
    let root = workspace_root();
    let base = match &options.base {
        Some(revision) => git(&root, &["rev-parse", "--verify", &format!("{revision}^{{commit}}")])
            .map_err(|_| UsageError(format!("`{revision}` names no commit")))?,
        None => merge_base(&root)?,
    };
    let head = git(&root, &["rev-parse", "HEAD"])?;
    eprintln!("comparing base {} with head {} (working tree)", short(&base), short(&head));

    let work = target_dir().join("ci-compare");
    fs::create_dir_all(&work).context("cannot create target/ci-compare")?;
    let tree = work.join("base-tree");
    let _ = git(&root, &["worktree", "remove", "--force", &tree.to_string_lossy()]);
    let _ = fs::remove_dir_all(&tree);
    git(&root, &["worktree", "prune"])?;
    git(&root, &["worktree", "add", "--detach", &tree.to_string_lossy(), &base])?;

    eprintln!("building head");
    let head_target = target_dir();
    let head_binary = build(&root, &head_target, &work.join("head-bench-cli"))?;
    eprintln!("building base");
    let base_target = work.join("base-target");
    let base_binary = build(&tree, &base_target, &work.join("base-bench-cli"))?;

    let mut files: [Vec<PathBuf>; 2] = [Vec::new(), Vec::new()];
    for alternation in 1..=options.alternations {
        for (side, binary, target) in
            [(0, &base_binary, &base_target), (1, &head_binary, &head_target)]
        {
            let name = ["base", "head"][side];
            eprintln!("run {alternation}/{}: {name}", options.alternations);
            let json = work.join(format!("{name}-{alternation}.json"));
            let mut command = Command::new(binary);
            // A bench-cli that builds per-format bench binaries builds them beside its own build,
            // which outlives the base's worktree.
            command.env("CARGO_TARGET_DIR", target);
            command.args(["run", "--rounds", &options.rounds.to_string(), "--json"]).arg(&json);
            // Counts repeat exactly: one counted run per side is all a comparison needs.
            if alternation == 1 && options.instructions {
                command.arg("--instructions");
            }
            let status = command
                .stdout(Stdio::null())
                .status()
                .with_context(|| format!("cannot run the {name} bench-cli"))?;
            if !status.success() {
                bail!("the {name} benchmark run failed ({status})");
            }
            files[side].push(json);
        }
    }

    for (side, name) in [(0, "base"), (1, "head")] {
        let status = Command::new(&head_binary)
            .args(["merge", "--output"])
            .arg(work.join(format!("{name}.json")))
            .args(&files[side])
            .status()
            .context("cannot merge the runs")?;
        if !status.success() {
            bail!("merging the {name} runs failed ({status})");
        }
    }
    let status = Command::new(&head_binary)
        .arg("compare")
        .arg(work.join("base.json"))
        .arg(work.join("head.json"))
        .arg("--markdown")
        .arg(work.join("compare.md"))
        .status()
        .context("cannot run bench-cli compare")?;
    let _ = git(&root, &["worktree", "remove", "--force", &tree.to_string_lossy()]);
    eprintln!(
        "ci-compare took {:.0} s; results in {}",
        start.elapsed().as_secs_f64(),
        work.display()
    );
    match status.code() {
        Some(0) => Ok(ExitCode::SUCCESS),
        Some(1) => Ok(ExitCode::FAILURE),
        _ => bail!("bench-cli compare could not compare the runs ({status})"),
    }
}

/// The merge base of `HEAD` with `main`, or with `origin/main` where there is no local `main`.
fn merge_base(root: &Path) -> anyhow::Result<String> {
    for main in ["main", "origin/main"] {
        if let Ok(base) = git(root, &["merge-base", "HEAD", main]) {
            return Ok(base);
        }
    }
    Err(UsageError("no merge base with main or origin/main; name one with --base REV".into())
        .into())
}

/// Builds bench-cli in release mode in `tree` and copies the binary to `copy`.
fn build(tree: &Path, target: &Path, copy: &Path) -> anyhow::Result<PathBuf> {
    let output = bench_support::cargo()
        .current_dir(tree)
        .args(["build", "--release", "--locked", "-p", "bench-cli", "--target-dir"])
        .arg(target)
        .output()
        .context("cannot run cargo build")?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let tail: Vec<&str> = stderr.lines().rev().take(8).collect();
        bail!(
            "building bench-cli in {} failed: {}",
            tree.display(),
            tail.into_iter().rev().collect::<Vec<_>>().join(" | ")
        );
    }
    fs::copy(target.join("release/bench-cli"), copy).context("cannot copy the bench-cli binary")?;
    Ok(copy.to_path_buf())
}

fn git(root: &Path, args: &[&str]) -> anyhow::Result<String> {
    let output =
        Command::new("git").current_dir(root).args(args).output().context("cannot run git")?;
    if !output.status.success() {
        bail!("git {} failed: {}", args.join(" "), String::from_utf8_lossy(&output.stderr).trim());
    }
    Ok(String::from_utf8_lossy(&output.stdout).trim().to_string())
}

fn short(commit: &str) -> &str {
    &commit[..commit.len().min(12)]
}
