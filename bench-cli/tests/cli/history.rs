//! `bench-cli history`: a library's releases from the registry's index, each counted into a file
//! of its own; a release that does not build is a row and the history goes on; shards split the
//! releases and merge by sharing a directory; bad input is one line and exit 2.

use std::path::Path;

use serde_json::Value;

use super::{bench_cli, scratch};

/// A crates.io index of postcard, served from `directory` (a `file://` index): the pinned 1.1.3,
/// a release the registry does not have (so cargo cannot resolve it: a release that does not
/// build), a yanked one and a pre-release (both left out), and one of another major (left out).
fn fake_index(directory: &Path) -> String {
    let file = directory.join("index/po/st/postcard");
    std::fs::create_dir_all(file.parent().expect("a directory")).expect("make the index");
    let line = |version: &str, yanked: bool| {
        format!(
            r#"{{"name":"postcard","vers":"{version}","deps":[],"cksum":"","features":{{}},"yanked":{yanked},"pubtime":"2025-06-0{}T00:00:00Z"}}"#,
            version.len() % 9
        )
    };
    let lines = [
        line("1.1.2", true),
        line("1.1.3", false),
        line("1.1.99", false),
        line("1.2.0-rc.1", false),
        line("2.0.0", false),
    ];
    std::fs::write(&file, lines.join("\n")).expect("write the index");
    format!("file://{}", directory.join("index").display())
}

fn history(index: &str, args: &[&str]) -> std::process::Output {
    bench_cli()
        .arg("history")
        .args(args)
        .env("SERBENCH_CRATES_INDEX", index)
        .output()
        .expect("run bench-cli")
}

#[test]
fn a_history_counts_each_release_lists_one_that_does_not_build_and_merges_its_shards() {
    let directory = scratch("history");
    let index = fake_index(&directory);
    let out = directory.join("out");
    let out_arg = out.to_str().unwrap();

    let listed = history(&index, &["postcard", "--list"]);
    assert!(listed.status.success(), "{}", String::from_utf8_lossy(&listed.stderr));
    assert_eq!(String::from_utf8_lossy(&listed.stdout), "1.1.3\n1.1.99\n");
    let second = history(&index, &["postcard", "--list", "--shard", "2/2"]);
    assert_eq!(String::from_utf8_lossy(&second.stdout), "1.1.99\n");

    // Two shards, as two machines would run them, into one directory.
    for shard in ["2/2", "1/2"] {
        let output = history(
            &index,
            &["postcard", "--dataset", "message", "--shard", shard, "--out", out_arg],
        );
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    }
    let release = |version: &str| -> Value {
        let path = out.join("postcard").join(format!("{version}.json"));
        serde_json::from_slice(&std::fs::read(&path).expect("a file per release")).unwrap()
    };
    let counted = release("1.1.3");
    assert!(counted.get("failure").is_none(), "{counted}");
    assert_eq!(counted["published"], "2025-06-05T00:00:00Z");
    let cell = &counted["cells"][0];
    assert_eq!(cell["dataset"], "message");
    assert!(cell["ops"]["deserialize"]["instructions"].as_f64().unwrap() > 0.0, "{cell}");
    let failed = release("1.1.99");
    let failure = failed["failure"].as_str().expect("why 1.1.99 was not counted");
    assert!(failure.contains("postcard@1.1.99"), "{failure}");
    assert_eq!(failed["cells"].as_array().map(Vec::len), Some(0));

    // The merged history, from the shards' files.
    let report = history(&index, &["postcard", "--report", "--out", out_arg]);
    let stdout = String::from_utf8_lossy(&report.stdout);
    assert!(report.status.success(), "{}", String::from_utf8_lossy(&report.stderr));
    assert!(stdout.contains("postcard: 2 release(s), 1 counted"), "{stdout}");
    assert!(stdout.contains("(the first release counted)"), "{stdout}");
    assert!(stdout.contains("not built: the registry has no such release"), "{stdout}");

    // --resume counts nothing that is there already.
    let resumed = history(&index, &["postcard", "--resume", "--out", out_arg]);
    let stderr = String::from_utf8_lossy(&resumed.stderr);
    assert!(stderr.contains("0 release(s) of postcard counted"), "{stderr}");
    std::fs::remove_dir_all(&directory).unwrap();
}

#[test]
fn a_bad_history_is_one_line_and_exit_2() {
    let directory = scratch("history-bad");
    let index = fake_index(&directory);
    let empty = directory.join("empty");
    let cases: [(&[&str], &str); 6] = [
        (&["nosuch"], "unknown library `nosuch`"),
        (&["postcard", "--from", "1.0.77"], "the registry has no release 1.0.77"),
        (
            &["postcard", "--from", "1.1.99", "--to", "1.1.3"],
            "--from 1.1.99 comes after --to 1.1.3",
        ),
        (&["postcard", "--from", "2.0.0"], "semver-compatible with none of them"),
        (&["postcard", "--shard", "3/2"], "a shard I of N"),
        (
            &["postcard", "--report", "--out", empty.to_str().unwrap()],
            "holds no release of postcard",
        ),
    ];
    for (args, expected) in cases {
        let output = history(&index, args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
        // clap's usage errors add a usage line and a hint; ours are one line.
        if !expected.contains("shard") {
            assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        }
    }
    std::fs::remove_dir_all(&directory).unwrap();
}
