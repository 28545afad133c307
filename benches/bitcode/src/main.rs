//! The bench binary of `fmt-bitcode` (`bench-cli run` starts it).

engine::bench_main!(bench_bitcode::Formats);
