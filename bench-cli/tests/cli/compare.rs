//! `bench-cli compare` and `merge` as processes: exit codes, and refusing what cannot be
//! compared without writing anything. (The rules themselves are unit-tested in compare.rs.)

use std::{
    path::{Path, PathBuf},
    process::Output,
    sync::OnceLock,
};

use serde_json::Value;

use super::{bench_cli, scratch};

/// A real quick run, shared by the tests of this module.
fn fixture() -> &'static Path {
    static FIXTURE: OnceLock<PathBuf> = OnceLock::new();
    FIXTURE.get_or_init(|| {
        let path = scratch("compare-fixture").join("results.json");
        let output = bench_cli()
            .args(["run", "--quick", "--format", "postcard,rkyv", "--dataset", "message"])
            .arg("--json")
            .arg(&path)
            .output()
            .expect("run bench-cli");
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        path
    })
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

#[test]
fn a_file_compared_with_itself_has_no_regressions_and_a_bigger_one_exits_1() {
    let (code, stdout, _) = compare(fixture(), fixture(), &[]);
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("no regressions"), "{stdout}");

    let directory = scratch("compare-bigger");
    let mut bigger = read(fixture());
    let size = bigger["results"][0]["size_bytes"].as_u64().expect("size");
    bigger["results"][0]["size_bytes"] = (size + 1).into();
    let markdown = directory.join("compare.md");
    let head = write(&directory, "bigger.json", &bigger);
    let (code, stdout, _) = compare(fixture(), &head, &["--markdown", &markdown.to_string_lossy()]);
    assert_eq!(code, Some(1), "{stdout}");
    assert!(stdout.contains("regression") && stdout.contains("deterministic"), "{stdout}");
    assert!(std::fs::read_to_string(&markdown).expect("markdown").contains("| message postcard"));
    std::fs::remove_dir_all(&directory).expect("clean up");
}

/// A schema-1 file's decodes left the free out of their timed region: they are read as the
/// `*_free_untimed` operations, so a decode of schema 2, which frees inside it, is never judged
/// against them.
#[test]
fn a_schema_1_file_never_holds_its_decodes_against_schema_2_ones() {
    let directory = scratch("compare-schema-1");
    let base = read(fixture());
    // One more allocation per decode: deterministic, a regression against a file of this schema.
    let mut heavier = base.clone();
    let allocs = &mut heavier["results"][0]["ops"]["deserialize"]["allocs"];
    *allocs = (allocs.as_f64().expect("allocs") + 1.0).into();
    let head = write(&directory, "heavier.json", &heavier);
    let (code, stdout, _) = compare(fixture(), &head, &[]);
    assert_eq!(code, Some(1), "{stdout}");
    let mut old = base;
    old["schema"] = 1.into();
    let old = write(&directory, "schema-1.json", &old);
    let (code, stdout, stderr) = compare(&old, &head, &[]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
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
    other_schema["schema"] = 3.into();
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

#[test]
fn merge_pools_the_rounds_of_runs_into_one_file() {
    let directory = scratch("merge");
    let merged = directory.join("merged.json");
    let output = bench_cli()
        .args(["merge", "--output"])
        .arg(&merged)
        .arg(fixture())
        .arg(fixture())
        .output()
        .expect("run merge");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let merged = read(&merged);
    assert_eq!(merged["meta"]["rounds"], 2);
    let medians = &merged["results"][0]["ops"]["serialize"]["round_medians_ns"];
    assert_eq!(medians.as_array().map(Vec::len), Some(2));
    std::fs::remove_dir_all(&directory).expect("clean up");
}
