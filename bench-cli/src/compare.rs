//! `bench-cli compare` and `bench-cli merge`: what changed between two results files, judged so
//! that a real regression fails and noise does not.
//!
//! Rules, each named in the output when it fires:
//! - `deterministic`: encoded size and zstd size do not depend on timing; any increase is a
//!   regression.
//! - `allocations`: allocation count and bytes per operation, counted exactly on both sides
//!   (`Meta::allocations`), repeat for the same binary: any increase is a regression. Figures
//!   not counted exactly (files made before) move only past the floor of
//!   [`allocations_moved`], the rule release histories apply too.
//! - `time`: a slower median is a regression only when it exceeds both the threshold (default
//!   10 %) and three times the spread measured in the runs themselves (the largest max - min of
//!   the round medians on either side).
//! - `time-noise`: slower by more than the threshold but within three spreads, or with fewer than
//!   two rounds on a side (no spread to judge by): a warning.
//! - `time-floor`: cells under 100 ns are never judged on time alone: a warning at most.
//! - `instructions`: where both runs counted an operation's instructions (`run --instructions`),
//!   the count is the gate: more instructions than the count threshold (default 1 %) is a
//!   regression, fewer an improvement; that operation's time then only warns (`time-advisory`).
//!   Counts repeat exactly for the same binary, so a 1 % gate does not fire on noise.
//! - Faster times are listed as improvements only past the same two bars; below them they are
//!   noise and are not listed, or an A/A comparison would read as progress.

use std::{collections::BTreeMap, fmt::Write};

use anyhow::Context;
use bench_support::{
    UsageError,
    results::{Results, Row, Stats, allocations_exact, allocations_moved},
};

use crate::table::{self, Style};

/// Time changes below this fraction are not reported at all.
pub(crate) const DEFAULT_THRESHOLD_PCT: f64 = 10.0;
/// Instruction-count changes below this fraction are not reported.
pub(crate) const DEFAULT_COUNT_THRESHOLD_PCT: f64 = 1.0;

/// The two thresholds a comparison applies, in per cent.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Thresholds {
    pub(crate) time_pct: f64,
    pub(crate) count_pct: f64,
}

impl Default for Thresholds {
    fn default() -> Self {
        Thresholds { time_pct: DEFAULT_THRESHOLD_PCT, count_pct: DEFAULT_COUNT_THRESHOLD_PCT }
    }
}
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

/// Refuses to compare results that measured different things.
pub(crate) fn check_comparable(base: &Results, head: &Results) -> Result<(), UsageError> {
    if base.meta.datasets != head.meta.datasets {
        return Err(UsageError(format!(
            "the runs used different data-set sizes ({:?} against {:?}); refusing a misleading comparison",
            base.meta.datasets, head.meta.datasets
        )));
    }
    if base.meta.profile != head.meta.profile {
        return Err(UsageError(format!(
            "the runs were built with different profiles ({} against {}); refusing a misleading comparison",
            base.meta.profile, head.meta.profile
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
pub(crate) fn compare(base: &Results, head: &Results, thresholds: Thresholds) -> Vec<Change> {
    let base_rows: BTreeMap<String, &Row> =
        base.results.iter().map(|row| (row.cell(), row)).collect();
    let exact = allocations_exact(base.meta.allocations, head.meta.allocations);
    let mut changes = Vec::new();
    for head_row in &head.results {
        let cell = head_row.cell();
        let Some(base_row) = base_rows.get(&cell) else { continue };
        let mut judge = |metric: String, base: f64, head: f64| {
            changes.extend(judge_deterministic(&cell, metric, base, head));
        };
        judge("bytes".into(), base_row.size_bytes as f64, head_row.size_bytes as f64);
        judge("zstd bytes".into(), base_row.zstd_bytes as f64, head_row.zstd_bytes as f64);
        // A Java row's allocation figure is JMH's measured average, not a count; it is not
        // judged as one, nor are figures a side did not count.
        let counted = head_row.language.is_none()
            && base.meta.allocations_counted()
            && head.meta.allocations_counted();
        for (op, head_stats) in head_row.ops.iter().filter(|_| counted) {
            let Some(base_stats) = base_row.ops.get(op) else { continue };
            let mut judge = |metric: String, base: f64, head: f64| {
                changes.extend(judge_allocations(&cell, metric, base, head, exact));
            };
            judge(format!("{op} allocs"), base_stats.allocs, head_stats.allocs);
            judge(format!("{op} alloc bytes"), base_stats.alloc_bytes, head_stats.alloc_bytes);
        }
        for (op, head_stats) in &head_row.ops {
            let Some(base_stats) = base_row.ops.get(op) else { continue };
            let time = judge_time(&cell, op, base_stats, head_stats, thresholds.time_pct);
            let same_length = base_stats.counted_records == head_stats.counted_records;
            match (base_stats.instructions, head_stats.instructions) {
                (Some(before), Some(after)) if same_length => {
                    changes.extend(judge_count(&cell, op, before, after, thresholds.count_pct));
                    // Counted: time only informs.
                    changes.extend(time.map(|change| match change.verdict {
                        Verdict::Regression => {
                            Change { verdict: Verdict::Warning, rule: "time-advisory", ..change }
                        }
                        _ => change,
                    }));
                }
                _ => changes.extend(time),
            }
        }
    }
    changes
}

/// Sizes do not depend on timing: any increase is a regression.
fn judge_deterministic(cell: &str, metric: String, base: f64, head: f64) -> Option<Change> {
    (head != base).then(|| directional(cell, metric, base, head, "deterministic"))
}

/// Allocations counted exactly on both sides (`exact`) repeat: any increase is a regression;
/// others move only past the floor ([`allocations_moved`]).
fn judge_allocations(
    cell: &str,
    metric: String,
    base: f64,
    head: f64,
    exact: bool,
) -> Option<Change> {
    allocations_moved(base, head, exact)
        .then(|| directional(cell, metric, base, head, "allocations"))
}

/// A change whose direction is its verdict: more is a regression, less an improvement.
fn directional(cell: &str, metric: String, base: f64, head: f64, rule: &'static str) -> Change {
    let verdict = if head > base { Verdict::Regression } else { Verdict::Improved };
    Change { cell: cell.into(), metric, base, head, verdict, rule }
}

/// Instruction counts repeat exactly for one binary: a change beyond the threshold is real.
fn judge_count(
    cell: &str,
    op: &str,
    before: f64,
    after: f64,
    threshold_pct: f64,
) -> Option<Change> {
    let change_pct = (after - before) / before * 100.0;
    (change_pct.is_finite() && change_pct.abs() > threshold_pct).then(|| Change {
        cell: cell.into(),
        metric: format!("{op} instructions"),
        base: before,
        head: after,
        verdict: if change_pct > 0.0 { Verdict::Regression } else { Verdict::Improved },
        rule: "instructions",
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
pub(crate) fn render(changes: &[Change], thresholds: Thresholds, style: Style) -> String {
    let mut sorted: Vec<&Change> = changes.iter().collect();
    sorted.sort_by(|a, b| b.verdict.cmp(&a.verdict).then_with(|| a.cell.cmp(&b.cell)));
    let mut out = String::new();
    if !sorted.is_empty() {
        let header = ["cell", "metric", "base", "head", "change", "verdict", "rule"];
        let mut table = table::new(style, &header, 2);
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
    let counted = changes.iter().any(|change| change.rule == "instructions")
        || changes.iter().any(|change| change.rule == "time-advisory");
    let count_rule = if counted {
        format!(
            "; instructions threshold {} %, and time advisory where counted",
            thresholds.count_pct
        )
    } else {
        String::new()
    };
    writeln!(
        out,
        "{summary} (time threshold {} %, and {SPREADS} x the rounds' spread{count_rule})",
        thresholds.time_pct
    )
    .unwrap_or_default();
    out
}

/// Whole numbers for large figures, two decimals for the sub-100 ones (nanoseconds mostly).
fn figure(value: f64) -> String {
    if value.abs() < 100.0 { format!("{value:.2}") } else { format!("{value:.0}") }
}

/// Combines results files of the same commit, run one after another, into one: each cell's round
/// medians are pooled and its median is the lowest of them, as within a run; its allocations
/// are the lowest of the runs' too (counted exactly, they are the same in every run; a file not
/// counted exactly keeps the run least disturbed), and the result is counted exactly only if
/// every run was, the same way.
pub(crate) fn merge(mut runs: Vec<Results>) -> anyhow::Result<Results> {
    let mut merged = runs.pop().context("nothing to merge")?;
    for run in runs {
        check_comparable(&merged, &run)?;
        merged.meta.rounds += run.meta.rounds;
        if !run.meta.allocations_counted() {
            merged.meta.allocations = run.meta.allocations;
        } else if merged.meta.allocations_counted()
            && !allocations_exact(merged.meta.allocations, run.meta.allocations)
        {
            merged.meta.allocations = None;
        }
        for row in run.results {
            let Some(target) = merged.results.iter_mut().find(|target| target.same_cell(&row))
            else {
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
    // Counts repeat for one binary; a run without them takes them from one that has them.
    into.instructions = into.instructions.or(other.instructions);
    into.estimated_cycles = into.estimated_cycles.or(other.estimated_cycles);
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
    into.allocs = into.allocs.min(other.allocs);
    into.alloc_bytes = into.alloc_bytes.min(other.alloc_bytes);
    into.grows = into.grows.min(other.grows);
    into.grow_bytes = into.grow_bytes.min(other.grow_bytes);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A results file with one row whose deserialize median and round medians are given.
    fn results(median_ns: f64, rounds: &[f64]) -> Results {
        let stats = Stats {
            median_ns,
            round_medians_ns: rounds.to_vec(),
            allocs: 5.0,
            alloc_bytes: 100.0,
            ..Stats::default()
        };
        crate::report::test_results("deserialize", stats, rounds.len() as u32)
    }

    fn verdicts(base: &Results, head: &Results) -> Vec<(Verdict, &'static str)> {
        compare(base, head, Thresholds::default())
            .iter()
            .map(|change| (change.verdict, change.rule))
            .collect()
    }

    #[test]
    fn identical_files_have_no_changes() {
        let base = results(10_000.0, &[10_000.0, 10_400.0]);
        assert!(compare(&base, &base, Thresholds::default()).is_empty());
        assert!(render(&[], Thresholds::default(), Style::Terminal).starts_with("no regressions"));
    }

    #[test]
    fn a_bigger_encoding_or_one_more_allocation_is_a_regression() {
        let base = results(10_000.0, &[10_000.0, 10_400.0]);
        let mut bigger = base.clone();
        bigger.results[0].size_bytes += 1;
        assert_eq!(verdicts(&base, &bigger), [(Verdict::Regression, "deterministic")]);
        let mut hungrier = base.clone();
        hungrier.results[0].ops.get_mut("deserialize").unwrap().allocs += 0.25;
        assert_eq!(verdicts(&base, &hungrier), [(Verdict::Regression, "allocations")]);
        assert_eq!(verdicts(&hungrier, &base), [(Verdict::Improved, "allocations")]);
        // JMH's bytes per operation are a measured average: a Java row's are not judged.
        let (mut java_base, mut java_head) = (base.clone(), base.clone());
        for run in [&mut java_base, &mut java_head] {
            run.results[0].language = Some("java".into());
        }
        java_head.results[0].ops.get_mut("deserialize").unwrap().alloc_bytes += 3.5;
        assert!(verdicts(&java_base, &java_head).is_empty());
    }

    #[test]
    fn allocations_not_counted_exactly_move_only_past_the_floor() {
        let mut base = results(10_000.0, &[10_000.0, 10_400.0]);
        base.meta.allocations = None;
        let with_allocs = |allocs: f64| {
            let mut run = base.clone();
            run.results[0].ops.get_mut("deserialize").unwrap().allocs = allocs;
            run
        };
        // divan's median over samples: 5 → 6 or 7 is a reused buffer's jitter.
        assert!(verdicts(&base, &with_allocs(7.0)).is_empty());
        assert_eq!(verdicts(&base, &with_allocs(7.5)), [(Verdict::Regression, "allocations")]);
        // One side counted exactly and the other not: still the floor.
        let exact = results(10_000.0, &[10_000.0, 10_400.0]);
        let mut head = with_allocs(6.0);
        head.meta.allocations = exact.meta.allocations;
        assert!(verdicts(&base, &head).is_empty());
    }

    #[test]
    fn allocations_a_side_did_not_count_are_not_judged_and_stay_uncounted_when_merged() {
        let counted = results(10_000.0, &[10_000.0, 10_400.0]);
        let mut uncounted = counted.clone();
        if let Some(counting) = uncounted.meta.allocations.as_mut() {
            counting.not_counted = true;
        }
        uncounted.results[0].ops.get_mut("deserialize").unwrap().allocs = 0.0;
        assert!(verdicts(&counted, &uncounted).is_empty());
        assert!(verdicts(&uncounted, &counted).is_empty());
        let merged = merge(vec![uncounted.clone(), counted.clone()]).unwrap();
        assert!(!merged.meta.allocations_counted());
        let merged = merge(vec![counted, uncounted]).unwrap();
        assert!(!merged.meta.allocations_counted());
    }

    #[test]
    fn time_is_judged_against_the_threshold_and_the_measured_spread() {
        let before = results(10_000.0, &[10_000.0, 10_400.0, 10_800.0]);
        // 20 % slower, but the base's rounds spread over 800 ns: three spreads is 2,400.
        let within = results(12_000.0, &[12_000.0, 12_100.0, 12_200.0]);
        assert_eq!(verdicts(&before, &within), [(Verdict::Warning, "time-noise")]);
        // Twice as slow: beyond the threshold and beyond three spreads.
        let beyond = results(20_000.0, &[20_000.0, 20_100.0, 20_200.0]);
        assert_eq!(verdicts(&before, &beyond), [(Verdict::Regression, "time")]);
        // Faster by as much is an improvement; within the noise it is not listed at all.
        assert_eq!(verdicts(&beyond, &before), [(Verdict::Improved, "time")]);
        assert!(verdicts(&within, &before).is_empty());
        // Below the threshold nothing is listed, however far beyond the spread.
        let steady = results(10_000.0, &[10_000.0, 10_000.0]);
        let slightly = results(10_500.0, &[10_500.0, 10_500.0]);
        assert!(verdicts(&steady, &slightly).is_empty());
        // One round per side has no spread to judge by: a warning at most.
        let single = results(10_000.0, &[10_000.0]);
        let doubled = results(20_000.0, &[20_000.0]);
        assert_eq!(verdicts(&single, &doubled), [(Verdict::Warning, "time-noise")]);
    }

    #[test]
    fn a_doubled_cell_under_the_time_floor_is_a_warning_at_most() {
        let tiny = results(40.0, &[40.0, 40.0, 40.0]);
        let doubled = results(80.0, &[80.0, 80.0, 80.0]);
        assert_eq!(verdicts(&tiny, &doubled), [(Verdict::Warning, "time-floor")]);
    }

    #[test]
    fn runs_of_different_sizes_or_modes_are_refused() {
        let base = results(10_000.0, &[10_000.0]);
        let mut other_sizes = base.clone();
        other_sizes.meta.datasets.insert("message".into(), 2);
        assert!(check_comparable(&base, &other_sizes).is_err());
        let mut full = base.clone();
        full.meta.quick = false;
        assert!(check_comparable(&base, &full).is_err());
        let mut lto = base.clone();
        lto.meta.profile = "bench-lto".into();
        let error = check_comparable(&base, &lto).unwrap_err();
        assert!(error.0.contains("different profiles (release against bench-lto)"), "{error}");
        assert!(check_comparable(&base, &base.clone()).is_ok());
    }

    #[test]
    fn merging_pools_round_medians_and_keeps_the_lowest() {
        let first = results(10_000.0, &[10_000.0, 10_400.0]);
        let second = results(9_800.0, &[9_800.0, 11_000.0]);
        let merged = merge(vec![first, second]).unwrap();
        let stats = &merged.results[0].ops["deserialize"];
        assert_eq!(stats.median_ns, 9_800.0);
        assert_eq!(stats.round_medians_ns.len(), 4);
        assert_eq!(merged.meta.rounds, 4);
        assert!(merged.meta.allocations.is_some(), "both counted exactly");
    }

    #[test]
    fn merging_pools_allocations_whichever_run_comes_last() {
        let mut first = results(10_000.0, &[10_000.0]);
        let second = results(10_000.0, &[10_000.0]);
        first.results[0].ops.get_mut("deserialize").unwrap().allocs = 4.0;
        for runs in [vec![first.clone(), second.clone()], vec![second.clone(), first.clone()]] {
            let merged = merge(runs).unwrap();
            assert_eq!(merged.results[0].ops["deserialize"].allocs, 4.0);
        }
        // A run not counted exactly makes the merged file one not counted exactly.
        let mut legacy = second.clone();
        legacy.meta.allocations = None;
        assert!(merge(vec![first, legacy]).unwrap().meta.allocations.is_none());
    }

    #[test]
    fn counted_operations_gate_on_instructions_and_time_only_warns() {
        let counted = |median_ns, instructions| {
            let mut results = results(median_ns, &[median_ns, median_ns + 10.0]);
            results.results[0].ops.get_mut("deserialize").unwrap().instructions =
                Some(instructions);
            results
        };
        let base = counted(10_000.0, 1_000_000.0);
        // 2 % more instructions: a regression, however quiet the time.
        let slower = counted(10_000.0, 1_020_000.0);
        assert_eq!(verdicts(&base, &slower), [(Verdict::Regression, "instructions")]);
        // 0.5 % more: below the 1 % threshold, nothing.
        assert!(verdicts(&base, &counted(10_000.0, 1_005_000.0)).is_empty());
        // Twice the time, same count: the time only warns.
        assert_eq!(
            verdicts(&base, &counted(20_000.0, 1_000_000.0)),
            [(Verdict::Warning, "time-advisory")]
        );
        // Fewer instructions: an improvement.
        assert_eq!(verdicts(&slower, &base), [(Verdict::Improved, "instructions")]);
        // Counts taken at another length are not compared: the time rules stand.
        let mut shorter = counted(10_000.0, 100_000.0);
        shorter.results[0].ops.get_mut("deserialize").unwrap().counted_records = Some(1);
        assert!(verdicts(&base, &shorter).is_empty());
        // A tighter threshold catches the half per cent.
        let tight = Thresholds { count_pct: 0.25, ..Thresholds::default() };
        let changes = compare(&base, &counted(10_000.0, 1_005_000.0), tight);
        assert_eq!(changes.len(), 1);
        assert_eq!(changes[0].verdict, Verdict::Regression);
    }
}
