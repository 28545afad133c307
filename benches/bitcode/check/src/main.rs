//! The checking binary of `bench-bitcode` (`bench-cli run` starts it): round trips, sizes, the
//! encodings the timed binary decodes, allocation counts, the corrupt-input sweep. Its code is
//! not timed, so it is built unoptimised; `bench-bitcode-timed` times.

engine::check_main!(bench_bitcode::Formats);
