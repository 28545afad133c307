//! Each case's divan sample size, found with the timed binary itself.
//!
//! divan sizes a sample from its first call, which may be cold (a 40 ns access looked like 7 µs,
//! and was then timed one call per sample, below the timer's precision), so every case is given
//! its size instead. The size depends on how fast the timed code is, so it is found by the code
//! that is timed: short divan rounds of the timed binary at fixed sizes, nothing added to it.
//! First every case at one call per sample (the median of a few samples is a warm call's); then
//! each case that needs more than one call per sample again, at the size the first round gave,
//! where a call too short for the timer to see is timed in bulk. The size is divan's own rule
//! ([`sample_size`]) applied to the second round's median.

use std::{collections::BTreeMap, path::Path};

use anyhow::Context;
use protocol::spec::BenchSpec;

use crate::{Progress, divan_report, run_child};

/// Samples in a calibration round: enough for the median to be a warm call's.
const SAMPLES: u32 = 9;
/// The cap on a case's calibration round: a slow call has one sample, which is enough to know it
/// needs no more than one call per sample.
const MAX_TIME_MS: u64 = 40;

/// The sample size of each of `cases` in timed binary `timed`, whose rounds run with `base`'s
/// encodings, lengths and source.
pub(crate) fn sample_sizes(
    timed: &Path,
    cases: &[String],
    base: &BenchSpec,
    progress: &Progress,
) -> anyhow::Result<BTreeMap<String, u32>> {
    let round = |cases: Vec<String>,
                 sample_size: u32,
                 progress: Option<&Progress>|
     -> anyhow::Result<(BTreeMap<_, _>, f64)> {
        let spec = BenchSpec {
            cases,
            sample_size: Some(sample_size),
            sample_count: SAMPLES,
            max_time_ms: MAX_TIME_MS,
            ..base.clone()
        };
        let child = run_child(timed, &spec, progress)?;
        let report = divan_report::parse(&child.report).context("cannot read divan's report")?;
        let medians = report.into_iter().map(|(name, stats)| (name, stats.median_ns)).collect();
        let precision = child.precision_ns.context("divan printed no timer precision")?;
        Ok((medians, precision))
    };
    let (first, precision) = round(cases.to_vec(), 1, Some(progress))?;
    let mut sizes = BTreeMap::new();
    let mut again: BTreeMap<u32, Vec<String>> = BTreeMap::new();
    for name in cases {
        let median = *first.get(name).with_context(|| format!("divan did not time {name}"))?;
        // divan subtracts its loop's overhead from a sample, which can leave a call shorter than
        // the timer's precision at nothing: such a call is timed again in bulk.
        let size = sample_size(median.max(precision), precision);
        if size == 1 {
            sizes.insert(name.clone(), 1);
        } else {
            again.entry(size).or_default().push(name.clone());
        }
    }
    for (size, names) in again {
        let (second, precision) = round(names.clone(), size, None)?;
        for name in names {
            let median =
                *second.get(&name).with_context(|| format!("divan did not time {name}"))?;
            sizes.insert(name, sample_size(median, precision));
        }
    }
    Ok(sizes)
}

/// divan's own rule for a sample's size: the smallest power of two whose sample lasts more than
/// 100 times the timer's precision (`precision_ns`), for calls of `per_call_ns`.
fn sample_size(per_call_ns: f64, precision_ns: f64) -> u32 {
    let target = precision_ns * 100.0;
    let mut size = 1_u32;
    while per_call_ns * f64::from(size) <= target && size < 1 << 20 {
        size *= 2;
    }
    size
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sample_lasts_a_hundred_times_the_timer_s_precision() {
        // A 20 ns timer: samples of more than 2 µs.
        assert_eq!(sample_size(3_000.0, 20.0), 1);
        assert_eq!(sample_size(2_000.0, 20.0), 2);
        assert_eq!(sample_size(40.0, 20.0), 64);
        assert_eq!(sample_size(1.0, 20.0), 2048);
        assert_eq!(sample_size(0.0, 20.0), 1 << 20);
    }
}
