//! rkyv's validated `from_bytes` of `log` into owned values (with `rancor::Failure`, as
//! `fmt-rkyv`), and the drop of what it decoded.

use datasets::log::Logs;
use divan::{Bencher, black_box};
use rkyv::rancor::Failure;

fn main() {
    divan::main();
}

#[divan::bench]
fn rkyv_deserialize(bencher: Bencher) {
    let bytes = reference::input(|| {
        rkyv::to_bytes::<Failure>(&reference::log()).expect("serialize").to_vec()
    });
    bencher.bench_local(|| {
        drop(black_box(rkyv::from_bytes::<Logs, Failure>(black_box(&bytes)).expect("deserialize")))
    });
}
