//! `run --with`: another version of a library, from the registry or a local checkout, measured in
//! binaries of its own, and every bad `--with` refused in one line before anything is built.

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
};

use serde_json::Value;

use super::{bench_cli, scratch};

/// A copy of the pinned postcard's published source, as a checkout a format author would have.
fn postcard_checkout(directory: &Path, name: &str) -> PathBuf {
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo")))
        .expect("a cargo home");
    let registry = home.join("registry/src");
    let source = std::fs::read_dir(&registry)
        .expect("list the registry's sources")
        .map(|entry| entry.expect("an entry").path().join("postcard-1.1.3"))
        .find(|path| path.is_dir())
        .expect("postcard 1.1.3's source in the registry cache");
    let checkout = directory.join(name);
    let status = std::process::Command::new("cp")
        .arg("-r")
        .arg(&source)
        .arg(&checkout)
        .status()
        .expect("run cp");
    assert!(status.success());
    checkout
}

#[test]
fn a_bad_with_is_one_line_and_exit_2() {
    let directory = scratch("with-bad");
    let not_a_crate = directory.join("empty");
    std::fs::create_dir_all(&not_a_crate).unwrap();
    let serde_json_crate = concat!(env!("CARGO_MANIFEST_DIR"), "/../crates/fmt-serde-json");
    let cases = [
        ("nosuch@1.0.0".to_string(), "unknown library `nosuch`"),
        ("postcard@99.0.0".into(), "the registry has no such release"),
        (format!("postcard={}", not_a_crate.display()), "no Cargo.toml there"),
        (format!("postcard={serde_json_crate}"), "its package is fmt-serde-json"),
    ];
    for (with, expected) in cases {
        let output = bench_cli()
            .args(["run", "--quick", "--format", "postcard", "--dataset", "message", "--with"])
            .arg(&with)
            .output()
            .expect("run bench-cli");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "--with {with}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "--with {with}: {stderr}");
        assert!(stderr.contains(expected), "--with {with}: {stderr}");
    }
    std::fs::remove_dir_all(&directory).unwrap();
}

#[test]
fn rows_say_which_version_they_measured() {
    let directory = scratch("with");
    let checkout = postcard_checkout(&directory, "postcard");
    let results = directory.join("with.json");
    let output = bench_cli()
        .args(["run", "--quick", "--format", "postcard,serde_json", "--dataset", "message"])
        .arg("--with")
        .arg(format!("postcard={}", checkout.display()))
        .arg("--json")
        .arg(&results)
        .output()
        .expect("run bench-cli");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.contains("postcard@1.1.3"), "{stdout}");
    assert!(stdout.contains(&format!("built from {}", checkout.display())), "{stdout}");
    let results: Value =
        serde_json::from_slice(&std::fs::read(&results).expect("read the results"))
            .expect("parse them");
    for row in results["results"].as_array().expect("rows") {
        let library = &row["library"];
        match row["format"].as_str().unwrap() {
            "postcard" => {
                assert_eq!(library["version"], "1.1.3", "{row}");
                assert_eq!(library["source"], checkout.display().to_string(), "{row}");
            }
            _ => assert!(library.is_null(), "only postcard's rows were built otherwise: {row}"),
        }
    }
    std::fs::remove_dir_all(&directory).unwrap();
}

/// Each side's instruction counts by cell and operation, from `versions --json` (the head's
/// rows first, then the base's, told apart by their source).
fn counts_by_source(path: &Path) -> BTreeMap<String, Vec<(String, f64)>> {
    let results: Value = serde_json::from_slice(&std::fs::read(path).expect("read the results"))
        .expect("parse them");
    let mut sides: BTreeMap<String, Vec<(String, f64)>> = BTreeMap::new();
    for row in results["results"].as_array().expect("rows") {
        let source = row["library"]["source"].as_str().unwrap_or("pinned").to_string();
        for (op, stats) in row["ops"].as_object().expect("ops") {
            let cell = format!("{} {}/{} {op}", row["dataset"], row["format"], row["variant"]);
            sides
                .entry(source.clone())
                .or_default()
                .push((cell, stats["instructions"].as_f64().expect("counted")));
        }
    }
    sides
}

fn versions(base: &Path, head: &Path, json: &Path) -> (Option<i32>, String) {
    // Without the ranks, which count every other format under callgrind (minutes): the
    // comparison is what is held here; the rank column has its unit test.
    let output = bench_cli()
        .args(["versions", "postcard", "--dataset", "message", "--no-ranks", "--base"])
        .arg(base)
        .arg("--head")
        .arg(head)
        .arg("--json")
        .arg(json)
        .output()
        .expect("run bench-cli versions");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(matches!(output.status.code(), Some(0 | 1)), "{stderr}");
    (output.status.code(), String::from_utf8_lossy(&output.stdout).into())
}

/// The author's comparison: the same source at a short and at a long path counts identically,
/// cell for cell; a checkout that does more work on every decode is a regression (exit 1).
#[test]
fn versions_catches_a_slowed_checkout_and_not_a_moved_one() {
    let directory = scratch("versions");
    let short = postcard_checkout(&directory, "p");
    let longer = directory.join("a-checkout-at-a-path-some-fifty-characters-longer");
    std::fs::create_dir_all(&longer).unwrap();
    let long = postcard_checkout(&longer, "postcard");

    let json = directory.join("moved.json");
    let (code, stdout) = versions(&short, &long, &json);
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("no regressions"), "{stdout}");
    assert!(stdout.contains("unchanged"), "{stdout}");
    let sides = counts_by_source(&json);
    let (short_counts, long_counts) =
        (&sides[&short.display().to_string()], &sides[&long.display().to_string()]);
    assert!(short_counts.len() >= 3, "{short_counts:?}");
    assert_eq!(short_counts, long_counts, "a checkout at a longer path counted differently");

    // More work on every decode: a pass over the input before deserializing it.
    let slowed = postcard_checkout(&directory, "slowed");
    let de = slowed.join("src/de/mod.rs");
    let source = std::fs::read_to_string(&de).unwrap();
    let injected = source.replacen(
        "    let mut deserializer = Deserializer::from_bytes(s);",
        "    let mut sum = 0u8;\n    for byte in s {\n        sum = sum.wrapping_add(core::hint::black_box(*byte));\n    }\n    core::hint::black_box(sum);\n    let mut deserializer = Deserializer::from_bytes(s);",
        1,
    );
    assert_ne!(source, injected, "postcard's from_bytes moved");
    std::fs::write(&de, injected).unwrap();
    let (code, stdout) = versions(&short, &slowed, &directory.join("slowed.json"));
    assert_eq!(code, Some(1), "{stdout}");
    let flagged: Vec<&str> =
        stdout.lines().filter(|line| line.contains("┆ regression ┆")).collect();
    assert!(flagged.iter().any(|line| line.contains("deserialize instructions")), "{stdout}");
    assert!(flagged.iter().all(|line| line.contains("deserialize")), "{stdout}");
    std::fs::remove_dir_all(&directory).unwrap();
}
