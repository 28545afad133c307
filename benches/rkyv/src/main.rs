//! The bench binary of `fmt-rkyv` (`bench-cli run` starts it).

engine::bench_main!(bench_rkyv::Formats);
