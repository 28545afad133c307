//! bincode 1.3's `deserialize` of `mesh` (125,000 triangles, a 6 MB `Vec`) into owned values, and
//! the drop of what it decoded: a decode whose `Vec` grows by reallocation (serde caps the length a
//! format announces at 1 MiB of elements before reading them), in a process whose glibc heap is
//! left to its defaults.

use datasets::{Dataset, mesh::Mesh};
use divan::{Bencher, black_box};

fn main() {
    divan::main();
}

#[divan::bench]
fn bincode1_mesh_deserialize(bencher: Bencher) {
    let bytes = reference::input(|| {
        bincode1::serialize(&Mesh::generate(Mesh::DEFAULT_LEN)).expect("serialize")
    });
    bencher.bench_local(|| {
        drop(black_box(bincode1::deserialize::<Mesh>(black_box(&bytes)).expect("deserialize")))
    });
}
