//! Its published figures: the README of rust_serialization_benchmark at one commit, kept here
//! verbatim (`published/README.md`), read as Markdown (pulldown-cmark) into one table per data
//! set, the "Raw data" table of serialize, deserialize, borrow and size figures.
//!
//! A cell holds one figure or several, each labelled by the `title` of the `<span>` around it
//! (`encode`, `populate + encode`, `unvalidated`, ...); `†` (not supported) is no figure.

use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag, TagEnd};

/// Where the README comes from.
pub const REPOSITORY: &str = "https://github.com/djkoloski/rust_serialization_benchmark";
/// The commit the README was read at (its "Update benchmarks" commit of the 2026-08-21 run).
pub const COMMIT: &str = "695b804be38c8fc9b023eb492dc5a891ba8ad78a";
/// The README itself.
pub const README: &str = include_str!("../published/README.md");

/// Its published results, as its README states them.
#[derive(Clone, Debug, PartialEq)]
pub struct Published {
    /// "Last updated": when its run was made.
    pub updated: String,
    /// Its machine's processor (`lscpu`'s model name).
    pub cpu: String,
    /// Its compiler (`rustc -V`'s first line).
    pub rustc: String,
    /// One table per data set, in its order.
    pub tables: Vec<Table>,
}

/// One data set's "Raw data" table.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    /// The data set's name (`log`, `mesh`, `minecraft_savedata`, `mk48`).
    pub dataset: String,
    pub rows: Vec<Row>,
}

/// One library's row.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The crate's name, as its link's label gives it (`serde_json`, `rmp-serde`; `protobuf4`
    /// for Google's protobuf 4, whose crate is `protobuf` too).
    pub library: String,
    /// The version it measured.
    pub version: String,
    /// The wire it groups the crate under (`cbor`, `json`, `messagepack`, `protobuf`), if any.
    pub wire: Option<String>,
    /// Time per serialize, in nanoseconds.
    pub serialize: Vec<Figure>,
    /// Time per deserialize, in nanoseconds.
    pub deserialize: Vec<Figure>,
    /// Time per borrowing deserialize, in nanoseconds (`mesh` has no such column).
    pub borrow: Vec<Figure>,
    /// Encoded size, in bytes.
    pub size: Vec<Figure>,
}

/// One figure of a cell, and the variant its title names (none for the library's plain figure).
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    pub variant: Option<String>,
    pub value: f64,
}

impl Row {
    /// The figure of the library's plain variant: the untitled one, else the cell's first.
    pub fn plain(figures: &[Figure]) -> Option<f64> {
        figures.iter().find(|figure| figure.variant.is_none()).or(figures.first()).map(|f| f.value)
    }
}

impl Published {
    /// The table of a data set.
    pub fn table(&self, dataset: &str) -> Option<&Table> {
        self.tables.iter().find(|table| table.dataset == dataset)
    }
}

impl Table {
    /// The row of a library (`serde_json`, `postcard`).
    pub fn row(&self, library: &str) -> Option<&Row> {
        self.rows.iter().find(|row| row.library == library)
    }
}

/// The published figures of the README kept here.
pub fn published() -> Published {
    parse(README).expect("the README kept here parses (tested)")
}

/// Reads a README of its shape: "## `dataset`" headings, each with its "Raw data" table first.
pub fn parse(readme: &str) -> Result<Published, String> {
    let mut published = Published {
        updated: String::new(),
        cpu: String::new(),
        rustc: String::new(),
        tables: vec![],
    };
    // The data set of the current "## `name`" section, and the text being collected.
    let mut dataset: Option<String> = None;
    let mut heading: Option<String> = None;
    let mut code: Option<String> = None;
    let mut table: Option<Vec<Vec<Cell>>> = None;
    for event in Parser::new_ext(readme, Options::ENABLE_TABLES) {
        if let Some(rows) = &mut table {
            match event {
                Event::End(TagEnd::Table) => {
                    let rows = table.take().unwrap_or_default();
                    // A data set's first table is its raw data; the zero-copy and comparison
                    // tables come after it.
                    if let Some(name) = &dataset
                        && published.table(name).is_none()
                    {
                        published.tables.push(Table::read(name, &rows)?);
                    }
                }
                Event::Start(Tag::TableHead | Tag::TableRow) => rows.push(Vec::new()),
                Event::Start(Tag::TableCell) => {
                    rows.last_mut().ok_or("a cell outside a row")?.push(Cell::default());
                }
                event => {
                    if let Some(cell) = rows.last_mut().and_then(|row| row.last_mut()) {
                        cell.event(event);
                    }
                }
            }
            continue;
        }
        match event {
            Event::Start(Tag::Heading { .. }) => heading = Some(String::new()),
            Event::Code(text) | Event::Text(text) if heading.is_some() => {
                heading.as_mut().expect("in a heading").push_str(&text);
            }
            Event::End(TagEnd::Heading(level)) => {
                let text = heading.take().unwrap_or_default();
                if let Some(updated) = text.strip_prefix("Last updated: ") {
                    published.updated = updated.to_owned();
                }
                if level == HeadingLevel::H2 {
                    // Data sets' headings are their names alone, in code.
                    let is_name = !text.is_empty()
                        && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
                    dataset = is_name.then_some(text);
                }
            }
            Event::Start(Tag::CodeBlock(_)) => code = Some(String::new()),
            Event::Text(text) if code.is_some() => code.as_mut().expect("in code").push_str(&text),
            Event::End(TagEnd::CodeBlock) => {
                let text = code.take().unwrap_or_default();
                if let Some(line) = text.lines().find(|line| line.starts_with("Model name:")) {
                    published.cpu = line["Model name:".len()..].trim().to_owned();
                }
                if text.starts_with("rustc ") {
                    published.rustc = text.lines().next().unwrap_or_default().to_owned();
                }
            }
            Event::Start(Tag::Table(_)) => table = Some(Vec::new()),
            _ => {}
        }
    }
    if published.tables.is_empty() {
        return Err("no data set's table found".to_owned());
    }
    Ok(published)
}

/// A table cell's text, in pieces: the text of each `<span title="...">` apart, with its title.
#[derive(Debug, Default)]
struct Cell {
    pieces: Vec<(Option<String>, String)>,
    /// The label of its first reference link (`[protobuf 4.35.1-release][protobuf4]`).
    label: Option<String>,
}

impl Cell {
    fn event(&mut self, event: Event<'_>) {
        match event {
            Event::Text(text) | Event::Code(text) => match self.pieces.last_mut() {
                Some((_, piece)) => piece.push_str(&text),
                None => self.pieces.push((None, text.into_string())),
            },
            Event::Start(Tag::Link { id, .. }) if self.label.is_none() && !id.is_empty() => {
                self.label = Some(id.into_string());
            }
            Event::InlineHtml(html) | Event::Html(html) => {
                if let Some(title) = html.strip_prefix("<span title=\"") {
                    let title = title.split('"').next().unwrap_or_default();
                    self.pieces.push((Some(title.to_owned()), String::new()));
                } else if html.starts_with("</span") {
                    self.pieces.push((None, String::new()));
                }
            }
            _ => {}
        }
    }

    /// The whole text, titles aside.
    fn text(&self) -> String {
        let text: String = self.pieces.iter().map(|(_, piece)| piece.as_str()).collect();
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// Each figure of the cell: a duration in nanoseconds or a count of bytes.
    fn figures(&self) -> Result<Vec<Figure>, String> {
        let mut figures = Vec::new();
        for (variant, piece) in &self.pieces {
            let piece = piece.trim().trim_end_matches('*').trim();
            if piece.is_empty() || piece == "†" {
                continue;
            }
            figures.push(Figure { variant: variant.clone(), value: value(piece)? });
        }
        Ok(figures)
    }
}

/// "443.14 µs", "2.5938 ms", "804955".
fn value(text: &str) -> Result<f64, String> {
    let (number, scale) = match text.split_once(' ') {
        None => (text, 1.0),
        Some((number, "ns")) => (number, 1.0),
        Some((number, "µs")) => (number, 1e3),
        Some((number, "ms")) => (number, 1e6),
        Some((number, "s")) => (number, 1e9),
        Some(_) => return Err(format!("not a figure: {text:?}")),
    };
    let number: f64 = number.parse().map_err(|_| format!("not a figure: {text:?}"))?;
    Ok(number * scale)
}

impl Table {
    /// A "Raw data" table from its header row and rows.
    fn read(dataset: &str, rows: &[Vec<Cell>]) -> Result<Table, String> {
        let (header, rows) =
            rows.split_first().ok_or_else(|| format!("{dataset}: an empty table"))?;
        let header: Vec<String> = header.iter().map(Cell::text).collect();
        let column = |name: &str| header.iter().position(|column| column == name);
        let needed =
            |name: &str| column(name).ok_or_else(|| format!("{dataset}: no {name} column"));
        let (serialize, deserialize, size) =
            (needed("Serialize")?, needed("Deserialize")?, needed("Size")?);
        let borrow = column("Borrow");
        let figures = |row: &[Cell], index: Option<usize>| match index.and_then(|i| row.get(i)) {
            Some(cell) => cell.figures().map_err(|error| format!("{dataset}: {error}")),
            None => Ok(Vec::new()),
        };
        let rows = rows
            .iter()
            .map(|row| {
                let first = row.first();
                let name = first.map(Cell::text).unwrap_or_default();
                // "cbor: cbor4ii 1.2.2" or "bitcode 0.6.9".
                let (wire, name) = match name.split_once(": ") {
                    Some((wire, name)) => (Some(wire.to_owned()), name.to_owned()),
                    None => (None, name),
                };
                let (library_name, version) = name
                    .rsplit_once(' ')
                    .ok_or_else(|| format!("{dataset}: no version in {name:?}"))?;
                // Its link's label tells two releases of one crate apart (`protobuf4`).
                let library = first.and_then(|cell| cell.label.clone());
                Ok(Row {
                    library: library.unwrap_or_else(|| library_name.to_owned()),
                    version: version.to_owned(),
                    wire,
                    serialize: figures(row, Some(serialize))?,
                    deserialize: figures(row, Some(deserialize))?,
                    borrow: figures(row, borrow)?,
                    size: figures(row, Some(size))?,
                })
            })
            .collect::<Result<_, String>>()?;
        Ok(Table { dataset: dataset.to_owned(), rows })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_readme_kept_here_reads_whole() {
        let published = published();
        assert_eq!(published.updated, "2026-08-21 21:37:06");
        assert_eq!(published.cpu, "AMD EPYC 7763 64-Core Processor");
        assert!(published.rustc.starts_with("rustc 1.100.0-nightly"), "{}", published.rustc);
        let names: Vec<_> = published.tables.iter().map(|table| table.dataset.as_str()).collect();
        assert_eq!(names, ["log", "mesh", "minecraft_savedata", "mk48"]);
        let log = published.table("log").unwrap();
        assert_eq!(log.rows.len(), 27);
        let bilrost = log.row("bilrost").unwrap();
        assert_eq!(bilrost.version, "0.1015.0");
        let titles: Vec<_> = bilrost.serialize.iter().map(|f| f.variant.as_deref()).collect();
        assert_eq!(titles, [Some("encode"), Some("prepend")]);
        assert_eq!(bilrost.serialize[0].value, 443.14e3);
        assert_eq!(Row::plain(&bilrost.deserialize), Some(2.5938e6));
        assert_eq!(Row::plain(&bilrost.size), Some(804955.0));
        let cbor4ii = log.row("cbor4ii").unwrap();
        assert_eq!(cbor4ii.wire.as_deref(), Some("cbor"));
        assert_eq!(Row::plain(&cbor4ii.borrow), Some(3.5816e6));
        assert!(log.row("borsh").unwrap().borrow.is_empty(), "† is no figure");
        // Two releases of the `protobuf` crate, told apart by their links' labels.
        assert_eq!(log.row("protobuf").unwrap().version, "3.7.2");
        assert_eq!(log.row("protobuf4").unwrap().version, "4.35.1-release");
        assert_eq!(log.row("prost").unwrap().wire.as_deref(), Some("protobuf"));
        let mesh = published.table("mesh").unwrap();
        assert!(mesh.rows.iter().all(|row| row.borrow.is_empty()));
    }
}
