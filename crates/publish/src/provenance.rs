//! What the tables show beside a run: its side files (compile-times, robustness), whether they
//! were made by the same commit and versions, and the catalog's RustSec verdicts.

use bench_support::{builds, results::Row, robustness};

use crate::report::Extras;

/// The tables' extras beside a run: its side files, and the registry's RustSec verdicts.
pub fn extras<'a>(
    builds: Option<&'a builds::Report>,
    robustness: Option<&'a robustness::Results>,
) -> Extras<'a> {
    Extras {
        builds,
        robustness,
        unmaintained: Some(unmaintained),
        build_column: true,
        ..Extras::default()
    }
}

/// The RustSec `unmaintained` verdict of a row's library, if it has one.
fn unmaintained(row: &Row) -> Option<&'static str> {
    let descriptor = catalog::formats()
        .find(|descriptor| descriptor.name == row.format && descriptor.variant == row.variant)?;
    let facts = catalog::facts_of(descriptor.name, descriptor.version)?;
    facts.unmaintained.then_some(facts.maintenance.value)
}

#[cfg(test)]
mod tests {
    use bench_support::results::Stats;

    use super::*;
    use crate::{report, table::Style};

    #[test]
    fn unmaintained_libraries_are_marked_in_the_table() {
        let mut results = report::test_results("serialize", Stats::default(), 1);
        let mut bincode = results.results[0].clone();
        (bincode.format, bincode.variant) = ("bincode".into(), "native".into());
        results.results.push(bincode);
        let text = report::render(&results, extras(None, None), Style::Markdown);
        assert!(text.contains("| bincode ‡"), "{text}");
        assert!(text.contains("‡ bincode: unmaintained: RUSTSEC-2025-0141"), "{text}");
        assert!(text.contains("| postcard "), "{text}");
    }
}
