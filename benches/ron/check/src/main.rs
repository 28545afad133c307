//! The checking binary of `bench-ron` (`bench-cli run` starts it): round trips, sizes, the
//! encodings the timed binary decodes, allocation counts, the corrupt-input sweep. Its code is
//! not timed, so it is built unoptimised; `bench-ron-timed` times.

engine::check_main!(bench_ron::Formats);
