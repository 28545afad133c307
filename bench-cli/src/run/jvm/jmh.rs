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

/// The full run on a 2-core machine: three forks per benchmark (each a fresh JVM, as each Rust
/// round is a fresh process), three one-second warm-up iterations, three measured one-second
/// iterations; the cell is the lowest of the forks' medians, the Rust rows' rule
/// (`run::combine_rounds`). Measured (docs/methodology.md): forks of one benchmark differ by up
/// to 1.7x (the JIT compiles differently in each JVM), where the measured iterations within a
/// fork are flat (the first at most 1.18x their median); a fork takes about 8 s.
pub(super) const FULL: Settings =
    Settings { forks: 3, warmup_iterations: 3, measurement_iterations: 3, iteration: "1s" };
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
    /// Per fork, each measured iteration's score.
    #[serde(default)]
    raw_data: Vec<Vec<f64>>,
}

/// A measured benchmark: `(dataset, library key, operation)` and its statistics.
pub(super) type Measured = BTreeMap<(String, String, String), Stats>;

/// Reads JMH's JSON results: per benchmark the lowest of its forks' medians of the measured
/// iterations' average times (each iteration's score is its mean time per operation; the Rust
/// rows keep the lowest of their rounds' medians the same way), the mean, fastest and slowest
/// iteration, each fork's median (as the Rust rows' rounds), and the bytes allocated per
/// operation from JMH's GC profiler (`gc.alloc.rate.norm`). JMH does not count allocations, so
/// `allocs` stays 0 and the tables print none for Java rows.
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
        anyhow::ensure!(
            !iterations.is_empty(),
            "JMH reported no iterations of {}",
            benchmark.benchmark
        );
        let fork_medians: Vec<f64> = metric.raw_data.iter().map(|fork| median(fork)).collect();
        let stats = Stats {
            median_ns: fork_medians.iter().copied().fold(f64::INFINITY, f64::min),
            mean_ns: metric.score,
            fastest_ns: iterations.iter().copied().fold(f64::INFINITY, f64::min),
            slowest_ns: iterations.iter().copied().fold(0.0, f64::max),
            samples: iterations.len() as u64,
            alloc_bytes: benchmark
                .secondary_metrics
                .get("gc.alloc.rate.norm")
                .map_or(0.0, |metric| metric.score),
            round_medians_ns: fork_medians,
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

    /// Each fork is a fresh JVM: the cell keeps the lowest fork's median, as a Rust cell keeps
    /// the lowest round's.
    #[test]
    fn the_cell_is_the_lowest_of_the_forks_medians() {
        let json = r#"[{"benchmark": "serbench.peers.Bench.deserialize",
            "params": {"dataset": "log", "library": "fst/no-shared-refs"},
            "primaryMetric": {"score": 3.5, "scoreUnit": "ns/op",
                "rawData": [[5.0, 4.0, 6.0], [3.0, 1.0, 2.0], [9.0, 8.0, 7.0]]}}]"#;
        let measured = parse(json).unwrap();
        let stats = &measured[&("log".into(), "fst/no-shared-refs".into(), "deserialize".into())];
        assert_eq!(stats.round_medians_ns, [5.0, 2.0, 8.0]);
        assert_eq!((stats.median_ns, stats.fastest_ns, stats.slowest_ns), (2.0, 1.0, 9.0));
        assert_eq!((stats.mean_ns, stats.samples), (3.5, 9));
    }

    #[test]
    fn other_units_and_other_json_are_refused() {
        let json = include_str!("testdata/jmh.json").replace("\"ns/op\"", "\"us/op\"");
        assert!(parse(&json).unwrap_err().to_string().contains("us/op"));
        assert!(parse("{}").is_err());
    }
}
