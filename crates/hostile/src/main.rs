//! `cargo run --release -p hostile -- [--format ...] [--dataset ...] [--json PATH]`: the
//! amplification scan. Every format variant, as the benchmark configures it, on a small valid
//! encoding of each data set it meets, with a length that promises more than the input holds
//! written over each of its first bytes ([`hostile_scan::crafted`]): what each crafted input makes the
//! decoder allocate and spend, per input byte, beside what the valid input does.
//!
//! Each pair runs in a child process (this program, `--child`), its address space capped at 1 GiB
//! so that an allocation the input asks for fails there: the child answers a line per case, and a
//! child that dies (an abort, the allocation's size read from its last words) or hangs is
//! restarted after the case that killed it.

#![allow(
    clippy::print_stdout,
    clippy::print_stderr,
    reason = "a command line: the child's answers on stdout, progress on stderr"
)]

mod child;
mod depth;
mod parent;

use std::{path::PathBuf, process::ExitCode, time::Duration};

use clap::Parser;

#[global_allocator]
static ALLOCATOR: hostile::Tracking = hostile::Tracking;

/// What an attacker's bytes cost each decoder: every format on crafted lengths written over a
/// small valid encoding of each data set, each decode's allocation and time per input byte beside
/// the valid input's; then how deep a document may nest before each self-describing decoder
/// refuses it or crashes, on an 8 MiB and a 256 KiB stack.
#[derive(Parser)]
#[command(name = "hostile")]
struct Args {
    /// Formats by name (`postcard`) or `name/variant`, comma-separated [default: every format].
    #[arg(long, value_delimiter = ',')]
    format: Option<Vec<String>>,
    /// Data sets, comma-separated [default: every data set a format meets].
    #[arg(long, value_delimiter = ',')]
    dataset: Option<Vec<String>>,
    /// The most seconds each format gets on each data set for its crafted cases, from 0.01 to
    /// 3600; the cases past it are not run, and the table says what share ran. A pair's cases
    /// also stop at the 8th that ends its child (an abort or a hang), which is what stops a
    /// decoder that allocates what each length promises.
    // Most pairs answer all their cases in well under a second. The budget is the net under a
    // decoder slow on every case: a pair that reaches it has counts the clock decided.
    #[arg(long, value_name = "SECONDS", default_value = "30", value_parser = budget)]
    budget_per_pair: Duration,
    /// Also write the scan as JSON to PATH (atomically).
    #[arg(long, value_name = "PATH")]
    json: Option<PathBuf>,
    /// Internal: run one pair's cases from case FROM, as a child (`name/variant dataset`).
    #[arg(long, num_args = 2, value_names = ["FORMAT", "DATASET"], hide = true)]
    child: Option<Vec<String>>,
    /// Internal: the child's first case.
    #[arg(long, default_value_t = 0, hide = true)]
    from: u64,
    /// Internal: the child (of either kind) decodes with its library's documented limit.
    #[arg(long, hide = true)]
    configured: bool,
    /// Internal: a depth child's nesting depth, with `--stack` and `--child-format`.
    #[arg(long, hide = true, requires_all = ["stack", "child_format"])]
    depth: Option<u64>,
    /// Internal: a depth child's decoding stack, in bytes.
    #[arg(long, hide = true)]
    stack: Option<u64>,
    /// Internal: a depth child's format, `name/variant`.
    #[arg(long, hide = true)]
    child_format: Option<String>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    if let (Some(depth), Some(stack), Some(format)) = (args.depth, args.stack, &args.child_format) {
        return match depth::child(format, args.configured, depth, stack) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("error: {error:#}");
                ExitCode::FAILURE
            }
        };
    }
    if let Some(pair) = &args.child {
        return match child::run(&pair[0], &pair[1], args.from, args.configured) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("error: {error:#}");
                ExitCode::FAILURE
            }
        };
    }
    let options = parent::Options {
        formats: args.format.unwrap_or_default(),
        datasets: args.dataset.unwrap_or_default(),
        budget: args.budget_per_pair,
    };
    // The commit as the scan starts: the code it measures.
    let commit = bench_support::git_commit();
    let outcome = parent::scan(&options).and_then(|amplification| {
        let program = std::env::current_exe()?;
        let keep = |format: &str| {
            let name = format.split('/').next().unwrap_or(format);
            options.formats.is_empty()
                || options.formats.iter().any(|wanted| wanted == format || wanted == name)
        };
        let depth = depth::scan(&program, &keep);
        let scan = hostile_file::Hostile {
            schema: hostile_file::SCHEMA,
            meta: hostile_file::Meta {
                depths: hostile_scan::depth::DEPTHS.to_vec(),
                stacks: hostile_scan::depth::STACKS.to_vec(),
                limit: hostile::configured::LIMIT as u64,
                ..hostile_scan::meta(
                    commit,
                    bench_support::utc_timestamp(std::time::SystemTime::now(), ':'),
                    options.budget,
                    child::MEMORY_LIMIT,
                )
            },
            amplification,
            depth,
        };
        print!("{}", parent::render(&scan));
        print!("\n{}", depth::render(&scan.depth));
        print!("\n{}", parent::render_verdicts(&scan));
        match &args.json {
            Some(path) => bench_support::write_json(&scan, [path.as_path()]),
            None => Ok(()),
        }
    });
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            bench_support::exit_code(&error)
        }
    }
}

/// `--budget-per-pair`'s seconds, checked.
fn budget(text: &str) -> Result<Duration, String> {
    let seconds: f64 = text.parse().map_err(|_| format!("not a number of seconds: {text}"))?;
    if !(0.01..=3600.0).contains(&seconds) {
        return Err(format!("{text} s is outside 0.01 to 3600"));
    }
    Ok(Duration::from_secs_f64(seconds))
}
