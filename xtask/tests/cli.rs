//! `cargo xtask` as a process: usage errors are one line and exit 2, and `codegen --paths`
//! names what `.ci/run` guards its codegen check with (each a path of this repository). The
//! binary these tests build is also the one `.ci/run` runs, in the tests' build, where `cargo
//! xtask` would build xtask again with features of its own.

use std::{path::Path, process::Command};

fn xtask(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_xtask")).args(args).output().expect("run xtask")
}

#[test]
fn usage_errors_are_one_line_and_exit_2() {
    for args in [&["no-such-command"][..], &["codegen", "--nope"], &["compile-times", "--rounds"]] {
        let output = xtask(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
    let unknown = xtask(&["no-such-command"]);
    let stderr = String::from_utf8_lossy(&unknown.stderr);
    assert!(stderr.contains("commands: compile-times, ci-compare, codegen"), "{stderr}");
    // Without a command, every command's usage.
    let bare = xtask(&[]);
    let stderr = String::from_utf8_lossy(&bare.stderr);
    assert_eq!(bare.status.code(), Some(2), "{stderr}");
    for command in ["compile-times", "ci-compare", "codegen"] {
        assert!(stderr.contains(&format!("cargo xtask {command}")), "{stderr}");
    }
}

#[test]
fn codegen_paths_are_the_repository_s_schemas_generated_code_and_generators() {
    let output = xtask(&["codegen", "--paths"]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let paths: Vec<&str> = std::str::from_utf8(&output.stdout).expect("UTF-8").lines().collect();
    for path in &paths {
        assert!(root.join(path).exists(), "`codegen --paths` names {path}, which is not there");
    }
    for expected in ["schemas", "tools/codegen", "xtask/src/codegen.rs"] {
        assert!(
            paths.iter().any(|path| path.starts_with(expected)),
            "no path under {expected}: {paths:?}"
        );
    }
}
