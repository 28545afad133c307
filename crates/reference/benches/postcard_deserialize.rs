//! postcard's `from_bytes` of `log` into owned values, and the drop of what it decoded.

use datasets::log::Logs;
use divan::{Bencher, black_box};

fn main() {
    divan::main();
}

#[divan::bench]
fn postcard_deserialize(bencher: Bencher) {
    let bytes = reference::input(|| postcard::to_allocvec(&reference::log()).expect("serialize"));
    bencher.bench_local(|| {
        drop(black_box(postcard::from_bytes::<Logs>(black_box(&bytes)).expect("deserialize")))
    });
}
