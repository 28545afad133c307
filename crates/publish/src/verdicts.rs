//! What to pick for a use case, and why: a rule per use case over the measured data (a run, the
//! compile-times and corrupt-input sweeps, the evolution matrix, the catalog's facts), each
//! verdict citing the cells it stands on. `bench-cli run` ends with them, and `report` puts them
//! first on the README and results.md. No figure here is typed: each is read from a cell its
//! reason cites, and [`resolves`] finds every cited cell in the data.

#![allow(
    clippy::result_large_err,
    reason = "a rule answers with an Answer either way (a pick, or what stopped it); eight are \
              made per page, none in a loop"
)]

use std::collections::BTreeMap;

use config_edits_file as config_edits;

use bench_support::{
    builds,
    results::{MEMCPY, Op, Results, Row},
    robustness,
    stability::Stability,
};
use evolution_file::{Matrix, Outcome, TOP};
use footprint_file::TargetRun;

use crate::table::{self, group, wrap};

/// What the rules read: a run, and whatever of the side files exists.
#[derive(Clone, Debug)]
pub struct Inputs<'a> {
    pub results: &'a Results,
    pub builds: Option<&'a builds::Report>,
    pub robustness: Option<&'a robustness::Results>,
    pub evolution: Option<&'a Matrix>,
    /// What each human-edited format says of a wrong edit of a config file.
    pub config_edits: Option<&'a config_edits::Report>,
    /// Each format's round trips in wasm engines beside native.
    pub wasm: Option<&'a footprint_file::Wasm>,
    /// The code each format adds to a program, natively and in wasm.
    pub code_size: Option<&'a footprint_file::Joined<footprint_file::Sizes>>,
    /// What crafted lengths and deep nesting cost each decoder, and its verdict.
    pub hostile: Option<&'a hostile_file::Hostile>,
    /// Each format crate's round trip built for a bare-metal Cortex-M and run on an emulated one.
    pub bare_metal: Option<&'a footprint_file::BareMetal>,
    /// Each library's releases read by the pinned one (`bench-cli stability`), by library.
    pub stability: Option<&'a BTreeMap<String, Stability>>,
    /// A run with the JVM peers (`run --peers jvm`): which variants' bytes Java reads and which
    /// read Java's.
    pub crossings: Option<&'a Results>,
    /// Each JSON, MessagePack, CBOR, protobuf, TOML and YAML variant's bytes read and written in
    /// Python, JavaScript and Go (`cargo run -p crossings`).
    pub languages: Option<&'a crossings_file::Report>,
    /// Every variant the workbench measures (`name/variant`): a run that lacks one is partial, and
    /// a use case that ranks formats says so instead of ranking what it has.
    pub expected: Vec<String>,
    /// The published run (docs/data/results.json), where `results` is another: a pick that differs
    /// from the published one says so, and why it may ([`terminal`]).
    pub published: Option<&'a Results>,
}

impl<'a> Inputs<'a> {
    /// `results` and the side files, against the catalog's variants.
    pub fn new(
        results: &'a Results,
        builds: Option<&'a builds::Report>,
        robustness: Option<&'a robustness::Results>,
        evolution: Option<&'a Matrix>,
    ) -> Inputs<'a> {
        let expected = catalog::formats()
            .map(|descriptor| format!("{}/{}", descriptor.name, descriptor.variant))
            .collect();
        Inputs {
            results,
            builds,
            robustness,
            evolution,
            config_edits: None,
            wasm: None,
            code_size: None,
            hostile: None,
            bare_metal: None,
            stability: None,
            crossings: None,
            languages: None,
            expected,
            published: None,
        }
    }

    /// The published data's headline run and side files.
    pub fn published(data: &'a crate::published::Published) -> Inputs<'a> {
        Inputs {
            config_edits: data.config_edits.as_ref(),
            wasm: data.wasm.as_ref(),
            code_size: data.code_size.as_ref(),
            hostile: data.hostile.as_ref(),
            bare_metal: data.bare_metal.as_ref(),
            stability: (!data.stability.is_empty()).then_some(&data.stability),
            crossings: data.jvm.as_ref(),
            languages: data.crossings.as_ref(),
            ..Inputs::new(
                &data.results,
                data.builds.as_ref(),
                data.robustness.as_ref(),
                data.evolution.as_ref(),
            )
        }
    }
}

/// A use case a verdict answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Case {
    Services,
    Stored,
    Config,
    InPlace,
    Embedded,
    Untrusted,
    Languages,
    Browser,
}

impl Case {
    pub const ALL: [Case; 8] = [
        Case::Services,
        Case::Stored,
        Case::Config,
        Case::InPlace,
        Case::Embedded,
        Case::Untrusted,
        Case::Languages,
        Case::Browser,
    ];

    /// The use case in a few words.
    pub fn title(self) -> &'static str {
        match self {
            Case::Services => "messages between Rust services",
            Case::Stored => "data stored for years",
            Case::Config => "config files people edit",
            Case::InPlace => "large data read in place",
            Case::Embedded => "embedded and no_std",
            Case::Untrusted => "untrusted input from the network",
            Case::Languages => "talking to other languages",
            Case::Browser => "a browser or wasm client",
        }
    }

    /// The use case as the site's chooser names its preset.
    pub fn key(self) -> &'static str {
        match self {
            Case::Services => "services",
            Case::Stored => "stored",
            Case::Config => "config",
            Case::InPlace => "in-place",
            Case::Embedded => "embedded",
            Case::Untrusted => "untrusted",
            Case::Languages => "languages",
            Case::Browser => "browser",
        }
    }

    /// The rule, in words: what decides the pick.
    pub fn rule(self) -> &'static str {
        match self {
            Case::Services => {
                "the fastest round trip (serialize + deserialize, geometric mean of each data \
                 set's ratio to its fastest) on the message-shaped data sets (message, stored, \
                 log, users), of the maintained variants whose old and new builds read each \
                 other's bytes when a field is added (a rolling deploy) and that neither panicked \
                 nor aborted on any corrupt input of the sweep"
            }
            Case::Stored => {
                "the smallest encoding (geometric mean of each data set's ratio to its smallest) \
                 of the maintained variants that read no change of the evolution matrix wrong, in \
                 either direction, whose new code reads old bytes with a field added, and whose \
                 library's pinned release reads the bytes of every older release tried (the \
                 first of its major, the newest of each minor of two years and of every major)"
            }
            Case::Config => {
                "of the human-edited formats (JSON, RON, YAML, TOML), the one that reads the \
                 fewest values a person types unquoted (a country code `NO`, a version `1.10`, a \
                 postcode `01234`, a date, `010`, `off`) as another value without an error, then \
                 whose errors on wrong edits of a config name the most of what the editor needs: \
                 the line, the field, the expected type"
            }
            Case::InPlace => {
                "the fastest validated access plus a walk over every field (geometric mean over \
                 the data sets every zero-copy format carries)"
            }
            Case::Embedded => {
                "of the maintained variants whose round trip of `message` built for a bare-metal \
                 Cortex-M4 and ran on an emulated one with the host's bytes, those that need no \
                 allocator first; of them, those that add the least flash to the program (within \
                 1 KB of the least: the same to a device's budget), then the least static RAM, \
                 then the smallest encoding"
            }
            Case::Untrusted => {
                "the fastest deserialize of the maintained variants that neither panicked nor \
                 aborted on any corrupt input of the sweep, and that the hostile-input scan \
                 calls safe: no crafted length panicked, ended or hung them or made them ask \
                 for megabytes at over a KiB per input byte, and no nested document overflowed \
                 a main thread's stack"
            }
            Case::Languages => {
                "of the maintained variants measured in three other languages at least (Python, \
                 JavaScript and Go: the crossings file; Java: the JVM peers' run) whose bytes \
                 name their fields (by name, or by a schema's field numbers), those whose bytes \
                 cross both ways in the most (language, data set) pairs (the other language's \
                 most-used library of the wire reads them as the bytes hold the value, or into \
                 the schema's message, and writes what the Rust variant reads back to it); of \
                 those, the fastest round trip"
            }
            Case::Browser => {
                "the fastest round trip in the browsers' wasm engine (V8, through Node's WASI; \
                 geometric mean of each data set's ratio to its fastest there) of the maintained \
                 variants that build for wasm and carry every data set, their bytes equal to \
                 native's; of variants within 5 % of it (a tie: the matrix has one figure per \
                 cell), the one that adds the least code to a module"
            }
        }
    }
}

/// A cell of the data a reason stands on.
#[derive(Clone, Debug, PartialEq)]
pub enum Cite {
    /// The median of `op` on a results row.
    Time { dataset: String, variant: String, op: Op },
    /// A results row's encoded size.
    Size { dataset: String, variant: String },
    /// A format crate's build cost over the bare data-set crate (compile-times).
    Build { package: String },
    /// A variant's rows of the corrupt-input sweep.
    Robustness { variant: String },
    /// A variant's verdict in the hostile-input scan.
    Hostile { variant: String },
    /// A variant's cells on one change of the evolution matrix.
    Evolution { change: String, place: String, variant: String },
    /// A format's errors on the wrong edits of a config file.
    ConfigEdits { variant: String },
    /// A variant's bytes read by another language's library, and that library's read by it (the
    /// JVM peers' run), on one data set.
    Crossing { dataset: String, variant: String },
    /// A variant's bytes read and written in Python, JavaScript and Go (the crossings file).
    Languages { variant: String },
    /// A variant's round trip on one data set in a wasm engine (the wasm matrix).
    Wasm { dataset: String, variant: String, engine: String },
    /// The code a variant adds to a wasm module at opt-level "z" on one data set (the code-size
    /// matrix).
    CodeSize { dataset: String, variant: String },
    /// A variant's program on a bare-metal Cortex-M, with or without an allocator (the
    /// bare-metal matrix).
    BareMetal { variant: String, alloc: bool },
    /// A library's releases read by the pinned one (the wire-stability files).
    Stability { library: String },
}

/// One reason, in words, and the cells it reads.
#[derive(Clone, Debug, PartialEq)]
pub struct Reason {
    pub text: String,
    pub cites: Vec<Cite>,
}

/// A variant and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// `name/variant`.
    pub variant: String,
    pub reasons: Vec<Reason>,
}

/// Another pick, and the condition under which it is the better one.
#[derive(Clone, Debug, PartialEq)]
pub struct Instead {
    pub when: String,
    pub choice: Choice,
}

/// What a use case's rule gave.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    Pick {
        pick: Choice,
        /// The variants that tie with the pick ([`Data::settle`]), said as a tie.
        tied: Vec<Choice>,
        /// What makes them a tie, in a few words: `within the run's noise`.
        tie: &'static str,
        /// The first variant beyond the tie.
        runner_up: Option<Choice>,
        instead: Vec<Instead>,
        /// Every variant the rule ranked, best first (the pick and the tie among them).
        ranked: Vec<String>,
    },
    /// The deciding measurement is not in the data: what is missing, and the command that
    /// measures it.
    Missing { what: String, how: String },
    /// Nothing here measures what decides it yet.
    NotMeasured,
    /// The rule left no candidate.
    Nothing { why: String },
}

/// A use case's verdict.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub case: Case,
    pub answer: Answer,
    /// What else would decide it and is not measured yet, where something is.
    pub pending: Option<&'static str>,
}

/// Every use case's verdict on `inputs`.
pub fn verdicts(inputs: &Inputs<'_>) -> Vec<Verdict> {
    let data = Data::of(inputs);
    Case::ALL
        .into_iter()
        .map(|case| {
            let answer = match case {
                Case::Services => services(&data),
                Case::Stored => stored(&data),
                Case::Config => config(&data),
                Case::Browser => browser(&data),
                Case::InPlace => in_place(&data),
                Case::Embedded => embedded(&data),
                Case::Untrusted => untrusted(&data),
                Case::Languages => languages(&data),
            };
            let pending = match case {
                Case::Browser if inputs.code_size.is_none() => {
                    Some("the code each format adds to a wasm module")
                }
                Case::Untrusted if inputs.hostile.is_none() => {
                    Some("what crafted lengths and deep nesting cost each decoder")
                }
                _ => None,
            };
            Verdict { case, answer: answer.unwrap_or_else(|missing| missing), pending }
        })
        .collect()
}

/// A rule's early exit: the [`Answer::Missing`] or [`Answer::Nothing`] it gives instead.
type Rule = Result<Answer, Answer>;

/// The rows of a run by variant and data set, and the side files.
struct Data<'a> {
    inputs: &'a Inputs<'a>,
    /// `name/variant` → data set → row; Rust's rows only, no floor.
    rows: BTreeMap<String, BTreeMap<&'a str, &'a Row>>,
    /// The run's data sets, in table order.
    datasets: Vec<&'a str>,
}

impl<'a> Data<'a> {
    fn of(inputs: &'a Inputs<'a>) -> Data<'a> {
        let mut rows: BTreeMap<String, BTreeMap<&str, &Row>> = BTreeMap::new();
        for row in &inputs.results.results {
            if row.format == MEMCPY.0 || row.language.is_some() {
                continue;
            }
            rows.entry(label(row)).or_default().insert(row.dataset.as_str(), row);
        }
        let datasets = catalog::every_dataset()
            .into_iter()
            .map(|(name, _)| name)
            .filter(|name| rows.values().any(|by| by.contains_key(name)))
            .filter_map(|name| {
                inputs.results.meta.datasets.get_key_value(name).map(|(key, _)| key.as_str())
            })
            .collect();
        Data { inputs, rows, datasets }
    }

    /// The run measured every variant the workbench has, or the [`Answer::Missing`] that says how
    /// many it lacks.
    fn complete(&self) -> Result<(), Answer> {
        // A variant the run tried and could not measure (a data set it cannot carry) was run.
        let tried = |variant: &String| {
            self.rows.contains_key(variant)
                || self.inputs.results.not_measured.iter().any(|pair| {
                    pair.op.is_none() && format!("{}/{}", pair.format, pair.variant) == *variant
                })
        };
        let measured = self.inputs.expected.iter().filter(|variant| tried(variant)).count();
        if measured == self.inputs.expected.len() {
            return Ok(());
        }
        Err(Answer::Missing {
            what: format!(
                "the other formats: this run measured {measured} of the {} variants",
                self.inputs.expected.len()
            ),
            how: "`bench-cli run --format all`".into(),
        })
    }

    /// The variants that carry every one of `datasets`, each with the geometric mean of its ratio
    /// to the best of `value` on each, best first; only `eligible` variants are ranked, against
    /// the best of all.
    fn rank(
        &self,
        datasets: &[&str],
        value: impl Fn(&Row) -> Option<f64>,
        eligible: impl Fn(&str) -> bool,
    ) -> Vec<(String, f64)> {
        let values: BTreeMap<String, BTreeMap<&str, f64>> = self
            .rows
            .iter()
            .map(|(variant, by)| {
                let values = datasets
                    .iter()
                    .filter_map(|dataset| Some((*dataset, value(by.get(dataset)?)?)))
                    .collect();
                (variant.clone(), values)
            })
            .collect();
        rank_values(&values, datasets, eligible)
    }

    /// The data set a reason quotes: `log` where the run has it, else its first.
    fn quoted(&self, variant: &str) -> Option<&'a Row> {
        let by = self.rows.get(variant)?;
        by.get("log").or_else(|| self.datasets.iter().find_map(|dataset| by.get(dataset))).copied()
    }

    fn facts(&self, variant: &str) -> Option<&'static catalog::Facts> {
        let (name, kind) = variant.split_once('/')?;
        let descriptor = catalog::formats()
            .find(|descriptor| descriptor.name == name && descriptor.variant == kind)?;
        catalog::facts_of(descriptor.name, descriptor.version)
    }

    /// Maintained: no RustSec `unmaintained` advisory against the variant's library.
    fn maintained(&self, variant: &str) -> bool {
        self.facts(variant).is_some_and(|facts| !facts.unmaintained)
    }

    /// The variant's counts over every data set the corrupt-input sweep ran it on.
    fn crashes(&self, variant: &str) -> Option<Swept> {
        let sweep = self.inputs.robustness?;
        let rows =
            sweep.results.iter().filter(|row| format!("{}/{}", row.format, row.variant) == variant);
        let mut total: Option<Swept> = None;
        for row in rows {
            let swept = total.get_or_insert_with(Swept::default);
            swept.panics += row.counts.panic;
            swept.aborts += row.counts.abort;
            swept.errors += row.counts.error;
            swept.garbage += row.counts.garbage;
            swept.cases += row.cases;
            swept.datasets += 1;
        }
        total
    }

    /// The variant's row of an evolution change at the top of a message.
    fn evolved(&self, change: &str, variant: &str) -> Option<&'a evolution_file::Row> {
        let step = self
            .inputs
            .evolution?
            .steps
            .iter()
            .find(|step| step.change == change && step.place == TOP)?;
        step.rows.iter().find(|row| row.format == variant)
    }

    // Reasons, each with its cells.

    fn speed_reason(&self, variant: &str, ratio: f64, ops: &[Op]) -> Option<Reason> {
        self.speed_over(variant, ratio, ops, self.datasets.len())
    }

    /// [`Data::speed_reason`] for a ranking over `datasets` data sets.
    fn speed_over(&self, variant: &str, ratio: f64, ops: &[Op], datasets: usize) -> Option<Reason> {
        let row = self.quoted(variant)?;
        let times: Vec<String> = ops
            .iter()
            .map(|op| {
                Some(format!(
                    "{} {}",
                    op.key().replace('_', " "),
                    table::time(row.ops.get(op.key())?.median_ns)
                ))
            })
            .collect::<Option<_>>()?;
        let what = match ops {
            [Op::Serialize, Op::Deserialize] => "round trip",
            [Op::Deserialize] => "deserialize",
            [Op::AccessUnvalidated] => "access without validation",
            _ => "access and read",
        };
        Some(Reason {
            text: format!(
                "{what} {ratio:.2}× the fastest over {} ({}: {})",
                plural(datasets, "data set"),
                row.dataset,
                times.join(", ")
            ),
            cites: ops
                .iter()
                .map(|&op| Cite::Time { dataset: row.dataset.clone(), variant: variant.into(), op })
                .collect(),
        })
    }

    fn size_reason(&self, variant: &str, ratio: f64) -> Option<Reason> {
        let row = self.quoted(variant)?;
        Some(Reason {
            text: format!(
                "{ratio:.2}× the smallest encoding ({}: {} B)",
                row.dataset,
                group(row.size_bytes as f64)
            ),
            cites: vec![Cite::Size { dataset: row.dataset.clone(), variant: variant.into() }],
        })
    }

    fn build_reason(&self, variant: &str) -> Option<Reason> {
        let package = &self.quoted(variant)?.package;
        let build = self.inputs.builds?.formats.get(package)?;
        let (_, over, unit) = build.headline();
        Some(Reason {
            text: format!("builds in {over:.1} {unit} more than a bare crate ({package})"),
            cites: vec![Cite::Build { package: package.clone() }],
        })
    }

    fn robustness_reason(&self, variant: &str) -> Option<Reason> {
        let swept = self.crashes(variant)?;
        Some(Reason {
            text: format!(
                "corrupt input: {} of {} rejected, {} read as another value, {} panics, {} aborts",
                group(swept.errors as f64),
                group(swept.cases as f64),
                group(swept.garbage as f64),
                swept.panics,
                swept.aborts
            ),
            cites: vec![Cite::Robustness { variant: variant.into() }],
        })
    }

    /// The hostile-input scan's verdict on the variant.
    fn hostile_reason(&self, variant: &str) -> Option<Reason> {
        let hostile = self.inputs.hostile?;
        let verdict = hostile.verdict(variant);
        verdict.scanned.then(|| Reason {
            text: format!("hostile input: {}", verdict.words(&hostile.meta.stacks)),
            cites: vec![Cite::Hostile { variant: variant.into() }],
        })
    }

    /// What old and new code do with a field added at the end.
    fn evolution_reason(&self, variant: &str, change: &str) -> Option<Reason> {
        let row = self.evolved(change, variant)?;
        Some(Reason {
            text: format!(
                "{change}: new code reading old bytes {}, old code reading new {}",
                row.backward.verdict, row.forward.verdict
            ),
            cites: vec![Cite::Evolution {
                change: change.into(),
                place: TOP.into(),
                variant: variant.into(),
            }],
        })
    }

    /// The caveats of a pick and of the variants tied with it for `case`, as the README's table
    /// says them: the pick's alone, or each tied variant's that has one, named; "-" where none
    /// has any.
    fn caveats(&self, case: Case, pick: &Choice, tied: &[Choice]) -> String {
        if tied.is_empty() {
            return self.caveat(case, &pick.variant).unwrap_or_else(|| "-".into());
        }
        let named: Vec<String> = [pick]
            .into_iter()
            .chain(tied)
            .filter_map(|choice| {
                let caveat = self.caveat(case, &choice.variant)?;
                Some(format!("{}: {caveat}", choice.variant))
            })
            .collect();
        if named.is_empty() { "-".into() } else { named.join("; ") }
    }

    /// A variant's main caveat in a few words, as the README's table says it beside the pick: the
    /// first the data shows of a field added at the end read wrong, a crash on corrupt input, a
    /// hostile-input scan that calls it not safe, a field added at the end refused, and a wire no
    /// other language reads (but between Rust services, where no other language reads it).
    fn caveat(&self, case: Case, variant: &str) -> Option<String> {
        let added = self.evolved(ADDED_AT_THE_END, variant);
        let outcomes = |row: &evolution_file::Row| {
            [row.backward.verdict.outcome(), row.forward.verdict.outcome()]
        };
        let field = |row: &evolution_file::Row| {
            format!(
                "a field added at the end: new code {} old bytes, old code {} new",
                row.backward.verdict, row.forward.verdict
            )
        };
        if let Some(row) = added.filter(|row| outcomes(row).contains(&Outcome::Breaks)) {
            return Some(field(row));
        }
        if let Some(swept) = self.crashes(variant).filter(|swept| swept.panics + swept.aborts > 0) {
            return Some(format!(
                "crashes on corrupt input ({} panics, {} aborts in {})",
                swept.panics,
                swept.aborts,
                group(swept.cases as f64)
            ));
        }
        if let Some(hostile) = self.inputs.hostile
            && hostile.verdict(variant).scanned
            && !hostile.verdict(variant).safe()
        {
            return Some("the hostile-input scan calls it not safe".into());
        }
        if let Some(row) = added.filter(|row| outcomes(row).contains(&Outcome::Fails)) {
            return Some(field(row));
        }
        if case == Case::Services {
            return None;
        }
        // Measured where another language tried it (the crossings file, the JVM peers' run);
        // the catalog's fact where none did.
        if let Some(report) = self.inputs.languages
            && let Some(caveat) = crate::crossings::caveat(report, variant)
        {
            return Some(caveat);
        }
        if !self.crossings(variant).is_empty() {
            return (!self.crosses(variant))
                .then(|| "its bytes did not cross to Java and back (the JVM peers' run)".into());
        }
        if self
            .inputs
            .languages
            .is_some_and(|report| crate::crossings::cells_crossed(report, variant).is_some())
        {
            return None;
        }
        let wire = self.rows.get(variant)?.values().next().map_or("", |row| row.wire.as_str());
        let facts = self.facts(variant)?;
        (!reaches_other_languages(facts.other_languages.value, wire))
            .then(|| format!("no other language reads its bytes ({})", facts.other_languages.value))
    }

    fn choice(&self, variant: &str, reasons: impl IntoIterator<Item = Option<Reason>>) -> Choice {
        Choice { variant: variant.into(), reasons: reasons.into_iter().flatten().collect() }
    }

    /// `ranked` and how many of its first tie: the variants whose figure is within the run's
    /// noise of the first's, as `noise` reads it.
    fn settle(&self, ranked: Vec<(String, f64)>, noise: Noise<'_>) -> Settled {
        let Some((variant, first)) = ranked.first() else {
            return Settled { ranked, tied: 0, tie: noise.words() };
        };
        let (factor, tie) = match noise {
            Noise::Rounds { datasets, ops } => match self.spread(variant, datasets, ops) {
                Some(spread) => (spread, noise.words()),
                // One round: no second to read; the stated bound, said as such.
                None => (TIE, Noise::Bound.words()),
            },
            Noise::Bound => (TIE, noise.words()),
            Noise::Size => (SIZE_TIE, noise.words()),
        };
        let tied = ranked.iter().take_while(|(_, ratio)| *ratio <= first * factor).count();
        Settled { ranked, tied, tie }
    }

    /// How much higher `variant`'s figure over `datasets` could have come out in this run: the
    /// geometric mean, over the data sets, of the cell's second-lowest round median (summed over
    /// `ops`) to its lowest, the figure the run reports. A round fewer could have reported the
    /// second. `None` where a cell has a single round.
    fn spread(&self, variant: &str, datasets: &[&str], ops: &[Op]) -> Option<f64> {
        let by = self.rows.get(variant)?;
        let factors = datasets.iter().map(|dataset| {
            let row = by.get(dataset)?;
            let (mut lowest, mut second) = (0.0, 0.0);
            for op in ops {
                let mut rounds = row.ops.get(op.key())?.round_medians_ns.clone();
                rounds.sort_by(f64::total_cmp);
                lowest += rounds.first()?;
                second += rounds.get(1)?;
            }
            (lowest > 0.0).then(|| second / lowest)
        });
        crate::wasm::geometric_mean(factors.collect::<Option<Vec<f64>>>()?.into_iter())
    }

    /// The evolution matrix, or the [`Answer::Missing`] that says how to make it.
    fn matrix(&self) -> Result<&'a Matrix, Answer> {
        self.inputs.evolution.ok_or_else(|| Answer::Missing {
            what: "the evolution matrix (docs/data/evolution.json)".into(),
            how: "`cargo run --release -p evolution -- --json docs/data/evolution.json`".into(),
        })
    }

    /// The corrupt-input sweep is there, or the [`Answer::Missing`] that says how to make it.
    fn swept(&self) -> Result<(), Answer> {
        match self.inputs.robustness {
            Some(_) => Ok(()),
            None => Err(Answer::Missing {
                what: "the corrupt-input sweep (target/robustness.json or \
                       docs/data/robustness.json)"
                    .into(),
                how: "`bench-cli robustness`".into(),
            }),
        }
    }

    /// The variant's crossings in the JVM peers' run, one per data set it carried there: the Java
    /// library, and whether bytes went both ways. Empty where it was not tried (no Java library
    /// reads its wire) or there is no such run.
    fn crossings(&self, variant: &str) -> Vec<(&'a str, &'a bench_support::results::Interop)> {
        let Some(run) = self.inputs.crossings else { return Vec::new() };
        run.results
            .iter()
            .filter(|row| row.language.is_none() && label(row) == variant)
            .filter_map(|row| Some((row.dataset.as_str(), row.interop.as_ref()?)))
            .collect()
    }

    /// Whether the variant's bytes went to Java and back on every data set the JVM peers carried.
    fn crosses(&self, variant: &str) -> bool {
        self.inputs.crossings.is_some_and(|jvm| crosses(jvm, variant))
    }

    /// What the JVM peers' run says of the variant's crossings.
    fn crossing_reason(&self, variant: &str) -> Option<Reason> {
        let crossings = self.crossings(variant);
        let (_, first) = crossings.first()?;
        let datasets: Vec<&str> = crossings.iter().map(|(dataset, _)| *dataset).collect();
        let text = if self.crosses(variant) {
            format!(
                "Java ({}) reads its bytes and it reads Java's, on {}",
                first.java,
                datasets.join(" and ")
            )
        } else {
            let failures: Vec<&str> = crossings
                .iter()
                .flat_map(|(_, interop)| [&interop.to_java, &interop.from_java])
                .flatten()
                .map(|failure| failure.lines().next().unwrap_or_default())
                .collect();
            format!("Java ({}): {}", first.java, failures.join("; "))
        };
        Some(Reason {
            text,
            cites: crossings
                .iter()
                .map(|(dataset, _)| Cite::Crossing {
                    dataset: (*dataset).into(),
                    variant: variant.into(),
                })
                .collect(),
        })
    }

    /// Neither panicked nor aborted on any input of the corrupt-input sweep.
    fn crash_free(&self, variant: &str) -> bool {
        self.inputs.robustness.is_some_and(|sweep| crash_free(sweep, variant))
    }

    fn deploys_safely(&self, variant: &str) -> bool {
        self.inputs.evolution.is_some_and(|matrix| deploys_safely(matrix, variant))
    }

    /// One variant's size ratio, as [`Data::sizes`] ranks it.
    fn size_of(&self, variant: &str) -> Option<f64> {
        self.sizes(|other| other == variant).first().map(|(_, ratio)| *ratio)
    }

    fn round_trip(&self, eligible: impl Fn(&str) -> bool) -> Vec<(String, f64)> {
        self.rank(&self.datasets, round_trip, eligible)
    }

    fn sizes(&self, eligible: impl Fn(&str) -> bool) -> Vec<(String, f64)> {
        self.rank(&self.datasets, |row| Some(row.size_bytes as f64), eligible)
    }
}

/// A variant's counts in the corrupt-input sweep, over the data sets it was swept on.
#[derive(Clone, Copy, Debug, Default)]
struct Swept {
    panics: u64,
    aborts: u64,
    errors: u64,
    /// Corrupt inputs read as another value, without an error.
    garbage: u64,
    cases: u64,
    datasets: usize,
}

/// A ranking, best first, and how many of its first are a tie (the first itself at least, where
/// there is one): [`Data::settle`].
struct Settled {
    ranked: Vec<(String, f64)>,
    tied: usize,
    /// What makes a tie: [`Noise::words`].
    tie: &'static str,
}

/// What a ranking's figures would do in another run, which decides its ties.
#[derive(Clone, Copy)]
enum Noise<'d> {
    /// Times of the run's rows, summed over `ops`, ranked over `datasets`: the first's spread
    /// over its rounds ([`Data::spread`]), or the stated bound [`TIE`] where the run has one.
    Rounds { datasets: &'d [&'d str], ops: &'d [Op] },
    /// Times with no rounds to read (the wasm matrix's): the stated bound.
    Bound,
    /// Sizes, which do not vary between runs: within [`SIZE_TIE`] of each other, a tie.
    Size,
}

impl Noise<'_> {
    /// What makes two figures a tie, said beside them.
    fn words(self) -> &'static str {
        match self {
            Noise::Rounds { .. } => "within the run's noise",
            Noise::Bound => "within 5 %",
            Noise::Size => "within 1 % in size",
        }
    }
}

/// Where a run has no rounds to read its noise from, ratios within this factor of the best are a
/// tie: differences under 5 % are a run's own (methodology/stability.md).
const TIE: f64 = 1.05;

/// Sizes within this factor of the smallest are a tie: they do not vary between runs, but a
/// difference under 1 % (the shortest float encoding CBOR allows, one library using it and
/// another not) decides nothing a person storing or sending the bytes would notice.
const SIZE_TIE: f64 = 1.01;

/// Programs whose flash is within this many bytes of the least are level on flash: under 1 % of
/// the 128 KB of the smaller Cortex-M4 parts, nothing a firmware's budget would notice; of them,
/// RAM and the encoding decide.
const FLASH_TIE: i64 = 1_000;

const ROUND_TRIP: [Op; 2] = [Op::Serialize, Op::Deserialize];

const ADDED_AT_THE_END: &str = "field added at the end";
const OPTION_ADDED: &str = "Option field added";

/// `1st`, `2nd`, `3rd`, `4th`, ..., `11th`, `21st`.
fn ordinal(place: usize) -> String {
    let suffix = match (place % 10, place % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{place}{suffix}")
}

fn plural(count: usize, noun: &str) -> String {
    if count == 1 { format!("1 {noun}") } else { format!("{count} {noun}s") }
}

fn label(row: &Row) -> String {
    format!("{}/{}", row.format, row.variant)
}

fn round_trip(row: &Row) -> Option<f64> {
    Some(
        row.ops.get(Op::Serialize.key())?.median_ns + row.ops.get(Op::Deserialize.key())?.median_ns,
    )
}

/// The ranking's first as the pick, the variants tied with it, and the first beyond the tie as
/// the runner-up, each with `reasons`.
fn pick_two(
    settled: &Settled,
    reasons: impl Fn(&str, f64) -> Choice,
    instead: Vec<Instead>,
    none: &str,
) -> Rule {
    let Some((first, ratio)) = settled.ranked.first() else {
        return Err(Answer::Nothing { why: none.into() });
    };
    let tied = settled.ranked.get(1..settled.tied).unwrap_or_default();
    Ok(Answer::Pick {
        pick: reasons(first, *ratio),
        tied: tied.iter().map(|(variant, ratio)| reasons(variant, *ratio)).collect(),
        tie: settled.tie,
        runner_up: settled
            .ranked
            .get(settled.tied.max(1))
            .map(|(second, ratio)| reasons(second, *ratio)),
        instead: instead.into_iter().filter(|other| other.choice.variant != *first).collect(),
        ranked: settled.ranked.iter().map(|(variant, _)| variant.clone()).collect(),
    })
}

/// The data sets shaped like the traffic between services: one message, a batch of records as a
/// store returns them, log lines, a page of users. (`mesh`, `chunks` and the JSON corpora are bulk
/// data or documents, which services move less often than they exchange messages.)
const SERVICE_DATASETS: [&str; 4] = ["message", "stored", "log", "users"];

fn services(data: &Data<'_>) -> Rule {
    data.complete()?;
    data.matrix()?;
    data.swept()?;
    let datasets: Vec<&str> =
        data.datasets.iter().copied().filter(|name| SERVICE_DATASETS.contains(name)).collect();
    if datasets.is_empty() {
        return Err(Answer::Missing {
            what: format!(
                "a data set shaped like a service's messages ({})",
                SERVICE_DATASETS.join(", ")
            ),
            how: "`bench-cli run --format all`".into(),
        });
    }
    // A service reads what another build wrote: during every rolling deploy old and new builds
    // talk, and a truncated or corrupted message must not take the process down.
    let serves = |variant: &str| data.maintained(variant) && data.crash_free(variant);
    let deploys = |variant: &str| serves(variant) && data.deploys_safely(variant);
    let ranked = data.rank(&datasets, round_trip, deploys);
    let size_over = |variant: &str| {
        data.rank(&datasets, |row| Some(row.size_bytes as f64), |other| other == variant)
            .first()
            .map(|(_, ratio)| *ratio)
    };
    let why = |variant: &str, ratio: f64| {
        data.choice(
            variant,
            [
                data.speed_over(variant, ratio, &ROUND_TRIP, datasets.len()),
                data.evolution_reason(variant, ADDED_AT_THE_END),
                data.evolution_reason(variant, OPTION_ADDED),
                data.robustness_reason(variant),
                size_over(variant).and_then(|size| data.size_reason(variant, size)),
                data.build_reason(variant),
            ],
        )
    };
    let mut instead = Vec::new();
    let together = data.rank(&datasets, round_trip, serves);
    if let Some((variant, ratio)) = together.first() {
        instead.push(Instead {
            when: "old and new builds never talk (every instance is replaced at once)".into(),
            choice: data.choice(
                variant,
                [
                    data.speed_over(variant, *ratio, &ROUND_TRIP, datasets.len()),
                    data.evolution_reason(variant, ADDED_AT_THE_END),
                ],
            ),
        });
    }
    let smallest = data.rank(&datasets, |row| Some(row.size_bytes as f64), deploys);
    if let Some((variant, size)) = smallest.first() {
        instead.push(Instead {
            when: "bytes on the wire cost more than CPU".into(),
            choice: data.choice(variant, [data.size_reason(variant, *size)]),
        });
    }
    let noise = Noise::Rounds { datasets: &datasets, ops: &ROUND_TRIP };
    pick_two(
        &data.settle(ranked, noise),
        why,
        instead,
        "no maintained variant reads an added field both ways without crashing on corrupt input",
    )
}

fn stored(data: &Data<'_>) -> Rule {
    data.complete()?;
    let matrix = data.matrix()?;
    let releases = data.inputs.stability.ok_or_else(|| Answer::Missing {
        what: "the libraries' releases read by the pinned ones (docs/data/stability/)".into(),
        how: "`bench-cli stability all --out docs/data/stability`".into(),
    })?;
    let breaks = |variant: &str| {
        matrix.steps.iter().find_map(|step| {
            let row = step.rows.iter().find(|row| row.format == variant)?;
            let broken = [&row.backward, &row.forward]
                .into_iter()
                .any(|cell| cell.verdict.outcome() == Outcome::Breaks);
            broken.then_some(step)
        })
    };
    let reads_old = |variant: &str| {
        [ADDED_AT_THE_END, OPTION_ADDED].iter().all(|change| {
            data.evolved(change, variant)
                .is_some_and(|row| row.backward.verdict.outcome() == Outcome::Safe)
        })
    };
    let in_matrix = |variant: &str| {
        matrix.steps.iter().any(|step| step.rows.iter().any(|row| row.format == variant))
    };
    let library =
        |variant: &str| variant.split_once('/').map_or(variant, |(name, _)| name).to_string();
    // `None`: the library's releases were not read.
    let wire =
        |variant: &str| releases.get(&library(variant)).map(|file| crate::stability::wire(file).0);
    let evolves = |variant: &str| {
        data.maintained(variant)
            && in_matrix(variant)
            && breaks(variant).is_none()
            && reads_old(variant)
    };
    // What the ranking could pick had its releases read, or it picks nothing.
    let mut unread: Vec<String> = data
        .sizes(evolves)
        .into_iter()
        .filter(|(variant, _)| wire(variant).is_none())
        .map(|(variant, _)| library(&variant))
        .collect();
    // A library's variants need not rank side by side.
    unread.sort();
    unread.dedup();
    if !unread.is_empty() {
        return Err(Answer::Missing {
            what: format!("the releases of {} read by the pinned ones", unread.join(", ")),
            how: "`bench-cli stability LIBRARY --out docs/data/stability`, for each".into(),
        });
    }
    let stable = |variant: &str| wire(variant) == Some(crate::stability::Wire::Reads);
    let ranked = data.sizes(|variant| evolves(variant) && stable(variant));
    let releases_reason = |variant: &str| {
        let file = releases.get(&library(variant))?;
        let text = crate::stability::sentence(file);
        Some(Reason { text, cites: vec![Cite::Stability { library: library(variant) }] })
    };
    let why = |variant: &str, size: f64| {
        data.choice(
            variant,
            [
                data.size_reason(variant, size),
                Some(Reason {
                    text: format!(
                        "reads none of the matrix's {} steps wrong, either way (each change at the top of a message and in a list)",
                        matrix.steps.len()
                    ),
                    cites: matrix
                        .steps
                        .iter()
                        .filter(|step| step.rows.iter().any(|row| row.format == variant))
                        .map(|step| Cite::Evolution {
                            change: step.change.clone(),
                            place: step.place.clone(),
                            variant: variant.into(),
                        })
                        .collect(),
                }),
                data.evolution_reason(variant, ADDED_AT_THE_END),
                releases_reason(variant),
            ],
        )
    };
    // If the type will never change, the evolution matrix does not decide, and the releases still
    // do: the smallest maintained variant whose library's releases read, where it reads a change
    // wrong (else it is the pick). A smaller one whose releases were not read leaves it unsaid.
    let mut instead = Vec::new();
    let smallest = data.sizes(|variant| data.maintained(variant));
    let smallest =
        smallest.iter().find(|(variant, _)| wire(variant).is_none_or(|_| stable(variant)));
    if let Some((variant, size)) = smallest
        && stable(variant)
        && let Some(step) = breaks(variant)
    {
        let row = step.rows.iter().find(|row| row.format == *variant);
        let verdicts = row.map_or(String::new(), |row| {
            format!("{} / {}", row.backward.verdict, row.forward.verdict)
        });
        instead.push(Instead {
            when: "the type will never change".into(),
            choice: data.choice(
                variant,
                [
                    data.size_reason(variant, *size),
                    Some(Reason {
                        text: format!("{} ({}): {verdicts}", step.change, step.place),
                        cites: vec![Cite::Evolution {
                            change: step.change.clone(),
                            place: step.place.clone(),
                            variant: variant.clone(),
                        }],
                    }),
                    releases_reason(variant),
                ],
            ),
        });
    }
    pick_two(
        &data.settle(ranked, Noise::Size),
        why,
        instead,
        "every maintained variant reads some change wrong, or an older release's bytes",
    )
}

fn config(data: &Data<'_>) -> Rule {
    let Some(report) = data.inputs.config_edits else {
        return Err(Answer::Missing {
            what: "the config-edits file (docs/data/config-edits.json)".into(),
            how: "`cargo run -p config-edits -- --json docs/data/config-edits.json`".into(),
        });
    };
    // A value a person typed read as another, silently, is worse than any error: the fewest of
    // those first, then the most asks met. Formats level on both are a tie, said as one, in the
    // file's order (JSON, RON, YAML, TOML): the speed of a file read once at start-up does not
    // decide it.
    let mut ranked: Vec<(&config_edits::Format, (usize, usize))> = report
        .formats
        .iter()
        .filter(|format| data.maintained(&format.format))
        .map(|format| (format, (format.misreads().len(), format.total().0)))
        .collect();
    ranked.sort_by(|(_, (misread_a, met_a)), (_, (misread_b, met_b))| {
        misread_a.cmp(misread_b).then(met_b.cmp(met_a))
    });
    let why = |format: &config_edits::Format| {
        let names = config_edits::Names::ALL.iter().map(|names| {
            let (met, of) = format.score(*names);
            format!("the {} in {met} of {of}", names.label())
        });
        let cites = vec![Cite::ConfigEdits { variant: format.format.clone() }];
        let misreads: Vec<String> = format
            .misreads()
            .iter()
            .filter_map(|typed| match &typed.read {
                config_edits::Read::Another(value) => Some(format!("`{}` as {value}", typed.typed)),
                _ => None,
            })
            .collect();
        let as_typed =
            format.typed.iter().filter(|typed| typed.read == config_edits::Read::AsTyped).count();
        let typed = Reason {
            text: if misreads.is_empty() {
                format!(
                    "of {} values typed unquoted, none read as another value ({as_typed} as \
                     typed, the others refused)",
                    format.typed.len()
                )
            } else {
                format!(
                    "of {} values typed unquoted, it reads {} as another value: {}",
                    format.typed.len(),
                    misreads.len(),
                    misreads.join(", ")
                )
            },
            cites: cites.clone(),
        };
        Choice {
            variant: format.format.clone(),
            reasons: vec![
                Reason {
                    text: format!(
                        "its errors on {} wrong edits name {}",
                        format.edits.len(),
                        names.collect::<Vec<_>>().join(", ")
                    ),
                    cites,
                },
                typed,
            ],
        }
    };
    let Some(&(first, best)) = ranked.first() else {
        return Err(Answer::Nothing { why: "the config-edits file holds no format".into() });
    };
    let tied = ranked.iter().take_while(|(_, level)| *level == best).count();
    Ok(Answer::Pick {
        pick: why(first),
        tied: ranked[1..tied].iter().map(|(format, _)| why(format)).collect(),
        tie: "as many asks met, no more values misread",
        runner_up: ranked.get(tied).map(|(second, _)| why(second)),
        instead: Vec::new(),
        ranked: ranked.iter().map(|(format, _)| format.format.clone()).collect(),
    })
}

fn in_place(data: &Data<'_>) -> Rule {
    data.complete()?;
    let zero_copy: Vec<&String> = data
        .rows
        .iter()
        .filter(|(_, by)| by.values().any(|row| row.ops.contains_key(Op::AccessValidated.key())))
        .map(|(variant, _)| variant)
        .collect();
    // The data sets every zero-copy variant carries.
    let datasets: Vec<&str> = data
        .datasets
        .iter()
        .copied()
        .filter(|dataset| {
            zero_copy.iter().all(|variant| {
                data.rows[*variant]
                    .get(dataset)
                    .is_some_and(|row| row.ops.contains_key(Op::AccessValidated.key()))
            })
        })
        .collect();
    let ops = [Op::AccessValidated, Op::Read];
    let cost = |row: &Row| {
        ops.iter().map(|op| row.ops.get(op.key()).map(|stats| stats.median_ns)).sum::<Option<f64>>()
    };
    let zero_copy =
        |variant: &str| data.maintained(variant) && zero_copy.iter().any(|v| *v == variant);
    let ranked = data.rank(&datasets, cost, zero_copy);
    let why = |variant: &str, ratio: f64| {
        let size = data.size_of(variant);
        data.choice(
            variant,
            [
                data.speed_over(variant, ratio, &ops, datasets.len()),
                size.and_then(|size| data.size_reason(variant, size)),
            ],
        )
    };
    let mut instead = Vec::new();
    let median = |op: Op| move |row: &Row| row.ops.get(op.key()).map(|stats| stats.median_ns);
    // Opening a large file to read a few of its fields costs the validated access, which is
    // O(1) for a format that validates as it reads (Cap'n Proto) and a pass over every byte for
    // one that validates first (rkyv, FlatBuffers); the few fields after it are a few pointer
    // reads, not timed here.
    let opened = data.rank(&datasets, median(Op::AccessValidated), zero_copy);
    if let Some((variant, ratio)) = opened.first() {
        instead.push(Instead {
            when: "you open the data to read a few of its fields (the open alone is timed)".into(),
            choice: data.choice(
                variant,
                [data.speed_over(variant, *ratio, &[Op::AccessValidated], datasets.len())],
            ),
        });
    }
    let unvalidated = data.rank(&datasets, median(Op::AccessUnvalidated), zero_copy);
    if let Some((variant, ratio)) = unvalidated.first() {
        instead.push(Instead {
            when: "the bytes are your own (access without validation)".into(),
            choice: data.choice(
                variant,
                [data.speed_over(variant, *ratio, &[Op::AccessUnvalidated], datasets.len())],
            ),
        });
    }
    let noise = Noise::Rounds { datasets: &datasets, ops: &ops };
    pick_two(&data.settle(ranked, noise), why, instead, "no variant of the run reads in place")
}

fn embedded(data: &Data<'_>) -> Rule {
    let matrix = data.inputs.bare_metal.ok_or_else(|| Answer::Missing {
        what: "the bare-metal matrix (docs/data/bare-metal.json)".into(),
        how: "`scripts/install-bare-metal`, then `cargo run -p footprint -- bare-metal --json \
              docs/data/bare-metal.json`"
            .into(),
    })?;
    // A matrix of some format crates only (`--format postcard`) ranks nothing.
    let lacking: std::collections::BTreeSet<&str> = catalog::formats()
        .filter(|descriptor| {
            data.inputs.expected.contains(&format!("{}/{}", descriptor.name, descriptor.variant))
        })
        .map(|descriptor| descriptor.package)
        .filter(|package| !matrix.rows.iter().any(|row| row.package == *package))
        .collect();
    if !lacking.is_empty() {
        return Err(Answer::Missing {
            what: format!(
                "the bare-metal matrix of every format crate (docs/data/bare-metal.json lacks {})",
                plural(lacking.len(), "crate")
            ),
            how: "`cargo run -p footprint -- bare-metal --json docs/data/bare-metal.json`".into(),
        });
    }
    // Each format crate's program judges the variant it was written for (its first).
    let programs: Vec<Firmware> = matrix
        .rows
        .iter()
        .filter(|row| !row.alloc)
        .filter_map(|row| {
            let variant = format!("{}/{}", row.name, row.variant);
            let (needs, judged) = crate::bare_metal::judged(matrix, &row.package)?;
            let (flash, ram) = matrix.added(judged)?;
            let TargetRun::RoundTripped { bytes, decode_stack, decode_heap, .. } =
                judged.firmware()?.run
            else {
                return None;
            };
            data.maintained(&variant).then_some(Firmware {
                variant,
                needs,
                flash,
                ram,
                bytes,
                decode_stack,
                decode_heap,
            })
        })
        .collect();
    // Flash within FLASH_TIE of the least is the same to the device: of those, the least RAM,
    // then the smallest encoding; a tie is what is level on all three.
    // Of the programs that need at most `needs`.
    let ranked = |needs: crate::bare_metal::Needs| {
        let mut group: Vec<&Firmware> =
            programs.iter().filter(|program| program.needs <= needs).collect();
        let least = group.iter().map(|program| program.flash).min().unwrap_or_default();
        let level = |program: &&Firmware| program.flash <= least + FLASH_TIE;
        // Level on flash: RAM, then bytes; beyond it, flash first, as the rule reads.
        group.sort_by_key(|program| {
            if level(program) {
                (
                    false,
                    program.ram,
                    i64::try_from(program.bytes).unwrap_or(i64::MAX),
                    program.flash,
                )
            } else {
                (true, program.flash, program.ram, i64::try_from(program.bytes).unwrap_or(i64::MAX))
            }
        });
        let ranked: Vec<(String, f64)> = group
            .iter()
            .map(|program| (program.variant.clone(), program.flash as f64 / least.max(1) as f64))
            .collect();
        let tied = group.first().map_or(0, |first| {
            group
                .iter()
                .take_while(|program| {
                    level(program)
                        && program.ram == first.ram
                        && program.bytes as f64 <= first.bytes as f64 * SIZE_TIE
                })
                .count()
        });
        Settled { ranked, tied, tie: "within 1 KB of flash, level in RAM and bytes" }
    };
    let why = |variant: &str, _: f64| {
        let program = programs.iter().find(|program| program.variant == variant);
        data.choice(variant, [program.map(Firmware::reason)])
    };
    let mut settled = ranked(crate::bare_metal::Needs::Nothing);
    let mut instead = Vec::new();
    // Where the link is what costs (a radio, a metered line), the bytes come before the flash.
    let smallest = programs
        .iter()
        .filter(|program| program.needs == crate::bare_metal::Needs::Nothing)
        .min_by_key(|program| (program.bytes, program.flash));
    if let Some(smallest) = smallest.filter(|smallest| {
        settled.ranked.first().is_some_and(|(first, _)| *first != smallest.variant)
    }) {
        instead.push(Instead {
            when: "the link is what costs (a radio, a metered line): the smallest encoding".into(),
            choice: why(&smallest.variant, 1.0),
        });
    }
    // With a heap, every program is in the running: named where another comes first.
    let with_heap = ranked(crate::bare_metal::Needs::Alloc);
    if let Some((variant, _)) = with_heap
        .ranked
        .first()
        .filter(|(first, _)| settled.ranked.first().is_some_and(|(pick, _)| pick != first))
    {
        instead.push(Instead {
            when: "the firmware has a heap anyway".into(),
            choice: why(variant, 1.0),
        });
    }
    if settled.ranked.is_empty() {
        settled = ranked(crate::bare_metal::Needs::Alloc);
        instead.clear();
    }
    pick_two(&settled, why, instead, "no maintained variant's program ran on the Cortex-M")
}

/// A variant's program on bare metal, as the embedded rule weighs it.
struct Firmware {
    variant: String,
    needs: crate::bare_metal::Needs,
    flash: i64,
    ram: i64,
    bytes: usize,
    decode_stack: u64,
    decode_heap: u64,
}

impl Firmware {
    fn reason(&self) -> Reason {
        let alloc = self.needs == crate::bare_metal::Needs::Alloc;
        Reason {
            text: format!(
                "on a Cortex-M4 {}: {:+.1} KB flash, {:+} B RAM, its decode {} B of stack{}, \
                 `message` in {} B",
                if alloc { "with a heap (it needs one)" } else { "without an allocator" },
                self.flash as f64 / 1000.0,
                self.ram,
                self.decode_stack,
                if alloc { format!(" and {} B of heap", self.decode_heap) } else { String::new() },
                self.bytes
            ),
            cites: vec![Cite::BareMetal { variant: self.variant.clone(), alloc }],
        }
    }
}

fn untrusted(data: &Data<'_>) -> Rule {
    data.complete()?;
    data.swept()?;
    // With the hostile-input scan, only what it calls safe; without it, the sweep alone (the
    // verdict then says the scan is pending).
    let clean = |variant: &str| {
        data.maintained(variant)
            && data.crash_free(variant)
            && data.inputs.hostile.is_none_or(|hostile| hostile.verdict(variant).safe())
    };
    let ranked = data.rank(
        &data.datasets,
        |row| row.ops.get(Op::Deserialize.key()).map(|stats| stats.median_ns),
        clean,
    );
    let why = |variant: &str, ratio: f64| {
        data.choice(
            variant,
            [
                data.robustness_reason(variant),
                data.hostile_reason(variant),
                data.speed_reason(variant, ratio, &[Op::Deserialize]),
            ],
        )
    };
    // The clean variant, swept on as many data sets as any, that read the fewest corrupt inputs
    // as another value.
    let mut instead = Vec::new();
    let most =
        data.rows.keys().filter_map(|variant| data.crashes(variant)).map(|swept| swept.datasets);
    let most = most.max().unwrap_or_default();
    let strictest = data
        .rows
        .keys()
        .filter(|variant| clean(variant))
        .filter_map(|variant| {
            let swept = data.crashes(variant).filter(|swept| swept.datasets == most)?;
            Some((variant, swept.garbage as f64 / swept.cases.max(1) as f64))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1));
    if let Some((variant, _)) = strictest {
        instead.push(Instead {
            when: "corrupted bytes must read as another value as rarely as can be".into(),
            choice: data.choice(variant, [data.robustness_reason(variant)]),
        });
    }
    pick_two(
        &data.settle(ranked, Noise::Rounds { datasets: &data.datasets, ops: &[Op::Deserialize] }),
        why,
        instead,
        "every maintained variant panicked or aborted on corrupt input",
    )
}

/// Variants with their figure, best first.
type Ranked = Vec<(String, f64)>;

fn languages(data: &Data<'_>) -> Rule {
    data.complete()?;
    let Some(report) = data.inputs.languages else {
        return Err(Answer::Missing {
            what: "the crossings to Python, JavaScript and Go (docs/data/crossings.json)".into(),
            how: "`scripts/install-peers && cargo run -p crossings -- --json docs/data/crossings.json`"
                .into(),
        });
    };
    if data.inputs.crossings.is_none() {
        return Err(Answer::Missing {
            what: "the crossings to Java (docs/data/jvm.json)".into(),
            how: "`bench-cli run --peers jvm --dataset users,log`".into(),
        });
    }
    let pairs = |variant: &str| language_pairs(data.inputs.crossings, report, variant);
    let eligible = |variant: &str| {
        data.maintained(variant) && ranked_for_languages(data.inputs.crossings, report, variant)
    };
    // What decides the case is what crosses; among the variants that cross the most pairs, speed.
    let ranked = data.round_trip(eligible);
    let most = ranked.iter().map(|(variant, _)| pairs(variant).0).max().unwrap_or_default();
    let (top, mut rest): (Ranked, Ranked) =
        ranked.into_iter().partition(|(variant, _)| pairs(variant).0 == most);
    rest.sort_by_key(|(variant, _)| std::cmp::Reverse(pairs(variant).0));
    let mut settled =
        data.settle(top, Noise::Rounds { datasets: &data.datasets, ops: &ROUND_TRIP });
    settled.ranked.extend(rest);
    let why = |variant: &str, ratio: f64| {
        let size = data.size_of(variant);
        let (crossed, tried, _) = pairs(variant);
        let crossing = Reason {
            text: crate::crossings::reason(report, variant, crossed, tried),
            cites: vec![Cite::Languages { variant: variant.into() }],
        };
        data.choice(
            variant,
            [
                Some(crossing),
                data.crossing_reason(variant),
                data.speed_reason(variant, ratio, &ROUND_TRIP),
                size.and_then(|size| data.size_reason(variant, size)),
            ],
        )
    };
    let mut instead = Vec::new();
    let most_crossed = |variant: &str| eligible(variant) && pairs(variant).0 == most;
    let sizes = data.sizes(most_crossed);
    // Only bytes that are smaller, past a size tie: the variants of one schema wire write the
    // same ones.
    let pick_size = settled.ranked.first().and_then(|(pick, _)| {
        sizes.iter().find(|(variant, _)| variant == pick).map(|(_, size)| *size)
    });
    if let Some((variant, size)) = sizes.first()
        && pick_size.is_none_or(|pick_size| *size * SIZE_TIE < pick_size)
    {
        instead.push(Instead {
            when: "bytes on the wire cost more than CPU".into(),
            choice: data.choice(variant, [data.size_reason(variant, *size)]),
        });
    }
    pick_two(
        &settled,
        why,
        instead,
        "no maintained variant's bytes, their fields named or numbered, were measured in three \
         languages",
    )
}

/// The engine browsers run wasm in: V8, which Node embeds.
const BROWSER_ENGINE: &str = "node";
/// The engine of edge functions and plugins.
const SERVER_ENGINE: &str = "wasmtime";

fn browser(data: &Data<'_>) -> Rule {
    // The pick's reasons read the run's rows too: a partial run supports none.
    data.complete()?;
    let Some(wasm) = data.inputs.wasm else {
        return Err(Answer::Missing {
            what: "the wasm matrix (docs/data/wasm.json)".into(),
            how: "`cargo run -p footprint -- wasm --json docs/data/wasm.json`".into(),
        });
    };
    let measured = data
        .inputs
        .expected
        .iter()
        .filter(|variant| {
            wasm.rows.iter().any(|row| format!("{}/{}", row.name, row.variant) == **variant)
        })
        .count();
    if measured < data.inputs.expected.len() {
        return Err(Answer::Missing {
            what: format!(
                "the other formats in wasm: the wasm matrix has {measured} of the {} variants",
                data.inputs.expected.len()
            ),
            how: "`cargo run -p footprint -- wasm`".into(),
        });
    }
    let ranked = |engine: &str| -> Vec<(String, f64)> {
        let Some(index) = wasm.meta.engines.iter().position(|known| known.name == engine) else {
            return Vec::new();
        };
        wasm_rank(wasm, index, |variant| data.maintained(variant))
    };
    let reason = |variant: &str, ratio: f64, engine: &str| -> Option<Reason> {
        let index = wasm.meta.engines.iter().position(|known| known.name == engine)?;
        let rows: Vec<&footprint_file::Row> = wasm
            .rows
            .iter()
            .filter(|row| format!("{}/{}", row.name, row.variant) == variant)
            .collect();
        let quoted =
            rows.iter().find(|row| row.dataset == "log").or_else(|| rows.first()).copied()?;
        let footprint_file::Outcome::Measured(measured) = quoted.engines.get(index)? else {
            return None;
        };
        let (encode, decode) = quoted.ratios(index)?;
        let version = wasm.meta.engines[index].version.as_deref().unwrap_or(engine);
        // Faster than native is possible: say what differs, not why (not taken apart here).
        let faster = if encode.min(decode) < 1.0 {
            "; below 1, wasm32 differs from native in its 4-byte pointers and lengths and its \
             allocator (wasi-libc's), not taken apart here"
        } else {
            ""
        };
        Some(Reason {
            text: format!(
                "round trip in {engine} ({version}) {ratio:.2}× the fastest there over {} ({}: \
                 encode {}, decode {}, {encode:.2}× and {decode:.2}× native{faster})",
                plural(rows.len(), "data set"),
                quoted.dataset,
                table::time(measured.encode_ns),
                table::time(measured.decode_ns)
            ),
            cites: vec![Cite::Wasm {
                dataset: quoted.dataset.clone(),
                variant: variant.into(),
                engine: engine.into(),
            }],
        })
    };
    // What a variant adds to the module users download, on the data set the reasons quote.
    let code = |variant: &str| -> Option<(i64, Reason)> {
        let sizes = &data.inputs.code_size?.file;
        let dataset = if sizes.rows.iter().any(|row| row.dataset == "log") {
            "log"
        } else {
            sizes.rows.first()?.dataset.as_str()
        };
        let added = crate::code_size::added_in_wasm(sizes, variant, dataset)?;
        let reason = Reason {
            text: format!(
                "adds {:.1} KB of code to a wasm module at opt-level \"z\" ({dataset})",
                added as f64 / 1000.0
            ),
            cites: vec![Cite::CodeSize { dataset: dataset.into(), variant: variant.into() }],
        };
        Some((added, reason))
    };
    let why = |variant: &str, ratio: f64| {
        let size = data.size_of(variant);
        data.choice(
            variant,
            [
                reason(variant, ratio, BROWSER_ENGINE),
                code(variant).map(|(_, reason)| reason),
                size.and_then(|size| data.size_reason(variant, size)),
            ],
        )
    };
    let mut instead = Vec::new();
    if let Some((variant, ratio)) = ranked(SERVER_ENGINE).first() {
        instead.push(Instead {
            when: "the module runs in wasmtime (edge functions, plugins)".into(),
            choice: data.choice(variant, [reason(variant, *ratio, SERVER_ENGINE)]),
        });
    }
    // Of the variants that run every data set in the browsers' engine, the least code.
    let smallest = ranked(BROWSER_ENGINE)
        .into_iter()
        .filter_map(|(variant, _)| Some((code(&variant)?, variant)))
        .min_by(|((a, _), x), ((b, _), y)| a.cmp(b).then_with(|| x.cmp(y)));
    if let Some(((_, reason), variant)) = smallest {
        instead.push(Instead {
            when: "every kilobyte users download counts".into(),
            choice: Choice { variant, reasons: vec![reason] },
        });
    }
    // The wasm matrix has one figure per cell, no rounds: a tie is within the stated bound, and
    // what the module makes users download orders it (less code first).
    let mut settled = data.settle(ranked(BROWSER_ENGINE), Noise::Bound);
    let added = |variant: &str| code(variant).map_or(i64::MAX, |(added, _)| added);
    settled.ranked[..settled.tied].sort_by_key(|(variant, _)| added(variant));
    pick_two(
        &settled,
        why,
        instead,
        "no maintained variant runs every data set in the browsers' engine",
    )
}

/// The variants measured in engine `index` on every data set of the wasm matrix (their bytes equal
/// to native's), each with the geometric mean of its round trip's ratio to the fastest on each data
/// set, fastest first; only `eligible` variants are ranked, against the fastest of all.
fn wasm_rank(
    wasm: &footprint_file::Wasm,
    index: usize,
    eligible: impl Fn(&str) -> bool,
) -> Vec<(String, f64)> {
    let mut values: BTreeMap<String, BTreeMap<&str, f64>> = BTreeMap::new();
    let mut datasets: Vec<&str> = Vec::new();
    for row in &wasm.rows {
        if !datasets.contains(&row.dataset.as_str()) {
            datasets.push(&row.dataset);
        }
        if let (Some(footprint_file::Outcome::Measured(measured)), Some(_)) =
            (row.engines.get(index), row.ratios(index))
        {
            values
                .entry(format!("{}/{}", row.name, row.variant))
                .or_default()
                .insert(&row.dataset, measured.encode_ns + measured.decode_ns);
        }
    }
    rank_values(&values, &datasets, eligible)
}

/// Each `eligible` variant that has a value on every one of `datasets`, with the geometric mean of
/// its value's ratio to the best (positive) value of all on each, best first.
fn rank_values(
    values: &BTreeMap<String, BTreeMap<&str, f64>>,
    datasets: &[&str],
    eligible: impl Fn(&str) -> bool,
) -> Vec<(String, f64)> {
    let best: Vec<Option<f64>> = datasets
        .iter()
        .map(|dataset| {
            let on = values.values().filter_map(|by| by.get(dataset).copied());
            on.filter(|value| *value > 0.0).min_by(f64::total_cmp)
        })
        .collect();
    let mut ranked: Vec<(String, f64)> = values
        .iter()
        .filter(|(variant, _)| eligible(variant))
        .filter_map(|(variant, by)| {
            let ratios: Option<Vec<f64>> = datasets
                .iter()
                .zip(&best)
                .map(|(dataset, best)| Some(by.get(dataset)? / (*best)?))
                .collect();
            let mean = crate::wasm::geometric_mean(ratios?.into_iter())?;
            Some((variant.clone(), mean))
        })
        .collect();
    ranked.sort_by(|a, b| a.1.total_cmp(&b.1).then_with(|| a.0.cmp(&b.0)));
    ranked
}

/// Whether old and new builds of `variant` read each other's bytes when a field is added (at the
/// end of a message, or as an `Option`): a rolling deploy, where both run at once, reads every
/// message right. The services rule's condition, and the site chooser's.
pub fn deploys_safely(matrix: &Matrix, variant: &str) -> bool {
    [ADDED_AT_THE_END, OPTION_ADDED].iter().all(|change| {
        let step = matrix.steps.iter().find(|step| step.change == *change && step.place == TOP);
        step.and_then(|step| step.rows.iter().find(|row| row.format == variant)).is_some_and(
            |row| {
                row.backward.verdict.outcome() == Outcome::Safe
                    && row.forward.verdict.outcome() == Outcome::Safe
            },
        )
    })
}

/// Whether the corrupt-input sweep ran `variant` and it neither panicked nor aborted on any input
/// of any data set: the services and untrusted-input rules' condition, and the site chooser's.
pub fn crash_free(sweep: &robustness::Results, variant: &str) -> bool {
    let mut rows =
        sweep.results.iter().filter(|row| format!("{}/{}", row.format, row.variant) == variant);
    let mut any = false;
    let clean = rows.all(|row| {
        any = true;
        row.counts.panic + row.counts.abort == 0
    });
    any && clean
}

/// Whether a run with the JVM peers carried `variant`'s bytes to Java and back on every data set
/// it has the variant on: the languages rule's condition, and the site chooser's.
pub fn crosses(jvm: &Results, variant: &str) -> bool {
    let mut rows = jvm.results.iter().filter(|row| row.language.is_none() && label(row) == variant);
    let mut any = false;
    let all = rows.all(|row| {
        any = true;
        row.interop.as_ref().is_some_and(bench_support::results::Interop::crosses)
    });
    any && all
}

/// A variant's (language, data set) pairs that crossed both ways, those tried, and the languages
/// tried: Python, JavaScript and Go from the crossings file, Java from the JVM peers' run.
pub fn language_pairs(
    jvm: Option<&Results>,
    report: &crossings_file::Report,
    variant: &str,
) -> (usize, usize, usize) {
    let (mut crossed, mut tried, mut languages) = (0, 0, 0);
    if let Some((yes, of)) = crate::crossings::cells_crossed(report, variant) {
        crossed += yes;
        tried += of;
        languages += report.languages.len();
    }
    let java: Vec<&bench_support::results::Interop> = jvm
        .into_iter()
        .flat_map(|run| &run.results)
        .filter(|row| row.language.is_none() && label(row) == variant)
        .filter_map(|row| row.interop.as_ref())
        .collect();
    if !java.is_empty() {
        crossed += java.iter().filter(|interop| interop.crosses()).count();
        tried += java.len();
        languages += 1;
    }
    (crossed, tried, languages)
}

/// Whether the languages rule ranks `variant` (a maintained library's): measured in three other
/// languages at least, its bytes naming the fields, by name or by a schema's field numbers (a
/// struct written as an array leaves the other end to hard-code the fields' order). The rule's
/// condition, and the site chooser's.
pub fn ranked_for_languages(
    jvm: Option<&Results>,
    report: &crossings_file::Report,
    variant: &str,
) -> bool {
    language_pairs(jvm, report, variant).2 >= 3
        && !crate::crossings::shape_kinds(report, variant).contains(&crate::crossings::BY_POSITION)
}

/// Whether a library's `other languages` fact says other languages read `wire`: not "Rust only"
/// or "Rust mainly"; a fact per wire ("JSON: every language; binary: Rust only") is read for the
/// part that names this wire.
pub fn reaches_other_languages(fact: &str, wire: &str) -> bool {
    let part = fact
        .split("; ")
        .find_map(|part| {
            let (which, reach) = part.split_once(": ")?;
            wire.to_lowercase().contains(&which.to_lowercase()).then_some(reach)
        })
        .unwrap_or(fact);
    !part.starts_with("Rust")
}

/// Whether `cite` names a cell that exists in `inputs`.
pub fn resolves(inputs: &Inputs<'_>, cite: &Cite) -> bool {
    let row = |dataset: &str, variant: &str| {
        inputs.results.results.iter().find(|row| row.dataset == dataset && label(row) == variant)
    };
    match cite {
        Cite::Time { dataset, variant, op } => {
            row(dataset, variant).is_some_and(|row| row.ops.contains_key(op.key()))
        }
        Cite::Size { dataset, variant } => row(dataset, variant).is_some(),
        Cite::Build { package } => {
            inputs.builds.is_some_and(|builds| builds.formats.contains_key(package))
        }
        Cite::Robustness { variant } => inputs.robustness.is_some_and(|sweep| {
            sweep.results.iter().any(|row| format!("{}/{}", row.format, row.variant) == *variant)
        }),
        Cite::Hostile { variant } => {
            inputs.hostile.is_some_and(|hostile| hostile.verdict(variant).scanned)
        }
        Cite::Evolution { change, place, variant } => inputs.evolution.is_some_and(|matrix| {
            matrix.steps.iter().any(|step| {
                step.change == *change
                    && step.place == *place
                    && step.rows.iter().any(|row| row.format == *variant)
            })
        }),
        Cite::ConfigEdits { variant } => inputs
            .config_edits
            .is_some_and(|report| report.formats.iter().any(|format| format.format == *variant)),
        Cite::Crossing { dataset, variant } => inputs.crossings.is_some_and(|run| {
            run.results.iter().any(|row| {
                row.dataset == *dataset && label(row) == *variant && row.interop.is_some()
            })
        }),
        Cite::Languages { variant } => inputs
            .languages
            .is_some_and(|report| crate::crossings::cells_crossed(report, variant).is_some()),
        Cite::BareMetal { variant, alloc } => inputs.bare_metal.is_some_and(|matrix| {
            matrix.rows.iter().any(|row| {
                format!("{}/{}", row.name, row.variant) == *variant
                    && row.alloc == *alloc
                    && row.firmware().is_some()
            })
        }),
        Cite::Stability { library } => {
            inputs.stability.is_some_and(|all| all.contains_key(library))
        }
        Cite::CodeSize { dataset, variant } => inputs.code_size.is_some_and(|sizes| {
            crate::code_size::added_in_wasm(&sizes.file, variant, dataset).is_some()
        }),
        Cite::Wasm { dataset, variant, engine } => inputs.wasm.is_some_and(|wasm| {
            let index = wasm.meta.engines.iter().position(|known| known.name == *engine);
            wasm.rows.iter().any(|row| {
                row.dataset == *dataset
                    && format!("{}/{}", row.name, row.variant) == *variant
                    && index.and_then(|index| row.ratios(index)).is_some()
            })
        }),
    }
}

impl Choice {
    /// The variant and its reasons in one line: `postcard/serde: 1.00× ...; ...`.
    fn line(&self) -> String {
        let reasons: Vec<&str> = self.reasons.iter().map(|reason| reason.text.as_str()).collect();
        if reasons.is_empty() {
            return self.variant.clone();
        }
        format!("{} ({})", self.variant, reasons.join("; "))
    }
}

impl Answer {
    /// The pick and the variants tied with it, as the README's table says it: `**a** or **b**`.
    fn picks(pick: &Choice, tied: &[Choice], tie: &str) -> String {
        let mut names: Vec<String> = [pick]
            .into_iter()
            .chain(tied)
            .map(|choice| format!("**{}**", choice.variant))
            .collect();
        match names.len() {
            1 => names.remove(0),
            _ => {
                let last = names.pop().unwrap_or_default();
                format!("{} or {last} ({tie})", names.join(", "))
            }
        }
    }

    /// The answer's lines: the pick first, each with its reasons.
    fn lines(&self, case: Case) -> Vec<(String, String)> {
        match self {
            Answer::Pick { pick, tied, tie, runner_up, instead, .. } => {
                let mut lines = vec![("pick".to_string(), pick.line())];
                for other in tied {
                    lines.push((format!("or, {tie}"), other.line()));
                }
                if let Some(second) = runner_up {
                    let first = Choice {
                        reasons: second.reasons.iter().take(1).cloned().collect(),
                        ..second.clone()
                    };
                    lines.push(("runner-up".into(), first.line()));
                }
                for other in instead {
                    lines.push((format!("if {}", other.when), other.choice.line()));
                }
                lines
            }
            Answer::Missing { what, how } => {
                vec![("missing".into(), format!("{what}; measure it with {how}"))]
            }
            Answer::NotMeasured => {
                vec![("not measured yet".into(), format!("what decides it: {}", case.rule()))]
            }
            Answer::Nothing { why } => vec![("no pick".into(), why.clone())],
        }
    }
}

/// A verdict as lines of words, each with what it is (`pick`, `runner-up`, `if ...`), its rule
/// first: what the site's chooser shows for a preset.
pub fn summary(verdict: &Verdict) -> Vec<(String, String)> {
    let mut lines = vec![("rule".to_string(), verdict.case.rule().to_string())];
    lines.extend(verdict.answer.lines(verdict.case));
    lines.extend(
        verdict.pending.map(|pending| ("not measured yet".to_string(), pending.to_string())),
    );
    lines
}

/// The verdicts as a run's last screen: each use case, its pick, runner-up and alternatives with
/// their reasons, wrapped at `width` columns.
pub fn terminal(inputs: &Inputs<'_>, width: usize) -> String {
    let verdicts = verdicts(inputs);
    let published = inputs
        .published
        .map(|results| self::verdicts(&Inputs { results, published: None, ..inputs.clone() }));
    let mut out = String::from(
        "\nwhat to pick, by use case (the rules: docs/results.md, docs/methodology/verdicts.md):\n",
    );
    out.push_str(&wrap(&format!("from {}", sources(inputs)), width, "", "  "));
    // Use cases that lack the same measurement say so once, together.
    let mut missing: Vec<(&Answer, Vec<&str>)> = Vec::new();
    for verdict in &verdicts {
        if matches!(verdict.answer, Answer::Missing { .. }) {
            match missing.iter_mut().find(|(answer, _)| **answer == verdict.answer) {
                Some((_, cases)) => cases.push(verdict.case.title()),
                None => missing.push((&verdict.answer, vec![verdict.case.title()])),
            }
            continue;
        }
        out.push_str(&format!("\n{}\n", verdict.case.title()));
        for (what, line) in verdict.answer.lines(verdict.case) {
            out.push_str(&wrap(&format!("{what}: {line}"), width, "  ", "      "));
        }
        if let Some(differs) = published.as_ref().and_then(|published| {
            let theirs = published.iter().find(|other| other.case == verdict.case)?;
            difference(inputs, &verdict.answer, &theirs.answer)
        }) {
            out.push_str(&wrap(&differs, width, "  ", "      "));
        }
        if let Some(pending) = verdict.pending {
            out.push_str(&wrap(&format!("not measured yet: {pending}"), width, "  ", "      "));
        }
    }
    for (answer, cases) in missing {
        out.push('\n');
        out.push_str(&wrap(&format!("{}:", cases.join(", ")), width, "", ""));
        for (what, line) in answer.lines(Case::Services) {
            out.push_str(&wrap(&format!("{what}: {line}"), width, "  ", "      "));
        }
    }
    out
}

/// Where this run's pick (with its tie) leaves out the published run's, why it may: the published
/// pick's place in this run's ranking, beyond the noise or not ranked at all, and how the two
/// runs were made where that differs (profile, rounds).
fn difference(inputs: &Inputs<'_>, ours: &Answer, theirs: &Answer) -> Option<String> {
    let (
        Answer::Pick { pick, tied, tie, ranked, .. },
        Answer::Pick { pick: published, tied: published_tied, .. },
    ) = (ours, theirs)
    else {
        return None;
    };
    let here: Vec<&str> = [pick].into_iter().chain(tied).map(|c| c.variant.as_str()).collect();
    if here.contains(&published.variant.as_str())
        || published_tied.iter().any(|other| other.variant == pick.variant)
    {
        return None;
    }
    let (ours_meta, theirs_meta) = (&inputs.results.meta, &inputs.published?.meta);
    let place = match ranked.iter().position(|variant| *variant == published.variant) {
        Some(index) => format!("ranks {} here, beyond the tie ({tie})", ordinal(index + 1)),
        None => "is not ranked here: this run's cells leave it out of the rule".into(),
    };
    let mut how = Vec::new();
    if ours_meta.profile != theirs_meta.profile {
        how.push(format!(
            "this run's profile is {}, the published run's {} (another build inlines differently)",
            ours_meta.profile, theirs_meta.profile
        ));
    }
    if ours_meta.rounds != theirs_meta.rounds {
        how.push(format!(
            "{} here against {} there",
            plural(ours_meta.rounds as usize, "round"),
            theirs_meta.rounds
        ));
    }
    let how = if how.is_empty() { String::new() } else { format!("; {}", how.join("; ")) };
    Some(format!(
        "published pick: {} (the run at `{}`), which {place}{how}",
        published.variant,
        theirs_meta.git_commit.get(..7).unwrap_or(&theirs_meta.git_commit)
    ))
}

/// The verdicts as a Markdown table, the README's first screen: a row per use case.
pub fn markdown_table(inputs: &Inputs<'_>) -> String {
    let mut table = crate::table::new(
        crate::table::Style::Markdown,
        &["use case", "pick", "its main caveat", "runner-up", "pick instead"],
        5,
    );
    let data = Data::of(inputs);
    for verdict in verdicts(inputs) {
        let (pick, caveat, runner_up, instead) = match &verdict.answer {
            Answer::Pick { pick, tied, tie, runner_up, instead, .. } => (
                Answer::picks(pick, tied, tie),
                data.caveats(verdict.case, pick, tied),
                runner_up.as_ref().map_or("-".into(), |second| second.variant.clone()),
                instead
                    .iter()
                    .map(|other| format!("{} if {}", other.choice.variant, other.when))
                    .collect::<Vec<_>>()
                    .join("; "),
            ),
            Answer::NotMeasured => {
                ("not measured yet".into(), "-".into(), "-".into(), String::new())
            }
            Answer::Missing { what, .. } => {
                (format!("missing: {what}"), "-".into(), "-".into(), String::new())
            }
            Answer::Nothing { why } => {
                (format!("none: {why}"), "-".into(), "-".into(), String::new())
            }
        };
        table.add_row([verdict.case.title().to_string(), pick, caveat, runner_up, instead]);
    }
    format!("{table}\n\nFrom {}.\n", sources(inputs))
}

/// The verdicts in full, as Markdown: per use case its rule, then each pick with its reasons.
pub fn markdown(inputs: &Inputs<'_>) -> String {
    let mut out = format!(
        "From {}. A variant within the run's noise of the pick is a tie, said as one: its time \
         at or below what the pick's would be from its second-lowest rounds, or within 5 % where \
         there is one round (the wasm matrix's one figure a cell too); sizes within 1 %; config \
         errors that name as much.\n",
        sources(inputs)
    );
    for verdict in verdicts(inputs) {
        out.push_str(&format!(
            "\n### {}\n\nRule: {}.\n\n",
            capitalised(verdict.case.title()),
            verdict.case.rule()
        ));
        match &verdict.answer {
            Answer::Pick { pick, tied, tie, runner_up, instead, .. } => {
                // The pick and each "instead" with every reason; the variants tied with the
                // pick with the first, what ranked them, on one line each.
                out.push_str(&format!("- pick: **{}**\n", pick.variant));
                for reason in &pick.reasons {
                    out.push_str(&format!("  - {}\n", reason.text));
                }
                for other in tied {
                    let first = other.reasons.first().map(|reason| reason.text.as_str());
                    let first = first.map(|text| format!(": {text}")).unwrap_or_default();
                    out.push_str(&format!("- or, {tie}: **{}**{first}\n", other.variant));
                }
                let mut choices: Vec<(String, &Choice)> =
                    runner_up.iter().map(|second| ("runner-up".to_string(), second)).collect();
                choices.extend(
                    instead.iter().map(|other| (format!("if {}", other.when), &other.choice)),
                );
                for (what, choice) in choices {
                    out.push_str(&format!("- {what}: **{}**\n", choice.variant));
                    for reason in &choice.reasons {
                        out.push_str(&format!("  - {}\n", reason.text));
                    }
                }
            }
            Answer::NotMeasured => out.push_str("- not measured yet\n"),
            other => {
                for (what, line) in other.lines(verdict.case) {
                    out.push_str(&format!("- {what}: {line}\n"));
                }
            }
        }
        if let Some(pending) = verdict.pending {
            out.push_str(&format!("- not measured yet: {pending}\n"));
        }
    }
    out
}

/// Where the verdicts' cells come from: the run and each side file, with their commits.
pub fn sources(inputs: &Inputs<'_>) -> String {
    let short = |commit: &str| format!("`{}`", commit.get(..7).unwrap_or(commit));
    let meta = &inputs.results.meta;
    let mut sources = vec![format!(
        "the run at commit {} ({} profile, {}, {})",
        short(&meta.git_commit),
        meta.profile,
        plural(meta.rounds as usize, "round"),
        meta.cpu
    )];
    if let Some(matrix) = inputs.evolution {
        sources.push(format!("the evolution matrix at {}", short(&matrix.git_commit)));
    }
    if let Some(sweep) = inputs.robustness {
        sources.push(format!("the corrupt-input sweep at {}", short(&sweep.git_commit)));
    }
    if let Some(hostile) = inputs.hostile {
        sources.push(format!("the hostile-input scan at {}", short(&hostile.meta.commit)));
    }
    if let Some(builds) = inputs.builds {
        sources.push(format!("the build costs at {}", short(&builds.meta.git_commit)));
    }
    if let Some(edits) = inputs.config_edits {
        sources.push(format!("the config edits at {}", short(&edits.git_commit)));
    }
    if let Some(wasm) = inputs.wasm {
        // Its times are its own machine's, which may not be the run's.
        let machine = if wasm.meta.cpu == meta.cpu {
            String::new()
        } else {
            format!(" (on {}, {} cores)", wasm.meta.cpu, wasm.meta.cores)
        };
        sources.push(format!("the wasm matrix at {}{machine}", short(&wasm.meta.commit)));
    }
    if let Some(sizes) = inputs.code_size {
        // A file joined from runs is each run's.
        let commits: Vec<String> = sizes.runs().iter().map(|run| short(&run.commit)).collect();
        sources.push(format!("the code sizes at {}", commits.join(" and ")));
    }
    if let Some(matrix) = inputs.bare_metal {
        sources.push(format!("the bare-metal matrix at {}", short(&matrix.meta.commit)));
    }
    if let Some(releases) = inputs.stability {
        let mut commits: Vec<String> = releases.values().map(|file| short(&file.commit)).collect();
        commits.sort();
        commits.dedup();
        sources.push(format!("the libraries' releases read at {}", commits.join(" and ")));
    }
    if let Some(report) = inputs.languages {
        sources.push(format!("the crossings to other languages at {}", short(&report.git_commit)));
    }
    sources.push("the catalog's facts".into());
    sources.join(", ")
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or(String::new(), |first| first.to_uppercase().chain(chars).collect())
}

#[cfg(test)]
mod tests {
    use bench_support::results::Stats;
    use evolution_file::{Cell, Step, Verdict as Evolved};

    use super::*;
    use crate::report;

    /// A run of three variants on `message`: (variant, bytes, serialize ns, deserialize ns).
    fn run(rows: &[(&str, u64, f64, f64)]) -> Results {
        let mut results = report::test_results("serialize", Stats::default(), 1);
        let template = results.results.remove(0);
        for &(variant, bytes, serialize, deserialize) in rows {
            let (format, kind) = variant.split_once('/').expect("name/variant");
            let stats = |median_ns| Stats { median_ns, ..Stats::default() };
            results.results.push(Row {
                format: format.into(),
                variant: kind.into(),
                package: format!("fmt-{format}"),
                size_bytes: bytes,
                ops: [
                    (Op::Serialize.key().to_string(), stats(serialize)),
                    (Op::Deserialize.key().to_string(), stats(deserialize)),
                ]
                .into(),
                ..template.clone()
            });
        }
        results
    }

    const THREE: [(&str, u64, f64, f64); 3] = [
        ("postcard/serde", 40, 200.0, 300.0),
        ("bitcode/native", 38, 100.0, 150.0),
        ("serde_json/serde", 120, 900.0, 1500.0),
    ];

    fn inputs<'a>(
        results: &'a Results,
        robustness: Option<&'a robustness::Results>,
        evolution: Option<&'a Matrix>,
    ) -> Inputs<'a> {
        let expected = results.results.iter().map(label).collect();
        Inputs { expected, ..Inputs::new(results, None, robustness, evolution) }
    }

    fn verdict(inputs: &Inputs<'_>, case: Case) -> Answer {
        let all = verdicts(inputs);
        all.into_iter().find(|verdict| verdict.case == case).expect("every case").answer
    }

    fn picked(answer: &Answer) -> Option<&str> {
        match answer {
            Answer::Pick { pick, .. } => Some(&pick.variant),
            _ => None,
        }
    }

    /// Every change of the fixture matrix: each variant reads it, but `breaks` reads
    /// `fields of the same type reordered` wrong.
    fn matrix(breaks: &[&str]) -> Matrix {
        matrix_breaking("fields of the same type reordered", breaks)
    }

    /// The fixture matrix with old code reading `change` wrong in `breaks` (CORRUPTS).
    fn matrix_breaking(change: &str, breaks: &[&str]) -> Matrix {
        let cell = |verdict| Cell { verdict, detail: None };
        let step = |change: &str, broken: &[&str]| Step {
            change: change.into(),
            action: change.into(),
            place: TOP.into(),
            rows: THREE
                .iter()
                .map(|(variant, ..)| evolution_file::Row {
                    format: (*variant).into(),
                    wire: String::new(),
                    version: String::new(),
                    backward: cell(Evolved::Reads),
                    forward: cell(if broken.contains(variant) {
                        Evolved::Corrupts
                    } else {
                        Evolved::Reads
                    }),
                    rule: None,
                })
                .collect(),
        };
        Matrix {
            schema: evolution_file::SCHEMA,
            timestamp: String::new(),
            git_commit: "abc".into(),
            profile: "release".into(),
            steps: [ADDED_AT_THE_END, OPTION_ADDED, "fields of the same type reordered"]
                .map(|name| step(name, if name == change { breaks } else { &[] }))
                .into(),
        }
    }

    fn sweep(crashing: &[&str]) -> robustness::Results {
        robustness::Results {
            schema: 1,
            timestamp: String::new(),
            git_commit: "abc".into(),
            crates: BTreeMap::new(),
            seed: 1,
            memory_limit_bytes: 1,
            results: THREE
                .iter()
                .map(|(variant, ..)| {
                    let (format, kind) = variant.split_once('/').expect("name/variant");
                    robustness::Row {
                        dataset: "message".into(),
                        format: format.into(),
                        variant: kind.into(),
                        records: 1,
                        encoded_bytes: 40,
                        cases: 100,
                        counts: robustness::Counts {
                            error: 90,
                            panic: u64::from(crashing.contains(variant)),
                            ..Default::default()
                        },
                    }
                })
                .collect(),
        }
    }

    /// The services rule's inputs on `rows`: every variant reads an added field both ways but
    /// `corrupts`, and never crashes on corrupt input but `crashing`.
    fn services(rows: &[(&str, u64, f64, f64)], corrupts: &[&str], crashing: &[&str]) -> Answer {
        let results = run(rows);
        let evolution = matrix_breaking(ADDED_AT_THE_END, corrupts);
        let sweep = sweep(crashing);
        verdict(&inputs(&results, Some(&sweep), Some(&evolution)), Case::Services)
    }

    fn tied(answer: &Answer) -> Vec<&str> {
        match answer {
            Answer::Pick { tied, .. } => tied.iter().map(|other| other.variant.as_str()).collect(),
            _ => Vec::new(),
        }
    }

    #[test]
    fn a_pick_moves_with_the_cell_it_stands_on() {
        let answer = services(&THREE, &[], &[]);
        assert_eq!(picked(&answer), Some("bitcode/native"), "{answer:?}");
        let Answer::Pick { runner_up, .. } = &answer else { unreachable!() };
        assert_eq!(
            runner_up.as_ref().map(|second| second.variant.as_str()),
            Some("postcard/serde")
        );

        // postcard's round trip drops well below bitcode's: it is the pick now.
        let mut faster = THREE;
        faster[0].3 = 10.0;
        assert_eq!(picked(&services(&faster, &[], &[])), Some("postcard/serde"));
        // 4 % faster than bitcode's, in a run with one round: within the stated 5 %, a tie, said
        // as one (no other cell settles it).
        faster[0].3 = 40.0;
        let answer = services(&faster, &[], &[]);
        assert_eq!(picked(&answer), Some("postcard/serde"), "{answer:?}");
        assert_eq!(tied(&answer), ["bitcode/native"], "{answer:?}");
        assert!(matches!(answer, Answer::Pick { tie: "within 5 %", .. }), "{answer:?}");
        let Answer::Pick { runner_up, .. } = &answer else { unreachable!() };
        assert_eq!(
            runner_up.as_ref().map(|second| second.variant.as_str()),
            Some("serde_json/serde")
        );
    }

    #[test]
    fn a_run_whose_pick_differs_from_the_published_one_says_where_and_how() {
        let evolution = matrix(&[]);
        let sweep = sweep(&[]);
        let published = run(&THREE);
        // This run: postcard's round trip well below bitcode's, in another profile.
        let mut faster = THREE;
        faster[0].3 = 10.0;
        let mut ours = run(&faster);
        ours.meta.profile = "bench-lto".into();
        let differing =
            Inputs { published: Some(&published), ..inputs(&ours, Some(&sweep), Some(&evolution)) };
        let screen = terminal(&differing, 100);
        assert!(screen.contains("published pick: bitcode/native"), "{screen}");
        assert!(screen.contains("ranks 2nd here, beyond the tie"), "{screen}");
        assert!(screen.contains("this run's profile is bench-lto"), "{screen}");
        // The same run as the published one: nothing to say.
        let same = Inputs {
            published: Some(&published),
            ..inputs(&published, Some(&sweep), Some(&evolution))
        };
        assert!(!terminal(&same, 100).contains("published pick"));
    }

    #[test]
    fn services_go_to_what_survives_a_rolling_deploy_and_corrupt_input() {
        // bitcode, the fastest, corrupts what a newer build wrote with a field added: the pick
        // goes to postcard, and bitcode is named for services whose builds never talk.
        let answer = services(&THREE, &["bitcode/native"], &[]);
        assert_eq!(picked(&answer), Some("postcard/serde"), "{answer:?}");
        let Answer::Pick { pick, instead, .. } = &answer else { unreachable!() };
        assert!(pick.reasons.iter().any(|reason| reason.text.contains(OPTION_ADDED)), "{pick:?}");
        let together = instead.iter().find(|other| other.when.contains("never talk"));
        assert_eq!(together.map(|other| other.choice.variant.as_str()), Some("bitcode/native"));
        // A decoder that panicked on a corrupt input is no pick for a service either.
        let answer = services(&THREE, &[], &["bitcode/native"]);
        assert_eq!(picked(&answer), Some("postcard/serde"), "{answer:?}");
        let answer = services(&THREE, &["postcard/serde"], &["bitcode/native"]);
        assert_eq!(picked(&answer), Some("serde_json/serde"), "{answer:?}");
        // Without the matrix or the sweep, it says which is missing.
        let results = run(&THREE);
        let answer = verdict(&inputs(&results, None, None), Case::Services);
        assert!(matches!(&answer, Answer::Missing { what, .. } if what.contains("evolution")));
    }

    #[test]
    fn a_tie_is_the_runs_own_noise() {
        // Four rounds each: bitcode's round trip 250 ns at best, postcard's 240 ns.
        let mut faster = THREE;
        faster[0].3 = 40.0;
        let mut results = run(&faster);
        let spread = |results: &mut Results, variant: &str, second: f64| {
            for row in results.results.iter_mut().filter(|row| label(row) == variant) {
                for stats in row.ops.values_mut() {
                    let low = stats.median_ns;
                    stats.round_medians_ns = vec![low, low * second, low * 1.5, low * 2.0];
                }
            }
        };
        // postcard's second-best round 1 % above its best: bitcode, 4 % slower, is beyond the
        // noise.
        spread(&mut results, "postcard/serde", 1.01);
        let evolution = matrix(&[]);
        let sweep = sweep(&[]);
        let answer = verdict(&inputs(&results, Some(&sweep), Some(&evolution)), Case::Services);
        assert_eq!(picked(&answer), Some("postcard/serde"));
        assert!(tied(&answer).is_empty(), "{answer:?}");
        // Its second-best round 6 % above: bitcode's best is within it, a tie.
        spread(&mut results, "postcard/serde", 1.06);
        let answer = verdict(&inputs(&results, Some(&sweep), Some(&evolution)), Case::Services);
        assert_eq!(tied(&answer), ["bitcode/native"], "{answer:?}");
        // The table says it as a tie, with the caveat of each tied variant that has one.
        let table = markdown_table(&inputs(&results, Some(&sweep), Some(&evolution)));
        assert!(
            table.contains("**postcard/serde** or **bitcode/native** (within the run's noise)"),
            "{table}"
        );
        let hostile = hostile_scan("bitcode/native");
        let scanned =
            Inputs { hostile: Some(&hostile), ..inputs(&results, Some(&sweep), Some(&evolution)) };
        let table = markdown_table(&scanned);
        let services = table.lines().find(|line| line.contains("(within the run's noise)"));
        assert!(
            services
                .is_some_and(|line| line
                    .contains("| bitcode/native: the hostile-input scan calls it not safe ")),
            "{table}"
        );
    }

    /// A bare-metal matrix: each `(variant, flash without an allocator (none: it did not build),
    /// flash with one, the message's bytes)`, the baseline at 0 bytes, 8 bytes of RAM each.
    fn firmware(programs: &[(&str, Option<u64>, u64, usize)]) -> footprint_file::BareMetal {
        use footprint_file::{BareMetalMeta, FirmwareOutcome, FirmwareRow};
        let built = |flash: u64, bytes: usize| {
            FirmwareOutcome::Built(footprint_file::Firmware {
                flash,
                ram: 8,
                run: TargetRun::RoundTripped {
                    bytes,
                    equal_to_host: true,
                    encode_stack: 100,
                    decode_stack: 100,
                    decode_heap: 0,
                },
            })
        };
        let baseline =
            footprint_file::Firmware { flash: 0, ram: 0, run: TargetRun::Failed(String::new()) };
        let mut rows = Vec::new();
        for (variant, without, with, bytes) in programs {
            let (name, kind) = variant.split_once('/').expect("name/variant");
            let package = catalog::formats()
                .find(|descriptor| descriptor.name == name && descriptor.variant == kind)
                .expect("a variant of the catalog")
                .package;
            for (alloc, outcome) in [
                (
                    false,
                    without.map_or_else(
                        || FirmwareOutcome::DoesNotBuild("error".into()),
                        |flash| built(flash, *bytes),
                    ),
                ),
                (true, built(*with, *bytes)),
            ] {
                rows.push(FirmwareRow {
                    package: package.into(),
                    name: name.into(),
                    variant: kind.into(),
                    alloc,
                    outcome,
                });
            }
        }
        footprint_file::BareMetal {
            schema: footprint_file::BARE_METAL_SCHEMA,
            meta: BareMetalMeta {
                baseline: [Some(baseline.clone()), Some(baseline)],
                ..Default::default()
            },
            rows,
        }
    }

    #[test]
    fn embedded_goes_to_the_least_flash_of_what_runs_without_an_allocator() {
        let results = run(&THREE);
        let missing = verdict(&inputs(&results, None, None), Case::Embedded);
        assert!(matches!(&missing, Answer::Missing { how, .. } if how.contains("bare-metal")));
        // bitcode's program needs a heap: however small it is, it comes after both others.
        let mut programs = [
            ("postcard/serde", Some(1_700), 1_900, 20),
            ("bitcode/native", None, 900, 18),
            ("serde_json/serde", Some(5_000), 6_000, 60),
        ];
        let matrix = firmware(&programs);
        let with = Inputs { bare_metal: Some(&matrix), ..inputs(&results, None, None) };
        let embedded = verdict(&with, Case::Embedded);
        assert_eq!(picked(&embedded), Some("postcard/serde"), "{embedded:?}");
        let Answer::Pick { pick, instead, .. } = &embedded else { unreachable!() };
        assert!(
            pick.reasons.iter().flat_map(|reason| &reason.cites).all(|cite| resolves(&with, cite))
        );
        assert_eq!(
            instead.first().map(|instead| instead.choice.variant.as_str()),
            Some("bitcode/native")
        );
        // serde_json's flash drops over 1 KB below postcard's: the pick moves with it.
        programs[2].1 = Some(600);
        let matrix = firmware(&programs);
        let with = Inputs { bare_metal: Some(&matrix), ..inputs(&results, None, None) };
        assert_eq!(picked(&verdict(&with, Case::Embedded)), Some("serde_json/serde"));
        // Within 1 KB, the two are level on flash, and postcard's smaller encoding decides.
        programs[2].1 = Some(1_000);
        let matrix = firmware(&programs);
        let with = Inputs { bare_metal: Some(&matrix), ..inputs(&results, None, None) };
        let embedded = verdict(&with, Case::Embedded);
        assert_eq!(picked(&embedded), Some("postcard/serde"), "{embedded:?}");
        // Level on all three, they are a tie.
        programs[2].3 = 20;
        let matrix = firmware(&programs);
        let with = Inputs { bare_metal: Some(&matrix), ..inputs(&results, None, None) };
        let Answer::Pick { tied, .. } = verdict(&with, Case::Embedded) else { panic!("a pick") };
        assert_eq!(tied.len(), 1, "{tied:?}");
        // Nothing runs without an allocator: the least flash of what runs with one.
        let programs = [
            ("postcard/serde", None, 1_900, 20),
            ("bitcode/native", None, 900, 18),
            ("serde_json/serde", None, 5_000, 60),
        ];
        let matrix = firmware(&programs);
        let with = Inputs { bare_metal: Some(&matrix), ..inputs(&results, None, None) };
        assert_eq!(picked(&verdict(&with, Case::Embedded)), Some("bitcode/native"));
        // A matrix without one of the run's format crates ranks nothing.
        let matrix = firmware(&programs[..2]);
        let with = Inputs { bare_metal: Some(&matrix), ..inputs(&results, None, None) };
        let partial = verdict(&with, Case::Embedded);
        assert!(matches!(&partial, Answer::Missing { what, .. } if what.contains("lacks 1 crate")));
    }

    /// `results` as a JVM peers' run: every variant but bitcode crossed to Java, `fails` one way
    /// only.
    fn crossings(results: &Results, fails: &[&str]) -> Results {
        let mut jvm = results.clone();
        for row in &mut jvm.results {
            if row.format == "bitcode" {
                continue;
            }
            let failed = fails.contains(&label(row).as_str());
            row.interop = Some(bench_support::results::Interop {
                java: "jackson".into(),
                to_java: None,
                from_java: failed.then(|| "Invalid marker: 206".into()),
            });
        }
        jvm
    }

    /// A crossings file of `variants` (`name/variant`, wire) on one data set in three languages,
    /// every cell crossing but the `(variant, language)` pairs of `losing`, whose reading loses
    /// an integer; the variants of `by_position` write structs as arrays.
    fn languages_report(
        variants: &[(&str, &str)],
        losing: &[(&str, &str)],
        by_position: &[&str],
    ) -> crossings_file::Report {
        use crossings_file::{Case, Cell, Difference, Language, Outcome, Shape};
        let languages = ["python", "javascript", "go"];
        let mut report = crossings_file::Report {
            schema: crossings_file::SCHEMA,
            timestamp: "2026-12-03T00:00:00Z".into(),
            git_commit: "abc1234".into(),
            languages: languages
                .iter()
                .map(|language| Language {
                    language: (*language).into(),
                    runtime: "test".into(),
                    libraries: BTreeMap::new(),
                    timing: None,
                })
                .collect(),
            records: BTreeMap::from([("log".to_string(), 20)]),
            shapes: Vec::new(),
            cells: Vec::new(),
            speeds: Vec::new(),
        };
        let lost = || Difference {
            kind: "an integer read as another number".into(),
            first: ".id: 9007199254740993 read as 9007199254740992".into(),
            count: 1,
        };
        for (variant, wire) in variants {
            let (format, kind) = variant.split_once('/').expect("name/variant");
            let case = Case::Dataset("log".into());
            report.shapes.push(Shape {
                case: case.clone(),
                format: format.into(),
                variant: kind.into(),
                wire: (*wire).into(),
                differences: by_position
                    .contains(variant)
                    .then(|| Difference {
                        kind: crate::crossings::BY_POSITION.into(),
                        first: "the root".into(),
                        count: 1,
                    })
                    .into_iter()
                    .collect(),
                round_trip: None,
            });
            for language in languages {
                let read = match losing.contains(&(*variant, language)) {
                    true => Outcome::Loses { differences: vec![lost()] },
                    false => Outcome::Crosses,
                };
                report.cells.push(Cell {
                    case: case.clone(),
                    format: format.into(),
                    variant: kind.into(),
                    wire: (*wire).into(),
                    language: language.into(),
                    read,
                    write: Outcome::Crosses,
                });
            }
        }
        report
    }

    #[test]
    fn other_languages_go_to_the_bytes_that_cross_the_most_then_the_fastest() {
        // bitcode is the fastest, and no other language reads it; rmp-serde is next, and writes
        // structs as arrays; ciborium is faster than serde_json.
        let rows = [
            ("rmp-serde/serde", 50, 300.0, 400.0),
            ("serde_json/serde", 120, 900.0, 1500.0),
            ("ciborium/serde", 90, 500.0, 700.0),
            ("bitcode/native", 38, 100.0, 150.0),
        ];
        let results = run(&rows);
        let jvm = crossings(&results, &[]);
        let wires = [
            ("rmp-serde/serde", "msgpack"),
            ("serde_json/serde", "json"),
            ("ciborium/serde", "cbor"),
        ];
        let languages = verdict(
            &Inputs { crossings: Some(&jvm), ..inputs(&results, None, None) },
            Case::Languages,
        );
        assert!(
            matches!(&languages, Answer::Missing { how, .. } if how.contains("cargo run -p crossings")),
            "{languages:?}"
        );
        // ciborium's bytes lose an integer in JavaScript: serde_json crosses more pairs.
        let report =
            languages_report(&wires, &[("ciborium/serde", "javascript")], &["rmp-serde/serde"]);
        let with = Inputs {
            crossings: Some(&jvm),
            languages: Some(&report),
            ..inputs(&results, None, None)
        };
        let languages = verdict(&with, Case::Languages);
        assert_eq!(picked(&languages), Some("serde_json/serde"), "{languages:?}");
        let Answer::Pick { pick, runner_up, .. } = &languages else { unreachable!() };
        assert_eq!(
            runner_up.as_ref().map(|choice| choice.variant.as_str()),
            Some("ciborium/serde")
        );
        let cites = pick.reasons.iter().flat_map(|reason| &reason.cites);
        assert!(cites.clone().any(|cite| matches!(cite, Cite::Languages { .. })), "{pick:?}");
        assert!(cites.clone().any(|cite| matches!(cite, Cite::Crossing { .. })), "{pick:?}");
        assert!(cites.clone().all(|cite| resolves(&with, cite)), "{pick:?}");
        assert!(pick.reasons[0].text.starts_with("crosses both ways in 4 of 4"), "{pick:?}");
        // serde_json's bytes lose one in Go too: as many pairs cross for both, and the faster wins.
        let report = languages_report(
            &wires,
            &[("ciborium/serde", "javascript"), ("serde_json/serde", "go")],
            &["rmp-serde/serde"],
        );
        let with = Inputs {
            crossings: Some(&jvm),
            languages: Some(&report),
            ..inputs(&results, None, None)
        };
        assert_eq!(picked(&verdict(&with, Case::Languages)), Some("ciborium/serde"));
        // rmp-serde with its field names in the bytes crosses as many, and is faster still.
        let report = languages_report(
            &wires,
            &[("ciborium/serde", "javascript"), ("serde_json/serde", "go")],
            &[],
        );
        let with = Inputs {
            crossings: Some(&jvm),
            languages: Some(&report),
            ..inputs(&results, None, None)
        };
        assert_eq!(picked(&verdict(&with, Case::Languages)), Some("rmp-serde/serde"));
    }

    #[test]
    fn a_smaller_pick_for_other_languages_is_offered_only_for_bytes_smaller_past_a_size_tie() {
        let wires = [("serde_json/serde", "json"), ("ciborium/serde", "cbor")];
        let report = languages_report(&wires, &[], &[]);
        // Both cross every pair; ciborium is faster, serde_json's bytes `smaller` against ciborium's 1000.
        let instead = |smaller: u64| {
            let results = run(&[
                ("serde_json/serde", smaller, 900.0, 1500.0),
                ("ciborium/serde", 1000, 500.0, 700.0),
            ]);
            let jvm = crossings(&results, &[]);
            let with = Inputs {
                crossings: Some(&jvm),
                languages: Some(&report),
                ..inputs(&results, None, None)
            };
            let answer = verdict(&with, Case::Languages);
            assert_eq!(picked(&answer), Some("ciborium/serde"), "{answer:?}");
            let Answer::Pick { instead, .. } = answer else { unreachable!() };
            instead.into_iter().map(|other| other.choice.variant).collect::<Vec<_>>()
        };
        // The same bytes (the variants of one schema wire), and bytes within a size tie.
        assert_eq!(instead(1000), Vec::<String>::new());
        assert_eq!(instead(995), Vec::<String>::new());
        assert_eq!(instead(980), ["serde_json/serde"]);
    }

    #[test]
    fn reading_in_place_goes_to_the_fastest_validated_access_and_walk() {
        let zero_copy_reading = |access: [f64; 3], read: [f64; 3]| {
            let mut results = run(&[
                ("rkyv/native", 60, 100.0, 200.0),
                ("flatbuffers/native", 70, 150.0, 250.0),
                ("capnp/unpacked", 80, 120.0, 220.0),
            ]);
            for ((row, access), read) in results.results.iter_mut().zip(access).zip(read) {
                let stats = |median_ns| Stats { median_ns, ..Stats::default() };
                row.ops.insert(Op::AccessValidated.key().into(), stats(access));
                row.ops.insert(Op::Read.key().into(), stats(read));
                row.ops.insert(Op::AccessUnvalidated.key().into(), stats(1.0));
            }
            results
        };
        let zero_copy = |access| zero_copy_reading(access, [50.0; 3]);
        let results = zero_copy([300.0, 20.0, 30.0]);
        let in_place = verdict(&inputs(&results, None, None), Case::InPlace);
        assert_eq!(picked(&in_place), Some("flatbuffers/native"), "{in_place:?}");
        let results = zero_copy([300.0, 20.0, 5.0]);
        let in_place = verdict(&inputs(&results, None, None), Case::InPlace);
        assert_eq!(picked(&in_place), Some("capnp/unpacked"), "{in_place:?}");
        // Opening to read a few fields: the fastest validated access, where it is not the pick.
        let opened = |in_place: &Answer| match in_place {
            Answer::Pick { instead, .. } => instead
                .iter()
                .find(|other| other.when.starts_with("you open the data"))
                .map(|other| other.choice.variant.clone()),
            _ => None,
        };
        assert_eq!(opened(&in_place), None, "{in_place:?}");
        // capnp opens fastest and walks slowest (its reads validate as they go).
        let results = zero_copy_reading([300.0, 20.0, 10.0], [50.0, 50.0, 200.0]);
        let in_place = verdict(&inputs(&results, None, None), Case::InPlace);
        assert_eq!(picked(&in_place), Some("flatbuffers/native"), "{in_place:?}");
        assert_eq!(opened(&in_place).as_deref(), Some("capnp/unpacked"), "{in_place:?}");
    }

    #[test]
    fn stored_data_never_goes_to_a_format_that_reads_a_change_wrong() {
        let results = run(&THREE);
        let releases = releases(&[]);
        let stored_with = |evolution: Option<&Matrix>, releases| {
            verdict(
                &Inputs { stability: releases, ..inputs(&results, None, evolution) },
                Case::Stored,
            )
        };
        let evolution = matrix(&["bitcode/native"]);
        let stored = stored_with(Some(&evolution), Some(&releases));
        assert_eq!(picked(&stored), Some("postcard/serde"), "{stored:?}");
        // The smallest of all is named for a type that never changes, with the change it breaks.
        let Answer::Pick { pick, instead, .. } = &stored else { unreachable!() };
        assert_eq!(instead[0].choice.variant, "bitcode/native");
        assert!(instead[0].choice.reasons[1].text.contains("reordered"), "{instead:?}");
        let said = &pick.reasons.last().unwrap().text;
        assert!(
            said.contains("the pinned 1.1.3 reads the bytes of the 1 older release(s)"),
            "{said}"
        );

        let evolution = matrix(&["bitcode/native", "postcard/serde"]);
        let stored = stored_with(Some(&evolution), Some(&releases));
        assert_eq!(picked(&stored), Some("serde_json/serde"), "{stored:?}");

        let stored = stored_with(None, Some(&releases));
        assert!(matches!(stored, Answer::Missing { .. }), "{stored:?}");
    }

    /// Each library of [`THREE`] with one older release, whose bytes its pin reads, save where
    /// `other` says how it reads them.
    fn releases(
        other: &[(&str, bench_support::stability::Reading)],
    ) -> BTreeMap<String, Stability> {
        use bench_support::stability::Reading;
        ["postcard", "serde_json", "bitcode"]
            .into_iter()
            .map(|library| {
                let reading = other.iter().find(|(name, _)| *name == library);
                let reading = reading.map_or(Reading::Same, |(_, reading)| reading.clone());
                (library.to_string(), crate::stability::sample(library, reading))
            })
            .collect()
    }

    #[test]
    fn stored_data_goes_to_a_library_whose_next_release_reads_its_old_bytes() {
        use bench_support::stability::Reading;
        let results = run(&THREE);
        let evolution = matrix(&["bitcode/native"]);
        let stored = |releases: &BTreeMap<String, Stability>| {
            let inputs = inputs(&results, None, Some(&evolution));
            verdict(&Inputs { stability: Some(releases), ..inputs }, Case::Stored)
        };
        // postcard's pin rejects an older release's bytes: the pick moves to the next in size.
        let rejected = releases(&[("postcard", Reading::Rejects("unexpected end".into()))]);
        assert_eq!(picked(&stored(&rejected)), Some("serde_json/serde"));
        let misread = releases(&[("postcard", Reading::Another)]);
        assert_eq!(picked(&stored(&misread)), Some("serde_json/serde"));
        // bitcode's releases do not read each other: no "the type will never change" for it, and
        // postcard, the pick, reads every change.
        let answer = stored(&releases(&[("bitcode", Reading::Rejects("bad tag".into()))]));
        assert_eq!(picked(&answer), Some("postcard/serde"));
        let Answer::Pick { instead, .. } = &answer else { unreachable!() };
        assert!(instead.is_empty(), "{instead:?}");
        // A library the ranking could pick whose releases were not read: no pick, and which.
        let mut unread = releases(&[]);
        unread.remove("postcard");
        let answer = stored(&unread);
        assert!(
            matches!(&answer, Answer::Missing { what, .. } if what.contains("postcard")),
            "{answer:?}"
        );
        let none = verdict(&inputs(&results, None, Some(&evolution)), Case::Stored);
        assert!(
            matches!(&none, Answer::Missing { how, .. } if how.contains("stability")),
            "{none:?}"
        );
    }

    #[test]
    fn untrusted_input_goes_to_a_decoder_that_never_crashed() {
        let results = run(&THREE);
        let untrusted = verdict(&inputs(&results, None, None), Case::Untrusted);
        let Answer::Missing { how, .. } = &untrusted else { panic!("{untrusted:?}") };
        assert!(how.contains("bench-cli robustness"), "{how}");

        let clean = sweep(&[]);
        let untrusted = verdict(&inputs(&results, Some(&clean), None), Case::Untrusted);
        assert_eq!(picked(&untrusted), Some("bitcode/native"), "{untrusted:?}");
        let one_panic = sweep(&["bitcode/native"]);
        let untrusted = verdict(&inputs(&results, Some(&one_panic), None), Case::Untrusted);
        assert_eq!(picked(&untrusted), Some("postcard/serde"), "{untrusted:?}");
    }

    /// A hostile-input scan of [`THREE`] on `message` in which `bomb` holds 64 MiB from a
    /// 40-byte input (not safe) and the others 400 bytes.
    fn hostile_scan(bomb: &str) -> hostile_file::Hostile {
        use hostile_file::{Hostile, Meta, Row as Scanned, SCHEMA, Worst};
        let amplification = THREE
            .iter()
            .map(|(variant, ..)| Scanned {
                format: (*variant).into(),
                dataset: "message".into(),
                valid_bytes: 40,
                valid_peak: 400,
                planned: 10,
                cases: 10,
                worst_allocation: Some(Worst {
                    index: 0,
                    case: "1 MiB as LEB128 varint at byte 0".into(),
                    outcome: "error".into(),
                    input_bytes: 40,
                    amount: if *variant == bomb { 64 << 20 } else { 400 },
                    input: String::new(),
                }),
                ..Scanned::default()
            })
            .collect();
        Hostile {
            schema: SCHEMA,
            meta: Meta {
                commit: "abc".into(),
                timestamp: String::new(),
                sizes: vec![1 << 20],
                held: Vec::new(),
                positions: 64,
                patterns: Vec::new(),
                budget_ms: 2000,
                memory_limit: 1 << 30,
                depths: Vec::new(),
                stacks: vec![8 << 20],
                limit: 1 << 20,
                ..Meta::default()
            },
            amplification,
            depth: Vec::new(),
        }
    }

    #[test]
    fn untrusted_input_goes_only_to_what_the_hostile_scan_calls_safe() {
        let results = run(&THREE);
        let clean = sweep(&[]);
        // bitcode, the fastest decoder, holds 64 MiB from a 40-byte input.
        let hostile = hostile_scan("bitcode/native");
        let without = verdicts(&inputs(&results, Some(&clean), None));
        let untrusted = without.iter().find(|verdict| verdict.case == Case::Untrusted);
        let untrusted = untrusted.expect("the use case");
        assert_eq!(picked(&untrusted.answer), Some("bitcode/native"));
        assert!(untrusted.pending.is_some_and(|what| what.contains("crafted lengths")));
        let with = Inputs { hostile: Some(&hostile), ..inputs(&results, Some(&clean), None) };
        let untrusted = verdict(&with, Case::Untrusted);
        assert_eq!(picked(&untrusted), Some("postcard/serde"), "{untrusted:?}");
        let Answer::Pick { pick, .. } = &untrusted else { panic!("{untrusted:?}") };
        let cites = pick.reasons.iter().flat_map(|reason| &reason.cites);
        let hostile_cite = cites.clone().find(|cite| matches!(cite, Cite::Hostile { .. }));
        assert!(hostile_cite.is_some_and(|cite| resolves(&with, cite)), "{pick:?}");
        assert!(cites.clone().all(|cite| resolves(&with, cite)));
    }

    #[test]
    fn a_partial_run_says_what_is_missing_instead_of_picking() {
        let results = run(&THREE[..1]);
        let mut partial = inputs(&results, None, None);
        partial.expected = THREE.iter().map(|(variant, ..)| (*variant).to_string()).collect();
        for verdict in verdicts(&partial) {
            match verdict.answer {
                Answer::Missing { what, how } if verdict.case == Case::Config => {
                    assert!(what.contains("config-edits") && how.contains("-p config-edits"));
                }
                // Its pick reads the bare-metal matrix alone, which this test has not.
                Answer::Missing { what, how } if verdict.case == Case::Embedded => {
                    assert!(what.contains("bare-metal") && how.contains("-- bare-metal"));
                }
                Answer::Missing { what, how } => {
                    assert!(what.contains("1 of the 3 variants"), "{what}");
                    assert!(how.contains("--format all"), "{how}");
                }
                other => panic!("{:?}: {other:?}", verdict.case),
            }
        }
    }

    /// The wasm matrix of [`THREE`] on `message` and `log`: (variant, wasmtime's and Node's round
    /// trips on each), every byte equal to native's but where `differs` names the variant.
    fn wasm(times: &[(&str, [f64; 2])], differs: Option<&str>) -> footprint_file::Wasm {
        use footprint_file::{Engine, Measured, Meta, Outcome as Ran};
        let engine =
            |name: &str| Engine { name: name.into(), version: Some("1".into()), unavailable: None };
        let measured = |digest, ns: f64| {
            Ran::Measured(Measured { bytes: 10, digest, encode_ns: ns / 2.0, decode_ns: ns / 2.0 })
        };
        let rows = times
            .iter()
            .flat_map(|(variant, [wasmtime, node])| {
                let (name, kind) = variant.split_once('/').expect("name/variant");
                let digest = if differs == Some(*variant) { 2 } else { 1 };
                ["message", "log"].map(|dataset| footprint_file::Row {
                    package: format!("fmt-{name}"),
                    name: name.into(),
                    variant: kind.into(),
                    dataset: dataset.into(),
                    native: measured(1, 100.0),
                    engines: vec![measured(digest, *wasmtime), measured(digest, *node)],
                })
            })
            .collect();
        footprint_file::Wasm {
            schema: footprint_file::SCHEMA,
            meta: Meta {
                commit: "abc".into(),
                timestamp: String::new(),
                cpu: String::new(),
                cores: 2,
                rustc: String::new(),
                profile: String::new(),
                engines: vec![engine(SERVER_ENGINE), engine(BROWSER_ENGINE)],
                quick: false,
            },
            rows,
        }
    }

    /// The code-size matrix on `log`, wasm at "z": (variant, code bytes over a baseline of 40 KB).
    fn code_sizes(added: &[(&str, u64)]) -> footprint_file::Sizes {
        use footprint_file::{CodeSize, SizeOutcome, SizeRow, Sizes, SizesMeta};
        Sizes {
            schema: footprint_file::SIZES_SCHEMA,
            meta: SizesMeta { commit: "abc".into(), ..SizesMeta::default() },
            rows: added
                .iter()
                .map(|(variant, added)| {
                    let (name, kind) = variant.split_once('/').expect("name/variant");
                    SizeRow {
                        package: format!("fmt-{name}"),
                        name: name.into(),
                        variant: kind.into(),
                        dataset: "log".into(),
                        target: "wasm32-wasip1".into(),
                        build: "z".into(),
                        outcome: SizeOutcome::Measured(CodeSize {
                            code_bytes: 40_000 + added,
                            baseline_bytes: 40_000,
                            heaviest: Vec::new(),
                        }),
                    }
                })
                .collect(),
        }
    }

    #[test]
    fn a_browser_client_goes_to_the_fastest_in_v8_whose_bytes_are_natives() {
        let results = run(&THREE);
        let times = [
            ("postcard/serde", [150.0, 300.0]),
            ("bitcode/native", [100.0, 400.0]),
            ("serde_json/serde", [900.0, 1800.0]),
        ];
        let matrix = wasm(&times, None);
        let browser =
            verdict(&Inputs { wasm: Some(&matrix), ..inputs(&results, None, None) }, Case::Browser);
        assert_eq!(picked(&browser), Some("postcard/serde"), "{browser:?}");
        // In wasmtime bitcode is the faster: named for edge functions and plugins.
        let Answer::Pick { instead, pick, .. } = &browser else { unreachable!() };
        assert_eq!(instead[0].choice.variant, "bitcode/native", "{instead:?}");
        assert!(pick.reasons[0].text.contains("round trip in node"), "{pick:?}");
        let all = Inputs { wasm: Some(&matrix), ..inputs(&results, None, None) };
        assert!(
            pick.reasons.iter().flat_map(|reason| &reason.cites).all(|cite| resolves(&all, cite))
        );

        // bitcode within 5 % of postcard in Node (one figure a cell, no rounds): a tie, said as
        // one, which the code each adds to a module orders when it is known.
        let mut close = times;
        close[1].1[1] = 310.0;
        let matrix = wasm(&close, None);
        let browser =
            verdict(&Inputs { wasm: Some(&matrix), ..inputs(&results, None, None) }, Case::Browser);
        assert_eq!(picked(&browser), Some("postcard/serde"), "a tie: {browser:?}");
        assert_eq!(tied(&browser), ["bitcode/native"], "a tie: {browser:?}");
        let lighter = footprint_file::Joined::one(code_sizes(&[
            ("postcard/serde", 9_000),
            ("bitcode/native", 4_000),
            ("serde_json/serde", 2_000),
        ]));
        let with_code = Inputs {
            wasm: Some(&matrix),
            code_size: Some(&lighter),
            ..inputs(&results, None, None)
        };
        let browser = verdict(&with_code, Case::Browser);
        assert_eq!(picked(&browser), Some("bitcode/native"), "less code: {browser:?}");
        assert_eq!(tied(&browser), ["postcard/serde"], "{browser:?}");

        // postcard's bytes in Node differ from native's: not the same work, so not ranked there.
        let matrix = wasm(&times, Some("postcard/serde"));
        let browser =
            verdict(&Inputs { wasm: Some(&matrix), ..inputs(&results, None, None) }, Case::Browser);
        assert_eq!(picked(&browser), Some("bitcode/native"), "{browser:?}");

        // With the code each adds to a module: said beside the pick, and the least of it named
        // for downloads that must stay small.
        let sizes = footprint_file::Joined::one(code_sizes(&[
            ("postcard/serde", 9_000),
            ("bitcode/native", 30_000),
            ("serde_json/serde", 4_000),
        ]));
        let matrix = wasm(&times, None);
        let all =
            Inputs { wasm: Some(&matrix), code_size: Some(&sizes), ..inputs(&results, None, None) };
        let browser = verdict(&all, Case::Browser);
        let Answer::Pick { pick, instead, .. } = &browser else { panic!("{browser:?}") };
        assert!(pick.reasons[1].text.contains("adds 9.0 KB"), "{pick:?}");
        let small =
            instead.iter().find(|other| other.when.contains("kilobyte")).expect("{instead:?}");
        assert_eq!(small.choice.variant, "serde_json/serde");
        for cite in [pick, &small.choice]
            .into_iter()
            .flat_map(|choice| &choice.reasons)
            .flat_map(|reason| &reason.cites)
        {
            assert!(resolves(&all, cite), "{cite:?}");
        }
        let verdicts = verdicts(&all);
        let browser =
            verdicts.iter().find(|verdict| verdict.case == Case::Browser).expect("the case");
        assert_eq!(browser.pending, None, "measured now");

        // A matrix of one format is partial: it says so instead of picking.
        let matrix = wasm(&times[..1], None);
        let browser =
            verdict(&Inputs { wasm: Some(&matrix), ..inputs(&results, None, None) }, Case::Browser);
        let Answer::Missing { what, .. } = &browser else { panic!("{browser:?}") };
        assert!(what.contains("1 of the 3 variants"), "{what}");
    }

    #[test]
    fn a_config_goes_to_the_format_that_misreads_least_then_names_most() {
        use config_edits_file::{Edit, Format, Names, Read, Report, Typed};
        let format = |name: &str, line: bool, misreads: bool| Format {
            format: name.into(),
            library: name.into(),
            version: String::new(),
            calls: String::new(),
            edits: vec![Edit {
                edit: "a number written as a word".into(),
                asks: [(Names::Line, line), (Names::Field, true)].into(),
                error: Some("invalid type".into()),
            }],
            typed: vec![Typed {
                case: "a country code (Norway)".into(),
                typed: "NO".into(),
                field: "String".into(),
                meant: "\"NO\"".into(),
                read: if misreads { Read::Another("false".into()) } else { Read::AsTyped },
            }],
        };
        let report = |json_names_line: bool, toml_misreads: bool| Report {
            schema: config_edits::SCHEMA,
            timestamp: String::new(),
            git_commit: "abc".into(),
            config: String::new(),
            formats: vec![
                format("serde_json/serde", json_names_line, false),
                format("toml/serde", true, toml_misreads),
            ],
        };
        let results = run(&THREE);
        let (worse, better, misread) =
            (report(false, false), report(true, false), report(true, true));
        let mut edits = inputs(&results, None, None);
        edits.config_edits = Some(&worse);
        assert_eq!(picked(&verdict(&edits, Case::Config)), Some("toml/serde"));
        // serde_json's error names the line too now: a tie, which the file's order decides.
        edits.config_edits = Some(&better);
        assert_eq!(picked(&verdict(&edits, Case::Config)), Some("serde_json/serde"));
        // toml reads `NO` as false: however well its errors name things, it comes after.
        edits.config_edits = Some(&misread);
        let config = verdict(&edits, Case::Config);
        assert_eq!(picked(&config), Some("serde_json/serde"));
        let Answer::Pick { tied, runner_up, .. } = &config else { unreachable!() };
        assert!(tied.is_empty(), "{tied:?}");
        let runner_up = runner_up.as_ref().expect("toml is the runner-up");
        let misread = |reason: &Reason| reason.text.contains("1 as another value: `NO` as false");
        assert!(runner_up.reasons.iter().any(misread), "{runner_up:?}");
    }

    #[test]
    fn other_languages_are_read_per_wire() {
        assert!(reaches_other_languages("every language", "JSON"));
        assert!(!reaches_other_languages("Rust only", "postcard"));
        assert!(!reaches_other_languages("Rust mainly", "bitcode"));
        let nanoserde = "JSON: every language; binary: Rust only";
        assert!(reaches_other_languages(nanoserde, "JSON"));
        assert!(!reaches_other_languages(nanoserde, "nanoserde binary"));
    }

    /// The published verdicts stand on cells of the published data: every cited cell exists, and
    /// every use case that is measured has a pick with reasons.
    #[test]
    fn every_published_verdict_cites_cells_of_the_data() {
        let data =
            crate::published::Published::load(&bench_support::workspace_root().join("docs/data"))
                .expect("docs/data");
        let inputs = Inputs::published(&data);
        let mut cites = 0;
        for verdict in verdicts(&inputs) {
            let Answer::Pick { pick, tied, runner_up, instead, .. } = &verdict.answer else {
                assert!(
                    matches!(verdict.case, Case::Browser),
                    "{:?}: {:?}",
                    verdict.case,
                    verdict.answer
                );
                continue;
            };
            assert!(!pick.reasons.is_empty(), "{:?}", verdict.case);
            let choices = [pick]
                .into_iter()
                .chain(tied)
                .chain(runner_up)
                .chain(instead.iter().map(|other| &other.choice));
            for choice in choices {
                for cite in choice.reasons.iter().flat_map(|reason| &reason.cites) {
                    assert!(
                        resolves(&inputs, cite),
                        "{:?} cites {cite:?}, not in docs/data",
                        verdict.case
                    );
                    cites += 1;
                }
            }
        }
        assert!(cites > 20, "{cites} cells cited");
        // The screen a run ends with fits 100 columns.
        let screen = terminal(&inputs, 100);
        let widest = screen.lines().map(|line| line.chars().count()).max().unwrap_or_default();
        assert!(widest <= 100, "{widest} columns:\n{screen}");
    }
}
