//! The sweep's child: caps its own memory, decodes the corrupt inputs of one format × data set
//! and answers one flushed line per case, so that the parent knows which case killed it. The
//! child is the parent's own binary re-run with a [`Spec`] in its environment: `bench-cli`, or a
//! user's bench target (`serbench`).

use std::{io::Write, panic::AssertUnwindSafe, path::Path, process::Command};

use anyhow::bail;
use bench_support::robustness::Outcome;
use engine::{Dataset, Visitor};
use format_api::Codec;
use serde::{Deserialize, Serialize};

use crate::{MEMORY_LIMIT_BYTES, READY, mutate, small_len};

/// The environment variable that marks a child and carries its spec as JSON.
const SPEC_ENV: &str = "SERBENCH_ROBUSTNESS_CHILD";

/// What the sweep asks a child to run: one format variant on one data set, cases `start..end`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Spec {
    pub format: String,
    pub variant: String,
    pub dataset: String,
    pub start: u64,
    pub end: u64,
}

impl Spec {
    /// The spec this process was started with as a child; `None` for any other process.
    pub fn from_env() -> anyhow::Result<Option<Spec>> {
        bench_support::spec_from_env(SPEC_ENV)
    }

    /// A command that runs `executable` as the child of this spec.
    pub fn command(&self, executable: &Path) -> anyhow::Result<Command> {
        bench_support::spec_command(executable, SPEC_ENV, self)
    }
}

/// Finds the spec's format and data set in a walk and runs its cases.
#[derive(Debug)]
pub struct Find<'a> {
    spec: &'a Spec,
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

/// The child: caps its memory, finds its format and data set in `walk` (every format the parent
/// may ask for), and answers one line per case.
pub fn run(spec: &Spec, walk: impl FnOnce(&mut Find<'_>)) -> anyhow::Result<()> {
    cap_memory(MEMORY_LIMIT_BYTES);
    // Panics are outcomes here, counted by the parent; their messages would only be noise.
    std::panic::set_hook(Box::new(|_| {}));
    let mut find = Find { spec, found: false };
    walk(&mut find);
    if !find.found {
        bail!("no format {}/{} with data set {}", spec.format, spec.variant, spec.dataset);
    }
    Ok(())
}

fn run_cases<F: Codec<T>, T: Dataset>(spec: &Spec) {
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
