//! Minimal direct benchmarks: each bench target times one library call on `log` (10,000
//! records, the data bench-cli measures), with divan and nothing else, so that a cell of the
//! harness can be held against its library called directly (methodology.md, "Each cell against
//! its library alone"). This crate only holds what every target shares: the data and, behind
//! `alloc-profiler`, the counting allocator bench-cli runs under.

use datasets::{Dataset, log::Logs};

#[cfg(feature = "alloc-profiler")]
#[global_allocator]
static ALLOC: divan::AllocProfiler = divan::AllocProfiler::system();

/// The `log` data set at its default length, from its fixed seed.
pub fn log() -> Logs {
    Logs::generate(Logs::DEFAULT_LEN)
}
