//! The build profile is a setting of every number: `run --profile lto` re-runs the command in a
//! bench-cli built with that profile (building it first), and the results' meta records the
//! profile that measured.

use std::{os::unix::process::CommandExt, process::Command};

use anyhow::{Context, bail};
use bench_support::{target_dir, workspace_root};

/// The profiles `run --profile` offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Profile {
    /// The workspace's release profile: what `cargo build --release` ships.
    Release,
    /// `bench-lto`: release with `lto = "fat"` and `codegen-units = 1`.
    Lto,
}

impl Profile {
    /// The cargo profile's name, which is also its directory under `target/`.
    fn cargo_name(self) -> &'static str {
        match self {
            Profile::Release => "release",
            Profile::Lto => "bench-lto",
        }
    }
}

/// The cargo profile that built this binary (`release`, `bench-lto`, `debug`, ...).
pub(crate) const OWN: &str = env!("SERBENCH_PROFILE");

/// Set on the re-run, so that a binary that still does not match fails instead of looping.
const REEXEC_ENV: &str = "SERBENCH_PROFILE_REEXEC";

/// Makes this command run in a binary built with `profile`: returns when this binary is one;
/// otherwise builds one with cargo (in the workspace this binary was built from) and replaces
/// this process with it, so it returns only on failure.
pub(crate) fn ensure(profile: Profile) -> anyhow::Result<()> {
    if profile.cargo_name() == OWN {
        return Ok(());
    }
    if std::env::var_os(REEXEC_ENV).is_some() {
        bail!("the bench-cli built for the {} profile reports profile {OWN}", profile.cargo_name());
    }
    let name = profile.cargo_name();
    eprintln!(
        "building bench-cli with the {name} profile (this binary is {OWN}); a fat-LTO build takes \
         about 20 minutes on 2 cores the first time"
    );
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(workspace_root())
        .args(["build", "--locked", "-p", "bench-cli", "--profile", name])
        .status()
        .context("cannot run cargo to build the profile's bench-cli")?;
    if !status.success() {
        bail!("building bench-cli with the {name} profile failed ({status})");
    }
    let binary = target_dir().join(name).join("bench-cli");
    let error = Command::new(&binary).args(std::env::args_os().skip(1)).env(REEXEC_ENV, "1").exec();
    Err(error).with_context(|| format!("cannot run {}", binary.display()))
}
