//! A scaling run's tables (`run --records N[,N...]`): per data set, one row per format variant,
//! one column per length with the serialize and deserialize time *per record*, then the two costs
//! the lengths separate: a fixed cost per message and a cost per record, from the shortest and
//! the longest length (time = fixed + records × per record, through those two points).

use std::fmt::Write;

use bench_support::results::{MEMCPY, Op, Results, Row};

use crate::table::{self, Style, group};

/// The operations a scaling table shows, by their table names.
const OPS: [(Op, &str); 2] = [(Op::Serialize, "ser"), (Op::Deserialize, "de")];

/// The lengths a scaling run measured, ascending.
pub(crate) fn lengths(results: &Results) -> Vec<u64> {
    let mut lengths: Vec<u64> = results.results.iter().filter_map(|row| row.records).collect();
    lengths.sort_unstable();
    lengths.dedup();
    lengths
}

/// The median time of `op` on `row`'s format variant and data set at `records`, in ns.
pub(crate) fn time_at(results: &Results, row: &Row, op: Op, records: u64) -> Option<f64> {
    let at = results.results.iter().find(|other| {
        (&other.dataset, &other.format, &other.variant, other.records)
            == (&row.dataset, &row.format, &row.variant, Some(records))
    })?;
    Some(at.ops.get(op.key())?.median_ns)
}

/// Fixed cost per message and cost per record, in ns, through the shortest and longest lengths.
pub(crate) fn split_costs(points: &[(u64, f64)]) -> Option<(f64, f64)> {
    let (&(short, short_ns), &(long, long_ns)) = (points.first()?, points.last()?);
    if long <= short {
        return None;
    }
    let per_record = (long_ns - short_ns) / (long - short) as f64;
    Some((short_ns - per_record * short as f64, per_record))
}

/// The tables, one per data set in the run.
pub(crate) fn render(results: &Results, style: Style) -> String {
    let lengths = lengths(results);
    let mut header: Vec<String> = vec!["format".into(), "variant".into()];
    header.extend(lengths.iter().map(|n| format!("n = {} (ser / de)", group(*n as f64))));
    if lengths.len() > 1 {
        header.extend(["ser fixed + per record".into(), "de fixed + per record".into()]);
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
                for (op, _) in OPS {
                    let points: Vec<(u64, f64)> = lengths
                        .iter()
                        .filter_map(|&n| Some((n, time_at(results, row, op, n)?)))
                        .collect();
                    cells.push(split_costs(&points).map_or("-".into(), |(fixed, per)| {
                        format!("{} + {}", table::time(fixed.max(0.0)), table::time(per))
                    }));
                }
            }
            table.add_row(cells);
        }
        let heading = format!("{dataset}: time per record against records per message");
        match style {
            Style::Terminal => writeln!(out, "\n{heading}\n{table}").unwrap_or_default(),
            Style::Markdown => writeln!(out, "\n#### {heading}\n\n{table}").unwrap_or_default(),
        }
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
        // 100 ns per message and 10 ns per record.
        let results = Results {
            schema: SCHEMA,
            meta,
            results: vec![row(1, 110.0), row(10, 200.0), row(1000, 10_100.0)],
            not_measured: Vec::new(),
        };
        assert_eq!(lengths(&results), [1, 10, 1000]);
        assert_eq!(split_costs(&[(1, 110.0), (1000, 10_100.0)]), Some((100.0, 10.0)));
        assert_eq!(split_costs(&[(10, 1.0)]), None);
        let text = render(&results, Style::Markdown);
        assert!(text.contains("#### log: time per record"), "{text}");
        assert!(text.contains("n = 1,000 (ser / de)"), "{text}");
        // At n = 10: 20 ns per record serializing, 40 decoding.
        assert!(text.contains("20.00 ns / 40.00 ns"), "{text}");
        assert!(text.contains("100.0 ns + 10.00 ns"), "{text}");
        assert_eq!(text.matches("| postcard").count(), 1, "one row per variant: {text}");
    }
}
