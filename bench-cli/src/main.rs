//! `bench-cli`: runs the divan benchmarks of every format × data set and prints one table per
//! data set (size, zstd size, serialize and deserialize medians, throughput, allocations, build
//! time), writing the results as JSON. See docs/methodology.md for how each number is obtained.

#![allow(
    clippy::print_stdout,
    clippy::print_stderr,
    reason = "a command-line tool prints; the libraries it drives do not"
)]

mod cases;
mod child;
mod divan_report;
mod report;
mod results;
mod run;

use std::{path::PathBuf, process::ExitCode};

use clap::{Parser, Subcommand};

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
        /// Fewer samples and a shorter time cap per case: a minute instead of five.
        #[arg(long)]
        quick: bool,
        /// Also write the results file here (it is always kept under target/bench-results/).
        #[arg(long, value_name = "PATH")]
        json: Option<PathBuf>,
        /// Also write the tables as Markdown here.
        #[arg(long, value_name = "PATH")]
        markdown: Option<PathBuf>,
    },
    /// List the format variants (with library and version) and the data sets.
    List {
        /// List every benchmark case instead, one `dataset/format/variant/op` per line.
        #[arg(long)]
        cases: bool,
    },
}

/// A mistake in what the user asked for: reported in one line, exit code 2.
#[derive(Debug)]
pub(crate) struct UsageError(pub(crate) String);

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

fn main() -> ExitCode {
    match child::spec_from_env() {
        Ok(Some(spec)) => {
            child::run(spec);
            return ExitCode::SUCCESS;
        }
        Ok(None) => {}
        Err(error) => return fail(&error),
    }
    match dispatch(Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => fail(&error),
    }
}

fn dispatch(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Run { format, dataset, quick, json, markdown } => {
            let selection = run::Selection::parse(&format, &dataset)?;
            run::run(&run::RunOptions { selection, quick, json, markdown })
        }
        Command::List { cases: false } => {
            print!("{}", list());
            Ok(())
        }
        Command::List { cases: true } => {
            for case in cases::all_cases() {
                println!("{case}");
            }
            Ok(())
        }
    }
}

fn list() -> String {
    let mut formats = comfy_table::Table::new();
    formats.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
    formats.set_header(["format", "variant", "wire", "library version"]);
    for descriptor in registry::formats() {
        formats.add_row([descriptor.name, descriptor.variant, descriptor.wire, descriptor.version]);
    }
    let mut datasets = comfy_table::Table::new();
    datasets.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
    datasets.set_header(["data set", "records", "description"]);
    for dataset in registry::datasets() {
        datasets.add_row([
            dataset.name.to_string(),
            dataset.default_len.to_string(),
            dataset.description.into(),
        ]);
    }
    format!("formats:\n{formats}\n\ndata sets:\n{datasets}\n")
}

/// One line on stderr with the whole error chain; exit code 2 for usage errors, 1 otherwise.
fn fail(error: &anyhow::Error) -> ExitCode {
    eprintln!("error: {error:#}");
    if error.downcast_ref::<UsageError>().is_some() { ExitCode::from(2) } else { ExitCode::FAILURE }
}
