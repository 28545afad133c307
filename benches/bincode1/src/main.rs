//! The bench binary of `fmt-bincode1` (`bench-cli run` starts it): round trips, sizes,
//! sample sizes, counts. Its timed twin in `src/bin/` times.

engine::bench_main!(bench_bincode1::Formats);
