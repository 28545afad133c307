//! The bench binary of `fmt-bitcode-serde` (`bench-cli run` starts it).

engine::bench_main!(bench_bitcode_serde::Formats);
