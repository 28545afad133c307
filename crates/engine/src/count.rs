//! The child side of `run --instructions`: under callgrind, a bench binary announces each case
//! on stdout, prepares its inputs uninstrumented, and counts one call of its operation inside
//! [`serbench_counted_region`](crate::cases::serbench_counted_region) (the command line's
//! `count.rs` says how the dumps are read).

use std::io::Write;

use anyhow::Context;

use crate::{
    Suite,
    cases::{CaseContext, Free, Measure, Universe, all_cases},
    spec::CountSpec,
};

/// The data sets counted at a fraction of their length, and the records counted. Their text
/// encodings take seconds per call natively (YAML decodes all of `mesh` in about 3 s), minutes
/// under callgrind, which put the whole matrix far over its 10-minute budget; per-record work
/// dominates every count, so a tenth of `mesh` and a quarter of `chunks` gate a change as well.
/// The results file records the length counted beside each count, and tables say so.
const COUNTED_RECORDS: &[(&str, usize)] = &[("mesh", 12_500), ("chunks", 16)];

/// The records `run --instructions` counts data set `dataset` at, where not its full length.
pub fn counted_records(dataset: &str) -> Option<usize> {
    COUNTED_RECORDS.iter().find(|(name, _)| *name == dataset).map(|(_, records)| *records)
}

/// The child, under callgrind: announces each case, then counts it.
pub(crate) fn child<S: Suite>(spec: &CountSpec) -> anyhow::Result<()> {
    if let Some(path) = &spec.source.input {
        crate::document::load(path)?;
    }
    let cases = all_cases::<S>(Universe::of::<S>(&spec.source));
    let mut stdout = std::io::stdout().lock();
    for name in &spec.cases {
        let case = cases
            .iter()
            .find(|case| case.id.to_string() == *name)
            .with_context(|| format!("no case {name}"))?;
        writeln!(stdout, "{name}").and_then(|()| stdout.flush())?;
        let memcpy_bytes = spec.memcpy_bytes.get(case.id.dataset).copied().unwrap_or(0);
        let records = counted_records(case.id.dataset);
        let free = Free::of(case.id.op);
        (case.run)(Measure::Count, &CaseContext { memcpy_bytes, warm_up: true, records, free });
    }
    Ok(())
}
