//! The benchmark child: a bench binary started by `run` with a spec in the environment runs the
//! selected cases under divan and prints divan's report for the command line to parse. The
//! divan benchmark itself is declared in the binary by [`bench_main!`](crate::bench_main), which
//! calls [`selected_cases`] and [`run_case`].

use std::{sync::OnceLock, time::Duration};

use divan::{Bencher, Divan};

pub use crate::cases::Case;
use crate::{
    Suite,
    cases::{CaseContext, Free, Measure, Universe, all_cases},
    spec::BenchSpec,
};

static SPEC: OnceLock<BenchSpec> = OnceLock::new();

pub(crate) fn run(spec: BenchSpec) -> anyhow::Result<()> {
    if let Some(path) = &spec.source.input {
        crate::document::load(path)?;
    }
    let divan = Divan::default()
        .color(false)
        .sample_count(spec.sample_count)
        .max_time(Duration::from_millis(spec.max_time_ms));
    crate::heap::count_allocations(spec.count_allocations);
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

/// Runs one case for divan.
pub fn run_case(bencher: Bencher, case: &Case) {
    let Some(spec) = SPEC.get() else { return };
    let memcpy_bytes = spec.memcpy_bytes.get(case.id.dataset).copied().unwrap_or(0);
    (case.run)(
        Measure::Time(bencher),
        &CaseContext {
            memcpy_bytes,
            warm_up: !spec.test,
            records: spec.records,
            free: Free::of(case.id.op),
        },
    );
}
