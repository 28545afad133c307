//! The bench binary of `fmt-prost` (`bench-cli run` starts it).

engine::bench_main!(bench_prost::Formats);
