//! Records which compiler and which cargo profile built the benchmark, for the results file's
//! `meta.rustc` and `meta.profile`.

use std::{path::Path, process::Command};

fn main() {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let version = Command::new(rustc)
        .arg("--version")
        .output()
        .ok()
        .and_then(|output| String::from_utf8(output.stdout).ok())
        .map_or_else(|| "unknown".into(), |text| text.trim().to_owned());
    println!("cargo:rustc-env=SERBENCH_RUSTC_VERSION={version}");
    println!("cargo:rerun-if-env-changed=RUSTC");
    // Cargo names no custom profile to build scripts (`PROFILE` is only `debug` or `release`),
    // but builds each profile in a directory of its own name: `<target>/<profile>/build/<crate>/out`.
    let out_dir = std::env::var("OUT_DIR").unwrap_or_default();
    let profile = Path::new(&out_dir)
        .ancestors()
        .nth(3)
        .and_then(Path::file_name)
        .and_then(|name| name.to_str())
        .unwrap_or("unknown");
    println!("cargo:rustc-env=SERBENCH_PROFILE={profile}");
}
