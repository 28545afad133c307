//! Timing a user's values with the engine, as `bench-cli run` times a built-in data set: the same
//! prepare (round trip, sizes, encodings), the same divan rounds in fresh processes, the same
//! allocation round and compressors, through `runner`, and the same results file and tables.
//!
//! The user's bench target is its own child. Started by cargo, it is the parent: it checks the
//! values ([`survival`]), then has `runner` start it again in each role with the role's spec in
//! the environment, as `bench-cli` starts a format's bench binaries. In every process the values
//! come from the user's generator, called once ([`VALUES`]); a decode's input is the bytes the
//! prepare role wrote, as in the built-in matrix.

#![allow(
    clippy::print_stdout,
    clippy::print_stderr,
    reason = "this is a bench target's main, which prints its tables as a command line does"
)]

use std::{
    fmt::Debug,
    marker::PhantomData,
    path::{Path, PathBuf},
    process::ExitCode,
    sync::OnceLock,
    time::SystemTime,
};

use anyhow::Context;
use bench_support::{UsageError, git_commit_in, utc_timestamp, write_json};
use engine::{
    Dataset, Visitor,
    child::Case,
    divan::Bencher,
    spec::{CaseSource, Role, Selection, SweepPair, SweepSpec},
};
use format_api::{BorrowDecode, Codec, Descriptor};
use serde::Serialize;
use tables::{report::Extras, table::Style};

use crate::{
    Survival,
    built::Built,
    formats::{EachBorrowing, EachFormat, borrowing_formats, serde_formats},
    native::{EachNative, native_formats},
    own::Codecs,
    values::{Measured, NoTwin, Sequence, Twin, VALUES, Values},
};

/// The suite of a user's bench target: every serde format on the values (the parent selects those
/// that survive them), and with `B` = [`Twinned`], each one's decode into the borrowed twin.
#[derive(Debug)]
/// `X` lists the user's own codecs ([`Codecs`]).
pub(crate) struct Yours<T, B, X>(PhantomData<Of<(T, B, X)>>);

/// A type named, not held.
type Of<T> = fn() -> T;

/// Whether a user's suite decodes into a borrowed twin: [`NoTwin`], or [`Twinned`] with the
/// marker that names it.
pub(crate) trait BorrowMode<T: Measured>: 'static {
    /// The data set's twin marker.
    type Twin: 'static;
    fn visit(visitor: &mut impl Visitor);
}

/// The type's borrowed twin (named by `W`: [`Twin`]), in every format that can borrow.
#[derive(Debug)]
pub(crate) struct Twinned<W>(PhantomData<fn() -> W>);

impl<T: Measured> BorrowMode<T> for NoTwin {
    type Twin = NoTwin;
    fn visit(_: &mut impl Visitor) {}
}

impl<T: Measured, W: Twin<T>> BorrowMode<T> for Twinned<W> {
    type Twin = W;
    fn visit(visitor: &mut impl Visitor) {
        struct Each<'a, V>(&'a mut V);
        impl<T: engine::Borrowable, V: Visitor> EachBorrowing<T> for Each<'_, V> {
            fn borrows<F: BorrowDecode<T>>(&mut self) {
                self.0.borrowed::<F, T>();
            }
            fn cannot<F: Codec<T>>(&mut self, reason: &'static str) {
                self.0.not_borrowed::<F, T>(reason);
            }
        }
        borrowing_formats::<Values<T, W>, _>(&mut Each(visitor));
    }
}

/// Has `visitor` measure every native format turned on, on the data set of the user's values
/// (whose twin marker is `W`), through [`Sequence`].
fn visit_natives<T: Measured, W: 'static>(visitor: &mut impl Visitor) {
    struct Each<'a, V, W>(&'a mut V, PhantomData<fn() -> W>);
    impl<T: Measured, W: 'static, V: Visitor> EachNative<T> for Each<'_, V, W> {
        fn native<F: Codec<T>, S: Codec<Vec<T>>>(&mut self) {
            self.0.codec::<Sequence<S>, Values<T, W>>();
        }
    }
    native_formats::<T, _>(&mut Each(visitor, PhantomData::<fn() -> W>));
}

/// What a user's bench binary calls itself: in its messages, and to the runner.
const BINARY: &str = "serbench";

impl<T: Measured, B: BorrowMode<T>, X: Codecs<T>> engine::Suite for Yours<T, B, X> {
    const BINARY: &'static str = BINARY;
    const FALLIBLE: bool = true;

    fn visit(visitor: &mut impl Visitor) {
        struct Each<'a, V>(&'a mut V);
        impl<T: Dataset, V: Visitor> EachFormat<T> for Each<'_, V> {
            fn format<F: Codec<T>>(&mut self) {
                self.0.codec::<F, T>();
            }
        }
        serde_formats::<Values<T, B::Twin>, _>(&mut Each(visitor));
        visit_natives::<T, B::Twin>(visitor);
        X::visit::<B::Twin>(visitor);
        B::visit(visitor);
    }

    fn visit_values(_: &mut impl Visitor) {}
}

/// What the divan benchmark that [`main!`](crate::main!) declares runs: the suite of the type the
/// binary measures, known only once [`main!`](crate::main!)'s `main` is called with the generator.
trait Dispatch: Sync {
    fn cases(&self) -> Vec<Case>;
    fn run(&self, bencher: Bencher, case: &Case);
}

impl<T: Measured, B: BorrowMode<T>, X: Codecs<T>> Dispatch for Yours<T, B, X> {
    fn cases(&self) -> Vec<Case> {
        engine::child::selected_cases::<Self>()
    }

    fn run(&self, bencher: Bencher, case: &Case) {
        engine::child::run_case::<Self>(bencher, case);
    }
}

static DISPATCH: OnceLock<&'static dyn Dispatch> = OnceLock::new();

/// The cases this timed round runs (`main!`'s divan benchmark's arguments).
#[doc(hidden)]
pub fn cases() -> Vec<Case> {
    DISPATCH.get().map_or_else(Vec::new, |suite| suite.cases())
}

/// Runs one case for divan (`main!`'s divan benchmark).
#[doc(hidden)]
pub fn run_case(bencher: Bencher, case: &Case) {
    if let Some(suite) = DISPATCH.get() {
        suite.run(bencher, case);
    }
}

/// What the command line asked: `cargo bench` passes `--bench`; `cargo test --benches` does
/// not, and gets the survival table alone. Words without dashes are filters, as libtest's: a
/// format is measured if its `name/variant` holds one (all, without), and none of `--skip`'s.
#[derive(Clone, Debug, Default, PartialEq)]
struct Options {
    bench: bool,
    quick: bool,
    instructions: bool,
    json: Option<PathBuf>,
    /// The corrupt-input sweep instead of the timed run, with this many inputs per format.
    robustness: Option<u64>,
    /// The hostile-input scan instead of the timed run (crafted lengths: `hostile.rs`).
    hostile: bool,
    filters: Vec<String>,
    skips: Vec<String>,
    /// libtest's `--exact`: a filter is a whole `name/variant`.
    exact: bool,
    /// libtest's `--ignored`: only the ignored, and no format is.
    ignored: bool,
}

/// libtest's flags that cargo or a habit may pass (`cargo bench -- --nocapture`): accepted, and
/// without meaning here, where every format runs in its own child and prints nothing of its own
/// (`--exact` and `--ignored` have theirs: `Options`).
const LIBTEST_FLAGS: [&str; 10] = [
    "--nocapture",
    "--show-output",
    "--include-ignored",
    "--quiet",
    "-q",
    "--test",
    "--no-fail-fast",
    "--list",
    "--report-time",
    "--shuffle",
];

/// libtest's options with a value (`--color never` or `--color=never`), accepted and ignored
/// alike.
const LIBTEST_OPTIONS: [&str; 6] =
    ["--test-threads", "--color", "--format", "--logfile", "--shuffle-seed", "-Z"];

/// Corrupt inputs per format in a sweep, as `bench-cli robustness` has them.
const CASES: u64 = 10_000;

impl Options {
    fn parse(args: impl IntoIterator<Item = String>) -> Result<Options, UsageError> {
        let mut options = Options::default();
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            match arg.as_str() {
                "--bench" => options.bench = true,
                "--quick" => options.quick = true,
                "--instructions" => options.instructions = true,
                "--json" => {
                    let path = args.next().ok_or_else(|| UsageError(USAGE.into()))?;
                    options.json = Some(path.into());
                }
                "--robustness" => options.robustness = Some(options.robustness.unwrap_or(CASES)),
                "--hostile" => options.hostile = true,
                "--cases" => {
                    let cases = args.next().and_then(|cases| cases.parse().ok());
                    match cases {
                        Some(cases) if cases > 0 => options.robustness = Some(cases),
                        _ => {
                            return Err(UsageError(format!(
                                "--cases takes a count of at least 1; {USAGE}"
                            )));
                        }
                    }
                }
                "--skip" => {
                    let skip = args.next().ok_or_else(|| UsageError(USAGE.into()))?;
                    options.skips.push(skip);
                }
                "--exact" => options.exact = true,
                "--ignored" => options.ignored = true,
                skip if skip.starts_with("--skip=") => {
                    options.skips.push(skip["--skip=".len()..].into());
                }
                flag if LIBTEST_FLAGS.contains(&flag) => {}
                option if LIBTEST_OPTIONS.contains(&option) => {
                    args.next();
                }
                option
                    if LIBTEST_OPTIONS
                        .iter()
                        .any(|known| option.starts_with(&format!("{known}="))) => {}
                // `-Zunstable-options`, glued.
                option if option.starts_with("-Z") => {}
                filter if !filter.starts_with('-') => options.filters.push(filter.into()),
                other => return Err(UsageError(format!("unknown argument `{other}`; {USAGE}"))),
            }
        }
        if options.hostile && (options.robustness.is_some() || options.instructions) {
            return Err(UsageError(format!(
                "--hostile runs instead of the timed run and the sweep: it takes no --robustness, \
                 --cases or --instructions; {USAGE}"
            )));
        }
        Ok(options)
    }

    /// Whether the command line selects `format` (`name/variant`).
    fn selects(&self, format: &str) -> bool {
        let matches = |filter: &String| {
            if self.exact { format == filter } else { format.contains(filter.as_str()) }
        };
        let kept = self.filters.is_empty() || self.filters.iter().any(matches);
        !self.ignored && kept && !self.skips.iter().any(matches)
    }
}

const USAGE: &str = "takes --quick (one round), --instructions (callgrind counts), --json PATH \
                     (a copy of the results), --robustness [--cases N] (the corrupt-input sweep, \
                     10000 inputs per format, instead of timing), --hostile (crafted lengths, \
                     what they make each decoder hold, instead of timing), and filters (`postcard`, \
                     `--skip serde_json`) selecting formats by name, after `cargo bench --bench \
                     NAME --`";

/// The bench target's `main`, which [`main!`](crate::main!) calls: generates the values, then
/// runs the role this process was started in, or, started by cargo, checks the values in every
/// format and measures those that carry them.
pub(crate) fn run<T: Measured, B: BorrowMode<T>, X: Codecs<T>>(
    generate: impl FnOnce() -> Vec<T>,
    check: fn(&[T]) -> Survival,
    also: Option<crate::__private::Also<T>>,
    nested: Option<crate::hostile::Nested<T>>,
) -> ExitCode {
    // A child of the hostile-input scan decodes crafted bytes (or a nested value), and never
    // generates the values.
    if let Some(spec) = std::env::var_os(crate::hostile::ENV) {
        return crate::hostile::child::<Yours<T, B, X>, T>(&spec.to_string_lossy(), nested);
    }
    let mut values = match crate::generated(generate) {
        Ok(values) => values,
        Err(message) => return engine::exit(BINARY, Err(UsageError(message).into())),
    };
    let role = match Role::from_env() {
        Ok(role) => role,
        Err(error) => return engine::exit(BINARY, Err(error)),
    };
    if matches!(role, Some(Role::Sweep(_))) {
        // A sweep's child mutates the first few values only, and drops the others before it caps
        // its memory, so that its cap counts from what bench-cli's children hold.
        values.truncate(engine::sweep::RECORDS);
        values.shrink_to_fit();
    }
    // Held once per process: the data set's values are copies of these.
    let values: &[T] = match VALUES.get_or_init(|| Box::new(values)).downcast_ref::<Vec<T>>() {
        Some(values) => values,
        None => unreachable!("a bench binary measures one type, set once"),
    };
    DISPATCH.get_or_init(|| &Yours::<T, B, X>(PhantomData));
    match role {
        Some(Role::Bench(_)) => engine::timed_main::<Yours<T, B, X>>(),
        Some(_) => engine::main::<Yours<T, B, X>>(),
        None => {
            let args = std::env::args().skip(1);
            let nested = nested.is_some();
            engine::exit(BINARY, parent::<T, B, X>(values, check, also, nested, args))
        }
    }
}

/// The parent: the survival table, then, under `cargo bench`, the measurement of every format
/// that carries the values, written as a results file and printed as bench-cli's tables.
fn parent<T: Measured, B: BorrowMode<T>, X: Codecs<T>>(
    values: &[T],
    check: fn(&[T]) -> Survival,
    also: Option<crate::__private::Also<T>>,
    nested: bool,
    args: impl Iterator<Item = String>,
) -> anyhow::Result<()> {
    let options = Options::parse(args)?;
    // The values are the user's, as deep as they are: checked where the stack has room.
    let checked = crate::verdict::on_a_deep_stack(|| {
        let mut checked = check(values);
        crate::survive::add_own(&mut checked, X::verdicts(values));
        checked
    });
    print!("{checked}");
    if let Some(also) = also {
        print!("{}", crate::verdict::on_a_deep_stack(|| also(values)));
    }
    if !options.bench {
        println!("\nmeasure them with `cargo bench` (add `-- --quick` for one round)");
        return Ok(());
    }
    let name = |format: &Descriptor| format!("{}/{}", format.name, format.variant);
    // As libtest with a filter that matches none of its tests: nothing run, and no failure, since
    // cargo passes the same words to every bench target of the package.
    if !checked.rows.iter().any(|row| options.selects(&name(&row.format))) {
        let names: Vec<String> = checked.rows.iter().map(|row| name(&row.format)).collect();
        println!(
            "\nno format matches the filters: nothing to measure (the formats: {})",
            names.join(", ")
        );
        return Ok(());
    }
    let surviving: Vec<&Descriptor> = checked
        .rows
        .iter()
        .filter(|row| row.verdict.survives() && options.selects(&name(&row.format)))
        .map(|row| &row.format)
        .collect();
    if surviving.is_empty() {
        println!("\nno format carries the values: nothing to measure");
        return Ok(());
    }
    let exe = std::env::current_exe().context("cannot find this bench binary")?;
    let target = target_directory(&exe);
    if let Some(cases) = options.robustness {
        return sweep::<T, B, X>(&exe, &target, &surviving, cases, options.json.as_deref());
    }
    if options.hostile {
        // The commit as the scan starts.
        let commit = provenance(&exe, &surviving).git_commit;
        println!();
        let scan = crate::hostile::scan::<Yours<T, B, X>>(&exe, &surviving, commit, nested);
        let archive = keep(&target, "hostile-", &scan, options.json.as_deref())?;
        print!("{}", tables::hostile::render(&scan, Style::Terminal));
        eprintln!("results: {}", archive.display());
        return Ok(());
    }
    if options.instructions {
        runner::check_valgrind()?;
    }
    let mut binaries = runner::Binaries::new(BINARY);
    binaries.add(BINARY, exe.clone(), exe.clone());
    binaries.measure(BINARY);
    let formats = surviving.iter().map(|format| format!("{}/{}", format.name, format.variant));
    let plan = runner::Plan {
        selection: Selection { formats: Some(formats.collect()), datasets: None },
        source: CaseSource::default(),
        sampling: if options.quick { runner::QUICK } else { runner::FULL },
        quick: options.quick,
        lengths: vec![None],
        compression: true,
        floors: true,
        instructions: options.instructions,
        scratch: target.join("serbench-run").join(std::process::id().to_string()),
        kept_encodings: None,
        // The children are this binary: its global allocator counts, or the table says not.
        allocations: engine::allocations_counted(),
    };
    println!();
    let results = runner::measure(&binaries, &plan, provenance(&exe, &surviving))?;
    let archive = keep(&target, "", &results, options.json.as_deref())?;
    print!("{}", tables::report::render(&results, Extras::default(), Style::Terminal));
    eprintln!("results: {}", archive.display());
    Ok(())
}

/// Writes a results file under `target/serbench/`, named `<prefix><time>.json`, and its copy at
/// the user's `--json` path; returns the first.
fn keep(
    target: &Path,
    prefix: &str,
    results: &impl Serialize,
    copy: Option<&Path>,
) -> anyhow::Result<PathBuf> {
    let stamp = utc_timestamp(SystemTime::now(), '-');
    let archive = target.join("serbench").join(format!("{prefix}{stamp}.json"));
    write_json(results, [archive.as_path()].into_iter().chain(copy))?;
    Ok(archive)
}

/// The corrupt-input sweep on the formats that carried the values, in children of this binary
/// capped in memory as `bench-cli robustness`'s are: its table, and its results file beside the
/// runs' (`target/serbench/robustness-<time>.json`).
fn sweep<T: Measured, B: BorrowMode<T>, X: Codecs<T>>(
    exe: &Path,
    target: &Path,
    surviving: &[&Descriptor],
    cases: u64,
    json: Option<&Path>,
) -> anyhow::Result<()> {
    // The commit as the sweep starts.
    let provenance = provenance(exe, surviving);
    let selected = |format: &Descriptor, _: &str| surviving.contains(&format);
    let pairs = engine::sweep::pairs::<Yours<T, B, X>>(&selected);
    println!();
    let child = |_: &SweepPair, spec: &SweepSpec| Role::Sweep(spec.clone()).command(exe);
    let rows = sweep::sweep(&pairs, cases, &child)?;
    let results = sweep::results(rows, provenance.git_commit, provenance.crates);
    let archive = keep(target, "robustness-", &results, json)?;
    print!("{}", sweep::render(&results, Style::Terminal));
    eprintln!("results: {}", archive.display());
    Ok(())
}

/// Where the measured code comes from: the user's commit, the bench binary's profile, the
/// libraries measured (the releases the user's lock resolved).
fn provenance(exe: &Path, formats: &[&Descriptor]) -> runner::Provenance {
    runner::Provenance {
        git_commit: git_commit_in(Path::new(".")),
        // `<target>/<profile>/deps/<bench>-<hash>`.
        profile: exe
            .ancestors()
            .nth(2)
            .and_then(Path::file_name)
            .map_or_else(|| "unknown".into(), |name| name.to_string_lossy().into_owned()),
        suite: None,
        crates: Built::read()
            .unwrap_or_else(|why| {
                eprintln!(
                    "serbench: the releases this build resolved are unknown ({why}); the results \
                     name the ones serbench was written against"
                );
                Built::default()
            })
            .versions(formats),
    }
}

/// The target directory a bench binary was built in: `<target>/<profile>/deps/<bench>-<hash>`, or
/// `CARGO_TARGET_DIR` where set.
fn target_directory(exe: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map(PathBuf::from).unwrap_or_else(|| {
        exe.ancestors().nth(3).map_or_else(std::env::temp_dir, Path::to_path_buf)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cargo_s_arguments_and_ours_parse_and_others_are_one_line() {
        let parse = |args: &[&str]| Options::parse(args.iter().map(|arg| arg.to_string()));
        assert_eq!(parse(&[]).unwrap(), Options::default());
        let bench = parse(&["--bench", "--quick", "--json", "out.json"]).unwrap();
        assert!(bench.bench && bench.quick && !bench.instructions && bench.robustness.is_none());
        assert_eq!(parse(&["--robustness"]).unwrap().robustness, Some(CASES));
        assert_eq!(parse(&["--robustness", "--cases", "70"]).unwrap().robustness, Some(70));
        assert_eq!(parse(&["--cases", "70", "--robustness"]).unwrap().robustness, Some(70));
        assert!(parse(&["--hostile"]).unwrap().hostile);
        assert!(parse(&["--hostile", "--robustness"]).is_err());
        for bad in [&["--cases", "0"][..], &["--cases", "many"], &["--cases"]] {
            assert!(parse(bad).unwrap_err().0.starts_with("--cases takes a count"), "{bad:?}");
        }
        assert_eq!(bench.json.as_deref(), Some(Path::new("out.json")));
        let unknown = parse(&["--bench", "--fast"]).unwrap_err().0;
        assert!(unknown.starts_with("unknown argument `--fast`; takes --quick"), "{unknown}");
        assert!(parse(&["--json"]).is_err());
    }

    #[test]
    fn filters_select_formats_and_libtest_s_flags_are_accepted() {
        let parse = |args: &[&str]| Options::parse(args.iter().map(|arg| arg.to_string()));
        let options = parse(&[
            "--bench",
            "postcard",
            "--nocapture",
            "--test-threads",
            "1",
            "--color=never",
            "bincode",
            "--skip",
            "1.3",
        ])
        .unwrap();
        assert!(options.bench);
        assert_eq!(options.filters, ["postcard", "bincode"]);
        assert!(options.selects("postcard/serde") && options.selects("bincode/serde"));
        assert!(!options.selects("bincode/1.3-serde") && !options.selects("serde_json/serde"));
        assert!(parse(&[]).unwrap().selects("serde_json/serde"));
        let exact = parse(&["--exact", "bincode/serde", "--skip=rkyv", "-Zunstable-options"]);
        let exact = exact.unwrap();
        assert!(exact.selects("bincode/serde") && !exact.selects("bincode/1.3-serde"));
        assert_eq!(exact.skips, ["rkyv"]);
        assert!(!parse(&["--ignored"]).unwrap().selects("serde_json/serde"));
    }

    #[test]
    fn the_target_directory_is_the_bench_binary_s() {
        if std::env::var_os("CARGO_TARGET_DIR").is_none() {
            let exe = Path::new("/work/app/target/release/deps/survival-0123");
            assert_eq!(target_directory(exe), Path::new("/work/app/target"));
        }
    }
}
