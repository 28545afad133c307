//! `bench-cli bmf`: a results file in Bencher's metric format (BMF JSON), so that a
//! continuous-benchmarking service can track its history (bencher.dev has no divan adapter).
//!
//! One benchmark per cell operation, `dataset/format/variant/op`, with the measures its run has:
//! `latency` (the median in ns, the fastest and slowest as bounds), `instructions` and
//! `estimated-cycles` (where counted), `allocations` (per operation); and one per cell,
//! `dataset/format/variant`, with `file-size` (the encoded bytes).

use std::collections::BTreeMap;

use bench_support::results::Results;
use serde::Serialize;

/// One measure's metric: BMF requires `value`, the bounds are optional.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Metric {
    value: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    lower_value: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    upper_value: Option<f64>,
}

impl Metric {
    fn value(value: f64) -> Metric {
        Metric { value, lower_value: None, upper_value: None }
    }
}

/// Benchmarks by name, each with its measures by slug.
pub type Bmf = BTreeMap<String, BTreeMap<&'static str, Metric>>;

/// The results as BMF.
pub fn convert(results: &Results) -> Bmf {
    let mut bmf = Bmf::new();
    for row in &results.results {
        let cell = format!("{}/{}/{}", row.dataset, row.format, row.variant);
        bmf.entry(cell.clone())
            .or_default()
            .insert("file-size", Metric::value(row.size_bytes as f64));
        for (op, stats) in &row.ops {
            let measures = bmf.entry(format!("{cell}/{op}")).or_default();
            measures.insert(
                "latency",
                Metric {
                    value: stats.median_ns,
                    lower_value: Some(stats.fastest_ns),
                    upper_value: Some(stats.slowest_ns),
                },
            );
            // JMH reports bytes allocated, not allocations: Java rows have no such metric, nor
            // has a run that could not count them.
            if row.language.is_none() && results.meta.allocations_counted() {
                measures.insert("allocations", Metric::value(stats.allocs));
            }
            if let Some(instructions) = stats.instructions {
                measures.insert("instructions", Metric::value(instructions));
            }
            if let Some(cycles) = stats.estimated_cycles {
                measures.insert("estimated-cycles", Metric::value(cycles));
            }
        }
    }
    bmf
}

#[cfg(test)]
mod tests {
    use bench_support::results::Stats;

    use super::*;

    #[test]
    fn every_operation_is_a_benchmark_and_every_cell_has_its_size() {
        let stats = Stats {
            median_ns: 40.0,
            fastest_ns: 38.0,
            slowest_ns: 90.0,
            allocs: 1.0,
            instructions: Some(1_234.0),
            ..Stats::default()
        };
        let results = crate::report::test_results("serialize", stats, 1);
        let json = serde_json::to_value(convert(&results)).unwrap();
        assert_eq!(
            json,
            serde_json::json!({
                "message/postcard/serde": { "file-size": { "value": 44.0 } },
                "message/postcard/serde/serialize": {
                    "latency": { "value": 40.0, "lower_value": 38.0, "upper_value": 90.0 },
                    "allocations": { "value": 1.0 },
                    "instructions": { "value": 1234.0 },
                },
            })
        );
        // A run that could not count allocations exports none, rather than zeros.
        let mut uncounted = results;
        if let Some(counting) = uncounted.meta.allocations.as_mut() {
            counting.not_counted = true;
        }
        let json = serde_json::to_value(convert(&uncounted)).unwrap();
        let serialize = &json["message/postcard/serde/serialize"];
        assert!(serialize.get("allocations").is_none() && serialize.get("latency").is_some());
    }
}
