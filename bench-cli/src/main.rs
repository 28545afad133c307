//! `bench-cli`: runs the divan benchmarks of every format × data set and prints one table per
//! data set (size, zstd size, serialize and deserialize medians, throughput, allocations, build
//! time), writing the results as JSON. See docs/methodology.md for how each number is obtained.

#![allow(
    clippy::print_stdout,
    clippy::print_stderr,
    reason = "a command-line tool prints; the libraries it drives do not"
)]

mod compare;
mod fresh;
mod profile;
mod robustness;
mod run;
mod selection;
#[cfg(test)]
mod tidy;

use std::{path::PathBuf, process::ExitCode};

use anyhow::Context;
use bench_support::UsageError;
use bench_support::results;
// The tables are a library (`crates/tables`), which a user's bench target prints with too; here
// they are the modules they were.
use publish::{bmf, list, page, site};
use tables::{report, table};

use clap::{Parser, Subcommand};

use crate::table::Style;

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
        /// Show every column in the terminal: compressed sizes, throughput, borrowed decoding,
        /// build cost, robustness (default: the tables fit 100 columns; --json and --markdown
        /// always keep everything).
        #[arg(long)]
        wide: bool,
        /// Benchmark your own JSON document (up to 256 MiB) instead of the built-in data sets,
        /// with every format that can carry a generic value.
        #[arg(long, value_name = "FILE.json", conflicts_with = "dataset")]
        input: Option<PathBuf>,
        /// Run a suite other than the format matrix: `techniques`, four ways to serialize a list
        /// of names as strings (build strings first, a hand-written `Serialize`, wrappers in a
        /// `Vec`, `collect_seq`) on serde_json, postcard and bincode, over lengths 0 to 3000.
        #[arg(long, value_enum, value_name = "SUITE", conflicts_with = "input")]
        suite: Option<Suite>,
        /// Measure each selected data set at each of these lengths instead of its own, and print
        /// time per record against length (fixed per-message costs against per-record costs).
        /// For data sets that can be generated at any length (stored, users, log, mesh, chunks)
        /// or cut short (the corpora, up to their length).
        #[arg(
            long,
            value_name = "N[,N...]",
            value_delimiter = ',',
            value_parser = clap::value_parser!(u64).range(1..),
            conflicts_with_all = ["input", "suite", "instructions"]
        )]
        records: Vec<u64>,
        /// Also count each case's instructions (and estimated cycles) under Valgrind's
        /// callgrind: figures that repeat exactly, for comparisons that gate on a 1 % change.
        /// Needs valgrind.
        #[arg(long)]
        instructions: bool,
        /// Also time every decode with the decoded value freed after the timed region instead of
        /// inside it (rows' `*_free_untimed` operations): what freeing costs on top of decoding,
        /// measured in the same binary and run (docs/methodology.md, "Decoding includes the
        /// free").
        #[arg(long, conflicts_with_all = ["input", "suite"])]
        free_untimed: bool,
        /// Add the test-only formats (a postcard variant that does extra work on demand); for
        /// the tests of the comparison gate.
        #[arg(long, hide = true)]
        include_test_formats: bool,
        /// Build the bench binaries (one per format, built in parallel by cargo) with this cargo
        /// profile (default: the profile this bench-cli was built with). `lto` is `release`
        /// with fat LTO and one codegen unit.
        #[arg(long, value_enum, value_name = "PROFILE")]
        profile: Option<profile::Profile>,
        /// Also measure another language's serializers on the same data, as rows of the same
        /// tables, and check that the bytes cross the border both ways (the "interop" column):
        /// `jvm` runs the JVM study's libraries under JMH (peers/jvm; needs Java 17 and Maven)
        /// on users and log.
        #[arg(long, value_enum, value_name = "PEER", conflicts_with_all = ["input", "suite", "records"])]
        peers: Option<Peer>,
        /// Measure a library at another version than the workspace pins: a registry release
        /// (`postcard@1.0.10`) or a local checkout (`postcard=../postcard`, through cargo's
        /// `[patch]`). Repeatable. Only that library's bench binaries are rebuilt, in
        /// target/with/; the tables name the version beside the format.
        #[arg(long = "with", value_name = "NAME@VERSION|NAME=PATH", conflicts_with = "suite")]
        with: Vec<run::With>,
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
        /// Instruction-count changes smaller than this (per cent) are not reported; larger
        /// increases are regressions (where both runs counted, `run --instructions`).
        #[arg(long, value_name = "PCT", default_value_t = compare::DEFAULT_COUNT_THRESHOLD_PCT)]
        count_threshold: f64,
    },
    /// A format author's comparison: one library at two versions (`pinned`, a registry release
    /// or a local checkout), counted under callgrind over every data set of its variants. Per
    /// cell: instructions (the gate), allocations, time (advisory), bytes (a change is a
    /// wire-format change), whether each side decodes the other's bytes, and the cell's rank
    /// among every format before and after (unless --no-ranks). Exits 1 on a regression, 2 on
    /// unusable input.
    Versions {
        /// The library, as the matrix names it (`postcard`, `serde_json`).
        library: String,
        /// `pinned`, a release (`1.0.10`) or a path to a checkout.
        #[arg(long, value_name = "pinned|VERSION|PATH", value_parser = run::versions::parse_source)]
        base: run::Source,
        /// As --base.
        #[arg(long, value_name = "pinned|VERSION|PATH", value_parser = run::versions::parse_source)]
        head: run::Source,
        /// `all`, or a comma-separated list of data sets.
        #[arg(long, default_value = "all", value_name = "all|NAME[,NAME...]")]
        dataset: String,
        /// Instruction-count increases above this (per cent) are regressions.
        #[arg(long, value_name = "PCT", default_value_t = compare::DEFAULT_COUNT_THRESHOLD_PCT)]
        count_threshold: f64,
        /// Also write both sides' results here (the head's rows first).
        #[arg(long, value_name = "PATH")]
        json: Option<PathBuf>,
        /// Also write the comparison as Markdown here.
        #[arg(long, value_name = "PATH")]
        markdown: Option<PathBuf>,
        /// The cargo profile both sides are built with (default: this bench-cli's).
        #[arg(long, value_enum, value_name = "PROFILE")]
        profile: Option<profile::Profile>,
        /// Leave out each cell's rank among every other format, whose counting (every other
        /// format's binary under callgrind) takes minutes where those binaries, the data sets
        /// or the profile have not been counted before (kept in target/versions-field/).
        #[arg(long)]
        no_ranks: bool,
    },
    /// A library's release history: each release on crates.io that the format crate's pin is
    /// semver-compatible with (yanked and pre-releases left out), built as `run --with` builds
    /// it and counted under callgrind over every data set of its variants, one file per
    /// release in OUT/LIBRARY/; then the history's table, with every step of more than 1 %
    /// flagged at its release. A release the format crate does not compile against is a row
    /// saying so, and the history goes on. `--shard I/N` counts every N-th release, for
    /// machines that share the work (their OUT directories merge by copying).
    History {
        /// The library, as the matrix names it (`postcard`, `serde_json`).
        library: String,
        /// The oldest release to count (default: the oldest the pin is compatible with).
        #[arg(long, value_name = "VERSION")]
        from: Option<String>,
        /// The newest release to count (default: the newest on crates.io).
        #[arg(long, value_name = "VERSION")]
        to: Option<String>,
        /// Count only shard I of N: releases I, I + N, I + 2N, ... of the range.
        #[arg(long, value_name = "I/N", default_value = "1/1")]
        shard: run::history::Shard,
        /// `all`, or a comma-separated list of data sets.
        #[arg(long, default_value = "all", value_name = "all|NAME[,NAME...]")]
        dataset: String,
        /// Where the releases' files go, as OUT/LIBRARY/VERSION.json [default: target/history]
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Skip the releases that already have a file in OUT.
        #[arg(long)]
        resume: bool,
        /// Print the releases this shard would count, one per line, and stop.
        #[arg(long, conflicts_with = "report")]
        list: bool,
        /// Count nothing: print the history of the releases OUT holds (the shards' files, once
        /// copied into one directory, are the history merged).
        #[arg(long)]
        report: bool,
        /// The cargo profile the releases are built with (default: this bench-cli's).
        #[arg(long, value_enum, value_name = "PROFILE")]
        profile: Option<profile::Profile>,
    },
    /// A library's wire across its releases: the newest release of each minor line of the last
    /// two years, of every major, and the oldest of the two years, each built as `run --with`
    /// builds it (its checking binaries alone) and made to write every data set of the
    /// library's variants; the pinned release reads those bytes (reads / rejects / reads
    /// another value) and each release reads the pin's. One file, OUT/LIBRARY.json, per
    /// library: the jobs of several machines merge by sharing OUT.
    Stability {
        /// The library, as the matrix names it (`postcard`, `serde_json`), or `all`, each in turn.
        #[arg(required_unless_present = "matrix")]
        library: Option<String>,
        /// Where the library's file goes, as OUT/LIBRARY.json [default: target/stability]
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Print the releases that would be read, and why, one per line, and stop.
        #[arg(long, conflicts_with = "report")]
        list: bool,
        /// Read nothing: print the library's file in OUT.
        #[arg(long)]
        report: bool,
        /// Print the pages workflow's job matrix, one library per job, as JSON, and stop.
        #[arg(long, conflicts_with_all = ["list", "report"])]
        matrix: bool,
    },
    /// Merge results files of one commit, run one after another, into one (pooling rounds).
    Merge {
        /// Where to write the merged results.
        #[arg(long, short, value_name = "PATH")]
        output: PathBuf,
        #[arg(required = true, value_name = "RESULTS")]
        inputs: Vec<PathBuf>,
    },
    /// Convert a results file to Bencher's metric format (BMF JSON), for continuous-benchmarking
    /// services: a benchmark per cell operation (latency, allocations, instructions and
    /// estimated cycles where counted) and per cell (file size).
    Bmf {
        results: PathBuf,
        /// Write here (atomically) instead of to standard output.
        #[arg(long, short, value_name = "PATH")]
        output: Option<PathBuf>,
    },
    /// Write the published pages from the published data: docs/results.md with its charts
    /// (docs/charts/*.svg), the sample tables in README.md, and the results site (one
    /// self-contained HTML file: charts, sortable tables, the format chooser). Never edit those
    /// by hand. With --check, write nothing and also list every published file whose measured
    /// code changed after it was made.
    Report {
        /// The published data: results.json (the headline run), results-release.json (the same
        /// run in the release profile), compile-times.json, robustness.json.
        #[arg(long, value_name = "DIR", default_value = "docs/data")]
        data: PathBuf,
        /// The docs directory whose results.md and charts are written (and README.md in its
        /// parent).
        #[arg(long, value_name = "DIR", default_value = "docs")]
        docs: PathBuf,
        /// Write nothing; exit 1 if the pages differ from what the data gives (the site is not
        /// checked: it is not committed), or if a published file is stale.
        #[arg(long)]
        check: bool,
        /// Where to write the site's index.html (default: target/report/ in the workspace).
        #[arg(long, value_name = "DIR")]
        site: Option<PathBuf>,
        /// The machine selector's name for --data's machine (default: its CPU and core count).
        #[arg(long, value_name = "LABEL")]
        label: Option<String>,
        /// Another machine's published data (a directory like docs/data) for the site's machine
        /// selector; repeat for more machines.
        #[arg(long = "machine", value_name = "LABEL=DIR")]
        machines: Vec<String>,
    },
    /// List the format variants (library, version, settings) and the data sets.
    List {
        /// List every benchmark case instead, one `dataset/format/variant/op` per line.
        #[arg(long, conflicts_with_all = ["markdown", "features"])]
        cases: bool,
        /// List the feature and safety matrix instead: maintenance, unsafe code, untrusted input
        /// (from the latest robustness sweep), self-description, schema evolution, zero-copy,
        /// other languages, no_std; each fact with its source.
        #[arg(long)]
        features: bool,
        /// Print Markdown (docs/formats.md's tables are exactly this).
        #[arg(long)]
        markdown: bool,
    },
}

/// Another language's serializers `run --peers` adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Peer {
    /// The JVM's (peers/jvm): JDK serialization, fastjson2, jackson, kryo, fst, protostuff and
    /// more, under JMH.
    Jvm,
}

/// A suite `run --suite` measures instead of the format matrix.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Suite {
    /// The serde techniques study (crates/techniques).
    Techniques,
}

fn main() -> ExitCode {
    dispatch(Cli::parse()).unwrap_or_else(|error| fail(&error))
}

/// Refuses a threshold flag whose value is not a percentage.
fn percentages<const N: usize>(flags: [(&str, f64); N]) -> Result<(), UsageError> {
    match flags.into_iter().find(|(_, value)| !(value.is_finite() && *value >= 0.0)) {
        Some((flag, value)) => Err(UsageError(format!("{flag} takes a percentage, not {value}"))),
        None => Ok(()),
    }
}

fn dispatch(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        Command::Run {
            format,
            dataset,
            quick,
            rounds,
            json,
            markdown,
            wide,
            input,
            suite,
            records,
            instructions,
            free_untimed,
            include_test_formats,
            profile,
            peers,
            with,
        } => {
            let techniques = suite == Some(Suite::Techniques);
            let selection = if techniques {
                selection::parse_techniques(&format, &dataset)?
            } else {
                selection::parse(&format, &dataset)?
            };
            run::run(&run::RunOptions {
                selection,
                quick,
                rounds,
                json,
                markdown,
                wide,
                input,
                instructions,
                test_formats: include_test_formats,
                techniques,
                free_untimed,
                records: lengths(records),
                profile: profile::measured(profile),
                jvm: peers == Some(Peer::Jvm),
                with,
            })?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Robustness { format, dataset, cases, json, include_broken } => {
            let selection = selection::parse(&format, &dataset)?;
            robustness::run(&robustness::Options { selection, cases, json, include_broken })?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Versions {
            library,
            base,
            head,
            dataset,
            count_threshold,
            json,
            markdown,
            profile,
            no_ranks,
        } => {
            percentages([("--count-threshold", count_threshold)])?;
            let selection = selection::parse("all", &dataset)?;
            run::versions::run(&run::versions::Options {
                library,
                base,
                head,
                datasets: selection.datasets,
                thresholds: compare::Thresholds {
                    count_pct: count_threshold,
                    ..compare::Thresholds::default()
                },
                json,
                markdown,
                profile: profile::measured(profile),
                ranks: !no_ranks,
            })
        }
        Command::History {
            library,
            from,
            to,
            shard,
            dataset,
            out,
            resume,
            list,
            report,
            profile,
        } => {
            let selection = selection::parse("all", &dataset)?;
            run::history::run(&run::history::Options {
                library,
                from,
                to,
                shard,
                datasets: selection.datasets,
                out: out.unwrap_or_else(run::history::default_out),
                resume,
                list,
                report,
                profile: profile::measured(profile),
            })?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Stability { library, out, list, report, matrix } => {
            run::stability::run(&run::stability::Options {
                library: library.unwrap_or_else(|| "all".into()),
                out: out.unwrap_or_else(run::stability::default_out),
                list,
                report,
                matrix,
            })?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Compare { base, head, markdown, threshold, count_threshold } => {
            percentages([("--threshold", threshold), ("--count-threshold", count_threshold)])?;
            let thresholds =
                compare::Thresholds { time_pct: threshold, count_pct: count_threshold };
            let (base, head) = (results::load(&base)?, results::load(&head)?);
            compare::check_comparable(&base, &head)?;
            let changes = compare::compare(&base, &head, thresholds);
            print!("{}", compare::render(&changes, thresholds, Style::Terminal));
            if let Some(path) = markdown {
                let text = compare::render(&changes, thresholds, Style::Markdown);
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
        Command::Bmf { results, output } => {
            let bmf = bmf::convert(&results::load(&results)?);
            let json = serde_json::to_vec_pretty(&bmf)?;
            match output {
                Some(path) => bench_support::write_atomic(&path, &json)?,
                None => println!("{}", String::from_utf8_lossy(&json)),
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Report { data, docs, check, site, label, machines } => {
            let site = SiteOptions { dir: site, label, machines };
            report_pages(&data, &docs, check, &site)
        }
        Command::List { cases: false, features, markdown } => {
            let style = if markdown { Style::Markdown } else { Style::Terminal };
            if features {
                let sweep = bench_support::robustness::load();
                let evolution = publish::evolution::load_published();
                let wasm = publish::wasm::load_published();
                let code_size = publish::code_size::load_published();
                let hostile = publish::hostile::load_published();
                let bare_metal = publish::bare_metal::load_published();
                let crossings = publish::crossings::load_published();
                let measures = list::Measures {
                    robustness: sweep.as_ref(),
                    evolution: evolution.as_ref(),
                    wasm: wasm.as_ref(),
                    code_size: code_size.as_ref().map(|joined| &joined.file),
                    hostile: hostile.as_ref(),
                    bare_metal: bare_metal.as_ref(),
                    crossings: crossings.as_ref(),
                };
                print!("{}", list::render_features(style, measures));
            } else {
                let resolved = run::Resolved::read();
                print!("{}", list::render(style, &|descriptor| resolved.version(descriptor)));
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::List { cases: true, .. } => {
            // Each format's binary lists its own cases; the floors are the engine's.
            let built = run::binaries::build_formats(profile::measured(None), &[])?;
            for suite in catalog::SUITES {
                let binary = built.get(suite.binary).context("a bench binary was not built")?;
                let cases: Vec<String> = runner::answer(binary, &protocol::spec::Role::Cases)?;
                for case in cases {
                    println!("{case}");
                }
            }
            for case in protocol::floor_case_names() {
                println!("{case}");
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// `--records`' lengths, ascending, each once.
fn lengths(records: Vec<u64>) -> Vec<usize> {
    let mut lengths: Vec<usize> = records.into_iter().map(|n| n as usize).collect();
    lengths.sort_unstable();
    lengths.dedup();
    lengths
}

/// `report`'s site: where, and which machines besides --data's.
struct SiteOptions {
    dir: Option<PathBuf>,
    label: Option<String>,
    machines: Vec<String>,
}

/// The site's machines: --data's first, then each `--machine LABEL=DIR`, all read before anything
/// is written.
fn site_machines(
    published: &page::Published,
    options: &SiteOptions,
) -> Result<Vec<site::Machine>, UsageError> {
    let meta = &published.results.meta;
    let label =
        options.label.clone().unwrap_or_else(|| format!("{} ({} cores)", meta.cpu, meta.cores));
    let mut machines = vec![site::Machine { label, data: published.clone() }];
    for spec in &options.machines {
        let Some((label, dir)) =
            spec.split_once('=').filter(|(label, dir)| !label.is_empty() && !dir.is_empty())
        else {
            return Err(UsageError(format!("--machine takes LABEL=DIR, not `{spec}`")));
        };
        let data = page::Published::load(std::path::Path::new(dir))?;
        machines.push(site::Machine { label: label.into(), data });
    }
    Ok(machines)
}

/// `bench-cli report`: regenerates (or checks) docs/results.md, its charts and the README's
/// blocks, and writes the site.
fn report_pages(
    data: &std::path::Path,
    docs: &std::path::Path,
    check: bool,
    site: &SiteOptions,
) -> anyhow::Result<ExitCode> {
    let published = page::Published::load(data)?;
    let machines = site_machines(&published, site)?;
    let pages = page::pages(&published, docs)?;
    if check {
        let outdated: Vec<String> = pages
            .iter()
            .filter(|(path, text)| {
                std::fs::read_to_string(path).ok().as_deref() != Some(text.as_str())
            })
            .map(|(path, _)| path.display().to_string())
            .collect();
        let made = fresh::made(data, &published);
        let stale = fresh::stale(&bench_support::workspace_root(), &made)?;
        for one in &stale {
            println!("stale: {one}");
        }
        if outdated.is_empty() && stale.is_empty() {
            println!(
                "report: the pages are up to date, and each of the {} published files was made \
                 from the code as it stands",
                made.len()
            );
            return Ok(ExitCode::SUCCESS);
        }
        if !outdated.is_empty() {
            eprintln!(
                "error: not report's output: {}; run `bench-cli report`",
                outdated.join(", ")
            );
        }
        if !stale.is_empty() {
            eprintln!(
                "error: {} published file(s) measured code that changed since; measure them again \
                 (scripts/measure-all, scripts/measure-histories)",
                stale.len()
            );
        }
        return Ok(ExitCode::FAILURE);
    }
    let mut written = 0;
    for (path, text) in &pages {
        if std::fs::read_to_string(path).ok().as_deref() != Some(text.as_str()) {
            bench_support::write_atomic(path, text.as_bytes())?;
            written += 1;
        }
    }
    eprintln!("pages: {written} of {} written, the others were up to date", pages.len());
    let index = site.dir.clone().unwrap_or_else(|| bench_support::target_dir().join("report"));
    let index = index.join("index.html");
    bench_support::write_atomic(&index, site::html(&machines).as_bytes())?;
    eprintln!("site: {} (open it in a browser; it needs no network)", index.display());
    Ok(ExitCode::SUCCESS)
}

/// One line on stderr with the whole error chain; exit code 2 for usage errors, 1 otherwise.
fn fail(error: &anyhow::Error) -> ExitCode {
    eprintln!("error: {error:#}");
    bench_support::exit_code(error)
}
