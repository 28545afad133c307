//! serde_json's `to_writer` of `log` into a reused buffer, as `fmt-serde-json` calls it.

use divan::{Bencher, black_box};

fn main() {
    divan::main();
}

#[divan::bench]
fn serde_json_serialize(bencher: Bencher) {
    let value = reference::log();
    let mut out = Vec::new();
    bencher.bench_local(|| {
        out.clear();
        serde_json::to_writer(&mut out, black_box(&value)).expect("serialize");
        black_box(out.len())
    });
}
