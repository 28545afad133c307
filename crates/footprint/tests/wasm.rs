//! `footprint wasm` end to end on one format and one data set: its probe built natively and for
//! wasm32-wasip1, run natively and in both engines, the bytes equal to native's
//! (`scripts/install-wasm` installs the target and the engines).

use std::process::Command;

use footprint_file::{Outcome, Wasm};

fn footprint() -> Command {
    Command::new(env!("CARGO_BIN_EXE_footprint"))
}

#[test]
fn a_format_round_trips_in_both_engines_with_the_bytes_native_wrote() {
    let path = bench_support::target_dir().join("footprint-test-wasm.json");
    let output = footprint()
        .args(["wasm", "--quick", "--format", "postcard", "--dataset", "log", "--json"])
        .arg(&path)
        .output()
        .expect("footprint runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    let wasm: Wasm =
        serde_json::from_slice(&std::fs::read(&path).expect("the file")).expect("JSON");
    let engines: Vec<&str> = wasm.meta.engines.iter().map(|engine| engine.name.as_str()).collect();
    assert_eq!(engines, ["wasmtime", "node"]);
    let [row] = wasm.rows.as_slice() else { panic!("{:?}", wasm.rows) };
    assert_eq!((row.name.as_str(), row.dataset.as_str()), ("postcard", "log"));
    assert!(matches!(row.native, Outcome::Measured(_)), "{:?}", row.native);
    for index in 0..engines.len() {
        let (encode, decode) = row.ratios(index).unwrap_or_else(|| panic!("{row:?}"));
        assert!(encode > 0.0 && decode > 0.0, "{row:?}");
    }
    // The terminal's tables fit 100 columns.
    for line in stdout.lines() {
        assert!(line.chars().count() <= 100, "{line}");
    }
    let _ = std::fs::remove_file(&path);
}

#[test]
fn an_unknown_format_is_one_line_and_exit_code_2() {
    let output = footprint().args(["wasm", "--format", "nosuch"]).output().expect("footprint runs");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.lines().filter(|line| line.starts_with("error")).count(), 1, "{stderr}");
    assert!(stderr.contains("'nosuch'"), "{stderr}");
}
