//! What freeing a decoded value costs (`run --free-untimed`): each decode timed, and counted,
//! with the free inside its measured region (the headline figure) and with the free after it,
//! in the same binary and run, side by side. docs/results.md's table is this module's Markdown.

use std::fmt::Write;

use bench_support::results::{Op, Results, Row, Stats};

use crate::table::{self, Grid, GridCell, Style, group};

/// Whether a run measured the decodes' free-untimed twins.
pub fn measured(results: &Results) -> bool {
    results.results.iter().any(|row| pairs(row).next().is_some())
}

/// A row's decodes that have both figures: the label's suffix, the operation, the headline
/// statistics (free timed) and the twin's (free untimed).
fn pairs(row: &Row) -> impl Iterator<Item = (&'static str, Op, &Stats, &Stats)> {
    Op::DECODES.into_iter().filter_map(|op| {
        let twin = op.free_untimed()?;
        let suffix = match op {
            Op::DeserializeBorrowed => " (borrowed)",
            Op::DeserializeUnvalidated => " (unvalidated)",
            _ => "",
        };
        Some((suffix, op, row.ops.get(op.key())?, row.ops.get(twin.key())?))
    })
}

/// `with` over `without`, as the share the free adds: `+35 %`.
fn adds(with: f64, without: f64) -> GridCell {
    if without <= 0.0 {
        return GridCell::none();
    }
    let share = (with / without - 1.0) * 100.0;
    GridCell::number(format!("{share:+.0} %"), share)
}

/// The median of `values` (none when empty).
fn median(mut values: Vec<f64>) -> Option<f64> {
    values.sort_by(f64::total_cmp);
    let n = values.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(values[n / 2]),
        _ => Some((values[n / 2 - 1] + values[n / 2]) / 2.0),
    }
}

/// One data set's table: a row per decode of a variant, with the time (and instructions, where
/// counted) without and with the free, and the allocations each call leaves to free.
pub fn grid(results: &Results, dataset: &str) -> Grid {
    let rows: Vec<&Row> = results.results.iter().filter(|row| row.dataset == dataset).collect();
    let counted =
        rows.iter().any(|row| pairs(row).any(|(_, _, with, _)| with.instructions.is_some()));
    let mut header: Vec<String> =
        ["variant", "decode, free untimed", "decode + free", "free adds"].map(String::from).into();
    if counted {
        header.extend(
            ["instructions, free untimed", "instructions + free", "free adds"].map(String::from),
        );
    }
    header.push("allocations per call".into());
    let mut grid = Grid::new(header, 1);
    for row in rows {
        for (suffix, _, with, without) in pairs(row) {
            let time =
                |stats: &Stats| GridCell::number(table::time(stats.median_ns), stats.median_ns);
            let mut cells = vec![
                GridCell::text(format!("{}/{}{suffix}", row.format, row.variant)),
                time(without),
                time(with),
                adds(with.median_ns, without.median_ns),
            ];
            if counted {
                let count = |stats: &Stats| {
                    stats
                        .instructions
                        .map_or_else(GridCell::none, |n| GridCell::number(group(n), n))
                };
                cells.extend([count(without), count(with)]);
                cells.push(match (with.instructions, without.instructions) {
                    (Some(with), Some(without)) => adds(with, without),
                    _ => GridCell::none(),
                });
            }
            cells.push(GridCell::number(crate::table::count(with.allocs), with.allocs));
            grid.rows.push(cells);
        }
    }
    grid
}

/// What a figure of the free is read from: the median time, or the instruction count.
type Measure = fn(&Stats) -> Option<f64>;

fn time(stats: &Stats) -> Option<f64> {
    Some(stats.median_ns)
}

fn instructions(stats: &Stats) -> Option<f64> {
    stats.instructions
}

/// The share (in %) the free adds to each `op` decode on `dataset`, by `measure`.
fn shares(results: &Results, dataset: &str, op: Op, measure: Measure) -> Vec<f64> {
    results
        .results
        .iter()
        .filter(|row| row.dataset == dataset)
        .flat_map(pairs)
        .filter(|(_, decode, _, _)| *decode == op)
        .filter_map(|(_, _, with, without)| {
            let (with, without) = (measure(with)?, measure(without)?);
            (without > 0.0).then(|| (with / without - 1.0) * 100.0)
        })
        .collect()
}

/// A sentence on what the free adds on one data set: the median over its owned decodes and over
/// its borrowed ones, in time and in instructions where counted.
fn summary(results: &Results, dataset: &str) -> String {
    let shares = |op: Op, measure: Measure| {
        let shares = shares(results, dataset, op, measure);
        let (low, high) = shares
            .iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), s| (l.min(*s), h.max(*s)));
        median(shares).map(|median| format!("{median:+.0} % (from {low:+.0} to {high:+.0} %)"))
    };
    let mut parts = Vec::new();
    for (op, what) in [(Op::Deserialize, "owned decodes"), (Op::DeserializeBorrowed, "borrowed")] {
        if let Some(share) = shares(op, time) {
            let counted = shares(op, instructions)
                .map(|share| format!(", in instructions {share}"))
                .unwrap_or_default();
            parts.push(format!("{what}: median {share} in time{counted}"));
        }
    }
    format!("The free adds, {}.", parts.join("; "))
}

/// A figure of the free study for hand-written prose (`<!-- figure free ... -->`), from the
/// `--free-untimed` run `free` and the headline run:
///
/// - `median DATASET time|instructions`: the median share the free adds to the owned decodes;
/// - `share DATASET NAME/VARIANT OP time|instructions`: the share it adds to one decode;
/// - `cost DATASET`: the median instructions it adds to an owned decode, in millions;
/// - `per-block DATASET`: the same per allocation the decode leaves to free;
/// - `agree within|cells|range`: the free run's decodes (free timed) against the headline run's
///   same cells: how many are within 5 %, of how many, and their ratios' 10th to 90th
///   percentile.
pub fn figure(free: &Results, headline: &Results, parts: &[&str]) -> Option<String> {
    let measure = |word: &str| -> Option<Measure> {
        match word {
            "time" => Some(time),
            "instructions" => Some(instructions),
            _ => None,
        }
    };
    // The owned decodes of a data set, counted with and without the free.
    fn owned<'r>(
        free: &'r Results,
        dataset: &'r str,
    ) -> impl Iterator<Item = (&'static str, Op, &'r Stats, &'r Stats)> + 'r {
        let rows = free.results.iter().filter(move |row| row.dataset == dataset);
        rows.flat_map(pairs).filter(|(_, op, with, without)| {
            *op == Op::Deserialize && with.instructions.is_some() && without.instructions.is_some()
        })
    }
    match parts {
        ["median", dataset, word] => {
            let share = median(shares(free, dataset, Op::Deserialize, measure(word)?))?;
            Some(format!("{share:+.0} %"))
        }
        ["share", dataset, variant, op, word] => {
            let row = free.results.iter().find(|row| {
                row.dataset == *dataset && format!("{}/{}", row.format, row.variant) == *variant
            })?;
            let (_, _, with, without) = pairs(row).find(|(_, decode, ..)| decode.key() == *op)?;
            let measure = measure(word)?;
            let (with, without) = (measure(with)?, measure(without)?);
            (without > 0.0).then(|| format!("{:+.0} %", (with / without - 1.0) * 100.0))
        }
        ["cost", dataset] => {
            let added = owned(free, dataset).filter_map(|(_, _, with, without)| {
                Some(with.instructions? - without.instructions?)
            });
            Some(format!("{:.2} million", median(added.collect())? / 1e6))
        }
        ["per-block", dataset] => {
            let added = owned(free, dataset)
                .filter(|(_, _, with, _)| with.allocs > 0.0)
                .filter_map(|(_, _, with, without)| {
                    Some((with.instructions? - without.instructions?) / with.allocs)
                });
            Some(format!("{:.0}", median(added.collect())?))
        }
        ["agree", what] => {
            let mut ratios: Vec<f64> = free
                .results
                .iter()
                .flat_map(|row| {
                    let theirs = headline.results.iter().find(|other| {
                        other.dataset == row.dataset
                            && other.format == row.format
                            && other.variant == row.variant
                    });
                    pairs(row).filter_map(move |(_, op, with, _)| {
                        let theirs = theirs?.ops.get(op.key())?.median_ns;
                        (theirs > 0.0).then(|| with.median_ns / theirs)
                    })
                })
                .collect();
            ratios.sort_by(f64::total_cmp);
            let last = ratios.len().checked_sub(1)?;
            let percentile = |p: usize| ratios.get((ratios.len() * p / 100).min(last));
            match *what {
                "within" => {
                    let within = ratios.iter().filter(|ratio| (ratio.ln()).abs() <= 1.05f64.ln());
                    Some(within.count().to_string())
                }
                "cells" => Some(ratios.len().to_string()),
                "range" => Some(format!("{:.2} to {:.2}", percentile(10)?, percentile(90)?)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The tables of a `--free-untimed` run, one per data set, each with its summary.
pub fn render(results: &Results, style: Style) -> String {
    let mut out = String::new();
    for (dataset, _) in crate::figures::datasets(results) {
        let records = results.meta.datasets[dataset];
        let heading = format!(
            "{dataset} ({} records): what freeing the decoded value costs",
            group(records as f64)
        );
        let grid = grid(results, dataset);
        if grid.rows.is_empty() {
            continue;
        }
        table::section(&mut out, &heading, &grid.table(style), style);
        let lead = if style == Style::Markdown { "\n" } else { "" };
        let _ = writeln!(out, "{lead}{}", summary(results, dataset));
        let counted_at = results
            .results
            .iter()
            .filter(|row| row.dataset == dataset)
            .flat_map(|row| row.ops.values())
            .find_map(|stats| stats.counted_records.filter(|counted| *counted as usize != records));
        if let Some(counted) = counted_at {
            let _ = writeln!(
                out,
                "{lead}Instructions counted at {} of the {} records.",
                group(counted as f64),
                group(records as f64)
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use bench_support::results::SCHEMA;

    use super::*;

    fn stats(median_ns: f64, instructions: f64) -> Stats {
        Stats { median_ns, instructions: Some(instructions), allocs: 3.0, ..Stats::default() }
    }

    #[test]
    fn each_decode_is_shown_without_and_with_its_free() {
        let mut ops = BTreeMap::new();
        ops.insert("serialize".to_string(), stats(1.0, 1.0));
        ops.insert("deserialize".to_string(), stats(170.0, 1_500.0));
        ops.insert("deserialize_free_untimed".to_string(), stats(100.0, 1_000.0));
        ops.insert("deserialize_borrowed".to_string(), stats(50.0, 400.0));
        ops.insert("deserialize_borrowed_free_untimed".to_string(), stats(50.0, 400.0));
        let results: Results = serde_json::from_value(serde_json::json!({
            "schema": SCHEMA,
            "meta": {
                "cpu": "c", "cores": 2, "rustc": "r", "git_commit": "g", "timestamp": "t",
                "quick": true, "rounds": 1, "sample_count": 1, "max_time_ms": 1,
                "crates": {}, "datasets": {"log": 10}
            },
            "results": [{
                "dataset": "log", "format": "postcard", "variant": "serde", "package": "p",
                "wire": "w", "size_bytes": 1, "zstd_bytes": 1, "ops": ops
            }]
        }))
        .unwrap();
        assert!(measured(&results));
        let text = render(&results, Style::Markdown);
        assert!(text.contains("| postcard/serde ") && text.contains("+70 %"), "{text}");
        assert!(text.contains("| postcard/serde (borrowed) ") && text.contains("+0 %"), "{text}");
        assert!(text.contains("+50 %"), "instructions: {text}");
        assert!(text.contains("owned decodes: median +70 %"), "{text}");
    }
}
