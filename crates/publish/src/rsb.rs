//! `docs/rsb.md`: rust_serialization_benchmark's four data sets measured here, beside the figures
//! its README publishes. Made from `docs/data/rsb/` (`scripts/measure-rsb`): `sizes.json`, what
//! each shared library writes here for each data set's value, and one serbench run per data set
//! (`<dataset>.json`); its figures are its README at one commit, kept in the `rsb` crate.
//!
//! Machines differ, so besides each figure beside its counterpart the page compares ratios: each
//! library's time divided by postcard's on the same data set, here and there, and flags the
//! libraries whose two ratios are more than 1.5× apart (methodology explains each).

use std::{fmt::Write, path::Path};

use bench_support::{
    UsageError,
    results::{Op, Results, Row},
};
use rsb::{
    published::{self, Published, Table},
    shared::{DATASETS, LIBRARIES, Shared, Sizes},
};

use crate::table::{self, Style, group};

/// The directory under the data directory.
pub const DIR: &str = "rsb";
/// The sizes file in it.
pub const SIZES: &str = "sizes.json";
/// The library every ratio is taken against, in both benchmarks.
pub const ANCHOR: &str = "postcard";
/// How far apart two ratios may be before the page flags them.
pub const TOLERANCE: f64 = 1.5;

/// What `docs/data/rsb/` holds.
#[derive(Clone, Debug)]
pub struct Runs {
    pub sizes: Sizes,
    /// One serbench run per data set, in [`DATASETS`]' order.
    pub runs: Vec<(String, Results)>,
}

impl Runs {
    /// Each data set's run in `dir` (`docs/data/rsb`), beside its sizes file (read already).
    pub fn load(dir: &Path, sizes: Sizes) -> Result<Runs, UsageError> {
        let runs = DATASETS
            .iter()
            .map(|dataset| {
                let path = dir.join(format!("{dataset}.json"));
                Ok((dataset.to_string(), bench_support::results::load(&path)?))
            })
            .collect::<Result<_, UsageError>>()?;
        Ok(Runs { sizes, runs })
    }
}

/// A figure of one shared library on one data set (a ratio to the anchor's), here and there.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pair {
    pub here: Option<f64>,
    pub there: Option<f64>,
}

/// The median of `op` of the format `name/variant` in `run`.
fn here(run: &Results, format: &str, op: Op) -> Option<f64> {
    let row: &Row = run.results.iter().find(|row| name(row) == format)?;
    row.ops.get(op.key()).map(|stats| stats.median_ns)
}

/// A row's format, `name/variant`.
fn name(row: &Row) -> String {
    format!("{}/{}", row.format, row.variant)
}

/// Its figure of `op` for `shared`: the titled variant that is ours, else the plain one.
fn there(table: &Table, shared: &Shared, op: Op) -> Option<f64> {
    let row = table.row(shared.library)?;
    let figures = match op {
        Op::Serialize => &row.serialize,
        _ => &row.deserialize,
    };
    let titled = match op {
        Op::Serialize => shared.serialize,
        Op::Deserialize => shared.deserialize,
        _ => None,
    };
    match titled {
        Some(title) => {
            figures.iter().find(|figure| figure.variant.as_deref() == Some(title)).map(|f| f.value)
        }
        None => published::Row::plain(figures),
    }
}

/// `a ÷ b`, where both are known.
fn ratio(a: Option<f64>, b: Option<f64>) -> Option<f64> {
    Some(a? / b?)
}

/// How far apart two ratios are, as a factor of at least 1, where both are known.
pub fn apart(here: Option<f64>, there: Option<f64>) -> Option<f64> {
    let factor = ratio(here, there)?;
    Some(if factor < 1.0 { 1.0 / factor } else { factor })
}

fn time(ns: Option<f64>) -> String {
    ns.map_or("-".into(), table::time)
}

fn factor(value: Option<f64>) -> String {
    value.map_or("-".into(), |value| format!("{value:.2}"))
}

/// A disagreement, flagged where beyond [`TOLERANCE`].
fn flagged(value: Option<f64>) -> String {
    match value {
        Some(value) if value > TOLERANCE => format!("**{value:.2}×**"),
        Some(value) => format!("{value:.2}×"),
        None => "-".into(),
    }
}

/// Every shared library's ratios, here and there, on one data set: (library, op, here, there).
pub fn ratios(run: &Results, table: &Table) -> Vec<(&'static str, Op, Pair)> {
    let anchor = LIBRARIES.iter().find(|shared| shared.library == ANCHOR).expect("postcard");
    let mut out = Vec::new();
    for op in [Op::Serialize, Op::Deserialize] {
        let anchor_here = here(run, anchor.format, op);
        let anchor_there = there(table, anchor, op);
        for shared in LIBRARIES {
            let pair = Pair {
                here: ratio(here(run, shared.format, op), anchor_here),
                there: ratio(there(table, shared, op), anchor_there),
            };
            out.push((shared.library, op, pair));
        }
    }
    out
}

/// `docs/rsb.md`.
pub fn page(runs: &Runs) -> String {
    let published = published::published();
    let mut out = String::from(
        "# Side by side with rust_serialization_benchmark\n\n\
         <!-- generated by `bench-cli report` from docs/data/rsb/; do not edit by hand -->\n\n",
    );
    intro(&mut out, runs, &published);
    for (dataset, run) in &runs.runs {
        let Some(table) = published.table(dataset) else { continue };
        dataset_section(&mut out, dataset, run, table, runs.sizes.datasets.get(dataset));
    }
    out
}

fn intro(out: &mut String, runs: &Runs, published: &Published) {
    let meta = runs.runs.first().map(|(_, run)| &run.meta);
    let _ = write!(
        out,
        "[rust_serialization_benchmark]({repository}) measures its libraries on four data sets. \
         This workbench generates the same four, value for value (`crates/rsb`: its generator, \
         seed and sizes), so a size here and a size there count the same bytes: \
         `crates/rsb-bench/tests/sizes.rs` holds every shared library's size to its published \
         one. The times here are serbench's (`scripts/measure-rsb`, each data set's value \
         as one element of serbench's sequence), measured as every cell of this workbench is \
         ([methodology](methodology.md)); its times are its README's.\n\n\
         - **There**: its README at [{short}]({repository}/blob/{commit}/README.md), run \
         {updated} on {cpu}, {rustc}.\n",
        repository = published::REPOSITORY,
        commit = published::COMMIT,
        short = &published::COMMIT[..7],
        updated = published.updated,
        cpu = published.cpu,
        rustc = published.rustc,
    );
    if let Some(meta) = meta {
        let _ = writeln!(
            out,
            "- **Here**: commit {commit}, profile `{profile}`, {rounds} round(s), on {cpu} \
             ({cores} cores), {rustc}; sizes at {sizes}.",
            commit = short(&meta.git_commit),
            profile = meta.profile,
            rounds = meta.rounds,
            cpu = meta.cpu,
            cores = meta.cores,
            rustc = meta.rustc,
            sizes = short(&runs.sizes.git_commit),
        );
    }
    let _ = write!(
        out,
        "\nMachines differ, so the second table of each data set divides every library's time by \
         {ANCHOR}'s on the same data set, here and there, and sets the two ratios side by side: \
         where they are more than {TOLERANCE}× apart (in bold), the two benchmarks disagree \
         about that library, and [methodology](methodology/rsb.md) says why, measured.\n"
    );
}

/// A commit, shortened (a `-dirty` suffix kept).
fn short(commit: &str) -> String {
    match commit.split_once('-') {
        Some((hash, rest)) => format!("{}-{rest}", &hash[..hash.len().min(7)]),
        None => commit[..commit.len().min(7)].to_owned(),
    }
}

/// How many of the shared libraries' sizes here equal the sizes its README publishes, and how
/// many were compared (a size measured here and published there).
pub fn sizes_agree(runs: &Runs) -> (usize, usize) {
    let published = published::published();
    let (mut equal, mut compared) = (0, 0);
    for (dataset, sizes) in &runs.sizes.datasets {
        let Some(table) = published.table(dataset) else { continue };
        for shared in LIBRARIES {
            let there = table.row(shared.library).and_then(|row| published::Row::plain(&row.size));
            let here = sizes.iter().find(|size| size.library == shared.library);
            if let (Some(there), Some(here)) = (there, here) {
                compared += 1;
                equal += usize::from(here.bytes as f64 == there);
            }
        }
    }
    (equal, compared)
}

fn dataset_section(
    out: &mut String,
    dataset: &str,
    run: &Results,
    table: &Table,
    sizes: Option<&Vec<rsb::shared::Size>>,
) {
    let _ = writeln!(out, "\n## `{dataset}`\n");
    let header = [
        "library",
        "there",
        "here",
        "size there",
        "size here",
        "serialize there",
        "serialize here",
        "deserialize there",
        "deserialize here",
    ];
    let mut grid = table::new(Style::Markdown, &header, 3);
    for shared in LIBRARIES {
        let row = table.row(shared.library);
        let size_there = row.and_then(|row| published::Row::plain(&row.size));
        let size = sizes.and_then(|sizes| sizes.iter().find(|size| size.library == shared.library));
        let size_here = size.map(|size| size.bytes as f64);
        let same = match (size_here, size_there) {
            (Some(here), Some(there)) if here == there => " ✓".to_owned(),
            (Some(_), Some(_)) => " (explained: methodology)".to_owned(),
            _ => String::new(),
        };
        grid.add_row([
            shared.library.to_owned(),
            row.map_or("-".into(), |row| row.version.clone()),
            size.map_or(format!("{} (not run)", shared.format), |size| {
                format!("{} {}", size.format, size.version)
            }),
            size_there.map_or("-".into(), group),
            size_here.map_or("-".into(), |bytes| format!("{}{same}", group(bytes))),
            time(there(table, shared, Op::Serialize)),
            time(here(run, shared.format, Op::Serialize)),
            time(there(table, shared, Op::Deserialize)),
            time(here(run, shared.format, Op::Deserialize)),
        ]);
    }
    for row in &table.rows {
        if LIBRARIES.iter().any(|shared| shared.library == row.library) {
            continue;
        }
        // A library it adds after the commit kept here.
        let why = "not measured here";
        let figures = [&row.serialize, &row.deserialize].map(|f| time(published::Row::plain(f)));
        let size = published::Row::plain(&row.size).map_or("-".into(), group);
        grid.add_row([
            row.library.clone(),
            row.version.clone(),
            format!("not here: {why}"),
            size,
            "-".into(),
            figures[0].clone(),
            "-".into(),
            figures[1].clone(),
            "-".into(),
        ]);
    }
    let _ = writeln!(out, "{grid}");
    let mut others: Vec<String> = run
        .results
        .iter()
        .map(name)
        .filter(|cell| cell != "memcpy/floor")
        .filter(|cell| LIBRARIES.iter().all(|shared| shared.format != cell.as_str()))
        .collect();
    others.dedup();
    if !others.is_empty() {
        let _ = writeln!(out, "\nMeasured here only: {}.", others.join(", "));
    }
    let _ = writeln!(out, "\n#### Each library's time ÷ {ANCHOR}'s\n");
    let header = [
        "library",
        "serialize there",
        "serialize here",
        "apart",
        "deserialize there",
        "deserialize here",
        "apart",
    ];
    let mut grid = table::new(Style::Markdown, &header, 1);
    let ratios = ratios(run, table);
    for shared in LIBRARIES {
        let pair = |op: Op| {
            ratios
                .iter()
                .find(|(library, found, _)| *library == shared.library && *found == op)
                .map(|(_, _, pair)| *pair)
                .unwrap_or(Pair { here: None, there: None })
        };
        let (serialize, deserialize) = (pair(Op::Serialize), pair(Op::Deserialize));
        grid.add_row([
            shared.library.to_owned(),
            factor(serialize.there),
            factor(serialize.here),
            flagged(apart(serialize.here, serialize.there)),
            factor(deserialize.there),
            factor(deserialize.here),
            flagged(apart(deserialize.here, deserialize.there)),
        ]);
    }
    let _ = writeln!(out, "{grid}");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratios_apart_are_a_factor_of_at_least_one() {
        assert_eq!(apart(Some(2.0), Some(1.0)), Some(2.0));
        assert_eq!(apart(Some(1.0), Some(4.0)), Some(4.0));
        assert_eq!(apart(None, Some(4.0)), None);
        assert_eq!(flagged(Some(1.49)), "1.49×");
        assert_eq!(flagged(Some(1.51)), "**1.51×**");
    }

    #[test]
    fn every_library_it_measures_is_measured_here() {
        let published = published::published();
        for table in &published.tables {
            for row in &table.rows {
                let shared = LIBRARIES.iter().any(|shared| shared.library == row.library);
                assert!(shared, "{} on {}: not measured here", row.library, table.dataset);
            }
        }
    }
}
