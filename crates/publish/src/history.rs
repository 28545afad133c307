//! A library's release history (`bench-cli history`, and the published pages) as tables and
//! charts: what each counted measure of each cell did from one release to the next, with every
//! step of more than [`STEP`] flagged at the release where it happens.
//!
//! A measure is one cell's instructions or allocations for one operation, or its encoded bytes.
//! A step compares a release with the last release before it that was counted, so a release
//! that did not build is a row of its own and leaves no hole in the steps around it.

use bench_support::{
    history::{Cell, History, Release},
    results::{allocations_exact, allocations_moved},
};

use crate::{
    chart::{self, Axis, Unit},
    figures::Chart,
    table::{self, Grid, GridCell, Style},
};

/// A step larger than this fraction is flagged (bytes: any change, which is a wire-format
/// change).
pub const STEP: f64 = 0.01;

/// The operations a history charts, one chart per variant and operation; the others are in its
/// tables.
const CHARTED: [&str; 2] = ["serialize", "deserialize"];

/// The operations in the order tables list them; any other after them.
const OPS: [&str; 7] = [
    "serialize",
    "deserialize",
    "deserialize_borrowed",
    "access_validated",
    "access_unvalidated",
    "deserialize_unvalidated",
    "read",
];

/// What is followed over the releases for one cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Measure {
    Instructions(String),
    Allocations(String),
    Bytes,
}

impl Measure {
    fn of(&self, cell: &Cell) -> Option<f64> {
        match self {
            Measure::Instructions(op) => cell.ops.get(op).map(|count| count.instructions),
            Measure::Allocations(op) => cell.ops.get(op).map(|count| count.allocs),
            Measure::Bytes => Some(cell.bytes as f64),
        }
    }

    /// Where tables list it: instructions of each operation, then allocations, then bytes.
    fn rank(&self) -> (usize, usize) {
        let op = |op: &str| OPS.iter().position(|known| *known == op).unwrap_or(OPS.len());
        match self {
            Measure::Instructions(name) => (0, op(name)),
            Measure::Allocations(name) => (1, op(name)),
            Measure::Bytes => (2, 0),
        }
    }

    fn words(&self) -> String {
        match self {
            Measure::Instructions(op) => op.replace('_', " "),
            Measure::Allocations(op) => format!("{} allocations", op.replace('_', " ")),
            Measure::Bytes => "bytes".into(),
        }
    }

    /// Whether the step from `from` to `to` is flagged; `exact`: both releases' allocations
    /// were counted exactly, the same way (`compare`'s rule, [`allocations_moved`]).
    fn flags(&self, from: f64, to: f64, exact: bool) -> bool {
        match self {
            Measure::Bytes => from != to,
            Measure::Instructions(_) => (to - from).abs() > STEP * from.abs(),
            Measure::Allocations(_) => allocations_moved(from, to, exact),
        }
    }
}

/// One measure of one cell, per release of the history (`None`: not counted there).
#[derive(Clone, Debug)]
pub struct Series {
    pub dataset: String,
    pub variant: String,
    pub measure: Measure,
    pub values: Vec<Option<f64>>,
}

impl Series {
    /// How a table names it: the data set, the variant where the library has several, and the
    /// measure.
    fn name(&self, variants: usize) -> String {
        if variants > 1 {
            format!("{} {} {}", self.dataset, self.variant, self.measure.words())
        } else {
            format!("{} {}", self.dataset, self.measure.words())
        }
    }

    fn first(&self) -> Option<f64> {
        self.values.iter().flatten().next().copied()
    }

    fn last(&self) -> Option<f64> {
        self.values.iter().flatten().last().copied()
    }
}

/// A flagged step: at release `release` (an index into the history's releases), `series` went
/// from `from` to `to`.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    pub release: usize,
    pub series: usize,
    pub from: f64,
    pub to: f64,
}

/// Every measure of every cell of `history`, in data set, variant and measure order.
pub fn series(history: &History) -> Vec<Series> {
    let mut keys: Vec<(String, String, Measure)> = Vec::new();
    for cell in history.releases.iter().flat_map(|release| &release.cells) {
        let measures = cell
            .ops
            .keys()
            .flat_map(|op| [Measure::Instructions(op.clone()), Measure::Allocations(op.clone())])
            .chain([Measure::Bytes]);
        for measure in measures {
            let key = (cell.dataset.clone(), cell.variant.clone(), measure);
            if !keys.contains(&key) {
                keys.push(key);
            }
        }
    }
    let order = |dataset: &str| {
        catalog::every_dataset().iter().position(|(name, _)| *name == dataset).unwrap_or(usize::MAX)
    };
    keys.sort_by_key(|(dataset, variant, measure)| {
        (order(dataset), variant.clone(), measure.rank())
    });
    keys.into_iter()
        .map(|(dataset, variant, measure)| {
            let values = history
                .releases
                .iter()
                .map(|release| {
                    let cell = release
                        .cells
                        .iter()
                        .find(|cell| cell.dataset == dataset && cell.variant == variant)?;
                    measure.of(cell)
                })
                .collect();
            Series { dataset, variant, measure, values }
        })
        .collect()
}

/// The flagged steps of `series` (of `history`), by release: each value against the last one
/// counted before it on the same kind of CPU (none is compared across a change of CPU).
pub fn steps(history: &History, series: &[Series]) -> Vec<Step> {
    let mut steps = Vec::new();
    for (index, one) in series.iter().enumerate() {
        let mut previous: Option<(f64, &Release)> = None;
        for (release, value) in one.values.iter().enumerate() {
            let Some(value) = *value else { continue };
            let this = &history.releases[release];
            if let Some((from, before)) = previous
                && before.cpu == this.cpu
                && one.measure.flags(from, value, exact(before, this))
            {
                steps.push(Step { release, series: index, from, to: value });
            }
            previous = Some((value, this));
        }
    }
    steps.sort_by_key(|step| (step.release, step.series));
    steps
}

/// The change of `dataset`'s `measure` (an operation's instructions, or `bytes`) at release
/// `version` against the release counted before it on the same kind of CPU, as the tables write
/// a change (`−27.2 %`): for a page's words about a release. `None` where the release, the count
/// or an earlier one is missing, or where the library's variants make the cell ambiguous.
pub fn change_at(history: &History, version: &str, dataset: &str, measure: &str) -> Option<String> {
    let release = history.releases.iter().position(|release| release.version == version)?;
    let wanted = match measure {
        "bytes" => Measure::Bytes,
        op => Measure::Instructions(op.to_string()),
    };
    let all = series(history);
    let mut matching = all.iter().filter(|one| one.dataset == dataset && one.measure == wanted);
    let one = matching.next()?;
    if matching.next().is_some() {
        return None;
    }
    let to = one.values[release]?;
    let this = &history.releases[release];
    let before = (0..release).rev().find(|index| one.values[*index].is_some())?;
    if history.releases[before].cpu != this.cpu {
        return None;
    }
    Some(change(one.values[before]?, to))
}

/// Whether two releases' allocations were counted exactly, the same way.
fn exact(before: &Release, after: &Release) -> bool {
    allocations_exact(before.allocations, after.allocations)
}

/// The variants a history's cells name, in order of first appearance.
fn variants(history: &History) -> Vec<String> {
    let mut variants: Vec<String> = Vec::new();
    for cell in history.releases.iter().flat_map(|release| &release.cells) {
        if !variants.contains(&cell.variant) {
            variants.push(cell.variant.clone());
        }
    }
    variants
}

/// A signed change in percent: `+1.6 %`, `−0.4 %` (`new` from nothing).
fn change(from: f64, to: f64) -> String {
    if from == 0.0 {
        return if to == 0.0 { "0.0 %".into() } else { "new".into() };
    }
    let percent = (to / from - 1.0) * 100.0;
    // What rounds to zero reads as no change, without a sign.
    if percent.abs() < 0.05 {
        return "0.0 %".into();
    }
    let sign = if percent < 0.0 { "−" } else { "+" };
    format!("{sign}{:.1} %", percent.abs())
}

/// How a step reads in the table of releases.
fn step_words(step: &Step, series: &Series, variants: usize) -> String {
    match series.measure {
        Measure::Instructions(_) => {
            format!("{} {}", series.name(variants), change(step.from, step.to))
        }
        _ => format!(
            "{} {} → {} ({})",
            series.name(variants),
            table::count(step.from),
            table::count(step.to),
            change(step.from, step.to)
        ),
    }
}

/// Where the history's numbers come from, in one line.
pub fn provenance(history: &History) -> String {
    let Some(first) = history.releases.first() else { return String::new() };
    let short = first.commit.get(..12).unwrap_or(&first.commit);
    let dirty = if first.commit.ends_with("-dirty") { " (with local changes)" } else { "" };
    let commit = format!("{short}{dirty}");
    format!(
        "serbench · {} · {} profile · commit {commit} · {}",
        first.cpu, first.profile, first.rustc
    )
}

/// The table of releases: each one's date, cells counted, and flagged steps (or why it was not
/// counted).
pub fn releases_grid(history: &History, series: &[Series], steps: &[Step]) -> Grid {
    let variants = variants(history).len();
    let header = ["release", "published", "cells", "flagged steps (over 1 %; bytes: any change)"];
    let mut grid = Grid::new(header.map(String::from).to_vec(), 4);
    let mut previous_cpu: Option<&str> = None;
    for (index, release) in history.releases.iter().enumerate() {
        let date = release.published.as_deref().and_then(|time| time.get(..10)).unwrap_or("-");
        let (cells, words) = match &release.failure {
            Some(failure) => {
                // The row names the release already.
                let own = format!("--with {}@{}: ", history.library, release.version);
                let failure = failure.strip_prefix(&own).unwrap_or(failure);
                ("-".to_string(), format!("not built: {failure}"))
            }
            None => {
                let here: Vec<String> = steps
                    .iter()
                    .filter(|step| step.release == index)
                    .map(|step| step_words(step, &series[step.series], variants))
                    .collect();
                let words = match previous_cpu {
                    None => "(the first release counted)".to_string(),
                    Some(cpu) if cpu != release.cpu => format!(
                        "(counted on {}, the release before on {cpu}: not compared)",
                        release.cpu
                    ),
                    Some(_) if here.is_empty() => "-".to_string(),
                    Some(_) => here.join("; "),
                };
                previous_cpu = Some(&release.cpu);
                (release.cells.len().to_string(), words)
            }
        };
        grid.rows.push(vec![
            GridCell::text(release.version.clone()),
            GridCell::text(date),
            GridCell::text(cells),
            GridCell::text(words),
        ]);
    }
    grid
}

/// The table of measures: each one at the first and the last release counted, the change, and
/// the releases where it stepped. Instructions always; allocations and bytes where they moved
/// as a step would be flagged (bytes: any change; allocations: over 1 % and over the floor).
pub fn measures_grid(history: &History, series: &[Series], steps: &[Step]) -> Grid {
    let counted = counted(history);
    let (Some(first), Some(last)) = (counted.first(), counted.last()) else {
        return Grid::new(vec!["measure".into()], 1);
    };
    let multiple = variants(history).len() > 1;
    let mut header = vec!["data set".to_string()];
    if multiple {
        header.push("variant".into());
    }
    header.extend([
        "measure".into(),
        "flagged steps at".into(),
        first.version.clone(),
        last.version.clone(),
        "change".into(),
    ]);
    let left = header.len() - 3;
    let mut grid = Grid::new(header, left);
    for (index, one) in series.iter().enumerate() {
        let (Some(from), Some(to)) = (one.first(), one.last()) else { continue };
        let at: Vec<&str> = steps
            .iter()
            .filter(|step| step.series == index)
            .map(|step| history.releases[step.release].version.as_str())
            .collect();
        // Allocations within the floor of figures not counted exactly are not a move.
        let moved = !at.is_empty() || one.measure.flags(from, to, exact(first, last));
        if !matches!(one.measure, Measure::Instructions(_)) && !moved {
            continue;
        }
        let mut row = vec![GridCell::text(one.dataset.clone())];
        if multiple {
            row.push(GridCell::text(one.variant.clone()));
        }
        let ratio = if from == 0.0 { 1.0 } else { to / from };
        row.extend([
            GridCell::text(one.measure.words()),
            GridCell::text(if at.is_empty() { "-".to_string() } else { at.join(", ") }),
            GridCell::number(table::count(from), from),
            GridCell::number(table::count(to), to),
            GridCell::number(change(from, to), ratio),
        ]);
        grid.rows.push(row);
    }
    grid
}

/// The releases that built and were counted, oldest first.
fn counted(history: &History) -> Vec<&Release> {
    history.releases.iter().filter(|release| release.failure.is_none()).collect()
}

/// One line per history: the range counted, its releases, how many were counted and how many
/// did not build, and its flagged steps.
pub fn summary_grid(histories: &[&History]) -> Grid {
    let header =
        ["library", "first counted", "last", "releases", "counted", "not built", "flagged steps"];
    let mut grid = Grid::new(header.map(String::from).to_vec(), 3);
    for history in histories {
        let series = series(history);
        let steps = steps(history, &series);
        let counted = counted(history);
        let count = |n: usize| GridCell::number(n.to_string(), n as f64);
        let version = |release: Option<&&Release>| {
            GridCell::text(release.map_or("-".to_string(), |release| release.version.clone()))
        };
        grid.rows.push(vec![
            GridCell::text(history.library.clone()),
            version(counted.first()),
            version(counted.last()),
            count(history.releases.len()),
            count(counted.len()),
            count(history.releases.len() - counted.len()),
            count(steps.len()),
        ]);
    }
    grid
}

/// The charts of a history: per variant, serialize and deserialize instructions of each data set
/// as a percentage of the first release counted, with the flagged steps marked.
pub fn charts(history: &History) -> Vec<Chart> {
    let series = series(history);
    let steps = steps(history, &series);
    let versions: Vec<String> =
        history.releases.iter().map(|release| release.version.clone()).collect();
    let variants = variants(history);
    let footer = provenance(history);
    let mut charts = Vec::new();
    for variant in &variants {
        for op in CHARTED {
            let measure = Measure::Instructions(op.to_string());
            let chosen: Vec<(usize, &Series)> = series
                .iter()
                .enumerate()
                .filter(|(_, one)| one.variant == *variant && one.measure == measure)
                .collect();
            if chosen.is_empty() {
                continue;
            }
            let lines: Vec<chart::Released> = chosen
                .iter()
                .filter_map(|(index, one)| {
                    let first = one.first()?;
                    Some(chart::Released {
                        label: one.dataset.clone(),
                        values: one.values.iter().map(|v| v.map(|v| v / first * 100.0)).collect(),
                        flagged: steps
                            .iter()
                            .filter(|step| step.series == *index)
                            .map(|step| step.release)
                            .collect(),
                    })
                })
                .collect();
            let named = if variants.len() > 1 {
                format!("{}/{variant}", history.library)
            } else {
                history.library.clone()
            };
            let title = format!("{named}: {op} instructions per release");
            let y_title = format!("instructions, % of the first release counted ({op})");
            let y = Axis { title: &y_title, unit: Unit::Percent };
            let file =
                format!("history-{}-{variant}-{op}.svg", history.library).replace(['/', '+'], "-");
            charts.push(Chart {
                svg: chart::releases(&title, &versions, y, &lines, &footer),
                file,
                title,
            });
        }
    }
    charts
}

/// The history as text: where its numbers come from, the table of releases and the table of
/// measures.
pub fn render(history: &History, style: Style) -> String {
    let series = series(history);
    let steps = steps(history, &series);
    let counted = counted(history).len();
    let mut out = format!(
        "\n{}: {} release(s), {counted} counted ({}), {} flagged step(s)\n",
        history.library,
        history.releases.len(),
        provenance(history),
        steps.len()
    );
    let releases = releases_grid(history, &series, &steps).table(style);
    table::section(&mut out, &format!("{}: releases", history.library), &releases, style);
    let measures = measures_grid(history, &series, &steps).table(style);
    let heading = format!("{}: every measure, first and last release counted", history.library);
    table::section(&mut out, &heading, &measures, style);
    out
}

/// A history of three postcard releases for other modules' tests: 1.0.1 decodes `log` in 2 %
/// more instructions than 1.0.0, and 1.0.2 did not build.
#[cfg(test)]
pub fn test_history() -> History {
    History {
        library: "postcard".into(),
        releases: vec![
            tests::release("1.0.0", Some(1000.0), 40),
            tests::release("1.0.1", Some(1020.0), 40),
            tests::release("1.0.2", None, 0),
        ],
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use bench_support::{history::Count, results::AllocationCounting};

    use super::*;

    pub(super) fn release(version: &str, deserialize: Option<f64>, bytes: u64) -> Release {
        let cells = deserialize
            .map(|instructions| {
                let mut ops = BTreeMap::new();
                ops.insert("deserialize".to_string(), Count { instructions, allocs: 3.0 });
                ops.insert("serialize".to_string(), Count { instructions: 500.0, allocs: 0.0 });
                vec![Cell {
                    dataset: "log".into(),
                    format: "postcard".into(),
                    variant: "serde".into(),
                    bytes,
                    ops,
                }]
            })
            .unwrap_or_default();
        Release {
            schema: bench_support::history::SCHEMA,
            library: "postcard".into(),
            version: version.into(),
            resolved: BTreeMap::new(),
            published: Some("2025-01-02T03:04:05Z".into()),
            commit: "0123456789abcdef".into(),
            rustc: "rustc 1.95.0".into(),
            cpu: "a CPU".into(),
            profile: "release".into(),
            failure: deserialize.is_none().then(|| "no such method".into()),
            build_seconds: 10.0,
            count_seconds: 20.0,
            allocations: None,
            cells,
        }
    }

    #[test]
    fn a_step_of_more_than_one_percent_is_flagged_at_its_release_across_a_release_not_built() {
        let history = History {
            library: "postcard".into(),
            releases: vec![
                release("1.0.0", Some(1000.0), 40),
                release("1.0.1", Some(1009.0), 40),
                release("1.0.2", None, 0),
                release("1.0.3", Some(1030.0), 41),
                release("1.0.4", Some(1030.0), 41),
            ],
        };
        let series = series(&history);
        let steps = steps(&history, &series);
        let named: Vec<(usize, String)> =
            steps.iter().map(|step| (step.release, series[step.series].measure.words())).collect();
        // 1009 → 1030 is 2.1 %, measured across the release that did not build; 1000 → 1009 is
        // under the threshold; the bytes' one-byte change is a wire-format change.
        assert_eq!(named, [(3, "deserialize".to_string()), (3, "bytes".to_string())]);
        let text = render(&history, Style::Markdown);
        assert!(text.contains("| 1.0.3 "), "{text}");
        assert!(text.contains("log deserialize +2.1 %"), "{text}");
        assert!(text.contains("not built: no such method"), "{text}");
        assert!(text.contains("log bytes 40 → 41 (+2.5 %)"), "{text}");
        assert!(text.contains("(the first release counted)"), "{text}");
        let charts = charts(&history);
        let files: Vec<&str> = charts.iter().map(|chart| chart.file.as_str()).collect();
        assert_eq!(
            files,
            ["history-postcard-serde-serialize.svg", "history-postcard-serde-deserialize.svg"]
        );
    }

    #[test]
    fn no_step_is_taken_across_a_change_of_cpu() {
        let mut releases = vec![
            release("1.0.0", Some(1000.0), 40),
            release("1.0.1", Some(1100.0), 40),
            release("1.0.2", Some(1300.0), 40),
        ];
        releases[1].cpu = "another CPU".into();
        releases[2].cpu = "another CPU".into();
        let history = History { library: "postcard".into(), releases };
        let series = series(&history);
        let at: Vec<usize> = steps(&history, &series).iter().map(|step| step.release).collect();
        assert_eq!(at, [2], "1.0.1 is not compared with 1.0.0; 1.0.2 is with 1.0.1");
        let text = render(&history, Style::Markdown);
        assert!(
            text.contains("(counted on another CPU, the release before on a CPU: not compared)"),
            "{text}"
        );
    }

    /// Fifty-six releases of eight data sets, steps here and there: every version named (every
    /// k-th where they would crowd), nothing overlapping, nothing leaving the picture.
    #[test]
    fn a_long_history_charts_readably() {
        let datasets = ["message", "stored", "users", "log", "mesh", "chunks", "twitter", "citm"];
        let releases: Vec<Release> = (100..156)
            .map(|patch| {
                let mut one = release(&format!("1.0.{patch}"), Some(1000.0), 40);
                let template = one.cells[0].clone();
                one.cells = datasets
                    .iter()
                    .enumerate()
                    .map(|(index, dataset)| {
                        let mut cell = template.clone();
                        cell.dataset = dataset.to_string();
                        let factor = 1.0 + 0.01 * ((patch * (index + 1)) % 7) as f64;
                        cell.ops.values_mut().for_each(|count| count.instructions *= factor);
                        cell
                    })
                    .collect();
                one
            })
            .collect();
        let history = History { library: "serde_json".into(), releases };
        let charts = charts(&history);
        assert_eq!(charts.len(), 2);
        for chart in &charts {
            let problems = crate::chart::problems(&chart.svg);
            assert!(problems.is_empty(), "{}: {problems:#?}", chart.file);
            assert!(chart.svg.contains(">1.0.100</text>") && chart.svg.contains(">1.0.155</text>"));
        }
    }

    #[test]
    fn an_allocation_step_not_counted_exactly_must_exceed_the_noise_of_a_reused_buffer() {
        let allocations = Measure::Allocations("serialize".into());
        assert!(!allocations.flags(0.0, 2.0, false), "0 to 2: an arena's noise");
        assert!(allocations.flags(0.0, 17.0, false));
        assert!(allocations.flags(1.0, 4.0, false));
        assert!(!allocations.flags(40_001.0, 40_003.0, false));
        assert!(!allocations.flags(1000.0, 1005.0, false), "over two, but under 1 %");
        // Counted exactly, the same binary repeats its figures: any change is a step.
        assert!(allocations.flags(40_001.0, 40_001.25, true));
        assert!(!allocations.flags(3.0, 3.0, true));
        let instructions = Measure::Instructions("serialize".into());
        assert!(
            instructions.flags(1000.0, 1011.0, true) && !instructions.flags(1000.0, 1010.0, true)
        );
        assert!(Measure::Bytes.flags(40.0, 41.0, true));

        // Nor does the table of measures list a buffer's half an allocation as a change of 100 %.
        let mut releases =
            vec![release("1.0.0", Some(1000.0), 40), release("1.0.1", Some(1000.0), 40)];
        releases[0].cells[0].ops.get_mut("serialize").unwrap().allocs = 0.5;
        releases[1].cells[0].ops.get_mut("serialize").unwrap().allocs = 1.0;
        let history = History { library: "postcard".into(), releases };
        let text = render(&history, Style::Markdown);
        assert!(!text.contains("serialize allocations"), "{text}");

        // The same half an allocation, counted exactly in both releases, is a step.
        let mut releases = history.releases;
        let counting =
            AllocationCounting { warm_up_calls: 2, counted_calls: 4, not_counted: false };
        for release in &mut releases {
            release.allocations = Some(counting);
        }
        let history = History { library: "postcard".into(), releases };
        let text = render(&history, Style::Markdown);
        assert!(text.contains("serialize allocations 0.5 → 1"), "{text}");
    }
}
