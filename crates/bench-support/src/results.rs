//! The results file of `bench-cli run`: what was measured, on what, and how. Written by `run`;
//! read by `compare`, `merge` and the report. One definition for writer and readers.

use std::{collections::BTreeMap, path::Path};

use serde::{Deserialize, Serialize};

use crate::UsageError;

/// Bumped whenever a field changes meaning; readers refuse other schemas, except the ones
/// [`load`] migrates.
///
/// 2: a decode's time and counts include freeing the decoded value (`deserialize`,
/// `deserialize_borrowed`, `deserialize_unvalidated`); in schema 1 the value was dropped after
/// the timed region, which is what the `*_free_untimed` operations measure now.
pub const SCHEMA: u32 = 2;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Results {
    pub schema: u32,
    pub meta: Meta,
    pub results: Vec<Row>,
    /// Selected format × data set pairs that have no row, each with the reason.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub not_measured: Vec<NotMeasured>,
}

/// A pair (or one operation of a pair) a table lists as not measured instead of leaving a silent
/// gap.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NotMeasured {
    pub dataset: String,
    pub format: String,
    pub variant: String,
    /// The operation ([`Op::key`]) not measured; absent when the whole pair is not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub op: Option<String>,
    pub reason: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Meta {
    pub cpu: String,
    pub cores: usize,
    pub rustc: String,
    pub git_commit: String,
    /// UTC, RFC 3339.
    pub timestamp: String,
    pub quick: bool,
    /// The cargo profile the benchmark was built with: `release`, or `bench-lto` (release with
    /// fat LTO and one codegen unit). Files from before the field existed were `release`.
    #[serde(default = "release")]
    pub profile: String,
    /// The suite measured: absent for the format matrix, `techniques` for the techniques suite
    /// (`run --suite techniques`), `scaling` for a run at several lengths (`run --records`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suite: Option<String>,
    /// How many times every case was measured, each time in a fresh divan child.
    pub rounds: u32,
    /// divan's settings for each round.
    pub sample_count: u32,
    pub max_time_ms: u64,
    /// Library versions: every format library (comma-separated where one is measured at two
    /// versions), and divan.
    pub crates: BTreeMap<String, String>,
    /// Records per data set, so that runs of different sizes are never compared.
    pub datasets: BTreeMap<String, usize>,
    /// How the JVM peers were measured (`run --peers jvm`); absent when they were not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jvm: Option<JvmMeta>,
    /// How the allocation figures were counted; absent in files made before they were counted
    /// exactly (divan's median over a round's samples, which moves with the sample size).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allocations: Option<AllocationCounting>,
}

/// How a run counted each case's allocations: after `warm_up_calls` calls, the total over
/// `counted_calls` calls divided by them, in a process that times nothing. The same binary
/// counts the same figures on every run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AllocationCounting {
    pub warm_up_calls: u32,
    pub counted_calls: u32,
    /// Nothing was counted: the bench target's global allocator is its own, not wrapped in the
    /// counting one (a serbench user's), and every allocation figure of the file is a zero that
    /// the tables print as "not counted".
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub not_counted: bool,
}

impl Meta {
    /// Whether the file's allocation figures were counted (by divan, or exactly).
    pub fn allocations_counted(&self) -> bool {
        !self.allocations.is_some_and(|counting| counting.not_counted)
    }
}

/// Allocation figures that were not counted exactly (divan's median over samples whose size the
/// timing chose, in files made before [`AllocationCounting`]) move by up to this many per call
/// between two runs of the same binaries where a library reuses a buffer it sometimes grows
/// (rkyv's arena: 0, 1 or 2 on `mesh`, `chunks`, `stored` and `citm`).
pub const ALLOCATIONS_FLOOR: f64 = 2.0;

/// The one rule by which `compare` (and so `versions`) and a release history tell an allocation
/// figure that moved from one that did not: where both sides were counted exactly, the same way
/// (`exact`), any change; otherwise a change of more than [`ALLOCATIONS_FLOOR`] per call and
/// more than 1 %.
pub fn allocations_moved(before: f64, after: f64, exact: bool) -> bool {
    let change = (after - before).abs();
    if exact { change > 0.0 } else { change > ALLOCATIONS_FLOOR && change > 0.01 * before.abs() }
}

/// Whether two files' allocation figures were both counted exactly, the same way.
pub fn allocations_exact(
    base: Option<AllocationCounting>,
    head: Option<AllocationCounting>,
) -> bool {
    base.is_some_and(|counting| !counting.not_counted) && base == head
}

/// The JVM and JMH settings of a run's Java rows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JvmMeta {
    /// `java.runtime.version`, e.g. `17.0.15+6-Debian-1deb12u1`.
    pub java: String,
    /// The virtual machine's name and version.
    pub vm: String,
    pub jmh: String,
    /// JMH's settings: forks per benchmark, warm-up and measurement iterations and their length.
    pub forks: u32,
    pub warmup: String,
    pub measurement: String,
    /// The options every forked JVM was started with.
    pub jvm_args: Vec<String>,
    /// Maven artifact (`group:artifact`, or `java.base`) to version, for every library measured.
    pub libraries: BTreeMap<String, String>,
}

impl JvmMeta {
    /// How the Java rows were measured, in one clause: `JMH 1.37 on <vm> (Java 17...), 3 forks
    /// per benchmark, warm-up 3 × 1s, measured 5 × 1s, the lowest fork's median`.
    pub fn describe(&self) -> String {
        let (forks, rule) = match self.forks {
            1 => ("1 fork".to_string(), "fork's median"),
            forks => (format!("{forks} forks"), "lowest fork's median"),
        };
        format!(
            "JMH {} on {} (Java {}), {forks} per benchmark, warm-up {}, measured {}, the {rule}",
            self.jmh, self.vm, self.java, self.warmup, self.measurement
        )
    }
}

fn release() -> String {
    "release".into()
}

/// One format variant on one data set.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Row {
    pub dataset: String,
    pub format: String,
    pub variant: String,
    /// The format crate, e.g. `fmt-postcard`; `-` for the memcpy floor.
    pub package: String,
    /// The wire format, e.g. `JSON`; `-` for the memcpy floor.
    pub wire: String,
    pub size_bytes: u64,
    pub zstd_bytes: u64,
    /// The records this row was measured at, in a scaling run (`run --records`), which measures
    /// each data set at several lengths; absent elsewhere (the length is `meta.datasets`').
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub records: Option<u64>,
    /// The encoded bytes through general-purpose compressors, keyed by [`Compressor::key`]:
    /// size, and the time to compress and to decompress them. Absent in files from before it was
    /// measured, and for the techniques suite.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub compression: BTreeMap<String, Compressed>,
    /// The language of a peer's row (`java` for `run --peers jvm`, whose format names read
    /// `java/<library>`); absent for Rust rows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// Whether this Rust variant's bytes cross to the JVM and back (`run --peers jvm`): checked
    /// for the wire formats a Java library also speaks; absent where there is none, or when the
    /// peers did not run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub interop: Option<Interop>,
    /// The library this row measured, where not the workspace's pinned release (`run --with`):
    /// its version and where it came from. Absent for the pinned release.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub library: Option<Library>,
    /// Keyed by operation ([`Op::key`]): `serialize`, `deserialize`, `deserialize_borrowed`,
    /// `access_validated`, `access_unvalidated`, `deserialize_unvalidated`, `read`, `copy`, and
    /// with `run --free-untimed` the decodes' `*_free_untimed` twins.
    pub ops: BTreeMap<String, Stats>,
}

impl Row {
    /// `dataset format/variant` (`dataset@records format/variant` in a scaling run), how
    /// comparisons and messages name a row.
    pub fn cell(&self) -> String {
        let at = self.records.map(|records| format!("@{records}")).unwrap_or_default();
        format!("{}{at} {}/{}", self.dataset, self.format, self.variant)
    }

    pub fn same_cell(&self, other: &Row) -> bool {
        (&self.dataset, &self.format, &self.variant, self.records)
            == (&other.dataset, &other.format, &other.variant, other.records)
    }
}

/// A library built at another version than the workspace pins (`run --with`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Library {
    /// The library's version, as its manifest says.
    pub version: String,
    /// `registry` for a release, or the path of a local checkout.
    pub source: String,
    /// A checkout's git commit, with `-dirty` for uncommitted changes; absent for a release or
    /// a path outside git.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commit: Option<String>,
}

/// A cross-language check of one Rust variant on one data set: its bytes decoded by a Java library
/// and compared with the original, and the Java library's bytes decoded by the variant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Interop {
    /// The Java library on the other side, `label/variant` (e.g. `jackson/databind`).
    pub java: String,
    /// The first difference (or the decoding error) when Java decoded this variant's bytes;
    /// absent when it decoded the original value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_java: Option<String>,
    /// The same for this variant decoding the Java library's bytes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_java: Option<String>,
}

impl Interop {
    pub fn crosses(&self) -> bool {
        self.to_java.is_none() && self.from_java.is_none()
    }
}

/// A general-purpose compressor a run puts every cell's encoded bytes through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compressor {
    /// zstd at a compression level.
    Zstd(i32),
    /// LZ4's block format.
    Lz4,
}

impl Compressor {
    /// Every compressor a run measures, in table order.
    pub const ALL: [Compressor; 3] = [Compressor::Zstd(1), Compressor::Zstd(3), Compressor::Lz4];

    /// The key in [`Row::compression`]: `zstd-1`, `zstd-3`, `lz4`.
    pub fn key(self) -> String {
        match self {
            Compressor::Zstd(level) => format!("zstd-{level}"),
            Compressor::Lz4 => "lz4".into(),
        }
    }
}

/// One cell's encoded bytes through one compressor; times in nanoseconds per call, for all the
/// cell's bytes.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Compressed {
    pub bytes: u64,
    pub compress_ns: f64,
    pub decompress_ns: f64,
}

/// The statistics of one benchmark; times in nanoseconds, allocation figures per iteration
/// (divan's median column; they are the same in every column when allocation is deterministic).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Stats {
    pub median_ns: f64,
    pub mean_ns: f64,
    pub fastest_ns: f64,
    pub slowest_ns: f64,
    pub samples: u64,
    pub iters: u64,
    pub allocs: f64,
    pub alloc_bytes: f64,
    pub grows: f64,
    pub grow_bytes: f64,
    /// divan's median in each round, in round order; the run's `median_ns` combines them.
    #[serde(default)]
    pub round_medians_ns: Vec<f64>,
    /// Instructions executed by one operation under callgrind (`run --instructions`): the same on
    /// every run of the same binary, whatever else the machine does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instructions: Option<f64>,
    /// callgrind's cache simulation turned into cycles: L1 hits + 5 × last-level hits + 35 ×
    /// memory accesses (the formula CodSpeed and gungraun use).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub estimated_cycles: Option<f64>,
    /// The records the counts were taken at, where not the run's: `run --instructions` counts
    /// the biggest data sets at a fraction of their length.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub counted_records: Option<u64>,
}

/// What a case measures. The names are the keys of `ops` in the results file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Op {
    Serialize,
    Deserialize,
    /// Decoding into the data set's borrowed twin, whose strings point into the input.
    DeserializeBorrowed,
    /// Zero-copy access with the library's validation.
    AccessValidated,
    /// Zero-copy access trusting the bytes, where the library offers it.
    AccessUnvalidated,
    /// Decoding to an owned value trusting the bytes, where a zero-copy library offers it.
    DeserializeUnvalidated,
    /// A walk over every field of every record through an already-obtained view.
    Read,
    /// `memcpy` of as many bytes as the data set's most compact encoding: the floor.
    Copy,
    /// [`Op::Deserialize`] with the decoded value freed after the timed region instead of inside
    /// it (`run --free-untimed`): with `deserialize`, what the free costs.
    DeserializeFreeUntimed,
    /// [`Op::DeserializeBorrowed`], the value freed after the timed region.
    DeserializeBorrowedFreeUntimed,
    /// [`Op::DeserializeUnvalidated`], the value freed after the timed region.
    DeserializeUnvalidatedFreeUntimed,
}

impl Op {
    pub fn key(self) -> &'static str {
        match self {
            Op::Serialize => "serialize",
            Op::Deserialize => "deserialize",
            Op::DeserializeBorrowed => "deserialize_borrowed",
            Op::AccessValidated => "access_validated",
            Op::AccessUnvalidated => "access_unvalidated",
            Op::DeserializeUnvalidated => "deserialize_unvalidated",
            Op::Read => "read",
            Op::Copy => "copy",
            Op::DeserializeFreeUntimed => "deserialize_free_untimed",
            Op::DeserializeBorrowedFreeUntimed => "deserialize_borrowed_free_untimed",
            Op::DeserializeUnvalidatedFreeUntimed => "deserialize_unvalidated_free_untimed",
        }
    }

    /// The operations that decode to a value the program then owns and frees: each has a twin
    /// that leaves the free out of the timed region ([`Op::free_untimed`]).
    pub const DECODES: [Op; 3] =
        [Op::Deserialize, Op::DeserializeBorrowed, Op::DeserializeUnvalidated];

    /// This decode with its value freed after the timed region; `None` for other operations.
    pub fn free_untimed(self) -> Option<Op> {
        match self {
            Op::Deserialize => Some(Op::DeserializeFreeUntimed),
            Op::DeserializeBorrowed => Some(Op::DeserializeBorrowedFreeUntimed),
            Op::DeserializeUnvalidated => Some(Op::DeserializeUnvalidatedFreeUntimed),
            _ => None,
        }
    }

    /// Whether the value this operation returns is freed outside its timed region: whether it
    /// is a decode's free-untimed twin.
    pub fn frees_untimed(self) -> bool {
        self.call() != self
    }

    /// The call a case of this operation measures: itself, or the decode a free-untimed twin
    /// times.
    pub fn call(self) -> Op {
        Op::DECODES.into_iter().find(|decode| decode.free_untimed() == Some(self)).unwrap_or(self)
    }
}

/// The format and variant names of the floor row.
pub const MEMCPY: (&str, &str) = ("memcpy", "floor");

/// Reads a results file, migrating a schema-1 file ([`migrate_from_1`]); every failure is the
/// user's input, so it is a usage error (exit 2).
pub fn load(path: &Path) -> Result<Results, UsageError> {
    let text = std::fs::read(path)
        .map_err(|error| UsageError(format!("cannot read {}: {error}", path.display())))?;
    let value: serde_json::Value = serde_json::from_slice(&text)
        .map_err(|error| UsageError(format!("{} is not JSON: {error}", path.display())))?;
    let schema = value.get("schema").and_then(serde_json::Value::as_u64);
    if schema != Some(u64::from(SCHEMA)) && schema != Some(1) {
        return Err(UsageError(format!(
            "{} has results schema {}, this bench-cli reads schemas 1 and {SCHEMA}",
            path.display(),
            value.get("schema").map_or("none".into(), ToString::to_string)
        )));
    }
    let results: Results = serde_json::from_value(value).map_err(|error| {
        UsageError(format!("{} is not a bench-cli results file: {error}", path.display()))
    })?;
    Ok(if results.schema == 1 { migrate_from_1(results) } else { results })
}

/// Schema 1 to 2: a schema-1 decode left the free out of its timed region, so its Rust rows'
/// decodes become the `*_free_untimed` operations, and their `not_measured` entries with them.
/// A file of one schema is then never compared with the other's decodes as if they were the
/// same measurement. Java rows (JMH's figures include the collector's work) keep theirs.
pub fn migrate_from_1(mut results: Results) -> Results {
    let rename = |key: &str| {
        Op::DECODES
            .iter()
            .find(|op| op.key() == key)
            .and_then(|op| op.free_untimed())
            .map(|op| op.key().to_string())
    };
    for row in results.results.iter_mut().filter(|row| row.language.is_none()) {
        let ops = std::mem::take(&mut row.ops);
        row.ops =
            ops.into_iter().map(|(key, stats)| (rename(&key).unwrap_or(key), stats)).collect();
    }
    for pair in &mut results.not_measured {
        let java = pair.format.starts_with("java/");
        if let Some(op) = pair.op.as_mut().filter(|_| !java) {
            *op = rename(op).unwrap_or_else(|| op.clone());
        }
    }
    results.schema = SCHEMA;
    results
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(format: &str, language: Option<&str>, ops: &[&str]) -> Row {
        Row {
            dataset: "log".into(),
            format: format.into(),
            variant: "v".into(),
            package: "p".into(),
            wire: "w".into(),
            size_bytes: 1,
            zstd_bytes: 1,
            records: None,
            compression: BTreeMap::new(),
            language: language.map(String::from),
            interop: None,
            library: None,
            ops: ops.iter().map(|op| (op.to_string(), Stats::default())).collect(),
        }
    }

    #[test]
    fn schema_1_decodes_become_the_free_untimed_operations_for_rust_rows_only() {
        let not_measured = |format: &str, op: &str| NotMeasured {
            dataset: "log".into(),
            format: format.into(),
            variant: "v".into(),
            op: Some(op.into()),
            reason: "r".into(),
        };
        let old = Results {
            schema: 1,
            meta: serde_json::from_value(serde_json::json!({
                "cpu": "c", "cores": 2, "rustc": "r", "git_commit": "g", "timestamp": "t",
                "quick": true, "rounds": 1, "sample_count": 1, "max_time_ms": 1,
                "crates": {}, "datasets": {}
            }))
            .unwrap(),
            results: vec![
                row(
                    "rkyv",
                    None,
                    &["serialize", "deserialize", "deserialize_unvalidated", "access_validated"],
                ),
                row("postcard", None, &["deserialize_borrowed"]),
                row("java/kryo", Some("java"), &["serialize", "deserialize"]),
            ],
            not_measured: vec![
                not_measured("postcard", "deserialize_borrowed"),
                not_measured("java/kryo", "deserialize"),
            ],
        };
        let new = migrate_from_1(old);
        assert_eq!(new.schema, SCHEMA);
        let keys = |row: &Row| row.ops.keys().cloned().collect::<Vec<_>>();
        assert_eq!(
            keys(&new.results[0]),
            [
                "access_validated",
                "deserialize_free_untimed",
                "deserialize_unvalidated_free_untimed",
                "serialize"
            ]
        );
        assert_eq!(keys(&new.results[1]), ["deserialize_borrowed_free_untimed"]);
        assert_eq!(keys(&new.results[2]), ["deserialize", "serialize"], "JMH's decodes stay");
        assert_eq!(new.not_measured[0].op.as_deref(), Some("deserialize_borrowed_free_untimed"));
        assert_eq!(new.not_measured[1].op.as_deref(), Some("deserialize"));
    }

    #[test]
    fn only_the_decodes_have_a_free_untimed_twin() {
        for op in Op::DECODES {
            let twin = op.free_untimed().unwrap();
            assert!(twin.frees_untimed() && !op.frees_untimed());
            assert!(twin.key().starts_with(op.key()) && twin.key().ends_with("_free_untimed"));
        }
        assert_eq!(Op::Serialize.free_untimed(), None);
        assert_eq!(Op::Read.free_untimed(), None);
    }
}
