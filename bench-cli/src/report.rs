//! The combined tables: one per data set, one row per format variant, as terminal text or
//! Markdown from the same builder.

use std::fmt::Write;

use bench_support::{
    builds,
    results::{Compressor, MEMCPY, Op, Results, Row, Stats},
    robustness,
};
use comfy_table::Table;
use registry::Dataset;

use crate::{
    document::Document,
    provenance::stale,
    table::{self, Style, group},
};

pub(crate) const BUILD_HINT: &str = "build: run `cargo xtask compile-times` to measure each format's build cost and fill this column";

/// What the tables show beside a run's own results, when it has been measured.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Extras<'a> {
    pub(crate) builds: Option<&'a builds::Report>,
    pub(crate) robustness: Option<&'a robustness::Results>,
}

/// The side files as a table shows them: their rows, and why they are stale, if they are.
#[derive(Clone, Copy, Debug)]
struct Sides<'a> {
    builds: Option<&'a builds::Report>,
    builds_stale: Option<&'a str>,
    robustness: Option<&'a robustness::Results>,
    robustness_stale: Option<&'a str>,
}

/// Marks a cell whose figure comes from a stale side file.
const STALE: &str = " †";
/// Marks a library with a RustSec `unmaintained` advisory.
const UNMAINTAINED: &str = " ‡";

/// The RustSec `unmaintained` verdict of a row's library, if it has one.
fn unmaintained(row: &Row) -> Option<&'static str> {
    let descriptor = registry::formats()
        .into_iter()
        .find(|descriptor| descriptor.name == row.format && descriptor.variant == row.variant)?;
    let facts = registry::facts_of(descriptor.name, descriptor.version)?;
    facts.unmaintained.then_some(facts.maintenance.value)
}

/// All tables for a results file, with a heading per data set.
pub(crate) fn render(results: &Results, extras: Extras<'_>, style: Style) -> String {
    let meta = &results.meta;
    let builds_stale = extras.builds.and_then(|builds| {
        stale(&meta.git_commit, &meta.crates, &builds.meta.git_commit, &builds.meta.crates)
    });
    let robustness_stale = extras
        .robustness
        .and_then(|sweep| stale(&meta.git_commit, &meta.crates, &sweep.git_commit, &sweep.crates));
    let sides = Sides {
        builds: extras.builds,
        builds_stale: builds_stale.as_deref(),
        robustness: extras.robustness,
        robustness_stale: robustness_stale.as_deref(),
    };
    let mut out = String::new();
    let datasets = crate::document::every_dataset().into_iter();
    for (name, description) in
        datasets.filter(|(name, _)| results.meta.datasets.contains_key(*name))
    {
        let rows: Vec<&Row> = results.results.iter().filter(|row| row.dataset == name).collect();
        let records = results.meta.datasets[name];
        let unit = if name == Document::NAME { "JSON values" } else { "records" };
        let heading = format!("{name} ({} {unit}): {description}", group(records as f64));
        match style {
            Style::Terminal => writeln!(out, "\n{heading}").unwrap_or_default(),
            Style::Markdown => writeln!(out, "\n### {heading}\n").unwrap_or_default(),
        }
        writeln!(out, "{}", main_table(&rows, sides, style)).unwrap_or_default();
        let skipped: Vec<String> = results
            .not_measured
            .iter()
            .filter(|pair| pair.dataset == name && pair.op.is_none())
            .map(|pair| format!("{}/{} ({})", pair.format, pair.variant, pair.reason))
            .collect();
        let lead = if style == Style::Markdown { "\n" } else { "" };
        if !skipped.is_empty() {
            writeln!(out, "{lead}not measured: {}", skipped.join("; ")).unwrap_or_default();
        }
        let mut flagged: Vec<String> = Vec::new();
        for row in &rows {
            if let Some(verdict) = unmaintained(row) {
                let note = format!("{}: {verdict}", row.format);
                if !flagged.contains(&note) {
                    flagged.push(note);
                }
            }
        }
        if !flagged.is_empty() {
            writeln!(out, "{lead}‡ {}", flagged.join("; ")).unwrap_or_default();
        }
        let counted_at = rows
            .iter()
            .flat_map(|row| row.ops.values())
            .find_map(|stats| stats.counted_records.filter(|counted| *counted as usize != records));
        if let Some(counted) = counted_at {
            writeln!(
                out,
                "{lead}instructions counted at {} of the {} records (`run --instructions` counts \
                 the biggest data sets at a fraction of their length)",
                group(counted as f64),
                group(records as f64)
            )
            .unwrap_or_default();
        }
        let not_borrowed = not_borrowed(results, name);
        if !not_borrowed.is_empty() {
            writeln!(out, "{lead}no borrowed decoding: {not_borrowed}").unwrap_or_default();
        }
        if name == Document::NAME {
            writeln!(out, "{lead}{}", crate::document::NOTE).unwrap_or_default();
        }
        if rows.iter().any(|row| row.ops.contains_key(Op::AccessValidated.key())) {
            let zero_copy = zero_copy_table(&rows, style);
            match style {
                Style::Terminal => {
                    writeln!(out, "zero-copy access:\n{zero_copy}").unwrap_or_default()
                }
                Style::Markdown => {
                    writeln!(out, "\nZero-copy access:\n\n{zero_copy}").unwrap_or_default()
                }
            }
        }
        if rows.iter().any(|row| !row.compression.is_empty()) {
            let compressed = compression_table(&rows, style);
            let title = "compressed (bytes; time to compress / decompress them)";
            match style {
                Style::Terminal => writeln!(out, "{title}:\n{compressed}").unwrap_or_default(),
                Style::Markdown => writeln!(
                    out,
                    "\nCompressed (bytes; time to compress / decompress them):\n\n{compressed}"
                )
                .unwrap_or_default(),
            }
        }
    }
    if extras.builds.is_none() {
        writeln!(out, "\n{BUILD_HINT}").unwrap_or_default();
    }
    if let Some(reason) = &builds_stale {
        writeln!(out, "\n† build costs are stale: {reason}; rerun `cargo xtask compile-times`")
            .unwrap_or_default();
    }
    if let Some(reason) = &robustness_stale {
        writeln!(out, "\n† robustness counts are stale: {reason}; rerun `bench-cli robustness`")
            .unwrap_or_default();
    }
    out
}

fn main_table(rows: &[&Row], sides: Sides<'_>, style: Style) -> Table {
    let borrowed = rows.iter().any(|row| row.ops.contains_key(Op::DeserializeBorrowed.key()));
    let mut header = vec![
        "format",
        "variant",
        "bytes",
        "zstd",
        "serialize",
        "ser MB/s",
        "deserialize",
        "de MB/s",
    ];
    if borrowed {
        header.push("borrowed (allocs)");
    }
    let counted = rows.iter().any(|row| row.ops.values().any(|stats| stats.instructions.is_some()));
    if counted {
        header.extend(["ser instructions", "de instructions"]);
    }
    // Instruction counts where the compile-times sweep had counters, else CPU seconds.
    let build_unit = sides
        .builds
        .and_then(|builds| builds.formats.values().next())
        .map_or("CPU s", |build| build.headline().2);
    let build_header = format!("build {build_unit} (+over bare)");
    header.extend(["ser allocs", "de allocs", &build_header]);
    if sides.robustness.is_some() {
        header.push("robustness (corrupt input)");
    }
    let mut table = table::new(style, &header, 2);
    for row in rows {
        let is_floor = row.format == MEMCPY.0;
        // The floor's one copy is the floor for both directions.
        let (serialize, deserialize) = if is_floor {
            (row.ops.get(Op::Copy.key()), row.ops.get(Op::Copy.key()))
        } else {
            (row.ops.get(Op::Serialize.key()), row.ops.get(Op::Deserialize.key()))
        };
        let build = match sides.builds.and_then(|builds| builds.formats.get(&row.package)) {
            Some(build) => {
                let (clean, over, _) = build.headline();
                format!(
                    "{clean:.1} (+{over:.1}){}",
                    if sides.builds_stale.is_some() { STALE } else { "" }
                )
            }
            None => "-".into(),
        };
        let mut cells = vec![
            format!(
                "{}{}",
                row.format,
                if unmaintained(row).is_some() { UNMAINTAINED } else { "" }
            ),
            row.variant.clone(),
            group(row.size_bytes as f64),
            if is_floor { "-".into() } else { group(row.zstd_bytes as f64) },
            time(serialize),
            throughput(row.size_bytes, serialize),
            time(deserialize),
            throughput(row.size_bytes, deserialize),
        ];
        if borrowed {
            cells.push(match row.ops.get(Op::DeserializeBorrowed.key()) {
                Some(stats) => {
                    format!("{} ({})", table::time(stats.median_ns), allocs(Some(stats)))
                }
                None => "-".into(),
            });
        }
        if counted {
            for stats in [serialize, deserialize] {
                cells.push(stats.and_then(|stats| stats.instructions).map_or("-".into(), group));
            }
        }
        cells.extend([
            if is_floor { "-".into() } else { allocs(serialize) },
            if is_floor { "-".into() } else { allocs(deserialize) },
            if is_floor { "-".into() } else { build },
        ]);
        if let Some(robustness) = sides.robustness {
            let found = robustness.results.iter().find(|r| {
                r.dataset == row.dataset && r.format == row.format && r.variant == row.variant
            });
            let stale = if sides.robustness_stale.is_some() { STALE } else { "" };
            cells.push(found.map_or_else(
                || "-".into(),
                |found| format!("{}{stale}", crate::robustness::summary(found)),
            ));
        }
        table.add_row(cells);
    }
    table
}

/// The variants without a borrowed decode on a data set, grouped by reason:
/// `reason: a/x, b/y; reason: ...`.
fn not_borrowed(results: &Results, dataset: &str) -> String {
    let mut reasons: Vec<(&str, Vec<String>)> = Vec::new();
    let op = Some(Op::DeserializeBorrowed.key());
    for pair in results.not_measured.iter().filter(|pair| pair.dataset == dataset) {
        if pair.op.as_deref() != op {
            continue;
        }
        let label = format!("{}/{}", pair.format, pair.variant);
        match reasons.iter_mut().find(|(reason, _)| *reason == pair.reason) {
            Some((_, labels)) => labels.push(label),
            None => reasons.push((&pair.reason, vec![label])),
        }
    }
    let groups: Vec<String> = reasons
        .iter()
        .map(|(reason, labels)| format!("{} ({reason})", labels.join(", ")))
        .collect();
    groups.join("; ")
}

fn zero_copy_table(rows: &[&Row], style: Style) -> Table {
    let header = [
        "format",
        "variant",
        "access (validated)",
        "access (unvalidated)",
        "read",
        "deserialize (unvalidated)",
    ];
    let mut table = table::new(style, &header, 2);
    for row in rows.iter().filter(|row| row.ops.contains_key(Op::AccessValidated.key())) {
        let op = |op: Op| time(row.ops.get(op.key()));
        table.add_row(vec![
            row.format.clone(),
            row.variant.clone(),
            op(Op::AccessValidated),
            op(Op::AccessUnvalidated),
            op(Op::Read),
            op(Op::DeserializeUnvalidated),
        ]);
    }
    table
}

/// Each row's bytes through each compressor: size, and compress / decompress time.
fn compression_table(rows: &[&Row], style: Style) -> Table {
    let keys: Vec<String> = Compressor::ALL.map(Compressor::key).into();
    let mut header = vec!["format".to_string(), "variant".to_string()];
    for key in &keys {
        header.extend([key.clone(), format!("{key} time")]);
    }
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let mut table = table::new(style, &header, 2);
    for row in rows.iter().filter(|row| !row.compression.is_empty()) {
        let mut cells = vec![row.format.clone(), row.variant.clone()];
        for key in &keys {
            match row.compression.get(key) {
                Some(compressed) => cells.extend([
                    group(compressed.bytes as f64),
                    format!(
                        "{} / {}",
                        table::time(compressed.compress_ns),
                        table::time(compressed.decompress_ns)
                    ),
                ]),
                None => cells.extend(["-".into(), "-".into()]),
            }
        }
        table.add_row(cells);
    }
    table
}

/// A median with four significant figures and a unit, or `-`.
fn time(stats: Option<&Stats>) -> String {
    stats.map_or_else(|| "-".into(), |stats| table::time(stats.median_ns))
}

/// Megabytes of encoded data per second at the median time.
fn throughput(size_bytes: u64, stats: Option<&Stats>) -> String {
    match stats {
        Some(stats) if stats.median_ns > 0.0 => group(size_bytes as f64 * 1e3 / stats.median_ns),
        _ => "-".into(),
    }
}

fn allocs(stats: Option<&Stats>) -> String {
    match stats {
        Some(stats) if stats.allocs.fract() == 0.0 => group(stats.allocs),
        Some(stats) => format!("{:.1}", stats.allocs),
        None => "-".into(),
    }
}

/// The meta of a made-up quick run of one `message` record, for the tests of the modules that
/// read results files.
/// A made-up results file: postcard on one `message` record, `op` measured as `stats`.
#[cfg(test)]
pub(crate) fn test_results(op: &str, stats: Stats, rounds: u32) -> Results {
    let row = Row {
        dataset: "message".into(),
        format: "postcard".into(),
        variant: "serde".into(),
        package: "fmt-postcard".into(),
        wire: "postcard".into(),
        size_bytes: 44,
        zstd_bytes: 53,
        records: None,
        compression: Default::default(),
        ops: [(op.to_string(), stats)].into(),
    };
    Results {
        schema: bench_support::results::SCHEMA,
        meta: test_meta(rounds, std::collections::BTreeMap::new()),
        results: vec![row],
        not_measured: Vec::new(),
    }
}

#[cfg(test)]
pub(crate) fn test_meta(
    rounds: u32,
    crates: std::collections::BTreeMap<String, String>,
) -> bench_support::results::Meta {
    bench_support::results::Meta {
        cpu: "test".into(),
        cores: 2,
        rustc: "rustc".into(),
        git_commit: "abc".into(),
        timestamp: "2026-11-22T00:00:00Z".into(),
        quick: true,
        profile: "release".into(),
        suite: None,
        rounds,
        sample_count: 10,
        max_time_ms: 150,
        crates,
        datasets: [("message".to_string(), 1)].into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn throughput_is_encoded_megabytes_per_second() {
        let stats = |median_ns| Stats { median_ns, ..Stats::default() };
        // 1 MB in 1 ms is 1,000 MB/s.
        assert_eq!(throughput(1_000_000, Some(&stats(1e6))), "1,000");
        assert_eq!(time(None), "-");
    }

    /// A run at commit `abc` of postcard and bincode on `message`.
    fn run() -> Results {
        let row = |format: &str, variant: &str, package: &str| Row {
            dataset: "message".into(),
            format: format.into(),
            variant: variant.into(),
            package: package.into(),
            wire: "-".into(),
            size_bytes: 44,
            zstd_bytes: 53,
            records: None,
            compression: Default::default(),
            ops: [("serialize", 40.0), ("deserialize", 150.0)]
                .into_iter()
                .map(|(op, median_ns)| (op.to_string(), Stats { median_ns, ..Stats::default() }))
                .collect(),
        };
        let meta = test_meta(1, crate::provenance::library_versions());
        Results {
            schema: bench_support::results::SCHEMA,
            meta,
            results: vec![
                row("postcard", "serde", "fmt-postcard"),
                row("bincode", "native", "fmt-bincode"),
            ],
            not_measured: Vec::new(),
        }
    }

    fn builds(commit: &str) -> builds::Report {
        let spread = || builds::Spread::of(&[10.0]);
        let unit = || builds::UnitReport {
            package: "fmt-postcard".into(),
            features: vec!["serde".into()],
            clean_cpu_s: spread(),
            clean_wall_s: spread(),
            rebuild_cpu_s: spread(),
            clean_instructions_g: None,
        };
        let format = builds::FormatReport {
            unit: unit(),
            over_bare_s: spread(),
            over_serde_s: None,
            over_bare_instructions_g: None,
            dependency_crates: 5,
            probe_binary_bytes: 1,
            probe_over_baseline_bytes: 1,
        };
        builds::Report {
            schema: builds::SCHEMA,
            meta: builds::Meta {
                cpu: "test".into(),
                cores: 2,
                rustc: "rustc".into(),
                git_commit: commit.into(),
                timestamp: "2026-11-22T00:00:00Z".into(),
                quick: false,
                rounds: 1,
                warm_up_rounds: 0,
                profile: "release".into(),
                instructions_unavailable: None,
                crates: [("postcard".to_string(), "1.1.3".to_string())].into(),
            },
            baselines: Default::default(),
            formats: [("fmt-postcard".to_string(), format)].into(),
            failures: Default::default(),
        }
    }

    fn sweep(commit: &str) -> robustness::Results {
        robustness::Results {
            schema: robustness::SCHEMA,
            timestamp: "2026-11-22T00:00:00Z".into(),
            git_commit: commit.into(),
            crates: crate::provenance::library_versions(),
            seed: 1,
            memory_limit_bytes: 1 << 30,
            results: vec![robustness::Row {
                dataset: "message".into(),
                format: "postcard".into(),
                variant: "serde".into(),
                records: 1,
                encoded_bytes: 44,
                cases: 10,
                counts: robustness::Counts { error: 10, ..Default::default() },
            }],
        }
    }

    #[test]
    fn side_files_of_the_run_s_commit_are_shown_plainly() {
        let (builds, sweep) = (builds("abc"), sweep("abc"));
        let extras = Extras { builds: Some(&builds), robustness: Some(&sweep) };
        let text = render(&run(), extras, Style::Markdown);
        assert!(text.contains("10.0 (+10.0) |") && text.contains("100.0% rejected |"), "{text}");
        assert!(!text.contains('†'), "{text}");
    }

    #[test]
    fn a_stale_compile_times_or_robustness_file_is_marked() {
        let (builds, sweep) = (builds("old"), sweep("older"));
        let extras = Extras { builds: Some(&builds), robustness: Some(&sweep) };
        let text = render(&run(), extras, Style::Markdown);
        assert!(text.contains("10.0 (+10.0) †"), "{text}");
        assert!(text.contains("100.0% rejected †"), "{text}");
        assert!(text.contains("† build costs are stale: made at commit old, this run at abc"));
        assert!(
            text.contains("† robustness counts are stale: made at commit older, this run at abc")
        );
    }

    #[test]
    fn unmaintained_libraries_are_marked_in_the_table() {
        let text = render(&run(), Extras::default(), Style::Markdown);
        assert!(text.contains("| bincode ‡"), "{text}");
        assert!(text.contains("‡ bincode: unmaintained: RUSTSEC-2025-0141"), "{text}");
        assert!(text.contains("| postcard "), "{text}");
    }
}
