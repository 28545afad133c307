//! The checking binary of `bench-bin-proto` (`bench-cli run` starts it): round trips, sizes, the
//! encodings the timed binary decodes, allocation counts, the corrupt-input sweep. Its code is
//! not timed, so it is built unoptimised; `bench-bin-proto-timed` times.

engine::check_main!(bench_bin_proto::Formats);
