//! The bench binary of `fmt-toml` (`bench-cli run` starts it): round trips, sizes,
//! sample sizes, counts. Its timed twin in `src/bin/` times.

engine::bench_main!(bench_toml::Formats);
