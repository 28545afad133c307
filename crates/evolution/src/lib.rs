//! Schema evolution, measured (issue 46, first part): the everyday changes of a type, each as two
//! versions and what each reader should see, run in both directions through every serde format
//! ([`serbench::evolution_both_ways`]) and the native derives that can share a type with serde's
//! (nanoserde, bincode, wincode, bitcode, borsh, speedy, rkyv; [`serbench::evolved`] with each
//! format crate). Where old code cannot represent a new value (a variant it does not know, a
//! number too wide, a field it requires and the bytes lack), only a rejection is right. The native derives know
//! nothing of serde's `default` and `alias`: a step that needs them is measured as the library
//! does without. New code reads old bytes (backward):
//! the reader should see the old fields, and what the new version defaults to for the rest. Old
//! code reads new bytes (forward): the reader should see the fields it knows.
//!
//! Each change is made at the top (the changed struct is the whole message) or inside a list
//! (the changed struct is an element of a two-element list), since a positional decoder that
//! reads too much or too little at the end of a message can still succeed at the top.

#![allow(
    clippy::question_mark,
    reason = "nanoserde's DeJson derive expands to matches that clippy would write with `?`"
)]

use serbench::{Evolution, EvolutionRow};
use serde::{Deserialize, Serialize};

/// One everyday change and every format's verdicts on it.
#[derive(Debug)]
pub struct Step {
    pub name: String,
    pub evolution: Evolution,
}

/// Each native format's verdicts, both ways, added to `$evolution`.
macro_rules! natives {
    ($evolution:ident, $old:ident, $upgraded:ident, $new:ident, $downgraded:ident;
     $($format:ty),*) => {$(
        let backward = serbench::evolved::<$format, _, _>(&$old, &$upgraded);
        let forward = serbench::evolved::<$format, _, _>(&$new, &$downgraded);
        let format = <$format as format_api::Format>::DESCRIPTOR;
        $evolution.rows.push(EvolutionRow::new(format, backward, Some(forward)));
    )*};
}

/// Every format's verdicts on a change: the old values, what new code should read from them, the
/// new values, and what old code should read from those. The serde formats through serbench,
/// then each native format whose derives the types carry, by its format crate.
macro_rules! measure {
    ($name:expr, $old:expr, $upgrade:expr, $new:expr, $downgrade:expr) => {{
        let (old, new) = ($old, $new);
        let (upgrade, downgrade) = ($upgrade, $downgrade);
        let upgraded: Vec<_> = old.iter().map(|old| Some(upgrade(old))).collect();
        let downgraded: Vec<_> = new.iter().map(&downgrade).collect();
        let mut evolution = serbench::evolution_both_ways(&old, &upgrade, &new, &downgrade);
        natives!(
            evolution, old, upgraded, new, downgraded;
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
        Step { name: $name, evolution }
    }};
}

/// The type before every change.
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
struct Reading {
    sensor: u32,
    label: String,
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
struct AddedAtEnd {
    sensor: u32,
    label: String,
    #[serde(default)]
    celsius: u64,
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
struct AddedInMiddle {
    sensor: u32,
    #[serde(default)]
    celsius: u64,
    label: String,
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
struct AddedOption {
    sensor: u32,
    label: String,
    #[serde(default)]
    celsius: Option<u32>,
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
struct Removed {
    sensor: u32,
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
struct Renamed {
    sensor: u32,
    #[serde(alias = "label")]
    name: String,
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
struct Reordered {
    label: String,
    sensor: u32,
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
struct Widened {
    sensor: u64,
    label: String,
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
struct MadeOptional {
    sensor: u32,
    label: Option<String>,
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

/// Every step, in order, each through every format both ways.
pub fn serde_steps() -> Vec<Step> {
    let old = || {
        vec![
            Reading { sensor: 7, label: "north".into() },
            // A long second label: a length misread from the first reading's bytes still fits.
            Reading { sensor: 8, label: "south-east weather station".into() },
        ]
    };
    let mut steps = Vec::new();
    for (place, shape) in [("", false), (" (in a list)", true)] {
        let name = |step: &str| format!("{step}{place}");
        macro_rules! step {
            ($name:expr, $upgrade:expr, $new:expr, $downgrade:expr) => {{
                let name = name($name);
                let new = old().iter().map($new).collect::<Vec<_>>();
                let (upgrade, downgrade) = ($upgrade, $downgrade);
                steps.push(if shape {
                    let upgrade_all = |old: &Vec<_>| old.iter().map(&upgrade).collect::<Vec<_>>();
                    let downgrade_all =
                        |new: &Vec<_>| new.iter().map(&downgrade).collect::<Option<Vec<_>>>();
                    measure!(name, vec![old()], upgrade_all, vec![new], downgrade_all)
                } else {
                    measure!(name, old(), upgrade, new, downgrade)
                });
            }};
        }
        step!(
            "field added at the end",
            |o: &Reading| AddedAtEnd { sensor: o.sensor, label: o.label.clone(), celsius: 0 },
            |o: &Reading| AddedAtEnd { sensor: o.sensor, label: o.label.clone(), celsius: 21 },
            |n: &AddedAtEnd| Some(Reading { sensor: n.sensor, label: n.label.clone() })
        );
        step!(
            "field added in the middle",
            |o: &Reading| AddedInMiddle { sensor: o.sensor, celsius: 0, label: o.label.clone() },
            |o: &Reading| AddedInMiddle { sensor: o.sensor, celsius: 21, label: o.label.clone() },
            |n: &AddedInMiddle| Some(Reading { sensor: n.sensor, label: n.label.clone() })
        );
        step!(
            "Option field added",
            |o: &Reading| AddedOption { sensor: o.sensor, label: o.label.clone(), celsius: None },
            |o: &Reading| AddedOption {
                sensor: o.sensor,
                label: o.label.clone(),
                celsius: Some(21)
            },
            |n: &AddedOption| Some(Reading { sensor: n.sensor, label: n.label.clone() })
        );
        step!(
            "field removed",
            |o: &Reading| Removed { sensor: o.sensor },
            |o: &Reading| Removed { sensor: o.sensor },
            // Old code requires the label the new bytes lack: only a rejection is right.
            |_: &Removed| None::<Reading>
        );
        step!(
            "field renamed (serde alias)",
            |o: &Reading| Renamed { sensor: o.sensor, name: o.label.clone() },
            |o: &Reading| Renamed { sensor: o.sensor, name: o.label.clone() },
            |n: &Renamed| Some(Reading { sensor: n.sensor, label: n.name.clone() })
        );
        step!(
            "fields reordered",
            |o: &Reading| Reordered { label: o.label.clone(), sensor: o.sensor },
            |o: &Reading| Reordered { label: o.label.clone(), sensor: o.sensor },
            |n: &Reordered| Some(Reading { sensor: n.sensor, label: n.label.clone() })
        );
        step!(
            "integer widened (u32 to u64)",
            |o: &Reading| Widened { sensor: u64::from(o.sensor), label: o.label.clone() },
            // The second new value does not fit the old `u32`: old code should reject it.
            |o: &Reading| Widened {
                sensor: if o.sensor == 8 { u64::from(u32::MAX) + 8 } else { u64::from(o.sensor) },
                label: o.label.clone()
            },
            |n: &Widened| {
                let sensor = u32::try_from(n.sensor).ok()?;
                Some(Reading { sensor, label: n.label.clone() })
            }
        );
        step!(
            "required field made optional",
            |o: &Reading| MadeOptional { sensor: o.sensor, label: Some(o.label.clone()) },
            // The second new value has no label: old code, which requires one, should reject it.
            |o: &Reading| MadeOptional {
                sensor: o.sensor,
                label: (o.sensor != 8).then(|| o.label.clone())
            },
            |n: &MadeOptional| Some(Reading { sensor: n.sensor, label: n.label.clone()? })
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
    let upgrade_all = |old: &Vec<KindV1>| old.iter().map(upgrade).collect::<Vec<_>>();
    let downgrade_all = |new: &Vec<KindV2>| new.iter().map(downgrade).collect::<Option<Vec<_>>>();
    let known: Vec<KindV2> = kinds.iter().map(upgrade).collect();
    let name = "enum variant added: the known variants (in a list)".to_string();
    steps.push(measure!(name, vec![kinds.clone()], upgrade_all, vec![known], downgrade_all));
    let with_new = vec![KindV2::Reading(7), KindV2::Note("door open".into()), KindV2::Alarm];
    let name = "enum variant added: the new variant (in a list)".to_string();
    steps.push(measure!(name, vec![kinds], upgrade_all, vec![with_new], downgrade_all));
    steps
}

/// Every step's verdicts as text: a step a block, a format a line.
pub fn render(steps: &[Step]) -> String {
    steps.iter().map(|step| format!("{}:\n{}", step.name, step.evolution)).collect()
}

#[cfg(test)]
mod tests {
    /// The verdicts, measured through the libraries and held: a release that changes one shows
    /// in review (`UPDATE_EXPECT=1 cargo test -p evolution` writes the new ones).
    #[test]
    fn every_format_on_every_step() {
        let steps = super::serde_steps();
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
                format!("{}\n{}", step.name, rows.collect::<String>())
            })
            .collect();
        expect_test::expect_file!["../verdicts.txt"].assert_eq(&verdicts);
    }
}
