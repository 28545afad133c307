//! The combined tables: one per data set, one row per format variant, as terminal text or
//! Markdown from the same builder.

use std::fmt::Write;

use bench_support::{
    builds,
    results::{MEMCPY, Op, Results, Row, Stats},
    robustness,
};
use comfy_table::Table;
use registry::Dataset;

use crate::{
    document::Document,
    table::{self, Style, group},
};

pub(crate) const BUILD_HINT: &str = "build: run `cargo xtask compile-times` to measure each format's build cost and fill this column";

/// What the tables show beside a run's own results, when it has been measured.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Extras<'a> {
    pub(crate) builds: Option<&'a builds::Report>,
    pub(crate) robustness: Option<&'a robustness::Results>,
}

/// All tables for a results file, with a heading per data set.
pub(crate) fn render(results: &Results, extras: Extras<'_>, style: Style) -> String {
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
        writeln!(out, "{}", main_table(&rows, extras, style)).unwrap_or_default();
        let skipped: Vec<String> = results
            .not_measured
            .iter()
            .filter(|pair| pair.dataset == name)
            .map(|pair| format!("{}/{} ({})", pair.format, pair.variant, pair.reason))
            .collect();
        let lead = if style == Style::Markdown { "\n" } else { "" };
        if !skipped.is_empty() {
            writeln!(out, "{lead}not measured: {}", skipped.join("; ")).unwrap_or_default();
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
    }
    if extras.builds.is_none() {
        writeln!(out, "\n{BUILD_HINT}").unwrap_or_default();
    }
    out
}

fn main_table(rows: &[&Row], extras: Extras<'_>, style: Style) -> Table {
    let mut header = vec![
        "format",
        "variant",
        "bytes",
        "zstd",
        "serialize",
        "ser MB/s",
        "deserialize",
        "de MB/s",
        "ser allocs",
        "de allocs",
        "build CPU s (+over bare)",
    ];
    if extras.robustness.is_some() {
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
        let build = match extras.builds.and_then(|builds| builds.formats.get(&row.package)) {
            Some(build) => {
                format!("{:.1} (+{:.1})", build.unit.clean_cpu_s.median, build.over_bare_s.median)
            }
            None => "-".into(),
        };
        let mut cells = vec![
            row.format.clone(),
            row.variant.clone(),
            group(row.size_bytes as f64),
            if is_floor { "-".into() } else { group(row.zstd_bytes as f64) },
            time(serialize),
            throughput(row.size_bytes, serialize),
            time(deserialize),
            throughput(row.size_bytes, deserialize),
            if is_floor { "-".into() } else { allocs(serialize) },
            if is_floor { "-".into() } else { allocs(deserialize) },
            if is_floor { "-".into() } else { build },
        ];
        if let Some(robustness) = extras.robustness {
            let found = robustness.results.iter().find(|r| {
                r.dataset == row.dataset && r.format == row.format && r.variant == row.variant
            });
            cells.push(found.map_or_else(|| "-".into(), crate::robustness::summary));
        }
        table.add_row(cells);
    }
    table
}

fn zero_copy_table(rows: &[&Row], style: Style) -> Table {
    let header = ["format", "variant", "access (validated)", "access (unvalidated)", "read"];
    let mut table = table::new(style, &header, 2);
    for row in rows.iter().filter(|row| row.ops.contains_key(Op::AccessValidated.key())) {
        let op = |op: Op| time(row.ops.get(op.key()));
        table.add_row(vec![
            row.format.clone(),
            row.variant.clone(),
            op(Op::AccessValidated),
            op(Op::AccessUnvalidated),
            op(Op::Read),
        ]);
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
}
