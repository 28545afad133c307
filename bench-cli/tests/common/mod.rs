//! Helpers shared by the integration tests: the binary under test, and scratch directories.

#![allow(dead_code, reason = "each test binary uses some of these helpers, not all")]

use std::{path::PathBuf, process::Command};

pub(crate) fn bench_cli() -> Command {
    Command::new(env!("CARGO_BIN_EXE_bench-cli"))
}

/// A fresh, empty directory for one test, unique to this process.
pub(crate) fn scratch(name: &str) -> PathBuf {
    let directory = std::env::temp_dir().join(format!("bench-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&directory);
    std::fs::create_dir_all(&directory).expect("create a scratch directory");
    directory
}
