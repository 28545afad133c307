//! Writes `docs/data/rsb/sizes.json` (or the path given): what each library both benchmarks
//! measure writes here for each of its data sets, round-trip checked.
//!
//!     cargo run --release -p rsb-bench --bin rsb-sizes -- [PATH]

use std::path::PathBuf;

use rsb::shared::Sizes;

fn main() -> anyhow::Result<()> {
    let path = std::env::args_os()
        .nth(1)
        .map_or_else(|| PathBuf::from("docs/data/rsb/sizes.json"), PathBuf::from);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let sizes =
        Sizes { git_commit: bench_support::git_commit_in(root), datasets: rsb_bench::sizes()? };
    bench_support::write_json(&sizes, [path.as_path()])
}
