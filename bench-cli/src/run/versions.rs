//! `bench-cli versions`: a format author's comparison. One library at two versions (any two of
//! the pinned release, a registry release, a local checkout), each built as `run --with` builds
//! it (both sides the same way, so nothing but the library differs), counted over every data set
//! of its variants; per cell: instructions (the gate), allocations, time (advisory), bytes (a
//! change is a wire-format change), cross-decoding (each side decodes the other's bytes to the
//! same value), and the cell's rank among every format of the matrix before and after (unless
//! `--no-ranks`).

use std::{collections::BTreeMap, fmt::Write as _, path::PathBuf, process::ExitCode};

use anyhow::Context;
use bench_support::{
    results::{MEMCPY, Results, Row},
    target_dir, write_atomic, write_json,
};
use protocol::spec::{DecodeSpec, Decoded, Role, Selection};

use super::{
    binaries,
    with::{self, Built, Source, With},
};
use crate::{
    compare::{self, Thresholds, Verdict},
    table::{self, Style},
};

/// What the author asked for.
#[derive(Debug)]
pub(crate) struct Options {
    pub(crate) library: String,
    pub(crate) base: Source,
    pub(crate) head: Source,
    /// The data sets (`None`: every one the library's variants meet).
    pub(crate) datasets: Option<Vec<String>>,
    pub(crate) thresholds: Thresholds,
    pub(crate) json: Option<PathBuf>,
    pub(crate) markdown: Option<PathBuf>,
    pub(crate) profile: &'static str,
    /// Whether to count every other format for each cell's rank among them (minutes of
    /// callgrind; kept for the same binaries, data sets and profile, [`field`]).
    pub(crate) ranks: bool,
}

/// A side of the comparison (`pinned`, `1.0.10`, or a path) as the command line gives it: a
/// path holds a `/` or names a directory.
pub(crate) fn parse_source(text: &str) -> Result<Source, String> {
    match text {
        "" => Err("expected `pinned`, a release or a path".into()),
        "pinned" => Ok(Source::Pinned),
        path if path.contains('/') || std::path::Path::new(path).is_dir() => {
            Ok(Source::Path(path.into()))
        }
        version => Ok(Source::Release(version.into())),
    }
}

/// The other formats' counts on `selection`, for the ranks: from an earlier comparison on the
/// very same binaries (by their bytes), where there is one, since counts repeat exactly for the
/// same binary; else counted now, and kept under `target/versions-field/` for the next. A second
/// comparison on an unchanged tree then counts only its two sides.
fn field(
    others: &BTreeMap<&'static str, PathBuf>,
    selection: &Selection,
    scratch: &std::path::Path,
    profile: &str,
) -> anyhow::Result<Results> {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    for (name, path) in others {
        name.hash(&mut hasher);
        // The checking binary and its timed twin: the count runs both.
        for path in [path.clone(), binaries::timed(path)] {
            let bytes = std::fs::read(&path);
            bytes.with_context(|| format!("cannot read {}", path.display()))?.hash(&mut hasher);
        }
    }
    // The counter itself.
    let valgrind = std::process::Command::new("valgrind").arg("--version").output();
    valgrind.map(|output| output.stdout).unwrap_or_default().hash(&mut hasher);
    format!("{selection:?}").hash(&mut hasher);
    profile.hash(&mut hasher);
    let kept = target_dir().join("versions-field").join(format!("{:016x}.json", hasher.finish()));
    if let Ok(results) = bench_support::results::load(&kept) {
        eprintln!(
            "versions: the other formats' counts from {} (the same binaries)",
            kept.display()
        );
        return Ok(results);
    }
    let results = super::count(others, selection, scratch.join("field"), None, profile)?;
    write_json(&results, [kept.as_path()])?;
    Ok(results)
}

/// One side, built and measured.
struct Side {
    built: Built,
    results: Results,
    /// Where its prepare wrote its encodings, which the other side decodes.
    encodings: PathBuf,
}

/// Runs the comparison; exit 1 on a regression (an instruction count up by more than the
/// threshold, more allocations or bytes, or bytes one side cannot decode), 0 otherwise.
pub(crate) fn run(options: &Options) -> anyhow::Result<ExitCode> {
    runner::check_valgrind()?;
    let selection = Selection {
        formats: Some(vec![options.library.clone()]),
        datasets: options.datasets.clone(),
    };
    let scratch = target_dir().join("versions").join(std::process::id().to_string());
    let result = compare_in(options, &selection, &scratch);
    let _ = std::fs::remove_dir_all(&scratch);
    result
}

fn compare_in(
    options: &Options,
    selection: &Selection,
    scratch: &std::path::Path,
) -> anyhow::Result<ExitCode> {
    let sides = [("base", &options.base), ("head", &options.head)];
    // Both are built before anything is measured: a bad side is said before the long part.
    let mut built = Vec::new();
    for (name, source) in sides {
        let with = With { library: options.library.clone(), source: source.clone() };
        built.push((name, with::build(&[with], options.profile, binaries::Wanted::Both)?));
    }
    let mut measured = Vec::new();
    for (name, built) in built {
        eprintln!("versions: counting the {name}");
        let encodings = scratch.join(name).join("encodings");
        let run = scratch.join(name).join("run");
        let mut results = super::count(
            &built.binaries,
            selection,
            run,
            Some(encodings.clone()),
            options.profile,
        )?;
        built.label(&mut results);
        measured.push(Side { built, results, encodings });
    }
    let [base, head] = <[Side; 2]>::try_from(measured).ok().context("two sides")?;
    // Each side decodes the other's bytes.
    let decode = |reader: &Side, writer: &Side| -> anyhow::Result<Vec<Decoded>> {
        let mut decoded = Vec::new();
        for path in reader.built.binaries.values() {
            let spec =
                DecodeSpec { selection: selection.clone(), encodings: writer.encodings.clone() };
            decoded.extend(runner::answer::<Vec<Decoded>>(path, &Role::Decode(spec))?);
        }
        Ok(decoded)
    };
    let head_reads_base = decode(&head, &base)?;
    let base_reads_head = decode(&base, &head)?;
    // The field: every format of the matrix, pinned, on the same data sets, for the ranks.
    let field = match options.ranks {
        true => {
            eprintln!("versions: counting every other format, for the ranks");
            let field_selection = Selection { formats: None, datasets: selection.datasets.clone() };
            let all = binaries::build_formats(options.profile, &[])?;
            let others: BTreeMap<&'static str, PathBuf> = catalog::SUITES
                .iter()
                .filter(|suite| suite.formats.iter().all(|format| format.name != options.library))
                .filter_map(|suite| all.get(suite.binary).map(|path| (suite.binary, path.clone())))
                .collect();
            Some(field(&others, &field_selection, scratch, options.profile)?)
        }
        false => None,
    };

    let changes = compare::compare(&base.results, &head.results, options.thresholds);
    let cross = cross_failures(&head_reads_base, &base_reads_head);
    let render = |style| {
        let mut out = String::new();
        let (base_label, head_label) = (label(&options.base), label(&options.head));
        writeln!(out, "{}: {base_label} (base) against {head_label} (head)", options.library)
            .unwrap_or_default();
        out += &cells(&base.results, &head.results, field.as_ref(), style);
        out += &wire(&base.results, &head.results, &head_reads_base, &base_reads_head, style);
        out += &compare::render(&changes, options.thresholds, style);
        for failure in &cross {
            writeln!(out, "regression: {failure}").unwrap_or_default();
        }
        out
    };
    print!("{}", render(Style::Terminal));
    if let Some(path) = &options.markdown {
        write_atomic(path, render(Style::Markdown).as_bytes())?;
    }
    if let Some(path) = &options.json {
        let mut both = head.results.clone();
        both.results.extend(base.results.results.iter().cloned());
        write_json(&both, [path.as_path()])?;
    }
    let regressed = changes.iter().any(|change| change.verdict == Verdict::Regression);
    Ok(if regressed || !cross.is_empty() { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

fn label(source: &Source) -> String {
    match source {
        Source::Pinned => "the pinned release".into(),
        Source::Release(version) => version.clone(),
        Source::Path(path) => path.display().to_string(),
    }
}

/// Rank of `value` (fewest first) among `others`, as `3/27`.
fn rank(value: f64, others: &[f64]) -> String {
    let ahead = others.iter().filter(|other| **other < value).count();
    format!("{}/{}", ahead + 1, others.len() + 1)
}

/// Each head row with the base's row of the same cell.
fn pairs<'a>(base: &'a Results, head: &'a Results) -> impl Iterator<Item = (&'a Row, &'a Row)> {
    let base_rows: BTreeMap<String, &Row> =
        base.results.iter().map(|row| (row.cell(), row)).collect();
    head.results
        .iter()
        .filter_map(move |head| base_rows.get(&head.cell()).map(|base| (*base, head)))
}

/// What `decoded` says of `row`'s pair, if that side decoded it.
fn decoded_for<'a>(decoded: &'a [Decoded], row: &Row) -> Option<&'a Decoded> {
    decoded
        .iter()
        .find(|d| (&d.dataset, &d.format, &d.variant) == (&row.dataset, &row.format, &row.variant))
}

/// One line per cell and operation: instructions base and head, allocations, time, and the
/// rank among every other format on that data set and operation, before and after (where the
/// `field` was counted).
fn cells(base: &Results, head: &Results, field: Option<&Results>, style: Style) -> String {
    let mut header =
        vec!["cell", "op", "instructions", "change", "allocs", "median time (advisory)"];
    if field.is_some() {
        header.push("rank");
    }
    let mut grid = table::new(style, &header, 2);
    for (base_row, head_row) in pairs(base, head) {
        for (op, after) in &head_row.ops {
            let Some(before) = base_row.ops.get(op) else { continue };
            let (Some(count_before), Some(count_after)) = (before.instructions, after.instructions)
            else {
                continue;
            };
            let change = (count_after - count_before) / count_before * 100.0;
            let mut row = vec![
                head_row.cell(),
                op.clone(),
                format!("{} → {}", table::group(count_before), table::group(count_after)),
                format!("{change:+.2} %"),
                format!("{} → {}", table::count(before.allocs), table::count(after.allocs)),
                format!("{} → {}", table::time(before.median_ns), table::time(after.median_ns)),
            ];
            if let Some(field) = field {
                let others: Vec<f64> = field
                    .results
                    .iter()
                    .filter(|row| row.dataset == head_row.dataset && row.format != MEMCPY.0)
                    .filter_map(|row| row.ops.get(op).and_then(|stats| stats.instructions))
                    .collect();
                row.push(format!(
                    "{} → {}",
                    rank(count_before, &others),
                    rank(count_after, &others)
                ));
            }
            grid.add_row(row);
        }
    }
    format!("{grid}\n")
}

/// One line per cell: bytes base and head, whether the bytes changed (a wire-format change),
/// and whether each side decodes the other's bytes to the same value.
fn wire(
    base: &Results,
    head: &Results,
    head_reads_base: &[Decoded],
    base_reads_head: &[Decoded],
    style: Style,
) -> String {
    let header = ["cell", "bytes", "wire format", "head decodes base's", "base decodes head's"];
    let mut grid = table::new(style, &header, 1);
    let outcome = |decoded: &[Decoded], row: &Row| match decoded_for(decoded, row) {
        Some(Decoded { failure: None, .. }) => "yes".to_string(),
        Some(Decoded { failure: Some(why), .. }) => format!("NO: {why}"),
        None => "-".into(),
    };
    for (base_row, head_row) in pairs(base, head) {
        let same = decoded_for(head_reads_base, head_row).is_some_and(|d| d.same_bytes);
        grid.add_row([
            head_row.cell(),
            format!(
                "{} → {}",
                table::group(base_row.size_bytes as f64),
                table::group(head_row.size_bytes as f64)
            ),
            if same { "unchanged".into() } else { "WIRE-FORMAT CHANGE".to_string() },
            outcome(head_reads_base, head_row),
            outcome(base_reads_head, head_row),
        ]);
    }
    format!("{grid}\n")
}

/// Every pair whose bytes the other side cannot decode to the same value.
fn cross_failures(head_reads_base: &[Decoded], base_reads_head: &[Decoded]) -> Vec<String> {
    let named = |reader: &str, writer: &str, decoded: &[Decoded]| -> Vec<String> {
        decoded
            .iter()
            .filter_map(|d| {
                d.failure.as_ref().map(|why| {
                    format!(
                        "{} {}/{}: the {reader} {why} (the {writer}'s bytes)",
                        d.dataset, d.format, d.variant
                    )
                })
            })
            .collect()
    };
    let mut failures = named("head", "base", head_reads_base);
    failures.extend(named("base", "head", base_reads_head));
    failures
}

#[cfg(test)]
mod tests {
    use bench_support::results::Stats;

    use super::*;

    /// A results file of postcard on `message` whose deserialize counts `instructions`.
    fn counted(instructions: f64) -> Results {
        let stats = Stats { instructions: Some(instructions), ..Stats::default() };
        crate::report::test_results("deserialize", stats, 1)
    }

    #[test]
    fn each_cell_ranks_among_the_other_formats_where_they_were_counted() {
        let (base, head) = (counted(1_000.0), counted(900.0));
        let mut field = counted(950.0);
        field.results[0].format = "bincode".into();
        let ranked = cells(&base, &head, Some(&field), Style::Markdown);
        assert!(ranked.contains(" rank |"), "{ranked}");
        assert!(ranked.contains("2/2 → 1/2"), "{ranked}");
        let alone = cells(&base, &head, None, Style::Markdown);
        assert!(!alone.contains("rank") && alone.contains("-10.00 %"), "{alone}");
    }
}
