//! The combined tables: one per data set, one row per format variant, as terminal text or
//! Markdown from the same builder.

use std::{collections::BTreeMap, fmt::Write, path::PathBuf};

use bench_support::target_dir;
use comfy_table::{Cell, CellAlignment, ContentArrangement, Table, presets};
use registry::Dataset;
use serde::Deserialize;

use crate::{
    cases::{MEMCPY, Op},
    divan_report::Stats,
    document::Document,
    results::{Results, Row},
    robustness::{self, RobustnessResults},
};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Style {
    Terminal,
    Markdown,
}

/// Build costs per format crate (keyed by package name), as `cargo xtask compile-times` writes
/// them; only the fields the table shows are read.
#[derive(Clone, Debug, Deserialize)]
pub(crate) struct BuildTimes {
    pub(crate) formats: BTreeMap<String, FormatBuild>,
}

#[derive(Clone, Debug, Deserialize)]
pub(crate) struct FormatBuild {
    /// CPU seconds of a clean release build of the format crate, over the rounds.
    pub(crate) clean_cpu_s: Median,
    /// CPU seconds over the data-set crate built alone with no derives, over the rounds.
    pub(crate) over_bare_s: Median,
}

#[derive(Clone, Copy, Debug, Deserialize)]
pub(crate) struct Median {
    pub(crate) median: f64,
}

/// Where `cargo xtask compile-times` leaves its results by default.
pub(crate) fn build_times_path() -> PathBuf {
    target_dir().join("compile-times.json")
}

/// The compile-time results when they exist and can be read; a missing file is not an error.
pub(crate) fn load_build_times() -> Option<BuildTimes> {
    let text = std::fs::read_to_string(build_times_path()).ok()?;
    serde_json::from_str(&text).ok()
}

pub(crate) const BUILD_HINT: &str = "build: run `cargo xtask compile-times` to measure each format's build cost and fill this column";

/// What the tables show beside a run's own results, when it has been measured.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Extras<'a> {
    pub(crate) builds: Option<&'a BuildTimes>,
    pub(crate) robustness: Option<&'a RobustnessResults>,
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

fn new_table(style: Style, header: &[&str]) -> Table {
    let mut table = Table::new();
    table
        .load_style(match style {
            Style::Terminal => presets::UTF8_FULL_CONDENSED,
            Style::Markdown => presets::ASCII_MARKDOWN,
        })
        .set_content_arrangement(ContentArrangement::Disabled)
        .set_header(header.iter().map(Cell::new));
    for index in 2..header.len() {
        if let Some(column) = table.column_mut(index) {
            column.set_cell_alignment(CellAlignment::Right);
        }
    }
    table
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
    let mut table = new_table(style, &header);
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
                format!("{:.1} (+{:.1})", build.clean_cpu_s.median, build.over_bare_s.median)
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
            cells.push(found.map_or_else(|| "-".into(), robustness::summary));
        }
        table.add_row(cells);
    }
    table
}

fn zero_copy_table(rows: &[&Row], style: Style) -> Table {
    let mut table = new_table(
        style,
        &["format", "variant", "access (validated)", "access (unvalidated)", "read"],
    );
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

/// A median with four significant figures and a unit: `12.35 µs`.
fn time(stats: Option<&Stats>) -> String {
    let Some(stats) = stats else { return "-".into() };
    let ns = stats.median_ns;
    let (value, unit) = match ns {
        _ if ns < 1e3 => (ns, "ns"),
        _ if ns < 1e6 => (ns / 1e3, "µs"),
        _ if ns < 1e9 => (ns / 1e6, "ms"),
        _ => (ns / 1e9, "s"),
    };
    let decimals = if value >= 100.0 {
        1
    } else if value >= 10.0 {
        2
    } else {
        3
    };
    format!("{value:.decimals$} {unit}")
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

/// A whole number with thousands separators: `724,953`.
fn group(value: f64) -> String {
    let digits = format!("{:.0}", value.round());
    let (sign, digits) = digits.strip_prefix('-').map_or(("", digits.as_str()), |rest| ("-", rest));
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    format!("{sign}{out}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_like_a_table_should() {
        assert_eq!(group(724_953.0), "724,953");
        assert_eq!(group(999.0), "999");
        assert_eq!(group(1_000.0), "1,000");
        let stats = |median_ns| Stats { median_ns, ..Stats::default() };
        assert_eq!(time(Some(&stats(0.27))), "0.270 ns");
        assert_eq!(time(Some(&stats(12_345.0))), "12.35 µs");
        assert_eq!(time(Some(&stats(143_000_000.0))), "143.0 ms");
        // 1 MB in 1 ms is 1,000 MB/s.
        assert_eq!(throughput(1_000_000, Some(&stats(1e6))), "1,000");
    }
}
