//! `hostile.json`, as `cargo run --release -p hostile -- --json` writes it and `bench-cli report`
//! reads it: what crafted lengths make each decoder allocate and spend per input byte, and how
//! deep a document may nest before each decoder refuses it or its stack overflows; and the rule
//! that turns a format's rows into its verdict ([`Hostile::verdict`]), so that the scan's table
//! and the published pages say the same thing.

use serde::{Deserialize, Serialize};

/// The file's layout version; a reader refuses another.
pub const SCHEMA: u32 = 1;

/// Bytes a decoder may hold per byte of a crafted input before the verdict calls it amplifying:
/// a decoder that sizes what it allocates by the bytes it was given holds a few dozen per input
/// byte at most (a `String`'s 24 bytes of header for a one-byte string, a record's fields); one
/// that believes the length an input states holds what the length promises, a megabyte from a few
/// dozen bytes, tens of thousands per byte.
pub const AMPLIFICATION_LIMIT: f64 = 1024.0;

/// The allocation up to which an amplifying decoder is bounded by a constant rather than by the
/// length an input states: serde's `size_hint::cautious` caps what a deserializer preallocates
/// for a sequence at 1 MiB whatever its length says, so a serde decoder that trusts a length
/// holds about 1 MiB from a few dozen bytes, and no more from a larger promise. Past 4 MiB the
/// allocation grew with the length: the scan's largest promise, a million elements, is past it
/// for any element of 4 bytes or more. An amplifying decoder under it is safe, and its verdict
/// says how much one length makes it hold.
pub const BOUNDED: u64 = 4 << 20;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hostile {
    pub schema: u32,
    pub meta: Meta,
    /// Per format variant and data set, in the registry's order.
    pub amplification: Vec<Row>,
    /// Per format variant and stack, for the formats that read a document of any shape.
    pub depth: Vec<DepthRow>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Meta {
    pub commit: String,
    pub timestamp: String,
    /// The lengths promised and not held, in bytes.
    pub sizes: Vec<u64>,
    /// The lengths promised and held, each followed by as many zero bytes (many small elements).
    #[serde(default)]
    pub held: Vec<u64>,
    /// The valid encoding's first bytes a length is written over.
    pub positions: usize,
    /// The ways a length is written.
    pub patterns: Vec<String>,
    /// The text formats' small elements, each repeated to fill each of `held` after each of the
    /// first `positions` bytes (none in a file from before they were).
    #[serde(default)]
    pub elements: Vec<String>,
    /// The time each pair's cases got at most, in milliseconds.
    pub budget_ms: u64,
    /// The cases that end a child (aborts and hangs) after which a pair's scan stops, so that
    /// its counts are its decoder's, not the clock's (0 in a file from before: none).
    #[serde(default)]
    pub endings: u64,
    /// The address space each child had, in bytes: an allocation past it aborts the child.
    pub memory_limit: u64,
    /// The nesting depths tried, and the decoding threads' stacks, in bytes.
    pub depths: Vec<u64>,
    pub stacks: Vec<u64>,
    /// The limit the configured rows' libraries were given, in bytes ([`Row::setting`]).
    #[serde(default)]
    pub limit: u64,
}

impl Meta {
    /// The text elements in words, for the pages' account of the inputs: `; 8 text elements
    /// (empty strings (`"",`), …) each repeated to fill 1 KiB after each of those bytes`, or
    /// nothing for a file without them.
    pub fn elements_words(&self) -> String {
        if self.elements.is_empty() {
            return String::new();
        }
        let held: Vec<String> = self.held.iter().map(|size| stack_size(*size)).collect();
        format!(
            "; {} text elements ({}) each repeated to fill {} after each of those bytes",
            self.elements.len(),
            self.elements.join(", "),
            held.join(", ")
        )
    }

    /// When a pair's cases stop, in words: `until the 8th that ends its child, or 30.0 s`.
    pub fn stop_words(&self) -> String {
        let seconds = self.budget_ms as f64 / 1000.0;
        match self.endings {
            0 => format!("for {seconds:.1} s"),
            endings => format!("until the {endings}th that ends its child, or {seconds:.1} s"),
        }
    }
}

/// One format variant on one data set.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Row {
    /// The format crate (`fmt-postcard`).
    pub package: String,
    /// `name/variant`.
    pub format: String,
    pub dataset: String,
    /// The valid encoding's size, and its decode's peak allocation and time.
    pub valid_bytes: usize,
    pub valid_peak: u64,
    pub valid_nanos: u64,
    /// The cases the pair has, and those run in its time budget, in order (positions first: the
    /// earliest bytes, where the top-level counts sit, come first).
    pub planned: u64,
    pub cases: u64,
    pub errors: u64,
    pub accepted: u64,
    pub panics: u64,
    /// Cases that ended the child: an allocation that failed, a stack overflow, a signal.
    pub aborts: u64,
    pub hangs: u64,
    /// The case that made the decoder allocate (or ask for) most per input byte.
    pub worst_allocation: Option<Worst>,
    /// The case that took longest per input byte.
    pub worst_time: Option<Worst>,
    /// Why the pair has no figures.
    pub failed: Option<String>,
    /// The limit its library documents for untrusted input, as the line of code that set it for
    /// this row's decoder; `None` for the benchmark's own configuration.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setting: Option<String>,
}

impl Row {
    /// The valid input's peak allocation per input byte.
    pub fn valid_per_byte(&self) -> f64 {
        self.valid_peak as f64 / self.valid_bytes.max(1) as f64
    }

    /// The slowest case's time per input byte over the valid input's.
    pub fn time_over_valid(&self) -> Option<f64> {
        let worst = self.worst_time.as_ref()?;
        let valid = self.valid_nanos as f64 / self.valid_bytes.max(1) as f64;
        Some(worst.per_input_byte() / valid.max(f64::MIN_POSITIVE))
    }
}

/// A pair's worst case by one measure.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Worst {
    /// The case's number: with the data set's small instance, it writes the input again.
    pub index: u64,
    /// `1 MiB as u32 little-endian at byte 4`.
    pub case: String,
    /// `error`, `accepted`, `panic`, `abort` or `hang`.
    pub outcome: String,
    pub input_bytes: usize,
    /// The bytes allocated (the larger of the peak and the largest request), or the nanoseconds.
    pub amount: u64,
    /// The input's first bytes, in hex.
    pub input: String,
}

impl Worst {
    pub fn per_input_byte(&self) -> f64 {
        self.amount as f64 / self.input_bytes.max(1) as f64
    }
}

/// One format on one stack: what each depth did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DepthRow {
    pub format: String,
    pub stack: u64,
    /// Per depth of [`Meta::depths`]: `ok`, `error` (the decoder refused), `panic`, `crash` (the
    /// process died: a stack overflow), `hang`, or `unencodable` (its encoder refused the
    /// document); empty for a format that is not measured.
    pub outcomes: Vec<String>,
    /// Why it is not measured.
    pub not_measured: Option<String>,
    /// The library's depth limit it was decoded with, as the line of code that sets it; `None`:
    /// as the benchmark configures it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setting: Option<String>,
}

impl DepthRow {
    /// The first depth (of `depths`) with `outcome`.
    pub fn first(&self, depths: &[u64], outcome: &str) -> Option<u64> {
        let at = self.outcomes.iter().position(|found| found == outcome)?;
        depths.get(at).copied()
    }

    /// The first depth that ended the process or never answered.
    pub fn crashes_at(&self, depths: &[u64]) -> Option<u64> {
        let at = self.outcomes.iter().position(|found| found == "crash" || found == "hang")?;
        depths.get(at).copied()
    }

    /// The deepest document (of `depths`) read back.
    pub fn deepest(&self, depths: &[u64]) -> Option<u64> {
        let read = self.outcomes.iter().zip(depths).filter(|(outcome, _)| *outcome == "ok");
        read.map(|(_, depth)| *depth).max()
    }

    /// The first depth refused, with an error or a panic.
    pub fn refuses_at(&self, depths: &[u64]) -> Option<u64> {
        let refused = [self.first(depths, "error"), self.first(depths, "panic")];
        refused.into_iter().flatten().min()
    }
}

/// What breaks a decoder, from its rows.
#[derive(Clone, Debug, PartialEq)]
pub enum Break {
    /// Crafted inputs that made it panic, over its data sets.
    Panics(u64),
    /// Crafted inputs that ended the process: an allocation past the child's address space, or a
    /// signal; and the largest allocation one asked for, where the child said, with its input's
    /// size.
    Aborts { count: u64, asked: Option<(u64, usize)> },
    /// Crafted inputs it did not answer within the case's second.
    Hangs(u64),
    /// An allocation past [`BOUNDED`] and [`AMPLIFICATION_LIMIT`] bytes per input byte: the
    /// largest such, its input's size, and where.
    Amplifies { amount: u64, input_bytes: usize, dataset: String, case: String },
    /// A nested document that panicked it or overflowed its stack on the larger stack.
    Depth { depth: u64, stack: u64, outcome: String },
}

/// `1 crafted input`, `3 crafted inputs`.
fn inputs(count: u64) -> String {
    if count == 1 { "1 crafted input".into() } else { format!("{count} crafted inputs") }
}

impl std::fmt::Display for Break {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Break::Panics(count) => write!(f, "panics on {}", inputs(*count)),
            Break::Aborts { count, asked } => {
                write!(f, "ends the process on {}", inputs(*count))?;
                match asked {
                    Some((amount, input_bytes)) => {
                        write!(f, " (one asked for {} from {input_bytes} bytes)", bytes(*amount))
                    }
                    None => Ok(()),
                }
            }
            Break::Hangs(count) => write!(f, "hangs on {}", inputs(*count)),
            Break::Amplifies { amount, input_bytes, dataset, case } => write!(
                f,
                "asks for {} from a {input_bytes}-byte input ({dataset}: {case})",
                bytes(*amount)
            ),
            Break::Depth { depth, stack, outcome } => {
                let what = if outcome == "panic" { "panics" } else { "overflows its stack" };
                write!(f, "{what} on a value nested {depth} deep ({})", stack_size(*stack))
            }
        }
    }
}

/// A format's amplification rows, summed over its data sets.
#[derive(Clone, Debug)]
pub struct Summary<'a> {
    /// The case that held most per input byte, and its data set's row.
    pub worst: Option<(&'a Row, &'a Worst)>,
    /// Of the data sets' worst cases past [`AMPLIFICATION_LIMIT`] bytes per input byte that did
    /// not end the process, the one that held most in all.
    pub largest: Option<(&'a Row, &'a Worst)>,
    /// The slowest case's time per input byte over the valid input's, at its worst data set.
    pub slowest: f64,
    pub panics: u64,
    pub aborts: u64,
    pub hangs: u64,
    /// The cases run in the time budget, of those planned.
    pub cases: u64,
    pub planned: u64,
}

/// A format variant's verdict on hostile input.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// Whether the scan has rows of it.
    pub scanned: bool,
    pub breaks: Vec<Break>,
    /// The depth at which its stack overflows on the smaller stack where the larger held: safe on
    /// a main thread, not on a small one.
    pub small_stack: Option<u64>,
    /// Where a length makes it hold more than [`AMPLIFICATION_LIMIT`] bytes per input byte but no
    /// more than [`BOUNDED`] in all: the most it held, and the input's size.
    pub bounded: Option<(u64, usize)>,
}

impl Verdict {
    /// Scanned, and nothing broke it on the larger stack.
    pub fn safe(&self) -> bool {
        self.scanned && self.breaks.is_empty()
    }

    /// The verdict in a few words: `safe`, `safe on the 8 MiB stack; ...`, `not safe: ...`.
    pub fn words(&self, stacks: &[u64]) -> String {
        if !self.scanned {
            return "not scanned".into();
        }
        if !self.breaks.is_empty() {
            let breaks: Vec<String> = self.breaks.iter().map(Break::to_string).collect();
            return format!("not safe: {}", breaks.join("; "));
        }
        let mut words = match (self.small_stack, stacks) {
            (Some(depth), [large, small, ..]) => format!(
                "safe on the {} stack; the {} one overflows at depth {depth}",
                stack_size(*large),
                stack_size(*small)
            ),
            _ => "safe".to_owned(),
        };
        if let Some((amount, input_bytes)) = self.bounded {
            words += &format!(
                "; a length makes it hold up to {} (from {input_bytes} bytes)",
                bytes(amount)
            );
        }
        words
    }
}

impl Hostile {
    /// The pairs whose cases stopped at the time budget, not at their last case or at the
    /// [`Meta::endings`]th that ended a child: their counts are the clock's.
    pub fn timed_out(&self) -> usize {
        let endings = self.meta.endings;
        self.amplification
            .iter()
            .filter(|row| row.failed.is_none() && row.cases < row.planned)
            .filter(|row| endings == 0 || row.aborts + row.hangs < endings)
            .count()
    }

    /// `format`'s (`name/variant`) verdict as the benchmark configures it: not safe where a
    /// crafted input panicked it, ended its process or hung it, where one made it hold more than
    /// [`AMPLIFICATION_LIMIT`] bytes per input byte and more than [`BOUNDED`] in all, or where a
    /// nested document panicked it or overflowed the larger stack.
    pub fn verdict(&self, format: &str) -> Verdict {
        self.verdict_with(format, None)
    }

    /// `format`'s decoder with its library's documented limit, where the scan has one: the line
    /// of code that sets it, and the verdict by the same rule. A limit on lengths leaves the
    /// depths as the benchmark's, a limit on depth the amplification. One setting a format: a
    /// library with both kinds would be judged by its length limit's (none has both here).
    pub fn configured(&self, format: &str) -> Option<(&str, Verdict)> {
        let amplification = self.amplification.iter().filter(|row| row.format == format);
        let depth = self.depth.iter().filter(|row| row.format == format);
        let setting = amplification
            .filter_map(|row| row.setting.as_deref())
            .chain(depth.filter_map(|row| row.setting.as_deref()))
            .next()?;
        Some((setting, self.verdict_with(format, Some(setting))))
    }

    fn verdict_with(&self, format: &str, setting: Option<&str>) -> Verdict {
        let mut breaks = Vec::new();
        let mut bounded = None;
        // What the setting has no rows of is as the benchmark configures it.
        let setting_of = |configured: bool| setting.filter(|_| configured);
        let amplified = setting_of(!self.rows(format, setting).is_empty());
        let nested = setting_of(
            self.depth.iter().any(|row| row.format == format && row.setting.as_deref() == setting),
        );
        let summary = self.summary_with(format, amplified);
        if let Some(summary) = &summary {
            if summary.panics > 0 {
                breaks.push(Break::Panics(summary.panics));
            }
            if summary.aborts > 0 {
                // The largest request of an abort, over the data sets' worst cases.
                let asked = self
                    .rows(format, amplified)
                    .into_iter()
                    .filter_map(|row| row.worst_allocation.as_ref())
                    .filter(|worst| worst.outcome == "abort" && worst.amount > 0)
                    .max_by_key(|worst| worst.amount)
                    .map(|worst| (worst.amount, worst.input_bytes));
                breaks.push(Break::Aborts { count: summary.aborts, asked });
            }
            if summary.hangs > 0 {
                breaks.push(Break::Hangs(summary.hangs));
            }
            // The largest allocation past the limit per input byte (an abort is counted above).
            if let Some((row, worst)) = summary.largest {
                if worst.amount > BOUNDED {
                    breaks.push(Break::Amplifies {
                        amount: worst.amount,
                        input_bytes: worst.input_bytes,
                        dataset: row.dataset.clone(),
                        case: worst.case.clone(),
                    });
                } else {
                    bounded = Some((worst.amount, worst.input_bytes));
                }
            }
        }
        let depths = &self.meta.depths;
        let mut small_stack = None;
        let large = self.meta.stacks.iter().copied().max();
        let rows = self.depth.iter().filter(|row| row.format == format);
        for row in rows.filter(|row| row.setting.as_deref() == nested) {
            let panicked = row.first(depths, "panic");
            let crashed = row.crashes_at(depths);
            let first = match (panicked, crashed) {
                (Some(panic), Some(crash)) if crash < panic => Some((crash, "crash")),
                (Some(panic), _) => Some((panic, "panic")),
                (None, Some(crash)) => Some((crash, "crash")),
                (None, None) => None,
            };
            let Some((depth, outcome)) = first else { continue };
            if Some(row.stack) == large || outcome == "panic" {
                breaks.push(Break::Depth { depth, stack: row.stack, outcome: outcome.into() });
            } else {
                small_stack = Some(depth);
            }
        }
        Verdict { scanned: summary.is_some(), breaks, small_stack, bounded }
    }

    /// The rule of [`Hostile::verdict`] in words, for the tables that show it.
    /// The depth clause is left out where the scan tried no depth (serbench's, on a user's type).
    pub fn rule(&self) -> String {
        let mut rule = format!(
            "not safe where a crafted input panicked the decoder, ended its process or hung it \
             (a second without an answer), or made it ask for more than {} at over \
             {AMPLIFICATION_LIMIT} bytes per input byte (a decoder that sizes what it allocates by \
             its input holds a few dozen per byte; serde's cap on what a sequence preallocates, \
             1 MiB, is under it)",
            bytes(BOUNDED),
        );
        if let Some(large) = self.meta.stacks.iter().copied().max() {
            rule = rule.replacen(", or made it", ", made it", 1);
            rule += &format!(
                ", or where a nested document panicked it or overflowed the {} stack",
                stack_size(large)
            );
        }
        rule
    }

    /// `format`'s amplification rows as the benchmark configures it, over its data sets, those
    /// the scan could run; `None` if it has none.
    pub fn summary(&self, format: &str) -> Option<Summary<'_>> {
        self.summary_with(format, None)
    }

    /// `format`'s rows with `setting` (`None`: the benchmark's configuration), summed.
    pub fn summary_with(&self, format: &str, setting: Option<&str>) -> Option<Summary<'_>> {
        let rows = self.rows(format, setting);
        if rows.is_empty() {
            return None;
        }
        let sum = |count: fn(&Row) -> u64| rows.iter().map(|row| count(row)).sum::<u64>();
        let worst = rows
            .iter()
            .filter_map(|row| Some((*row, row.worst_allocation.as_ref()?)))
            .max_by(|a, b| a.1.per_input_byte().total_cmp(&b.1.per_input_byte()));
        // The largest allocation of the cases past the limit per input byte that the process
        // survived, over the data sets' worst cases.
        let largest = rows
            .iter()
            .filter_map(|row| Some((*row, row.worst_allocation.as_ref()?)))
            .filter(|(_, worst)| {
                worst.outcome != "abort" && worst.per_input_byte() > AMPLIFICATION_LIMIT
            })
            .max_by_key(|(_, worst)| worst.amount);
        Some(Summary {
            worst,
            largest,
            slowest: rows.iter().filter_map(|row| row.time_over_valid()).fold(0.0, f64::max),
            panics: sum(|row| row.panics),
            aborts: sum(|row| row.aborts),
            hangs: sum(|row| row.hangs),
            cases: sum(|row| row.cases),
            planned: sum(|row| row.planned),
        })
    }

    /// `format`'s rows with `setting` that the scan could run.
    fn rows(&self, format: &str, setting: Option<&str>) -> Vec<&Row> {
        let rows = self.amplification.iter();
        rows.filter(|row| row.format == format && row.failed.is_none())
            .filter(|row| row.setting.as_deref() == setting)
            .collect()
    }

    /// Every format variant the scan has rows of, in its order.
    pub fn formats(&self) -> Vec<&str> {
        let mut formats: Vec<&str> = Vec::new();
        let default = self.amplification.iter().filter(|row| row.setting.is_none());
        let names = default.map(|row| row.format.as_str());
        for format in names.chain(self.depth.iter().map(|row| row.format.as_str())) {
            if !formats.contains(&format) {
                formats.push(format);
            }
        }
        formats
    }
}

/// `64.0 MiB`, `812 bytes`: an allocation's size, in the largest unit it fills.
pub fn bytes(amount: u64) -> String {
    const UNITS: [&str; 6] = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    if amount < 1 << 10 {
        return format!("{amount} bytes");
    }
    let mut value = amount as f64 / 1024.0;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    format!("{value:.1} {}", UNITS[unit])
}

/// `8 MiB`, `256 KiB`.
pub fn stack_size(bytes: u64) -> String {
    match bytes {
        bytes if bytes >= 1 << 20 => format!("{} MiB", bytes >> 20),
        bytes => format!("{} KiB", bytes >> 10),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan(rows: Vec<Row>, depth: Vec<DepthRow>) -> Hostile {
        Hostile {
            schema: SCHEMA,
            meta: Meta {
                commit: "abc".into(),
                timestamp: String::new(),
                sizes: vec![1 << 10],
                held: Vec::new(),
                positions: 64,
                patterns: vec!["u32 little-endian".into()],
                budget_ms: 2000,
                memory_limit: 1 << 30,
                depths: vec![16, 128, 1024],
                stacks: vec![8 << 20, 256 << 10],
                limit: 1 << 20,
                ..Meta::default()
            },
            amplification: rows,
            depth,
        }
    }

    fn row(format: &str, amount: u64, panics: u64) -> Row {
        Row {
            format: format.into(),
            dataset: "log".into(),
            valid_bytes: 40,
            valid_peak: 400,
            planned: 10,
            cases: 10,
            panics,
            worst_allocation: Some(Worst {
                index: 3,
                case: "1 MiB as u32 little-endian at byte 0".into(),
                outcome: "error".into(),
                input_bytes: 40,
                amount,
                input: String::new(),
            }),
            ..Row::default()
        }
    }

    /// A row whose worst case ended the child, asking for a GiB.
    fn aborted(format: &str) -> Row {
        let mut row = row(format, 1 << 30, 0);
        row.aborts = 3;
        if let Some(worst) = &mut row.worst_allocation {
            worst.outcome = "abort".into();
        }
        row
    }

    fn depth(format: &str, stack: u64, outcomes: [&str; 3]) -> DepthRow {
        DepthRow {
            format: format.into(),
            stack,
            outcomes: outcomes.map(str::to_owned).to_vec(),
            not_measured: None,
            setting: None,
        }
    }

    #[test]
    fn a_format_is_safe_only_when_nothing_crafted_broke_it() {
        let hostile = scan(
            vec![
                row("a/serde", 4_000, 0),
                row("b/native", 64 << 20, 0),
                row("c/serde", 400, 2),
                row("e/serde", 1 << 20, 0),
                Row { setting: Some("limit(1 MiB)".into()), ..row("b/native", 1 << 20, 0) },
                aborted("f/native"),
                row("g/native", 400, 0),
                Row { setting: Some("limit(1 MiB)".into()), ..row("g/native", 400, 0) },
            ],
            vec![
                depth("a/serde", 8 << 20, ["ok", "error", "error"]),
                depth("a/serde", 256 << 10, ["ok", "crash", "crash"]),
                depth("c/serde", 8 << 20, ["ok", "ok", "crash"]),
                DepthRow {
                    setting: Some("max_depth(64)".into()),
                    ..depth("a/serde", 256 << 10, ["ok", "error", "error"])
                },
                DepthRow {
                    setting: Some("max_depth(9)".into()),
                    ..depth("e/serde", 8 << 20, ["ok", "crash", "crash"])
                },
                depth("g/native", 8 << 20, ["ok", "ok", "crash"]),
            ],
        );
        let stacks = &hostile.meta.stacks;
        let a = hostile.verdict("a/serde");
        assert!(a.safe(), "{a:?}");
        assert_eq!(
            a.words(stacks),
            "safe on the 8 MiB stack; the 256 KiB one overflows at depth 128"
        );
        let b = hostile.verdict("b/native");
        assert!(!b.safe());
        assert_eq!(
            b.words(stacks),
            "not safe: asks for 64.0 MiB from a 40-byte input (log: 1 MiB as u32 little-endian at \
             byte 0)"
        );
        // A megabyte from 40 bytes, as serde's cap on preallocation allows: bounded, and said.
        let e = hostile.verdict("e/serde");
        assert!(e.safe(), "{e:?}");
        assert_eq!(e.words(stacks), "safe; a length makes it hold up to 1.0 MiB (from 40 bytes)");
        // The same format with its library's limit: its own rows, the same rule.
        let (setting, limited) = hostile.configured("b/native").expect("a configured row");
        assert_eq!(setting, "limit(1 MiB)");
        assert!(limited.safe(), "{limited:?}");
        // A depth limit: the depth rows it has, the benchmark's amplification.
        let (setting, limited) = hostile.configured("a/serde").expect("a configured depth row");
        assert_eq!(setting, "max_depth(64)");
        assert!(limited.safe() && limited.small_stack.is_none(), "{limited:?}");
        assert_eq!(limited.words(stacks), "safe");
        assert!(hostile.configured("c/serde").is_none());
        // A setting's rows judge its verdict only, and the default's stand where it has none.
        assert!(hostile.verdict("e/serde").safe());
        assert!(!hostile.configured("e/serde").expect("a depth setting").1.safe());
        let (setting, g) = hostile.configured("g/native").expect("a length setting");
        assert_eq!(setting, "limit(1 MiB)");
        assert_eq!(
            g.words(stacks),
            "not safe: overflows its stack on a value nested 1024 deep (8 MiB)"
        );
        assert_eq!(
            Break::Hangs(1).to_string() + "; " + &Break::Panics(2).to_string(),
            "hangs on 1 crafted input; panics on 2 crafted inputs"
        );
        assert_eq!(hostile.summary("b/native").map(|summary| summary.cases), Some(10));
        let c = hostile.verdict("c/serde");
        assert_eq!(
            c.words(stacks),
            "not safe: panics on 2 crafted inputs; overflows its stack on a value nested 1024 \
             deep (8 MiB)"
        );
        assert!(!hostile.verdict("d/serde").scanned);
        assert_eq!(
            hostile.verdict("f/native").words(stacks),
            "not safe: ends the process on 3 crafted inputs (one asked for 1.0 GiB from 40 bytes)"
        );
        let deep = &hostile.depth[0];
        assert_eq!(deep.deepest(&hostile.meta.depths), Some(16));
        assert_eq!(deep.refuses_at(&hostile.meta.depths), Some(128));
        assert_eq!(
            hostile.formats(),
            ["a/serde", "b/native", "c/serde", "e/serde", "f/native", "g/native"]
        );
        assert_eq!(bytes(812), "812 bytes");
        assert_eq!(bytes(8_070_450_532_247_928_976), "7.0 EiB");
    }
}
