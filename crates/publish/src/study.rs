//! The techniques suite's tables (`run --suite techniques`): per format, one row per technique
//! and one column per list length, each cell the serialize median and the allocations of one
//! call (and its instructions, when counted), then each technique's time against building the
//! strings first at the longest list.

use bench_support::results::{Op, Results, Row};

use crate::table::{self, Style, group};

/// The suite's tables, format by format, in the order the suite lists them.
pub fn render(results: &Results, style: Style) -> String {
    let mut lengths: Vec<(&str, usize)> =
        results.meta.datasets.iter().map(|(name, len)| (name.as_str(), *len)).collect();
    lengths.sort_by_key(|(_, len)| *len);
    let mut formats: Vec<&str> = Vec::new();
    for row in &results.results {
        if !formats.contains(&row.format.as_str()) {
            formats.push(&row.format);
        }
    }
    let longest = lengths.last().map(|(name, _)| *name);
    let mut header: Vec<String> = vec!["technique".into()];
    header.extend(lengths.iter().map(|(_, len)| format!("n = {}", group(*len as f64))));
    header.push("time vs strings".into());
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let mut out = String::new();
    for format in formats {
        let rows: Vec<&Row> = results.results.iter().filter(|row| row.format == format).collect();
        let mut techniques: Vec<&str> = Vec::new();
        for row in &rows {
            if !techniques.contains(&row.variant.as_str()) {
                techniques.push(&row.variant);
            }
        }
        let median = |technique: &str, dataset: &str| {
            rows.iter()
                .find(|row| row.variant == technique && row.dataset == dataset)
                .and_then(|row| row.ops.get(Op::Serialize.key()))
        };
        let mut table = table::new(style, &header, 1);
        for technique in &techniques {
            let mut cells = vec![technique.to_string()];
            for (dataset, _) in &lengths {
                cells.push(median(technique, dataset).map_or("-".into(), |stats| {
                    let counted = stats
                        .instructions
                        .map_or(String::new(), |count| format!(", {} instr.", group(count)));
                    format!(
                        "{} ({}){counted}",
                        table::time(stats.median_ns),
                        table::count(stats.allocs)
                    )
                }));
            }
            let ratio = longest.and_then(|dataset| {
                let this = median(technique, dataset)?.median_ns;
                let strings = median("strings", dataset)?.median_ns;
                Some(format!("{:.2}×", this / strings))
            });
            cells.push(ratio.unwrap_or_else(|| "-".into()));
            table.add_row(cells);
        }
        let heading = format!("{format}: serialize time per list (allocations per call)");
        table::section(&mut out, &heading, &table, style);
    }
    out
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use bench_support::results::{Results, Row, SCHEMA, Stats};

    use super::*;

    fn row(variant: &str, dataset: &str, median_ns: f64, allocs: f64) -> Row {
        let stats = Stats { median_ns, allocs, ..Stats::default() };
        Row {
            dataset: dataset.into(),
            format: "serde_json".into(),
            variant: variant.into(),
            package: "techniques".into(),
            wire: "JSON".into(),
            size_bytes: 10,
            zstd_bytes: 10,
            records: None,
            compression: Default::default(),
            language: None,
            interop: None,
            library: None,
            ops: BTreeMap::from([("serialize".to_string(), stats)]),
        }
    }

    #[test]
    fn a_cell_per_length_and_the_ratio_at_the_longest() {
        let mut meta = crate::report::test_meta(1, BTreeMap::new());
        meta.datasets = BTreeMap::from([("names-10".into(), 10), ("names-1000".into(), 1000)]);
        let results = Results {
            schema: SCHEMA,
            meta,
            results: vec![
                row("strings", "names-10", 500.0, 12.0),
                row("strings", "names-1000", 40_000.0, 1002.0),
                row("collect-seq", "names-10", 200.0, 0.0),
                row("collect-seq", "names-1000", 10_000.0, 0.0),
            ],
            not_measured: Vec::new(),
        };
        let text = render(&results, Style::Markdown);
        assert!(text.contains("#### serde_json: serialize time"), "{text}");
        assert!(text.contains(" n = 10 |") && text.contains(" n = 1,000 |"), "{text}");
        assert!(text.contains("40.00 µs (1,002)"), "{text}");
        assert!(text.contains("0.25×"), "{text}");
        let mut counted = results.clone();
        counted.results[0].ops.get_mut("serialize").unwrap().instructions = Some(4_321.0);
        assert!(render(&counted, Style::Markdown).contains("500.0 ns (12), 4,321 instr."));
    }
}
