//! The bench binary of `fmt-borsh` (`bench-cli run` starts it).

engine::bench_main!(bench_borsh::Formats);
