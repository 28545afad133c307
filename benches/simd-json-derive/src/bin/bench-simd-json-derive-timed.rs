//! The timed binary of `bench-simd-json-derive`: the divan rounds `bench-cli run` starts, nothing
//! else (the engine's `child.rs` says why).

engine::timed_main!(bench_simd_json_derive::Formats);
