//! `cargo bench --bench NAME -- --hostile`: what an attacker's bytes cost each format's decoder of
//! the user's type, as `cargo run -p hostile` scans the built-in data sets. The first values'
//! encoding (up to [`MAX_VALID`]) with a length that promises more than the input holds written
//! over each of its first bytes, or the encoding up to it, a length and as many zero bytes
//! ([`hostile_scan::crafted`]), each format's cases in children of this binary, restarted after a
//! case that kills one.
//!
//! A child is this bench binary started again with [`ENV`] set: it never calls the generator,
//! caps its address space at what it has mapped plus [`BOUNDED`], and decodes. The user's global
//! allocator is theirs (serbench's counts only what a case allocates in all, not a peak), so
//! the cap is the measure: a decode that holds more than 4 MiB at once, from an input of at
//! most 4 KiB (over 1024 bytes per input byte: the scan's rule), fails to allocate and ends the
//! child, whose last words say what it asked for. Panics and hangs are counted as the scan
//! counts them, and the verdict is the scan's rule ([`Hostile::verdict`]).
//!
//! Depth is the type's own: a decoder of a type that does not recurse reads no deeper than the
//! type. A recursive type given `nested = |depth| ..` ([`Nested`]) is tried as the scan tries
//! documents ([`hostile_scan::depth`]): the value nested to each depth, encoded on a large stack
//! and decoded on an 8 MiB and a 256 KiB one, each in a child (`depth` in [`ENV`]), a format's
//! stack stopping at the first depth it does not read back.

#![allow(
    clippy::print_stderr,
    reason = "a bench target's command line: its progress and a child's last words on stderr"
)]

use std::{
    path::Path,
    process::{Command, ExitCode},
    time::{Duration, Instant},
};

use anyhow::{Context, bail};
use engine::{Dataset, Visitor};
use format_api::{Codec, Descriptor};
use hostile_file::{AMPLIFICATION_LIMIT, BOUNDED, DepthRow, Hostile, Row, SCHEMA};
use hostile_scan::{
    child::{Decoded, Outcome, outcome},
    depth::{BUILD_STACK, DEPTHS, Decode, STACKS},
};

use crate::Measured;

/// A user's recursive value nested `depth` levels deep (`main!`'s `nested = ..`), for the depth
/// scan.
pub(crate) type Nested<T> = Box<dyn Fn(usize) -> T + Send + Sync>;

/// The first word of [`ENV`] in a depth child: `depth<tab>FORMAT<tab>DEPTH<tab>STACK`.
const DEPTH: &str = "depth";

/// Set in a child: `FORMAT<tab>FROM<tab>HEX`, the format's `name/variant`, its first case and the
/// valid encoding.
pub(crate) const ENV: &str = "SERBENCH_HOSTILE";

/// The largest valid encoding: the first values up to it, so that a decode holding [`BOUNDED`]
/// from it holds over [`AMPLIFICATION_LIMIT`] bytes per input byte.
const MAX_VALID: usize = (BOUNDED as f64 / AMPLIFICATION_LIMIT) as usize;

/// The time all formats' cases get together, shared out among them.
const BUDGET: Duration = Duration::from_secs(24);

/// The parent: every format of suite `S` (the user's bench target's) that carried the values, its
/// cases in children of `exe`, and where the target has a `nested` generator, its depths; as the
/// scan's file holds them (at `commit`).
pub(crate) fn scan<S: engine::Suite>(
    exe: &Path,
    formats: &[&Descriptor],
    commit: String,
    nested: bool,
) -> Hostile {
    let mut encode = Encode { formats, valid: Vec::new() };
    S::visit(&mut encode);
    let per_format = (BUDGET / formats.len().max(1) as u32).min(Duration::from_secs(1));
    let started = Instant::now();
    let mut rows = Vec::new();
    let count = encode.valid.len();
    for (index, (row, valid)) in encode.valid.into_iter().enumerate() {
        let format = row.format.clone();
        let row = match valid {
            Ok(valid) => {
                let hex = hostile_scan::hex(&valid);
                let child = |from: u64| {
                    let mut command = Command::new(exe);
                    command.env(ENV, format!("{format}\t{from}\t{hex}"));
                    command
                };
                hostile_scan::parent::scan(row, per_format, &child)
            }
            Err(why) => Row { failed: Some(why), ..row },
        };
        eprintln!("hostile [{}/{}] {}", index + 1, count, hostile_scan::parent::progress(&row));
        rows.push(row);
    }
    let depth = if nested { depths(exe, formats) } else { Vec::new() };
    eprintln!("hostile: {} formats in {:.0} s", rows.len(), started.elapsed().as_secs_f64());
    let meta = hostile_scan::meta(
        commit,
        bench_support::utc_timestamp(std::time::SystemTime::now(), ':'),
        per_format,
        BOUNDED,
    );
    let (depths, stacks) =
        if nested { (DEPTHS.to_vec(), STACKS.to_vec()) } else { Default::default() };
    Hostile {
        schema: SCHEMA,
        meta: hostile_file::Meta { depths, stacks, ..meta },
        amplification: rows,
        depth,
    }
}

/// Each format's depth rows: the user's value nested to each of [`DEPTHS`], decoded on each of
/// [`STACKS`], each in a child of `exe`; a format's stack stops at the first depth it does not
/// read back (deeper, it would not either).
fn depths(exe: &Path, formats: &[&Descriptor]) -> Vec<DepthRow> {
    let mut rows = Vec::new();
    for (index, format) in formats.iter().enumerate() {
        let name = format!("{}/{}", format.name, format.variant);
        for stack in STACKS {
            let mut outcomes = Vec::new();
            for depth in DEPTHS {
                let mut command = Command::new(exe);
                command.env(ENV, format!("{DEPTH}\t{name}\t{depth}\t{stack}"));
                let outcome = hostile_scan::depth::run(command);
                let read = outcome == "ok";
                outcomes.push(outcome);
                if !read {
                    break;
                }
            }
            rows.push(DepthRow {
                format: name.clone(),
                stack,
                outcomes,
                not_measured: None,
                setting: None,
            });
        }
        eprintln!("hostile depth [{}/{}] {name}", index + 1, formats.len());
    }
    rows
}

/// Each selected format's valid encoding of the first values, or why it has none.
struct Encode<'a> {
    formats: &'a [&'a Descriptor],
    /// Each format's row, named, and its valid encoding or why it has none.
    valid: Vec<(Row, Result<Vec<u8>, String>)>,
}

impl Visitor for Encode<'_> {
    fn codec<F: Codec<D>, D: Dataset>(&mut self) {
        if !self.formats.contains(&&F::DESCRIPTOR) || D::NAME != engine::YOURS {
            return;
        }
        let name = format!("{}/{}", F::DESCRIPTOR.name, F::DESCRIPTOR.variant);
        // The first values whose encoding fits, down to one.
        let mut format = F::default();
        let mut out = Vec::new();
        let past = hostile_file::bytes(MAX_VALID as u64);
        let mut valid = Err(format!("its encoding of the first value is past {past}"));
        // A few, as the corrupt-input sweep mutates.
        for records in (1..=engine::sweep::RECORDS).rev() {
            match format.encode(&D::generate(records), &mut out) {
                Ok(bytes) if bytes.len() <= MAX_VALID => {
                    valid = Ok(bytes.to_vec());
                    break;
                }
                Ok(_) => {}
                Err(error) => {
                    valid = Err(format!("it cannot encode the first values: {error}"));
                    break;
                }
            }
        }
        let row = Row {
            package: F::DESCRIPTOR.package.to_owned(),
            format: name,
            dataset: engine::YOURS.into(),
            ..Row::default()
        };
        self.valid.push((row, valid));
    }
}

/// A child ([`ENV`] set): the format's cases from its first, answered on stdout; or, for a depth
/// child, the nested value's decode on its stack.
pub(crate) fn child<S: engine::Suite, T: Measured>(
    spec: &str,
    nested: Option<Nested<T>>,
) -> ExitCode {
    let run = match spec.strip_prefix(DEPTH).and_then(|rest| rest.strip_prefix('\t')) {
        Some(depth) => depth_child::<S, T>(depth, nested),
        None => run_child::<S>(spec),
    };
    match run {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("serbench: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn run_child<S: engine::Suite>(spec: &str) -> anyhow::Result<()> {
    let mut parts = spec.split('\t');
    let (Some(format), Some(from), Some(hex)) = (parts.next(), parts.next(), parts.next()) else {
        bail!("{ENV} is not FORMAT<tab>FROM<tab>HEX");
    };
    let from: u64 = from.parse()?;
    let Some(valid) = hostile_scan::unhex(hex) else { bail!("{ENV}'s encoding is not hex") };
    let Some(mapped) = hostile_scan::mapped_bytes() else {
        bail!("cannot read the address space mapped, to cap it");
    };
    // Without the cap nothing here would see an allocation: refuse rather than call it safe.
    hostile_scan::cap_memory(mapped.saturating_add(BOUNDED))
        .context("cannot cap the address space, which is what this scan measures by")?;
    // Panics are outcomes here, counted by the parent; their messages would only be noise.
    std::panic::set_hook(Box::new(|_| {}));
    let mut find = Find { format, from, valid, found: false };
    S::visit(&mut find);
    if !find.found {
        bail!("no format {format}");
    }
    Ok(())
}

/// A depth child: `FORMAT<tab>DEPTH<tab>STACK`. The value nested `DEPTH` deep is the data set's
/// one value, built and encoded on a large stack, and decoded on a `STACK`-byte one; nothing deep
/// is dropped (a static holds it, and the decoded value is forgotten): the process ends.
fn depth_child<S: engine::Suite, T: Measured>(
    spec: &str,
    nested: Option<Nested<T>>,
) -> anyhow::Result<()> {
    let mut parts = spec.split('\t');
    let (Some(format), Some(depth), Some(stack)) = (parts.next(), parts.next(), parts.next())
    else {
        bail!("{ENV} is not {DEPTH}<tab>FORMAT<tab>DEPTH<tab>STACK");
    };
    let (depth, stack): (usize, u64) = (depth.parse()?, stack.parse()?);
    let Some(nested) = nested else {
        bail!("this target has no `nested` generator: it tries no depth");
    };
    std::panic::set_hook(Box::new(|_| {}));
    let format = format.to_owned();
    let (found, encoded) = std::thread::Builder::new()
        .stack_size(BUILD_STACK)
        .spawn(move || {
            // The data set's values are the one nested value, as a run's are the generator's.
            let _ = crate::values::VALUES.set(Box::new(vec![nested(depth)]));
            let mut encode = EncodeDeep { format: &format, found: false, encoded: None };
            S::visit(&mut encode);
            (encode.found, encode.encoded)
        })?
        .join()
        .map_err(|_| anyhow::anyhow!("building or encoding the nested value panicked"))?;
    if !found {
        bail!("no format {}", spec.split('\t').next().unwrap_or_default());
    }
    // `None`: the format cannot write the value this deep.
    hostile_scan::depth::child(encoded, stack)?;
    Ok(())
}

/// The depth child's format: the data set (the nested value) encoded, and its decode.
struct EncodeDeep<'a> {
    format: &'a str,
    found: bool,
    encoded: Option<(Vec<u8>, Decode)>,
}

impl Visitor for EncodeDeep<'_> {
    fn codec<F: Codec<D>, D: Dataset>(&mut self) {
        let name = format!("{}/{}", F::DESCRIPTOR.name, F::DESCRIPTOR.variant);
        if self.found || name != self.format || D::NAME != engine::YOURS {
            return;
        }
        self.found = true;
        let value = D::generate(0);
        let mut out = Vec::new();
        let encoded = F::default().encode(&value, &mut out).map(<[u8]>::to_vec);
        std::mem::forget(value);
        let Ok(encoded) = encoded else { return };
        let decode: Decode =
            Box::new(|bytes: &[u8]| hostile_scan::depth::answer(|| F::default().decode(bytes)));
        self.encoded = Some((encoded, decode));
    }
}

struct Find<'a> {
    format: &'a str,
    from: u64,
    valid: Vec<u8>,
    found: bool,
}

impl Visitor for Find<'_> {
    fn codec<F: Codec<D>, D: Dataset>(&mut self) {
        let name = format!("{}/{}", F::DESCRIPTOR.name, F::DESCRIPTOR.variant);
        if self.found || name != self.format || D::NAME != engine::YOURS {
            return;
        }
        self.found = true;
        let mut format = F::default();
        hostile_scan::child::run(&self.valid, self.from, |input| {
            let started = Instant::now();
            let outcome = outcome(|| format.decode(input).map(drop));
            let nanos = started.elapsed().as_nanos();
            if outcome == Outcome::Panic {
                format = F::default();
            }
            // The user's allocator is not counted here: the cap is the measure.
            Decoded { outcome, peak: 0, largest: 0, nanos }
        });
    }
}

#[cfg(test)]
mod tests {
    use hostile_scan::crafted;

    use super::*;

    /// Every held input (the encoding up to a position, a length, as many zero bytes) is within
    /// the largest valid input, so that the cap still reads as over 1,024 bytes per input byte.
    #[test]
    fn held_inputs_stay_within_the_largest_valid_input() {
        let valid = vec![0x11; MAX_VALID];
        let held = (0..crafted::count(valid.len())).map(crafted::case).filter(|case| case.held);
        for case in held {
            assert!(case.input(&valid).len() <= MAX_VALID, "{case:?}");
        }
    }
}
