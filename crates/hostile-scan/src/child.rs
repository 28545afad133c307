//! The child's side: one decoder's crafted inputs, from a case on, a flushed line each, so that
//! the parent knows which case killed it.
//!
//! First `valid LEN PEAK NANOS HEX` (or `refused OUTCOME`, where the decoder does not read the valid
//! encoding back, and nothing else): the valid encoding's size, its decode's peak allocation and
//! time (the median of 5), and its bytes, from which every case is written. Then, per case,
//! `INDEX OUTCOME PEAK LARGEST NANOS`: `error`, `accepted` (a value came back) or `panic`, the
//! decode's peak and largest allocation (0 where the decoder's process cannot count them), and
//! its time, the decoded value's free included. A case is timed once; one that is the slowest per
//! input byte this child has seen is timed twice more and answers the median of the three (one
//! timing of a few microseconds is at the mercy of an interrupt, and only the worst case's time
//! is published). Timing every case three times took three times as long, spent on cases no
//! figure uses.

use std::{
    io::Write,
    panic::{AssertUnwindSafe, catch_unwind},
};

use crate::crafted;

/// What one decode did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A value came back.
    Accepted,
    /// The decoder refused the input.
    Error,
    /// The decoder panicked.
    Panic,
}

impl Outcome {
    /// The word the protocol writes.
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Accepted => "accepted",
            Outcome::Error => "error",
            Outcome::Panic => "panic",
        }
    }
}

/// What `decode` did, its panic caught.
pub fn outcome<E>(decode: impl FnOnce() -> Result<(), E>) -> Outcome {
    match catch_unwind(AssertUnwindSafe(decode)) {
        Ok(Ok(())) => Outcome::Accepted,
        Ok(Err(_)) => Outcome::Error,
        Err(_) => Outcome::Panic,
    }
}

/// One decode: its outcome, what it allocated (its peak over what was live before, and its
/// largest single request), and its time in nanoseconds.
#[derive(Clone, Copy, Debug)]
pub struct Decoded {
    pub outcome: Outcome,
    pub peak: u64,
    pub largest: u64,
    pub nanos: u128,
}

/// Runs the cases of `valid` from case `from`, each through `decode`, answering on stdout; stops
/// quietly when the parent stops reading.
pub fn run(valid: &[u8], from: u64, mut decode: impl FnMut(&[u8]) -> Decoded) {
    // A decoder that refuses its own valid encoding would refuse every case, and read as safe.
    let first = decode(valid);
    if first.outcome != Outcome::Accepted {
        let _ = writeln!(std::io::stdout(), "refused {}", first.outcome.word());
        return;
    }
    let mut times: Vec<u128> = (0..5).map(|_| decode(valid).nanos).collect();
    times.sort_unstable();
    let peak = decode(valid).peak;
    let mut stdout = std::io::stdout().lock();
    let valid_line = format!("valid {} {peak} {} {}", valid.len(), times[2], crate::hex(valid));
    if writeln!(stdout, "{valid_line}").and_then(|()| stdout.flush()).is_err() {
        return;
    }
    // The slowest time per input byte so far, as the median of three.
    let mut slowest = 0.0_f64;
    for index in from..crafted::count(valid.len()) {
        let input = crafted::case(index).input(valid);
        let mut decoded = decode(&input);
        let per_byte = |nanos: u128| nanos as f64 / input.len().max(1) as f64;
        if per_byte(decoded.nanos) > slowest && decoded.outcome != Outcome::Panic {
            let mut three = [decoded.nanos, decode(&input).nanos, decode(&input).nanos];
            three.sort_unstable();
            decoded.nanos = three[1];
            slowest = slowest.max(per_byte(decoded.nanos));
        }
        let Decoded { outcome, peak, largest, nanos } = decoded;
        let line = format!("{index} {} {peak} {largest} {nanos}", outcome.word());
        if writeln!(stdout, "{line}").and_then(|()| stdout.flush()).is_err() {
            return;
        }
    }
}
