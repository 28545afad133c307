//! The code-size matrix (`docs/data/code-size.json`, made by `cargo run -p footprint -- size
//! --json`): the code each format adds to a program that round-trips one data set. One rendering
//! for the terminal (footprint prints it) and the pages.

use footprint_file::{Joined, PerType, Rows, SizeOutcome, SizeRow, Sizes};

use crate::{
    table::{Grid, GridCell, Style},
    wasm::{NotedTable, Notes, draw},
};

/// The builds a data set's main table shows, and the LTO table's.
const PLAIN: [&str; 2] = ["3", "z"];
const LTO: [&str; 2] = ["3+lto", "z+lto"];

/// The file's targets in its order, the host's first.
fn targets(sizes: &Sizes) -> Vec<&str> {
    let mut targets: Vec<&str> = Vec::new();
    for row in &sizes.rows {
        if !targets.contains(&row.target.as_str()) {
            targets.push(&row.target);
        }
    }
    targets
}

/// A target's short name for a column: `wasm` or `native`.
fn short(target: &str) -> &'static str {
    if target.starts_with("wasm") { "wasm" } else { "native" }
}

/// Per data set, each format's added code bytes for each target at opt-level 3 and "z"; then, for
/// the data sets built with LTO, the same with fat LTO; then the heaviest functions each format
/// adds in wasm at "z".
pub fn grids(sizes: &Sizes) -> Vec<NotedTable> {
    let targets = targets(sizes);
    let mut datasets: Vec<&str> = Vec::new();
    for row in &sizes.rows {
        if !datasets.contains(&row.dataset.as_str()) {
            datasets.push(&row.dataset);
        }
    }
    let mut tables = Vec::new();
    for dataset in &datasets {
        for (builds, what) in [(PLAIN, ""), (LTO, ", fat LTO")] {
            let rows: Vec<&SizeRow> = sizes
                .rows
                .iter()
                .filter(|row| row.dataset == *dataset && builds.contains(&row.build.as_str()))
                .collect();
            if rows.is_empty() {
                continue;
            }
            tables.push(table(dataset, &rows, &targets, &builds, what));
        }
    }
    // One data set's: `log` where it was measured, else the first.
    let quoted = if datasets.contains(&"log") { Some("log") } else { datasets.first().copied() };
    let heaviest: Vec<&SizeRow> = sizes
        .rows
        .iter()
        .filter(|row| row.build == "z" && row.target.starts_with("wasm"))
        .filter(|row| Some(row.dataset.as_str()) == quoted)
        .collect();
    if let Some(first) = heaviest.first() {
        let mut grid = Grid::new(vec!["format".into(), "function".into(), "bytes".into()], 2);
        for row in &heaviest {
            let SizeOutcome::Measured(size) = &row.outcome else { continue };
            for (index, (name, bytes)) in size.heaviest.iter().take(3).enumerate() {
                let format = if index == 0 { label(row) } else { String::new() };
                grid.rows.push(vec![
                    GridCell::text(format),
                    GridCell::text(shorten(name, 60)),
                    GridCell::number(bytes.to_string(), *bytes as f64),
                ]);
            }
        }
        tables.push(NotedTable {
            dataset: Some(first.dataset.clone()),
            caption: format!(
                "`{}`, wasm at \"z\": the heaviest functions each format adds (in its program, not \
                 in the baseline's), code bytes",
                first.dataset
            ),
            grid,
            notes: Vec::new(),
        });
    }
    tables
}

fn table(
    dataset: &str,
    rows: &[&SizeRow],
    targets: &[&str],
    builds: &[&str],
    what: &str,
) -> NotedTable {
    let mut header = vec!["format".to_owned()];
    for target in targets {
        for build in builds {
            header.push(format!("{} {build}", short(target)));
        }
    }
    let mut grid = Grid::new(header, 1);
    let mut notes = Notes::default();
    let mut formats: Vec<String> = Vec::new();
    for row in rows {
        if !formats.contains(&label(row)) {
            formats.push(label(row));
        }
    }
    for format in &formats {
        let mut cells = vec![GridCell::text(format)];
        for target in targets {
            for build in builds {
                let row = rows.iter().find(|row| {
                    label(row) == *format && row.target == *target && row.build == *build
                });
                cells.push(match row.map(|row| &row.outcome) {
                    Some(SizeOutcome::Measured(size)) => {
                        GridCell::number(kilobytes(size.added()), size.added() as f64)
                    }
                    Some(SizeOutcome::Failed(why)) => notes.add(format, why),
                    None => GridCell::none(),
                });
            }
        }
        grid.rows.push(cells);
    }
    NotedTable {
        dataset: Some(dataset.to_owned()),
        caption: format!(
            "`{dataset}`{what}: the code each format adds to a program that round-trips it, over \
             the same program without the format, KB (1,000 bytes) at opt-level 3 and \"z\""
        ),
        grid,
        notes: notes.0,
    }
}

fn label(row: &SizeRow) -> String {
    format!("{}/{}", row.name, row.variant)
}

/// `+12.3`: added code bytes in KB of 1,000 bytes, signed.
fn kilobytes(bytes: i64) -> String {
    format!("{:+.1}", bytes as f64 / 1000.0)
}

/// `name` cut to `width` characters, an ellipsis in the middle.
fn shorten(name: &str, width: usize) -> String {
    let count = name.chars().count();
    if count <= width {
        return name.to_owned();
    }
    let half = (width - 1) / 2;
    let head: String = name.chars().take(half).collect();
    let tail: String = name.chars().skip(count - (width - 1 - half)).collect();
    format!("{head}…{tail}")
}

/// The published matrix (docs/data/code-size.json), where it exists and has this schema.
pub fn load_published() -> Option<Joined<Sizes>> {
    let path = bench_support::workspace_root().join("docs/data").join(crate::published::CODE_SIZE);
    let text = std::fs::read_to_string(path).ok()?;
    serde_json::from_str::<Joined<Sizes>>(&text)
        .ok()
        .filter(|sizes| sizes.file.schema == footprint_file::SIZES_SCHEMA)
}

/// What a variant adds to a wasm module at opt-level "z" on `dataset`, where measured.
pub fn added_in_wasm(sizes: &Sizes, variant: &str, dataset: &str) -> Option<i64> {
    sizes.rows.iter().find_map(|row| {
        let SizeOutcome::Measured(size) = &row.outcome else { return None };
        (label(row) == variant
            && row.dataset == dataset
            && row.build == "z"
            && row.target.starts_with("wasm"))
        .then(|| size.added())
    })
}

/// The feature matrix's cell for a library's release: what its variants add to a wasm module at
/// opt-level "z" on `log` (KB), or why not; `None` where the matrix has none of its variants.
pub fn feature(sizes: &Sizes, library: &str, version: &str) -> Option<String> {
    let variants: Vec<String> = catalog::formats()
        .filter(|descriptor| descriptor.name == library && descriptor.version == version)
        .map(|descriptor| format!("{}/{}", descriptor.name, descriptor.variant))
        .collect();
    let cells: Vec<String> = sizes
        .rows
        .iter()
        .filter(|row| row.dataset == "log" && row.build == "z" && row.target.starts_with("wasm"))
        .filter(|row| variants.contains(&label(row)))
        .map(|row| match &row.outcome {
            SizeOutcome::Measured(size) => format!("{} KB", kilobytes(size.added())),
            SizeOutcome::Failed(why) if why.starts_with("does not build") => {
                "does not build".into()
            }
            SizeOutcome::Failed(_) => "fails".into(),
        })
        .collect();
    (!cells.is_empty()).then(|| cells.join("; "))
}

/// The site's section: the same tables, sortable, with their notes.
pub fn site_section(index: usize, joined: &Joined<Sizes>) -> String {
    let mut out = format!(
        "<section id=\"code-size-{index}\"><h2>The code a format adds</h2>\n<p>{}</p>\n",
        crate::chart::escape(&how(joined))
    );
    for table in grids(&joined.file) {
        out.push_str(&crate::wasm::site_table(&table));
    }
    out.push_str("</section>\n");
    out
}

/// The per-type slopes: per format, the code bytes and compile seconds it adds per type of a
/// generated schema, with each fit's R², heaviest per type first.
pub fn per_type_table(joined: &Joined<PerType>, style: Style) -> String {
    use footprint_file::PerTypeOutcome;
    let slopes = &joined.file;
    let sizes: Vec<String> = slopes.meta.sizes.iter().map(ToString::to_string).collect();
    let last = sizes.last().map_or("", String::as_str);
    // The two largest sizes: how a cost grew between them says whether it grows as the types do.
    let (growth, growth_words) = match slopes.meta.sizes.as_slice() {
        [.., before, largest] => {
            let ratio = *largest as f64 / *before as f64;
            (
                format!("×{largest}/{before}"),
                format!(
                    "what each grew by from {before} types to {largest} (×: the code over the \
                     baseline's, and the program's build seconds; {ratio:.0}× the types, so \
                     ×{ratio:.0} is a cost that grows as the types do, and more is one that grows \
                     faster)"
                ),
            )
        }
        _ => ("×".to_owned(), "no growth (one size)".to_owned()),
    };
    let mut grid = Grid::new(
        vec![
            "format".into(),
            "B/type".into(),
            "R²".into(),
            growth.clone(),
            "ms/type".into(),
            "R²".into(),
            growth,
            format!("+KB at {last}"),
        ],
        1,
    );
    let mut notes = Notes::default();
    let mut rows: Vec<&footprint_file::PerTypeRow> = slopes.rows.iter().collect();
    let slope = |row: &&footprint_file::PerTypeRow| match &row.outcome {
        PerTypeOutcome::Measured { bytes, .. } => bytes.slope,
        PerTypeOutcome::Failed(_) => f64::INFINITY,
    };
    // Heaviest per type first; the formats without a figure last.
    rows.sort_by(|a, b| {
        let (a, b) = (slope(a), slope(b));
        match (a.is_finite(), b.is_finite()) {
            (true, true) => b.total_cmp(&a),
            (a, b) => b.cmp(&a),
        }
    });
    for row in rows {
        let variant = format!("{}/{}", row.name, row.variant);
        let mut cells = vec![GridCell::text(&variant)];
        match &row.outcome {
            PerTypeOutcome::Measured { points, bytes, seconds } => {
                let over = |index: usize| {
                    let base = slopes.meta.baseline.get(index).map_or(0, |point| point.code_bytes);
                    points.get(index).map_or(0, |point| point.code_bytes) as i64 - base as i64
                };
                let at = points.len().saturating_sub(1);
                cells.extend([
                    GridCell::number(format!("{:.0}", bytes.slope), bytes.slope),
                    GridCell::number(format!("{:.3}", bytes.r_squared), bytes.r_squared),
                    growth_cell(over(at.saturating_sub(1)) as f64, over(at) as f64),
                    GridCell::number(format!("{:.1}", seconds.slope * 1e3), seconds.slope),
                    GridCell::number(format!("{:.3}", seconds.r_squared), seconds.r_squared),
                    growth_cell(
                        points.get(at.saturating_sub(1)).map_or(0.0, |point| point.compile_seconds),
                        points.get(at).map_or(0.0, |point| point.compile_seconds),
                    ),
                    GridCell::number(kilobytes(over(at)), over(at) as f64),
                ]);
            }
            PerTypeOutcome::Failed(why) => {
                cells.push(notes.add(&variant, why));
                cells.extend((0..6).map(|_| GridCell::none()));
            }
        }
        grid.rows.push(cells);
    }
    draw(
        &[NotedTable {
            dataset: None,
            caption: format!(
                "What each format adds per type of a generated schema ({} types, seed {}), over \
                 the same types without it (the protobuf libraries: their generated types over \
                 the same schema as plain Rust types): code bytes (B) and compile milliseconds \
                 per type (the slope of a least-squares line, with its R²), and {growth_words}; \
                 native, release, the seconds measured on {}, at {}{}",
                sizes.join(", "),
                slopes.meta.seed,
                if slopes.meta.cpu.is_empty() { "an unnamed processor" } else { &slopes.meta.cpu },
                made_at(
                    joined,
                    ("format crate", "format crates"),
                    "each format's seconds over its own run's baseline"
                ),
                not_run(&format_crates(), "format crates", |package| {
                    slopes.rows.iter().any(|row| row.package == package)
                })
                .map(|words| format!("; {words}"))
                .unwrap_or_default()
            ),
            grid,
            notes: notes.0,
        }],
        style,
    )
}

/// The growth from `before` to `after` as "×4.1", or none when there is nothing to grow from.
fn growth_cell(before: f64, after: f64) -> GridCell {
    if before > 0.0 {
        GridCell::number(format!("×{:.1}", after / before), after / before)
    } else {
        GridCell::none()
    }
}

/// Of `all`, those `has` finds no row of (a run given `--format` or `--dataset`), as "N of the M
/// `what`: not run yet on a, b"; `None` where every one has a row.
fn not_run(all: &[&str], what: &str, has: impl Fn(&str) -> bool) -> Option<String> {
    let missing: Vec<&str> = all.iter().copied().filter(|name| !has(name)).collect();
    (!missing.is_empty()).then(|| {
        let run = all.len() - missing.len();
        format!("{run} of the {} {what}: not run yet on {}", all.len(), missing.join(", "))
    })
}

/// The catalog's format crates, each once, by name.
fn format_crates() -> Vec<&'static str> {
    let mut crates: Vec<&str> = catalog::formats()
        .map(|descriptor| descriptor.package)
        .filter(|package| package.starts_with("fmt-"))
        .collect();
    crates.sort_unstable();
    crates.dedup();
    crates
}

/// [`grids`] as terminal or Markdown tables.
pub fn tables(sizes: &Sizes, style: Style) -> String {
    draw(&grids(sizes), style)
}

/// docs/results/code-size.md's body: how the figures are made, then [`tables`].
pub fn section(joined: &Joined<Sizes>) -> String {
    format!("{}\n{}", how(joined), tables(&joined.file, Style::Markdown))
}

/// The commit a file was made at (`` commit `abc` ``), or, for runs joined, each run's commit and
/// how many rows it holds (`what`: their name, singular and plural), newest first, and what a
/// reader should know of the join (`also`).
fn made_at<T: Rows>(joined: &Joined<T>, what: (&str, &str), also: &str) -> String {
    let runs = joined.runs();
    match runs.as_slice() {
        [one] => format!("commit `{}`", one.commit),
        runs => {
            let each: Vec<String> = runs
                .iter()
                .map(|run| {
                    let count = run.rows.len();
                    format!(
                        "`{}` ({count} {})",
                        run.commit,
                        if count == 1 { what.0 } else { what.1 }
                    )
                })
                .collect();
            format!("commits {} ({} runs joined: {also})", each.join(", "), runs.len())
        }
    }
}

/// How the figures are made, in one paragraph, with the runs' commits and compiler.
fn how(joined: &Joined<Sizes>) -> String {
    let sizes = &joined.file;
    let builds: Vec<String> =
        sizes.meta.builds.iter().map(|(build, words)| format!("`{build}` ({words})")).collect();
    let datasets: Vec<&str> = catalog::DATASETS.iter().map(|dataset| dataset.name).collect();
    format!(
        "For each format crate (its first variant) and data set, a program that generates the \
         data set's types (3 records), encodes them, decodes them and compares, and the same \
         program with the types and no format: what the format adds is the first's code bytes \
         over the second's. Both are built for the host and for `wasm32-wasip1` in each build: \
         {}; every program is run and must round-trip. The {}. Made at {} with {}, {}.{}",
        builds.join(", "),
        sizes.meta.method,
        made_at(joined, ("row", "rows"), "code bytes do not depend on the run"),
        sizes.meta.rustc,
        sizes.meta.timestamp,
        not_run(&datasets, "data sets", |dataset| sizes
            .rows
            .iter()
            .any(|row| row.dataset == dataset))
        .map(|words| format!(" {words}."))
        .unwrap_or_default()
    )
}

#[cfg(test)]
mod tests {
    use footprint_file::{CodeSize, SizesMeta};

    use super::*;

    #[test]
    fn each_cell_is_the_code_over_the_baseline_and_a_failure_is_a_note() {
        let row = |target: &str, build: &str, outcome| SizeRow {
            package: "fmt-postcard".into(),
            name: "postcard".into(),
            variant: "serde".into(),
            dataset: "log".into(),
            target: target.into(),
            build: build.into(),
            outcome,
        };
        let measured = |code_bytes| {
            SizeOutcome::Measured(CodeSize {
                code_bytes,
                baseline_bytes: 10_000,
                heaviest: vec![("<serde_json::de::Deserializer>::parse_str".into(), 900)],
            })
        };
        let sizes = Sizes {
            schema: 1,
            meta: SizesMeta { commit: "abc".into(), ..SizesMeta::default() },
            rows: vec![
                row("x86_64-unknown-linux-gnu", "3", measured(22_345)),
                row("x86_64-unknown-linux-gnu", "z", measured(15_000)),
                row("wasm32-wasip1", "3", SizeOutcome::Failed("does not build".into())),
                row("wasm32-wasip1", "z", measured(14_000)),
            ],
        };
        let text = tables(&sizes, Style::Terminal);
        assert!(text.contains("+12.3") && text.contains("+5.0") && text.contains("+4.0"), "{text}");
        let words =
            format!("1 of the {} data sets: not run yet on message,", catalog::DATASETS.len());
        let section = section(&Joined::one(sizes));
        assert!(section.contains(&words) && section.contains("at commit `abc`"), "{section}");
        assert!(text.contains("[1] postcard/serde: does not build"), "{text}");
        assert!(text.contains("parse_str"), "{text}");
        for line in text.lines() {
            assert!(line.chars().count() <= 100, "{line}");
        }
    }

    #[test]
    fn a_cost_that_grows_faster_than_the_types_shows_in_its_growth() {
        use footprint_file::{Fit, PerTypeMeta, PerTypeOutcome, PerTypeRow, Point};
        let point =
            |types, code_bytes, compile_seconds| Point { types, code_bytes, compile_seconds };
        let fit = Fit { slope: 1.0, intercept: 0.0, r_squared: 0.97 };
        let slopes = PerType {
            schema: footprint_file::PER_TYPE_SCHEMA,
            meta: PerTypeMeta {
                commit: "abc".into(),
                timestamp: String::new(),
                rustc: String::new(),
                cpu: String::new(),
                sizes: vec![16, 64, 256],
                seed: 1,
                baseline: vec![point(16, 100, 0.4), point(64, 200, 1.0), point(256, 600, 4.0)],
            },
            rows: vec![PerTypeRow {
                package: "fmt-borsh".into(),
                name: "borsh".into(),
                variant: "native".into(),
                outcome: PerTypeOutcome::Measured {
                    points: vec![
                        point(16, 1_100, 1.0),
                        point(64, 4_200, 4.0),
                        point(256, 40_600, 100.0),
                    ],
                    bytes: fit,
                    seconds: fit,
                },
            }],
        };
        let text = per_type_table(&Joined::one(slopes), Style::Terminal);
        // The code over the baseline's: 40,000 bytes at 256 types over 4,000 at 64.
        assert!(text.contains("×10.0") && text.contains("×25.0"), "{text}");
        assert!(text.contains("×256/64") && text.contains("so ×4 is a cost"), "{text}");
        for line in text.lines() {
            assert!(line.chars().count() <= 100, "{line}");
        }
    }

    #[test]
    fn slopes_of_some_format_crates_name_the_others_as_not_run() {
        use footprint_file::{PerTypeMeta, PerTypeOutcome, PerTypeRow};
        let row = |package: &str| PerTypeRow {
            package: package.into(),
            name: package.trim_start_matches("fmt-").into(),
            variant: "native".into(),
            outcome: PerTypeOutcome::Failed("its generated code is accessors".into()),
        };
        let slopes = |commit: &str, rows| PerType {
            schema: footprint_file::PER_TYPE_SCHEMA,
            meta: PerTypeMeta {
                commit: commit.into(),
                timestamp: String::new(),
                rustc: String::new(),
                cpu: String::new(),
                sizes: vec![16, 64, 256],
                seed: 1,
                baseline: Vec::new(),
            },
            rows,
        };
        let crates = format_crates();

        let first = Joined::one(slopes("abc", vec![row("fmt-capnp")]));
        let text = per_type_table(&first, Style::Markdown);
        let words = format!("1 of the {} format crates: not run yet on fmt-bilrost,", crates.len());
        assert!(text.contains(&words), "{text}");
        assert!(text.contains("fmt-postcard") && !text.contains("fmt-capnp,"), "{text}");

        // The rest in a second run, laid over the first: each run named with what it holds.
        let rest = crates.iter().filter(|package| **package != "fmt-capnp");
        let second = slopes("def", rest.map(|package| row(package)).collect());
        let every = Joined::one(second).over(first).unwrap();
        let text = per_type_table(&every, Style::Markdown);
        assert!(!text.contains("not run yet"), "{text}");
        let runs = format!(
            "at commits `def` ({} format crates), `abc` (1 format crate)",
            crates.len() - 1
        );
        assert!(text.contains(&runs), "{text}");
    }
}
