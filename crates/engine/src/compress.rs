//! Each cell's encoded bytes through general-purpose compressors (zstd at levels 1 and 3, LZ4):
//! the compressed size, and the time to compress and to decompress, measured, for the tables and
//! the site's chooser, which would otherwise have to assume a compressor's speed.
//!
//! Both libraries are driven as their authors advise for speed: zstd through a reused bulk
//! compressor and decompressor (one context each, no allocation per call) into reused buffers;
//! lz4_flex's block format into reused buffers, built without its default `safe-*` features (the
//! faster paths its README recommends for performance) but with `checked-decode`, the bounds
//! checks a receiver of untrusted bytes needs. Every measurement starts by decompressing the
//! compressed bytes and holding them to the input.
//!
//! The timing is not divan's: a bench binary's compress role reads the files the prepare role
//! wrote (each distinct encoding once: the command line drops identical bytes) and times batches
//! of calls long enough to time (at least [`Budget::batch`]), the median batch's time per call,
//! with a time cap per measurement; once as `run` prepares and again after every divan round but
//! the last, keeping the lowest (`keep_lowest`), as the rounds' medians are kept.
//! docs/methodology.md says how stable it is.

use std::{
    collections::BTreeMap,
    hint::black_box,
    time::{Duration, Instant},
};

use anyhow::{Context, ensure};
use bench_support::results::{Compressed, Compressor};

use crate::spec::{CompressSpec, Compression};

/// The compress role: every file of `spec` through every compressor, in order.
pub(crate) fn files(spec: &CompressSpec) -> anyhow::Result<Compression> {
    let budget = if spec.quick { QUICK } else { FULL };
    let mut measured = Vec::new();
    for file in &spec.files {
        let bytes =
            std::fs::read(file).with_context(|| format!("cannot read {}", file.display()))?;
        measured.push(measure(&bytes, budget).with_context(|| file.display().to_string())?);
    }
    Ok(measured)
}

/// How long to measure each compressor in each direction.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Budget {
    /// The shortest batch of calls timed at once.
    pub(crate) batch: Duration,
    /// Batches per measurement, unless `cap` is reached first.
    pub(crate) batches: u32,
    /// The time after which a measurement stops, once it has three batches.
    pub(crate) cap: Duration,
}

pub(crate) const FULL: Budget =
    Budget { batch: Duration::from_millis(1), batches: 7, cap: Duration::from_millis(40) };
pub(crate) const QUICK: Budget =
    Budget { batch: Duration::from_millis(1), batches: 5, cap: Duration::from_millis(30) };

/// Measures `bytes` through every compressor in [`Compressor::ALL`].
pub(crate) fn measure(
    bytes: &[u8],
    budget: Budget,
) -> anyhow::Result<BTreeMap<String, Compressed>> {
    let mut machines = Machines::new()?;
    let mut out = BTreeMap::new();
    for compressor in Compressor::ALL {
        let context = || format!("{} on {} bytes", compressor.key(), bytes.len());
        let size = machines.compress(compressor, bytes).with_context(context)?;
        machines.decompress(compressor, size, bytes.len()).with_context(context)?;
        ensure!(
            machines.restored[..bytes.len()] == *bytes,
            "{}: decompressing did not give the input back",
            context()
        );
        let compress_ns = time_per_call(budget, || {
            black_box(machines.compress(compressor, black_box(bytes)).is_ok());
        });
        let decompress_ns = time_per_call(budget, || {
            black_box(machines.decompress(compressor, size, bytes.len()).is_ok());
        });
        out.insert(compressor.key(), Compressed { bytes: size as u64, compress_ns, decompress_ns });
    }
    Ok(out)
}

/// The compressors' contexts and the buffers they write into, reused across calls.
struct Machines {
    zstd: BTreeMap<i32, zstd::bulk::Compressor<'static>>,
    unzstd: zstd::bulk::Decompressor<'static>,
    compressed: Vec<u8>,
    restored: Vec<u8>,
}

impl Machines {
    fn new() -> anyhow::Result<Machines> {
        let mut zstd = BTreeMap::new();
        for compressor in Compressor::ALL {
            if let Compressor::Zstd(level) = compressor {
                zstd.insert(level, zstd::bulk::Compressor::new(level)?);
            }
        }
        let unzstd = zstd::bulk::Decompressor::new()?;
        Ok(Machines { zstd, unzstd, compressed: Vec::new(), restored: Vec::new() })
    }

    /// Compresses `input` into `self.compressed`; returns the compressed length.
    fn compress(&mut self, compressor: Compressor, input: &[u8]) -> anyhow::Result<usize> {
        match compressor {
            Compressor::Zstd(level) => {
                let bound = zstd::zstd_safe::compress_bound(input.len());
                self.compressed.resize(bound, 0);
                let context = self.zstd.get_mut(&level).context("no zstd context at that level")?;
                Ok(context.compress_to_buffer(input, &mut self.compressed[..])?)
            }
            Compressor::Lz4 => {
                let bound = lz4_flex::block::get_maximum_output_size(input.len());
                self.compressed.resize(bound, 0);
                Ok(lz4_flex::block::compress_into(input, &mut self.compressed)?)
            }
        }
    }

    /// Decompresses the first `size` bytes of `self.compressed` into `self.restored`, whose
    /// length is the original's, `len`.
    fn decompress(
        &mut self,
        compressor: Compressor,
        size: usize,
        len: usize,
    ) -> anyhow::Result<()> {
        self.restored.resize(len, 0);
        let input = &self.compressed[..size];
        let written = match compressor {
            Compressor::Zstd(_) => {
                self.unzstd.decompress_to_buffer(input, &mut self.restored[..])?
            }
            Compressor::Lz4 => lz4_flex::block::decompress_into(input, &mut self.restored)?,
        };
        ensure!(written == len, "decompressed {written} bytes, not {len}");
        Ok(())
    }
}

/// The median batch's time per call of `call`, in nanoseconds.
fn time_per_call(budget: Budget, mut call: impl FnMut()) -> f64 {
    // One call warms the caches and tells how many calls make a batch.
    let started = Instant::now();
    call();
    let once = started.elapsed().max(Duration::from_nanos(1));
    let per_batch = (budget.batch.as_nanos() / once.as_nanos()).clamp(1, 1 << 20) as u32;
    let mut batches = Vec::new();
    let measuring = Instant::now();
    while batches.len() < budget.batches as usize
        && (batches.len() < 3 || measuring.elapsed() < budget.cap)
    {
        let started = Instant::now();
        for _ in 0..per_batch {
            call();
        }
        batches.push(started.elapsed().as_nanos() as f64 / f64::from(per_batch));
    }
    batches.sort_by(f64::total_cmp);
    batches[batches.len() / 2]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_compressor_round_trips_and_is_timed() {
        let text: Vec<u8> =
            (0..20_000u32).flat_map(|n| format!("{},", n % 97).into_bytes()).collect();
        let measured = measure(&text, QUICK).unwrap();
        let keys: Vec<&str> = measured.keys().map(String::as_str).collect();
        assert_eq!(keys, ["lz4", "zstd-1", "zstd-3"]);
        for (key, compressed) in &measured {
            assert!(compressed.bytes > 0 && compressed.bytes < text.len() as u64 / 2, "{key}");
            assert!(compressed.compress_ns > 0.0 && compressed.decompress_ns > 0.0, "{key}");
        }
        // Empty input compresses too (a zero-record data set encodes to a few bytes or none).
        assert_eq!(measure(&[], QUICK).unwrap().len(), 3);
        let mut kept = measured.clone();
        let mut slower = measured.clone();
        for compressed in slower.values_mut() {
            compressed.compress_ns *= 2.0;
            compressed.decompress_ns /= 2.0;
        }
        crate::keep_lowest(&mut kept, &slower);
        for (key, compressed) in &kept {
            assert_eq!(compressed.compress_ns, measured[key].compress_ns, "{key}");
            assert_eq!(compressed.decompress_ns, measured[key].decompress_ns / 2.0, "{key}");
        }
    }
}
