//! The parent: every selected pair in a child of its own, restarted after a case that kills it,
//! and what each pair's worst cases cost per input byte.

use std::{
    fmt::Write as _,
    io::{BufRead, BufReader, Read},
    path::Path,
    process::{Child, Command, Stdio},
    sync::mpsc::{self, RecvTimeoutError},
    time::{Duration, Instant},
};

use anyhow::Context;
use bench_support::UsageError;
use format_api::Codec;
use hostile::crafted;
use hostile_file::{Hostile, Row, Worst};
use registry::{Dataset, Visitor};

/// A case that has not answered in this long is a hang: a decode of a few records and a promise
/// of at most 1 MiB takes microseconds.
const CASE_TIMEOUT: Duration = Duration::from_secs(1);
/// How long a child may take to start and encode its valid input.
const STARTUP_TIMEOUT: Duration = Duration::from_secs(60);
/// The bytes of a worst case's input kept in the results, from its start: enough to hold the
/// length it was written with, which sits in the first [`crafted::POSITIONS`].
const KEPT_BYTES: usize = 96;

#[derive(Debug)]
pub(crate) struct Options {
    /// Format names or `name/variant`s; every format when empty.
    pub(crate) formats: Vec<String>,
    /// Data sets; every one when empty.
    pub(crate) datasets: Vec<String>,
    /// The time each pair's cases get, from its valid input's answer; the cases past it are not
    /// run, and the row says how many were.
    pub(crate) budget: Duration,
}

/// A pair the walk offers.
struct Pair {
    format: String,
    name: &'static str,
    package: &'static str,
    dataset: &'static str,
}

struct Collect(Vec<Pair>);

impl Visitor for Collect {
    fn codec<F: Codec<T>, T: Dataset>(&mut self) {
        let descriptor = F::DESCRIPTOR;
        self.0.push(Pair {
            format: format!("{}/{}", descriptor.name, descriptor.variant),
            name: descriptor.name,
            package: descriptor.package,
            dataset: T::NAME,
        });
    }
}

/// Every chosen pair's row, in the registry's order.
pub(crate) fn scan(options: &Options) -> anyhow::Result<Vec<Row>> {
    let mut collect = Collect(Vec::new());
    registry::visit_formats(&mut collect);
    let all = collect.0;
    for format in &options.formats {
        if !all.iter().any(|pair| pair.name == format || &pair.format == format) {
            return Err(UsageError(format!("--format: no format {format}")).into());
        }
    }
    for dataset in &options.datasets {
        if !all.iter().any(|pair| pair.dataset == dataset) {
            return Err(UsageError(format!("--dataset: no data set {dataset}")).into());
        }
    }
    let chosen: Vec<&Pair> = all
        .iter()
        .filter(|pair| {
            options.formats.is_empty()
                || options
                    .formats
                    .iter()
                    .any(|format| pair.name == format || &pair.format == format)
        })
        .filter(|pair| {
            options.datasets.is_empty() || options.datasets.iter().any(|name| pair.dataset == name)
        })
        .collect();
    if chosen.is_empty() {
        return Err(UsageError("no format meets the data sets chosen".into()).into());
    }
    let program = std::env::current_exe().context("cannot find this program to start children")?;
    let started = Instant::now();
    let mut rows = Vec::new();
    for (index, pair) in chosen.iter().enumerate() {
        let row = scan_pair(&program, pair, options.budget);
        eprintln!("[{}/{}] {}", index + 1, chosen.len(), progress(&row));
        rows.push(row);
    }
    eprintln!("hostile: {} pairs in {:.0} s", rows.len(), started.elapsed().as_secs_f64());
    Ok(rows)
}

/// A pair's line as it finishes: its cases, what ended any, and its worst allocation.
fn progress(row: &Row) -> String {
    let head = format!("{} on {}", row.format, row.dataset);
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

/// One pair's cases, in as many children as it takes.
fn scan_pair(program: &Path, pair: &Pair, budget: Duration) -> Row {
    let (format, dataset) = (pair.format.as_str(), pair.dataset);
    let mut row = Row {
        package: pair.package.to_owned(),
        format: format.to_owned(),
        dataset: dataset.to_owned(),
        ..Row::default()
    };
    let mut valid: Option<Vec<u8>> = None;
    let mut from = 0;
    // Set when the valid input answers: the cases' time starts then.
    let mut deadline: Option<Instant> = None;
    loop {
        let spawned = Command::new(program)
            .args(["--child", format, dataset, "--from", &from.to_string()])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn();
        let mut child = match spawned {
            Ok(child) => child,
            Err(error) => {
                row.failed = Some(format!("cannot start a child: {error}"));
                return row;
            }
        };
        let (lines, last_words) = readers(&mut child);
        let mut timeout = STARTUP_TIMEOUT;
        let ended = loop {
            let left = deadline.map(|deadline| deadline.saturating_duration_since(Instant::now()));
            match lines.recv_timeout(left.map_or(timeout, |left| left.min(timeout))) {
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
                    timeout = CASE_TIMEOUT;
                }
                Err(RecvTimeoutError::Timeout) => {
                    let _ = child.kill();
                    let _ = child.wait();
                    if deadline.is_some_and(|deadline| Instant::now() >= deadline) {
                        // The budget is spent: the case running is not counted, nor any after.
                        return row;
                    }
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
        if from >= count || deadline.is_some_and(|deadline| Instant::now() >= deadline) {
            return row;
        }
    }
}

enum Ended {
    Hung,
    /// The child exited or was killed by a signal, with its last line on stderr.
    Exited(String),
}

/// The child's stdout, a line at a time, and a thread that returns its stderr's last line.
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
        text.lines().rev().find(|line| !line.trim().is_empty()).unwrap_or("").trim().to_owned()
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
        Some("large") => Err(format!(
            "its small instance encodes to {} bytes, past the 16 KiB scanned",
            words.get(1).copied().unwrap_or("?")
        )),
        Some("valid") => {
            let bytes = words.get(4).map_or_else(Vec::new, |hex| unhex(hex));
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

/// The size a failed allocation asked for, from Rust's last words on it.
fn requested(words: &str) -> Option<u64> {
    let rest = words.split("memory allocation of ").nth(1)?;
    rest.split_whitespace().next()?.parse().ok()
}

fn unhex(hex: &str) -> Vec<u8> {
    (0..hex.len() / 2)
        .filter_map(|at| u8::from_str_radix(&hex[2 * at..2 * at + 2], 16).ok())
        .collect()
}

/// The amplification scan as a terminal reads it: per format variant, its worst data set by
/// allocation per input byte beside the valid input's, its worst time per input byte as a
/// multiple of the valid input's, its panics, aborts and hangs over all its cases, and the share
/// of its cases run; then the worst input of each, and the pairs not scanned.
pub(crate) fn render(scan: &Hostile) -> String {
    let meta = &scan.meta;
    let mut text = format!(
        "Crafted lengths ({} positions × {} ways × 1 KiB, 64 KiB, 1 MiB) over each data set's \
         small valid encoding, at commit {}:\nbytes allocated and time per input byte, worst case \
         of each format against its valid input; the share of its cases run in {:.1} s a data \
         set\n\n",
        meta.positions,
        meta.patterns.len(),
        meta.commit,
        meta.budget_ms as f64 / 1000.0,
    );
    let _ = writeln!(
        text,
        "{:<26} {:>11} {:>9} {:>10} {:>6} {:>6} {:>5} {:>5}  data set",
        "format", "B/input B", "valid", "time×valid", "panic", "abort", "hang", "% run"
    );
    let mut notes = String::new();
    for format in scan.formats() {
        let Some(summary) = scan.summary(format) else { continue };
        let (ratio, valid, dataset) = match summary.worst {
            Some((row, worst)) => (
                format!("{:.0}", worst.per_input_byte()),
                format!("{:.1}", row.valid_per_byte()),
                row.dataset.as_str(),
            ),
            None => ("-".into(), "-".into(), "-"),
        };
        // The share of the format's cases its pairs ran in their budgets.
        let run = 100.0 * summary.cases as f64 / summary.planned.max(1) as f64;
        let _ = writeln!(
            text,
            "{format:<26} {ratio:>11} {valid:>9} {:>10} {:>6} {:>6} {:>5} {:>5}  {dataset}",
            format!("{:.1}", summary.slowest),
            summary.panics,
            summary.aborts,
            summary.hangs,
            format!("{run:.0}"),
        );
        if let Some((row, worst)) = summary.worst {
            let _ = writeln!(
                notes,
                "{format} on {}: {} ({}, {} input bytes → {} bytes)",
                row.dataset, worst.case, worst.outcome, worst.input_bytes, worst.amount
            );
        }
    }
    // The pairs without figures, a line per data set (the `chunks` blobs are past the cap for
    // every format).
    let mut failed: Vec<(&str, Vec<&str>)> = Vec::new();
    for row in scan.amplification.iter().filter(|row| row.failed.is_some()) {
        match failed.iter_mut().find(|(dataset, _)| *dataset == row.dataset) {
            Some((_, formats)) => formats.push(&row.format),
            None => failed.push((&row.dataset, vec![&row.format])),
        }
    }
    for (dataset, formats) in failed {
        let rows = &scan.amplification;
        let first = rows.iter().find(|row| row.dataset == dataset && row.failed.is_some());
        let why = first.and_then(|row| row.failed.as_deref()).unwrap_or("");
        let _ = writeln!(
            notes,
            "not scanned on {dataset}: {} ({why}{})",
            formats.join(", "),
            if formats.len() > 1 { ", for the first" } else { "" }
        );
    }
    text + "\n" + &notes
}

/// Each format's verdict ([`Hostile::verdict`]), a line each.
pub(crate) fn render_verdicts(scan: &Hostile) -> String {
    let mut text = format!("Verdicts ({}):\n\n", scan.rule());
    for format in scan.formats() {
        let verdict = scan.verdict(format);
        let _ = writeln!(text, "{format:<26} {}", verdict.words(&scan.meta.stacks));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_allocation_says_its_size_and_the_worst_case_is_the_costliest_per_byte() {
        assert_eq!(requested("memory allocation of 1073741824 bytes failed"), Some(1 << 30));
        assert_eq!(requested("thread 'main' has overflowed its stack"), None);
        let mut worst = None;
        keep_worst(&mut worst, 0, &[0; 10], "error", 100);
        keep_worst(&mut worst, 1, &[0; 100], "error", 500);
        keep_worst(&mut worst, 2, &[0; 4], "error", 80);
        assert_eq!(worst.map(|worst| worst.index), Some(2));
        assert_eq!(unhex("00ff10"), [0, 0xff, 0x10]);
    }
}
