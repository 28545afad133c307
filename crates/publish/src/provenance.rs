//! Where a number comes from: the library versions a binary measures, and whether a side file
//! (compile-times, robustness) was made by the same commit and versions as the run it is shown
//! beside.

use std::collections::BTreeMap;

use bench_support::{builds, results::Row, robustness};

use crate::report::Extras;

/// Every format library's version (comma-separated where one is measured at two versions, as
/// bincode 2.0.1 and 1.3.3 are), and the measuring crates'.
pub(crate) fn library_versions() -> BTreeMap<String, String> {
    let mut crates: BTreeMap<String, String> = BTreeMap::new();
    for descriptor in catalog::formats() {
        let versions = crates.entry(descriptor.name.to_string()).or_default();
        if !versions.split(", ").any(|version| version == descriptor.version) {
            if !versions.is_empty() {
                versions.push_str(", ");
            }
            versions.push_str(descriptor.version);
        }
    }
    crates.extend(engine::MEASURING_CRATES.map(|(name, version)| (name.into(), version.into())));
    crates
}

/// The tables' extras beside a run: its side files, and the registry's RustSec verdicts.
pub(crate) fn extras<'a>(
    builds: Option<&'a builds::Report>,
    robustness: Option<&'a robustness::Results>,
) -> Extras<'a> {
    Extras { builds, robustness, unmaintained: Some(unmaintained), build_column: true }
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
