//! The robustness child: caps its own memory, decodes the corrupt inputs of one format × data set
//! and answers one flushed line per case, so that the parent knows which case killed it.

use std::{io::Write, panic::AssertUnwindSafe};

use anyhow::bail;
use bench_support::robustness::Outcome;
use format_api::Codec;
use registry::{Dataset, Visitor, visit_formats};

use super::{MEMORY_LIMIT_BYTES, READY, broken, mutate, small_len};
use crate::role::RobustnessSpec;

/// The child: caps its memory, finds its format and data set, and answers one line per case.
pub(crate) fn run(spec: &RobustnessSpec) -> anyhow::Result<()> {
    cap_memory(MEMORY_LIMIT_BYTES);
    // Panics are outcomes here, counted by the parent; their messages would only be noise.
    std::panic::set_hook(Box::new(|_| {}));
    struct Find<'a> {
        spec: &'a RobustnessSpec,
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
    let mut find = Find { spec, found: false };
    visit_formats(&mut find);
    if spec.include_broken {
        broken::visit(&mut find);
    }
    if !find.found {
        bail!("no format {}/{} with data set {}", spec.format, spec.variant, spec.dataset);
    }
    Ok(())
}

fn run_cases<F: Codec<T>, T: Dataset>(spec: &RobustnessSpec) {
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
/// than swapping the machine.
fn cap_memory(bytes: u64) {
    let limit = libc::rlimit { rlim_cur: bytes, rlim_max: bytes };
    // SAFETY: `setrlimit` reads the struct it is given; RLIMIT_AS is a valid resource.
    unsafe {
        libc::setrlimit(libc::RLIMIT_AS, &limit);
    }
}
