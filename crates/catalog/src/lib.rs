//! What the workbench measures, as data: every format's bench binary with its variants'
//! descriptors, the techniques suite's, the data sets, and each library's facts (maintenance, `unsafe`,
//! self-description, ...). The command line reads it to select, list and label formats without
//! linking any of them: a format's code lives in its bench binary alone, and what the command
//! line knows of it is here.
//!
//! The suites are generated from the bench crates themselves (`src/suites.rs`, held equal to
//! `registry::suites()` by the registry's test `the_catalog_is_the_bench_crates_own`, which
//! rewrites it under `UPDATE_EXPECT=1`), so a descriptor is written once, in its format crate.

mod facts;
// Generated; its layout is the generator's.
#[rustfmt::skip]
mod suites;

use format_api::Descriptor;

pub use facts::{Fact, Facts, facts, facts_of};
pub use suites::{DATASETS, INPUT, INPUT_NOTE, SUITES, TECHNIQUE_DATASETS, TECHNIQUES, YOURS};

/// A bench binary and the format variants it measures, in table order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Suite {
    /// The binary's name, its package's (`bench-postcard`).
    pub binary: &'static str,
    pub formats: &'static [Descriptor],
}

/// A built-in data set, as the engine generates it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DatasetInfo {
    pub name: &'static str,
    pub description: &'static str,
    /// The records it is generated at by default.
    pub default_len: usize,
}

/// Every data set a results file can hold, `(name, description)` in table order: the built-in
/// ones, then the user's document, then a user's values.
pub fn every_dataset() -> Vec<(&'static str, &'static str)> {
    let built_in = DATASETS.iter().map(|dataset| (dataset.name, dataset.description));
    built_in.chain([INPUT, YOURS]).collect()
}

/// Every format variant's descriptor, in table order.
pub fn formats() -> impl Iterator<Item = &'static Descriptor> {
    SUITES.iter().flat_map(|suite| suite.formats)
}

/// The suite whose binary is `binary`.
pub fn suite(binary: &str) -> Option<&'static Suite> {
    SUITES.iter().chain([&TECHNIQUES]).find(|suite| suite.binary == binary)
}

/// Libraries that allocate outside Rust's global allocator, by name, and how: the allocation
/// columns (the counting allocator is the bench binary's global allocator) count only their Rust
/// side, and the tables say so under every table that shows one.
pub const ALLOCATES_OUTSIDE_RUST: &[(&str, &str)] = &[(
    "protobuf4",
    "upb allocates its messages' arenas with C's `realloc` (libupb's `upb_global_allocfunc`), \
     which the counting allocator does not see: its allocation columns count the Rust side only \
     (the encode's copy into a new `Vec`)",
)];

/// Decoders that panic on some corrupt input, against `Codec::decode`'s contract, by
/// `name/variant`, and how. They are measured all the same, since that is what the library's
/// users get; the robustness sweep counts their panics and aborts, and the registry's test holds
/// that each of these does panic on its bad input and that no other decoder does.
pub const PANICKING_DECODERS: &[(&str, &str)] = &[
    (
        "nanoserde/binary",
        "trusts length prefixes: a corrupt one reaches `Vec::with_capacity` (a capacity-overflow \
         panic, or an allocation failure that aborts) or overflows an offset (a panic)",
    ),
    (
        "bin-proto/native",
        "trusts length prefixes: a corrupt one reaches `Vec::with_capacity` (a capacity-overflow \
         panic, or an allocation failure that aborts; its impls/list.rs)",
    ),
];
