//! The crossings file (`docs/data/crossings.json`, `cargo run -p crossings -- --json PATH`):
//! whether the bytes a Rust variant writes are read by the most-used library of the same wire in
//! other languages, and whether the Rust variant reads what those libraries write. A crate of its
//! own, as `config-edits-file` is: its writer links every format, its readers (the pages, the
//! verdicts) link none.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// Bumped whenever a field changes meaning.
pub const SCHEMA: u32 = 2;

/// The whole study.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub schema: u32,
    pub timestamp: String,
    pub git_commit: String,
    /// Each other language, its runtime and its libraries.
    pub languages: Vec<Language>,
    /// Each data set's records in its cases (`--records`, fewer where its JSON would pass
    /// 256 KiB).
    pub records: BTreeMap<String, usize>,
    /// Each Rust variant's bytes of each case against the value it was given: what another
    /// language receives before any library of its own reads it.
    pub shapes: Vec<Shape>,
    /// Each case in each language, both ways.
    pub cells: Vec<Cell>,
    /// Each data set's case timed in each language where it was read (`--speeds`; the pages
    /// show those whose reading crossed).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub speeds: Vec<Speed>,
}

/// The variant whose bytes of each data set are the speeds' base: each language's JSON library
/// reading serde_json's bytes.
pub const SPEED_BASE: (&str, &str) = ("serde_json", "serde");

/// How long a language's library takes to read a Rust variant's bytes of a data set's case, and
/// to write the case's value (as the study's write does), each the median of its language's
/// usual timing (`Language::timing`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Speed {
    pub dataset: String,
    pub format: String,
    pub variant: String,
    pub wire: String,
    pub language: String,
    pub read_ns: f64,
    /// `None` where the library could not write what it read.
    pub write_ns: Option<f64>,
    /// Whether its bytes are the speeds' base's (serde_json's of the same data set): the two
    /// times then differ by the timing's noise alone.
    #[serde(default)]
    pub same_bytes_as_base: bool,
}

/// Another language and the library it reads each wire with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Language {
    /// `python`, `javascript`, `go`.
    pub language: String,
    /// The runtime as the peer reports it: `CPython 3.11.7`.
    pub runtime: String,
    /// Wire (`json`, `msgpack`, `cbor`, `protobuf`) to the library read and written with.
    pub libraries: BTreeMap<String, Library>,
    /// How the peer times a library, where the run timed them (`--speeds`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timing: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Library {
    pub name: String,
    pub version: String,
}

/// What a case is made of: one of the benchmark's data sets, or one of the values that break
/// crossings, alone in a document (`{"value": ...}`).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "name")]
pub enum Case {
    Dataset(String),
    Value(String),
}

impl Case {
    pub fn name(&self) -> &str {
        match self {
            Case::Dataset(name) | Case::Value(name) => name,
        }
    }
}

/// A Rust variant's own bytes of a case, read back by the wire's own reading in Rust, against
/// the value it was given (a data set's as serde_json writes it; a breaking value's as written
/// in the study).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shape {
    pub case: Case,
    pub format: String,
    pub variant: String,
    /// `json`, `msgpack`, `cbor` or `protobuf`.
    pub wire: String,
    /// How the bytes carry the value other than as the value itself (structs as arrays, the
    /// variant's own layout), or what they lose before any other language reads them.
    pub differences: Vec<Difference>,
    /// Where the variant cannot read its own bytes back to the value: the error or the first
    /// difference.
    pub round_trip: Option<String>,
}

/// One case in one language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell {
    pub case: Case,
    pub format: String,
    pub variant: String,
    pub wire: String,
    pub language: String,
    /// The language's library reading the Rust bytes, against what the wire holds (read in Rust).
    pub read: Outcome,
    /// The Rust variant reading the bytes the language's library wrote of the same value.
    pub write: Outcome,
}

/// How a value fared across the border.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "outcome")]
pub enum Outcome {
    /// The same value.
    Crosses,
    /// Read without an error, but not as the same value.
    Loses { differences: Vec<Difference> },
    /// The library refused: its error.
    Fails { error: String },
}

impl Outcome {
    /// `crosses`, `loses`, `fails`.
    pub fn word(&self) -> &'static str {
        match self {
            Outcome::Crosses => "crosses",
            Outcome::Loses { .. } => "loses",
            Outcome::Fails { .. } => "fails",
        }
    }

    /// One line: the word, and what was lost or the error.
    pub fn line(&self) -> String {
        match self {
            Outcome::Crosses => "crosses".into(),
            Outcome::Loses { differences } => format!(
                "loses: {}",
                differences.iter().map(Difference::line).collect::<Vec<_>>().join("; ")
            ),
            Outcome::Fails { error } => format!("fails: {error}"),
        }
    }
}

/// A kind of difference between two readings of a value, where it first occurs and how often.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Difference {
    /// Without values or places: `an integer read as another number`.
    pub kind: String,
    /// The first place, with its values: `.records[3].size: 9007199254740993 read as 9007199254740992`.
    pub first: String,
    /// How many places differ so.
    pub count: usize,
}

impl Difference {
    pub fn line(&self) -> String {
        if self.count == 1 {
            format!("{} ({})", self.kind, self.first)
        } else {
            format!("{} ({}, and {} more)", self.kind, self.first, self.count - 1)
        }
    }
}
