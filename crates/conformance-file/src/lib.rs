//! The conformance file (`docs/data/conformance.json`, `cargo run -p conformance -- --json
//! PATH`): each Rust library of a wire run through that wire's own test suite (JSONTestSuite,
//! msgpack-test-suite, toml-test, yaml-test-suite), case by case. A crate of its own, as
//! `crossings-file` is: its writer links the libraries, its readers (the pages) link none.

use serde::{Deserialize, Serialize};

/// Bumped whenever a field changes meaning.
pub const SCHEMA: u32 = 1;

/// The whole study.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub schema: u32,
    pub timestamp: String,
    pub git_commit: String,
    pub suites: Vec<Suite>,
    pub rows: Vec<Row>,
}

/// A wire's own suite, as the study copies it (`crates/conformance/suites/`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Suite {
    /// `json`, `msgpack`, `toml`, `yaml`: the rows' `suite`.
    pub key: String,
    /// `JSONTestSuite`.
    pub name: String,
    /// The wire, as the catalog writes it: `JSON`.
    pub wire: String,
    /// `nst/JSONTestSuite` on GitHub.
    pub repository: String,
    pub commit: String,
    /// What a case must do to pass, in the suite's own words.
    pub rule: String,
    /// Its cases (a MessagePack case's encodings each a check of its own).
    pub cases: usize,
}

/// One library through one suite.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    pub suite: String,
    pub library: String,
    /// As Cargo.lock pins it.
    pub version: String,
    /// The calls each case makes, as the library documents them for input of unknown shape.
    pub route: String,
    pub checks: Vec<Check>,
}

/// One case (or one direction of one), what the suite expects and what the library did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Check {
    pub case: String,
    pub expected: Expected,
    pub got: Got,
    /// The error, the value it read instead, or how it died; empty where it did as expected.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub detail: String,
}

impl Check {
    /// Whether the library did what the suite asks.
    pub fn passes(&self) -> bool {
        match self.expected {
            Expected::Accept => self.got == Got::Accepted,
            Expected::Reject => self.got == Got::Rejected,
            Expected::Either => matches!(self.got, Got::Accepted | Got::Rejected),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Expected {
    /// Must be read (to the suite's value, where it gives one) or written as the suite lists.
    Accept,
    /// Must be refused.
    Reject,
    /// Either, as the suite allows (JSONTestSuite's `i_` cases): which one is recorded.
    Either,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Got {
    /// Read to the suite's value (or written as one of its encodings).
    Accepted,
    /// Read without an error, to another value (or written as other bytes).
    Other,
    /// Refused with an error.
    Rejected,
    /// The process died on it: a panic, an abort, a stack overflow.
    Crashed,
    /// No answer within the case's time.
    TimedOut,
}

impl Got {
    pub fn word(self) -> &'static str {
        match self {
            Got::Accepted => "accepted",
            Got::Other => "reads another value",
            Got::Rejected => "rejected",
            Got::Crashed => "crashed",
            Got::TimedOut => "timed out",
        }
    }
}
