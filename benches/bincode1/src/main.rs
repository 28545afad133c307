//! The bench binary of `fmt-bincode1` (`bench-cli run` starts it).

engine::bench_main!(bench_bincode1::Formats);
