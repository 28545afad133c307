//! `bench-cli compare` and `bench-cli merge`: what changed between two results files, judged so
//! that a real regression fails and noise does not.
//!
//! Rules, each named in the output when it fires:
//! - `deterministic`: encoded size, zstd size, and allocation count and bytes per operation do not
//!   depend on timing; any increase is a regression.
//! - `time`: a slower median is a regression only when it exceeds both the threshold (default
//!   10 %) and three times the spread measured in the runs themselves (the largest max - min of
//!   the round medians on either side).
//! - `time-noise`: slower by more than the threshold but within three spreads, or with fewer than
//!   two rounds on a side (no spread to judge by): a warning.
//! - `time-floor`: cells under 100 ns are never judged on time alone: a warning at most.
//! - Faster times are listed as improvements only past the same two bars; below them they are
//!   noise and are not listed, or an A/A comparison would read as progress.

use std::{collections::BTreeMap, fmt::Write, path::Path};

use anyhow::Context;
use comfy_table::{Table, presets};

use crate::{
    UsageError,
    divan_report::Stats,
    report::Style,
    results::{Results, Row, SCHEMA},
};

/// Time changes below this fraction are not reported at all.
pub(crate) const DEFAULT_THRESHOLD_PCT: f64 = 10.0;
/// Cells whose medians are below this are never judged on time alone.
const TIME_FLOOR_NS: f64 = 100.0;
/// A time regression must exceed this many spreads.
const SPREADS: f64 = 3.0;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Verdict {
    Improved,
    Warning,
    Regression,
}

/// One changed metric of one format variant on one data set.
#[derive(Clone, Debug)]
pub(crate) struct Change {
    pub(crate) cell: String,
    pub(crate) metric: String,
    pub(crate) base: f64,
    pub(crate) head: f64,
    pub(crate) verdict: Verdict,
    pub(crate) rule: &'static str,
}

/// Reads a results file; every failure is the user's input, so it is a usage error (exit 2).
pub(crate) fn load(path: &Path) -> Result<Results, UsageError> {
    let text = std::fs::read(path)
        .map_err(|error| UsageError(format!("cannot read {}: {error}", path.display())))?;
    let schema: serde_json::Value = serde_json::from_slice(&text)
        .map_err(|error| UsageError(format!("{} is not JSON: {error}", path.display())))?;
    if schema.get("schema").and_then(serde_json::Value::as_u64) != Some(u64::from(SCHEMA)) {
        return Err(UsageError(format!(
            "{} has results schema {}, this bench-cli reads schema {SCHEMA}",
            path.display(),
            schema.get("schema").map_or("none".into(), ToString::to_string)
        )));
    }
    serde_json::from_value(schema).map_err(|error| {
        UsageError(format!("{} is not a bench-cli results file: {error}", path.display()))
    })
}

/// Refuses to compare results that measured different things.
pub(crate) fn check_comparable(base: &Results, head: &Results) -> Result<(), UsageError> {
    if base.meta.datasets != head.meta.datasets {
        return Err(UsageError(format!(
            "the runs used different data-set sizes ({:?} against {:?}); refusing a misleading comparison",
            base.meta.datasets, head.meta.datasets
        )));
    }
    if base.meta.quick != head.meta.quick {
        return Err(UsageError(
            "one run is --quick and the other is not; refusing a misleading comparison".into(),
        ));
    }
    Ok(())
}

/// Every metric that changed between the two runs, judged.
pub(crate) fn compare(base: &Results, head: &Results, threshold_pct: f64) -> Vec<Change> {
    let key = |row: &Row| format!("{} {}/{}", row.dataset, row.format, row.variant);
    let base_rows: BTreeMap<String, &Row> =
        base.results.iter().map(|row| (key(row), row)).collect();
    let mut changes = Vec::new();
    for head_row in &head.results {
        let cell = key(head_row);
        let Some(base_row) = base_rows.get(&cell) else { continue };
        let mut judge = |metric: String, base: f64, head: f64| {
            changes.extend(judge_deterministic(&cell, metric, base, head));
        };
        judge("bytes".into(), base_row.size_bytes as f64, head_row.size_bytes as f64);
        judge("zstd bytes".into(), base_row.zstd_bytes as f64, head_row.zstd_bytes as f64);
        for (op, head_stats) in &head_row.ops {
            let Some(base_stats) = base_row.ops.get(op) else { continue };
            judge(format!("{op} allocs"), base_stats.allocs, head_stats.allocs);
            judge(format!("{op} alloc bytes"), base_stats.alloc_bytes, head_stats.alloc_bytes);
        }
        for (op, head_stats) in &head_row.ops {
            let Some(base_stats) = base_row.ops.get(op) else { continue };
            changes.extend(judge_time(&cell, op, base_stats, head_stats, threshold_pct));
        }
    }
    changes
}

/// Sizes and allocations do not depend on timing: any increase is a regression.
fn judge_deterministic(cell: &str, metric: String, base: f64, head: f64) -> Option<Change> {
    (head != base).then(|| Change {
        cell: cell.into(),
        metric,
        base,
        head,
        verdict: if head > base { Verdict::Regression } else { Verdict::Improved },
        rule: "deterministic",
    })
}

fn judge_time(
    cell: &str,
    op: &str,
    base: &Stats,
    head: &Stats,
    threshold_pct: f64,
) -> Option<Change> {
    let (before, after) = (base.median_ns, head.median_ns);
    let change_pct = (after - before) / before * 100.0;
    if !change_pct.is_finite() || change_pct.abs() <= threshold_pct {
        return None;
    }
    let spread = spread_ns(base).zip(spread_ns(head)).map(|(a, b)| a.max(b));
    let beyond_noise = spread.is_some_and(|spread| (after - before).abs() > SPREADS * spread);
    let (verdict, rule) = if change_pct < 0.0 {
        // Faster is reported by the same two bars as slower, or noise would read as progress.
        if !beyond_noise || before.max(after) < TIME_FLOOR_NS {
            return None;
        }
        (Verdict::Improved, "time")
    } else if before.max(after) < TIME_FLOOR_NS {
        (Verdict::Warning, "time-floor")
    } else if beyond_noise {
        (Verdict::Regression, "time")
    } else {
        (Verdict::Warning, "time-noise")
    };
    Some(Change {
        cell: cell.into(),
        metric: format!("{op} median ns"),
        base: before,
        head: after,
        verdict,
        rule,
    })
}

/// The spread of a cell's round medians, if it was measured in at least two rounds.
fn spread_ns(stats: &Stats) -> Option<f64> {
    let rounds = &stats.round_medians_ns;
    (rounds.len() >= 2).then(|| {
        let max = rounds.iter().copied().fold(f64::MIN, f64::max);
        let min = rounds.iter().copied().fold(f64::MAX, f64::min);
        max - min
    })
}

/// The changes as a table, worst first, with a closing verdict line.
pub(crate) fn render(changes: &[Change], threshold_pct: f64, style: Style) -> String {
    let mut sorted: Vec<&Change> = changes.iter().collect();
    sorted.sort_by(|a, b| b.verdict.cmp(&a.verdict).then_with(|| a.cell.cmp(&b.cell)));
    let mut out = String::new();
    if !sorted.is_empty() {
        let mut table = Table::new();
        table.load_style(match style {
            Style::Terminal => presets::UTF8_FULL_CONDENSED,
            Style::Markdown => presets::ASCII_MARKDOWN,
        });
        table.set_header(["cell", "metric", "base", "head", "change", "verdict", "rule"]);
        for change in sorted {
            let delta = (change.head - change.base) / change.base * 100.0;
            table.add_row([
                change.cell.clone(),
                change.metric.clone(),
                figure(change.base),
                figure(change.head),
                if delta.is_finite() { format!("{delta:+.1} %") } else { "new".into() },
                format!("{:?}", change.verdict).to_lowercase(),
                change.rule.into(),
            ]);
        }
        writeln!(out, "{table}").unwrap_or_default();
    }
    let regressions = changes.iter().filter(|change| change.verdict == Verdict::Regression).count();
    let warnings = changes.iter().filter(|change| change.verdict == Verdict::Warning).count();
    let summary = match (regressions, warnings) {
        (0, 0) => "no regressions".to_string(),
        (0, warnings) => format!("no regressions; {warnings} timing warning(s) within the noise"),
        (regressions, warnings) => format!("{regressions} regression(s), {warnings} warning(s)"),
    };
    writeln!(
        out,
        "{summary} (time threshold {threshold_pct} %, and {SPREADS} x the rounds' spread)"
    )
    .unwrap_or_default();
    out
}

/// Whole numbers for large figures, two decimals for the sub-100 ones (nanoseconds mostly).
fn figure(value: f64) -> String {
    if value.abs() < 100.0 { format!("{value:.2}") } else { format!("{value:.0}") }
}

/// Combines results files of the same commit, run one after another, into one: each cell's round
/// medians are pooled and its median is the lowest of them, as within a run.
pub(crate) fn merge(mut runs: Vec<Results>) -> anyhow::Result<Results> {
    let mut merged = runs.pop().context("nothing to merge")?;
    for run in runs {
        check_comparable(&merged, &run)?;
        merged.meta.rounds += run.meta.rounds;
        for row in run.results {
            let Some(target) = merged.results.iter_mut().find(|target| {
                target.dataset == row.dataset
                    && target.format == row.format
                    && target.variant == row.variant
            }) else {
                continue;
            };
            for (op, stats) in row.ops {
                if let Some(into) = target.ops.get_mut(&op) {
                    pool(into, &stats);
                }
            }
        }
    }
    Ok(merged)
}

fn pool(into: &mut Stats, other: &Stats) {
    into.round_medians_ns.extend_from_slice(&other.round_medians_ns);
    if other.median_ns < into.median_ns {
        into.median_ns = other.median_ns;
    }
    into.fastest_ns = into.fastest_ns.min(other.fastest_ns);
    into.slowest_ns = into.slowest_ns.max(other.slowest_ns);
    // The pooled mean weighs each run by its samples.
    let samples = (into.samples + other.samples).max(1) as f64;
    into.mean_ns =
        (into.mean_ns * into.samples as f64 + other.mean_ns * other.samples as f64) / samples;
    into.samples += other.samples;
    into.iters += other.iters;
}
