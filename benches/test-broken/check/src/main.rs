//! The checking binary of `bench-test-broken` (`bench-cli run` starts it): round trips, sizes, the
//! encodings the timed binary decodes, allocation counts, the corrupt-input sweep. Its code is
//! not timed, so it is built unoptimised; `bench-test-broken-timed` times.

engine::check_main!(bench_test_broken::Formats);
