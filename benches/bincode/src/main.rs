//! The bench binary of `fmt-bincode` (`bench-cli run` starts it).

engine::bench_main!(bench_bincode::Formats);
