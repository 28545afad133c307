//! Measured figures in hand-written pages. A page states a figure between two comments that name
//! it, `<!-- figure results variants -->43<!-- /figure -->`, and `bench-cli report` writes what
//! is between them from the published data ([`figure`]), so a sentence typed by hand never
//! states a number the data do not: when the data change, the figure does, and a stale page
//! fails the published-pages test. A key this module does not know is an error, never a guess.
//! On GitHub the comments do not show; the figure reads as prose.

use std::fmt::Write;

use crate::published::Published;

/// The comment that opens a figure: `<!-- figure KEY -->`.
pub const OPEN: &str = "<!-- figure ";
/// The comment that closes it.
pub const CLOSE: &str = "<!-- /figure -->";

/// What went wrong with a page's figures, for a usage error that names the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FigureError(pub String);

impl std::fmt::Display for FigureError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Why a figure has no value: its key is not one, or the data it reads are not published (a
/// partial data directory), which the page then says in its place.
enum Lack {
    Error(FigureError),
    Unpublished(String),
}

impl From<FigureError> for Lack {
    fn from(error: FigureError) -> Self {
        Lack::Error(error)
    }
}

/// Whether `text` states any figure.
pub fn has_figures(text: &str) -> bool {
    text.contains(OPEN)
}

/// `text` with every figure written from `data`.
pub fn render(text: &str, data: &Published) -> Result<String, FigureError> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(OPEN) {
        let (before, from_open) = rest.split_at(at);
        out.push_str(before);
        let after_open = &from_open[OPEN.len()..];
        // In a code span (`<!-- figure KEY -->`), the comment is an example, not a figure.
        if before.ends_with('`') {
            out.push_str(OPEN);
            rest = after_open;
            continue;
        }
        let Some((key, after_key)) = after_open.split_once("-->") else {
            return Err(FigureError(format!(
                "a figure comment is not closed: {}",
                line(from_open)
            )));
        };
        let key = key.trim();
        // The figure ends at its own close: one that comes after the next figure's opening, or
        // on another line, is another figure's, and taking it would swallow the prose between.
        let close = after_key.find(CLOSE).filter(|at| {
            let between = &after_key[..*at];
            !between.contains(OPEN) && !between.contains('\n')
        });
        let Some(close) = close else {
            return Err(FigureError(format!("figure `{key}` has no `{CLOSE}` on its line")));
        };
        let after = &after_key[close + CLOSE.len()..];
        let value = match value(data, key) {
            Ok(value) => value,
            Err(Lack::Unpublished(file)) => format!("(not published: docs/data/{file})"),
            Err(Lack::Error(error)) => return Err(error),
        };
        let _ = write!(out, "{OPEN}{key} -->{value}{CLOSE}");
        rest = after;
    }
    out.push_str(rest);
    Ok(out)
}

/// The first line of `text`, for an error.
fn line(text: &str) -> &str {
    text.lines().next().unwrap_or(text)
}

/// The figure `key` names, from `data`. A key is words: `results variants` (counts of the
/// headline run), `builds format-crates`, `rsb sizes equal`, `corpora not-measured`,
/// `robustness timeouts LIBRARY`, `compression DATASET COMPRESSOR compress`, `time FILE DATASET
/// FORMAT/VARIANT OP` (a published cell), `history LIBRARY VERSION DATASET MEASURE` (a release's
/// change against the release counted before it), `rsb ratio DATASET LIBRARY OP here|there|apart`.
pub fn figure(data: &Published, key: &str) -> Result<String, FigureError> {
    value(data, key).map_err(|lack| match lack {
        Lack::Error(error) => error,
        Lack::Unpublished(file) => FigureError(format!("figure `{key}` needs docs/data/{file}")),
    })
}

/// [`figure`], telling an unpublished file from an error.
fn value(data: &Published, key: &str) -> Result<String, Lack> {
    let unknown = || Lack::Error(FigureError(format!("no figure is named `{key}`")));
    let missing = |file: &str| Lack::Unpublished(file.to_string());
    let parts: Vec<&str> = key.split_whitespace().collect();
    match parts.as_slice() {
        ["results", what] => results(data, what).ok_or_else(unknown),
        ["builds", "over-bare", package] => {
            let builds = data.builds.as_ref().ok_or_else(|| missing(crate::published::BUILDS))?;
            let format = builds.formats.get(*package).ok_or_else(unknown)?;
            Ok(format!("+{:.1} s", format.over_bare_s.median))
        }
        ["builds", what] => {
            let builds = data.builds.as_ref().ok_or_else(|| missing(crate::published::BUILDS))?;
            match *what {
                "format-crates" => Ok(builds.formats.len().to_string()),
                // What serde and the data sets' serde derives cost over the bare crate.
                "serde" => {
                    let median = |unit: &str| {
                        let unit = builds.baselines.get(unit)?;
                        Some(unit.clean_cpu_s.median)
                    };
                    let cost = median("serde").zip(median("bare")).ok_or_else(unknown)?;
                    Ok(format!("+{:.1} s", cost.0 - cost.1))
                }
                // The crates whose cost over `serde` the rounds do not tell from zero.
                "noise" => {
                    let noise = builds.formats.iter().filter(|(_, format)| {
                        format.over_serde_s.as_ref().is_some_and(|spread| spread.noise)
                    });
                    let names: Vec<&str> = noise.map(|(name, _)| name.as_str()).collect();
                    Ok(if names.is_empty() { "none".into() } else { names.join(", ") })
                }
                _ => Err(unknown()),
            }
        }
        ["rsb", "sizes", what] => {
            let runs = data.rsb.as_ref().ok_or_else(|| missing("rsb/"))?;
            let (equal, compared) = crate::rsb::sizes_agree(runs);
            match *what {
                "compared" => Ok(compared.to_string()),
                "equal" => Ok(equal.to_string()),
                "differ" => Ok((compared - equal).to_string()),
                _ => Err(unknown()),
            }
        }
        ["corpora", "not-measured"] => Ok(corpora_not_measured(data)),
        // What freeing a decoded value costs: crate::free::figure's keys.
        ["free", rest @ ..] => {
            let free = run(data, "free")?;
            crate::free::figure(free, &data.results, rest).ok_or_else(unknown)
        }
        // rust_serialization_benchmark's ratio of a library's time to postcard's on a data set,
        // here (serbench's run) or there (its README), or how far apart the two are, as
        // docs/rsb.md gives them.
        ["rsb", "ratio", dataset, library, op, side @ ("here" | "there" | "apart")] => {
            let runs = data.rsb.as_ref().ok_or_else(|| missing("rsb/"))?;
            let op = match *op {
                "serialize" => bench_support::results::Op::Serialize,
                "deserialize" => bench_support::results::Op::Deserialize,
                _ => return Err(unknown()),
            };
            let run = runs.runs.iter().find(|(name, _)| name == dataset).ok_or_else(unknown)?;
            let published = rsb::published::published();
            let table = published.table(dataset).ok_or_else(unknown)?;
            let ratios = crate::rsb::ratios(&run.1, table);
            let (_, _, pair) = ratios
                .iter()
                .find(|(name, each, _)| name == library && *each == op)
                .ok_or_else(unknown)?;
            let value = match *side {
                "here" => pair.here,
                "there" => pair.there,
                _ => crate::rsb::apart(pair.here, pair.there),
            };
            let suffix = if *side == "apart" { "×" } else { "" };
            Ok(format!("{:.2}{suffix}", value.ok_or_else(unknown)?))
        }
        // The fastest and slowest variant's time through a compressor on a data set.
        ["compression", dataset, compressor, op @ ("compress" | "decompress")] => {
            let times: Vec<f64> = data
                .results
                .results
                .iter()
                .filter(|row| row.dataset == *dataset)
                .filter_map(|row| row.compression.get(*compressor))
                .map(|each| if *op == "compress" { each.compress_ns } else { each.decompress_ns })
                .collect();
            let low = times.iter().copied().reduce(f64::min).ok_or_else(unknown)?;
            let high = times.iter().copied().reduce(f64::max).ok_or_else(unknown)?;
            Ok(format!("{} to {} ms", milliseconds(low), milliseconds(high)))
        }
        ["meta", file, what] => {
            let run = run(data, file)?;
            match *what {
                "commit" => Ok(format!("`{}`", run.meta.git_commit.get(..7).ok_or_else(unknown)?)),
                "rounds" => Ok(run.meta.rounds.to_string()),
                _ => Err(unknown()),
            }
        }
        // A published cell: its median time, its allocations per call, its encoded bytes.
        ["time" | "allocs", file, dataset, format, op] => {
            let stats = cell(data, key, file, dataset, format)?;
            let stats = stats.ops.get(*op).ok_or_else(|| no_cell(key, file))?;
            Ok(match parts[0] {
                "time" => tables::table::time(stats.median_ns),
                _ => tables::table::group(stats.allocs),
            })
        }
        ["bytes", file, dataset, format] => {
            let row = cell(data, key, file, dataset, format)?;
            Ok(tables::table::group(row.size_bytes as f64))
        }
        // How many times `a`'s median is `b`'s, on one operation.
        ["ratio", file, dataset, a, b, op] => {
            let median = |format: &str| -> Result<f64, Lack> {
                let row = cell(data, key, file, dataset, format)?;
                Ok(row.ops.get(*op).ok_or_else(|| no_cell(key, file))?.median_ns)
            };
            Ok(format!("{:.1}", median(a)? / median(b)?))
        }
        // The variant with the fewest encoded bytes on a data set (the memcpy floor aside), and
        // its bytes.
        ["smallest", file, dataset] => {
            let run = run(data, file)?;
            let rows =
                run.results.iter().filter(|row| row.dataset == *dataset && row.package != "-");
            let row = rows.min_by_key(|row| row.size_bytes).ok_or_else(|| no_cell(key, file))?;
            let bytes = tables::table::group(row.size_bytes as f64);
            Ok(format!("{}/{}'s {bytes} bytes", row.format, row.variant))
        }
        // The share of a library's corrupt inputs whose decode ran past the sweep's timeout.
        ["robustness", "timeouts", library] => {
            let sweep =
                data.robustness.as_ref().ok_or_else(|| missing(crate::published::ROBUSTNESS))?;
            let rows: Vec<_> = sweep.results.iter().filter(|row| row.format == *library).collect();
            if rows.is_empty() {
                return Err(unknown());
            }
            let cases: u64 = rows.iter().map(|row| row.cases).sum();
            let timeouts: u64 =
                rows.iter().filter_map(|row| row.counts.abort_reasons.get("timeout")).sum();
            Ok(format!("{:.1} %", 100.0 * timeouts as f64 / cases as f64))
        }
        ["history", library, "releases"] => {
            let history =
                history(data, library).ok_or_else(|| missing(&format!("history/{library}/")))?;
            Ok(history.releases.len().to_string())
        }
        // The releases the history counted (a release that did not build has no cells).
        ["history", library, "counted"] => {
            let history =
                history(data, library).ok_or_else(|| missing(&format!("history/{library}/")))?;
            let counted = history.releases.iter().filter(|release| !release.cells.is_empty());
            Ok(counted.count().to_string())
        }
        // The releases where a step of more than the tables' threshold is flagged.
        ["history", library, "flagged-releases"] => {
            let history =
                history(data, library).ok_or_else(|| missing(&format!("history/{library}/")))?;
            let series = crate::history::series(history);
            let mut releases: Vec<usize> =
                crate::history::steps(history, &series).iter().map(|step| step.release).collect();
            releases.dedup();
            Ok(releases.len().to_string())
        }
        ["history", library, version, dataset, measure] => {
            let history =
                history(data, library).ok_or_else(|| missing(&format!("history/{library}/")))?;
            crate::history::change_at(history, version, dataset, measure).ok_or_else(|| {
                Lack::Error(FigureError(format!(
                    "figure `{key}`: {library} {version} has no count of {dataset} {measure}, or \
                     no release counted before it"
                )))
            })
        }
        _ => Err(unknown()),
    }
}

/// Nanoseconds as milliseconds: two decimals below 1 ms, one above.
fn milliseconds(ns: f64) -> String {
    let ms = ns / 1e6;
    if ms < 1.0 { format!("{ms:.2}") } else { format!("{ms:.1}") }
}

/// A count of the headline run.
fn results(data: &Published, what: &str) -> Option<String> {
    let results = &data.results;
    let variants = || {
        let mut variants: Vec<(&str, &str)> = Vec::new();
        for row in results.results.iter().filter(|row| row.package != "-") {
            if !variants.contains(&(row.format.as_str(), row.variant.as_str())) {
                variants.push((&row.format, &row.variant));
            }
        }
        variants
    };
    Some(match what {
        "variants" => variants().len().to_string(),
        "libraries" => {
            let mut libraries: Vec<&str> = variants().iter().map(|(name, _)| *name).collect();
            libraries.sort_unstable();
            libraries.dedup();
            libraries.len().to_string()
        }
        "datasets" => results.meta.datasets.len().to_string(),
        // A variant on a data set it has a row for.
        "cells" => results.results.iter().filter(|row| row.package != "-").count().to_string(),
        "rounds" => results.meta.rounds.to_string(),
        "samples" => results.meta.sample_count.to_string(),
        "commit" => format!("`{}`", results.meta.git_commit.get(..7)?),
        // Each format's bench crate has two binaries: every role but timing, and timing.
        // A run of the matrix builds the formats' bench crates and the floor's.
        "binaries" => ((catalog::SUITES.len() + 1) * 2).to_string(),
        _ => return None,
    })
}

/// The variants that have no row on a corpus, with the reason each table gives.
fn corpora_not_measured(data: &Published) -> String {
    const CORPORA: [&str; 3] = ["twitter", "citm", "canada"];
    let mut missing: Vec<String> = data
        .results
        .not_measured
        .iter()
        .filter(|missing| missing.op.is_none() && CORPORA.contains(&missing.dataset.as_str()))
        .map(|missing| {
            format!(
                "{}/{} on `{}`: {}",
                missing.format, missing.variant, missing.dataset, missing.reason
            )
        })
        .collect();
    missing.dedup();
    match missing.len() {
        0 => "none".into(),
        _ => missing.join("; "),
    }
}

/// The row of `format` (`name/variant`) on `dataset` in the run `file`, for figure `key`.
fn cell<'a>(
    data: &'a Published,
    key: &str,
    file: &str,
    dataset: &str,
    format: &str,
) -> Result<&'a bench_support::results::Row, Lack> {
    let (name, variant) = format.split_once('/').ok_or_else(|| no_cell(key, file))?;
    let rows = run(data, file)?.results.iter();
    let mut rows =
        rows.filter(|row| row.dataset == dataset && row.format == name && row.variant == variant);
    Ok(rows.next().ok_or_else(|| no_cell(key, file))?)
}

fn no_cell(key: &str, file: &str) -> FigureError {
    FigureError(format!("figure `{key}`: no such cell in docs/data/{file}.json"))
}

/// A published run by its file's name without `.json`.
fn run<'a>(data: &'a Published, file: &str) -> Result<&'a bench_support::results::Results, Lack> {
    let run = match file {
        "results" => Some(&data.results),
        "results-release" => data.other_profile.as_ref(),
        "telemetry" => data.yours.as_ref(),
        "techniques" => data.techniques.as_ref(),
        "serde-free" => data.serde_free.as_ref().map(|free| &free.run),
        "free" => data.free.as_ref(),
        "jvm" => data.jvm.as_ref(),
        "scaling" => data.scaling.as_ref(),
        _ => return Err(Lack::Error(FigureError(format!("no published run is named `{file}`")))),
    };
    run.ok_or_else(|| Lack::Unpublished(format!("{file}.json")))
}

/// The published history of `library`.
fn history<'a>(data: &'a Published, library: &str) -> Option<&'a bench_support::history::History> {
    let published = data.histories.iter().find(|published| published.history.library == library);
    published.map(|published| &published.history)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The published data, as `report` reads them.
    fn published() -> Published {
        Published::load(&bench_support::workspace_root().join("docs/data")).expect("docs/data")
    }

    #[test]
    fn a_figure_is_written_from_the_data_and_moves_with_it() {
        let mut data = published();
        let text = "It measures <!-- figure results variants -->0<!-- /figure --> variants.";
        let written = render(text, &data).expect("a known figure");
        let variants = figure(&data, "results variants").expect("a count");
        assert_eq!(
            written,
            format!(
                "It measures <!-- figure results variants -->{variants}<!-- /figure --> variants."
            )
        );
        // One variant fewer in the data: the sentence says so.
        let first = data.results.results.iter().find(|row| row.package != "-").cloned();
        let first = first.expect("a variant");
        data.results
            .results
            .retain(|row| (&row.format, &row.variant) != (&first.format, &first.variant));
        let fewer = render(text, &data).expect("a known figure");
        let expected = variants.parse::<usize>().expect("a number") - 1;
        assert!(fewer.contains(&format!("-->{expected}<!--")), "{fewer}");
    }

    /// A partial data directory (a user's own run) still renders: the figure says what is
    /// missing instead.
    #[test]
    fn a_figure_of_an_unpublished_file_says_so() {
        let mut data = published();
        data.yours = None;
        let text = "<!-- figure meta telemetry rounds -->6<!-- /figure -->";
        assert_eq!(
            render(text, &data),
            Ok("<!-- figure meta telemetry rounds -->(not published: docs/data/telemetry.json)\
                <!-- /figure -->"
                .to_string())
        );
        assert!(figure(&data, "meta telemetry rounds").is_err());
    }

    #[test]
    fn a_figure_comment_in_a_code_span_is_an_example() {
        let text = "write `<!-- figure KEY -->1<!-- /figure -->` in a page";
        assert_eq!(render(text, &published()).as_deref(), Ok(text));
    }

    #[test]
    fn an_unknown_or_unclosed_figure_is_an_error() {
        let data = published();
        assert_eq!(
            render("<!-- figure results nothing -->1<!-- /figure -->", &data),
            Err(FigureError("no figure is named `results nothing`".into()))
        );
        assert!(render("<!-- figure results variants -->1", &data).is_err());
        // A figure without its close does not take the next one's.
        let two = "<!-- figure results variants -->1 and\n<!-- figure results rounds -->6<!-- /figure -->";
        assert!(render(two, &data).is_err());
        assert!(render("<!-- figure results variants", &data).is_err());
    }
}
