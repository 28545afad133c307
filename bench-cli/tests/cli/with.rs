//! `run --with`: another version of a library, from the registry or a local checkout, measured in
//! binaries of its own, and every bad `--with` refused in one line before anything is built.

use std::path::{Path, PathBuf};

use serde_json::Value;

use super::{bench_cli, scratch};

/// A copy of the pinned postcard's published source, as a checkout a format author would have.
pub(super) fn postcard_checkout(directory: &Path, name: &str) -> PathBuf {
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
    let results: Value = serde_json::from_slice(&std::fs::read(&results).unwrap()).unwrap();
    for row in results["results"].as_array().unwrap() {
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
