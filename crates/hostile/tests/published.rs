//! The published scan's inputs, kept: every worst case `docs/data/hostile.json` calls a break
//! (an input that made a decoder abort, panic, or ask for more than [`BOUNDED`]) is written again
//! from its case number and run through the scan's own child, so that the input each published
//! verdict stands on still does what the page says, in this build.

use std::{
    io::{BufRead, BufReader, Read},
    process::{Command, Stdio},
};

use hostile_file::{AMPLIFICATION_LIMIT, BOUNDED, Hostile};

/// What the child did with one case.
#[derive(Debug)]
enum Replay {
    /// `error`, `accepted` or `panic`, and the most it held or asked for.
    Answered { outcome: String, amount: u64 },
    /// The child died on it: the size of the allocation that failed, where its last words say.
    Died(Option<u64>),
}

/// Runs case `index` of `format` on `dataset` in the scan's child (with its library's limit
/// where `configured`), and stops it after the case.
fn replay(format: &str, dataset: &str, index: u64, configured: bool) -> Replay {
    let mut command = Command::new(env!("CARGO_BIN_EXE_hostile"));
    command.args(["--child", format, dataset, "--from", &index.to_string()]);
    if configured {
        command.arg("--configured");
    }
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the scan's child starts");
    let stdout = child.stdout.take().expect("piped");
    let mut lines = BufReader::new(stdout).lines().map_while(Result::ok);
    let valid = lines.next().unwrap_or_default();
    assert!(valid.starts_with("valid "), "{format} on {dataset}: {valid}");
    let answer = lines.next();
    let _ = child.kill();
    let _ = child.wait();
    match answer {
        Some(line) => {
            let words: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(words.first().copied(), Some(index.to_string().as_str()), "{line}");
            let number = |at: usize| words.get(at).and_then(|word| word.parse::<u64>().ok());
            let amount = number(2).max(number(3)).expect("peak and largest");
            Replay::Answered { outcome: words[1].to_owned(), amount }
        }
        None => {
            let mut words = String::new();
            if let Some(mut stderr) = child.stderr.take() {
                let _ = stderr.read_to_string(&mut words);
            }
            let asked = words.split("memory allocation of ").nth(1);
            Replay::Died(asked.and_then(|rest| rest.split_whitespace().next()?.parse().ok()))
        }
    }
}

fn published() -> Hostile {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/data/hostile.json");
    let text = std::fs::read_to_string(path).expect("docs/data/hostile.json is published");
    serde_json::from_str(&text).expect("the published scan")
}

#[test]
fn every_published_input_that_breaks_a_decoder_still_does() {
    let hostile = published();
    let mut replayed = 0;
    for row in hostile.amplification.iter().filter(|row| row.failed.is_none()) {
        let Some(worst) = &row.worst_allocation else { continue };
        let breaks = matches!(worst.outcome.as_str(), "abort" | "panic")
            || (worst.amount > BOUNDED && worst.per_input_byte() > AMPLIFICATION_LIMIT);
        if !breaks {
            continue;
        }
        let replay = replay(&row.format, &row.dataset, worst.index, row.setting.is_some());
        let what = format!("{} on {}, {}: {replay:?}", row.format, row.dataset, worst.case);
        match (&replay, worst.outcome.as_str()) {
            // A build with overflow checks may stop on the length's arithmetic instead.
            (Replay::Died(_), "abort" | "panic") => {}
            (Replay::Answered { outcome, .. }, "abort" | "panic") => {
                assert_eq!(outcome, "panic", "{what}");
            }
            (Replay::Answered { amount, .. }, _) => assert!(*amount > BOUNDED, "{what}"),
            // Near the child's 1 GiB, what a release build held a debug build's larger image
            // may fail to get: the request is the break.
            (Replay::Died(asked), _) => {
                assert!(asked.is_some_and(|asked| asked > BOUNDED), "{what}");
            }
        }
        replayed += 1;
    }
    // The published scan has breaks (bincode's, capnp's, savefile's...): an empty replay would
    // mean the file lost them.
    assert!(replayed >= 10, "only {replayed} published breaks");
}

/// A library's limit that the published scan calls safe holds on the input that made its
/// decoder hold most: the setting, not the scan's budget, bounds it.
#[test]
fn every_published_limit_still_bounds_its_worst_input() {
    let hostile = published();
    let mut replayed = 0;
    for row in hostile.amplification.iter().filter(|row| row.setting.is_some()) {
        let Some(worst) = &row.worst_allocation else { continue };
        let Some((_, verdict)) = hostile.configured(&row.format) else { continue };
        if !verdict.safe() {
            continue;
        }
        let replay = replay(&row.format, &row.dataset, worst.index, true);
        let what =
            format!("{} on {} with its limit, {}: {replay:?}", row.format, row.dataset, worst.case);
        match replay {
            Replay::Answered { outcome, amount } => {
                assert_ne!(outcome, "panic", "{what}");
                assert!(amount <= BOUNDED, "{what}");
            }
            Replay::Died(_) => panic!("{what}"),
        }
        replayed += 1;
    }
    // bincode's (native and serde) and wincode's limits hold (capnp's do not, and are not
    // replayed here): fewer would mean the file lost them.
    assert!(replayed >= 5, "only {replayed} published limits");
}

/// A safe verdict stands on each format's worst inputs: the published case that made its decoder
/// hold most per input byte, replayed, still holds within the rule's bound and does not panic;
/// the case that took it longest per input byte still answers as it did (its time is the run's).
#[test]
fn every_safe_format_s_worst_input_stays_within_the_bound() {
    let hostile = published();
    let mut replayed = 0;
    for format in hostile.formats() {
        if !hostile.verdict(format).safe() {
            continue;
        }
        let Some((row, worst)) = hostile.summary(format).and_then(|summary| summary.worst) else {
            continue;
        };
        let held = replay(&row.format, &row.dataset, worst.index, false);
        let what = format!("{format} on {}, {}: {held:?}", row.dataset, worst.case);
        match held {
            Replay::Answered { outcome, amount } => {
                assert_ne!(outcome, "panic", "{what}");
                let per_byte = amount as f64 / worst.input_bytes.max(1) as f64;
                assert!(amount <= BOUNDED || per_byte <= AMPLIFICATION_LIMIT, "{what}");
            }
            Replay::Died(_) => panic!("{what}"),
        }
        // The slowest case of the same data set: a safe decoder answered it, and still does.
        if let Some(slowest) = &row.worst_time {
            let answered = replay(&row.format, &row.dataset, slowest.index, false);
            let what = format!("{format} on {}, {}: {answered:?}", row.dataset, slowest.case);
            match answered {
                Replay::Answered { outcome, .. } => assert_eq!(outcome, slowest.outcome, "{what}"),
                Replay::Died(_) => panic!("{what}"),
            }
        }
        replayed += 1;
    }
    // Most formats are safe: fewer would mean the file lost them.
    assert!(replayed >= 20, "only {replayed} safe formats replayed");
}
