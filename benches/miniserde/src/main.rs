//! The bench binary of `fmt-miniserde` (`bench-cli run` starts it).

engine::bench_main!(bench_miniserde::Formats);
