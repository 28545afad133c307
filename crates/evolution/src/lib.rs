//! Schema evolution, measured: the everyday changes of a type, each as two versions and what
//! each reader should see, run in both directions through every format:
//! - the serde formats, through [`serbench::evolution_both_ways`], and two settings that change
//!   the answer as rows of their own (rmp-serde's named structs, bincode's fixed-size integers);
//! - the native derives that can share a type with serde's (nanoserde, bincode, wincode, bitcode,
//!   borsh, speedy, rkyv), through [`serbench::evolved`] with each format crate. They know nothing
//!   of serde's `default` and `alias`: a step that needs them is measured as the library does
//!   without;
//! - simd-json-derive and miniserde, which read serde's attributes but refuse `default` and
//!   `alias`, on plain twins of the types (the same fields, no attributes);
//! - the schema formats (prost, Cap'n Proto, FlatBuffers): each version mapped onto a schema of
//!   its own in `schemas/evolution/`, the change made as the format's rules allow ([`rule`] says
//!   where they forbid it, and the schema breaks the rule to show what that does).
//!
//! New code reads old bytes (backward): the reader should see the old fields, and what the new
//! version defaults to for the rest. Old code reads new bytes (forward): the reader should see the
//! fields it knows. Where old code cannot represent a new value (a variant it does not know, a
//! number too wide, a field it requires and the bytes lack), only a rejection is right, or, for a
//! schema format whose rules give an absent field its default, that default (`schema::absent`);
//! any other value read is a corruption.
//!
//! Each change is made at the top (the changed struct is the whole message) or inside a list
//! (the changed struct is an element of a two-element list), since a positional decoder that
//! reads too much or too little at the end of a message can still succeed at the top.

#![allow(
    clippy::question_mark,
    reason = "nanoserde's DeJson derive expands to matches that clippy would write with `?`"
)]

pub mod generated;
mod plain;
mod schema;
mod settings;

pub use schema::rule;

use anyhow::Context;
use evolution_file as file;
use format_api::Format as _;
use plain::Plain as _;
use serbench::{Evolution, EvolutionRow, Expected};
use serde::{Deserialize, Serialize};

/// One everyday change and every format's verdicts on it.
#[derive(Debug)]
pub struct Step {
    /// The change, e.g. `field added at the end`.
    pub change: &'static str,
    /// What a programmer does, e.g. `add a field: at the end`: the change's family, and after a
    /// colon where the family has several, which one (the enum's two steps share one action).
    pub action: &'static str,
    /// Made inside a list (the changed struct is an element of a two-element list), or at the top.
    pub in_list: bool,
    pub evolution: Evolution,
}

impl Step {
    /// The change and its place, as the tables name a step.
    pub fn name(&self) -> String {
        if self.in_list { format!("{} (in a list)", self.change) } else { self.change.to_string() }
    }
}

/// Each listed format's verdicts, both ways, added to `$evolution`: `$old` written and read
/// against `$upgraded` (what new code should read), `$new` written and read against
/// `$downgraded` (what old code should read), both `serbench::Expected`s.
macro_rules! rows {
    ($evolution:expr, $old:expr, $upgraded:expr, $new:expr, $downgraded:expr; $($format:ty),*) => {$(
        let backward = serbench::evolved::<$format, _, _>(&$old, &$upgraded);
        let forward = serbench::evolved::<$format, _, _>(&$new, &$downgraded);
        let format = <$format as format_api::Format>::DESCRIPTOR;
        $evolution.rows.push(EvolutionRow::new(format, backward, Some(forward)));
    )*};
}

/// [`rows!`] with the expectations made from the values: `$upgrade` says what new code should
/// read from each old value, `$downgrade` what old code should read from each new one (`None`:
/// only a rejection is right).
macro_rules! each_format {
    ($evolution:expr, $old:expr, $upgrade:expr, $new:expr, $downgrade:expr; $($format:ty),*) => {{
        let (old, upgrade, new, downgrade) = ($old, $upgrade, $new, $downgrade);
        let upgraded: Vec<_> = old.iter().map(|old| Expected::Value(upgrade(old))).collect();
        let downgraded: Vec<_> = new.iter().map(|new| Expected::from(downgrade(new))).collect();
        rows!($evolution, old, upgraded, new, downgraded; $($format),*);
    }};
}

/// Every format's verdicts on a change but the schema formats': the old values, what new code
/// should read from them, the new values, and what old code should read from those. The serde
/// formats through serbench, each native format whose derives the types carry by its format
/// crate, then the plain JSON derives listed after `plain:` on the values' plain twins
/// ([`plain`]).
macro_rules! measure {
    ($change:expr, $old:expr, $upgrade:expr, $new:expr, $downgrade:expr; plain: $($plain:ty),*) => {{
        let (old, new) = ($old, $new);
        let (upgrade, downgrade) = ($upgrade, $downgrade);
        let mut evolution = serbench::evolution_both_ways(&old, &upgrade, &new, &downgrade);
        // The plain twins' values and expectations, copied before the natives take the values.
        let upgraded: Vec<_> =
            old.iter().map(|old| Expected::Value(upgrade(old).plain())).collect();
        let downgraded: Vec<_> =
            new.iter().map(|new| Expected::from(downgrade(new).map(|old| old.plain()))).collect();
        let (plain_old, plain_new) = (old.plain(), new.plain());
        each_format!(
            evolution, old, upgrade, new, downgrade;
            settings::RmpNamed,
            settings::BincodeFixint,
            fmt_nanoserde_json::Json,
            fmt_nanoserde_bin::Binary,
            fmt_bincode::Native,
            fmt_bincode::NativeLimited,
            fmt_wincode::Wincode,
            fmt_bitcode::Native,
            fmt_borsh::Borsh,
            fmt_speedy::Speedy,
            fmt_rkyv::Rkyv
        );
        rows!(evolution, plain_old, upgraded, plain_new, downgraded; $($plain),*);
        let (change, action) = $change;
        Step { change, action, in_list: false, evolution }
    }};
}

/// The schema formats' verdicts on a change, added to `$step`: the same values and expectations,
/// each version mapped onto its own schema ([`schema`]). Where old code cannot hold a new value
/// because the bytes lack a field it requires, `$defaulted` says what it reads if the format's
/// rules give the absent field its default, and a format whose rules do ([`schema::absent`])
/// reading that is [`serbench::Evolved::ReadsDefault`].
macro_rules! schemas {
    ($step:expr, $old:expr, $upgrade:expr, $new:expr, $downgrade:expr, $defaulted:expr) => {{
        let (old, upgrade, new, downgrade, defaulted) =
            ($old, $upgrade, $new, $downgrade, $defaulted);
        let upgraded: Vec<_> = old.iter().map(|old| Expected::Value(upgrade(old))).collect();
        let change = $step.change;
        for_each_schema!(
            $step, old, upgraded, new, downgrade, defaulted, change;
            fmt_prost::Prost, fmt_capnp::Unpacked, fmt_flatbuffers::FlatBuffers
        );
    }};
}

/// [`rows!`] for each schema format, with old code's expectations made by that format's rules.
macro_rules! for_each_schema {
    (
        $step:expr, $old:expr, $upgraded:expr, $new:expr, $downgrade:expr, $defaulted:expr,
        $change:expr; $($format:ty),*
    ) => {$(
        let name = <$format as format_api::Format>::DESCRIPTOR.name;
        let rule = schema::absent(name, $change);
        let downgraded = expectations(&$new, &$downgrade, &$defaulted, rule);
        rows!($step.evolution, $old, $upgraded, $new, downgraded; $format);
    )*};
}

/// What old code should make of each new value: the value it can hold (`downgrade`), else, where
/// the format's rules give an absent field a default (`rule`), the value `defaulted` says it
/// reads, else only a rejection.
fn expectations<New, Old>(
    new: &[New],
    downgrade: impl Fn(&New) -> Option<Old>,
    defaulted: impl Fn(&New) -> Option<Old>,
    rule: Option<&'static str>,
) -> Vec<Expected<Old>> {
    let expected = |new: &New| match (downgrade(new), rule) {
        (Some(value), _) => Expected::Value(value),
        (None, Some(rule)) => match defaulted(new) {
            Some(value) => Expected::Default { value, rule },
            None => Expected::Rejection,
        },
        (None, None) => Expected::Rejection,
    };
    new.iter().map(expected).collect()
}

/// [`measure!`] and [`schemas!`] on a change inside a list: `$old` and `$new` are the list's
/// elements, `$upgrade`, `$downgrade` and `$defaulted` say what each element should read as.
macro_rules! in_a_list {
    (
        $change:expr, $old:expr, $upgrade:expr, $new:expr, $downgrade:expr, $defaulted:expr;
        plain: $($plain:ty),*
    ) => {{
        let (old, upgrade, new, downgrade, defaulted) =
            ($old, $upgrade, $new, $downgrade, $defaulted);
        let upgrade_all = |old: &Vec<_>| old.iter().map(&upgrade).collect::<Vec<_>>();
        let downgrade_all =
            |new: &Vec<_>| new.iter().map(&downgrade).collect::<Option<Vec<_>>>();
        // Each element as old code holds it, or as the format's rules default it.
        let defaulted_all = |new: &Vec<_>| {
            new.iter().map(|new| downgrade(new).or_else(|| defaulted(new))).collect::<Option<Vec<_>>>()
        };
        let (old_list, new_list) = (vec![old.clone()], vec![new.clone()]);
        let mut step =
            measure!($change, old_list, upgrade_all, new_list, downgrade_all; plain: $($plain),*);
        step.in_list = true;
        schemas!(
            step,
            vec![List(old)],
            |old: &List<_>| List(upgrade_all(&old.0)),
            vec![List(new)],
            |new: &List<_>| downgrade_all(&new.0).map(List),
            |new: &List<_>| defaulted_all(&new.0).map(List)
        );
        step
    }};
}

/// A list of one version's values: the schema formats map it onto a list message of their own
/// (the serde and native formats take the `Vec` itself).
#[derive(PartialEq, Debug, Clone)]
struct List<T>(Vec<T>);

/// Gives each version every derive the matrix measures it with: serde's, and each native
/// format's that can share a type with serde's.
macro_rules! versions {
    ($($item:item)*) => {$(
        #[derive(
            Serialize,
            Deserialize,
            PartialEq,
            Debug,
            Clone,
            bitcode::Encode,
            bitcode::Decode,
            bincode::Encode,
            bincode::Decode,
            rkyv::Archive,
            rkyv::Serialize,
            rkyv::Deserialize,
            borsh::BorshSerialize,
            borsh::BorshDeserialize,
            speedy::Readable,
            speedy::Writable,
            wincode::SchemaWrite,
            wincode::SchemaRead,
            nanoserde::SerBin,
            nanoserde::DeBin,
            nanoserde::SerJson,
            nanoserde::DeJson,
        )]
        $item
    )*};
}

versions! {
    /// The type before every change.
    struct Reading {
        sensor: u32,
        label: String,
    }

    struct AddedAtEnd {
        sensor: u32,
        label: String,
        #[serde(default)]
        celsius: u64,
    }

    struct AddedInMiddle {
        sensor: u32,
        #[serde(default)]
        celsius: u64,
        label: String,
    }

    struct AddedOption {
        sensor: u32,
        label: String,
        #[serde(default)]
        celsius: Option<u32>,
    }

    /// The last field removed.
    struct Removed {
        sensor: u32,
    }

    /// The type before a field is removed from its middle (every field required).
    struct WithCelsius {
        sensor: u32,
        celsius: u64,
        label: String,
    }

    /// The middle field removed.
    struct RemovedInMiddle {
        sensor: u32,
        label: String,
    }

    struct Renamed {
        sensor: u32,
        #[serde(alias = "label")]
        name: String,
    }

    /// Two fields of one type: the type before they are reordered.
    struct Size {
        width: u32,
        height: u32,
    }

    /// Fields of one type reordered.
    struct SizeReordered {
        height: u32,
        width: u32,
    }

    /// Fields of different types reordered.
    struct Reordered {
        label: String,
        sensor: u32,
    }

    struct Widened {
        sensor: u64,
        label: String,
    }

    struct MadeOptional {
        sensor: u32,
        label: Option<String>,
    }
}

// The enums write their derives themselves: bincode_derive loses a tuple variant's field
// bindings when its derive is written inside a `macro_rules!` (datasets/src/lib.rs).
#[derive(
    Serialize,
    Deserialize,
    PartialEq,
    Debug,
    Clone,
    bitcode::Encode,
    bitcode::Decode,
    bincode::Encode,
    bincode::Decode,
    rkyv::Archive,
    rkyv::Serialize,
    rkyv::Deserialize,
    borsh::BorshSerialize,
    borsh::BorshDeserialize,
    speedy::Readable,
    speedy::Writable,
    wincode::SchemaWrite,
    wincode::SchemaRead,
    nanoserde::SerBin,
    nanoserde::DeBin,
    nanoserde::SerJson,
    nanoserde::DeJson,
)]
enum KindV1 {
    Reading(u32),
    Alarm,
}

#[derive(
    Serialize,
    Deserialize,
    PartialEq,
    Debug,
    Clone,
    bitcode::Encode,
    bitcode::Decode,
    bincode::Encode,
    bincode::Decode,
    rkyv::Archive,
    rkyv::Serialize,
    rkyv::Deserialize,
    borsh::BorshSerialize,
    borsh::BorshDeserialize,
    speedy::Readable,
    speedy::Writable,
    wincode::SchemaWrite,
    wincode::SchemaRead,
    nanoserde::SerBin,
    nanoserde::DeBin,
    nanoserde::SerJson,
    nanoserde::DeJson,
)]
enum KindV2 {
    Reading(u32),
    Alarm,
    Note(String),
}

/// The plain JSON derives ([`plain`]): both on the structs, simd-json-derive's alone on the enums.
type SimdJson = fmt_simd_json_derive::SimdJsonDerive;
type MiniSerde = fmt_miniserde::MiniSerde;

/// An enum step's row for miniserde, which derives no enum with data, in its place among the
/// plain JSON derives (after simd-json-derive's).
fn enum_step(mut step: Step) -> Step {
    let position = step.evolution.rows.iter().position(|row| row.format == SimdJson::DESCRIPTOR);
    let cannot = || serbench::Evolved::Cannot(plain::MINISERDE_ENUMS.to_string());
    let row = EvolutionRow::new(MiniSerde::DESCRIPTOR, cannot(), Some(cannot()));
    step.evolution.rows.insert(position.map_or(step.evolution.rows.len(), |at| at + 1), row);
    step
}

/// The values every struct step but two starts from. A positional decoder that reads a field
/// from another's bytes succeeds where those bytes are plausible: small integers are valid
/// lengths and varints, and the long second label's length (26, `0x1a`) and ASCII letters each
/// read as a one-byte varint, so a length misread from a neighbour's bytes still fits inside the
/// message and a string's letters read as integers.
fn readings() -> Vec<Reading> {
    vec![
        Reading { sensor: 7, label: "north".into() },
        Reading { sensor: 8, label: "south-east weather station".into() },
    ]
}

/// What old code reads where a change leaves a field it requires out of the bytes, for a format
/// whose rules give an absent field its default (`schema::absent`); `None` where no value is.
fn no_default<New, Old>(_: &New) -> Option<Old> {
    None
}

/// Every step, in order, each through every format both ways.
pub fn steps() -> Vec<Step> {
    let mut steps = Vec::new();
    for in_list in [false, true] {
        // One step: its change and action, the old values, what new code should read from each
        // (`$upgrade`), the new value written for each old one (`$new`), what old code should
        // read from each new one (`$downgrade`; `None`: only a rejection is right), and what a
        // format whose rules default an absent field reads instead (`$defaulted`).
        macro_rules! step {
            ($change:expr, $old:expr, $upgrade:expr, $new:expr, $downgrade:expr, $defaulted:expr) => {{
                let (change, old) = ($change, $old);
                let new = old.iter().map($new).collect::<Vec<_>>();
                let (upgrade, downgrade, defaulted) = ($upgrade, $downgrade, $defaulted);
                steps.push(if in_list {
                    in_a_list!(
                        change, old, upgrade, new, downgrade, defaulted; plain: SimdJson, MiniSerde
                    )
                } else {
                    let (old_values, new_values) = (old.clone(), new.clone());
                    let mut step = measure!(
                        change, old_values, upgrade, new_values, downgrade; plain: SimdJson, MiniSerde
                    );
                    schemas!(step, old, upgrade, new, downgrade, defaulted);
                    step
                });
            }};
        }
        step!(
            ("field added at the end", "add a field: at the end"),
            readings(),
            |o: &Reading| AddedAtEnd { sensor: o.sensor, label: o.label.clone(), celsius: 0 },
            |o: &Reading| AddedAtEnd { sensor: o.sensor, label: o.label.clone(), celsius: 21 },
            |n: &AddedAtEnd| Some(Reading { sensor: n.sensor, label: n.label.clone() }),
            no_default
        );
        step!(
            ("field added in the middle", "add a field: in the middle"),
            readings(),
            |o: &Reading| AddedInMiddle { sensor: o.sensor, celsius: 0, label: o.label.clone() },
            |o: &Reading| AddedInMiddle { sensor: o.sensor, celsius: 21, label: o.label.clone() },
            |n: &AddedInMiddle| Some(Reading { sensor: n.sensor, label: n.label.clone() }),
            no_default
        );
        step!(
            ("Option field added", "add a field: as an Option"),
            readings(),
            |o: &Reading| AddedOption { sensor: o.sensor, label: o.label.clone(), celsius: None },
            |o: &Reading| AddedOption {
                sensor: o.sensor,
                label: o.label.clone(),
                celsius: Some(21)
            },
            |n: &AddedOption| Some(Reading { sensor: n.sensor, label: n.label.clone() }),
            no_default
        );
        step!(
            ("field removed at the end", "remove a field: at the end"),
            readings(),
            |o: &Reading| Removed { sensor: o.sensor },
            |o: &Reading| Removed { sensor: o.sensor },
            // Old code requires the label the new bytes lack: only a rejection is right, or the
            // default a schema format's rules give it.
            |_: &Removed| None::<Reading>,
            |n: &Removed| Some(Reading { sensor: n.sensor, label: String::new() })
        );
        step!(
            ("field removed in the middle", "remove a field: from the middle"),
            // The removed `celsius` (21) is a plausible length for the label that follows it.
            vec![
                WithCelsius { sensor: 7, celsius: 21, label: "north".into() },
                WithCelsius { sensor: 8, celsius: 21, label: "south-east weather station".into() },
            ],
            |o: &WithCelsius| RemovedInMiddle { sensor: o.sensor, label: o.label.clone() },
            |o: &WithCelsius| RemovedInMiddle { sensor: o.sensor, label: o.label.clone() },
            |_: &RemovedInMiddle| None::<WithCelsius>,
            |n: &RemovedInMiddle| {
                Some(WithCelsius { sensor: n.sensor, celsius: 0, label: n.label.clone() })
            }
        );
        step!(
            ("field renamed (serde alias)", "rename a field"),
            readings(),
            |o: &Reading| Renamed { sensor: o.sensor, name: o.label.clone() },
            |o: &Reading| Renamed { sensor: o.sensor, name: o.label.clone() },
            |n: &Renamed| Some(Reading { sensor: n.sensor, label: n.name.clone() }),
            no_default
        );
        step!(
            ("fields of the same type reordered", "reorder fields: of one type"),
            // `width` and `height` swapped are as plausible as the originals.
            vec![Size { width: 640, height: 480 }, Size { width: 3, height: 2 }],
            |o: &Size| SizeReordered { height: o.height, width: o.width },
            |o: &Size| SizeReordered { height: o.height, width: o.width },
            |n: &SizeReordered| Some(Size { width: n.width, height: n.height }),
            no_default
        );
        step!(
            ("fields of different types reordered", "reorder fields: of different types"),
            readings(),
            |o: &Reading| Reordered { label: o.label.clone(), sensor: o.sensor },
            |o: &Reading| Reordered { label: o.label.clone(), sensor: o.sensor },
            |n: &Reordered| Some(Reading { sensor: n.sensor, label: n.label.clone() }),
            no_default
        );
        step!(
            ("integer widened (u32 to u64)", "widen an integer"),
            readings(),
            |o: &Reading| Widened { sensor: u64::from(o.sensor), label: o.label.clone() },
            // The second new value does not fit the old `u32`: old code should reject it.
            |o: &Reading| Widened {
                sensor: if o.sensor == 8 { u64::from(u32::MAX) + 8 } else { u64::from(o.sensor) },
                label: o.label.clone()
            },
            |n: &Widened| {
                let sensor = u32::try_from(n.sensor).ok()?;
                Some(Reading { sensor, label: n.label.clone() })
            },
            no_default
        );
        step!(
            ("required field made optional", "make a field optional"),
            readings(),
            |o: &Reading| MadeOptional { sensor: o.sensor, label: Some(o.label.clone()) },
            // The second new value has no label: old code, which requires one, should reject it.
            |o: &Reading| MadeOptional {
                sensor: o.sensor,
                label: (o.sensor != 8).then(|| o.label.clone())
            },
            |n: &MadeOptional| Some(Reading { sensor: n.sensor, label: n.label.clone()? }),
            |n: &MadeOptional| {
                Some(Reading { sensor: n.sensor, label: n.label.clone().unwrap_or_default() })
            }
        );
    }
    // An enum variant added at the end, in a list: old code reads the variants it knows, and
    // should reject the one it does not.
    let kinds = vec![KindV1::Reading(7), KindV1::Alarm];
    let upgrade = |k: &KindV1| match k {
        KindV1::Reading(value) => KindV2::Reading(*value),
        KindV1::Alarm => KindV2::Alarm,
    };
    let downgrade = |k: &KindV2| match k {
        KindV2::Reading(value) => Some(KindV1::Reading(*value)),
        KindV2::Alarm => Some(KindV1::Alarm),
        KindV2::Note(_) => None,
    };
    let known: Vec<KindV2> = kinds.iter().map(upgrade).collect();
    let action = "add an enum variant";
    let change = ("enum variant added: the known variants", action);
    steps.push(enum_step(
        in_a_list!(change, kinds.clone(), upgrade, known, downgrade, no_default; plain: SimdJson),
    ));
    let with_new = vec![KindV2::Reading(7), KindV2::Note("door open".into()), KindV2::Alarm];
    let change = ("enum variant added: the new variant", action);
    steps.push(enum_step(
        in_a_list!(change, kinds, upgrade, with_new, downgrade, no_default; plain: SimdJson),
    ));
    steps
}

/// Every step's verdicts as text: a step a block, a format a line.
pub fn render(steps: &[Step]) -> String {
    steps.iter().map(|step| format!("{}:\n{}", step.name(), step.evolution)).collect()
}

/// The matrix as the file the pages read: every step's rows, each with the release of its
/// library that cargo resolved for this workspace, and the commit it was measured at.
pub fn matrix(steps: &[Step]) -> anyhow::Result<file::Matrix> {
    let manifest = bench_support::workspace_root().join("Cargo.toml");
    let metadata = cargo_files::cargo_metadata::MetadataCommand::new()
        .manifest_path(manifest)
        .exec()
        .context("cargo metadata, for the libraries' versions")?;
    let resolved = cargo_files::resolved_versions(&metadata);
    let cell = |evolved: &serbench::Evolved| -> anyhow::Result<file::Cell> {
        use serbench::Evolved;
        let verdict = match evolved {
            Evolved::Reads => file::Verdict::Reads,
            Evolved::ReadsDefault(_) => file::Verdict::ReadsDefault,
            Evolved::RightlyRejects(_) => file::Verdict::RightlyRejects,
            Evolved::Rejects(_) => file::Verdict::Rejects,
            Evolved::Corrupts(_) => file::Verdict::Corrupts,
            Evolved::Panics(_) => file::Verdict::Panics,
            Evolved::Aborts(_) => file::Verdict::Aborts,
            Evolved::Cannot(_) => file::Verdict::Cannot,
            // `Evolved` is non-exhaustive: a verdict serbench adds needs its place in the file.
            other => anyhow::bail!("serbench's verdict `{}` is new here", other.label()),
        };
        Ok(file::Cell { verdict, detail: evolved.detail().map(str::to_string) })
    };
    let row = |step: &Step, row: &EvolutionRow| -> anyhow::Result<file::Row> {
        let format = row.format;
        let key = (format.package.to_string(), format.name.to_string());
        let version = resolved.get(&key).with_context(|| {
            format!(
                "{} is not among {}'s dependencies in cargo's graph",
                format.name, format.package
            )
        })?;
        let forward = row.forward.as_ref().context("every step is measured both ways")?;
        Ok(file::Row {
            format: format!("{}/{}", format.name, format.variant),
            wire: format.wire.to_string(),
            version: version.clone(),
            backward: cell(&row.backward)?,
            forward: cell(forward)?,
            rule: rule(format.name, step.change).map(str::to_string),
        })
    };
    let steps = steps.iter().map(|step| {
        Ok(file::Step {
            change: step.change.to_string(),
            action: step.action.to_string(),
            place: if step.in_list { file::IN_A_LIST } else { file::TOP }.to_string(),
            rows: step
                .evolution
                .rows
                .iter()
                .map(|each| row(step, each))
                .collect::<anyhow::Result<_>>()?,
        })
    });
    Ok(file::Matrix {
        schema: file::SCHEMA,
        timestamp: bench_support::utc_timestamp(std::time::SystemTime::now(), ':'),
        git_commit: bench_support::git_commit(),
        profile: if cfg!(debug_assertions) { "dev" } else { "release" }.to_string(),
        steps: steps.collect::<anyhow::Result<_>>()?,
    })
}

#[cfg(test)]
mod tests {
    /// The verdicts, measured through the libraries and held: a release that changes one shows
    /// in review (`UPDATE_EXPECT=1 cargo test -p evolution` writes the new ones).
    #[test]
    fn every_format_on_every_step() {
        let steps = super::steps();
        let verdicts: String = steps
            .iter()
            .map(|step| {
                let rows = step.evolution.rows.iter().map(|row| {
                    let forward = row.forward.as_ref().map_or("-", serbench::Evolved::label);
                    format!(
                        "  {}/{}: {} | {}\n",
                        row.format.name,
                        row.format.variant,
                        row.backward.label(),
                        forward
                    )
                });
                format!("{}\n{}", step.name(), rows.collect::<String>())
            })
            .collect();
        expect_test::expect_file!["../verdicts.txt"].assert_eq(&verdicts);
    }

    /// The formats that write fields by position, without names or numbers, with a format crate
    /// each (the two rows of settings are the matrix's own types): the two steps none of them
    /// survives, held by their bytes.
    macro_rules! positional {
        ($visit:ident) => {
            $visit!(fmt_bincode_serde::Serde);
            $visit!(fmt_bincode1::Serde);
            $visit!(fmt_rmp_serde::RmpSerde);
            $visit!(fmt_postcard::Postcard);
            $visit!(fmt_serde_zap::SerdeZap);
            $visit!(fmt_bitcode_serde::Serde);
            $visit!(crate::settings::BincodeFixint);
            $visit!(fmt_nanoserde_bin::Binary);
            $visit!(fmt_bincode::Native);
            $visit!(fmt_bincode::NativeLimited);
            $visit!(fmt_wincode::Wincode);
            $visit!(fmt_bitcode::Native);
            $visit!(fmt_borsh::Borsh);
            $visit!(fmt_speedy::Speedy);
            $visit!(fmt_rkyv::Rkyv);
        };
    }

    /// Each value's bytes in `F`, in hex, a value a bracket.
    fn written<F: format_api::Codec<T>, T>(values: &[T]) -> String {
        let mut format = F::default();
        let mut out = Vec::new();
        let each = values.iter().map(|value| match format.encode(value, &mut out) {
            Ok(bytes) => {
                let hex: Vec<String> = bytes.iter().map(|byte| format!("{byte:02x}")).collect();
                format!("[{}]", hex.join(" "))
            }
            Err(error) => format!("[cannot encode: {error}]"),
        });
        each.collect::<Vec<_>>().join(" ")
    }

    /// Every positional format on a field removed from the middle and on two fields of one type
    /// reordered: the bytes each version writes (each value, and the list), and each cell with the
    /// value it names and what was read from it (`UPDATE_EXPECT=1` writes a changed file). None
    /// of them may read a reorder right, and new code may not read old bytes right after a
    /// removal: a library that starts to is news, and shows here first.
    #[test]
    fn positional_formats_held_by_their_bytes() {
        use super::{RemovedInMiddle, Size, SizeReordered, WithCelsius};
        let steps = super::steps();
        let changes = ["field removed in the middle", "fields of the same type reordered"];
        let sizes = vec![Size { width: 640, height: 480 }, Size { width: 3, height: 2 }];
        let reordered: Vec<SizeReordered> =
            sizes.iter().map(|s| SizeReordered { height: s.height, width: s.width }).collect();
        let stations = vec![
            WithCelsius { sensor: 7, celsius: 21, label: "north".into() },
            WithCelsius { sensor: 8, celsius: 21, label: "south-east weather station".into() },
        ];
        let removed: Vec<RemovedInMiddle> = stations
            .iter()
            .map(|s| RemovedInMiddle { sensor: s.sensor, label: s.label.clone() })
            .collect();
        let mut text = String::new();
        let mut listed = Vec::new();
        let mut wrong = Vec::new();
        macro_rules! hold {
            ($format:ty) => {{
                let descriptor = <$format as format_api::Format>::DESCRIPTOR;
                let name = format!("{}/{}", descriptor.name, descriptor.variant);
                text.push_str(&format!("{name}\n"));
                let bytes = [
                    (
                        changes[0],
                        written::<$format, _>(&stations),
                        written::<$format, _>(&removed),
                        written::<$format, _>(std::slice::from_ref(&stations)),
                        written::<$format, _>(std::slice::from_ref(&removed)),
                    ),
                    (
                        changes[1],
                        written::<$format, _>(&sizes),
                        written::<$format, _>(&reordered),
                        written::<$format, _>(std::slice::from_ref(&sizes)),
                        written::<$format, _>(std::slice::from_ref(&reordered)),
                    ),
                ];
                for (change, old, new, old_list, new_list) in bytes {
                    text.push_str(&format!(
                        "  {change}\n    old writes {old}, as a list {old_list}\n    new writes \
                         {new}, as a list {new_list}\n"
                    ));
                    for step in steps.iter().filter(|step| step.change == change) {
                        let row = step.evolution.rows.iter().find(|row| row.format == descriptor);
                        let Some(row) = row else {
                            wrong.push(format!("{name}: no row on {}", step.name()));
                            continue;
                        };
                        let forward = row.forward.as_ref().expect("both ways");
                        let place = if step.in_list { "in a list" } else { "top" };
                        for (direction, cell) in
                            [("new reads old", &row.backward), ("old reads new", forward)]
                        {
                            let detail = cell.detail().unwrap_or_default();
                            text.push_str(&format!(
                                "    {place}, {direction}: {} {detail}\n",
                                cell.label()
                            ));
                        }
                        // Neither direction of a reorder reads every value right, and new code
                        // does not read the bytes written before a removal right: a format that
                        // writes no names cannot tell the fields apart.
                        let reads = |cell: &serbench::Evolved| *cell == serbench::Evolved::Reads;
                        let held = if change == changes[1] {
                            !reads(&row.backward) && !reads(forward)
                        } else {
                            !reads(&row.backward)
                        };
                        if !held {
                            wrong.push(format!("{name} reads {}", step.name()));
                        }
                    }
                }
                listed.push(descriptor);
            }};
        }
        positional!(hold);
        // Every other format but the schema formats (numbers, ordinals or slots on the wire) writes
        // names, and reads two fields of one type reordered, both ways.
        let reorders = steps.iter().filter(|step| step.change == changes[1]);
        for row in reorders.flat_map(|step| &step.evolution.rows) {
            let schema = ["prost", "capnp", "flatbuffers"].contains(&row.format.name);
            let forward = row.forward.as_ref().expect("both ways");
            let reads =
                [&row.backward, forward].into_iter().all(|cell| *cell == serbench::Evolved::Reads);
            if !schema && !listed.contains(&row.format) && !reads {
                wrong.push(format!(
                    "{}/{} misreads a reorder but is not listed as positional",
                    row.format.name, row.format.variant
                ));
            }
        }
        assert!(wrong.is_empty(), "{}\n{text}", wrong.join("\n"));
        expect_test::expect_file!["../misreads.txt"].assert_eq(&text);
    }

    /// The feature matrix's "schema evolution" prose (crates/catalog's facts, docs/formats.md)
    /// promises nothing the measured matrix shows broken: a claim that unknown fields are ignored
    /// or skipped needs old code to read a field added at the end; a claim of serde's `default`,
    /// or of a schema's own rules for new fields ("yes: ..."), needs new code to read the bytes
    /// written before it; at the top and in a list. (nanoserde's `nserde(default)` is an
    /// attribute these types do not carry: its claim is about a type that does.)
    #[test]
    fn the_feature_matrix_claims_only_what_was_measured() {
        let steps = super::steps();
        let mut broken = Vec::new();
        for step in steps.iter().filter(|step| step.change == "field added at the end") {
            for row in &step.evolution.rows {
                let format = row.format;
                let Some(facts) = catalog::facts_of(format.name, format.version) else {
                    broken.push(format!("{} {}: no facts", format.name, format.version));
                    continue;
                };
                // A library with two formats names them apart: `JSON: ...; binary: ...`.
                let claim = facts.schema_evolution.value;
                let claim = match claim.split_once("; binary: ") {
                    Some((json, binary)) => {
                        if format.wire == "JSON" {
                            json
                        } else {
                            binary
                        }
                    }
                    None => claim,
                };
                let ignores_unknown = claim.contains("unknown fields ignored")
                    || claim.contains("unknown fields skipped");
                // serde's attributes are a claim about the variants driven through serde.
                let through_serde = format.variant.starts_with("serde");
                let reads_old = (through_serde
                    && claim.contains("serde's `default` for new fields"))
                    || claim.starts_with("yes");
                let forward = row.forward.as_ref().map_or("-", serbench::Evolved::label);
                let checks = [
                    (ignores_unknown, "old code reads new bytes", forward),
                    (reads_old, "new code reads old bytes", row.backward.label()),
                ];
                for (claimed, direction, verdict) in checks {
                    if claimed && verdict != "reads" {
                        broken.push(format!(
                            "{}/{} claims \"{claim}\", but {direction} {}: {verdict}",
                            format.name,
                            format.variant,
                            step.name()
                        ));
                    }
                }
            }
        }
        assert!(broken.is_empty(), "{}", broken.join("\n"));
    }

    /// The published matrix (docs/data/evolution.json, made in the release profile) says what the
    /// libraries say here: the same formats, steps and verdicts. A difference is a stale file, or
    /// a verdict that depends on the profile (overflow checks), which methodology would have to
    /// explain.
    #[test]
    fn the_published_matrix_is_what_the_libraries_say() {
        let path = bench_support::workspace_root().join("docs/data/evolution.json");
        let Ok(text) = std::fs::read_to_string(&path) else {
            panic!("{} is missing: `cargo run --release -p evolution -- --json` it", path.display())
        };
        let published: super::file::Matrix = serde_json::from_str(&text).expect("the matrix");
        let measured = super::matrix(&super::steps()).expect("the matrix");
        let verdicts = |matrix: &super::file::Matrix| -> Vec<String> {
            let rows = matrix.steps.iter().flat_map(|step| {
                step.rows.iter().map(move |row| {
                    let (backward, forward) = (row.backward.verdict, row.forward.verdict);
                    format!(
                        "{} ({}): {}: {backward} | {forward}",
                        step.change, step.place, row.format
                    )
                })
            });
            rows.collect()
        };
        assert_eq!(
            verdicts(&published),
            verdicts(&measured),
            "{} is stale: `cargo run --release -p evolution -- --json {}`, then `bench-cli report`",
            path.display(),
            path.display()
        );
    }
}
