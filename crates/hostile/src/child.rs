//! The child: one pair's small valid encoding, then its crafted inputs from a case on, through
//! [`hostile_scan::child::run`], each decode's allocation counted by [`hostile::Tracking`].

use std::time::Instant;

use anyhow::{Context, bail};
use format_api::Codec;
use hostile::measure;
use hostile_scan::child::{Decoded, Outcome, outcome};
use registry::{Dataset, Visitor};

/// The address space a child may use: far beyond what any decode of a few records needs, so that
/// a length an input promises fails to allocate here, on any machine.
pub(crate) const MEMORY_LIMIT: u64 = 1 << 30;

/// The largest valid encoding scanned. Each of its thousands of cases decodes the whole input
/// (three times), so a larger one measures the decoder's speed on its bytes, not what a length
/// makes it do: `chunks`' three 96 KiB blobs, and their text encodings, are left out.
const MAX_VALID: usize = 16 << 10;

/// Runs one pair's cases from case `from`: the benchmark's decoder, or with `configured` its
/// library's documented limit ([`hostile::configured`]).
pub(crate) fn run(format: &str, dataset: &str, from: u64, configured: bool) -> anyhow::Result<()> {
    hostile_scan::cap_memory(MEMORY_LIMIT).context("cannot cap the child's address space")?;
    // Panics are outcomes here, counted by the parent; their messages would only be noise.
    std::panic::set_hook(Box::new(|_| {}));
    let mut find = Find { format, dataset, from, found: false };
    if configured {
        hostile::configured::visit(&mut find);
    } else {
        registry::visit_formats(&mut find);
    }
    if !find.found {
        bail!("no format {format} with data set {dataset}");
    }
    Ok(())
}

struct Find<'a> {
    format: &'a str,
    dataset: &'a str,
    from: u64,
    found: bool,
}

impl Visitor for Find<'_> {
    fn codec<F: Codec<T>, T: Dataset>(&mut self) {
        let descriptor = F::DESCRIPTOR;
        let name = format!("{}/{}", descriptor.name, descriptor.variant);
        if !self.found && name == self.format && T::NAME == self.dataset {
            self.found = true;
            cases::<F, T>(self.from);
        }
    }
}

fn cases<F: Codec<T>, T: Dataset>(from: u64) {
    // A few records, as the corrupt-input sweep mutates.
    let records = match T::DEFAULT_LEN {
        0 => engine::sweep::RECORDS,
        len => len.min(engine::sweep::RECORDS),
    };
    let value = T::generate(records);
    let mut format = F::default();
    let mut out = Vec::new();
    let Ok(valid) = format.encode(&value, &mut out).map(<[u8]>::to_vec) else {
        println!("unencodable");
        return;
    };
    if valid.len() > MAX_VALID {
        println!("large {}", valid.len());
        return;
    }
    hostile_scan::child::run(&valid, from, |input| {
        let started = Instant::now();
        let (outcome, allocation) = measure(|| outcome(|| format.decode(input).map(drop)));
        let nanos = started.elapsed().as_nanos();
        if outcome == Outcome::Panic {
            // The format's reusable state may be half-updated after a panic.
            format = F::default();
        }
        Decoded { outcome, peak: allocation.peak, largest: allocation.largest, nanos }
    });
}
