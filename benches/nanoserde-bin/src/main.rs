//! The bench binary of `fmt-nanoserde-bin` (`bench-cli run` starts it).

engine::bench_main!(bench_nanoserde_bin::Formats);
