//! Other languages reading and writing the Rust variants' bytes (`docs/data/crossings.json`,
//! made by `cargo run -p crossings`): the page, and what the other-languages rule reads of it.

use std::{collections::BTreeMap, fmt::Write};

use crossings_file::{Case, Cell, Outcome, Report, SPEED_BASE, Shape};

use crate::table::{self, Style};

/// The wires' names as the page and the catalog write them, by the file's short name.
const WIRES: [(&str, &str); 6] = [
    ("json", "JSON"),
    ("msgpack", "MessagePack"),
    ("cbor", "CBOR"),
    ("protobuf", "Protocol Buffers"),
    ("toml", "TOML"),
    ("yaml", "YAML"),
];

fn wire_name(wire: &str) -> &str {
    WIRES.iter().find(|(short, _)| *short == wire).map_or(wire, |(_, name)| name)
}

fn label(format: &str, variant: &str) -> String {
    format!("{format}/{variant}")
}

/// A cell in a few words: `crosses`, or what did not (`read loses, write fails`).
fn words(cell: &Cell) -> String {
    if cell.read == Outcome::Crosses && cell.write == Outcome::Crosses {
        return "crosses".into();
    }
    let mut parts = Vec::new();
    if cell.read != Outcome::Crosses {
        parts.push(format!("read {}", cell.read.word()));
    }
    if cell.write != Outcome::Crosses {
        parts.push(format!("write {}", cell.write.word()));
    }
    parts.join(", ")
}

fn crosses(cell: &Cell) -> bool {
    cell.read == Outcome::Crosses && cell.write == Outcome::Crosses
}

/// The variants of the data sets' cells, in the file's order.
fn variants(report: &Report) -> Vec<(String, String)> {
    let mut seen: Vec<(String, String)> = Vec::new();
    for shape in &report.shapes {
        let key = (label(&shape.format, &shape.variant), shape.wire.clone());
        if matches!(shape.case, Case::Dataset(_)) && !seen.contains(&key) {
            seen.push(key);
        }
    }
    seen
}

/// `variant`'s cells on the data sets (not the breaking values).
fn dataset_cells<'a>(
    report: &'a Report,
    variant: &'a str,
) -> impl Iterator<Item = &'a Cell> + Clone {
    report.cells.iter().filter(move |cell| {
        matches!(cell.case, Case::Dataset(_)) && label(&cell.format, &cell.variant) == variant
    })
}

/// The published study (docs/data/crossings.json), where it is there and of this layout.
pub fn load_published() -> Option<Report> {
    let path = bench_support::workspace_root().join("docs/data").join(crate::published::CROSSINGS);
    serde_json::from_slice::<Report>(&std::fs::read(path).ok()?)
        .ok()
        .filter(|report| report.schema == crossings_file::SCHEMA)
}

/// The feature matrix's "other languages" cell of `library`: per variant, the data sets that
/// crossed both ways in each language (`serde: python 9 of 9, javascript 7 of 9, go 7 of 9`);
/// `None` when the study lacks the library.
pub fn feature(report: &Report, library: &str) -> Option<String> {
    let variants: Vec<String> = variants(report)
        .into_iter()
        .filter(|(variant, _)| variant.split_once('/').is_some_and(|(name, _)| name == library))
        .map(|(variant, _)| {
            let counts: Vec<String> = report
                .languages
                .iter()
                .map(|language| {
                    let mine = dataset_cells(report, &variant)
                        .filter(|cell| cell.language == language.language);
                    let both = mine.clone().filter(|cell| crosses(cell)).count();
                    format!("{} {both} of {}", language.language, mine.count())
                })
                .collect();
            let kind = variant.split_once('/').map_or("", |(_, kind)| kind);
            format!("{kind}: {}", counts.join(", "))
        })
        .collect();
    (!variants.is_empty()).then(|| variants.join("; "))
}

/// The kind of shape difference of a struct written by position.
pub const BY_POSITION: &str = "a struct written as an array (no field names in the bytes)";

/// `variant`'s (language, data set) pairs that crossed both ways, and those tried; `None` when
/// the file does not have the variant.
pub fn cells_crossed(report: &Report, variant: &str) -> Option<(usize, usize)> {
    let cells: Vec<&Cell> = dataset_cells(report, variant).collect();
    (!cells.is_empty()).then(|| (cells.iter().filter(|cell| crosses(cell)).count(), cells.len()))
}

/// The other-languages rule's reason: the pairs crossed, those that did not, and the breaking
/// values each language does not carry through the variant (where it was tried on them).
pub fn reason(report: &Report, variant: &str, crossed: usize, tried: usize) -> String {
    let mut not: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for cell in dataset_cells(report, variant).filter(|cell| !crosses(cell)) {
        not.entry(cell.language.as_str()).or_default().push(format!(
            "{} ({})",
            cell.case.name(),
            words(cell)
        ));
    }
    let mut text = format!("crosses both ways in {crossed} of {tried} (language, data set) pairs");
    if !not.is_empty() {
        let lines: Vec<String> = not
            .iter()
            .map(|(language, cases)| format!("{language}: {}", cases.join(", ")))
            .collect();
        text.push_str(&format!(", not in {}", lines.join("; ")));
    }
    let values = report
        .shapes
        .iter()
        .filter(|shape| {
            matches!(shape.case, Case::Value(_)) && label(&shape.format, &shape.variant) == variant
        })
        .count();
    if values > 0 {
        let lost = values_lost(report, variant);
        // A value the Rust variant cannot carry itself crosses to no language.
        let own = report
            .shapes
            .iter()
            .filter(|shape| {
                matches!(shape.case, Case::Value(_))
                    && label(&shape.format, &shape.variant) == variant
                    && shape.round_trip.is_some()
            })
            .count();
        let counts: Vec<String> = report
            .languages
            .iter()
            .map(|language| {
                let count = own + lost.get(language.language.as_str()).map_or(0, Vec::len);
                format!("{} {count}", language.language)
            })
            .collect();
        text.push_str(&format!(
            "; of {values} values that break crossings, not carried: {}",
            counts.join(", ")
        ));
    }
    text
}

/// A variant's main caveat where its bytes did not cross both ways in some language: the pairs
/// (`does not cross both ways in javascript on users, javascript on citm`), or their count.
pub fn caveat(report: &Report, variant: &str) -> Option<String> {
    let (crossed, tried) = cells_crossed(report, variant)?;
    let not: Vec<&Cell> = dataset_cells(report, variant).filter(|cell| !crosses(cell)).collect();
    match not.len() {
        0 => None,
        // A few are named; more are counted (the page names each).
        1..=3 => {
            let pairs: Vec<String> = not
                .iter()
                .map(|cell| format!("{} on {}", cell.language, cell.case.name()))
                .collect();
            Some(format!("does not cross both ways in {}", pairs.join(", ")))
        }
        _ => Some(format!(
            "does not cross both ways in {} of {tried} (language, data set) pairs",
            tried - crossed
        )),
    }
}

/// The languages in which `variant` (`name/variant`) carried every data set it writes both ways,
/// and those it did not; `None` when the file does not have the variant.
pub fn languages_crossed<'a>(
    report: &'a Report,
    variant: &str,
) -> Option<(Vec<&'a str>, Vec<&'a str>)> {
    let cells: Vec<&Cell> = dataset_cells(report, variant).collect();
    if cells.is_empty() {
        return None;
    }
    let (mut yes, mut no) = (Vec::new(), Vec::new());
    for language in &report.languages {
        let mine = cells.iter().filter(|cell| cell.language == language.language);
        if mine.clone().all(|cell| crosses(cell)) {
            yes.push(language.language.as_str());
        } else {
            no.push(language.language.as_str());
        }
    }
    Some((yes, no))
}

/// How `variant`'s bytes carry the data sets other than as the values themselves (structs as
/// arrays), each kind once.
pub fn shape_kinds<'a>(report: &'a Report, variant: &str) -> Vec<&'a str> {
    let mut kinds: Vec<&str> = Vec::new();
    for shape in report.shapes.iter().filter(|shape| {
        matches!(shape.case, Case::Dataset(_)) && label(&shape.format, &shape.variant) == variant
    }) {
        for difference in &shape.differences {
            if !kinds.contains(&difference.kind.as_str()) {
                kinds.push(&difference.kind);
            }
        }
    }
    kinds
}

/// The breaking values a language does not carry both ways through `variant`'s wire (its serde
/// variant's cells): language → value names.
pub fn values_lost<'a>(report: &'a Report, variant: &str) -> BTreeMap<&'a str, Vec<&'a str>> {
    let mut lost: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for cell in &report.cells {
        if let Case::Value(name) = &cell.case
            && label(&cell.format, &cell.variant) == variant
            && !crosses(cell)
        {
            lost.entry(cell.language.as_str()).or_default().push(name);
        }
    }
    lost
}

/// The page.
pub fn section(report: &Report) -> String {
    let mut out = format!(
        "Each Rust variant of a wire that other languages speak writes every data set it carries \
         and each of the values that break crossings; the most-used library of that wire in each \
         language reads the bytes with its defaults into the language's own values (dict, object, \
         `any`), and writes what it read, with its defaults too; the Rust variant reads that back. \
         A reading is held to what the bytes hold (read by the wire's serde library in Rust), a \
         writing to the original value. **crosses**: the same value; **loses**: read without an \
         error, as another value (which, and where, below); **fails**: the library's error. \
         Numbers compare by value (JavaScript has one kind of number). Protocol Buffers' bytes \
         hold field numbers, not names: each language reads them into the data set's message \
         known at run time (the schemas' descriptor set; protobufjs loads the `.proto` file, its \
         own way) and writes back the message it read, which the Rust variant reads, held to the \
         original; there, **read crosses** says only that the library parsed the bytes, and \
         whether it kept the values shows in **write**. Made at commit `{}` ({}) with `cargo run -p crossings`; \
         the peers are in `peers/`, pinned there, installed by `scripts/install-peers`.\n\n",
        report.git_commit, report.timestamp
    );
    let mut header = vec!["language", "runtime"];
    header.extend(WIRES.iter().map(|(_, name)| *name));
    let mut libraries = table::new(Style::Markdown, &header, 2);
    for language in &report.languages {
        let mut cells = vec![language.language.clone(), language.runtime.clone()];
        cells.extend(WIRES.iter().map(|(short, _)| {
            language.libraries.get(*short).map_or_else(
                || "-".into(),
                |library| format!("{} {}", library.name, library.version),
            )
        }));
        libraries.add_row(cells);
    }
    let _ = writeln!(out, "{libraries}\n");
    datasets(&mut out, report);
    values(&mut out, report);
    speeds(&mut out, report);
    out
}

/// A multiple of JSON's time, to two significant figures (`0.62×`, `0.0031×`).
fn multiple(ratio: f64) -> String {
    let decimals = (1 - ratio.log10().floor() as i32).clamp(2, 5) as usize;
    format!("{ratio:.decimals$}×")
}

/// Each language's times reading and writing each variant's bytes, against its JSON library.
fn speeds(out: &mut String, report: &Report) {
    if report.speeds.is_empty() {
        return;
    }
    let _ = writeln!(
        out,
        "\n### Their speed there\n\nWhat the other end pays: each language's library timed \
         reading each variant's bytes of each data set's case above (its first records) and \
         writing the case's value (as the write column above), where the reading crossed. Each \
         cell is the read time / the write time \
         as a multiple of the language's JSON library on `{}/{}`'s bytes of the same case \
         (below 1: faster than JSON there), whose own times are the first row. The languages \
         ran one after another on this machine; compare within a language.",
        SPEED_BASE.0, SPEED_BASE.1
    );
    let mut datasets: Vec<&str> = Vec::new();
    for speed in &report.speeds {
        if !datasets.contains(&speed.dataset.as_str()) {
            datasets.push(&speed.dataset);
        }
    }
    for language in &report.languages {
        // Where the reading crossed: a time of a reading that lost a value or failed is not a
        // price of the format there.
        let crossed = |speed: &crossings_file::Speed| {
            report.cells.iter().any(|cell| {
                cell.case == Case::Dataset(speed.dataset.clone())
                    && cell.format == speed.format
                    && cell.variant == speed.variant
                    && cell.language == speed.language
                    && cell.read == Outcome::Crosses
            })
        };
        let mine: Vec<&crossings_file::Speed> = report
            .speeds
            .iter()
            .filter(|speed| speed.language == language.language && crossed(speed))
            .collect();
        let base = |dataset: &str| {
            mine.iter().find(|speed| {
                speed.dataset == dataset
                    && (speed.format.as_str(), speed.variant.as_str()) == SPEED_BASE
            })
        };
        let Some(json) = language.libraries.get("json") else { continue };
        let _ = writeln!(
            out,
            "\n{} ({}; {}):\n",
            language.language,
            language.runtime,
            language.timing.as_deref().unwrap_or("timed")
        );
        let mut header = vec!["variant".to_string()];
        header.extend(datasets.iter().map(|dataset| dataset.to_string()));
        let header: Vec<&str> = header.iter().map(String::as_str).collect();
        let mut grid = table::new(Style::Markdown, &header, 1);
        let mut first = vec![format!("{} (read / write)", json.name)];
        first.extend(datasets.iter().map(|dataset| match base(dataset) {
            Some(speed) => format!(
                "{} / {}",
                table::time(speed.read_ns),
                speed.write_ns.map_or("-".into(), table::time)
            ),
            None => "-".into(),
        }));
        grid.add_row(first);
        for (variant, _) in variants(report) {
            if variant == label(SPEED_BASE.0, SPEED_BASE.1) {
                continue;
            }
            let mut cells = vec![variant.clone()];
            let mut any = false;
            for dataset in &datasets {
                let speed = mine.iter().find(|speed| {
                    speed.dataset == *dataset && label(&speed.format, &speed.variant) == variant
                });
                cells.push(match (speed, base(dataset)) {
                    (Some(speed), Some(base)) => {
                        any = true;
                        let write = match (speed.write_ns, base.write_ns) {
                            (Some(write), Some(base)) => multiple(write / base),
                            _ => "-".into(),
                        };
                        format!("{} / {write}", multiple(speed.read_ns / base.read_ns))
                    }
                    _ => "-".into(),
                });
            }
            if any {
                grid.add_row(cells);
            }
        }
        let _ = writeln!(out, "{grid}");
        // The same bytes timed twice: how far apart the timing puts them.
        let twins: Vec<(&crossings_file::Speed, &crossings_file::Speed)> = mine
            .iter()
            .filter(|speed| speed.same_bytes_as_base)
            .filter_map(|speed| Some((*speed, *base(&speed.dataset)?)))
            .collect();
        if !twins.is_empty() {
            let ratios: Vec<f64> =
                twins.iter().map(|(speed, base)| speed.read_ns / base.read_ns).collect();
            let low = ratios.iter().copied().fold(f64::INFINITY, f64::min);
            let high = ratios.iter().copied().fold(0.0, f64::max);
            let _ = writeln!(
                out,
                "\nThe timing's own noise in {}: {} cases whose bytes are `{}/{}`'s own \
                 (another JSON variant writing the same text) read at {} to {} its time, timed \
                 minutes apart: a multiple inside that band is not a difference.",
                language.language,
                twins.len(),
                SPEED_BASE.0,
                SPEED_BASE.1,
                multiple(low),
                multiple(high)
            );
        }
    }
}

fn datasets(out: &mut String, report: &Report) {
    let records: Vec<String> =
        report.records.iter().map(|(name, records)| format!("{name} {records}")).collect();
    let _ = writeln!(
        out,
        "### The data sets\n\nThe data sets each variant carried both ways, of those it carries; \
         \"its bytes\" says how the variant writes them other than as serde_json's value (a \
         struct as an array has no field names in the bytes: the other end must know their \
         order). Each data set's first records (their shapes; the values that break crossings \
         are cases of their own): {}.\n",
        records.join(", ")
    );
    let languages: Vec<&str> =
        report.languages.iter().map(|language| language.language.as_str()).collect();
    let mut header = vec!["variant", "wire"];
    header.extend(&languages);
    header.push("its bytes");
    let mut grid = table::new(Style::Markdown, &header, 2);
    let mut details = Vec::new();
    for (variant, wire) in variants(report) {
        let mut cells = vec![variant.clone(), wire_name(&wire).to_string()];
        for language in &languages {
            let mine: Vec<&Cell> =
                dataset_cells(report, &variant).filter(|cell| cell.language == *language).collect();
            let both = mine.iter().filter(|cell| crosses(cell)).count();
            cells.push(format!("{both} of {}", mine.len()));
            for cell in mine.iter().filter(|cell| !crosses(cell)) {
                details.push(format!(
                    "- `{variant}` in {language}, {}: read {}; written {}",
                    cell.case.name(),
                    cell.read.line(),
                    cell.write.line()
                ));
            }
        }
        let kinds = shape_kinds(report, &variant);
        cells.push(match (kinds.is_empty(), wire.as_str()) {
            (true, "protobuf") => "field numbers (the schema names them)".into(),
            (true, _) => "as the value".into(),
            (false, _) => kinds.join("; "),
        });
        grid.add_row(cells);
    }
    let _ = writeln!(out, "{grid}\n");
    own_failures(out, report, |case| matches!(case, Case::Dataset(_)));
    if !details.is_empty() {
        let _ = writeln!(out, "Where a data set does not cross:\n\n{}\n", details.join("\n"));
    }
}

/// The variants that cannot carry a case themselves (their own round trip fails), which no
/// language is asked about.
fn own_failures(out: &mut String, report: &Report, wanted: impl Fn(&Case) -> bool) {
    let failures: Vec<String> = report
        .shapes
        .iter()
        .filter(|shape| wanted(&shape.case))
        .filter_map(|shape| {
            shape.round_trip.as_ref().map(|failure| {
                format!(
                    "- `{}` on {}: {failure}",
                    label(&shape.format, &shape.variant),
                    shape.case.name()
                )
            })
        })
        .collect();
    if !failures.is_empty() {
        let _ = writeln!(
            out,
            "Not carried by the Rust variant itself (its own round trip):\n\n{}\n",
            failures.join("\n")
        );
    }
}

fn values(out: &mut String, report: &Report) {
    let names: Vec<&str> = report
        .shapes
        .iter()
        .filter_map(|shape| match &shape.case {
            Case::Value(name) => Some(name.as_str()),
            Case::Dataset(_) => None,
        })
        .fold(Vec::new(), |mut names, name| {
            if !names.contains(&name) {
                names.push(name);
            }
            names
        });
    if names.is_empty() {
        return;
    }
    let mut variants: Vec<(String, &str)> = Vec::new();
    for shape in report.shapes.iter().filter(|shape| matches!(shape.case, Case::Value(_))) {
        let key = (label(&shape.format, &shape.variant), shape.wire.as_str());
        if !variants.contains(&key) {
            variants.push(key);
        }
    }
    let _ = writeln!(
        out,
        "### The values that break crossings\n\nEach value alone in a document \
         (`{{\"value\": ...}}`), through the serde variants of the wires read without a \
         schema. First what the Rust variant's own bytes make of it (before any other language \
         reads them), then each language.\n"
    );
    let shape_of = |name: &str, variant: &str| -> Option<&Shape> {
        report.shapes.iter().find(|shape| {
            matches!(&shape.case, Case::Value(value) if value == name)
                && label(&shape.format, &shape.variant) == variant
        })
    };
    let header: Vec<String> = std::iter::once("value".to_string())
        .chain(variants.iter().map(|(variant, wire)| format!("{variant} ({})", wire_name(wire))))
        .collect();
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let mut own = table::new(Style::Markdown, &header, 1);
    for name in &names {
        let mut cells = vec![format!("`{name}`")];
        cells.extend(variants.iter().map(|(variant, _)| {
            match shape_of(name, variant) {
                None => "-".to_string(),
                Some(shape) if shape.round_trip.is_some() => "its own round trip fails".into(),
                Some(shape) if shape.differences.is_empty() => "as the value".into(),
                Some(shape) => shape
                    .differences
                    .iter()
                    .map(|difference| difference.kind.as_str())
                    .collect::<Vec<_>>()
                    .join("; "),
            }
        }));
        own.add_row(cells);
    }
    let _ = writeln!(out, "#### In the Rust variant's bytes\n\n{own}\n");
    own_failures(out, report, |case| matches!(case, Case::Value(_)));
    for language in &report.languages {
        let mut grid = table::new(Style::Markdown, &header, 1);
        let mut details: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for name in &names {
            let mut cells = vec![format!("`{name}`")];
            for (variant, _) in &variants {
                let cell = report.cells.iter().find(|cell| {
                    cell.language == language.language
                        && matches!(&cell.case, Case::Value(value) if value == name)
                        && label(&cell.format, &cell.variant) == *variant
                });
                cells.push(cell.map_or_else(|| "-".into(), words));
                if let Some(cell) = cell.filter(|cell| !crosses(cell)) {
                    let line = format!("read {}; written {}", cell.read.line(), cell.write.line());
                    details
                        .entry(format!("`{name}`: {line}"))
                        .or_default()
                        .push(format!("`{variant}`"));
                }
            }
            grid.add_row(cells);
        }
        let _ = writeln!(out, "#### {} ({})\n\n{grid}\n", language.language, language.runtime);
        if !details.is_empty() {
            let lines: Vec<String> = details
                .into_iter()
                .map(|(line, variants)| format!("- {}, {line}", variants.join(", ")))
                .collect();
            let _ = writeln!(out, "{}\n", lines.join("\n"));
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use crossings_file::{Language, Shape, Speed};

    use super::*;

    #[test]
    fn a_variant_s_speed_is_its_multiple_of_the_language_s_json_on_the_same_case() {
        let speed = |format: &str, variant: &str, read_ns, write_ns| Speed {
            dataset: "log".into(),
            format: format.into(),
            variant: variant.into(),
            wire: "json".into(),
            language: "go".into(),
            read_ns,
            write_ns,
            same_bytes_as_base: false,
        };
        let shape = |format: &str, variant: &str| Shape {
            case: Case::Dataset("log".into()),
            format: format.into(),
            variant: variant.into(),
            wire: "json".into(),
            differences: Vec::new(),
            round_trip: None,
        };
        let json =
            crossings_file::Library { name: "encoding/json".into(), version: "stdlib".into() };
        let report = Report {
            schema: crossings_file::SCHEMA,
            timestamp: String::new(),
            git_commit: String::new(),
            languages: vec![Language {
                language: "go".into(),
                runtime: "Go 1.26".into(),
                libraries: BTreeMap::from([("json".to_string(), json)]),
                timing: Some("testing.Benchmark".into()),
            }],
            records: BTreeMap::new(),
            shapes: vec![
                shape("serde_json", "serde"),
                shape("simd-json", "serde"),
                shape("miniserde", "json"),
            ],
            cells: ["serde_json", "simd-json"]
                .into_iter()
                .map(|format| Cell {
                    case: Case::Dataset("log".into()),
                    format: format.into(),
                    variant: "serde".into(),
                    wire: "json".into(),
                    language: "go".into(),
                    read: Outcome::Crosses,
                    write: Outcome::Crosses,
                })
                .collect(),
            speeds: vec![
                speed("serde_json", "serde", 2000.0, Some(4000.0)),
                speed("simd-json", "serde", 1000.0, None),
                // Its reading did not cross (no cell says it did): not a price of the format.
                speed("miniserde", "json", 500.0, Some(500.0)),
            ],
        };
        let mut out = String::new();
        speeds(&mut out, &report);
        assert!(out.contains("2.000 µs / 4.000 µs"), "{out}");
        assert!(out.contains("0.50× / -"), "{out}");
        assert!(out.contains("testing.Benchmark"), "{out}");
        assert!(!out.contains("miniserde"), "{out}");
    }
}
