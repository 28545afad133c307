//! rust_serialization_benchmark's serialize calls beside ours, on its four data sets: where its
//! harness writes through `io::Write` into a `&mut [u8]` it allocated once (borsh, rmp-serde,
//! ciborium, serde_json, simd-json-derive's `json_write`), this workbench writes into a reused
//! `Vec<u8>`; where it calls nanoserde's `serialize_bin` (a new `Vec` per call), this workbench
//! calls `ser_bin` into a reused one. postcard's `to_slice`, the same call in both, is the anchor
//! both benchmarks' ratios are taken against (docs/methodology/rsb.md).
//!
//!     cargo bench -p reference --profile bench-lto --bench rsb_calls

use std::sync::OnceLock;

use borsh::BorshSerialize;
use divan::{Bencher, black_box};
use nanoserde::SerBin;
use serde::Serialize;

fn main() {
    divan::main();
}

/// A buffer larger than any encoding of the four data sets (`mesh` as JSON: 26 MB).
const BUFFER: usize = 64 << 20;

/// Its data sets, each generated once per process.
trait Value:
    Serialize + BorshSerialize + SerBin + simd_json_derive::Serialize + Sync + 'static
{
    fn value() -> &'static Self;
}

macro_rules! value {
    ($($ty:ty = $make:expr;)*) => {$(
        impl Value for $ty {
            fn value() -> &'static Self {
                static VALUE: OnceLock<$ty> = OnceLock::new();
                VALUE.get_or_init(|| $make)
            }
        }
    )*};
}

value! {
    rsb::log::Logs = rsb::log::logs();
    rsb::mesh::Mesh = rsb::mesh::mesh();
    rsb::minecraft_savedata::Players = rsb::minecraft_savedata::players();
    rsb::mk48::Updates = rsb::mk48::updates();
}

/// Times `write` into a reused `Vec` ("vec", as here) or a `&mut [u8]` allocated once ("slice",
/// as there).
fn both<T: Value>(
    bencher: Bencher,
    slice: bool,
    vec: fn(&T, &mut Vec<u8>),
    into_slice: fn(&T, &mut [u8]),
) {
    let value = T::value();
    if slice {
        let mut buffer = vec![0u8; BUFFER];
        bencher.bench_local(|| into_slice(black_box(value), black_box(buffer.as_mut_slice())));
    } else {
        // As the engine calls a format: the `Vec` itself is not hidden from the optimiser (a
        // `black_box(&mut buffer)` makes every push reload its length), its contents are.
        let mut buffer = Vec::with_capacity(BUFFER);
        bencher.bench_local(|| {
            buffer.clear();
            vec(black_box(value), &mut buffer);
            black_box(buffer.as_slice());
        });
    }
}

#[divan::bench(types = [rsb::log::Logs, rsb::mesh::Mesh, rsb::minecraft_savedata::Players, rsb::mk48::Updates], args = [false, true])]
fn borsh<T: Value>(bencher: Bencher, slice: bool) {
    both::<T>(
        bencher,
        slice,
        |value, out| borsh::to_writer(out, value).expect("borsh"),
        |value, mut out| BorshSerialize::serialize(value, &mut out).expect("borsh"),
    );
}

#[divan::bench(types = [rsb::log::Logs, rsb::mesh::Mesh, rsb::minecraft_savedata::Players, rsb::mk48::Updates], args = [false, true])]
fn rmp_serde<T: Value>(bencher: Bencher, slice: bool) {
    both::<T>(
        bencher,
        slice,
        |value, out| rmp_serde::encode::write(out, value).expect("rmp-serde"),
        |value, mut out| rmp_serde::encode::write(&mut out, value).expect("rmp-serde"),
    );
}

#[divan::bench(types = [rsb::log::Logs, rsb::mesh::Mesh, rsb::minecraft_savedata::Players, rsb::mk48::Updates], args = [false, true])]
fn ciborium<T: Value>(bencher: Bencher, slice: bool) {
    both::<T>(
        bencher,
        slice,
        |value, out| ciborium::into_writer(value, out).expect("ciborium"),
        |value, out| ciborium::into_writer(value, out).expect("ciborium"),
    );
}

#[divan::bench(types = [rsb::log::Logs, rsb::mesh::Mesh, rsb::minecraft_savedata::Players, rsb::mk48::Updates], args = [false, true])]
fn serde_json<T: Value>(bencher: Bencher, slice: bool) {
    both::<T>(
        bencher,
        slice,
        |value, out| serde_json::to_writer(out, value).expect("serde_json"),
        |value, out| serde_json::to_writer(out, value).expect("serde_json"),
    );
}

#[divan::bench(types = [rsb::log::Logs, rsb::mesh::Mesh, rsb::minecraft_savedata::Players, rsb::mk48::Updates], args = [false, true])]
fn simd_json_derive<T: Value>(bencher: Bencher, slice: bool) {
    both::<T>(
        bencher,
        slice,
        |value, out| value.json_write(out).expect("simd-json"),
        |value, mut out| value.json_write(&mut out).expect("simd-json"),
    );
}

/// nanoserde: `ser_bin` into a reused `Vec` (here), or `serialize_bin`, a new `Vec` per call
/// dropped inside the timed loop (there).
#[divan::bench(types = [rsb::log::Logs, rsb::mesh::Mesh, rsb::minecraft_savedata::Players, rsb::mk48::Updates], args = [false, true])]
fn nanoserde<T: Value>(bencher: Bencher, new_vec: bool) {
    let value = T::value();
    if new_vec {
        bencher.bench_local(|| drop(black_box(SerBin::serialize_bin(black_box(value)))));
    } else {
        let mut buffer = Vec::with_capacity(BUFFER);
        bencher.bench_local(|| {
            buffer.clear();
            black_box(value).ser_bin(&mut buffer);
            black_box(buffer.as_slice());
        });
    }
}

/// Times `write` into a reused `Vec`, handing it over as this workbench's engine does or, where
/// `hidden`, through `black_box(&mut buffer)` as its harness does for the writers that take a
/// `Vec` (cbor4ii, flexon): each write then reloads the `Vec`'s length and pointer from memory.
/// A generic closure, so that the call inlines into the timed loop as a format's encode does in
/// a timed binary.
fn into_vec<T: Value>(bencher: Bencher, hidden: bool, write: impl Fn(&T, &mut Vec<u8>)) {
    let value = T::value();
    let mut buffer = Vec::with_capacity(BUFFER);
    if hidden {
        bencher.bench_local(|| {
            buffer.clear();
            write(black_box(value), black_box(&mut buffer));
        });
    } else {
        bencher.bench_local(|| {
            buffer.clear();
            write(black_box(value), &mut buffer);
            black_box(buffer.as_slice());
        });
    }
}

/// cbor4ii's `serde::to_writer` into a `Vec`, the call of both benchmarks, handed over our way
/// (`false`) or its way (`true`).
#[divan::bench(types = [rsb::mesh::Mesh, rsb::mk48::Updates], args = [false, true])]
fn cbor4ii_vec<T: Value>(bencher: Bencher, hidden: bool) {
    into_vec::<T>(bencher, hidden, |value, out| {
        cbor4ii::serde::to_writer(out, value).expect("cbor4ii");
    });
}

/// flexon's `to_writer` into a `Vec`, as [`cbor4ii_vec`].
#[divan::bench(types = [rsb::mesh::Mesh, rsb::mk48::Updates], args = [false, true])]
fn flexon_vec<T: Value>(bencher: Bencher, hidden: bool) {
    into_vec::<T>(bencher, hidden, |value, out| flexon::to_writer(out, value).expect("flexon"));
}

/// borsh's `to_writer` into a `Vec` through a generic closure, where [`borsh`] passes a function
/// pointer to a helper that is not inlined.
#[divan::bench(types = [rsb::mesh::Mesh, rsb::mk48::Updates], args = [false, true])]
fn borsh_vec<T: Value>(bencher: Bencher, hidden: bool) {
    into_vec::<T>(bencher, hidden, |value, out| borsh::to_writer(out, value).expect("borsh"));
}

/// postcard's `to_slice`, the anchor: the same call in both benchmarks.
#[divan::bench(types = [rsb::log::Logs, rsb::mesh::Mesh, rsb::minecraft_savedata::Players, rsb::mk48::Updates])]
fn postcard<T: Value>(bencher: Bencher) {
    let value = T::value();
    let mut buffer = vec![0u8; BUFFER];
    bencher.bench_local(|| {
        postcard::to_slice(black_box(value), black_box(buffer.as_mut_slice())).expect("postcard");
    });
}

/// postcard's `from_bytes` into an owned value, dropped inside the timed loop as in both
/// benchmarks: the deserialize anchor.
#[divan::bench(types = [rsb::log::Logs, rsb::mesh::Mesh, rsb::minecraft_savedata::Players, rsb::mk48::Updates])]
fn postcard_decode<T: Value + serde::de::DeserializeOwned>(bencher: Bencher) {
    let bytes = postcard::to_allocvec(T::value()).expect("postcard");
    bencher.bench_local(|| {
        drop(black_box(postcard::from_bytes::<T>(black_box(&bytes)).expect("postcard")))
    });
}
