//! The evolution matrix's file (`docs/data/evolution.json`): what each format does with each
//! everyday change of a type, in both directions. One definition for its writer, `cargo run
//! --release -p evolution -- --json` (which links the formats), and its reader, the pages
//! (`publish`, which links none). A crate of its own, so that the page renderer is not among
//! what the matrix's freshness depends on.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A step's place: the changed struct is the whole message, or an element of a list.
pub const TOP: &str = "top";
pub const IN_A_LIST: &str = "in a list";

/// Bumped whenever a field changes meaning; readers ignore other schemas. 2: every value decides
/// a cell (the worst), `reads_default` and `rightly_rejects` are verdicts of their own (a
/// `rejects` is now a refusal of a value the reader can hold), and a step names its action.
pub const SCHEMA: u32 = 2;

/// What one format did with one direction of a change: the worst of what its values did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Every value read as the reader should see it.
    Reads,
    /// Every value the reader can hold read as it should; each it cannot hold read as the value a
    /// schema format's rules give an absent field (the detail names the rule).
    ReadsDefault,
    /// Every value the reader can hold read as it should; each it cannot hold (a variant it does
    /// not know, a number too wide, a field it requires and the bytes lack) was refused: right.
    RightlyRejects,
    /// The library (or the schema's mapping) refused a value the reader can hold: nothing read
    /// wrong, but the other version's data cannot be read.
    Rejects,
    /// A value decoded to something other than the reader should see, without an error.
    Corrupts,
    /// The library panicked on the other version's bytes.
    Panics,
    /// Reading the other version's bytes ended the process (a failed allocation of a misread
    /// length, a signal) or never finished.
    Aborts,
    /// The writing version's values do not encode in this format at all.
    Cannot,
}

/// What a verdict means for a reader: the groups a format's line of advice names, from the best.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Outcome {
    /// Nothing is read wrong and nothing the reader can hold is refused.
    Safe,
    /// A value the reader can hold is refused: the data cannot be read, loudly.
    Fails,
    /// The format cannot write the changed values.
    Inexpressible,
    /// A value is read wrong, or the reader crashes.
    Breaks,
}

impl Verdict {
    pub const ALL: [Verdict; 8] = [
        Verdict::Reads,
        Verdict::ReadsDefault,
        Verdict::RightlyRejects,
        Verdict::Rejects,
        Verdict::Corrupts,
        Verdict::Panics,
        Verdict::Aborts,
        Verdict::Cannot,
    ];

    /// The verdict in a word or two, as the tables print it (serbench's `Evolved::label`).
    pub fn label(self) -> &'static str {
        match self {
            Verdict::Reads => "reads",
            Verdict::ReadsDefault => "reads default",
            Verdict::RightlyRejects => "rightly rejects",
            Verdict::Rejects => "rejects",
            Verdict::Corrupts => "CORRUPTS",
            Verdict::Panics => "panics",
            Verdict::Aborts => "aborts",
            Verdict::Cannot => "cannot encode",
        }
    }

    /// The verdict's group.
    pub fn outcome(self) -> Outcome {
        match self {
            Verdict::Reads | Verdict::ReadsDefault | Verdict::RightlyRejects => Outcome::Safe,
            Verdict::Rejects => Outcome::Fails,
            Verdict::Corrupts | Verdict::Panics | Verdict::Aborts => Outcome::Breaks,
            Verdict::Cannot => Outcome::Inexpressible,
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// One direction of one format on one change: the verdict, and the library's error, the first
/// difference or the panic's message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell {
    pub verdict: Verdict,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
}

/// One format variant on one change.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    /// `name/variant`, as the results tables name a variant.
    pub format: String,
    pub wire: String,
    /// The library's release, as cargo resolved it.
    pub version: String,
    /// New code reading the bytes old code wrote.
    pub backward: Cell,
    /// Old code reading the bytes new code writes.
    pub forward: Cell,
    /// What a schema format's rules say of this change, where the cell needs it said.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
}

/// One everyday change, made at the top of a message or inside a list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The change, e.g. `field added at the end`.
    pub change: String,
    /// What a programmer does, e.g. `add a field: at the end`: the family of changes, and after a
    /// colon where the family has several, which one. Steps that differ only in their values (an
    /// enum's known variants and its new one) share it.
    pub action: String,
    /// [`TOP`] (the changed struct is the message) or [`IN_A_LIST`] (an element of a list).
    pub place: String,
    pub rows: Vec<Row>,
}

/// The whole matrix, and what it was made from.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Matrix {
    pub schema: u32,
    /// UTC, RFC 3339.
    pub timestamp: String,
    /// The commit the matrix was built from (`-dirty` with local changes).
    pub git_commit: String,
    /// The cargo profile it was built in: `release` for a published file (a library's overflow
    /// checks, on in `dev`, can turn a misread into a panic).
    pub profile: String,
    pub steps: Vec<Step>,
}
