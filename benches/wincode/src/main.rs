//! The bench binary of `fmt-wincode` (`bench-cli run` starts it).

engine::bench_main!(bench_wincode::Formats);
