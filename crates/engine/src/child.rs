//! The benchmark child: a format's timed binary (`bench-<format>-timed`), started by `run` with a
//! spec in the environment, runs the selected cases under divan and prints divan's report for the
//! command line to parse. The divan benchmark itself is declared in the binary by
//! [`timed_main!`](crate::timed_main), which calls [`selected_cases`] and [`run_case`].
//!
//! The timed binary holds nothing but this: no round-trip check, no warm-up, no count, no
//! encoding of a decode's input (read from the file the prepare role wrote). So each operation's
//! one call in the binary is inside divan's sample loop, as in a benchmark of the library written
//! by hand, and the compiler makes the same code of it (methodology.md, "Each cell against its
//! library alone"). divan is given each case's sample size ([`BenchSpec::sample_size`], found by
//! the prepare role) rather than tuning it from a first call that may be cold.

use std::{
    cell::{Cell, RefCell},
    sync::OnceLock,
    time::Duration,
};

use divan::{Bencher, Divan, black_box};
use format_api::Codec;

pub use crate::cases::Case;
use crate::{
    Dataset, Suite,
    cases::{self, CaseContext, Free, Measure, Universe, all_cases, encoding_file},
    spec::BenchSpec,
};

static SPEC: OnceLock<BenchSpec> = OnceLock::new();

pub(crate) fn run(spec: BenchSpec) -> anyhow::Result<()> {
    if let Some(path) = &spec.source.input {
        crate::document::load(path)?;
    }
    let mut divan = Divan::default()
        .color(false)
        .sample_count(spec.sample_count)
        .max_time(Duration::from_millis(spec.max_time_ms));
    if let Some(sample_size) = spec.sample_size {
        divan = divan.sample_size(sample_size);
    }
    let test = spec.test;
    SPEC.get_or_init(|| spec);
    if test {
        divan.test_benches()
    } else {
        divan.run_benches()
    }
    Ok(())
}

/// The cases the spec names, in the suite's order.
pub fn selected_cases<S: Suite>() -> Vec<Case> {
    let Some(spec) = SPEC.get() else { return Vec::new() };
    let cases = all_cases::<S>(Universe::of::<S>(&spec.source)).into_iter();
    cases.filter(|case| spec.cases.contains(&case.id.to_string())).collect()
}

/// Runs one case of suite `S` for divan.
pub fn run_case<S: Suite>(bencher: Bencher, case: &Case) {
    let Some(spec) = SPEC.get() else { return };
    let context = CaseContext {
        memcpy_bytes: spec.memcpy_bytes.get(case.id.dataset).copied().unwrap_or(0),
        records: spec.records,
        free: Free::of(case.id.op),
        encodings: spec.encodings.as_deref(),
    };
    cases::run_case::<S, Time>(Universe::of::<S>(&spec.source), case.id, Time(bencher), &context);
}

/// Timing by divan: the operation called in divan's sample loop and nowhere else.
struct Time<'a, 'b>(Bencher<'a, 'b>);

impl Measure for Time<'_, '_> {
    fn measure<O>(self, context: &CaseContext, mut op: impl FnMut() -> O) {
        // One closure for both frees, so that the operation has one call site, returning nothing,
        // so that divan's sample loop is the one it runs for a benchmark written by hand. A
        // decode's `*_free_untimed` twin keeps its values in `kept`, which the input generator,
        // called once per call before each sample's timed loop, empties and makes room in: no
        // allocation of the harness's is timed or counted.
        let untimed = context.free == Free::Untimed;
        let kept = RefCell::new(Vec::new());
        let calls = Cell::new(0_usize);
        let generate = || {
            let mut kept = kept.borrow_mut();
            if !kept.is_empty() {
                kept.clear();
                calls.set(0);
            }
            calls.set(calls.get() + 1);
            if untimed {
                kept.reserve(calls.get());
            }
        };
        self.0.with_inputs(generate).bench_local_refs(|()| {
            let output = black_box(op());
            if untimed {
                kept.borrow_mut().push(output);
            } else {
                drop(output);
            }
        });
    }

    fn encoded<F: Codec<T>, T: Dataset>(_: &mut F, context: &CaseContext) -> Vec<u8> {
        let Some(directory) = context.encodings else {
            panic!("the spec names no directory of encodings for {}'s decodes", T::NAME)
        };
        let file = encoding_file::<F, T>(directory);
        // `fs::read` allocates the bytes fresh, aligned as the global allocator aligns.
        std::fs::read(&file).unwrap_or_else(|error| {
            panic!("cannot read the encoding the prepare role wrote, {}: {error}", file.display())
        })
    }
}
