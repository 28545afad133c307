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
static ALLOC: engine::Allocator = engine::Allocator::system();

/// The `log` data set at its default length, from its fixed seed.
pub fn log() -> Logs {
    Logs::generate(Logs::DEFAULT_LEN)
}

/// The bytes a decode starts from: the file the environment variable `INPUT` names, when it is
/// set (the encoding a bench binary's prepare role wrote), else what `encode` makes here. Read
/// from a file, the bytes are the process's first large allocation and the heap holds nothing
/// that generating the data set left behind (its freed blocks, which the decode's allocations
/// would otherwise be served from), which is the heap a timed binary decodes on.
pub fn input(encode: impl FnOnce() -> Vec<u8>) -> Vec<u8> {
    match std::env::var_os("INPUT") {
        Some(path) => std::fs::read(&path)
            .unwrap_or_else(|error| panic!("cannot read INPUT {}: {error}", path.display())),
        None => encode(),
    }
}
