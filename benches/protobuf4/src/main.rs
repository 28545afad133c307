//! The bench binary of `fmt-protobuf4` (`bench-cli run` starts it): round trips, sizes,
//! sample sizes, counts. Its timed twin in `src/bin/` times.

engine::bench_main!(bench_protobuf4::Formats);
