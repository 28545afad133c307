//! A scaling run's tables (`run --records N[,N...]`): per data set, one row per format variant,
//! one column per length with the serialize and deserialize time *per record*, then how much a
//! message of the shortest length costs per record against one of the longest: near 1× the
//! cost is all per record; far above, a fixed cost per message (a call, set-up, a first
//! allocation) dominates small messages.

use bench_support::results::{MEMCPY, Op, Results, Row};

use crate::table::{self, Style, group};

/// The lengths a scaling run measured, ascending.
pub fn lengths(results: &Results) -> Vec<u64> {
    let mut lengths: Vec<u64> = results.results.iter().filter_map(|row| row.records).collect();
    lengths.sort_unstable();
    lengths.dedup();
    lengths
}

/// The median time of `op` on `row`'s format variant and data set at `records`, in ns.
pub fn time_at(results: &Results, row: &Row, op: Op, records: u64) -> Option<f64> {
    let at = results.results.iter().find(|other| {
        (&other.dataset, &other.format, &other.variant, other.records)
            == (&row.dataset, &row.format, &row.variant, Some(records))
    })?;
    Some(at.ops.get(op.key())?.median_ns)
}

/// Time per record at the shortest length ÷ time per record at the longest, from `(records,
/// ns)` points in ascending order of records.
pub fn short_over_long(points: &[(u64, f64)]) -> Option<f64> {
    let (&(short, short_ns), &(long, long_ns)) = (points.first()?, points.last()?);
    if long <= short || long_ns <= 0.0 {
        return None;
    }
    Some((short_ns / short as f64) / (long_ns / long as f64))
}

/// The tables, one per data set in the run.
pub fn render(results: &Results, style: Style) -> String {
    let lengths = lengths(results);
    let mut header: Vec<String> = vec!["format".into(), "variant".into()];
    header.extend(lengths.iter().map(|n| format!("n = {} (ser / de)", group(*n as f64))));
    if let [short, .., long] = lengths.as_slice() {
        for op in ["ser", "de"] {
            header.push(format!(
                "{op}: n = {} ÷ n = {} per record",
                group(*short as f64),
                group(*long as f64)
            ));
        }
    }
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let mut out = String::new();
    for dataset in results.meta.datasets.keys() {
        let mut table = table::new(style, &header, 2);
        let first = lengths.first().copied();
        let rows = results.results.iter().filter(|row| {
            &row.dataset == dataset && row.records == first && row.format != MEMCPY.0
        });
        for row in rows {
            let mut cells = vec![row.format.clone(), row.variant.clone()];
            for &n in &lengths {
                let per_record = |op| {
                    time_at(results, row, op, n).map_or("-".into(), |ns| table::time(ns / n as f64))
                };
                cells.push(format!(
                    "{} / {}",
                    per_record(Op::Serialize),
                    per_record(Op::Deserialize)
                ));
            }
            if lengths.len() > 1 {
                for op in [Op::Serialize, Op::Deserialize] {
                    let points: Vec<(u64, f64)> = lengths
                        .iter()
                        .filter_map(|&n| Some((n, time_at(results, row, op, n)?)))
                        .collect();
                    cells.push(
                        short_over_long(&points).map_or("-".into(), |ratio| format!("{ratio:.2}×")),
                    );
                }
            }
            table.add_row(cells);
        }
        let heading = format!("{dataset}: time per record against records per message");
        table::section(&mut out, &heading, &table, style);
    }
    out
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use bench_support::results::{SCHEMA, Stats};

    use super::*;

    fn row(records: u64, serialize_ns: f64) -> Row {
        let stats = |median_ns| Stats { median_ns, ..Stats::default() };
        Row {
            dataset: "log".into(),
            format: "postcard".into(),
            variant: "serde".into(),
            package: "fmt-postcard".into(),
            wire: "postcard".into(),
            size_bytes: 10,
            zstd_bytes: 10,
            records: Some(records),
            compression: BTreeMap::new(),
            language: None,
            interop: None,
            library: None,
            ops: BTreeMap::from([
                ("serialize".to_string(), stats(serialize_ns)),
                ("deserialize".to_string(), stats(2.0 * serialize_ns)),
            ]),
        }
    }

    #[test]
    fn per_record_columns_and_the_split_of_fixed_and_per_record_costs() {
        let mut meta = crate::report::test_meta(1, BTreeMap::new());
        meta.datasets = BTreeMap::from([("log".into(), 1000)]);
        meta.suite = Some("scaling".into());
        // 100 ns per message and 10 ns per record: 110 ns per record alone, 10.1 in bulk.
        let results = Results {
            schema: SCHEMA,
            meta,
            results: vec![row(1, 110.0), row(10, 200.0), row(1000, 10_100.0)],
            not_measured: Vec::new(),
        };
        assert_eq!(lengths(&results), [1, 10, 1000]);
        assert_eq!(short_over_long(&[(1, 110.0), (1000, 11_000.0)]), Some(10.0));
        assert_eq!(short_over_long(&[(10, 1.0)]), None);
        let text = render(&results, Style::Markdown);
        assert!(text.contains("#### log: time per record"), "{text}");
        assert!(text.contains("n = 1,000 (ser / de)"), "{text}");
        // At n = 10: 20 ns per record serializing, 40 decoding.
        assert!(text.contains("20.00 ns / 40.00 ns"), "{text}");
        assert!(
            text.contains("ser: n = 1 ÷ n = 1,000 per record") && text.contains("10.89×"),
            "{text}"
        );
        assert_eq!(text.matches("| postcard").count(), 1, "one row per variant: {text}");
    }
}
