//! The bench binary of `fmt-bincode-serde` (`bench-cli run` starts it).

engine::bench_main!(bench_bincode_serde::Formats);
