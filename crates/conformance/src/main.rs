//! `cargo run -p conformance -- [--json PATH]`: each Rust library of a wire through the wire's own
//! test suite; printed, and written as the file the pages read (`docs/data/conformance.json`).

#![allow(clippy::print_stdout, clippy::print_stderr, reason = "a command-line tool prints")]

use std::{path::PathBuf, process::ExitCode, time::Instant};

use anyhow::Context;
use clap::Parser;
use conformance::LIBRARIES;
use conformance_file::{Expected, Got, Report, SCHEMA};

/// Each Rust library of a wire through the wire's own test suite.
#[derive(Parser)]
#[command(name = "conformance")]
struct Args {
    /// Libraries to run, comma-separated [default: every one: serde_json, simd-json, flexon,
    /// miniserde, rmp-serde, zerompk, toml, serde-saphyr].
    #[arg(long, value_delimiter = ',')]
    library: Option<Vec<String>>,
    /// Also write the results as JSON to PATH (atomically), for `bench-cli report`.
    #[arg(long, value_name = "PATH")]
    json: Option<PathBuf>,
    /// Run LIBRARY's cases in this process, one line each (the study's own children).
    #[arg(long, value_name = "LIBRARY", hide = true)]
    child: Option<String>,
    /// With `--child`: the first case to run.
    #[arg(long, default_value_t = 0, hide = true)]
    from: usize,
}

fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            bench_support::exit_code(&error)
        }
    }
}

fn run(args: &Args) -> anyhow::Result<()> {
    if let Some(name) = &args.child {
        let library = conformance::library(name).context("no such library")?;
        return conformance::child(library, args.from);
    }
    let mut libraries = Vec::new();
    for name in args.library.iter().flatten() {
        libraries.push(conformance::library(name).with_context(|| {
            let known: Vec<&str> = LIBRARIES.iter().map(|library| library.name).collect();
            bench_support::UsageError(format!("no library `{name}` (known: {})", known.join(", ")))
        })?);
    }
    if libraries.is_empty() {
        libraries = LIBRARIES.iter().collect();
    }
    let binary = std::env::current_exe().context("cannot find this program")?;
    let lock = cargo_lock::Lockfile::load(bench_support::workspace_root().join("Cargo.lock"))
        .context("cannot read Cargo.lock")?;
    let started = Instant::now();
    let mut rows = Vec::new();
    for library in libraries {
        let row = conformance::run(library, &binary, &lock)?;
        let count = |expected: Expected| row.checks.iter().filter(move |c| c.expected == expected);
        let passed = |expected| count(expected).filter(|check| check.passes()).count();
        let either = count(Expected::Either).filter(|check| check.got == Got::Accepted).count();
        println!(
            "{} {} ({}): must read {} of {}, must refuse {} of {}{}",
            row.suite,
            row.library,
            row.version,
            passed(Expected::Accept),
            count(Expected::Accept).count(),
            passed(Expected::Reject),
            count(Expected::Reject).count(),
            match count(Expected::Either).count() {
                0 => String::new(),
                all => format!(", either way: read {either} of {all}"),
            }
        );
        for check in row.checks.iter().filter(|check| !check.passes()) {
            println!("  {}: {} ({})", check.case, check.got.word(), check.detail);
        }
        eprintln!(
            "conformance: {} done ({:.0} s so far)",
            row.library,
            started.elapsed().as_secs_f64()
        );
        rows.push(row);
    }
    let Some(path) = &args.json else { return Ok(()) };
    let report = Report {
        schema: SCHEMA,
        timestamp: bench_support::utc_timestamp(std::time::SystemTime::now(), ':'),
        git_commit: bench_support::git_commit(),
        suites: conformance::suites(),
        rows,
    };
    bench_support::write_json(&report, [path.as_path()])?;
    eprintln!("conformance: written to {}", path.display());
    Ok(())
}
