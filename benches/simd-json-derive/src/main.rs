//! The bench binary of `fmt-simd-json-derive` (`bench-cli run` starts it).

engine::bench_main!(bench_simd_json_derive::Formats);
