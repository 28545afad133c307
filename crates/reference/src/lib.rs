//! Minimal direct benchmarks: each bench target times one library call on `log` (10,000 records,
//! the data bench-cli measures; one on `mesh`, one on `canada`), with divan and nothing else, so
//! that a cell of the harness can be held against its library called directly (methodology.md,
//! "Each cell against its library alone"). This crate only holds what every target shares: the data
//! and, behind a feature, a global allocator: `alloc-profiler` divan's counting one (what the bench
//! binaries ran under before they had their own), `engine-allocator` theirs (`engine::Allocator`).

use datasets::{Dataset, log::Logs};

#[cfg(feature = "alloc-profiler")]
#[global_allocator]
static ALLOC: divan::AllocProfiler = divan::AllocProfiler::system();

#[cfg(feature = "engine-allocator")]
#[global_allocator]
static ALLOC: engine::Allocator = engine::Allocator;

/// The `log` data set at its default length, from its fixed seed.
pub fn log() -> Logs {
    Logs::generate(Logs::DEFAULT_LEN)
}
