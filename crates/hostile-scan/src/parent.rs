//! The parent's side: one decoder's crafted cases in as many children as it takes, each child
//! restarted after the case that ended the last (an abort, its allocation's size read from its
//! last words, or a hang), and the decoder's worst cases kept, by allocation and by time per
//! input byte.

use std::{
    fmt::Write as _,
    io::{BufRead, BufReader, Read},
    process::{Child, Command, Stdio},
    sync::mpsc::{self, RecvTimeoutError},
    time::{Duration, Instant},
};

use hostile_file::{Row, Worst};

use crate::crafted;

/// A case that has not answered in this long is a hang: a decode of a few records and a promise
/// of at most 1 MiB takes microseconds.
const CASE_TIMEOUT: Duration = Duration::from_secs(1);
/// How long a child may take to start and encode its valid input.
const STARTUP_TIMEOUT: Duration = Duration::from_secs(60);
/// The cases that end a child (aborts and hangs) after which a pair's scan stops. A decoder that
/// believes lengths ends a child on most cases at the positions of its counts, each costing a
/// child's start (or [`CASE_TIMEOUT`]); eight have shown what it does. A count of cases, not a
/// time, so that a pair's counts are its decoder's and the same in every scan.
pub const ENDINGS: u64 = 8;

/// The bytes of a worst case's input kept in the results, from its start: enough to hold the
/// length it was written with, which sits in the first [`crafted::POSITIONS`].
const KEPT_BYTES: usize = 96;

/// A pair's line as it finishes, for a progress log: its cases, what ended any, and its worst allocation.
pub fn progress(row: &Row) -> String {
    let limited = if row.setting.is_some() { " (its limit)" } else { "" };
    let head = format!("{}{limited} on {}", row.format, row.dataset);
    if let Some(why) = &row.failed {
        return format!("{head}: not scanned ({why})");
    }
    let mut line = format!("{head}: {} of {} cases", row.cases, row.planned);
    for (count, what) in [(row.panics, "panics"), (row.aborts, "aborts"), (row.hangs, "hangs")] {
        if count > 0 {
            let _ = write!(line, ", {count} {what}");
        }
    }
    if let Some(worst) = &row.worst_allocation {
        let _ = write!(
            line,
            "; worst {:.0} B a byte ({} B from {} B: {})",
            worst.per_input_byte(),
            worst.amount,
            worst.input_bytes,
            worst.case
        );
    }
    line
}

/// One decoder's cases, in as many children as it takes: `row` names it (its package, format,
/// data set and setting), `child(from)` is the command that starts a child at case `from`, and
/// `budget` is the most time its cases get from its valid input's answer. The cases past it, or
/// past the [`ENDINGS`]th that ends a child, are not run, and the row says how many were.
pub fn scan(mut row: Row, budget: Duration, child: &dyn Fn(u64) -> Command) -> Row {
    let mut valid: Option<Vec<u8>> = None;
    let mut from = 0;
    // Set when the valid input answers: the cases' time starts then.
    let mut deadline: Option<Instant> = None;
    loop {
        let spawned =
            child(from).stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn();
        let mut child = match spawned {
            Ok(child) => child,
            Err(error) => {
                row.failed = Some(format!("cannot start a child: {error}"));
                return row;
            }
        };
        let (lines, last_words) = readers(&mut child);
        // Each case gets its full timeout, the budget's last one too: the budget is checked as
        // each case answers, so a hang is counted wherever it falls.
        let mut timeout = STARTUP_TIMEOUT;
        let ended = loop {
            match lines.recv_timeout(timeout) {
                Ok(line) => {
                    if let Err(why) = answer(&mut row, &mut valid, &mut from, &line) {
                        row.failed = Some(why);
                        let _ = child.kill();
                        let _ = child.wait();
                        return row;
                    }
                    if let Some(valid) = &valid {
                        row.planned = crafted::count(valid.len());
                        deadline.get_or_insert_with(|| Instant::now() + budget);
                    }
                    if deadline.is_some_and(|deadline| Instant::now() >= deadline) {
                        // The budget is spent: the cases after this one are not run.
                        let _ = child.kill();
                        let _ = child.wait();
                        return row;
                    }
                    timeout = CASE_TIMEOUT;
                }
                Err(RecvTimeoutError::Timeout) => {
                    let _ = child.kill();
                    let _ = child.wait();
                    break Ended::Hung;
                }
                Err(RecvTimeoutError::Disconnected) => {
                    let _ = child.wait();
                    break Ended::Exited(last_words.join().unwrap_or_default());
                }
            }
        };
        let Some(valid) = &valid else {
            let why = match ended {
                Ended::Hung => "the child did not start in time".to_owned(),
                Ended::Exited(words) => format!("the child ended before its valid input: {words}"),
            };
            row.failed = Some(why);
            return row;
        };
        let count = crafted::count(valid.len());
        if from >= count {
            return row;
        }
        // Case `from` ended the child.
        let case = crafted::case(from);
        let input = case.input(valid);
        match ended {
            Ended::Hung => {
                row.hangs += 1;
                let nanos = CASE_TIMEOUT.as_nanos() as u64;
                keep_worst(&mut row.worst_time, from, &input, "hang", nanos);
            }
            Ended::Exited(words) => {
                row.aborts += 1;
                if let Some(bytes) = requested(&words) {
                    keep_worst(&mut row.worst_allocation, from, &input, "abort", bytes);
                }
            }
        }
        row.cases += 1;
        from += 1;
        let ended = row.aborts + row.hangs >= ENDINGS;
        if ended || from >= count || deadline.is_some_and(|deadline| Instant::now() >= deadline) {
            return row;
        }
    }
}

enum Ended {
    Hung,
    /// The child exited or was killed by a signal, with what it said on stderr ([`said`]).
    Exited(String),
}

/// The child's stdout, a line at a time, and a thread that returns what it said on stderr ([`said`]).
fn readers(child: &mut Child) -> (mpsc::Receiver<String>, std::thread::JoinHandle<String>) {
    let (sender, receiver) = mpsc::channel();
    if let Some(stdout) = child.stdout.take() {
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    return;
                }
            }
        });
    }
    let stderr = child.stderr.take();
    let last_words = std::thread::spawn(move || {
        let mut text = String::new();
        if let Some(mut stderr) = stderr {
            let _ = stderr.read_to_string(&mut text);
        }
        said(&text).to_owned()
    });
    (receiver, last_words)
}

/// Takes one line of the child's into `row`; an error is why the pair has no figures.
fn answer(
    row: &mut Row,
    valid: &mut Option<Vec<u8>>,
    from: &mut u64,
    line: &str,
) -> Result<(), String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let number = |at: usize| -> Result<u64, String> {
        words.get(at).and_then(|word| word.parse().ok()).ok_or_else(|| format!("child: {line}"))
    };
    match words.first().copied() {
        Some("unencodable") => Err("the format cannot encode the data set's small instance".into()),
        Some("refused") => Err(format!(
            "its decoder does not read back its own valid encoding ({})",
            words.get(1).copied().unwrap_or("error")
        )),
        Some("large") => Err(format!(
            "its small instance encodes to {} bytes, past the 16 KiB scanned",
            words.get(1).copied().unwrap_or("?")
        )),
        Some("valid") => {
            let bytes = words.get(4).map_or(Some(Vec::new()), |hex| crate::unhex(hex));
            let bytes = bytes.ok_or("its child wrote the valid encoding as other than hex")?;
            if valid.as_ref().is_some_and(|known| *known != bytes) {
                return Err("two children encoded the valid instance differently".into());
            }
            row.valid_bytes = bytes.len();
            row.valid_peak = number(2)?;
            row.valid_nanos = number(3)?;
            *valid = Some(bytes);
            Ok(())
        }
        _ => {
            let Some(valid) = valid.as_ref() else { return Err(format!("child: {line}")) };
            let index = number(0)?;
            let outcome = *words.get(1).ok_or_else(|| format!("child: {line}"))?;
            let (peak, largest, nanos) = (number(2)?, number(3)?, number(4)?);
            match outcome {
                "error" => row.errors += 1,
                "accepted" => row.accepted += 1,
                "panic" => row.panics += 1,
                _ => return Err(format!("child: {line}")),
            }
            row.cases += 1;
            let input = crafted::case(index).input(valid);
            keep_worst(&mut row.worst_allocation, index, &input, outcome, peak.max(largest));
            keep_worst(&mut row.worst_time, index, &input, outcome, nanos);
            *from = index + 1;
            Ok(())
        }
    }
}

/// Replaces `worst` with this case where it costs more per input byte.
fn keep_worst(worst: &mut Option<Worst>, index: u64, input: &[u8], outcome: &str, amount: u64) {
    let candidate = Worst {
        index,
        case: crafted::case(index).describe(),
        outcome: outcome.to_owned(),
        input_bytes: input.len(),
        amount,
        input: input.iter().take(KEPT_BYTES).map(|byte| format!("{byte:02x}")).collect(),
    };
    if worst.as_ref().is_none_or(|known| candidate.per_input_byte() > known.per_input_byte()) {
        *worst = Some(candidate);
    }
}

/// What a child that died said of why: the first line of its stderr, Rust's report (an
/// allocation that failed, a panic, a stack overflow), which a backtrace follows when
/// `RUST_BACKTRACE` asks for one.
fn said(stderr: &str) -> &str {
    stderr.lines().map(str::trim).find(|line| !line.is_empty()).unwrap_or("")
}

/// The size a failed allocation asked for, from Rust's last words on it.
fn requested(words: &str) -> Option<u64> {
    let rest = words.split("memory allocation of ").nth(1)?;
    rest.split_whitespace().next()?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_allocation_says_its_size_and_the_worst_case_is_the_costliest_per_byte() {
        assert_eq!(requested("memory allocation of 1073741824 bytes failed"), Some(1 << 30));
        assert_eq!(requested("thread 'main' has overflowed its stack"), None);
        let backtraced = "\nmemory allocation of 9961472 bytes failed\nstack backtrace:\nnote: Some \
                          details are omitted\n";
        assert_eq!(requested(said(backtraced)), Some(9_961_472));
        let mut worst = None;
        keep_worst(&mut worst, 0, &[0; 10], "error", 100);
        keep_worst(&mut worst, 1, &[0; 100], "error", 500);
        keep_worst(&mut worst, 2, &[0; 4], "error", 80);
        assert_eq!(worst.map(|worst| worst.index), Some(2));
    }
}
