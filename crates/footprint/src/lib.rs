//! What a format costs beyond its native speed: each format crate's round trips compiled for
//! `wasm32-wasip1` and run in two wasm engines beside the same program built natively
//! (`footprint wasm`).
//!
//! The pairs come from the registry ([`pairs`]); each format crate gets a generated program of its
//! own ([`probe`]) that links `footprint-probe`; [`wasm`] builds and runs them; publish's `wasm`
//! module draws the tables, for the terminal and the pages alike.

pub mod bare_metal;
pub mod pairs;
pub mod per_type;
pub mod probe;
pub mod schema;
pub mod size;
pub mod wasm;
