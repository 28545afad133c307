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
    any::Any,
    collections::BTreeMap,
    marker::PhantomData,
    path::{Path, PathBuf},
    process::ExitCode,
    sync::OnceLock,
    time::SystemTime,
};

use anyhow::Context;
use bench_support::{
    UsageError, cores, cpu_model, git_commit_in, results::Meta, utc_timestamp, write_atomic,
};
use engine::{
    Dataset, Visitor,
    child::Case,
    divan::Bencher,
    spec::{CaseSource, Role, Selection},
};
use format_api::{Codec, Descriptor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use tables::{report::Extras, table::Style};

use crate::{
    Checked,
    formats::{EachFormat, serde_formats},
    survival,
};

/// What a type needs to be measured as well as checked: a copy of the values for each case, and
/// sharing by the process that holds them.
pub trait Measured: Checked + Clone + Send + Sync + 'static {}

impl<T: Checked + Clone + Send + Sync + 'static> Measured for T {}

/// The user's values, generated once per process: a `Vec<T>` of the one `T` this binary measures.
static VALUES: OnceLock<Box<dyn Any + Send + Sync>> = OnceLock::new();

/// The user's values as a data set (`yours`): encoded as one sequence, as each built-in data set
/// is one root value of many records.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Values<T>(Vec<T>);

impl<T: Serialize> Serialize for Values<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Values<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Vec::deserialize(deserializer).map(Values)
    }
}

impl<T: Measured> Dataset for Values<T> {
    const NAME: &'static str = engine::YOURS;
    const DESCRIPTION: &'static str = engine::YOURS_DESCRIPTION;
    /// Not a length: the generator decides.
    const DEFAULT_LEN: usize = 0;
    const SEED: u64 = 0;

    /// The generator's values; `len` and `seed` do not apply.
    fn generate_seeded(_len: usize, _seed: u64) -> Self {
        let values = VALUES.get().and_then(|values| values.downcast_ref::<Vec<T>>());
        match values {
            Some(values) => Values(values.clone()),
            None => panic!(
                "the values of {} are used before they are generated",
                std::any::type_name::<T>()
            ),
        }
    }

    fn records(&self) -> usize {
        self.0.len()
    }

    /// Read by no view (no zero-copy format takes a serde type): the number of values.
    fn checksum(&self) -> u64 {
        self.0.len() as u64
    }
}

/// The suite of a user's bench target: every serde format on the values (the parent selects those
/// that survive them).
#[derive(Debug)]
pub(crate) struct Yours<T>(PhantomData<fn() -> T>);

impl<T: Measured> engine::Suite for Yours<T> {
    const BINARY: &'static str = "serbench";
    const FALLIBLE: bool = true;

    fn visit(visitor: &mut impl Visitor) {
        struct Each<'a, V>(&'a mut V);
        impl<T: Dataset, V: Visitor> EachFormat<T> for Each<'_, V> {
            fn format<F: Codec<T>>(&mut self) {
                self.0.codec::<F, T>();
            }
        }
        serde_formats::<Values<T>, _>(&mut Each(visitor));
    }

    fn visit_values(_: &mut impl Visitor) {}
}

/// What the divan benchmark that [`main!`](crate::main!) declares runs: the suite of the type the
/// binary measures, known only once [`main`](crate::main) is called with the generator.
trait Dispatch: Sync {
    fn cases(&self) -> Vec<Case>;
    fn run(&self, bencher: Bencher, case: &Case);
}

impl<T: Measured> Dispatch for Yours<T> {
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
/// not, and gets the survival table alone.
#[derive(Clone, Debug, Default, PartialEq)]
struct Options {
    bench: bool,
    quick: bool,
    instructions: bool,
    json: Option<PathBuf>,
}

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
                other => return Err(UsageError(format!("unknown argument `{other}`; {USAGE}"))),
            }
        }
        Ok(options)
    }
}

const USAGE: &str = "takes --quick (one round), --instructions (callgrind counts) and --json PATH \
                     (a copy of the results), after `cargo bench --bench NAME --`";

/// The bench target's `main`, which [`main!`](crate::main!) calls: generates the values, then
/// runs the role this process was started in, or, started by cargo, checks the values in every
/// format and measures those that carry them.
pub(crate) fn run<T: Measured>(generate: impl FnOnce() -> Vec<T>) -> ExitCode {
    let values = match crate::generated(generate) {
        Ok(values) => values,
        Err(message) => return fail(UsageError(message).into()),
    };
    let role = match Role::from_env() {
        Ok(role) => role,
        Err(error) => return fail(error),
    };
    VALUES.get_or_init(|| Box::new(values.clone()));
    DISPATCH.get_or_init(|| &Yours::<T>(PhantomData));
    match role {
        Some(Role::Bench(_)) => engine::timed_main::<Yours<T>>(),
        Some(_) => engine::main::<Yours<T>>(),
        None => match parent(&values, std::env::args().skip(1)) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => fail(error),
        },
    }
}

/// One line on stderr; exit 2 after a usage error, 1 after any other failure.
fn fail(error: anyhow::Error) -> ExitCode {
    let code = if error.is::<UsageError>() { 2 } else { 1 };
    eprintln!("serbench: {error:#}");
    ExitCode::from(code)
}

/// The parent: the survival table, then, under `cargo bench`, the measurement of every format
/// that carries the values, written as a results file and printed as bench-cli's tables.
fn parent<T: Measured>(values: &[T], args: impl Iterator<Item = String>) -> anyhow::Result<()> {
    let options = Options::parse(args)?;
    let checked = survival(values);
    print!("{checked}");
    if !options.bench {
        println!("\nmeasure them with `cargo bench` (add `-- --quick` for one round)");
        return Ok(());
    }
    let surviving: Vec<&Descriptor> =
        checked.rows.iter().filter(|row| row.verdict.survives()).map(|row| &row.format).collect();
    if surviving.is_empty() {
        println!("\nno format carries the values: nothing to measure");
        return Ok(());
    }
    if options.instructions {
        runner::check_valgrind()?;
    }
    let exe = std::env::current_exe().context("cannot find this bench binary")?;
    let target = target_directory(&exe);
    let binary = <Yours<T> as engine::Suite>::BINARY;
    let mut binaries = runner::Binaries::new(binary);
    binaries.add(binary, exe.clone(), exe.clone());
    binaries.measure(binary);
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
    };
    println!();
    let results =
        runner::measure(&binaries, &plan, |datasets| meta(&plan, &exe, &surviving, datasets))?;
    let json = serde_json::to_vec_pretty(&results).context("cannot serialise the results")?;
    let stamp = utc_timestamp(SystemTime::now(), '-');
    let archive = target.join("serbench").join(format!("{stamp}.json"));
    write_atomic(&archive, &json)?;
    if let Some(path) = &options.json {
        write_atomic(path, &json)?;
    }
    print!("{}", tables::report::render(&results, Extras::default(), Style::Terminal));
    eprintln!("results: {}", archive.display());
    Ok(())
}

/// The results' meta: this machine, the user's commit, the libraries checked.
fn meta(
    plan: &runner::Plan,
    exe: &Path,
    formats: &[&Descriptor],
    datasets: BTreeMap<String, usize>,
) -> Meta {
    let mut crates: BTreeMap<String, String> = BTreeMap::new();
    for format in formats {
        crates.insert(format.name.into(), format.version.into());
    }
    crates.extend(engine::MEASURING_CRATES.map(|(name, version)| (name.into(), version.into())));
    let sampling = plan.sampling;
    Meta {
        cpu: cpu_model(),
        cores: cores(),
        rustc: engine::RUSTC.into(),
        git_commit: git_commit_in(Path::new(".")),
        timestamp: utc_timestamp(SystemTime::now(), ':'),
        quick: plan.quick,
        // `<target>/<profile>/deps/<bench>-<hash>`.
        profile: exe
            .ancestors()
            .nth(2)
            .and_then(Path::file_name)
            .map_or_else(|| "unknown".into(), |name| name.to_string_lossy().into_owned()),
        suite: None,
        rounds: sampling.rounds,
        sample_count: sampling.sample_count,
        max_time_ms: sampling.max_time_ms,
        crates,
        datasets,
        jvm: None,
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
        assert!(bench.bench && bench.quick && !bench.instructions);
        assert_eq!(bench.json.as_deref(), Some(Path::new("out.json")));
        let unknown = parse(&["--bench", "--fast"]).unwrap_err().0;
        assert!(unknown.starts_with("unknown argument `--fast`; takes --quick"), "{unknown}");
        assert!(parse(&["--json"]).is_err());
    }

    #[test]
    fn the_target_directory_is_the_bench_binary_s() {
        if std::env::var_os("CARGO_TARGET_DIR").is_none() {
            let exe = Path::new("/work/app/target/release/deps/survival-0123");
            assert_eq!(target_directory(exe), Path::new("/work/app/target"));
        }
    }
}
