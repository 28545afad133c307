//! A bench binary's part in the corrupt-input sweep (the `sweep` crate is the parent): it
//! lists the pairs it would sweep (`Role::SweepPairs`), and, as the memory-capped child of one
//! pair (`Role::Sweep`), decodes that pair's corrupt inputs and answers one flushed line per case,
//! so that the parent knows which case killed it.

use std::{io::Write, panic::AssertUnwindSafe};

use anyhow::bail;
use bench_support::robustness::Outcome;
use format_api::{Codec, Descriptor};

use crate::{
    Dataset, Suite, Visitor, mutate,
    spec::{Selection, SweepPair, SweepSpec},
};

pub use protocol::sweep::{MEMORY_LIMIT_BYTES, MUTATIONS, READY, RECORDS, SEED};

/// The records of the small instance each data set is mutated from: a few, so that 10,000 cases
/// stay quick even for the 96 KiB chunks. A data set without a default length (a user's values,
/// `serbench`) gives its first few.
fn small_len<T: Dataset>() -> usize {
    match T::DEFAULT_LEN {
        0 => RECORDS,
        len => len.min(RECORDS),
    }
}

/// The pairs of suite `S` that `selected` keeps (given a format and a data set's name), each with
/// the size of the instance its inputs are mutated from.
pub fn pairs<S: Suite>(selected: &dyn Fn(&Descriptor, &str) -> bool) -> Vec<SweepPair> {
    let mut collect = Collect { selected, pairs: Vec::new() };
    S::visit(&mut collect);
    collect.pairs
}

/// [`pairs`] of the formats and data sets `selection` names.
pub(crate) fn selected_pairs<S: Suite>(selection: &Selection) -> Vec<SweepPair> {
    pairs::<S>(&|format, dataset| selection.has(format, dataset))
}

struct Collect<'a> {
    selected: &'a dyn Fn(&Descriptor, &str) -> bool,
    pairs: Vec<SweepPair>,
}

impl Visitor for Collect<'_> {
    fn codec<F: Codec<T>, T: Dataset>(&mut self) {
        if !(self.selected)(&F::DESCRIPTOR, T::NAME) {
            return;
        }
        let value = T::generate(small_len::<T>());
        let mut out = Vec::new();
        let encoded_bytes = F::default().encode(&value, &mut out).map_or(0, <[u8]>::len);
        self.pairs.push(SweepPair {
            format: F::DESCRIPTOR.name.into(),
            variant: F::DESCRIPTOR.variant.into(),
            dataset: T::NAME.into(),
            records: value.records(),
            encoded_bytes,
        });
    }
}

/// The child: caps its memory, finds its pair in suite `S`, and answers one line per case.
pub(crate) fn child<S: Suite>(spec: &SweepSpec) -> anyhow::Result<()> {
    cap_memory(MEMORY_LIMIT_BYTES);
    // Panics are outcomes here, counted by the parent; their messages would only be noise.
    std::panic::set_hook(Box::new(|_| {}));
    let mut find = Find { spec, found: false };
    S::visit(&mut find);
    if !find.found {
        bail!("no format {}/{} with data set {}", spec.format, spec.variant, spec.dataset);
    }
    Ok(())
}

/// Finds the spec's format and data set in a walk and runs its cases.
struct Find<'a> {
    spec: &'a SweepSpec,
    found: bool,
}

impl Visitor for Find<'_> {
    fn codec<F: Codec<T>, T: Dataset>(&mut self) {
        let descriptor = F::DESCRIPTOR;
        if !self.found
            && descriptor.name == self.spec.format
            && descriptor.variant == self.spec.variant
            && T::NAME == self.spec.dataset
        {
            self.found = true;
            run_cases::<F, T>(self.spec);
        }
    }
}

fn run_cases<F: Codec<T>, T: Dataset>(spec: &SweepSpec) {
    let value = T::generate(small_len::<T>());
    let mut format = F::default();
    let mut out = Vec::new();
    let Ok(encoded) = format.encode(&value, &mut out).map(<[u8]>::to_vec) else { return };
    let seed = mutate::seed_for(&F::DESCRIPTOR, T::NAME);
    let mut stdout = std::io::stdout().lock();
    if writeln!(stdout, "{READY}").and_then(|()| stdout.flush()).is_err() {
        return;
    }
    for case in spec.start..spec.end {
        let input = mutate::mutate(&encoded, seed, case);
        let outcome = std::panic::catch_unwind(AssertUnwindSafe(|| format.decode(&input)));
        let outcome = match outcome {
            Ok(Err(_)) => Outcome::Error,
            Ok(Ok(decoded)) if decoded == value => Outcome::Original,
            Ok(Ok(_)) => Outcome::Garbage,
            Err(_) => {
                // The format's reusable state may be half-updated after a panic.
                format = F::default();
                Outcome::Panic
            }
        };
        // Each answer is flushed before the next case, so the parent knows which case killed us.
        if writeln!(stdout, "{case} {outcome}").and_then(|()| stdout.flush()).is_err() {
            return;
        }
    }
}

/// Caps the process's address space so that a runaway allocation fails (and aborts) here rather
/// than swapping the machine. Unix only: elsewhere the child runs uncapped, and an allocation
/// bomb is what the machine makes of it.
fn cap_memory(bytes: u64) {
    #[cfg(unix)]
    {
        let limit = libc::rlimit { rlim_cur: bytes, rlim_max: bytes };
        // SAFETY: `setrlimit` reads the struct it is given; RLIMIT_AS is a valid resource.
        unsafe {
            libc::setrlimit(libc::RLIMIT_AS, &limit);
        }
    }
    #[cfg(not(unix))]
    let _ = bytes;
}
