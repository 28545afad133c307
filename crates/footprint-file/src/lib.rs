//! The files `footprint` writes and `bench-cli report` reads: `wasm.json` (every pair's round trip
//! built natively and for `wasm32-wasip1`, run natively and in each wasm engine, timed from inside
//! the program), `code-size.json` and `per-type.json`; the last two as one run wrote them or as
//! runs joined ([`Joined`]).

use serde::{Deserialize, Serialize};

mod bare_metal;
mod joined;

pub use bare_metal::{
    BARE_METAL_SCHEMA, BareMetal, BareMetalMeta, Firmware, FirmwareOutcome, FirmwareRow, TargetRun,
};
pub use joined::{Joined, Rows, Run};

/// The file's layout version; a reader refuses another.
pub const SCHEMA: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Wasm {
    pub schema: u32,
    pub meta: Meta,
    /// In table order: each format variant's pairs, data set after data set.
    pub rows: Vec<Row>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Meta {
    pub commit: String,
    pub timestamp: String,
    pub cpu: String,
    pub cores: usize,
    pub rustc: String,
    /// How the probes were built: the profile and what it sets.
    pub profile: String,
    /// Each engine and its version (`wasmtime 50.0.1`, `node v20.20.2`), in column order.
    pub engines: Vec<Engine>,
    /// One short batch per call: a smoke test, not a measurement.
    pub quick: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Engine {
    pub name: String,
    /// The engine's version, or why it could not run (`None` in `version` then).
    pub version: Option<String>,
    pub unavailable: Option<String>,
}

/// One format variant on one data set.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row {
    /// The format crate (`fmt-postcard`): one probe per crate, built once per target.
    pub package: String,
    pub name: String,
    pub variant: String,
    pub dataset: String,
    pub native: Outcome,
    /// One per [`Meta::engines`], in its order.
    pub engines: Vec<Outcome>,
}

/// What one run of a pair gave.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Round-tripped, checked equal, timed.
    Measured(Measured),
    /// The probe did not build for the target, the engine trapped or the round trip failed: the
    /// reason, in the tool's or the library's words.
    Failed(String),
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Measured {
    pub bytes: usize,
    /// FNV-1a 64 of the encoded bytes: equal to native's when the bytes are.
    pub digest: u64,
    pub encode_ns: f64,
    pub decode_ns: f64,
}

impl Row {
    /// `(encode, decode)` time in engine `index` over native's, where both were measured and the
    /// engine wrote the bytes native wrote.
    pub fn ratios(&self, index: usize) -> Option<(f64, f64)> {
        let (Outcome::Measured(native), Some(Outcome::Measured(wasm))) =
            (&self.native, self.engines.get(index))
        else {
            return None;
        };
        (native.digest == wasm.digest && native.bytes == wasm.bytes)
            .then(|| (wasm.encode_ns / native.encode_ns, wasm.decode_ns / native.decode_ns))
    }
}

/// The code-size file's layout version; a reader refuses another.
pub const SIZES_SCHEMA: u32 = 1;

/// `code-size.json`, as `footprint size --json` writes it: the code a format adds to a program
/// that round-trips one data set, over the same program without the format.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sizes {
    pub schema: u32,
    pub meta: SizesMeta,
    /// Format crate by format crate, each data set, target and build.
    pub rows: Vec<SizeRow>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SizesMeta {
    pub commit: String,
    pub timestamp: String,
    pub rustc: String,
    /// Each build a row names (`3`, `z`, `3+lto`, `z+lto`) and its profile settings.
    pub builds: Vec<(String, String)>,
    /// How code bytes are read, and by what.
    pub method: String,
}

/// The code one format variant adds on one data set, for one target and build.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SizeRow {
    pub package: String,
    pub name: String,
    pub variant: String,
    pub dataset: String,
    /// `x86_64-unknown-linux-gnu` or `wasm32-wasip1`.
    pub target: String,
    /// `3`, `z`, `3+lto` or `z+lto`.
    pub build: String,
    pub outcome: SizeOutcome,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SizeOutcome {
    Measured(CodeSize),
    /// It did not build, or its program did not round-trip: why.
    Failed(String),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CodeSize {
    /// Code bytes of the program with the format (its executable sections; wasm's code section).
    pub code_bytes: u64,
    /// Code bytes of the same program with the types and no format.
    pub baseline_bytes: u64,
    /// The heaviest functions the format's program has and the baseline's does not: demangled
    /// names without their hash, and their code bytes, heaviest first.
    pub heaviest: Vec<(String, u64)>,
}

impl CodeSize {
    /// What the format adds: its program's code bytes over the baseline's.
    pub fn added(&self) -> i64 {
        i64::try_from(self.code_bytes).unwrap_or(i64::MAX)
            - i64::try_from(self.baseline_bytes).unwrap_or(i64::MAX)
    }
}

/// The per-type file's layout version; a reader refuses another.
pub const PER_TYPE_SCHEMA: u32 = 1;

/// `per-type.json`, as `footprint per-type --json` writes it: what a format costs per type of a
/// generated schema, in code bytes and compile seconds, over the same types without it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PerType {
    pub schema: u32,
    pub meta: PerTypeMeta,
    pub rows: Vec<PerTypeRow>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PerTypeMeta {
    pub commit: String,
    pub timestamp: String,
    pub rustc: String,
    pub cpu: String,
    /// The schemas' numbers of types.
    pub sizes: Vec<usize>,
    pub seed: u64,
    /// The baseline's points: the types alone.
    pub baseline: Vec<Point>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PerTypeRow {
    pub package: String,
    pub name: String,
    pub variant: String,
    pub outcome: PerTypeOutcome,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PerTypeOutcome {
    /// The format's program at each size, and the lines of its cost over the baseline's.
    Measured { points: Vec<Point>, bytes: Fit, seconds: Fit },
    /// Why there is no figure: a schema format, a build that failed, a program that did not
    /// round-trip.
    Failed(String),
}

/// A program at one schema size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Point {
    pub types: usize,
    pub code_bytes: u64,
    /// The build's wall seconds, the libraries built: the program's crate alone compiles.
    pub compile_seconds: f64,
}

/// A least-squares line: per type (`slope`), its intercept and the fit's R².
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fit {
    pub slope: f64,
    pub intercept: f64,
    pub r_squared: f64,
}
