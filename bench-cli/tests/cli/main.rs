//! bench-cli as a user meets it, one process at a time: usage errors, listings, quick runs, the
//! benchmark cases under divan's test mode, comparisons and the robustness sweep. (Pure rules,
//! parsers and selection are tested inline, in the modules that hold them.)

mod compare;
mod gate;
mod history;
mod jvm;
mod robustness;
mod run;
mod site;
mod with;

use std::{path::PathBuf, process::Command};

/// The binary under test.
fn bench_cli() -> Command {
    Command::new(env!("CARGO_BIN_EXE_bench-cli"))
}

/// A fresh, empty directory for one test, unique to this process.
fn scratch(name: &str) -> PathBuf {
    let directory = std::env::temp_dir().join(format!("bench-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&directory);
    std::fs::create_dir_all(&directory).expect("create a scratch directory");
    directory
}

/// Removes a scratch directory when dropped, a failing test's too: the big ones (every case's
/// encodings, hundreds of megabytes) must not pile up in the temporary directory run after run.
struct Removed(PathBuf);

impl Drop for Removed {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// What stderr says beside a log's progress: the lines a build of the bench binaries prints when
/// stderr is not a terminal (`build: 5/50 bench binaries ...`) left out.
fn told(stderr: &str) -> Vec<&str> {
    stderr.lines().filter(|line| !line.starts_with("build: ")).collect()
}
