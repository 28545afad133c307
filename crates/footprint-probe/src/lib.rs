//! The round trip a generated probe runs on each of its pairs, the same code natively and inside a
//! wasm engine: encode the data set at its default size, decode, hold the value equal to the
//! original, then time both calls from inside the program (the engine's clock through WASI), so
//! that the ratio of a wasm run to the native run is the engine's cost and nothing of the host's.
//!
//! Each pair prints one line on standard output, which the driver (`footprint wasm`) reads:
//!
//! ```text
//! pair <name> <variant> <data set> <bytes> <FNV-1a of the bytes> <encode ns> <decode ns>
//! fail <name> <variant> <data set> <what failed, on one line>
//! ```
//!
//! fields separated by tabs. The timings are medians over batches of calls, each batch long enough
//! for the clock, after a warm-up long enough for an engine to have tiered its code up; a decode's
//! free is in its time, as it is in the native tables' headline decode.

#![allow(clippy::print_stdout, reason = "the probe's output is its lines on standard output")]

use std::{hint::black_box, time::Duration, time::Instant};

use datasets::Dataset;
use format_api::Codec;

/// How long the probe measures: the batches' length and how many it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// The shortest batch of calls, long enough for any engine's clock.
    pub batch: Duration,
    /// Timed batches per call, at most; the median is reported.
    pub samples: usize,
    /// Enough: from [`MIN_SAMPLES`] batches on, no more once the batches have taken this long
    /// between them (and their count is odd). A call of a second (YAML decoding `mesh`) took every one of 11 batches,
    /// minutes of a run, where three of them say as much.
    pub enough: Duration,
    /// How long each call is made, untimed, before it is timed: V8 runs a function first in its
    /// baseline compiler and swaps in its optimizing compiler's code once it is hot.
    pub warm_up: Duration,
    /// The pairs before this index are skipped (`--from N`): after a trap ends a run, the
    /// driver starts the probe again at the pair after the one that trapped.
    pub from: usize,
}

impl Options {
    /// The measurement: batches of at least 5 ms, 11 of them, or fewer (3 at least) once they
    /// have taken a second.
    pub const MEASURE: Options = Options {
        batch: Duration::from_millis(5),
        samples: 11,
        enough: Duration::from_secs(1),
        warm_up: Duration::from_millis(100),
        from: 0,
    };
    /// A smoke test: one short batch, no warm-up.
    pub const QUICK: Options = Options {
        batch: Duration::from_micros(200),
        samples: 1,
        enough: Duration::ZERO,
        warm_up: Duration::ZERO,
        from: 0,
    };

    /// `--quick` among the program's arguments selects [`Options::QUICK`]; `--from N` skips the
    /// first N pairs.
    pub fn from_args() -> Options {
        let arguments: Vec<String> = std::env::args().collect();
        let mut options = if arguments.iter().any(|argument| argument == "--quick") {
            Options::QUICK
        } else {
            Options::MEASURE
        };
        if let Some(position) = arguments.iter().position(|argument| argument == "--from") {
            options.from = arguments.get(position + 1).and_then(|n| n.parse().ok()).unwrap_or(0);
        }
        options
    }
}

/// Round-trips `T`'s default instance with `F`, checks it, times it and prints its line: the
/// probe's pair number `index`, unless `--from` skips it.
pub fn round_trip<F: Codec<T>, T: Dataset>(options: Options, index: usize) {
    if index < options.from {
        return;
    }
    hold_heap();
    let descriptor = F::DESCRIPTOR;
    let label = format!("{}\t{}\t{}", descriptor.name, descriptor.variant, T::NAME);
    match measure::<F, T>(options) {
        Ok(line) => println!("pair\t{label}\t{line}"),
        Err(failure) => println!("fail\t{label}\t{}", one_line(&failure)),
    }
}

fn measure<F: Codec<T>, T: Dataset>(options: Options) -> Result<String, String> {
    let value = T::generate(T::DEFAULT_LEN);
    let mut format = F::default();
    let mut out = Vec::new();
    let encoded = format.encode(&value, &mut out).map_err(|error| format!("encode: {error}"))?;
    let encoded = encoded.to_vec();
    let decoded = format.decode(&encoded).map_err(|error| format!("decode: {error}"))?;
    if decoded != value {
        return Err("the decoded value differs from the original".into());
    }
    drop(decoded);
    // Checked once above; a call that fails now is a library that is not deterministic, which
    // ends the program (the driver names the pair) rather than timing an error.
    let encode_ns = per_call(options, |batch| {
        let started = Instant::now();
        for _ in 0..batch {
            let bytes = format.encode(black_box(&value), &mut out).map(<[u8]>::len);
            black_box(bytes.expect("the encode succeeded once"));
        }
        started.elapsed()
    });
    let decode_ns = per_call(options, |batch| {
        let started = Instant::now();
        for _ in 0..batch {
            // Each value is freed inside the clock, as the native headline decode frees it.
            drop(black_box(format.decode(black_box(&encoded)).expect("the decode succeeded once")));
        }
        started.elapsed()
    });
    Ok(format!("{}\t{:016x}\t{encode_ns:.1}\t{decode_ns:.1}", encoded.len(), fnv1a(&encoded)))
}

/// The largest batch: a call that takes under a nanosecond is not what this measures.
const MAX_BATCH: usize = 1 << 24;

/// The fewest timed batches a median is taken of ([`Options::enough`]), where more are asked.
pub const MIN_SAMPLES: usize = 3;

/// Nanoseconds per call: calls for `options.warm_up`, untimed, then the batch grows until it lasts
/// `options.batch`, then the median of `options.samples` batches, or of the batches taken by the
/// time they have lasted `options.enough` between them (at least [`MIN_SAMPLES`]). `time(n)`
/// makes `n` calls and returns how long they took.
pub fn per_call(options: Options, mut time: impl FnMut(usize) -> Duration) -> f64 {
    let warm_up = Instant::now();
    while warm_up.elapsed() < options.warm_up {
        time(1);
    }
    let mut batch = 1;
    loop {
        let elapsed = time(batch);
        if elapsed >= options.batch || batch >= MAX_BATCH {
            break;
        }
        // Aim past the target from what this batch took, at most 16 times larger.
        let nanos = elapsed.as_nanos().max(1);
        let scale = (options.batch.as_nanos() * 5 / 4 / nanos).clamp(2, 16);
        batch = batch.saturating_mul(usize::try_from(scale).unwrap_or(16)).min(MAX_BATCH);
    }
    let mut samples: Vec<f64> = Vec::with_capacity(options.samples);
    let mut spent = Duration::ZERO;
    while samples.len() < options.samples.max(1) {
        // An odd count, so that the median is one batch's.
        if samples.len() >= MIN_SAMPLES && samples.len() % 2 == 1 && spent >= options.enough {
            break;
        }
        let elapsed = time(batch);
        spent += elapsed;
        samples.push(elapsed.as_nanos() as f64 / batch as f64);
    }
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

/// The records a size program generates: few, since its size, not its speed, is measured.
const SIZE_RECORDS: usize = 3;

/// A size program with a format (`footprint size`): generate `T`, encode it with `F`, decode it
/// and compare, the process's exit code saying whether the value came back. Everything `F` adds
/// to a program that holds `T` is in it, and nothing else but what [`keep_types`] has too.
pub fn keep<F: Codec<T>, T: Dataset>() -> ! {
    let value = T::generate(T::DEFAULT_LEN.min(SIZE_RECORDS));
    let mut format = F::default();
    let mut out = Vec::new();
    let encoded = format.encode(black_box(&value), &mut out).map(<[u8]>::to_vec);
    let decoded = encoded.ok().and_then(|encoded| format.decode(black_box(&encoded)).ok());
    std::process::exit(i32::from(decoded.as_ref() != Some(&value)))
}

/// A size program's baseline: the same types generated and compared, and no format.
pub fn keep_types<T: Dataset>() -> ! {
    let value = T::generate(T::DEFAULT_LEN.min(SIZE_RECORDS));
    let other = T::generate(T::DEFAULT_LEN.min(SIZE_RECORDS));
    std::process::exit(i32::from(black_box(Some(&other)) != Some(&value)))
}

/// A size program over a value its program built (`footprint per-type`'s generated types, which
/// are no data set): encode `value` with `F`, decode it and compare with `expected`, the exit code
/// saying whether it came back.
pub fn keep_value<F: Codec<T>, T: PartialEq>(value: T, expected: T) -> ! {
    let mut format = F::default();
    let mut out = Vec::new();
    let encoded = format.encode(black_box(&value), &mut out).map(<[u8]>::to_vec);
    let decoded = encoded.ok().and_then(|encoded| format.decode(black_box(&encoded)).ok());
    std::process::exit(i32::from(decoded.as_ref() != Some(&expected)))
}

/// [`keep_value`]'s baseline: the same types built and compared, and no format.
pub fn keep_value_types<T: PartialEq>(value: T, expected: T) -> ! {
    std::process::exit(i32::from(black_box(Some(&value)) != Some(&expected)))
}

/// Fixes glibc's trim and mmap thresholds at 256 MiB, as every bench binary does (the engine's
/// `heap::hold`, whose documentation says why: freed memory trimmed and faulted back in on every
/// decode doubled postcard's `log`), so the native figures the ratios divide by are the
/// tables'. Elsewhere than glibc (in wasm), nothing to do.
fn hold_heap() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    for parameter in [libc::M_TRIM_THRESHOLD, libc::M_MMAP_THRESHOLD] {
        // SAFETY: mallopt only sets a parameter of the allocator; no allocation is under way.
        unsafe { libc::mallopt(parameter, 256 << 20) };
    }
}

/// 64-bit FNV-1a: equal bytes natively and in wasm give equal digests.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_is_the_reference_digest() {
        // The FNV-1a 64 test vectors.
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }

    #[test]
    fn a_batch_grows_until_it_lasts_long_enough_and_the_median_is_per_call() {
        let options = Options { batch: Duration::from_micros(1000), samples: 3, ..Options::QUICK };
        let mut batches = Vec::new();
        let per = per_call(options, |batch| {
            batches.push(batch);
            Duration::from_nanos(100 * batch as u64)
        });
        assert!((per - 100.0).abs() < 1e-9, "{per}");
        // 1 call takes 100 ns: the batch grows by 16 at most a step until it lasts 1 ms.
        assert_eq!(batches[..3], [1, 16, 256]);
        assert!(batches.iter().rev().take(3).all(|&batch| batch * 100 >= 1_000_000));
    }

    #[test]
    fn slow_calls_stop_at_three_batches_once_they_have_taken_long_enough() {
        let options = Options { samples: 11, enough: Duration::from_secs(1), ..Options::MEASURE };
        let timed = |call: Duration| {
            let mut batches = 0;
            per_call(Options { warm_up: Duration::ZERO, ..options }, |batch| {
                batches += 1;
                call * batch as u32
            });
            batches
        };
        // A call of 400 ms: one batch sizes it, then three are timed (1.2 s > 1 s).
        assert_eq!(timed(Duration::from_millis(400)), 1 + MIN_SAMPLES);
        // A call of 100 µs: 5 ms batches, all 11 of them (55 ms in all).
        let fast = timed(Duration::from_micros(100));
        assert!((11..=11 + 8).contains(&fast), "{fast}");
    }
}
