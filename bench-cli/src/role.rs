//! What this process is: the command line, or the robustness sweep's child the command line
//! starts by re-running this binary. Decided once, in `main`, from one environment variable that
//! carries the child's spec. (`run`'s children are the bench binaries: `engine::spec`.)

use std::process::Command;

use anyhow::Context;
use serde::{Deserialize, Serialize};

/// The environment variable that marks a child and carries its spec as JSON.
const ROLE_ENV: &str = "SERBENCH_ROBUSTNESS_CHILD";

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Role {
    /// One format × data set of `bench-cli robustness`.
    Robustness(RobustnessSpec),
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
