//! The benchmark child: the same binary, re-executed by `run` with a spec in the environment,
//! runs the selected cases under divan and prints divan's report for the parent to parse.
//!
//! Running the benchmarks in a child keeps divan's allocation profiler and its output apart from
//! the parent's own work (data generation, round-trip checks, tables), and lets the parent show
//! progress while divan runs.

use std::{sync::OnceLock, time::Duration};

use divan::{AllocProfiler, Bencher, Divan};

use super::cases::{Case, CaseContext, Free, Measure, Universe, all_cases};
use crate::role::BenchSpec;

/// divan counts every allocation in the timed region through this allocator, in parent and child
/// alike; the parent's own allocations are never timed.
#[global_allocator]
static ALLOC: AllocProfiler = AllocProfiler::system();

static SPEC: OnceLock<BenchSpec> = OnceLock::new();

pub(crate) fn run(spec: BenchSpec) -> anyhow::Result<()> {
    if let Some(path) = &spec.source.input {
        crate::document::load(path)?;
    }
    let divan = Divan::default()
        .color(false)
        .sample_count(spec.sample_count)
        .max_time(Duration::from_millis(spec.max_time_ms));
    let test = spec.test;
    SPEC.get_or_init(|| spec);
    if test {
        divan.test_benches()
    } else {
        divan.run_benches()
    }
    Ok(())
}

/// The cases the spec names, in registry order.
fn selected_cases() -> Vec<Case> {
    let Some(spec) = SPEC.get() else { return Vec::new() };
    let cases = all_cases(Universe::from(&spec.source)).into_iter();
    cases.filter(|case| spec.cases.contains(&case.id.to_string())).collect()
}

#[divan::bench(args = selected_cases())]
fn case(bencher: Bencher, case: &Case) {
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
