//! What this process is: the command line, or one of the two children the command line starts
//! by re-running this binary (a divan benchmark round, a robustness sweep). Decided once, in
//! `main`, from one environment variable that carries the child's spec.

use std::{collections::BTreeMap, path::PathBuf, process::Command};

use anyhow::Context;
use serde::{Deserialize, Serialize};

/// The environment variable that marks a child and carries its spec as JSON.
const ROLE_ENV: &str = "SERBENCH_CHILD";

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Role {
    /// One round of `bench-cli run`: the selected cases under divan.
    Bench(BenchSpec),
    /// One format × data set of `bench-cli robustness`.
    Robustness(RobustnessSpec),
    /// Some cases of `run --instructions`, each counted once, under callgrind.
    Count(CountSpec),
}

/// What `run --instructions` asks a child under callgrind to count, in this order.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct CountSpec {
    /// Case names (`dataset/format/variant/op`).
    pub(crate) cases: Vec<String>,
    /// Bytes the `memcpy` floor copies, per data set.
    pub(crate) memcpy_bytes: BTreeMap<String, usize>,
    #[serde(flatten)]
    pub(crate) source: CaseSource,
}

/// Where a child's cases come from, as the command line chose: the user's document, the
/// test-only formats, or the techniques suite (the run's `cases::Universe`).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub(crate) struct CaseSource {
    /// The user's document (`run --input`); its cases replace the built-in data sets'.
    #[serde(default)]
    pub(crate) input: Option<PathBuf>,
    /// The test-only formats are among the cases (`run --include-test-formats`).
    #[serde(default)]
    pub(crate) test_formats: bool,
    /// The cases are the techniques suite's (`run --suite techniques`).
    #[serde(default)]
    pub(crate) techniques: bool,
    /// Each decode also has its `*_free_untimed` twin (`run --free-untimed`).
    #[serde(default)]
    pub(crate) free_untimed: bool,
}

/// What `run` asks a benchmark child to run.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct BenchSpec {
    /// Case names (`dataset/format/variant/op`) to run.
    pub(crate) cases: Vec<String>,
    pub(crate) sample_count: u32,
    pub(crate) max_time_ms: u64,
    /// Bytes the `memcpy` floor copies, per data set.
    pub(crate) memcpy_bytes: BTreeMap<String, usize>,
    /// Run each case once without timing (divan's test mode), to prove every case still runs.
    pub(crate) test: bool,
    /// Generate every data set at this length instead of its own (`run --records`).
    #[serde(default)]
    pub(crate) records: Option<usize>,
    #[serde(flatten)]
    pub(crate) source: CaseSource,
}

/// What `robustness` asks a child to run: one format variant on one data set, cases
/// `start..end`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct RobustnessSpec {
    pub(crate) format: String,
    pub(crate) variant: String,
    pub(crate) dataset: String,
    pub(crate) start: u64,
    pub(crate) end: u64,
    pub(crate) include_broken: bool,
}

impl Role {
    /// The role this process was started in; `None` for the command line.
    pub(crate) fn from_env() -> anyhow::Result<Option<Role>> {
        let Some(text) = std::env::var_os(ROLE_ENV) else { return Ok(None) };
        let text = text.to_str().context("the child's spec is not UTF-8")?;
        serde_json::from_str(text).context("the child's spec is malformed").map(Some)
    }

    /// A command that re-runs this binary in this role.
    pub(crate) fn command(&self) -> anyhow::Result<Command> {
        let executable =
            std::env::current_exe().context("cannot find this executable to re-run it")?;
        let mut command = Command::new(executable);
        command.env(ROLE_ENV, serde_json::to_string(self).context("cannot encode the spec")?);
        Ok(command)
    }
}
