//! The config-edits file (`docs/data/config-edits.json`, `cargo run -p config-edits -- --json
//! PATH`): what each human-edited format's library says of a config file after a wrong edit, and
//! whether it names what the person editing needs to find and fix it. A crate of its own, as
//! `evolution-file` is: its writer links the libraries, its readers (the pages, the verdicts)
//! link none, and the bench binaries' freshness does not depend on it.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// Bumped whenever a field changes meaning.
pub const SCHEMA: u32 = 2;

/// What an error can name for the person who made the edit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Names {
    /// The edited line's number.
    Line,
    /// The field the edit broke.
    Field,
    /// The type the field expects.
    Type,
}

impl Names {
    pub const ALL: [Names; 3] = [Names::Line, Names::Field, Names::Type];

    pub fn label(self) -> &'static str {
        match self {
            Names::Line => "line",
            Names::Field => "field",
            Names::Type => "expected type",
        }
    }
}

/// One broken edit read by one format's library.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Edit {
    /// The edit, in words: `a number written as a word`.
    pub edit: String,
    /// What the error should name, each with whether it did.
    pub asks: BTreeMap<Names, bool>,
    /// The library's error as its `Display` writes it; `None` if it read the edited file without
    /// one.
    pub error: Option<String>,
}

impl Edit {
    /// What its error named, in words: `line, field`, or `nothing`.
    pub fn named(&self) -> String {
        let named: Vec<&str> = Names::ALL
            .iter()
            .filter(|names| self.asks.get(names) == Some(&true))
            .map(|names| names.label())
            .collect();
        if named.is_empty() { "nothing".into() } else { named.join(", ") }
    }

    /// The library's error, or that it read the edited file without one.
    pub fn error_text(&self) -> &str {
        self.error.as_deref().unwrap_or("(read without an error)")
    }
}

/// One human-edited format.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Format {
    /// `name/variant`, as the results tables name a variant.
    pub format: String,
    pub library: String,
    /// The library's release, as cargo resolved it.
    pub version: String,
    /// The calls: how the config was written and read.
    pub calls: String,
    pub edits: Vec<Edit>,
    /// Values a person types unquoted into a field, and what the library read.
    pub typed: Vec<Typed>,
}

/// A value a person types, unquoted, into one field of a config, and what the library made of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Typed {
    /// What the person means, in words: `a version number`.
    pub case: String,
    /// The characters typed, exactly: `1.10`.
    pub typed: String,
    /// The field's Rust type: `String`.
    pub field: String,
    /// The value meant, as Rust's `Debug` writes it: `"1.10"`.
    pub meant: String,
    pub read: Read,
}

/// What a library made of a typed value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Read {
    /// The value meant.
    AsTyped,
    /// Another value, without an error: the trap (`Debug` of what it read).
    Another(String),
    /// An error: the person sees it and quotes the value.
    Rejected(String),
}

impl Read {
    /// In a few words, for a table's cell.
    pub fn words(&self) -> String {
        match self {
            Read::AsTyped => "as typed".into(),
            Read::Another(value) => format!("**as {value}**"),
            Read::Rejected(_) => "rejected".into(),
        }
    }
}

impl Format {
    /// How many of its edits' asks the errors met, of how many, for one kind of ask.
    pub fn score(&self, names: Names) -> (usize, usize) {
        let asked = self.edits.iter().filter_map(|edit| edit.asks.get(&names));
        asked.fold((0, 0), |(met, of), named| (met + usize::from(*named), of + 1))
    }

    /// The typed values it read as another value, without an error.
    pub fn misreads(&self) -> Vec<&Typed> {
        self.typed.iter().filter(|typed| matches!(typed.read, Read::Another(_))).collect()
    }

    /// Every ask met, of every ask.
    pub fn total(&self) -> (usize, usize) {
        Names::ALL
            .iter()
            .map(|names| self.score(*names))
            .fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1))
    }
}

/// The whole file.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Report {
    pub schema: u32,
    pub timestamp: String,
    /// The commit it was made at (`-dirty` with local changes).
    pub git_commit: String,
    /// The config, as serde_json writes it: what every format wrote before it was edited.
    pub config: String,
    pub formats: Vec<Format>,
}
