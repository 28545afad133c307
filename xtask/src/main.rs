//! `cargo xtask`: project automation that is not part of the benchmark itself.
//!
//! - `cargo xtask compile-times [--format all|NAME,...] [--rounds N] [--quick] [--json PATH]`:
//!   what each format costs a build, measured as described in docs/methodology.md.
//! - `cargo xtask ci-compare [--base REV] [--alternations N] [--rounds N] [--no-instructions]`:
//!   benchmark a base commit and the working tree alternately on this machine (counting
//!   instructions under callgrind in the first run of each side) and compare them.
//! - `cargo xtask codegen [--check | --paths]`: regenerate the schema formats' Rust code from
//!   `schemas/`, or fail when the committed code is stale, or name what it reads and writes.

#![allow(
    clippy::print_stdout,
    clippy::print_stderr,
    reason = "a command-line tool prints; the libraries it drives do not"
)]

mod ci_compare;
mod codegen;
mod compile_times;

use std::{path::PathBuf, process::ExitCode};

pub(crate) use bench_support::UsageError;

/// Each command's usage line: a usage error is one line, its own command's.
const COMPILE_TIMES: &str =
    "cargo xtask compile-times [--format all|NAME[,NAME...]] [--rounds N] [--quick] [--json PATH]";
const CI_COMPARE: &str =
    "cargo xtask ci-compare [--base REV] [--alternations N] [--rounds N] [--no-instructions]";
const CODEGEN: &str = "cargo xtask codegen [--check | --paths]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("compile-times") => parse_compile_times(&args[1..])
            .and_then(|options| compile_times::run(&options))
            .map(|()| ExitCode::SUCCESS),
        Some("ci-compare") => {
            parse_ci_compare(&args[1..]).and_then(|options| ci_compare::run(&options))
        }
        Some("codegen") => parse_codegen(&args[1..]).and_then(|options| codegen::run(&options)),
        Some(other) => Err(UsageError(format!(
            "unknown command `{other}`; commands: compile-times, ci-compare, codegen"
        ))
        .into()),
        None => Err(UsageError(format!(
            "usage: {COMPILE_TIMES}\n       {CI_COMPARE}\n       {CODEGEN}"
        ))
        .into()),
    };
    match result {
        Ok(code) => code,
        Err(error) => {
            eprintln!("error: {error:#}");
            bench_support::exit_code(&error)
        }
    }
}

fn parse_codegen(args: &[String]) -> anyhow::Result<codegen::Options> {
    match args {
        [] => Ok(codegen::Options { mode: codegen::Mode::Write }),
        [flag] if flag == "--check" => Ok(codegen::Options { mode: codegen::Mode::Check }),
        [flag] if flag == "--paths" => Ok(codegen::Options { mode: codegen::Mode::Paths }),
        _ => Err(UsageError(format!("codegen takes --check or --paths; usage: {CODEGEN}")).into()),
    }
}

fn parse_compile_times(args: &[String]) -> anyhow::Result<compile_times::Options> {
    let mut options = compile_times::Options { formats: None, rounds: 5, quick: false, json: None };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .cloned()
                .ok_or_else(|| UsageError(format!("{name} needs a value; usage: {COMPILE_TIMES}")))
        };
        match arg.as_str() {
            "--format" => {
                let list = value("--format")?;
                options.formats = (list.trim() != "all")
                    .then(|| list.split(',').map(|name| name.trim().to_string()).collect());
            }
            "--rounds" => {
                let text = value("--rounds")?;
                options.rounds =
                    text.parse().ok().filter(|rounds| *rounds > 0).ok_or_else(|| {
                        UsageError(format!("--rounds takes a positive whole number, not `{text}`"))
                    })?;
            }
            "--quick" => options.quick = true,
            "--json" => options.json = Some(PathBuf::from(value("--json")?)),
            other => {
                return Err(UsageError(format!(
                    "unknown option `{other}`; usage: {COMPILE_TIMES}"
                ))
                .into());
            }
        }
    }
    Ok(options)
}

fn parse_ci_compare(args: &[String]) -> anyhow::Result<ci_compare::Options> {
    let mut options =
        ci_compare::Options { base: None, alternations: 3, rounds: 2, instructions: true };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .cloned()
                .ok_or_else(|| UsageError(format!("{name} needs a value; usage: {CI_COMPARE}")))
        };
        let mut count = |name: &str| -> anyhow::Result<u32> {
            let text = value(name)?;
            Ok(text.parse().ok().filter(|count| *count > 0).ok_or_else(|| {
                UsageError(format!("{name} takes a positive whole number, not `{text}`"))
            })?)
        };
        match arg.as_str() {
            "--base" => options.base = Some(value("--base")?),
            "--alternations" => options.alternations = count("--alternations")?,
            "--rounds" => options.rounds = count("--rounds")?,
            "--no-instructions" => options.instructions = false,
            other => {
                return Err(
                    UsageError(format!("unknown option `{other}`; usage: {CI_COMPARE}")).into()
                );
            }
        }
    }
    Ok(options)
}
