//! The charts of a run, drawn with `chart`: per data set, encoded size against serialize and
//! against deserialize time and the allocations; build cost against speed; a scaling run's time
//! per record against records. docs/results.md shows them as files (docs/charts/), the site
//! inline.

use bench_support::{
    builds,
    results::{MEMCPY, Meta, Op, Results, Row},
};

use crate::chart::{self, Axis, Point, Unit};

/// One chart: its file name under docs/charts/, its title, and its SVG.
#[derive(Clone, Debug)]
pub struct Chart {
    pub file: String,
    pub title: String,
    pub svg: String,
}

/// The data sets a run measured, in table order, with their descriptions.
pub fn datasets(results: &Results) -> Vec<(&'static str, &'static str)> {
    let all = catalog::every_dataset().into_iter();
    all.filter(|(name, _)| results.meta.datasets.contains_key(*name)).collect()
}

/// `format/variant`.
pub fn label(row: &Row) -> String {
    format!("{}/{}", row.format, row.variant)
}

/// What every chart prints under it: where its numbers come from.
pub fn footer(meta: &Meta) -> String {
    let commit = meta.git_commit.get(..12).unwrap_or(&meta.git_commit);
    format!(
        "serbench · {} ({} cores) · {} profile · commit {commit} · {}",
        meta.cpu, meta.cores, meta.profile, meta.timestamp
    )
}

/// A run's median of `op` on `row`, in ns.
pub fn median(row: &Row, op: Op) -> Option<f64> {
    row.ops.get(op.key()).map(|stats| stats.median_ns)
}

/// Every chart of a machine's data: per data set, encoded size against serialize and against
/// deserialize time (Pareto front marked) and the allocations; build cost against speed; and
/// the scaling run's time per record against records.
pub fn charts(
    results: &Results,
    builds: Option<&builds::Report>,
    scaling: Option<&Results>,
) -> Vec<Chart> {
    let footer = footer(&results.meta);
    let size = Axis { title: "encoded size (bytes, log scale)", unit: Unit::Bytes };
    let mut charts = Vec::new();
    for (dataset, _) in datasets(results) {
        let rows: Vec<&Row> = results
            .results
            .iter()
            .filter(|row| row.dataset == dataset && row.format != MEMCPY.0)
            .collect();
        let records = results.meta.datasets[dataset];
        for (op, word) in [(Op::Serialize, "serialize"), (Op::Deserialize, "deserialize")] {
            let points: Vec<Point> = rows
                .iter()
                .filter_map(|row| {
                    Some(Point { label: label(row), x: row.size_bytes as f64, y: median(row, op)? })
                })
                .collect();
            let records = crate::table::group(records as f64);
            let title = format!("{dataset} ({records} records): size against {word} time");
            let y_title = format!("{word} time per message (log scale)");
            let y = Axis { title: &y_title, unit: Unit::Nanoseconds };
            charts.push(Chart {
                file: format!("{dataset}-{word}.svg"),
                svg: chart::scatter(&title, size, y, &points, "smaller and faster", &footer),
                title,
            });
        }
        let groups: Vec<(String, Vec<f64>)> = rows
            .iter()
            .map(|row| {
                let allocs = |op: Op| row.ops.get(op.key()).map_or(0.0, |stats| stats.allocs);
                (label(row), vec![allocs(Op::Serialize), allocs(Op::Deserialize)])
            })
            .collect();
        let title = format!(
            "{dataset} ({} records): allocations per operation",
            crate::table::group(records as f64)
        );
        let axis = Axis { title: "allocations per call, in the timed region", unit: Unit::Count };
        charts.push(Chart {
            file: format!("{dataset}-allocations.svg"),
            svg: chart::bars(&title, axis, &["serialize", "deserialize"], &groups, &footer),
            title,
        });
    }
    if let Some(chart) = builds.and_then(|builds| build_chart(results, builds, &footer)) {
        charts.push(chart);
    }
    if let Some(scaling) = scaling {
        charts.extend(scaling_charts(scaling));
    }
    charts
}

/// The data set the build-cost chart puts against build cost.
const BUILD_CHART_DATASET: &str = "log";

/// Build cost (over the bare data crate) against the round trip on `log`.
fn build_chart(results: &Results, builds: &builds::Report, footer: &str) -> Option<Chart> {
    let points: Vec<Point> = results
        .results
        .iter()
        .filter(|row| row.dataset == BUILD_CHART_DATASET)
        .filter_map(|row| {
            let build = builds.formats.get(&row.package)?;
            let round_trip = median(row, Op::Serialize)? + median(row, Op::Deserialize)?;
            let over = build.over_bare_s.median;
            (over > 0.0).then(|| Point { label: label(row), x: over, y: round_trip })
        })
        .collect();
    if points.is_empty() {
        return None;
    }
    let title = format!("Build cost against speed ({BUILD_CHART_DATASET})");
    let x = Axis {
        title: "clean release build, CPU seconds over the bare data crate (log scale)",
        unit: Unit::Seconds,
    };
    let y = Axis { title: "serialize + deserialize time (log scale)", unit: Unit::Nanoseconds };
    let svg = chart::scatter(&title, x, y, &points, "cheaper to build and faster", footer);
    Some(Chart { file: "build-vs-speed.svg".into(), svg, title })
}

/// Per data set of a scaling run, per operation: time per record against records per message.
fn scaling_charts(scaling: &Results) -> Vec<Chart> {
    let footer = footer(&scaling.meta);
    let lengths = crate::scaling::lengths(scaling);
    let mut charts = Vec::new();
    for (dataset, _) in datasets(scaling) {
        let first = lengths.first().copied();
        let rows: Vec<&Row> = scaling
            .results
            .iter()
            .filter(|row| row.dataset == dataset && row.records == first && row.format != MEMCPY.0)
            .collect();
        for (op, word) in [(Op::Serialize, "serialize"), (Op::Deserialize, "deserialize")] {
            let series: Vec<(String, Vec<(f64, f64)>)> = rows
                .iter()
                .map(|row| {
                    let points = lengths
                        .iter()
                        .filter_map(|&n| {
                            let ns = crate::scaling::time_at(scaling, row, op, n)?;
                            Some((n as f64, ns / n as f64))
                        })
                        .collect();
                    (label(row), points)
                })
                .collect();
            let title = format!("{dataset}: {word} time per record against records per message");
            let x = Axis { title: "records per message (log scale)", unit: Unit::Count };
            let y_title = format!("{word} time per record (log scale)");
            let y = Axis { title: &y_title, unit: Unit::Nanoseconds };
            charts.push(Chart {
                file: format!("scaling-{dataset}-{word}.svg"),
                svg: chart::lines(&title, x, y, &series, &footer),
                title,
            });
        }
    }
    charts
}
