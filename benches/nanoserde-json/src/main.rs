//! The bench binary of `fmt-nanoserde-json` (`bench-cli run` starts it).

engine::bench_main!(bench_nanoserde_json::Formats);
