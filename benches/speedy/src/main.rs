//! The bench binary of `fmt-speedy` (`bench-cli run` starts it).

engine::bench_main!(bench_speedy::Formats);
