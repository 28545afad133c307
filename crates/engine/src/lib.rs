//! The measuring engine: what a bench binary is made of.
//!
//! Each format crate has a bench crate of its own (`benches/<format>`), which is this library and
//! one [`Suite`]: the format's line of the registry (which data sets it meets, how). Laid out
//! alone, a format's code does not move when another format changes, and one format rebuilds
//! without relinking the others. `bench-cli run` builds the binaries and drives them through the
//! roles in [`spec`]. Each format has two binaries:
//!
//! - `bench-<format>-timed` (`benches/<format>`, `src/bin/`): bench (one divan round), and nothing
//!   else, so that each operation's one call in it is inside divan's sample loop ([`child`]). It
//!   is the measurement: the command line also finds each case's sample size with it (a short
//!   divan round at fixed sizes) and counts its loops' instructions under callgrind.
//! - `bench-<format>-check` (`benches/<format>/check`): prepare (round trips, sizes, the encoded
//!   bytes), compress (zstd and LZ4 on bytes the command line hands over, in the floors' binary),
//!   allocations (each case's, counted exactly), the corrupt-input sweep and the other untimed
//!   roles. Nothing it answers depends on code generation, so it is built unoptimised.
//!
//! The command line decides what to run and publishes; this crate measures. Each binary is one
//! line: `engine::timed_main!(bench_postcard::Formats);` in `src/bin/bench-postcard-timed.rs`,
//! `engine::check_main!(bench_postcard::Formats);` in `check/src/main.rs`.

mod allocations;
mod cases;
#[doc(hidden)]
pub mod child;
mod compress;
mod heap;
pub mod interop;
mod mutate;
mod prepare;
pub mod sweep;

use std::{io::Write, process::ExitCode};

use bench_support::UsageError;
#[doc(hidden)]
pub use divan;
// What the command line and the binaries agree on (the roles' specs, the data sets, the Visitor,
// the constants), from the crate both link, under the engine's names.
// Its own `interop` and `sweep` modules shadow the protocol's, and re-export their constants.
pub use protocol::*;

pub use cases::{Collect, case_names};
pub use heap::{Allocator, Counting, counts as allocations_counted};

/// What one bench binary measures: its format variants on the data sets they meet.
pub trait Suite {
    /// The binary's name, which is its package's: `env!("CARGO_PKG_NAME")`.
    const BINARY: &'static str;

    /// The suite's cells serialize only (the techniques suite: a study of serializing, whose
    /// round trips are still checked).
    const SERIALIZE_ONLY: bool = false;

    /// The suite's values are a user's, which a format may fail to carry: a pair whose round
    /// trip fails is listed as not measured, with the error, rather than stopping the run (on the
    /// built-in data sets such a failure is a bug).
    const FALLIBLE: bool = false;

    /// Every format variant × data set, in table order.
    fn visit(visitor: &mut impl Visitor);

    /// The format variants on the user's document (`run --input`, [`Document`]): `codec` where
    /// the format's decoder is self-describing, `not_measured` with the reason where it is not.
    fn visit_values(visitor: &mut impl Visitor);
}

/// A suite with no format: the `memcpy` floors (every binary has them) and the compressors.
#[derive(Debug)]
pub struct Floors;

impl Suite for Floors {
    const BINARY: &'static str = protocol::FLOOR_BINARY;
    fn visit(_: &mut impl Visitor) {}
    fn visit_values(_: &mut impl Visitor) {}
}

/// Declares a bench crate's suite, `Formats`, from the bodies of [`Suite::visit`] and
/// [`Suite::visit_values`] (each given the visitor's name); its binary is its package.
#[macro_export]
macro_rules! suite {
    (
        $(#[$meta:meta])*
        visit($visitor:ident) $visit:block
        visit_values($values:ident) $visit_values:block
    ) => {
        $(#[$meta])*
        #[derive(Debug)]
        pub struct Formats;

        impl $crate::Suite for Formats {
            const BINARY: &'static str = env!("CARGO_PKG_NAME");

            fn visit($visitor: &mut impl $crate::Visitor) $visit

            fn visit_values($values: &mut impl $crate::Visitor) $visit_values
        }
    };
}

/// Declares a format's checking binary (`bench-<format>-check`): its `main`, which runs every role
/// but timing, and its global allocator ([`Allocator`]), for suite `$suite`.
#[macro_export]
macro_rules! check_main {
    ($suite:ty) => {
        #[global_allocator]
        static ALLOC: $crate::Allocator = $crate::Allocator::system();

        fn main() -> ::std::process::ExitCode {
            $crate::main::<$suite>()
        }
    };
}

/// Declares a format's timed binary (`bench-<format>-timed`, `src/bin/`): its `main`, which runs
/// the bench role, its divan benchmark and its global allocator ([`Allocator`]: the system's,
/// counted by divan in the rounds that ask), for suite `$suite`.
#[macro_export]
macro_rules! timed_main {
    ($suite:ty) => {
        #[global_allocator]
        static ALLOC: $crate::Allocator = $crate::Allocator::system();

        // Not in `cargo test`'s build of the binary, which runs no benchmark (divan's test mode
        // is the spec's `test`): registered there, it compiled every case for nothing.
        #[cfg(not(test))]
        #[$crate::divan::bench(crate = $crate::divan, args = $crate::child::selected_cases::<$suite>())]
        fn case(bencher: $crate::divan::Bencher, case: &$crate::child::Case) {
            $crate::child::run_case::<$suite>(bencher, case);
        }

        fn main() -> ::std::process::ExitCode {
            $crate::timed_main::<$suite>()
        }
    };
}

/// A checking binary's `main`: runs the untimed role the command line started it in (prepare,
/// compress, allocations, the sweep, ...). Exits 2 after a usage error (one line on stderr), 1
/// after any other failure.
pub fn main<S: Suite>() -> ExitCode {
    exit(
        S::BINARY,
        role::<S>().and_then(|role| match role {
            spec::Role::Prepare(spec) => {
                heap::hold()?;
                let prepared = prepare::prepare::<S>(&spec)?;
                write_output(&prepared)
            }
            spec::Role::Compress(spec) => write_output(&compress::files(&spec)?),
            spec::Role::Decode(spec) => write_output(&prepare::decode::<S>(&spec)),
            spec::Role::Instructions(_) => Err(UsageError(format!(
                "{}-check counts no instructions: the command line counts {}-timed's own loops",
                S::BINARY,
                S::BINARY
            ))
            .into()),
            spec::Role::Allocations(spec) => {
                heap::hold()?;
                write_output(&allocations::child::<S>(&spec)?)
            }
            spec::Role::Cases => write_output(&cases::case_names(|collect| S::visit(collect))),
            spec::Role::SweepPairs(selection) => {
                write_output(&sweep::selected_pairs::<S>(&selection))
            }
            spec::Role::Sweep(spec) => sweep::child::<S>(&spec),
            spec::Role::Interop(spec) => write_output(&interop::run::<S>(&spec)?),
            spec::Role::Bench(_) => Err(UsageError(format!(
                "{}-check prepares and counts; its cases are timed by {}-timed",
                S::BINARY,
                S::BINARY
            ))
            .into()),
        }),
    )
}

/// A timed binary's `main`: runs the bench role, one divan round of the cases the command line
/// names. Exits as [`main`] does.
pub fn timed_main<S: Suite>() -> ExitCode {
    exit(
        S::BINARY,
        role::<S>().and_then(|role| match role {
            spec::Role::Bench(spec) => {
                heap::hold()?;
                child::run(spec)
            }
            _ => Err(UsageError(format!(
                "{}-timed only times; {} prepares, compresses and counts",
                S::BINARY,
                S::BINARY
            ))
            .into()),
        }),
    )
}

/// Writes a role's answer to stdout, as JSON.
fn write_output(output: &impl serde::Serialize) -> anyhow::Result<()> {
    use anyhow::Context;
    let mut stdout = std::io::stdout().lock();
    serde_json::to_writer(&mut stdout, output).context("cannot write the answer")?;
    stdout.flush().context("cannot write the answer")
}

/// The role this process was started in.
fn role<S: Suite>() -> anyhow::Result<spec::Role> {
    spec::Role::from_env()?.ok_or_else(|| {
        UsageError(format!(
            "{} is a bench binary that `bench-cli run` starts; run that instead",
            S::BINARY
        ))
        .into()
    })
}

/// A bench binary's exit: success, or one line on stderr prefixed with `binary` and exit 2 after
/// a usage error, 1 after any other failure.
pub fn exit(binary: &str, result: anyhow::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            let code = if error.is::<UsageError>() { 2 } else { 1 };
            let _ = writeln!(std::io::stderr(), "{binary}: {error:#}");
            ExitCode::from(code)
        }
    }
}
