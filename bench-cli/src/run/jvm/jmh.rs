//! JMH: its command line for this machine, and its JSON results (`-rf json`) as the results
//! file's statistics.

use std::collections::BTreeMap;

use anyhow::Context;
use bench_support::results::Stats;
use serde::Deserialize;

/// JMH's settings: forks, and warm-up and measurement iterations with their length.
#[derive(Clone, Copy, Debug)]
pub(super) struct Settings {
    pub(super) forks: u32,
    pub(super) warmup_iterations: u32,
    pub(super) measurement_iterations: u32,
    /// JMH's time format: `1s`, `200ms`.
    pub(super) iteration: &'static str,
}

/// The full run on a 2-core machine: one fork per benchmark (each library and data set in a fresh
/// JVM), three one-second warm-up iterations, five measured one-second iterations, the median of
/// which is the cell. 40 benchmarks take 6 min 10 s. Measured (docs/methodology.md): the measured
/// iterations are flat (the first at most 1.18x the median), though the third warm-up iteration
/// is still up to 1.5x slower for 12 of the 40.
pub(super) const FULL: Settings =
    Settings { forks: 1, warmup_iterations: 3, measurement_iterations: 5, iteration: "1s" };
/// `--quick`: enough to see that every benchmark runs, not to compare.
pub(super) const QUICK: Settings =
    Settings { forks: 1, warmup_iterations: 1, measurement_iterations: 2, iteration: "200ms" };

impl Settings {
    /// JMH's options for these settings (after the benchmark's name).
    pub(super) fn args(&self) -> Vec<String> {
        let (forks, warmup, measurement) =
            (self.forks, self.warmup_iterations, self.measurement_iterations);
        [
            "-f",
            &forks.to_string(),
            "-wi",
            &warmup.to_string(),
            "-w",
            self.iteration,
            "-i",
            &measurement.to_string(),
            "-r",
            self.iteration,
        ]
        .map(String::from)
        .into()
    }

    pub(super) fn warmup(&self) -> String {
        format!("{} × {}", self.warmup_iterations, self.iteration)
    }

    pub(super) fn measurement(&self) -> String {
        format!("{} × {}", self.measurement_iterations, self.iteration)
    }
}

/// One benchmark's result in JMH's JSON (the fields read here).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Benchmark {
    /// `serbench.peers.Bench.serialize`.
    benchmark: String,
    params: BTreeMap<String, String>,
    primary_metric: Metric,
    #[serde(default)]
    secondary_metrics: BTreeMap<String, Metric>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Metric {
    score: f64,
    score_unit: String,
    #[serde(default)]
    score_percentiles: BTreeMap<String, f64>,
    /// Per fork, each measured iteration's score.
    #[serde(default)]
    raw_data: Vec<Vec<f64>>,
}

/// A measured benchmark: `(dataset, library key, operation)` and its statistics.
pub(super) type Measured = BTreeMap<(String, String, String), Stats>;

/// Reads JMH's JSON results: per benchmark the median of the measured iterations' average times
/// (each iteration's score is its mean time per operation), mean, fastest and slowest iteration,
/// each fork's median (as the Rust rows' rounds), and the bytes allocated per operation from
/// JMH's GC profiler (`gc.alloc.rate.norm`). JMH does not count allocations, so `allocs` stays 0
/// and the tables print none for Java rows.
pub(super) fn parse(json: &str) -> anyhow::Result<Measured> {
    let benchmarks: Vec<Benchmark> =
        serde_json::from_str(json).context("JMH's results are not its JSON format")?;
    let mut measured = Measured::new();
    for benchmark in benchmarks {
        let metric = &benchmark.primary_metric;
        anyhow::ensure!(
            metric.score_unit == "ns/op",
            "JMH reported {} in {}, not ns/op",
            benchmark.benchmark,
            metric.score_unit
        );
        let op = benchmark.benchmark.rsplit('.').next().unwrap_or_default().to_string();
        let param = |name: &str| {
            benchmark.params.get(name).cloned().with_context(|| format!("no `{name}` parameter"))
        };
        let iterations: Vec<f64> = metric.raw_data.iter().flatten().copied().collect();
        let percentile = |key: &str| metric.score_percentiles.get(key).copied();
        let stats = Stats {
            median_ns: percentile("50.0").unwrap_or(metric.score),
            mean_ns: metric.score,
            fastest_ns: percentile("0.0").unwrap_or(metric.score),
            slowest_ns: percentile("100.0").unwrap_or(metric.score),
            samples: iterations.len() as u64,
            alloc_bytes: benchmark
                .secondary_metrics
                .get("gc.alloc.rate.norm")
                .map_or(0.0, |metric| metric.score),
            round_medians_ns: metric.raw_data.iter().map(|fork| median(fork)).collect(),
            ..Stats::default()
        };
        measured.insert((param("dataset")?, param("library")?, op), stats);
    }
    Ok(measured)
}

fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    match sorted.len() {
        0 => 0.0,
        n if n % 2 == 1 => sorted[n / 2],
        n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// JMH 1.37's JSON for kryo on `users` (a quick run: two iterations in one fork).
    #[test]
    fn jmh_results_become_statistics_per_dataset_library_and_operation() {
        let measured = parse(include_str!("testdata/jmh.json")).unwrap();
        let key = |op: &str| ("users".to_string(), "kryo/registered".to_string(), op.to_string());
        assert_eq!(measured.len(), 2);
        let serialize = &measured[&key("serialize")];
        assert_eq!(serialize.median_ns, 1_163_820.792_831_886_8);
        assert_eq!(serialize.fastest_ns, 666_153.372_549_019_6);
        assert_eq!(serialize.slowest_ns, 1_661_488.213_114_754);
        assert_eq!(serialize.samples, 2);
        assert_eq!(serialize.round_medians_ns, [1_163_820.792_831_886_8]);
        assert_eq!(serialize.alloc_bytes, 274_597.627_129_540_3);
        assert_eq!(serialize.allocs, 0.0, "JMH does not count allocations");
        assert_eq!(measured[&key("deserialize")].alloc_bytes, 929_392.938_978_612);
    }

    #[test]
    fn other_units_and_other_json_are_refused() {
        let json = include_str!("testdata/jmh.json").replace("\"ns/op\"", "\"us/op\"");
        assert!(parse(&json).unwrap_err().to_string().contains("us/op"));
        assert!(parse("{}").is_err());
    }
}
