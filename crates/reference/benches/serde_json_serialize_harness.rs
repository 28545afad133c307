//! serde_json's serialize of `log` through `fmt-serde-json`'s `Codec::encode`, in the engine's
//! timing pattern before the timed binaries, copied line for line (`crates/engine/src/cases.rs`,
//! `timed`, at 7b99b80): a warm-up loop of about 10 ms, then divan's `bench_local` with the
//! output dropped inside. Beside
//! `serde_json_serialize_codec` (the same call without the warm-up loop) it shows what the
//! warm-up's second call of the operation does to the code the compiler makes of it
//! (methodology.md, "Each cell against its library alone"). `NO_WARM_UP=1` skips the loop at
//! run time, leaving the code as it is.

use std::time::{Duration, Instant};

use divan::{Bencher, black_box};
use format_api::Codec;

fn main() {
    divan::main();
}

// The engine drops a generic output; here it is a `usize`, dropped all the same.
#[allow(dropping_copy_types)]
#[divan::bench]
fn serde_json_serialize_harness(bencher: Bencher) {
    let value = reference::log();
    let mut format = fmt_serde_json::SerdeJson;
    let mut out = Vec::new();
    let mut op = || match format.encode(black_box(&value), &mut out) {
        Ok(bytes) => black_box(bytes).len(),
        Err(error) => panic!("encode failed mid-benchmark: {error}"),
    };
    let warm_up = std::env::var_os("NO_WARM_UP").is_none();
    let start = Instant::now();
    let mut calls = 0_u64;
    while warm_up && (calls == 0 || (start.elapsed() < WARM_UP && calls < 1_000_000)) {
        black_box(op());
        calls += 1;
    }
    bencher.bench_local(|| drop(black_box(op())));
}

const WARM_UP: Duration = Duration::from_millis(10);
