//! The bench binary of `fmt-simd-json` (`bench-cli run` starts it).

engine::bench_main!(bench_simd_json::Formats);
