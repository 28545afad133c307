//! The roles a bench binary runs in, and what each is asked and answers: the protocol between
//! `bench-cli run` and the bench binaries. The command line starts a binary with its role's
//! spec as JSON in one environment variable; a role that answers writes JSON to stdout.

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
    process::Command,
};

use bench_support::results::{Compressed, NotMeasured, Row};
use format_api::Descriptor;
use serde::{Deserialize, Serialize};

/// The environment variable that carries a bench binary's role and spec.
const ROLE_ENV: &str = "SERBENCH_CHILD";

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Check the selected pairs, size them, write their bytes; answers [`Prepared`].
    Prepare(PrepareSpec),
    /// Measure files through the compressors; answers one map per file, in order.
    Compress(CompressSpec),
    /// One round: the named cases under divan, whose text report goes to stdout.
    Bench(BenchSpec),
    /// The named cases' heap allocations, counted exactly; answers [`Allocated`] per case.
    Allocations(AllocationsSpec),
    /// Retired: the instruction counts are taken in the timed binary, driven as in a timed round
    /// (the runner's `instructions.rs`), and no binary answers this. Kept because this enum is
    /// what a timed binary parses its spec into: an enum of other variants compiles to other
    /// code in every timed binary, and, through the compiler's partitioning of that binary, moved
    /// the timed loops of bitcode's and rkyv's cells (docs/methodology/timing.md, "The timed
    /// binary, unchanged").
    Instructions(InstructionsSpec),
    /// Decode another build's encodings (`bench-cli versions`); answers [`Decoded`] per pair.
    Decode(DecodeSpec),
    /// Every case the binary has (`bench-cli list --cases`), the floors aside; answers their
    /// names.
    Cases,
    /// The pairs the corrupt-input sweep would sweep of a selection; answers [`SweepPair`]s.
    SweepPairs(Selection),
    /// The sweep's child for one pair: capped in memory, it answers a line per corrupt input
    /// (`crates/engine/src/sweep.rs`).
    Sweep(SweepSpec),
    /// The cross-language checks (`run --peers jvm`): write the selected variants' bytes for
    /// Java, or decode Java's; answers [`Crossed`] per pair decoded.
    Interop(InteropSpec),
}

impl Role {
    /// The role this process was started in; `None` when it was started by hand.
    pub fn from_env() -> anyhow::Result<Option<Role>> {
        bench_support::spec_from_env(ROLE_ENV)
    }

    /// A command that runs bench binary `binary` in this role.
    pub fn command(&self, binary: &Path) -> anyhow::Result<Command> {
        bench_support::spec_command(binary, ROLE_ENV, self)
    }
}

/// Which format variants and data sets to run (`--format`, `--dataset`), as names the command
/// line has already checked.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Selection {
    /// `None` selects everything; otherwise format names (`bitcode`) or `name/variant` pairs.
    pub formats: Option<Vec<String>>,
    pub datasets: Option<Vec<String>>,
}

impl Selection {
    pub fn has_format(&self, descriptor: &Descriptor) -> bool {
        self.formats
            .as_ref()
            .is_none_or(|tokens| tokens.iter().any(|token| names_format(token, descriptor)))
    }

    pub fn has_dataset(&self, name: &str) -> bool {
        self.datasets.as_ref().is_none_or(|names| names.iter().any(|known| known == name))
    }

    pub fn has(&self, descriptor: &Descriptor, dataset: &str) -> bool {
        self.has_format(descriptor) && self.has_dataset(dataset)
    }
}

/// A format is named by its library name (all its variants) or by `name/variant` (one).
pub fn names_format(token: &str, descriptor: &Descriptor) -> bool {
    token == descriptor.name || token == format!("{}/{}", descriptor.name, descriptor.variant)
}

/// Where a binary's cases come from and which exist.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct CaseSource {
    /// The user's document (`run --input`); its cases replace the built-in data sets'.
    #[serde(default)]
    pub input: Option<PathBuf>,
    /// Each decode also has its `*_free_untimed` twin (`run --free-untimed`).
    #[serde(default)]
    pub free_untimed: bool,
}

/// What `run` asks a binary to prepare.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PrepareSpec {
    pub selection: Selection,
    /// Generate every data set at this length instead of its own (`run --records`).
    pub records: Option<usize>,
    /// The directory to write each row's encoded bytes to, for the compressors and the timed
    /// binary's decodes.
    pub encodings: PathBuf,
    #[serde(flatten)]
    pub source: CaseSource,
}

/// What a binary's prepare found: the rows (sizes, no times yet), the cases to time, the pairs
/// not measured, and per selected data set the smallest encoding and the records.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Prepared {
    pub rows: Vec<Row>,
    /// Case names (`dataset/format/variant/op`).
    pub cases: Vec<String>,
    pub not_measured: Vec<NotMeasured>,
    /// The smallest encoding of each data set among this binary's selected formats, in bytes.
    pub smallest: BTreeMap<String, usize>,
    /// Records per data set, as generated.
    pub records: BTreeMap<String, usize>,
    /// The file holding each row's encoded bytes, by row index.
    pub encodings: Vec<(usize, PathBuf)>,
}

/// Files to measure through the compressors.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CompressSpec {
    pub files: Vec<PathBuf>,
    /// The quick budget (`run --quick`).
    pub quick: bool,
}

/// Each file's measurement, by compressor key, in the spec's order.
pub type Compression = Vec<BTreeMap<String, Compressed>>;

/// What `run` asks a benchmark child (a timed binary) to run.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BenchSpec {
    /// Case names (`dataset/format/variant/op`) to run.
    pub cases: Vec<String>,
    pub sample_count: u32,
    /// Calls per sample for every case of this child (the runner finds each case's with short
    /// rounds of this binary at fixed sizes); `None`: divan tunes it from the first call.
    #[serde(default)]
    pub sample_size: Option<u32>,
    /// The directory of the encodings the prepare role wrote ([`PrepareSpec::encodings`]), which
    /// the decodes, views and reads start from.
    #[serde(default)]
    pub encodings: Option<PathBuf>,
    pub max_time_ms: u64,
    /// Bytes the `memcpy` floor copies, per data set.
    pub memcpy_bytes: BTreeMap<String, usize>,
    /// Run each case once without timing (divan's test mode), to prove every case still runs.
    pub test: bool,
    /// Generate every data set at this length instead of its own (`run --records`).
    #[serde(default)]
    pub records: Option<usize>,
    #[serde(flatten)]
    pub source: CaseSource,
}

/// What `run` asks a binary to count the allocations of: the named cases, in this order, each
/// warmed up and then counted over a fixed number of calls (`allocations.rs`).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct AllocationsSpec {
    /// Case names (`dataset/format/variant/op`).
    pub cases: Vec<String>,
    /// Bytes the `memcpy` floor copies, per data set.
    pub memcpy_bytes: BTreeMap<String, usize>,
    /// Generate every data set at this length instead of its own (`run --records`).
    #[serde(default)]
    pub records: Option<usize>,
    #[serde(flatten)]
    pub source: CaseSource,
}

/// One case's heap allocations per call: allocations and their bytes, and reallocations that
/// grew a block and the bytes they added.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Allocated {
    pub allocs: f64,
    pub alloc_bytes: f64,
    pub grows: f64,
    pub grow_bytes: f64,
}

/// What [`Role::Instructions`] asked, before it was retired.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct InstructionsSpec {
    /// Case names (`dataset/format/variant/op`).
    pub cases: Vec<String>,
    /// Bytes the `memcpy` floor copies, per data set.
    pub memcpy_bytes: BTreeMap<String, usize>,
    #[serde(flatten)]
    pub source: CaseSource,
}

/// One pair of the corrupt-input sweep, with the size of the instance its inputs are mutated
/// from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SweepPair {
    pub format: String,
    pub variant: String,
    pub dataset: String,
    pub records: usize,
    pub encoded_bytes: usize,
}

/// What the sweep asks a child to run: one format variant on one data set, cases `start..end`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SweepSpec {
    pub format: String,
    pub variant: String,
    pub dataset: String,
    pub start: u64,
    pub end: u64,
}

/// What `run --peers jvm` asks a binary to do across the language border, in `directory`
/// (`interop/rust/<dataset>/<stem>.<extension>` written, `interop/java/<dataset>/<extension>.bin`
/// read).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct InteropSpec {
    pub selection: Selection,
    pub datasets: Vec<String>,
    pub directory: PathBuf,
    /// Write the Rust bytes (before Java runs), or read Java's (after).
    pub write: bool,
}

/// One Rust variant decoding the Java library's bytes of one data set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Crossed {
    pub dataset: String,
    pub format: String,
    pub variant: String,
    /// The first difference or the decoding error; `None` when it decoded the original.
    pub failure: Option<String>,
}

/// What `bench-cli versions` asks a binary to decode: the encodings another build of the same
/// formats wrote ([`PrepareSpec::encodings`]), each held to the data set's value.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct DecodeSpec {
    pub selection: Selection,
    /// The directory of the other build's encodings.
    pub encodings: PathBuf,
}

/// One pair's decode of another build's bytes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decoded {
    pub dataset: String,
    pub format: String,
    pub variant: String,
    /// Whether this build writes the same bytes for the value.
    pub same_bytes: bool,
    /// `None` when the other build's bytes decode to the original value; else why not.
    pub failure: Option<String>,
}
