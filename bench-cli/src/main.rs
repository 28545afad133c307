//! `bench-cli`: runs the divan benchmarks of every format × data set and prints one table per
//! data set (size, zstd size, serialize and deserialize medians, throughput, allocations, build
//! time), writing the results as JSON. See docs/methodology.md for how each number is obtained.

#![allow(
    clippy::print_stdout,
    clippy::print_stderr,
    reason = "a command-line tool prints; the libraries it drives do not"
)]

mod compare;
mod document;
mod list;
mod report;
mod robustness;
mod role;
mod run;
mod selection;
mod table;
#[cfg(test)]
mod tidy;

use std::{path::PathBuf, process::ExitCode};

use bench_support::UsageError;
use bench_support::results;

use clap::{Parser, Subcommand};

use crate::{role::Role, selection::Selection, table::Style};

#[derive(Debug, Parser)]
#[command(name = "bench-cli", version, about = "Rust serialization formats, measured")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Benchmark the selected formats on the selected data sets and print the tables.
    Run {
        /// `all`, or a comma-separated list of formats (`bitcode`) or variants (`bitcode/serde`).
        #[arg(long, default_value = "all", value_name = "all|NAME[,NAME...]")]
        format: String,
        /// `all`, or a comma-separated list of data sets.
        #[arg(long, default_value = "all", value_name = "all|NAME[,NAME...]")]
        dataset: String,
        /// Fewer samples and a shorter time cap per case: seconds instead of minutes.
        #[arg(long)]
        quick: bool,
        /// Measure every case this many times, each in a fresh process (default 6; 1 with
        /// --quick).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
        rounds: Option<u32>,
        /// Also write the results file here (it is always kept under target/bench-results/).
        #[arg(long, value_name = "PATH")]
        json: Option<PathBuf>,
        /// Also write the tables as Markdown here.
        #[arg(long, value_name = "PATH")]
        markdown: Option<PathBuf>,
        /// Benchmark your own JSON document (up to 256 MiB) instead of the built-in data sets,
        /// with every format that can carry a generic value.
        #[arg(long, value_name = "FILE.json", conflicts_with = "dataset")]
        input: Option<PathBuf>,
    },
    /// Feed corrupt inputs to every decoder and count what happens: clean error, garbage
    /// accepted, the original, panic, abort.
    Robustness {
        /// `all`, or a comma-separated list of formats or variants.
        #[arg(long, default_value = "all", value_name = "all|NAME[,NAME...]")]
        format: String,
        /// `all`, or a comma-separated list of data sets.
        #[arg(long, default_value = "all", value_name = "all|NAME[,NAME...]")]
        dataset: String,
        /// Corrupt inputs per format × data set.
        #[arg(long, default_value_t = 10_000, value_name = "N")]
        cases: u64,
        /// Also write the results here (they are always kept in target/robustness.json).
        #[arg(long, value_name = "PATH")]
        json: Option<PathBuf>,
        /// Add three deliberately broken formats (panics, aborts, allocates without bound) to
        /// prove the classification; for tests.
        #[arg(long, hide = true)]
        include_broken: bool,
    },
    /// Compare two results files: what got slower, bigger or more allocation-hungry. Exits 1 on
    /// a regression, 2 when the files cannot be compared.
    Compare {
        base: PathBuf,
        head: PathBuf,
        /// Also write the comparison as Markdown here.
        #[arg(long, value_name = "PATH")]
        markdown: Option<PathBuf>,
        /// Time changes smaller than this (per cent) are not reported.
        #[arg(long, value_name = "PCT", default_value_t = compare::DEFAULT_THRESHOLD_PCT)]
        threshold: f64,
    },
    /// Merge results files of one commit, run one after another, into one (pooling rounds).
    Merge {
        /// Where to write the merged results.
        #[arg(long, short, value_name = "PATH")]
        output: PathBuf,
        #[arg(required = true, value_name = "RESULTS")]
        inputs: Vec<PathBuf>,
    },
    /// List the format variants (library, version, settings) and the data sets.
    List {
        /// List every benchmark case instead, one `dataset/format/variant/op` per line.
        #[arg(long, conflicts_with = "markdown")]
        cases: bool,
        /// Print the two tables as Markdown (the README's tables are exactly this).
        #[arg(long)]
        markdown: bool,
    },
}

fn main() -> ExitCode {
    let result = match Role::from_env() {
        Ok(None) => dispatch(Cli::parse()),
        Ok(Some(Role::Bench(spec))) => run::child::run(spec).map(|()| ExitCode::SUCCESS),
        Ok(Some(Role::Robustness(spec))) => {
            robustness::child::run(&spec).map(|()| ExitCode::SUCCESS)
        }
        Err(error) => Err(error),
    };
    result.unwrap_or_else(|error| fail(&error))
}

fn dispatch(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        Command::Run { format, dataset, quick, rounds, json, markdown, input } => {
            let selection = Selection::parse(&format, &dataset)?;
            run::run(&run::RunOptions { selection, quick, rounds, json, markdown, input })?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Robustness { format, dataset, cases, json, include_broken } => {
            let selection = Selection::parse(&format, &dataset)?;
            robustness::run(&robustness::Options { selection, cases, json, include_broken })?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Compare { base, head, markdown, threshold } => {
            if !(threshold.is_finite() && threshold >= 0.0) {
                return Err(
                    UsageError(format!("--threshold takes a percentage, not {threshold}")).into()
                );
            }
            let (base, head) = (results::load(&base)?, results::load(&head)?);
            compare::check_comparable(&base, &head)?;
            let changes = compare::compare(&base, &head, threshold);
            print!("{}", compare::render(&changes, threshold, Style::Terminal));
            if let Some(path) = markdown {
                let text = compare::render(&changes, threshold, Style::Markdown);
                bench_support::write_atomic(&path, text.as_bytes())?;
            }
            let regressed =
                changes.iter().any(|change| change.verdict == compare::Verdict::Regression);
            Ok(if regressed { ExitCode::FAILURE } else { ExitCode::SUCCESS })
        }
        Command::Merge { output, inputs } => {
            let runs =
                inputs.iter().map(|path| results::load(path)).collect::<Result<Vec<_>, _>>()?;
            let merged = compare::merge(runs)?;
            let json = serde_json::to_vec_pretty(&merged)?;
            bench_support::write_atomic(&output, &json)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::List { cases: false, markdown } => {
            print!("{}", list::render(if markdown { Style::Markdown } else { Style::Terminal }));
            Ok(ExitCode::SUCCESS)
        }
        Command::List { cases: true, .. } => {
            for case in run::cases::all_cases(false) {
                println!("{case}");
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// One line on stderr with the whole error chain; exit code 2 for usage errors, 1 otherwise.
fn fail(error: &anyhow::Error) -> ExitCode {
    eprintln!("error: {error:#}");
    bench_support::exit_code(error)
}
