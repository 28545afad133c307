//! Progress on stderr: a bar where stderr is a terminal; anywhere else (CI, `| tee`, a log file)
//! one plain line at each tenth of the work and at its end, with the time taken and the time
//! left, so that a long run without a terminal still says where it is.

use std::{
    borrow::Cow,
    io::IsTerminal,
    sync::Mutex,
    time::{Duration, Instant},
};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// One step's progress: `what` (`timing`, `callgrind`, `jvm`) over a number of units (cases,
/// benchmarks).
#[derive(Debug)]
pub struct Progress {
    bar: ProgressBar,
    /// The plain lines' state, where stderr is not a terminal.
    log: Option<Mutex<Log>>,
}

#[derive(Debug)]
struct Log {
    what: String,
    unit: String,
    started: Instant,
    /// The next tenth of the work that prints a line.
    next_tenth: u64,
}

impl Progress {
    /// Progress over `total` `unit`s (`cases`) of step `what`.
    pub fn new(total: u64, what: &str, unit: &str) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
        if let Ok(style) =
            ProgressStyle::with_template("{prefix} {elapsed_precise} [{bar:30}] {pos}/{len} {msg}")
        {
            bar.set_style(style.progress_chars("=> "));
        }
        bar.set_prefix(what.to_string());
        let log = (!std::io::stderr().is_terminal()).then(|| {
            Mutex::new(Log {
                what: what.into(),
                unit: unit.into(),
                started: Instant::now(),
                next_tenth: 1,
            })
        });
        Progress { bar, log }
    }

    /// `n` more units done.
    pub fn inc(&self, n: u64) {
        self.bar.inc(n);
        let Some(log) = &self.log else { return };
        let Ok(mut log) = log.lock() else { return };
        let (done, total) = (self.bar.position(), self.bar.length().unwrap_or(0));
        if total == 0 || done >= total || done * 10 < log.next_tenth * total {
            return;
        }
        log.next_tenth = done * 10 / total + 1;
        let elapsed = log.started.elapsed();
        let left = elapsed.mul_f64((total - done) as f64 / done as f64);
        eprintln!(
            "{}: {done}/{total} {} ({} %), {} so far, about {} left",
            log.what,
            log.unit,
            done * 100 / total,
            duration(elapsed),
            duration(left)
        );
    }

    /// What is being done now (the bar's message; not logged).
    pub fn set_message(&self, message: impl Into<Cow<'static, str>>) {
        self.bar.set_message(message);
    }

    /// Grows the work to `total` units.
    pub fn set_length(&self, total: u64) {
        self.bar.set_length(total);
    }

    /// Units done so far.
    pub fn position(&self) -> u64 {
        self.bar.position()
    }

    /// Runs `f` with the bar out of the way (for lines of its own on stderr).
    pub fn suspend<R>(&self, f: impl FnOnce() -> R) -> R {
        self.bar.suspend(f)
    }

    /// The step is over: the bar is cleared, and the log says how long it took (a step of under
    /// a second says nothing).
    pub fn finish(&self) {
        self.bar.finish_and_clear();
        let Some(log) = &self.log else { return };
        let Ok(log) = log.lock() else { return };
        if log.started.elapsed() < Duration::from_secs(1) {
            return;
        }
        let done = self.bar.position();
        eprintln!("{}: {done} {} in {}", log.what, log.unit, duration(log.started.elapsed()));
    }
}

/// `4 min 05 s`, `12 s`: how progress lines say a duration.
pub fn duration(duration: Duration) -> String {
    let seconds = duration.as_secs();
    match seconds {
        0..60 => format!("{seconds} s"),
        _ => format!("{} min {:02} s", seconds / 60, seconds % 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_as_minutes_and_seconds() {
        assert_eq!(duration(Duration::from_secs(12)), "12 s");
        assert_eq!(duration(Duration::from_secs(245)), "4 min 05 s");
    }
}
