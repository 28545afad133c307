//! serde_json's serialize of `log` through `fmt-serde-json`'s `Codec::encode`, the very function
//! bench-cli's cell calls, with nothing else of the harness.

use divan::{Bencher, black_box};
use format_api::Codec;

fn main() {
    divan::main();
}

#[divan::bench]
fn serde_json_serialize_codec(bencher: Bencher) {
    let value = reference::log();
    let mut format = fmt_serde_json::SerdeJson;
    let mut out = Vec::new();
    bencher.bench_local(|| format.encode(black_box(&value), &mut out).expect("serialize").len());
}
