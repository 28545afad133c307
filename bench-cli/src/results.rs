//! The results file: what was measured, on what, and how; written atomically.

use std::{collections::BTreeMap, path::PathBuf, time::SystemTime};

use bench_support::{cores, cpu_model, git_commit, target_dir, utc_timestamp};
use serde::{Deserialize, Serialize};

use crate::divan_report::Stats;

/// Bumped whenever a field changes meaning; `compare` refuses to compare across schemas.
pub(crate) const SCHEMA: u32 = 1;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct Results {
    pub(crate) schema: u32,
    pub(crate) meta: Meta,
    pub(crate) results: Vec<Row>,
    /// Selected format × data set pairs that have no row, each with the reason.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) not_measured: Vec<NotMeasured>,
}

/// A pair a table lists as not measured instead of leaving a silent gap.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct NotMeasured {
    pub(crate) dataset: String,
    pub(crate) format: String,
    pub(crate) variant: String,
    pub(crate) reason: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct Meta {
    pub(crate) cpu: String,
    pub(crate) cores: usize,
    pub(crate) rustc: String,
    pub(crate) git_commit: String,
    /// UTC, RFC 3339.
    pub(crate) timestamp: String,
    pub(crate) quick: bool,
    /// How many times every case was measured, each time in a fresh divan child.
    pub(crate) rounds: u32,
    /// divan's settings for each round.
    pub(crate) sample_count: u32,
    pub(crate) max_time_ms: u64,
    /// Library versions: every format library (comma-separated where one is measured at two
    /// versions), and divan.
    pub(crate) crates: BTreeMap<String, String>,
    /// Records per data set, so that runs of different sizes are never compared.
    pub(crate) datasets: BTreeMap<String, usize>,
}

/// One format variant on one data set.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct Row {
    pub(crate) dataset: String,
    pub(crate) format: String,
    pub(crate) variant: String,
    /// The format crate, e.g. `fmt-postcard`; `-` for the memcpy floor.
    pub(crate) package: String,
    /// The wire format, e.g. `JSON`; `-` for the memcpy floor.
    pub(crate) wire: String,
    pub(crate) size_bytes: u64,
    pub(crate) zstd_bytes: u64,
    /// Keyed by operation: `serialize`, `deserialize`, `access_validated`, `access_unvalidated`,
    /// `read`, `copy`.
    pub(crate) ops: BTreeMap<String, Stats>,
}

impl Meta {
    pub(crate) fn gather(
        quick: bool,
        (rounds, sample_count, max_time_ms): (u32, u32, u64),
        datasets: BTreeMap<String, usize>,
    ) -> Self {
        // One library can be measured at two versions (bincode 2.0.1 and 1.3.3): list both.
        let mut crates: BTreeMap<String, String> = BTreeMap::new();
        for descriptor in registry::formats() {
            let versions = crates.entry(descriptor.name.to_string()).or_default();
            if !versions.split(", ").any(|version| version == descriptor.version) {
                if !versions.is_empty() {
                    versions.push_str(", ");
                }
                versions.push_str(descriptor.version);
            }
        }
        crates.insert("divan".into(), "0.1.21".into());
        Meta {
            cpu: cpu_model(),
            cores: cores(),
            rustc: env!("SERBENCH_RUSTC_VERSION").to_string(),
            git_commit: git_commit(),
            timestamp: utc_timestamp(SystemTime::now(), ':'),
            quick,
            rounds,
            sample_count,
            max_time_ms,
            crates,
            datasets,
        }
    }
}

/// `target/bench-results/<timestamp>.json`, so that no run overwrites another.
pub(crate) fn archive_path() -> PathBuf {
    let stamp = utc_timestamp(SystemTime::now(), '-');
    target_dir().join("bench-results").join(format!("{stamp}.json"))
}
