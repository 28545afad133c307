//! The combined tables: one per data set, one row per format variant, as terminal text or
//! Markdown from the same builder.

use std::fmt::Write;

use bench_support::{
    builds,
    results::{Compressor, MEMCPY, Op, Results, Row, Stats},
    robustness,
};

use crate::{
    stale,
    table::{self, Grid, GridCell, Style, group},
};

pub const BUILD_HINT: &str = "build: run `cargo xtask compile-times` to measure each format's build cost and fill this column";

/// What the tables show beside a run's own results, when it has been measured.
#[derive(Clone, Copy, Debug, Default)]
pub struct Extras<'a> {
    pub builds: Option<&'a builds::Report>,
    pub robustness: Option<&'a robustness::Results>,
    /// The RustSec `unmaintained` verdict of a row's library, if it has one (the registry's
    /// facts, which this crate does not link): rows it gives a verdict are flagged.
    pub unmaintained: Option<fn(&Row) -> Option<&'static str>>,
    /// Show each format's build cost, from `builds`, or how to measure it where there is none:
    /// the workspace's tables. A user's bench target has no compile-times sweep to show.
    pub build_column: bool,
    /// Where `builds` and `robustness` were read from, when not from this machine's own latest
    /// sweep (the published files): said under the tables, so that a column filled from
    /// elsewhere says so.
    pub builds_from: Option<&'a str>,
    pub robustness_from: Option<&'a str>,
    /// Every column in the terminal too (`run --wide`). By default a terminal's tables and the
    /// lines under them fit [`NARROW`] columns: format, variant, bytes, the two times and the
    /// allocations; Markdown and the results file always keep everything.
    pub wide: bool,
}

/// The terminal's default width.
pub const NARROW: usize = 100;

/// The side files as a table shows them: their rows, and why they are stale, if they are.
#[derive(Clone, Debug)]
struct Sides<'a> {
    builds: Option<&'a builds::Report>,
    builds_stale: Option<String>,
    robustness: Option<&'a robustness::Results>,
    robustness_stale: Option<String>,
    /// The run measured the JVM peers (`run --peers jvm`): the table has an interop column.
    jvm: bool,
    unmaintained: Option<fn(&Row) -> Option<&'static str>>,
    build_column: bool,
    /// The run counted allocations (a serbench target with its own allocator did not).
    allocations_counted: bool,
}

impl<'a> Sides<'a> {
    /// `extras` as shown beside `results`: stale where made at another commit or versions.
    fn of(results: &Results, extras: Extras<'a>) -> Sides<'a> {
        let meta = &results.meta;
        Sides {
            builds: extras.builds,
            builds_stale: extras.builds.and_then(|builds| {
                stale(&meta.git_commit, &meta.crates, &builds.meta.git_commit, &builds.meta.crates)
            }),
            robustness: extras.robustness,
            robustness_stale: extras.robustness.and_then(|sweep| {
                stale(&meta.git_commit, &meta.crates, &sweep.git_commit, &sweep.crates)
            }),
            jvm: meta.jvm.is_some(),
            unmaintained: extras.unmaintained,
            build_column: extras.build_column,
            allocations_counted: meta.allocations_counted(),
        }
    }
}

/// One data set's tables as grids, each with its title: the main table, then zero-copy access
/// and the compressed sizes where the run measured them.
pub fn grids(results: &Results, extras: Extras<'_>, dataset: &str) -> Vec<(&'static str, Grid)> {
    let rows: Vec<&Row> = results.results.iter().filter(|row| row.dataset == dataset).collect();
    let mut grids = vec![("", main_grid(&rows, &Sides::of(results, extras)))];
    if rows.iter().any(|row| row.ops.contains_key(Op::AccessValidated.key())) {
        grids.push((ZERO_COPY, zero_copy_grid(&rows)));
    }
    if rows.iter().any(|row| !row.compression.is_empty()) {
        grids.push((COMPRESSED, compression_grid(&rows)));
    }
    grids
}

const ZERO_COPY: &str = "Zero-copy access";
const COMPRESSED: &str = "Compressed (bytes; time to compress / decompress them)";

/// Marks a cell whose figure comes from a stale side file.
const STALE: &str = " †";
/// Marks a library with a RustSec `unmaintained` advisory.
const UNMAINTAINED: &str = " ‡";

/// All tables for a results file, with a heading per data set.
pub fn render(results: &Results, extras: Extras<'_>, style: Style) -> String {
    let sides = Sides::of(results, extras);
    let (builds_stale, robustness_stale) = (&sides.builds_stale, &sides.robustness_stale);
    let narrow = style == Style::Terminal && !extras.wide;
    let mut out = String::new();
    let datasets = catalog::every_dataset().into_iter();
    for (name, description) in
        datasets.filter(|(name, _)| results.meta.datasets.contains_key(*name))
    {
        let rows: Vec<&Row> = results.results.iter().filter(|row| row.dataset == name).collect();
        let records = results.meta.datasets[name];
        let unit = match name {
            name if name == catalog::INPUT.0 => "JSON values",
            name if name == catalog::YOURS.0 => "values",
            _ => "records",
        };
        let heading = format!("{name} ({} {unit}): {description}", group(records as f64));
        match style {
            Style::Terminal => writeln!(out, "\n{heading}").unwrap_or_default(),
            Style::Markdown => writeln!(out, "\n### {heading}\n").unwrap_or_default(),
        }
        let mut grids = grids(results, extras, name).into_iter();
        if let Some((_, main)) = grids.next() {
            let main = if narrow { narrow_main(&main) } else { main };
            writeln!(out, "{}", main.table(style)).unwrap_or_default();
        }
        let skipped: Vec<String> = results
            .not_measured
            .iter()
            .filter(|pair| pair.dataset == name && pair.op.is_none())
            .map(|pair| format!("{}/{} ({})", pair.format, pair.variant, pair.reason))
            .collect();
        let lead = if style == Style::Markdown { "\n" } else { "" };
        if !skipped.is_empty() {
            writeln!(out, "{lead}not measured: {}", skipped.join("; ")).unwrap_or_default();
        }
        let mut flagged: Vec<String> = Vec::new();
        for row in &rows {
            if let Some(verdict) = sides.unmaintained.and_then(|unmaintained| unmaintained(row)) {
                let note = format!("{}: {verdict}", row.format);
                if !flagged.contains(&note) {
                    flagged.push(note);
                }
            }
        }
        if !flagged.is_empty() {
            writeln!(out, "{lead}‡ {}", flagged.join("; ")).unwrap_or_default();
        }
        let counted_at = rows
            .iter()
            .flat_map(|row| row.ops.values())
            .find_map(|stats| stats.counted_records.filter(|counted| *counted as usize != records));
        if let Some(counted) = counted_at {
            writeln!(
                out,
                "{lead}instructions counted at {} of the {} records (`run --instructions` counts \
                 the biggest data sets at a fraction of their length)",
                group(counted as f64),
                group(records as f64)
            )
            .unwrap_or_default();
        }
        let outside = outside_allocator_notes(&rows);
        for note in jvm_notes(results, &rows).into_iter().chain(library_notes(&rows)).chain(outside)
        {
            writeln!(out, "{lead}{note}").unwrap_or_default();
        }
        if !sides.allocations_counted {
            writeln!(
                out,
                "{lead}allocations not counted: the bench target's global allocator is its own; \
                 wrap it in `serbench::Counting` to count them"
            )
            .unwrap_or_default();
        }
        let not_borrowed = not_borrowed(results, name);
        if !not_borrowed.is_empty() && !narrow {
            writeln!(out, "{lead}no borrowed decoding: {not_borrowed}").unwrap_or_default();
        }
        if name == catalog::INPUT.0 {
            writeln!(out, "{lead}{}", catalog::INPUT_NOTE).unwrap_or_default();
        }
        // The terminal's titles are lower case, end in a colon and sit on the table.
        for (title, grid) in grids {
            if narrow && title == COMPRESSED {
                writeln!(
                    out,
                    "compressed sizes and times (zstd, LZ4): in the results file; `--wide`"
                )
                .unwrap_or_default();
                continue;
            }
            let grid = if narrow { short_headers(grid) } else { grid };
            let table = grid.table(style);
            match style {
                Style::Terminal => {
                    let (first, rest) = title.split_at(1);
                    writeln!(out, "{}{rest}:\n{table}", first.to_lowercase()).unwrap_or_default()
                }
                Style::Markdown => writeln!(out, "\n{title}:\n\n{table}").unwrap_or_default(),
            }
        }
    }
    // The build and robustness columns, and so what they come from, show only in wide tables.
    let sides_shown = !narrow;
    if extras.build_column && extras.builds.is_none() && sides_shown {
        writeln!(out, "\n{BUILD_HINT}").unwrap_or_default();
    }
    for (what, from, file) in [
        ("build costs", extras.builds_from, extras.builds.map(|builds| &builds.meta.git_commit)),
        (
            "robustness counts",
            extras.robustness_from,
            extras.robustness.map(|sweep| &sweep.git_commit),
        ),
    ] {
        if let (Some(from), Some(commit), true) = (from, file, sides_shown) {
            let short = commit.get(..12).unwrap_or(commit);
            writeln!(
                out,
                "\n{what}: from {from} (made at commit {short}), not measured in this run"
            )
            .unwrap_or_default();
        }
    }
    if let (Some(reason), true) = (builds_stale, sides_shown) {
        writeln!(
            out,
            "\n† build costs measured elsewhere: {reason}; `cargo xtask compile-times` measures \
             them on this tree"
        )
        .unwrap_or_default();
    }
    if let (Some(reason), true) = (robustness_stale, sides_shown) {
        writeln!(
            out,
            "\n† robustness counts measured elsewhere: {reason}; `bench-cli robustness` sweeps \
             this tree"
        )
        .unwrap_or_default();
    }
    let summary = summary_grid(results);
    if narrow && !summary.rows.is_empty() {
        writeln!(out, "\nin one screen:").unwrap_or_default();
        for row in &summary.rows {
            let cells = summary.header.iter().zip(row).skip(1);
            let cells: Vec<String> =
                cells.map(|(header, cell)| format!("{header} {}", cell.text)).collect();
            let line = format!("{}: {}", row[0].text, cells.join("; "));
            out.push_str(&table::wrap(&line, NARROW, "", "    "));
        }
        writeln!(out, "{SUMMARY_NOTE}").unwrap_or_default();
    } else if !summary.rows.is_empty() {
        match style {
            Style::Terminal => writeln!(out, "\nin one screen:\n{}", summary.table(style)),
            Style::Markdown => writeln!(out, "\n### In one screen\n\n{}", summary.table(style)),
        }
        .unwrap_or_default();
        writeln!(out, "{SUMMARY_NOTE}").unwrap_or_default();
    }
    if narrow { fit(&out, NARROW) } else { out }
}

/// The lines of `text` that are not a table's wrapped at `width` columns.
pub fn fit(text: &str, width: usize) -> String {
    let mut out = String::new();
    for line in text.split_inclusive('\n') {
        let bare = line.trim_end_matches('\n');
        let drawn = bare.starts_with(['│', '┌', '└', '╞', '├']);
        if drawn || bare.chars().count() <= width {
            out.push_str(line);
        } else {
            out.push_str(&table::wrap(bare, width, "", "  "));
        }
    }
    out
}

/// The main table as a terminal shows it by default: format, variant, bytes, the two times, the
/// allocations of both in one column, and the instruction counts and the JVM crossing where the
/// run was asked for them.
fn narrow_main(grid: &Grid) -> Grid {
    let column = |name: &str| grid.header.iter().position(|header| header == name);
    let kept: Vec<usize> = ["format", "variant", "bytes", "serialize", "deserialize"]
        .into_iter()
        .filter_map(column)
        .collect();
    let allocs = (column("ser allocs"), column("de allocs"));
    let mut header: Vec<String> = kept.iter().map(|&index| grid.header[index].clone()).collect();
    header.push("allocs ser / de".into());
    // What the run was asked for stays: the instruction counts, the JVM crossing.
    let asked: Vec<usize> = ["ser instructions", "de instructions", "interop with Java"]
        .into_iter()
        .filter_map(column)
        .collect();
    header.extend(asked.iter().map(|&index| grid.header[index].clone()));
    let rows = grid
        .rows
        .iter()
        .map(|row| {
            let mut cells: Vec<GridCell> = kept.iter().map(|&index| row[index].clone()).collect();
            let text = |index: Option<usize>| index.map_or("-", |index| row[index].text.as_str());
            cells.push(match (text(allocs.0), text(allocs.1)) {
                ("-", "-") => GridCell::none(),
                (serialize, deserialize) => GridCell::text(format!("{serialize} / {deserialize}")),
            });
            cells.extend(asked.iter().map(|&index| row[index].clone()));
            cells
        })
        .collect();
    Grid { header, rows, left: grid.left }
}

/// A side table's headers in a word where a terminal is narrow.
fn short_headers(mut grid: Grid) -> Grid {
    for header in &mut grid.header {
        let short = match header.as_str() {
            "access (validated)" => "access",
            "access (unvalidated)" => "unchecked",
            "deserialize (unvalidated)" => "de unchecked",
            _ => continue,
        };
        *header = short.into();
    }
    grid
}

/// What the summary's columns mean.
const SUMMARY_NOTE: &str = "Pareto front: the formats no other is both smaller and faster than \
     (time: serialize + deserialize medians); ties within 5 % are a matter of the run";

/// One row per data set: the smallest encoding, the fastest serialize and deserialize, and the
/// Pareto front of size against time (serialize + deserialize): the answer a reader of every
/// table would draw, in one screen.
pub fn summary_grid(results: &Results) -> Grid {
    let header = [
        "data set",
        "smallest",
        "fastest serialize",
        "fastest deserialize",
        "Pareto front (size, time)",
    ];
    let mut grid = Grid::new(header.map(String::from).to_vec(), 5);
    for (name, _) in catalog::every_dataset() {
        let rows: Vec<&Row> = results
            .results
            .iter()
            .filter(|row| row.dataset == name && row.format != MEMCPY.0)
            .collect();
        if rows.is_empty() {
            continue;
        }
        let median = |row: &Row, op: Op| row.ops.get(op.key()).map(|stats| stats.median_ns);
        let label = |row: &Row| format!("{}/{}", format_at_version(row), row.variant);
        let Some(smallest) = rows.iter().min_by_key(|row| row.size_bytes) else { continue };
        let fastest = |op: Op| -> String {
            let best = rows
                .iter()
                .filter_map(|row| Some((*row, median(row, op)?)))
                .min_by(|(_, a), (_, b)| a.total_cmp(b));
            best.map_or("-".into(), |(row, ns)| format!("{} ({})", label(row), table::time(ns)))
        };
        // Each row's size and round-trip time; the front is every row no other beats on both.
        let points: Vec<(&Row, u64, f64)> = rows
            .iter()
            .filter_map(|row| {
                let time = median(row, Op::Serialize)? + median(row, Op::Deserialize)?;
                Some((*row, row.size_bytes, time))
            })
            .collect();
        let mut front: Vec<&(&Row, u64, f64)> = points
            .iter()
            .filter(|(_, bytes, time)| {
                !points.iter().any(|(_, other_bytes, other_time)| {
                    other_bytes <= bytes
                        && other_time <= time
                        && (other_bytes < bytes || other_time < time)
                })
            })
            .collect();
        front.sort_by_key(|(_, bytes, _)| *bytes);
        let front: Vec<String> = front.iter().map(|(row, _, _)| label(row)).collect();
        grid.rows.push(vec![
            GridCell::text(name),
            GridCell::text(format!(
                "{} ({} B)",
                label(smallest),
                group(smallest.size_bytes as f64)
            )),
            GridCell::text(fastest(Op::Serialize)),
            GridCell::text(fastest(Op::Deserialize)),
            GridCell::text(front.join(", ")),
        ]);
    }
    grid
}

/// The main table's grid: a row per format variant on one data set.
fn main_grid(rows: &[&Row], sides: &Sides<'_>) -> Grid {
    let borrowed = rows.iter().any(|row| row.ops.contains_key(Op::DeserializeBorrowed.key()));
    let mut header: Vec<String> =
        ["format", "variant", "bytes", "zstd", "serialize", "ser MB/s", "deserialize", "de MB/s"]
            .map(String::from)
            .into();
    if borrowed {
        header.push("borrowed (allocs)".into());
    }
    let counted = rows.iter().any(|row| row.ops.values().any(|stats| stats.instructions.is_some()));
    if counted {
        header.extend(["ser instructions".into(), "de instructions".into()]);
    }
    // Instruction counts where the compile-times sweep had counters, else CPU seconds.
    let build_unit = sides
        .builds
        .and_then(|builds| builds.formats.values().next())
        .map_or("CPU s", |build| build.headline().2);
    header.extend(["ser allocs".into(), "de allocs".into()]);
    if sides.build_column {
        header.push(format!("build {build_unit} (+over bare)"));
    }
    if sides.robustness.is_some() {
        header.push("robustness (corrupt input)".into());
    }
    if sides.jvm {
        header.push("interop with Java".into());
    }
    let mut grid = Grid::new(header, 2);
    for row in rows {
        let is_floor = row.format == MEMCPY.0;
        // The floor's one copy is the floor for both directions.
        let (serialize, deserialize) = if is_floor {
            (row.ops.get(Op::Copy.key()), row.ops.get(Op::Copy.key()))
        } else {
            (row.ops.get(Op::Serialize.key()), row.ops.get(Op::Deserialize.key()))
        };
        let build = match sides.builds.and_then(|builds| builds.formats.get(&row.package)) {
            Some(build) if !is_floor => {
                let (clean, over, _) = build.headline();
                let stale = if sides.builds_stale.is_some() { STALE } else { "" };
                GridCell::number(format!("{clean:.1} (+{over:.1}){stale}"), clean)
            }
            _ => GridCell::none(),
        };
        let flagged = sides.unmaintained.and_then(|unmaintained| unmaintained(row));
        let flag = if flagged.is_some() { UNMAINTAINED } else { "" };
        let bytes = |bytes: u64| GridCell::number(group(bytes as f64), bytes as f64);
        let mut cells = vec![
            GridCell::text(format!("{}{flag}", format_at_version(row))),
            GridCell::text(row.variant.clone()),
            bytes(row.size_bytes),
            if is_floor { GridCell::none() } else { bytes(row.zstd_bytes) },
            time(serialize),
            throughput(row.size_bytes, serialize),
            time(deserialize),
            throughput(row.size_bytes, deserialize),
        ];
        if borrowed {
            cells.push(match row.ops.get(Op::DeserializeBorrowed.key()) {
                Some(stats) => {
                    let counted = allocs(Some(stats), sides.allocations_counted).text;
                    let text = format!("{} ({counted})", table::time(stats.median_ns));
                    GridCell::number(text, stats.median_ns)
                }
                None => GridCell::none(),
            });
        }
        if counted {
            for stats in [serialize, deserialize] {
                cells.push(
                    stats
                        .and_then(|stats| stats.instructions)
                        .map_or_else(GridCell::none, |count| GridCell::number(group(count), count)),
                );
            }
        }
        // JMH measures the bytes a Java operation allocates, not how many allocations.
        let counted_allocs = !is_floor && row.language.is_none();
        cells.extend([
            if counted_allocs {
                allocs(serialize, sides.allocations_counted)
            } else {
                GridCell::none()
            },
            if counted_allocs {
                allocs(deserialize, sides.allocations_counted)
            } else {
                GridCell::none()
            },
        ]);
        if sides.build_column {
            cells.push(build);
        }
        if let Some(robustness) = sides.robustness {
            let found = robustness.results.iter().find(|r| {
                r.dataset == row.dataset && r.format == row.format && r.variant == row.variant
            });
            let stale = if sides.robustness_stale.is_some() { STALE } else { "" };
            cells.push(found.map_or_else(GridCell::none, |found| {
                let rejected = found.counts.error as f64 / found.cases.max(1) as f64;
                GridCell::number(format!("{}{stale}", robustness_summary(found)), rejected)
            }));
        }
        if sides.jvm {
            cells.push(GridCell::text(interop_cell(row)));
        }
        grid.rows.push(cells);
    }
    grid
}

/// A Rust row's crossing to the JVM: `yes`, `no (to Java)`, `no (from Java)`, `no (both ways)`;
/// `n/a` where no Java library speaks its wire format (or it was not checked); `-` for the Java
/// rows themselves.
fn interop_cell(row: &Row) -> String {
    if row.language.is_some() || row.format == MEMCPY.0 {
        return "-".into();
    }
    let Some(interop) = &row.interop else { return "n/a".into() };
    match (&interop.to_java, &interop.from_java) {
        (None, None) => {
            format!("yes ({})", interop.java.split('/').next().unwrap_or_default())
        }
        (Some(_), None) => "no (to Java)".into(),
        (None, Some(_)) => "no (from Java)".into(),
        (Some(_), Some(_)) => "no (both ways)".into(),
    }
}

/// A row's format, with `@1.0.10` where it measured another version than the pinned one
/// (`run --with`).
fn format_at_version(row: &Row) -> String {
    match &row.library {
        Some(library) => format!("{}@{}", row.format, library.version),
        None => row.format.clone(),
    }
}

/// The lines under a table that say where each row of another version than the pinned came from.
fn library_notes(rows: &[&Row]) -> Vec<String> {
    let mut notes: Vec<String> = Vec::new();
    for row in rows {
        let Some(library) = &row.library else { continue };
        let note = format!(
            "{}: {}, not the pinned release (`run --with`)",
            format_at_version(row),
            match (library.source.as_str(), &library.commit) {
                ("registry", _) => "the registry's release".to_string(),
                (path, Some(commit)) => format!("built from {path} at {commit}"),
                (path, None) => format!("built from {path}"),
            }
        );
        if !notes.contains(&note) {
            notes.push(note);
        }
    }
    notes
}

/// The lines under a table for its libraries that allocate outside Rust's allocator
/// ([`catalog::ALLOCATES_OUTSIDE_RUST`]), each once.
fn outside_allocator_notes(rows: &[&Row]) -> Vec<String> {
    catalog::ALLOCATES_OUTSIDE_RUST
        .iter()
        .filter(|(library, _)| rows.iter().any(|row| row.format == *library))
        .map(|(library, how)| format!("{library}: allocations not all counted: {how}"))
        .collect()
}

/// The lines under a table that say what the Java rows are and which crossings failed, and how.
fn jvm_notes(results: &Results, rows: &[&Row]) -> Vec<String> {
    let mut notes = Vec::new();
    if let Some(jvm) = &results.meta.jvm
        && rows.iter().any(|row| row.language.is_some())
    {
        notes.push(format!(
            "java/* rows: {}, {}; the time to turn the whole data set into bytes in a reused \
             output and back, as the Rust rows; JMH reports bytes allocated (in the results \
             file), not allocation counts",
            jvm.describe(),
            jvm.jvm_args
                .iter()
                .filter(|arg| arg.starts_with("-X"))
                .cloned()
                .collect::<Vec<_>>()
                .join(" ")
        ));
    }
    for row in rows {
        let Some(interop) = &row.interop else { continue };
        let label = format!("{}/{}", row.format, row.variant);
        if let Some(failure) = &interop.to_java {
            notes.push(format!("interop: {} cannot read {label}'s bytes: {failure}", interop.java));
        }
        if let Some(failure) = &interop.from_java {
            notes.push(format!("interop: {label} cannot read {}'s bytes: {failure}", interop.java));
        }
    }
    notes
}

/// The variants without a borrowed decode on a data set, grouped by reason:
/// `reason: a/x, b/y; reason: ...`.
fn not_borrowed(results: &Results, dataset: &str) -> String {
    let mut reasons: Vec<(&str, Vec<String>)> = Vec::new();
    let op = Some(Op::DeserializeBorrowed.key());
    for pair in results.not_measured.iter().filter(|pair| pair.dataset == dataset) {
        if pair.op.as_deref() != op {
            continue;
        }
        let label = format!("{}/{}", pair.format, pair.variant);
        match reasons.iter_mut().find(|(reason, _)| *reason == pair.reason) {
            Some((_, labels)) => labels.push(label),
            None => reasons.push((&pair.reason, vec![label])),
        }
    }
    let groups: Vec<String> = reasons
        .iter()
        .map(|(reason, labels)| format!("{} ({reason})", labels.join(", ")))
        .collect();
    groups.join("; ")
}

fn zero_copy_grid(rows: &[&Row]) -> Grid {
    let header = [
        "format",
        "variant",
        "access (validated)",
        "access (unvalidated)",
        "read",
        "deserialize (unvalidated)",
    ];
    let mut grid = Grid::new(header.map(String::from).into(), 2);
    for row in rows.iter().filter(|row| row.ops.contains_key(Op::AccessValidated.key())) {
        let op = |op: Op| time(row.ops.get(op.key()));
        grid.rows.push(vec![
            GridCell::text(format_at_version(row)),
            GridCell::text(row.variant.clone()),
            op(Op::AccessValidated),
            op(Op::AccessUnvalidated),
            op(Op::Read),
            op(Op::DeserializeUnvalidated),
        ]);
    }
    grid
}

/// Each row's bytes through each compressor: size, and compress / decompress time. A run
/// compresses each distinct encoding once and gives its figures to every row with the same bytes;
/// such a row names, in the column `same bytes as`, the first row whose figures it shares (found
/// as equal sizes and equal times, which two separate measurements never give).
fn compression_grid(rows: &[&Row]) -> Grid {
    let rows: Vec<&Row> = rows.iter().copied().filter(|row| !row.compression.is_empty()).collect();
    let shares = |index: usize| {
        let row = rows[index];
        rows[..index]
            .iter()
            .find(|first| {
                first.size_bytes == row.size_bytes && first.compression == row.compression
            })
            .map(|first| format!("{}/{}", first.format, first.variant))
    };
    let sharing: Vec<Option<String>> = (0..rows.len()).map(shares).collect();
    let shared = sharing.iter().any(Option::is_some);
    let keys: Vec<String> = Compressor::ALL.map(Compressor::key).into();
    let mut header = vec!["format".to_string(), "variant".to_string()];
    if shared {
        header.push("same bytes as".to_string());
    }
    let left = header.len();
    for key in &keys {
        header.extend([key.clone(), format!("{key} time")]);
    }
    let mut grid = Grid::new(header, left);
    for (row, first) in rows.iter().zip(sharing) {
        let mut cells =
            vec![GridCell::text(format_at_version(row)), GridCell::text(row.variant.clone())];
        if shared {
            cells.push(GridCell::text(first.unwrap_or_default()));
        }
        for key in &keys {
            match row.compression.get(key) {
                Some(compressed) => cells.extend([
                    GridCell::number(group(compressed.bytes as f64), compressed.bytes as f64),
                    GridCell::number(
                        format!(
                            "{} / {}",
                            table::time(compressed.compress_ns),
                            table::time(compressed.decompress_ns)
                        ),
                        compressed.compress_ns + compressed.decompress_ns,
                    ),
                ]),
                None => cells.extend([GridCell::none(), GridCell::none()]),
            }
        }
        grid.rows.push(cells);
    }
    grid
}

/// A median with four significant figures and a unit, or `-`.
fn time(stats: Option<&Stats>) -> GridCell {
    stats.map_or_else(GridCell::none, |stats| {
        GridCell::number(table::time(stats.median_ns), stats.median_ns)
    })
}

/// Megabytes of encoded data per second at the median time.
fn throughput(size_bytes: u64, stats: Option<&Stats>) -> GridCell {
    match stats {
        Some(stats) if stats.median_ns > 0.0 => {
            let mb_per_s = size_bytes as f64 * 1e3 / stats.median_ns;
            GridCell::number(group(mb_per_s), mb_per_s)
        }
        _ => GridCell::none(),
    }
}

/// A case's allocations per call, or "not counted" where the run could not count them.
fn allocs(stats: Option<&Stats>, counted: bool) -> GridCell {
    match stats {
        Some(_) if !counted => GridCell::text("not counted"),
        Some(stats) => GridCell::number(table::count(stats.allocs), stats.allocs),
        None => GridCell::none(),
    }
}

/// The one-cell summary of a robustness row for the main table: how many corrupt inputs were
/// rejected cleanly, and any panics or aborts.
pub fn robustness_summary(row: &robustness::Row) -> String {
    let c = &row.counts;
    let rejected = c.error as f64 / row.cases as f64 * 100.0;
    let mut cell = format!("{rejected:.1}% rejected");
    if c.panic + c.abort > 0 {
        cell += &format!(", {} panic, {} abort", c.panic, c.abort);
    }
    cell
}

/// A made-up results file, for the tests of the code that reads results files: postcard on one
/// `message` record, `op` measured as `stats`.
#[doc(hidden)]
pub fn test_results(op: &str, stats: Stats, rounds: u32) -> Results {
    let row = Row {
        dataset: "message".into(),
        format: "postcard".into(),
        variant: "serde".into(),
        package: "fmt-postcard".into(),
        wire: "postcard".into(),
        size_bytes: 44,
        zstd_bytes: 53,
        records: None,
        compression: Default::default(),
        language: None,
        interop: None,
        library: None,
        ops: [(op.to_string(), stats)].into(),
    };
    Results {
        schema: bench_support::results::SCHEMA,
        meta: test_meta(rounds, std::collections::BTreeMap::new()),
        results: vec![row],
        not_measured: Vec::new(),
    }
}

/// The meta of a made-up quick run of one `message` record, for the same tests.
#[doc(hidden)]
pub fn test_meta(
    rounds: u32,
    crates: std::collections::BTreeMap<String, String>,
) -> bench_support::results::Meta {
    bench_support::results::Meta {
        cpu: "test".into(),
        cores: 2,
        rustc: "rustc".into(),
        git_commit: "abc".into(),
        timestamp: "2026-11-22T00:00:00Z".into(),
        quick: true,
        profile: "release".into(),
        suite: None,
        rounds,
        sample_count: 10,
        max_time_ms: 150,
        crates,
        datasets: [("message".to_string(), 1)].into(),
        jvm: None,
        allocations: Some(bench_support::results::AllocationCounting {
            not_counted: false,
            warm_up_calls: 2,
            counted_calls: 4,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_terminal_table_fits_100_columns_unless_wide() {
        let stats = Stats { median_ns: 128_200_000.0, allocs: 110_001.0, ..Stats::default() };
        let mut results = test_results("serialize", stats.clone(), 1);
        let row = &mut results.results[0];
        (row.format, row.variant) = ("serde-saphyr".into(), "generated-types".into());
        row.size_bytes = 15_728_640;
        row.ops.insert(Op::Deserialize.key().into(), stats.clone());
        row.ops.insert(Op::DeserializeBorrowed.key().into(), stats);
        let workspace = Extras { build_column: true, ..Extras::default() };
        let narrow = render(&results, workspace, Style::Terminal);
        let widest = narrow.lines().map(|line| line.chars().count()).max().unwrap_or_default();
        assert!(widest <= NARROW, "{widest} columns:\n{narrow}");
        assert!(narrow.contains("110,001 / 110,001") && !narrow.contains("zstd"), "{narrow}");
        let wide = render(&results, Extras { wide: true, ..workspace }, Style::Terminal);
        assert!(wide.contains("zstd") && wide.contains("borrowed (allocs)"), "{wide}");
        let markdown = render(&results, workspace, Style::Markdown);
        assert!(markdown.contains("zstd"), "Markdown keeps every column: {markdown}");
    }

    #[test]
    fn throughput_is_encoded_megabytes_per_second() {
        let stats = |median_ns| Stats { median_ns, ..Stats::default() };
        // 1 MB in 1 ms is 1,000 MB/s.
        assert_eq!(throughput(1_000_000, Some(&stats(1e6))).text, "1,000");
        assert_eq!(time(None), GridCell::none());
    }

    /// The run's library versions.
    fn versions() -> std::collections::BTreeMap<String, String> {
        [("postcard", "1.1.3"), ("bincode", "2.0.1, 1.3.3")]
            .map(|(name, version)| (name.to_string(), version.to_string()))
            .into()
    }

    /// A run at commit `abc` of postcard and bincode on `message`.
    fn run() -> Results {
        let row = |format: &str, variant: &str, package: &str| Row {
            dataset: "message".into(),
            format: format.into(),
            variant: variant.into(),
            package: package.into(),
            wire: "-".into(),
            size_bytes: 44,
            zstd_bytes: 53,
            records: None,
            compression: Default::default(),
            language: None,
            interop: None,
            library: None,
            ops: [("serialize", 40.0), ("deserialize", 150.0)]
                .into_iter()
                .map(|(op, median_ns)| (op.to_string(), Stats { median_ns, ..Stats::default() }))
                .collect(),
        };
        let meta = test_meta(1, versions());
        Results {
            schema: bench_support::results::SCHEMA,
            meta,
            results: vec![
                row("postcard", "serde", "fmt-postcard"),
                row("bincode", "native", "fmt-bincode"),
            ],
            not_measured: Vec::new(),
        }
    }

    fn builds(commit: &str) -> builds::Report {
        let spread = || builds::Spread::of(&[10.0]);
        let unit = || builds::UnitReport {
            package: "fmt-postcard".into(),
            features: vec!["serde".into()],
            clean_cpu_s: spread(),
            clean_wall_s: spread(),
            rebuild_cpu_s: spread(),
            clean_instructions_g: None,
        };
        let format = builds::FormatReport {
            unit: unit(),
            over_bare_s: spread(),
            over_serde_s: None,
            over_bare_instructions_g: None,
            dependency_crates: 5,
            probe_binary_bytes: 1,
            probe_over_baseline_bytes: 1,
        };
        builds::Report {
            schema: builds::SCHEMA,
            meta: builds::Meta {
                cpu: "test".into(),
                cores: 2,
                rustc: "rustc".into(),
                git_commit: commit.into(),
                timestamp: "2026-11-22T00:00:00Z".into(),
                quick: false,
                rounds: 1,
                warm_up_rounds: 0,
                profile: "release".into(),
                instructions_unavailable: None,
                crates: [("postcard".to_string(), "1.1.3".to_string())].into(),
            },
            baselines: Default::default(),
            formats: [("fmt-postcard".to_string(), format)].into(),
            failures: Default::default(),
        }
    }

    fn sweep(commit: &str) -> robustness::Results {
        robustness::Results {
            schema: robustness::SCHEMA,
            timestamp: "2026-11-22T00:00:00Z".into(),
            git_commit: commit.into(),
            crates: versions(),
            seed: 1,
            memory_limit_bytes: 1 << 30,
            results: vec![robustness::Row {
                dataset: "message".into(),
                format: "postcard".into(),
                variant: "serde".into(),
                records: 1,
                encoded_bytes: 44,
                cases: 10,
                counts: robustness::Counts { error: 10, ..Default::default() },
            }],
        }
    }

    /// The run's tables beside a compile-times file and a sweep made at these commits.
    fn beside(builds_commit: &str, sweep_commit: &str) -> String {
        let (builds, sweep) = (builds(builds_commit), sweep(sweep_commit));
        let extras = Extras {
            builds: Some(&builds),
            robustness: Some(&sweep),
            build_column: true,
            ..Extras::default()
        };
        render(&run(), extras, Style::Markdown)
    }

    #[test]
    fn side_files_of_the_run_s_commit_are_shown_plainly() {
        let text = beside("abc", "abc");
        assert!(text.contains("10.0 (+10.0) |") && text.contains("100.0% rejected |"), "{text}");
        assert!(!text.contains('†'), "{text}");
    }

    #[test]
    fn a_stale_compile_times_or_robustness_file_is_marked() {
        let text = beside("old", "older");
        assert!(text.contains("10.0 (+10.0) †"), "{text}");
        assert!(text.contains("100.0% rejected †"), "{text}");
        assert!(
            text.contains("† build costs measured elsewhere: made at commit old, this run at abc")
        );
        assert!(text.contains(
            "† robustness counts measured elsewhere: made at commit older, this run at abc"
        ));
        assert!(!text.contains("stale"), "{text}");
    }

    #[test]
    fn a_side_file_read_from_elsewhere_says_where() {
        let builds = builds("abc");
        let extras = Extras {
            builds: Some(&builds),
            build_column: true,
            builds_from: Some("docs/data/compile-times.json"),
            wide: true,
            ..Extras::default()
        };
        let text = render(&run(), extras, Style::Terminal);
        // A narrow table has no build column, and so says nothing of where it comes from.
        let narrow = render(&run(), Extras { wide: false, ..extras }, Style::Terminal);
        assert!(!narrow.contains("build costs: from"), "{narrow}");
        assert!(
            text.contains("build costs: from docs/data/compile-times.json (made at commit abc), not measured in this run"),
            "{text}"
        );
    }

    #[test]
    fn the_summary_names_the_smallest_the_fastest_and_the_pareto_front() {
        let mut results = run();
        // bincode: smaller and slower to serialize; postcard: larger, faster overall.
        results.results[1].size_bytes = 40;
        results.results[1].ops.get_mut("serialize").unwrap().median_ns = 90.0;
        let grid = summary_grid(&results);
        let row: Vec<&str> = grid.rows[0].iter().map(|cell| cell.text.as_str()).collect();
        assert_eq!(row[0], "message");
        assert_eq!(row[1], "bincode/native (40 B)");
        assert!(row[2].starts_with("postcard/serde ("), "{row:?}");
        assert_eq!(row[4], "bincode/native, postcard/serde", "both are on the front");
        // A format beaten on both counts leaves the front.
        results.results[0].size_bytes = 50;
        results.results[0].ops.get_mut("serialize").unwrap().median_ns = 100.0;
        let grid = summary_grid(&results);
        assert_eq!(grid.rows[0][4].text, "bincode/native");
        let text = render(&results, Extras::default(), Style::Terminal);
        assert!(text.contains("in one screen:") && text.contains("Pareto front"), "{text}");
    }

    #[test]
    fn allocations_a_run_did_not_count_say_so() {
        let counted = render(&run(), Extras::default(), Style::Terminal);
        assert!(!counted.contains("not counted"), "{counted}");
        let mut uncounted = run();
        if let Some(counting) = uncounted.meta.allocations.as_mut() {
            counting.not_counted = true;
        }
        let text = render(&uncounted, Extras::default(), Style::Terminal);
        let line = text.lines().find(|line| line.contains("postcard")).expect("a postcard row");
        assert_eq!(line.matches("not counted").count(), 2, "{line}");
        assert!(text.contains("allocations not counted: "), "{text}");
    }

    #[test]
    fn a_library_allocating_outside_rust_is_said_under_its_tables_only() {
        let note = "protobuf4: allocations not all counted";
        let text = render(&run(), Extras::default(), Style::Terminal);
        assert!(!text.contains(note), "{text}");
        let mut results = run();
        results.results[0].format = "protobuf4".into();
        let text = render(&results, Extras::default(), Style::Terminal);
        assert_eq!(text.matches(note).count(), 1, "{text}");
    }

    #[test]
    fn a_table_without_its_build_column_says_nothing_of_builds() {
        let text = render(&run(), Extras::default(), Style::Markdown);
        assert!(!text.contains("build") && !text.contains("xtask"), "{text}");
        let workspace = Extras { build_column: true, ..Extras::default() };
        let text = render(&run(), workspace, Style::Markdown);
        assert!(text.contains("| build CPU s (+over bare) |") && text.contains(BUILD_HINT));
    }

    #[test]
    fn rows_that_share_compression_figures_name_the_row_they_share_with() {
        use bench_support::results::Compressed;

        let mut results = test_results("serialize", Stats::default(), 1);
        let compressed = Compressed { bytes: 40, compress_ns: 900.0, decompress_ns: 300.0 };
        results.results[0].compression = [("zstd-1".to_string(), compressed.clone())].into();
        let mut twin = results.results[0].clone();
        twin.variant = "twin".into();
        let mut other = twin.clone();
        other.variant = "measured-apart".into();
        other.compression.insert("zstd-1".into(), Compressed { compress_ns: 901.0, ..compressed });
        results.results.extend([twin, other]);
        let grid = compression_grid(&results.results.iter().collect::<Vec<_>>());
        assert_eq!(grid.header[2], "same bytes as");
        let shared: Vec<&str> = grid.rows.iter().map(|row| row[2].text.as_str()).collect();
        assert_eq!(shared, ["", "postcard/serde", ""]);

        // With nothing shared (a file from before sharing), no column.
        results.results.truncate(1);
        let grid = compression_grid(&results.results.iter().collect::<Vec<_>>());
        assert_ne!(grid.header[2], "same bytes as");
    }
}
