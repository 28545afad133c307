//! The bench binary of `fmt-rmp-serde` (`bench-cli run` starts it).

engine::bench_main!(bench_rmp_serde::Formats);
