//! bincode 2's native decode of `canada` (55,563 `[lon, lat]` `f64` pairs in rings, through
//! `fmt-bincode`'s `Codec::decode`) into owned values, and the drop of what it decoded: a decode
//! that reserves each `Vec` whole, for the heap question beside `bincode1_mesh_deserialize`.

use corpora::canada::Canada;
use datasets::Dataset;
use divan::{Bencher, black_box};
use format_api::Codec;

fn main() {
    divan::main();
}

#[divan::bench]
fn bincode_canada_deserialize(bencher: Bencher) {
    let mut format = fmt_bincode::Native;
    let mut out = Vec::new();
    let bytes = reference::input(|| {
        let value = Canada::generate(Canada::DEFAULT_LEN);
        format.encode(&value, &mut out).expect("serialize").to_vec()
    });
    bencher.bench_local(|| {
        drop(black_box(
            Codec::<Canada>::decode(&mut format, black_box(&bytes)).expect("deserialize"),
        ))
    });
}
