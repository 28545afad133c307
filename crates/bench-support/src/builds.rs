//! The results file of `cargo xtask compile-times`: what each format costs a build. Written by
//! the xtask; read by `bench-cli` for its build column. One definition for writer and reader.

use std::{collections::BTreeMap, path::PathBuf};

use serde::{Deserialize, Serialize};

/// Bumped whenever a field changes meaning; readers ignore other schemas.
pub const SCHEMA: u32 = 1;

/// Where `cargo xtask compile-times` writes by default and `bench-cli run` reads.
pub fn default_path() -> PathBuf {
    crate::target_dir().join("compile-times.json")
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Report {
    pub schema: u32,
    pub meta: Meta,
    pub baselines: BTreeMap<String, UnitReport>,
    /// Keyed by package name, e.g. `fmt-postcard`.
    pub formats: BTreeMap<String, FormatReport>,
    /// Units that failed to build, with the tail of their error output.
    pub failures: BTreeMap<String, String>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Meta {
    pub cpu: String,
    pub cores: usize,
    pub rustc: String,
    pub git_commit: String,
    pub timestamp: String,
    pub quick: bool,
    pub rounds: u32,
    pub warm_up_rounds: u32,
    pub profile: String,
    /// Why builds were not counted in instructions (`perf stat` missing or refused), when they
    /// were not: the figures are then CPU time only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instructions_unavailable: Option<String>,
    /// Every external crate version pinned in the workspace manifest.
    pub crates: BTreeMap<String, String>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct UnitReport {
    pub package: String,
    pub features: Vec<String>,
    pub clean_cpu_s: Spread,
    pub clean_wall_s: Spread,
    pub rebuild_cpu_s: Spread,
    /// User-space instructions of the clean build, in billions (`perf stat -e instructions:u`,
    /// the whole process tree), where the machine's counters work.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clean_instructions_g: Option<Spread>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FormatReport {
    #[serde(flatten)]
    pub unit: UnitReport,
    /// CPU seconds over the `bare` baseline of the same round.
    pub over_bare_s: Spread,
    /// CPU seconds over the `serde` baseline of the same round; serde-based formats only.
    pub over_serde_s: Option<Spread>,
    /// Billions of instructions over the `bare` baseline of the same round, where counted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub over_bare_instructions_g: Option<Spread>,
    pub dependency_crates: usize,
    pub probe_binary_bytes: u64,
    pub probe_over_baseline_bytes: i64,
}

impl FormatReport {
    /// The build column's figure: the clean build and its cost over the bare data-set crate, in
    /// billions of instructions where counted (they repeat to a few parts in 100,000), else in
    /// CPU seconds; and the unit's name.
    pub fn headline(&self) -> (f64, f64, &'static str) {
        match (&self.unit.clean_instructions_g, &self.over_bare_instructions_g) {
            (Some(clean), Some(over)) => (clean.median, over.median, "G instructions"),
            _ => (self.unit.clean_cpu_s.median, self.over_bare_s.median, "CPU s"),
        }
    }
}

/// A figure over the rounds. `noise` is set when the median is smaller than the spread
/// (max - min) of the rounds: such a difference cannot be told from run-to-run variation.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Spread {
    pub min: f64,
    pub median: f64,
    pub max: f64,
    pub noise: bool,
    pub rounds: Vec<f64>,
}

impl Spread {
    pub fn of(values: &[f64]) -> Spread {
        let mut sorted = values.to_vec();
        sorted.sort_by(f64::total_cmp);
        let (min, max) =
            (sorted.first().copied().unwrap_or(0.0), sorted.last().copied().unwrap_or(0.0));
        let middle = sorted.len() / 2;
        let median = match sorted.len() {
            0 => 0.0,
            len if len % 2 == 1 => sorted[middle],
            _ => (sorted[middle - 1] + sorted[middle]) / 2.0,
        };
        Spread { min, median, max, noise: median.abs() < max - min, rounds: values.to_vec() }
    }
}

/// The compile-time results when they exist and can be read; a missing or unreadable file is
/// not an error (the build column says how to fill it).
pub fn load() -> Option<Report> {
    let text = std::fs::read_to_string(default_path()).ok()?;
    serde_json::from_str::<Report>(&text).ok().filter(|report| report.schema == SCHEMA)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cost_smaller_than_its_spread_is_noise() {
        let steady = Spread::of(&[1.0, 1.1, 0.9, 1.0, 1.05]);
        assert_eq!((steady.min, steady.median, steady.max), (0.9, 1.0, 1.1));
        assert!(!steady.noise);
        let noisy = Spread::of(&[0.2, -0.3, 0.4, 0.1]);
        assert!((noisy.median - 0.15).abs() < 1e-9);
        assert!(noisy.noise);
    }
}
