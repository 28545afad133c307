//! bincode 1.3's `deserialize` of `mesh` through `fmt-bincode1`'s `Codec::decode`, in the timed
//! binaries' pattern, copied line for line (`crates/engine/src/child.rs`, `Time::measure`, and
//! `cases.rs`, `deserialize`): divan's `with_inputs(..).bench_local_refs(..)`, the output dropped,
//! or kept until the sample ends with `FREE_UNTIMED=1`, as a flag read at run time says. It does
//! not call the engine's code, which it copies: a reference links nothing of the harness. Beside
//! `bincode1_mesh_deserialize` (the same call in divan's `bench_local`) it shows what the timed
//! binaries' loop does to the code the compiler makes of the decode (methodology.md, "Each cell
//! against its library alone").

use std::cell::{Cell, RefCell};

use datasets::{Dataset, mesh::Mesh};
use divan::{Bencher, black_box};
use format_api::Codec;

fn main() {
    divan::main();
}

#[divan::bench]
fn bincode1_mesh_deserialize_harness(bencher: Bencher) {
    let bytes = reference::input(|| {
        bincode1::serialize(&Mesh::generate(Mesh::DEFAULT_LEN)).expect("serialize")
    });
    let mut format = fmt_bincode1::Serde;
    let mut op = || match Codec::<Mesh>::decode(&mut format, black_box(&bytes)) {
        Ok(value) => value,
        Err(error) => panic!("decode failed mid-benchmark: {error}"),
    };
    let untimed = std::env::var_os("FREE_UNTIMED").is_some();
    let kept = RefCell::new(Vec::new());
    let calls = Cell::new(0_usize);
    let generate = || {
        let mut kept = kept.borrow_mut();
        if !kept.is_empty() {
            kept.clear();
            calls.set(0);
        }
        calls.set(calls.get() + 1);
        if untimed {
            kept.reserve(calls.get());
        }
    };
    bencher.with_inputs(generate).bench_local_refs(|()| {
        let output = black_box(op());
        if untimed {
            kept.borrow_mut().push(output);
        } else {
            drop(output);
        }
    });
}
