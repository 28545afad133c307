//! `run --peers jvm`: the JVM libraries measured beside the Rust ones, the bytes checked across
//! the border both ways, and what happens without Java. Needs Java 17 and Maven (`.ci/run`
//! installs them with scripts/install-jvm).

use std::{path::Path, process::Command, sync::Mutex};

use datasets::Dataset;
use serde_json::Value;

use super::{bench_cli, scratch};

/// Held by the tests that build peers/jvm, so that two Maven builds never write one build
/// directory at once.
static MAVEN: Mutex<()> = Mutex::new(());

/// The study's six libraries (fastjson as fastjson2), as `format/variant`, each in the study's
/// setting and, where its authors advise a faster one, in that one too.
const STUDY: [&str; 9] = [
    "java/jdk/serializable",
    "java/fastjson2/default",
    "java/jackson/databind",
    "java/jackson/blackbird",
    "java/kryo/registered-unsafe",
    "java/kryo/unregistered",
    "java/fst/shared-refs",
    "java/fst/no-shared-refs",
    "java/protostuff/runtime",
];

#[test]
fn the_jvm_rows_join_the_rust_ones_and_the_bytes_cross_both_ways() {
    let _maven = MAVEN.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let directory = scratch("jvm");
    let json = directory.join("results.json");
    let output = bench_cli()
        .args(["run", "--quick", "--peers", "jvm", "--dataset", "log"])
        .args(["--format", "serde_json,rmp-serde,ciborium,prost,postcard", "--json"])
        .arg(&json)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.contains("interop with Java") && stdout.contains("java/kryo"), "{stdout}");

    let results: Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    let jvm = &results["meta"]["jvm"];
    assert_eq!(jvm["jmh"], "1.37", "{jvm}");
    assert!(jvm["libraries"]["com.fasterxml.jackson.module:jackson-module-blackbird"].is_string());
    assert!(jvm["java"].as_str().unwrap().starts_with("17"), "{jvm}");
    let rows = results["results"].as_array().unwrap();
    let row = |label: &str| {
        rows.iter().find(|row| {
            format!("{}/{}", row["format"].as_str().unwrap(), row["variant"].as_str().unwrap())
                == label
        })
    };
    for label in STUDY {
        let row = row(label).unwrap_or_else(|| panic!("no {label} row:\n{stdout}"));
        assert_eq!(row["language"], "java", "{label}");
        assert!(row["size_bytes"].as_u64().unwrap() > 100_000, "{label}");
        assert_eq!(row["compression"]["zstd-3"]["bytes"], row["zstd_bytes"], "{label}");
        for op in ["serialize", "deserialize"] {
            assert!(row["ops"][op]["median_ns"].as_f64().unwrap() > 0.0, "{label} {op}");
        }
    }
    // Every JSON, MessagePack, CBOR and protobuf variant crosses both ways; postcard has no
    // Java counterpart, so it is not checked.
    for (label, java) in [
        ("serde_json/serde", "jackson/databind"),
        ("rmp-serde/serde", "jackson-msgpack/databind-array"),
        ("ciborium/serde", "jackson-cbor/databind"),
        ("prost/converted", "protobuf-java/converted"),
        ("prost/generated-types", "protobuf-java/converted"),
    ] {
        let interop = &row(label).unwrap()["interop"];
        assert_eq!(interop, &serde_json::json!({ "java": java }), "{label}");
    }
    assert!(row("postcard/serde").unwrap().get("interop").is_none());
    std::fs::remove_dir_all(&directory).unwrap();
}

/// The Java side's comparison can fail: a Rust file with one changed value is reported with the
/// path of the difference, and a file that is not the wire's at all with the decoder's error.
#[test]
fn the_java_side_names_the_first_difference_of_bytes_that_do_not_cross() {
    let _maven = MAVEN.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let build = bench_support::target_dir().join("jvm-peers/build");
    build_peers(&build);
    let directory = scratch("jvm-interop");
    let original = datasets::log::Logs::generate(20);
    let mut changed = original.clone();
    changed.logs[7].code = 999;
    let write = |path: &str, bytes: &[u8]| {
        let path = directory.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    };
    write("data/log.json", &serde_json::to_vec(&original).unwrap());
    write("interop/rust/log/same~x.json", &serde_json::to_vec(&original).unwrap());
    write("interop/rust/log/changed~x.json", &serde_json::to_vec(&changed).unwrap());
    write("interop/rust/log/garbage~x.cbor", b"\xff\x00 not CBOR");

    let classpath = std::fs::read_to_string(build.join("classpath.txt")).unwrap();
    let status = Command::new("java")
        .arg("-cp")
        .arg(format!("{}:{}", build.join("classes").display(), classpath.trim()))
        .arg("serbench.peers.Main")
        .arg(&directory)
        .status()
        .unwrap();
    assert!(status.success());
    let report: Value =
        serde_json::from_slice(&std::fs::read(directory.join("java/report.json")).unwrap())
            .unwrap();
    let failure = |file: &str| {
        let found =
            report["interop"].as_array().unwrap().iter().find(|check| check["file"] == file);
        found.unwrap_or_else(|| panic!("{file} not checked: {report}"))["failure"].clone()
    };
    assert_eq!(failure("same~x.json"), Value::Null);
    let code = original.logs[7].code;
    assert_eq!(failure("changed~x.json"), format!("logs[7].code: {code} != 999"));
    assert!(failure("garbage~x.cbor").as_str().is_some_and(|text| text.contains("Exception")));
    // The Java libraries' own bytes are written for the Rust side to decode.
    for wire in ["json", "msgpack", "cbor", "protobuf"] {
        assert!(directory.join(format!("interop/java/log/{wire}.bin")).exists(), "{wire}");
    }
    std::fs::remove_dir_all(&directory).unwrap();
}

#[test]
fn without_maven_the_rust_results_are_kept_and_the_run_fails_in_one_line() {
    let _maven = MAVEN.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let directory = scratch("jvm-missing");
    let json = directory.join("results.json");
    let output = bench_cli()
        .args(["run", "--quick", "--peers", "jvm", "--dataset", "log", "--format", "postcard"])
        .arg("--json")
        .arg(&json)
        // No Maven on the path; cargo and rustc, which build the bench binaries, stay.
        .env("PATH", std::env::join_paths([directory.clone(), toolchain()]).unwrap())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    let errors: Vec<&str> = stderr.lines().filter(|line| line.starts_with("error")).collect();
    assert_eq!(errors.len(), 1, "{stderr}");
    assert!(errors[0].contains("`mvn` not found") && errors[0].contains("kept"), "{stderr}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains("postcard"), "the Rust table is printed:\n{stdout}");
    let results: Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    assert!(results["results"].as_array().unwrap().iter().any(|row| row["format"] == "postcard"));
    assert!(results["meta"].get("jvm").is_none());

    // Maven Central out of reach (a mirror nobody answers, an empty local repository): Maven's
    // own first error, in the same one line.
    let bin = directory.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    std::fs::write(
        directory.join("settings.xml"),
        "<settings><mirrors><mirror><id>nowhere</id><mirrorOf>*</mirrorOf>\
         <url>http://127.0.0.1:9/</url></mirror></mirrors></settings>",
    )
    .unwrap();
    let real_mvn = which("mvn");
    std::fs::write(
        bin.join("mvn"),
        format!(
            "#!/bin/sh\nexec {} -s {} -Dmaven.repo.local={} \"$@\"\n",
            real_mvn.display(),
            directory.join("settings.xml").display(),
            directory.join("repository").display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(bin.join("mvn"), std::os::unix::fs::PermissionsExt::from_mode(0o755))
        .unwrap();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap());
    let output = bench_cli()
        .args(["run", "--quick", "--peers", "jvm", "--dataset", "log", "--format", "postcard"])
        .arg("--json")
        .arg(&json)
        .env("PATH", path)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    let errors: Vec<&str> = stderr.lines().filter(|line| line.starts_with("error")).collect();
    assert_eq!(errors.len(), 1, "{stderr}");
    assert!(errors[0].contains("building peers/jvm with Maven failed"), "{stderr}");
    assert!(errors[0].contains("[ERROR]") && errors[0].contains("127.0.0.1"), "{stderr}");
    assert!(json.exists());

    // A selection without a data set the JVM side carries is a usage error before anything runs.
    let output = bench_cli()
        .args(["run", "--quick", "--peers", "jvm", "--dataset", "stored"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    std::fs::remove_dir_all(&directory).unwrap();
}

/// Where a program is on this process's PATH.
/// The directory of the `cargo` this test runs under (rustup's proxies sit beside it).
fn toolchain() -> std::path::PathBuf {
    let cargo = std::env::var_os("CARGO").map_or_else(|| which("cargo"), Into::into);
    cargo.parent().expect("cargo's directory").to_path_buf()
}

fn which(program: &str) -> std::path::PathBuf {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|dir| dir.join(program))
        .find(|candidate| candidate.is_file())
        .unwrap_or_else(|| panic!("{program} is not on PATH"))
}

/// Builds peers/jvm as `run --peers jvm` does (a no-op when it is up to date).
fn build_peers(build: &Path) {
    let status = Command::new("mvn")
        .args(["-B", "-q", "-Dstyle.color=never", "package", "-f"])
        .arg(bench_support::workspace_root().join("peers/jvm/pom.xml"))
        .arg(format!("-Djvm.build={}", build.display()))
        .status()
        .expect("Maven runs (scripts/install-jvm installs it)");
    assert!(status.success());
}
