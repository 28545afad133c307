//! The bench binary of `fmt-serde-json` (`bench-cli run` starts it).

engine::bench_main!(bench_serde_json::Formats);
