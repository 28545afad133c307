//! `cargo run -p footprint -- wasm [--format ...] [--dataset ...] [--quick] [--json PATH]`: each
//! format's round trips compiled for wasm32-wasip1 and run in wasmtime and Node beside the same
//! program built natively; the bytes checked equal to native's, the times as ratios to native's.

#![allow(clippy::print_stdout, clippy::print_stderr, reason = "a command-line tool prints")]

use std::{path::PathBuf, process::ExitCode};

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "footprint", about = "What a format costs beyond native speed: in wasm engines")]
struct Args {
    #[command(subcommand)]
    command: Commands,
}

#[derive(Subcommand)]
enum Commands {
    /// Every format's round trip on every data set it holds, natively and in wasm engines (wasmtime
    /// through its Python package, Node's WASI): bytes checked equal, times as ratios to native.
    /// Its budget is 10 minutes on 2 cores once the libraries are built for both targets (the
    /// measured figure: docs/methodology/timing.md).
    Wasm {
        /// Formats by name (`postcard`) or format crate (`fmt-postcard`), comma-separated [default: every format].
        #[arg(long, value_delimiter = ',')]
        format: Option<Vec<String>>,
        /// Data sets by name, comma-separated [default: every data set].
        #[arg(long, value_delimiter = ',')]
        dataset: Option<Vec<String>>,
        /// One short batch per call: a smoke test, not a measurement.
        #[arg(long)]
        quick: bool,
        /// Also write the matrix as JSON to PATH (atomically), for `bench-cli report`.
        #[arg(long, value_name = "PATH")]
        json: Option<PathBuf>,
    },
}

fn main() -> ExitCode {
    let Args { command: Commands::Wasm { format, dataset, quick, json } } = Args::parse();
    let options = footprint::wasm::Options { formats: format, datasets: dataset, quick };
    let result = footprint::wasm::run(&options).and_then(|wasm| {
        print!("{}", publish::wasm::tables(&wasm, publish::table::Style::Terminal));
        match &json {
            Some(path) => bench_support::write_json(&wasm, [path.as_path()]),
            None => Ok(()),
        }
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            bench_support::exit_code(&error)
        }
    }
}
