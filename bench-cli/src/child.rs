//! The benchmark child: the same binary, re-executed by `run` with a spec in the environment,
//! runs the selected cases under divan and prints divan's report for the parent to parse.
//!
//! Running the benchmarks in a child keeps divan's allocation profiler and its output apart from
//! the parent's own work (data generation, round-trip checks, tables), and lets the parent show
//! progress while divan runs.

use std::{collections::BTreeMap, sync::OnceLock, time::Duration};

use anyhow::Context;
use divan::{AllocProfiler, Bencher, Divan};
use serde::{Deserialize, Serialize};

use crate::cases::{Case, CaseContext, all_cases};

/// divan counts every allocation in the timed region through this allocator, in parent and child
/// alike; the parent's own allocations are never timed.
#[global_allocator]
static ALLOC: AllocProfiler = AllocProfiler::system();

/// The environment variable that carries the spec and marks the process as a child.
pub(crate) const SPEC_ENV: &str = "SERBENCH_DIVAN_CHILD";

/// What the parent asks the child to run.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct Spec {
    /// Case names (`dataset/format/variant/op`) to run.
    pub(crate) cases: Vec<String>,
    pub(crate) sample_count: u32,
    pub(crate) max_time_ms: u64,
    /// Bytes the `memcpy` floor copies, per data set.
    pub(crate) memcpy_bytes: BTreeMap<String, usize>,
    /// Run each case once without timing (divan's test mode), to prove every case still runs.
    pub(crate) test: bool,
    /// The user's document (`run --input`); its cases replace the built-in data sets'.
    #[serde(default)]
    pub(crate) input: Option<std::path::PathBuf>,
}

static SPEC: OnceLock<Spec> = OnceLock::new();

/// Returns the spec when this process is a benchmark child.
pub(crate) fn spec_from_env() -> anyhow::Result<Option<Spec>> {
    let Some(text) = std::env::var_os(SPEC_ENV) else { return Ok(None) };
    let text = text.to_str().context("benchmark spec is not UTF-8")?;
    serde_json::from_str(text).context("benchmark spec is malformed").map(Some)
}

pub(crate) fn run(spec: Spec) -> anyhow::Result<()> {
    if let Some(path) = &spec.input {
        crate::document::load(path)?;
    }
    let divan = Divan::default()
        .color(false)
        .sample_count(spec.sample_count)
        .max_time(Duration::from_millis(spec.max_time_ms));
    let test = spec.test;
    SPEC.get_or_init(|| spec);
    if test {
        divan.test_benches()
    } else {
        divan.run_benches()
    }
    Ok(())
}

/// The cases the spec names, in registry order.
fn selected_cases() -> Vec<Case> {
    let Some(spec) = SPEC.get() else { return Vec::new() };
    let cases = all_cases(spec.input.is_some()).into_iter();
    cases.filter(|case| spec.cases.contains(&case.id.to_string())).collect()
}

#[divan::bench(args = selected_cases())]
fn case(bencher: Bencher, case: &Case) {
    let Some(spec) = SPEC.get() else { return };
    let memcpy_bytes = spec.memcpy_bytes.get(case.id.dataset).copied().unwrap_or(0);
    (case.run)(bencher, &CaseContext { memcpy_bytes, warm_up: !spec.test });
}
