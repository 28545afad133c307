//! The build profile is a setting of every number: `run --profile` builds the bench binaries
//! with that cargo profile (default: the profile this bench-cli was built with), and the
//! results' meta records it.

/// The profiles `run --profile` offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Profile {
    /// The workspace's release profile: what `cargo build --release` ships.
    Release,
    /// `bench-lto`: release with `lto = "fat"` and `codegen-units = 1`.
    Lto,
}

impl Profile {
    /// The cargo profile's name.
    pub(crate) fn cargo_name(self) -> &'static str {
        match self {
            Profile::Release => "release",
            Profile::Lto => "bench-lto",
        }
    }
}

/// The cargo profile that built this binary, as its directory under `target/` names it
/// (`release`, `bench-lto`, `debug`, ...).
pub(crate) const OWN: &str = env!("SERBENCH_PROFILE");

/// The cargo profile to build the bench binaries with: `profile`, or this binary's own.
pub(crate) fn measured(profile: Option<Profile>) -> &'static str {
    match profile {
        Some(profile) => profile.cargo_name(),
        // Cargo's `dev` profile builds into `debug/`.
        None if OWN == "debug" => "dev",
        None => OWN,
    }
}

/// The directory under `target/` that cargo profile `name` builds into.
pub(crate) fn directory(name: &str) -> &str {
    if name == "dev" { "debug" } else { name }
}
