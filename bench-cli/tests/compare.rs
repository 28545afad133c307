//! `bench-cli compare`: quiet when nothing changed, loud on a real regression, and refusing to
//! compare what cannot be compared.

mod common;

use std::{
    path::{Path, PathBuf},
    process::Output,
    sync::OnceLock,
};

use common::{bench_cli, scratch};
use serde_json::Value;

/// A real quick run, three rounds, shared by the tests of this binary.
fn run_results(name: &str) -> PathBuf {
    let path = scratch(name).join("results.json");
    let output = bench_cli()
        .args([
            "run",
            "--quick",
            "--rounds",
            "3",
            "--format",
            "postcard,rkyv",
            "--dataset",
            "message",
        ])
        .arg("--json")
        .arg(&path)
        .output()
        .expect("run bench-cli");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    path
}

fn fixture() -> &'static Path {
    static FIXTURE: OnceLock<PathBuf> = OnceLock::new();
    FIXTURE.get_or_init(|| run_results("fixture"))
}

fn read(path: &Path) -> Value {
    serde_json::from_slice(&std::fs::read(path).expect("read results")).expect("parse results")
}

fn write(directory: &Path, name: &str, value: &Value) -> PathBuf {
    let path = directory.join(name);
    std::fs::write(&path, serde_json::to_vec(value).expect("encode results"))
        .expect("write results");
    path
}

fn compare(base: &Path, head: &Path, extra: &[&str]) -> (Option<i32>, String, String) {
    let Output { status, stdout, stderr } =
        bench_cli().arg("compare").arg(base).arg(head).args(extra).output().expect("run compare");
    (
        status.code(),
        String::from_utf8_lossy(&stdout).into(),
        String::from_utf8_lossy(&stderr).into(),
    )
}

/// The row of `format` in a results value, mutably.
fn row<'a>(results: &'a mut Value, format: &str) -> &'a mut Value {
    results["results"]
        .as_array_mut()
        .and_then(|rows| rows.iter_mut().find(|row| row["format"] == format))
        .expect("row present")
}

#[test]
fn a_file_compared_with_itself_has_no_regressions() {
    let (code, stdout, _) = compare(fixture(), fixture(), &[]);
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("no regressions"), "{stdout}");
}

#[test]
fn two_runs_of_the_same_commit_have_no_regressions() {
    let again = run_results("again");
    let (code, stdout, stderr) = compare(fixture(), &again, &[]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    assert!(stdout.contains("no regressions"), "{stdout}");
}

#[test]
fn a_bigger_encoding_or_one_more_allocation_is_a_regression() {
    let directory = scratch("compare-injected");
    let base = read(fixture());
    let mut bigger = base.clone();
    let size = row(&mut bigger, "postcard")["size_bytes"].as_u64().expect("size");
    row(&mut bigger, "postcard")["size_bytes"] = (size + 1).into();
    let mut hungrier = base.clone();
    let allocs =
        row(&mut hungrier, "postcard")["ops"]["deserialize"]["allocs"].as_f64().expect("allocs");
    row(&mut hungrier, "postcard")["ops"]["deserialize"]["allocs"] = (allocs + 1.0).into();
    for (name, head) in [("bigger.json", bigger), ("hungrier.json", hungrier)] {
        let head = write(&directory, name, &head);
        let (code, stdout, _) = compare(fixture(), &head, &[]);
        assert_eq!(code, Some(1), "{name}: {stdout}");
        assert!(
            stdout.contains("regression") && stdout.contains("deterministic"),
            "{name}: {stdout}"
        );
        assert!(stdout.contains("postcard"), "{name}: {stdout}");
    }
    std::fs::remove_dir_all(&directory).expect("clean up");
}

#[test]
fn time_is_judged_against_the_threshold_and_the_measured_spread() {
    let directory = scratch("compare-time");
    let base = read(fixture());
    let set = |results: &mut Value, median: f64, rounds: &[f64]| {
        let stats = &mut row(results, "postcard")["ops"]["deserialize"];
        stats["median_ns"] = median.into();
        stats["round_medians_ns"] = rounds.to_vec().into();
    };
    let mut before = base.clone();
    set(&mut before, 10_000.0, &[10_000.0, 10_400.0, 10_800.0]);
    let before = write(&directory, "before.json", &before);

    // 20 % slower, but the rounds spread over 800 ns on the base side: three spreads is 2,400.
    let mut within = base.clone();
    set(&mut within, 12_000.0, &[12_000.0, 12_100.0, 12_200.0]);
    let within = write(&directory, "within.json", &within);
    let (code, stdout, _) = compare(&before, &within, &[]);
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("warning") && stdout.contains("time-noise"), "{stdout}");

    // Twice as slow: beyond the threshold and beyond three spreads.
    let mut beyond = base.clone();
    set(&mut beyond, 20_000.0, &[20_000.0, 20_100.0, 20_200.0]);
    let beyond = write(&directory, "beyond.json", &beyond);
    let (code, stdout, _) = compare(&before, &beyond, &[]);
    assert_eq!(code, Some(1), "{stdout}");
    assert!(
        stdout.contains("regression") && stdout.contains("| time ") || stdout.contains("┆ time "),
        "{stdout}"
    );

    // A doubled 40 ns cell is never failed on time alone.
    let mut tiny_before = base.clone();
    set(&mut tiny_before, 40.0, &[40.0, 40.0, 40.0]);
    let mut tiny_after = base.clone();
    set(&mut tiny_after, 80.0, &[80.0, 80.0, 80.0]);
    let (tiny_before, tiny_after) =
        (write(&directory, "tb.json", &tiny_before), write(&directory, "ta.json", &tiny_after));
    let (code, stdout, _) = compare(&tiny_before, &tiny_after, &[]);
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("time-floor"), "{stdout}");
    std::fs::remove_dir_all(&directory).expect("clean up");
}

#[test]
fn files_that_cannot_be_compared_are_refused_in_one_line_and_nothing_is_written() {
    let directory = scratch("compare-refused");
    let markdown = directory.join("compare.md");
    let base = read(fixture());
    let malformed = directory.join("malformed.json");
    std::fs::write(&malformed, b"{ \"schema\": 1, ").expect("write");
    let mut other_schema = base.clone();
    other_schema["schema"] = 2.into();
    let mut other_sizes = base.clone();
    other_sizes["meta"]["datasets"]["message"] = 2.into();
    let mut full = base.clone();
    full["meta"]["quick"] = false.into();
    let cases = [
        ("malformed", malformed),
        ("missing", directory.join("missing.json")),
        ("schema", write(&directory, "schema.json", &other_schema)),
        ("sizes", write(&directory, "sizes.json", &other_sizes)),
        ("quick", write(&directory, "full.json", &full)),
    ];
    for (name, head) in cases {
        let markdown_arg = markdown.to_string_lossy().to_string();
        let (code, stdout, stderr) = compare(fixture(), &head, &["--markdown", &markdown_arg]);
        assert_eq!(code, Some(2), "{name}: {stdout}{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{name}: {stderr}");
        assert!(stdout.is_empty(), "{name}: {stdout}");
        assert!(!markdown.exists(), "{name}: wrote {}", markdown.display());
    }
    std::fs::remove_dir_all(&directory).expect("clean up");
}
