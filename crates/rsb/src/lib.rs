//! rust_serialization_benchmark's four data sets (`log`, `mesh`, `minecraft_savedata`, `mk48`),
//! generated value for value as it generates them, and the figures its README publishes.
//!
//! The benchmark Rust developers cite, <https://github.com/djkoloski/rust_serialization_benchmark>
//! (MIT), generates each data set from rand 0.8's PCG generator (`Lcg64Xsh32`) seeded with the
//! first twenty digits of π, through its own `Generate` trait. This crate makes the same calls in
//! the same order with the same crates (rand 0.8.5's sampling, rand_pcg 0.3.1), so each value, and
//! each encoding of it, is byte for byte the one it measures: the encoded sizes equal its published
//! sizes for every library both measure (`tests/sizes.rs`). Its types are here field for field,
//! with the derives of `datasets::model!` (one cargo feature per derive family, none on by
//! default) and the two per-type settings that change its bytes (wincode's one-byte enum tags).
//! Its `log` and `mesh` types are this workbench's own `log` and `mesh` types, so every format
//! here carries them, the schema formats through their format crates; `minecraft_savedata` and
//! `mk48` have schemas of their own (`schemas/rsb/`, `crates/rsb-schemas`).
//!
//! [`published`] reads its README's tables: the figures to put beside ours, with the commit and
//! machine they were made on; [`shared`] names the libraries both measure, and the sizes file
//! (`docs/data/rsb/sizes.json`) that holds what each writes here.

// nanoserde's JSON derive writes its enum decoding as matches clippy would write with `?`.
#![cfg_attr(feature = "nanoserde-json", allow(clippy::question_mark))]

pub mod log;
pub mod mesh;
pub mod minecraft_savedata;
pub mod mk48;
pub mod published;
pub mod shared;

mod generate;

use rand_pcg::Lcg64Xsh32;

/// Its generator, as each of its data sets starts it: "nothing up our sleeves, state and stream
/// are first 20 digits of pi".
fn rng() -> Lcg64Xsh32 {
    const STATE: u64 = 3141592653;
    const STREAM: u64 = 5897932384;
    Lcg64Xsh32::new(STATE, STREAM)
}
