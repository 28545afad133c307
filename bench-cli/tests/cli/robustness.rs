//! `bench-cli robustness`: broken decoders are classified for what they do, the harness survives
//! them, and the counts repeat from run to run.

use std::path::{Path, PathBuf};

use super::{bench_cli, scratch};
use serde_json::Value;

/// Runs a sweep with its results kept in `directory`, never in the workspace's target (whose
/// `robustness.json` the tables read as this machine's latest sweep). The sweep's bench binaries
/// are the tests' own: the profile directory they are built in is linked into `directory`, so
/// cargo finds them built (and locks them) as for every other test, instead of building every
/// bench binary again in a target directory of its own.
fn sweep(directory: &PathBuf, args: &[&str]) -> Value {
    let built = Path::new(env!("CARGO_BIN_EXE_bench-cli")).parent().expect("a profile directory");
    let linked = directory.join(built.file_name().expect("a profile directory's name"));
    if !linked.exists() {
        std::os::unix::fs::symlink(built, &linked).expect("link the tests' profile directory");
    }
    let json = directory.join("robustness.json");
    let output = bench_cli()
        .env("CARGO_TARGET_DIR", directory)
        .arg("robustness")
        .args(args)
        .arg("--json")
        .arg(&json)
        .output()
        .expect("run bench-cli robustness");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&std::fs::read(&json).expect("read results")).expect("parse results")
}

fn row<'a>(results: &'a Value, format: &str, variant: &str) -> &'a Value {
    results["results"]
        .as_array()
        .and_then(|rows| {
            rows.iter().find(|row| row["format"] == format && row["variant"] == variant)
        })
        .expect("row present")
}

#[test]
fn broken_decoders_are_classified_and_the_others_still_reported() {
    let directory = scratch("robustness-broken");
    // Seven cases: one of each mutation.
    let results = sweep(
        &directory,
        &["--cases", "7", "--dataset", "message", "--format", "postcard", "--include-broken"],
    );
    let counts = |format: &str, variant: &str| {
        let row = row(&results, format, variant);
        ["error", "garbage", "original", "panic", "abort"]
            .map(|class| row[class].as_u64().expect("count"))
    };
    assert_eq!(counts("broken", "panics"), [0, 0, 0, 7, 0]);
    assert_eq!(counts("broken", "aborts"), [0, 0, 0, 0, 7]);
    // The hoarder dies every time: of the child's address-space cap (signal 6), or of the case
    // timeout when touching a gigabyte of memory takes longer than a quarter second.
    assert_eq!(counts("broken", "allocates-unbounded"), [0, 0, 0, 0, 7]);
    let reasons = row(&results, "broken", "allocates-unbounded")["abort_reasons"].to_string();
    assert!(reasons.contains("signal 6") || reasons.contains("timeout"), "{reasons}");
    let [error, garbage, original, panic, abort] = counts("postcard", "serde");
    assert_eq!((panic, abort), (0, 0));
    assert_eq!(error + garbage + original, 7);
    assert!(
        directory.join("robustness.json").exists(),
        "kept under the target directory it was given"
    );
    std::fs::remove_dir_all(&directory).expect("clean up");
}

#[test]
fn counts_are_reproducible_run_to_run() {
    let directory = scratch("robustness-repeat");
    let args =
        ["--cases", "300", "--dataset", "message,log", "--format", "postcard,rkyv,serde_json"];
    let (first, second) = (sweep(&directory, &args), sweep(&directory, &args));
    assert_eq!(first["results"], second["results"]);
    assert_eq!(first["results"].as_array().map(Vec::len), Some(6));
    std::fs::remove_dir_all(&directory).expect("clean up");
}
