//! The wasm matrix (`docs/data/wasm.json`, made by `cargo run -p footprint -- wasm
//! --json`): each format's round trips in wasm engines beside the same program built natively. One
//! rendering for the terminal (footprint prints it) and the pages.

use std::fmt::Write;

use footprint_file::{Outcome, Row, Wasm};

use crate::{
    chart::escape,
    report::NARROW,
    table::{Grid, GridCell, Style, wrap},
};

/// The published matrix (docs/data/wasm.json), where it exists and has this schema.
pub fn load_published() -> Option<Wasm> {
    let path = bench_support::workspace_root().join("docs/data").join(crate::published::WASM);
    let text = std::fs::read_to_string(path).ok()?;
    serde_json::from_str::<Wasm>(&text).ok().filter(|wasm| wasm.schema == footprint_file::SCHEMA)
}

/// The feature matrix's cell for a library's release: each measured variant's wasmtime ratios, or
/// why it is not in wasm; `None` where the matrix has none of its variants.
pub fn feature(wasm: &Wasm, library: &str, version: &str) -> Option<String> {
    let variants: Vec<String> = catalog::formats()
        .filter(|descriptor| descriptor.name == library && descriptor.version == version)
        .map(|descriptor| format!("{}/{}", descriptor.name, descriptor.variant))
        .collect();
    let lines: Vec<String> = summaries(wasm)
        .into_iter()
        .filter(|summary| variants.contains(&summary.variant))
        .map(|summary| {
            let variant = summary.variant.split_once('/').map_or("", |(_, variant)| variant);
            let cell = match (summary.engines.first().copied().flatten(), &summary.not_in_wasm) {
                (Some(ratios), _) => format!("{:.1}× / {:.1}×", ratios.encode, ratios.decode),
                (None, Some(why)) if why.starts_with("does not build") => "does not build".into(),
                (None, _) => "fails".into(),
            };
            if variants.len() > 1 { format!("{variant}: {cell}") } else { cell }
        })
        .collect();
    (!lines.is_empty()).then(|| lines.join("; "))
}

/// A format variant over every data set it carries: whether it builds for wasm, and each engine's
/// time over native's.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// `name/variant`.
    pub variant: String,
    /// Why its probe is not in wasm (it does not build, or every pair failed), if it is not.
    pub not_in_wasm: Option<String>,
    /// Per engine, in the file's order: the geometric means over the data sets of the engine's
    /// encode and decode time over native's, and how many data sets they stand on.
    pub engines: Vec<Option<Ratios>>,
}

/// Geometric means of an engine's time over native's.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ratios {
    pub encode: f64,
    pub decode: f64,
    pub datasets: usize,
}

/// Each variant's summary, in the file's order.
pub fn summaries(wasm: &Wasm) -> Vec<Summary> {
    let mut variants: Vec<String> = Vec::new();
    for row in &wasm.rows {
        let variant = label(row);
        if !variants.contains(&variant) {
            variants.push(variant);
        }
    }
    variants
        .into_iter()
        .map(|variant| {
            let rows: Vec<&Row> = wasm.rows.iter().filter(|row| label(row) == variant).collect();
            let engines = (0..wasm.meta.engines.len())
                .map(|index| {
                    let ratios: Vec<(f64, f64)> =
                        rows.iter().filter_map(|row| row.ratios(index)).collect();
                    Some(Ratios {
                        encode: geometric_mean(ratios.iter().map(|ratio| ratio.0))?,
                        decode: geometric_mean(ratios.iter().map(|ratio| ratio.1))?,
                        datasets: ratios.len(),
                    })
                })
                .collect::<Vec<_>>();
            // Not in wasm: no engine measured a pair, and the first engine's first failure says
            // why, or the first pair whose bytes differ from native's.
            let not_in_wasm = engines.iter().all(Option::is_none).then(|| {
                let failed = rows.iter().find_map(|row| match row.engines.first() {
                    Some(Outcome::Failed(why)) => Some(why.clone()),
                    _ => None,
                });
                let differ =
                    || {
                        rows.iter().find_map(|row| match (&row.native, row.engines.first()) {
                        (Outcome::Measured(native), Some(Outcome::Measured(wasm))) => Some(format!(
                            "the bytes differ from native's on every data set (on `{}`: {} in \
                             wasm against {} natively)",
                            row.dataset, wasm.bytes, native.bytes
                        )),
                        _ => None,
                    })
                    };
                failed.or_else(differ).unwrap_or_else(|| "no engine ran it".into())
            });
            Summary { variant, not_in_wasm, engines }
        })
        .collect()
}

fn label(row: &Row) -> String {
    format!("{}/{}", row.name, row.variant)
}

/// The geometric mean of `values`; `None` of none.
pub(crate) fn geometric_mean(values: impl Iterator<Item = f64>) -> Option<f64> {
    let (sum, count) = values.fold((0.0, 0), |(sum, count), value| (sum + value.ln(), count + 1));
    (count > 0).then(|| (sum / f64::from(count)).exp())
}

/// A table of the wasm or code-size matrix: what it shows, its cells, and why an empty cell is
/// empty.
#[derive(Clone, Debug)]
pub struct NotedTable {
    /// The data set, or `None` for the summary over every data set.
    pub dataset: Option<String>,
    pub caption: String,
    pub grid: Grid,
    /// The notes a cell's `[n]` points at, in order.
    pub notes: Vec<String>,
}

/// The summary table, then a table per data set; a cell with no figure points at a numbered
/// note that says why.
pub fn grids(wasm: &Wasm) -> Vec<NotedTable> {
    let titles: Vec<String> =
        wasm.meta.engines.iter().map(|engine| format!("{} ×", engine.name)).collect();
    let ratio = |(encode, decode): (f64, f64)| {
        GridCell::number(format!("{encode:.2} / {decode:.2}"), encode + decode)
    };
    let mut header = vec!["format".to_owned(), "data sets".to_owned()];
    header.extend(titles.iter().cloned());
    let mut summary = Grid::new(header, 1);
    let mut notes = Notes::default();
    for variant in summaries(wasm) {
        let datasets = variant.engines.iter().flatten().map(|ratios| ratios.datasets).max();
        let mut cells = vec![
            GridCell::text(&variant.variant),
            datasets.map_or_else(GridCell::none, |n| GridCell::number(n.to_string(), n as f64)),
        ];
        for ratios in &variant.engines {
            cells.push(match (ratios, &variant.not_in_wasm) {
                (Some(ratios), _) => ratio((ratios.encode, ratios.decode)),
                (None, Some(why)) => notes.add(&variant.variant, why),
                (None, None) => notes.add(&variant.variant, "no pair measured in this engine"),
            });
        }
        summary.rows.push(cells);
    }
    let mut tables = vec![NotedTable {
        dataset: None,
        caption: "Every data set, by format: each engine's time over native's, encode / decode \
                  (geometric means over the data sets it carries; 1 is native's speed)."
            .into(),
        grid: summary,
        notes: notes.0,
    }];
    let mut datasets: Vec<&str> = Vec::new();
    for row in &wasm.rows {
        if !datasets.contains(&row.dataset.as_str()) {
            datasets.push(&row.dataset);
        }
    }
    for dataset in datasets {
        let mut header = vec!["format".to_owned(), "bytes".to_owned(), "native µs".to_owned()];
        header.extend(titles.iter().cloned());
        let mut grid = Grid::new(header, 1);
        let mut notes = Notes::default();
        for row in wasm.rows.iter().filter(|row| row.dataset == dataset) {
            let variant = label(row);
            let (bytes, native) = match &row.native {
                Outcome::Measured(native) => (
                    GridCell::number(native.bytes.to_string(), native.bytes as f64),
                    GridCell::number(
                        format!("{:.1} / {:.1}", native.encode_ns / 1e3, native.decode_ns / 1e3),
                        native.encode_ns + native.decode_ns,
                    ),
                ),
                Outcome::Failed(why) => (GridCell::none(), notes.add(&variant, why)),
            };
            let mut cells = vec![GridCell::text(&variant), bytes, native];
            for (index, outcome) in row.engines.iter().enumerate() {
                cells.push(match (outcome, row.ratios(index)) {
                    (_, Some(ratios)) => ratio(ratios),
                    (Outcome::Measured(_), None) => {
                        notes.add(&variant, "the bytes differ from native's")
                    }
                    (Outcome::Failed(why), None) => notes.add(&variant, why),
                });
            }
            grid.rows.push(cells);
        }
        tables.push(NotedTable {
            dataset: Some(dataset.to_owned()),
            caption: format!(
                "`{dataset}`: native time in µs, encode / decode, and each engine's time over it."
            ),
            grid,
            notes: notes.0,
        });
    }
    tables
}

/// [`grids`] as terminal or Markdown tables, each with its notes.
pub fn tables(wasm: &Wasm, style: Style) -> String {
    draw(&grids(wasm), style)
}

/// Noted tables as terminal or Markdown text: each caption, table and notes.
pub(crate) fn draw(tables: &[NotedTable], style: Style) -> String {
    let mut out = String::new();
    for table in tables {
        let caption = match (&table.dataset, style) {
            (Some(_), Style::Markdown) => format!("#### {}\n", table.caption),
            (None, Style::Markdown) => format!("{}\n", table.caption),
            (_, Style::Terminal) => wrap(&table.caption, NARROW, "", ""),
        };
        let _ = writeln!(out, "\n{caption}\n{}", table.grid.table(style));
        for (index, note) in table.notes.iter().enumerate() {
            let _ = writeln!(out, "\n[{}] {note}", index + 1);
        }
    }
    out
}

/// The notes under a table: why a cell has no figure, each reason written once.
#[derive(Default)]
pub(crate) struct Notes(pub(crate) Vec<String>);

impl Notes {
    /// The cell that points at `variant`'s reason `why`: `[n]`.
    pub(crate) fn add(&mut self, variant: &str, why: &str) -> GridCell {
        let note = format!("{variant}: {why}");
        let index = self.0.iter().position(|known| *known == note).unwrap_or_else(|| {
            self.0.push(note);
            self.0.len() - 1
        });
        GridCell::text(format!("[{}]", index + 1))
    }
}

/// The site's section: the same tables, sortable, with their notes.
pub fn site_section(index: usize, wasm: &Wasm) -> String {
    let mut out = format!(
        "<section id=\"wasm-{index}\"><h2>In a wasm engine</h2>\n<p>{}</p>\n",
        escape(&how(wasm))
    );
    for table in grids(wasm) {
        out.push_str(&site_table(&table));
    }
    out.push_str("</section>\n");
    out
}

/// A noted table on the site: its caption, the sortable table and its notes.
pub(crate) fn site_table(table: &NotedTable) -> String {
    let mut out = format!("<h3>{}</h3>\n", escape(&table.caption.replace('`', "")));
    out.push_str(&crate::html::table(&table.grid));
    if !table.notes.is_empty() {
        out.push_str("<ol class=\"notes\">");
        for note in &table.notes {
            let _ = write!(out, "<li>{}</li>", escape(note));
        }
        out.push_str("</ol>\n");
    }
    out
}

/// docs/results/wasm.md's body: how the figures are made, then [`tables`].
pub fn section(wasm: &Wasm) -> String {
    format!("{}\n{}", how(wasm), tables(wasm, Style::Markdown))
}

/// How the figures are made, in one paragraph, with the run's commit, machine and engines.
fn how(wasm: &Wasm) -> String {
    let engines: Vec<String> = wasm
        .meta
        .engines
        .iter()
        .map(|engine| match (&engine.version, &engine.unavailable) {
            (Some(version), _) => format!("{} {version}", engine.name),
            (None, Some(why)) => format!("{} (not run: {why})", engine.name),
            (None, None) => engine.name.clone(),
        })
        .collect();
    format!(
        "Each format crate's round trips compiled for `wasm32-wasip1` and run in {}, beside the \
         same program built for the host and run natively, one program after another. The \
         program encodes each data set at its default size, decodes it and holds the value equal \
         to the original, then times both calls from inside (the engine's clock through WASI: \
         medians of 11 batches of at least 5 ms, or of 3 or more once they have taken a second, a \
         decoded value freed inside the clock). The bytes must equal \
         native's (a digest of them is compared), so a wasm figure is the same work. Ratios \
         compare figures of one run only. Profile: {}. Made at commit `{}` on {} ({} cores, \
         {}), {}{}.",
        engines.join(" and "),
        wasm.meta.profile,
        wasm.meta.commit,
        wasm.meta.cpu,
        wasm.meta.cores,
        wasm.meta.rustc,
        wasm.meta.timestamp,
        if wasm.meta.quick { ", quick (one short batch: not a measurement)" } else { "" },
    )
}

#[cfg(test)]
mod tests {
    use footprint_file::{Engine, Measured, Meta, SCHEMA};

    use super::*;

    fn measured(bytes: usize, digest: u64, encode_ns: f64, decode_ns: f64) -> Outcome {
        Outcome::Measured(Measured { bytes, digest, encode_ns, decode_ns })
    }

    fn fixture() -> Wasm {
        let row = |name: &str, dataset: &str, native: Outcome, engines: Vec<Outcome>| Row {
            package: format!("fmt-{name}"),
            name: name.into(),
            variant: "serde".into(),
            dataset: dataset.into(),
            native,
            engines,
        };
        let engine =
            |name: &str| Engine { name: name.into(), version: Some("1".into()), unavailable: None };
        Wasm {
            schema: SCHEMA,
            meta: Meta {
                commit: "abc".into(),
                timestamp: "2026-11-29".into(),
                cpu: "cpu".into(),
                cores: 2,
                rustc: "rustc 1.95.0".into(),
                profile: "release".into(),
                engines: vec![engine("wasmtime"), engine("node")],
                quick: false,
            },
            rows: vec![
                row("fast", "log", measured(10, 1, 100.0, 200.0), vec![measured(10, 1, 200.0, 200.0), measured(10, 1, 400.0, 800.0)]),
                row("fast", "mesh", measured(20, 2, 100.0, 100.0), vec![measured(20, 2, 800.0, 100.0), measured(20, 3, 100.0, 100.0)]),
                row("cbuilt", "log", measured(10, 1, 100.0, 100.0), vec![Outcome::Failed("does not build for wasm32-wasip1: error: failed to run custom build command for `zstd-sys`".into()); 2]),
                row("usize", "log", measured(91, 1, 100.0, 100.0), vec![measured(63, 2, 300.0, 300.0); 2]),
            ],
        }
    }

    #[test]
    fn a_summary_is_the_geometric_mean_of_the_pairs_whose_bytes_equal_natives() {
        let summaries = summaries(&fixture());
        let fast = &summaries[0];
        assert_eq!(fast.not_in_wasm, None);
        // wasmtime: encode 2 and 8 → 4; decode 1 and 1 → 1.
        assert_eq!(fast.engines[0], Some(Ratios { encode: 4.0, decode: 1.0, datasets: 2 }));
        // node: mesh's bytes differ from native's, so log alone.
        assert_eq!(fast.engines[1], Some(Ratios { encode: 4.0, decode: 4.0, datasets: 1 }));
        let built = &summaries[1];
        assert!(built.not_in_wasm.as_deref().unwrap().contains("zstd-sys"), "{built:?}");
        // Ran everywhere, its bytes never native's: no ratio, and the sizes say why.
        let width = &summaries[2];
        assert_eq!(
            width.not_in_wasm.as_deref(),
            Some(
                "the bytes differ from native's on every data set (on `log`: 63 in wasm against 91 natively)"
            )
        );
    }

    #[test]
    fn every_empty_cell_says_why_and_the_terminal_tables_fit_100_columns() {
        let text = tables(&fixture(), Style::Terminal);
        assert!(text.contains("fast/serde: the bytes differ from native's"), "{text}");
        assert!(text.contains("cbuilt/serde: does not build for wasm32-wasip1"), "{text}");
        for line in text.lines().filter(|line| line.starts_with(['│', '┌', '╞'])) {
            assert!(line.chars().count() <= 100, "{} columns: {line}", line.chars().count());
        }
    }
}
