//! The bench binary of `fmt-ron` (`bench-cli run` starts it).

engine::bench_main!(bench_ron::Formats);
