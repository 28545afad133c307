//! The child: one pair's crafted inputs, from a case on, a flushed line each, so that the parent
//! knows which case killed it.
//!
//! First `valid LEN PEAK NANOS HEX`: the valid encoding's size, its decode's peak allocation and
//! time (the median of 5), and its bytes, from which every case is written. Then, per case,
//! `INDEX OUTCOME PEAK LARGEST NANOS`: `error`, `accepted` (a value came back) or `panic`, the
//! decode's peak and largest allocation, and its time, the decoded value's free included. A case
//! is timed once; one that is the slowest per input byte this child has seen is timed twice more
//! and answers the median of the three (one timing of a few microseconds is at the mercy of an
//! interrupt, and only the worst case's time is published). Timing every case three times took
//! three times as long, spent on cases no figure uses.

use std::{
    io::Write,
    panic::{AssertUnwindSafe, catch_unwind},
    time::Instant,
};

use anyhow::bail;
use format_api::Codec;
use hostile::{crafted, measure};
use registry::{Dataset, Visitor};

/// The address space a child may use: far beyond what any decode of a few records needs, so that
/// a length an input promises fails to allocate here, on any machine.
pub(crate) const MEMORY_LIMIT: u64 = 1 << 30;

/// The records of the valid instance: a few, as the corrupt-input sweep mutates.
const RECORDS: usize = 3;

/// The largest valid encoding scanned. Each of its thousands of cases decodes the whole input
/// (three times), so a larger one measures the decoder's speed on its bytes, not what a length
/// makes it do: `chunks`' three 96 KiB blobs, and their text encodings, are left out.
const MAX_VALID: usize = 16 << 10;

pub(crate) fn run(format: &str, dataset: &str, from: u64) -> anyhow::Result<()> {
    cap_memory();
    // Panics are outcomes here, counted by the parent; their messages would only be noise.
    std::panic::set_hook(Box::new(|_| {}));
    let mut find = Find { format, dataset, from, found: false };
    registry::visit_formats(&mut find);
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
    let records = match T::DEFAULT_LEN {
        0 => RECORDS,
        len => len.min(RECORDS),
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
    let mut times: Vec<u128> = (0..5).map(|_| decode(&mut format, &valid).2).collect();
    times.sort_unstable();
    let (_, allocation, _) = decode(&mut format, &valid);
    let hex: String = valid.iter().map(|byte| format!("{byte:02x}")).collect();
    let mut stdout = std::io::stdout().lock();
    let valid_line = format!("valid {} {} {} {hex}", valid.len(), allocation.peak, times[2]);
    if writeln!(stdout, "{valid_line}").and_then(|()| stdout.flush()).is_err() {
        return;
    }
    // The slowest time per input byte so far, as the median of three.
    let mut slowest = 0.0_f64;
    for index in from..crafted::count(valid.len()) {
        let input = crafted::case(index).input(&valid);
        let (outcome, allocation, mut nanos) = decode(&mut format, &input);
        let per_byte = |nanos: u128| nanos as f64 / input.len().max(1) as f64;
        if per_byte(nanos) > slowest && outcome.is_ok() {
            let mut three = [nanos, decode(&mut format, &input).2, decode(&mut format, &input).2];
            three.sort_unstable();
            nanos = three[1];
            slowest = slowest.max(per_byte(nanos));
        }
        let outcome = match outcome {
            Ok(Ok(())) => "accepted",
            Ok(Err(_)) => "error",
            Err(_) => {
                // The format's reusable state may be half-updated after a panic.
                format = F::default();
                "panic"
            }
        };
        let line = format!("{index} {outcome} {} {} {nanos}", allocation.peak, allocation.largest);
        if writeln!(stdout, "{line}").and_then(|()| stdout.flush()).is_err() {
            return;
        }
    }
}

/// One decode of `input`, its value freed: whether it came back (or panicked), what it allocated,
/// and its time.
fn decode<F: Codec<T>, T>(
    format: &mut F,
    input: &[u8],
) -> (std::thread::Result<Result<(), F::Error>>, hostile::Allocation, u128) {
    let started = Instant::now();
    let (outcome, allocation) =
        measure(|| catch_unwind(AssertUnwindSafe(|| format.decode(input).map(drop))));
    (outcome, allocation, started.elapsed().as_nanos())
}

/// Caps the address space (so that a runaway allocation fails, and aborts, here) and turns off
/// core dumps. Unix only: elsewhere the child runs uncapped.
fn cap_memory() {
    #[cfg(unix)]
    {
        let memory = libc::rlimit { rlim_cur: MEMORY_LIMIT, rlim_max: MEMORY_LIMIT };
        let no_core = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: `setrlimit` reads the structs it is given; both resources are valid.
        unsafe {
            libc::setrlimit(libc::RLIMIT_AS, &memory);
            libc::setrlimit(libc::RLIMIT_CORE, &no_core);
        }
    }
}
