//! The bench binary of `fmt-postcard` (`bench-cli run` starts it).

engine::bench_main!(bench_postcard::Formats);
