//! Records which cargo profile built the benchmark, for the results file's `meta.profile` (the
//! compiler is the engine's `RUSTC`, built by the same cargo).

use std::path::Path;

fn main() {
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
