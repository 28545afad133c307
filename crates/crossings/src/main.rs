//! `cargo run -p crossings -- [--json PATH]`: every JSON, MessagePack, CBOR, Protocol Buffers,
//! TOML and YAML variant's bytes read in Python, JavaScript and Go, and what those languages write read back in
//! Rust; printed, and written as the file the pages and the verdicts read
//! (`docs/data/crossings.json`). The peers are installed by `scripts/install-peers`.

#![allow(clippy::print_stdout, clippy::print_stderr, reason = "a command-line tool prints")]

use std::{path::PathBuf, process::ExitCode, time::Instant};

use anyhow::Context;
use clap::Parser;
use crossings::{Options, PEERS};
use crossings_file::{Case, Outcome, Report, SCHEMA};

/// Whether each Rust variant's bytes cross to other languages and back.
#[derive(Parser)]
#[command(name = "crossings")]
struct Args {
    /// The languages to cross to, comma-separated.
    #[arg(long, value_delimiter = ',', default_value = "python,javascript,go")]
    language: Vec<String>,
    /// Data sets to cross, comma-separated, and `values` for the values that break crossings
    /// [default: all of them].
    #[arg(long, value_delimiter = ',')]
    dataset: Option<Vec<String>>,
    /// Formats (`rmp-serde`) or variants (`rmp-serde/serde`), comma-separated [default: every
    /// JSON, MessagePack, CBOR, Protocol Buffers, TOML and YAML variant].
    #[arg(long, value_delimiter = ',')]
    format: Option<Vec<String>>,
    /// At most this many records of each data set (its shape; the values that break crossings
    /// are cases of their own).
    #[arg(long, value_name = "N", default_value_t = 20)]
    records: usize,
    /// Also time each language's library reading and writing each data set's case (each
    /// language's usual way: timeit, a calibrated loop of process.hrtime, testing.Benchmark).
    #[arg(long)]
    speeds: bool,
    /// Also write the results as JSON to PATH (atomically), for `bench-cli report`.
    #[arg(long, value_name = "PATH")]
    json: Option<PathBuf>,
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
    // The tree the study is built from, as it starts: an edit made while it runs (ten minutes
    // with its speeds) is not in what it measured.
    let git_commit = bench_support::git_commit();
    let mut peers = Vec::new();
    for language in &args.language {
        let peer = PEERS.iter().find(|peer| peer.language == language).with_context(|| {
            let known: Vec<&str> = PEERS.iter().map(|peer| peer.language).collect();
            bench_support::UsageError(format!(
                "no language `{language}` (known: {})",
                known.join(", ")
            ))
        })?;
        peers.push(*peer);
    }
    let target = bench_support::target_dir();
    let options = Options {
        peers,
        datasets: args.dataset.clone(),
        formats: args.format.clone(),
        records: args.records,
        work: target.join("crossings"),
        target,
        speeds: args.speeds,
    };
    let started = Instant::now();
    let findings = crossings::run(&options, &mut |step| {
        eprintln!("crossings: {step} ({:.0} s so far)", started.elapsed().as_secs_f64());
    })?;
    for shape in &findings.shapes {
        let mut notes: Vec<String> =
            shape.differences.iter().map(|difference| difference.line()).collect();
        notes.extend(
            shape.round_trip.iter().map(|failure| format!("its own round trip: {failure}")),
        );
        if !notes.is_empty() {
            println!(
                "{} {}/{}: {}",
                name(&shape.case),
                shape.format,
                shape.variant,
                notes.join("; ")
            );
        }
    }
    for cell in &findings.cells {
        if cell.read != Outcome::Crosses || cell.write != Outcome::Crosses {
            println!(
                "{} {}/{} {}: read {} | written {}",
                name(&cell.case),
                cell.format,
                cell.variant,
                cell.language,
                cell.read.line(),
                cell.write.line()
            );
        }
    }
    let both = findings
        .cells
        .iter()
        .filter(|cell| cell.read == Outcome::Crosses && cell.write == Outcome::Crosses)
        .count();
    println!("{both} of {} cells cross both ways", findings.cells.len());
    let Some(path) = &args.json else { return Ok(()) };
    let report = Report {
        schema: SCHEMA,
        timestamp: bench_support::utc_timestamp(std::time::SystemTime::now(), ':'),
        git_commit,
        languages: findings.languages,
        records: findings.records,
        shapes: findings.shapes,
        cells: findings.cells,
        speeds: findings.speeds,
    };
    bench_support::write_json(&report, [path.as_path()])?;
    eprintln!("crossings: written to {}", path.display());
    Ok(())
}

fn name(case: &Case) -> String {
    match case {
        Case::Dataset(name) => name.clone(),
        Case::Value(name) => format!("`{name}`"),
    }
}
