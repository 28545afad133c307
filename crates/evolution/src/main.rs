//! `cargo run --release -p evolution -- [--json PATH]`: the evolution matrix, every format on every
//! everyday change of a type in both directions, printed, and written as the file the pages read
//! (`docs/data/evolution.json`; `bench-cli report` renders docs/evolution.md and the site's
//! section from it).

#![allow(clippy::print_stdout, clippy::print_stderr, reason = "a command-line tool prints")]

use std::{path::PathBuf, process::ExitCode};

use clap::Parser;

/// Every format's verdict on every everyday change of a type: new code reading old bytes, and
/// old code reading new bytes (reads, rejects, CORRUPTS, panics).
#[derive(Parser)]
#[command(name = "evolution")]
struct Args {
    /// Also write the matrix as JSON to PATH (atomically), for `bench-cli report`.
    #[arg(long, value_name = "PATH")]
    json: Option<PathBuf>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    if args.json.is_some() && cfg!(debug_assertions) {
        // A library's overflow checks, on in the dev profile, can turn a misread into a panic:
        // what is published is what users' release builds do.
        eprintln!(
            "error: the published matrix is made in the release profile: \
             cargo run --release -p evolution -- --json PATH"
        );
        return ExitCode::from(2);
    }
    let started = std::time::Instant::now();
    let steps = evolution::steps();
    print!("{}", evolution::render(&steps));
    let Some(path) = args.json else { return ExitCode::SUCCESS };
    let written = evolution::matrix(&steps)
        .and_then(|matrix| bench_support::write_json(&matrix, [path.as_path()]));
    match written {
        Ok(()) => {
            let seconds = started.elapsed().as_secs_f64();
            eprintln!(
                "evolution: {} steps in {seconds:.1} s, written to {}",
                steps.len(),
                path.display()
            );
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("error: {error:#}");
            bench_support::exit_code(&error)
        }
    }
}
