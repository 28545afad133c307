//! `cargo run -p config-edits -- [--json PATH]`: each human-edited format's errors on
//! everyday wrong edits of a config file, printed, and written as the file the pages and the
//! verdicts read (`docs/data/config-edits.json`).

#![allow(clippy::print_stdout, clippy::print_stderr, reason = "a command-line tool prints")]

use std::{path::PathBuf, process::ExitCode};

use anyhow::Context;
use clap::Parser;
use config_edits_file::{Report, SCHEMA};

/// What JSON, RON, YAML and TOML tell a person whose edit of a config file is wrong: whether the
/// error names the line, the field and the expected type.
#[derive(Parser)]
#[command(name = "config-edits")]
struct Args {
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
    let manifest = bench_support::workspace_root().join("crates/config-edits/Cargo.toml");
    let metadata = cargo_files::cargo_metadata::MetadataCommand::new()
        .manifest_path(manifest)
        .exec()
        .context("cargo metadata, for the libraries' versions")?;
    let resolved = cargo_files::resolved_versions(&metadata);
    let mut formats = Vec::new();
    for library in config_edits::libraries() {
        let key = ("config-edits".to_string(), library.library.to_string());
        let version =
            resolved.get(&key).with_context(|| format!("{} is not resolved", library.library))?;
        let format = config_edits::measure(&library, version)?;
        let (met, of) = format.total();
        println!("{} {version}: names {met} of {of}", format.format);
        for edit in &format.edits {
            let error = edit.error_text().replace('\n', " | ");
            println!("  {}: names {}: {error}", edit.edit, edit.named());
        }
        for typed in &format.typed {
            println!(
                "  `{}` typed into a {} ({}): {}",
                typed.typed,
                typed.field,
                typed.case,
                typed.read.words()
            );
        }
        formats.push(format);
    }
    let Some(path) = &args.json else { return Ok(()) };
    let report = Report {
        schema: SCHEMA,
        timestamp: bench_support::utc_timestamp(std::time::SystemTime::now(), ':'),
        git_commit: bench_support::git_commit(),
        config: serde_json::to_string_pretty(&config_edits::config())?,
        formats,
    };
    bench_support::write_json(&report, [path.as_path()])?;
    eprintln!("config-edits: written to {}", path.display());
    Ok(())
}
