//! `cargo run -p footprint -- wasm [--format ...] [--dataset ...] [--quick] [--json PATH]`: each
//! format's round trips compiled for wasm32-wasip1 and run in wasmtime and Node beside the same
//! program built natively; the bytes checked equal to native's, the times as ratios to native's.
//! `size` and `per-type`: the code each format adds, per data set and per type; `bare-metal`: each
//! format built for a Cortex-M and run on an emulated one; `merge`: a run of `size` or `per-type`
//! laid over the published file.

#![allow(clippy::print_stdout, clippy::print_stderr, reason = "a command-line tool prints")]

use std::{
    path::{Path, PathBuf},
    process::ExitCode,
};

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "footprint",
    about = "What a format costs beyond native speed: in wasm engines, and in code bytes"
)]
struct Args {
    #[command(subcommand)]
    command: Commands,
}

#[derive(Subcommand)]
enum Commands {
    /// Every format's round trip on every data set it holds, natively and in wasm engines (wasmtime
    /// through its Python package, Node's WASI): bytes checked equal, times as ratios to native.
    /// Its budget is 10 minutes on 2 cores once the libraries are built for both targets.
    Wasm {
        /// Formats by name (`postcard`) or `name/variant`, comma-separated [default: every format].
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
    /// The code each format adds to a program that round-trips one data set's types, over the same
    /// program with the types and no format: for the host and wasm32-wasip1, at opt-level 3 and
    /// "z", with fat LTO on the `--lto` data sets; and the heaviest functions it adds. Its budget
    /// is 15 minutes on 2 cores once the libraries are built.
    Size {
        /// Formats by name (`postcard`) or `name/variant`, comma-separated [default: every format].
        #[arg(long, value_delimiter = ',')]
        format: Option<Vec<String>>,
        /// Data sets by name, comma-separated [default: every data set].
        #[arg(long, value_delimiter = ',')]
        dataset: Option<Vec<String>>,
        /// The data sets also built with fat LTO (a fat-LTO link per program is slow); `--lto ''`
        /// for none.
        #[arg(long, value_delimiter = ',', default_value = "log")]
        lto: Vec<String>,
        /// Also write the sizes as JSON to PATH (atomically), for `bench-cli report`.
        #[arg(long, value_name = "PATH")]
        json: Option<PathBuf>,
    },
    /// What a format costs per type: generated schemas of 16, 64 and 256 types, round-tripped with
    /// each format that derives (and the protobuf libraries' code generated from the same schema)
    /// and without one; the slope of the code bytes and of the compile seconds it adds per type,
    /// with the fit's R². Native, release, the libraries built. Its budget is 20 minutes on 2
    /// cores.
    PerType {
        /// Formats by name (`postcard`) or `name/variant`, comma-separated [default: every format].
        #[arg(long, value_delimiter = ',')]
        format: Option<Vec<String>>,
        /// Minutes a program's timed build may take; one that runs longer is stopped, and its
        /// row says at which size.
        #[arg(
            long,
            value_name = "MINUTES",
            default_value_t = footprint::per_type::BUILD_LIMIT.as_secs() / 60,
            value_parser = clap::value_parser!(u64).range(1..=24 * 60)
        )]
        build_limit: u64,
        /// Also write the slopes as JSON to PATH (atomically), for `bench-cli report`.
        #[arg(long, value_name = "PATH")]
        json: Option<PathBuf>,
    },
    /// Each format crate's round trip of `message` as a program for a bare-metal Cortex-M4
    /// (thumbv7em-none-eabihf), without an allocator and with a static heap: whether it builds,
    /// the flash and static RAM it adds over the same program without a format, and, run on qemu's
    /// mps2-an386 board, the stack each call reaches and the heap its decode takes, its bytes
    /// checked equal to the host's. Its budget is 15 minutes on 2 cores.
    BareMetal {
        /// Formats by name (`postcard`) or `name/variant`, comma-separated [default: every format].
        #[arg(long, value_delimiter = ',')]
        format: Option<Vec<String>>,
        /// Also write the matrix as JSON to PATH (atomically), for `bench-cli report`.
        #[arg(long, value_name = "PATH")]
        json: Option<PathBuf>,
    },
    /// Lays a run of `size` or `per-type` (the file its `--json` wrote) over a published file:
    /// the run's rows replace the file's of the same format crate (and data set, target and
    /// build), the others stay, and the file names the run each row came from. Refused when the
    /// two were made with another compiler or other settings. So a matrix too long for one
    /// sitting is measured in parts.
    Merge {
        /// Which file the run is.
        #[arg(value_enum)]
        kind: Kind,
        /// The run's file.
        run: PathBuf,
        /// The file it is laid over, written again atomically [default: docs/data/code-size.json
        /// or docs/data/per-type.json, as KIND is].
        #[arg(long, value_name = "PATH")]
        into: Option<PathBuf>,
        /// Only the run's rows of these formats, by name (`postcard`) or `name/variant`,
        /// comma-separated [default: every row of the run].
        #[arg(long, value_delimiter = ',')]
        format: Option<Vec<String>>,
    },
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum Kind {
    /// `footprint size`'s code bytes.
    Size,
    /// `footprint per-type`'s slopes.
    PerType,
}

fn main() -> ExitCode {
    let result = match Args::parse().command {
        Commands::Wasm { format, dataset, quick, json } => {
            let options = footprint::wasm::Options { formats: format, datasets: dataset, quick };
            footprint::wasm::run(&options).and_then(|wasm| {
                print!("{}", publish::wasm::tables(&wasm, publish::table::Style::Terminal));
                write(&wasm, json.as_deref())
            })
        }
        Commands::PerType { format, build_limit, json } => {
            let options = footprint::per_type::Options {
                formats: format,
                build_limit: std::time::Duration::from_secs(build_limit * 60),
            };
            footprint::per_type::run(&options).and_then(|slopes| {
                let slopes = footprint_file::Joined::one(slopes);
                print!(
                    "{}",
                    publish::code_size::per_type_table(&slopes, publish::table::Style::Terminal)
                );
                write(&slopes, json.as_deref())
            })
        }
        Commands::Size { format, dataset, lto, json } => {
            let lto = lto.into_iter().filter(|name| !name.is_empty()).collect();
            let options = footprint::size::Options { formats: format, datasets: dataset, lto };
            footprint::size::run(&options).and_then(|sizes| {
                print!("{}", publish::code_size::tables(&sizes, publish::table::Style::Terminal));
                write(&sizes, json.as_deref())
            })
        }
        Commands::BareMetal { format, json } => {
            let options = footprint::bare_metal::Options { formats: format };
            footprint::bare_metal::run(&options).and_then(|matrix| {
                print!("{}", publish::bare_metal::table(&matrix, publish::table::Style::Terminal));
                write(&matrix, json.as_deref())
            })
        }
        Commands::Merge { kind, run, into, format } => {
            let published = |file: &str| {
                into.clone()
                    .unwrap_or_else(|| bench_support::workspace_root().join("docs/data").join(file))
            };
            let formats = format.unwrap_or_default();
            match kind {
                Kind::Size => merge::<footprint_file::Sizes>(
                    &run,
                    &published(publish::published::CODE_SIZE),
                    &formats,
                ),
                Kind::PerType => merge::<footprint_file::PerType>(
                    &run,
                    &published(publish::published::PER_TYPE),
                    &formats,
                ),
            }
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            bench_support::exit_code(&error)
        }
    }
}

/// Writes `value` as JSON to `path`, where given.
fn write(value: &impl serde::Serialize, path: Option<&std::path::Path>) -> anyhow::Result<()> {
    path.map_or(Ok(()), |path| bench_support::write_json(value, [path]))
}

/// Lays the run at `run` (its rows of `formats`, by name or `name/variant`; all where empty)
/// over the file at `into`, and writes the joined file to `into`.
fn merge<T>(run: &Path, into: &Path, formats: &[String]) -> anyhow::Result<()>
where
    T: footprint_file::Rows + serde::Serialize + serde::de::DeserializeOwned,
{
    let read = |path: &Path| -> anyhow::Result<footprint_file::Joined<T>> {
        let usage = |why: String| bench_support::UsageError(format!("{}: {why}", path.display()));
        let text = std::fs::read_to_string(path).map_err(|error| usage(error.to_string()))?;
        Ok(serde_json::from_str(&text).map_err(|error| usage(format!("malformed: {error}")))?)
    };
    let (mut later, earlier) = (read(run)?, read(into)?);
    if !formats.is_empty() {
        let named = |row: &T::Row| {
            let (name, variant) = T::format(row);
            formats.iter().any(|wanted| *wanted == name || *wanted == format!("{name}/{variant}"))
        };
        later.file.rows_mut().retain(named);
        if later.file.rows().is_empty() {
            let words = formats.join(", ");
            let why = format!("{} has no row of {words}", run.display());
            return Err(bench_support::UsageError(why).into());
        }
    }
    let measured = later.file.rows().len();
    let joined = later.over(earlier).map_err(|why| {
        bench_support::UsageError(format!(
            "{} cannot be laid over {}: {why}",
            run.display(),
            into.display()
        ))
    })?;
    bench_support::write_json(&joined, [into])?;
    eprintln!(
        "{}: {measured} rows of the run, {} kept, from {} run(s)",
        into.display(),
        joined.file.rows().len() - measured,
        joined.runs().len()
    );
    Ok(())
}
