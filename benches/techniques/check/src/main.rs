//! The checking binary of the techniques suite (`bench-cli run` starts it): round trips, sizes, the
//! encodings the timed binary decodes, allocation counts, the corrupt-input sweep. Its code is
//! not timed, so it is built unoptimised; `bench-techniques-timed` times.

engine::check_main!(techniques::Suite);
