//! The results file of `bench-cli robustness`: what each decoder did with corrupt input. Written
//! by the sweep; read by `bench-cli run` for its robustness column.

use std::{collections::BTreeMap, fmt, path::PathBuf, str::FromStr};

use serde::{Deserialize, Serialize};

/// Bumped whenever a field changes meaning; readers ignore other schemas.
pub const SCHEMA: u32 = 1;

/// Where the latest sweep is kept.
pub fn default_path() -> PathBuf {
    crate::target_dir().join("robustness.json")
}

/// What decoding one corrupt input did, as the child reports it. (An abort, the child dying, is
/// seen only by the parent.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A clean error.
    Error,
    /// A value different from the original: corrupt input accepted.
    Garbage,
    /// The original value: the corruption hit bytes the decoder does not read.
    Original,
    /// A panic, caught.
    Panic,
}

impl Outcome {
    pub const ALL: [Outcome; 4] =
        [Outcome::Error, Outcome::Garbage, Outcome::Original, Outcome::Panic];

    fn name(self) -> &'static str {
        match self {
            Outcome::Error => "error",
            Outcome::Garbage => "garbage",
            Outcome::Original => "original",
            Outcome::Panic => "panic",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Outcome {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Outcome::ALL
            .into_iter()
            .find(|outcome| outcome.name() == text)
            .ok_or_else(|| format!("unknown outcome `{text}`"))
    }
}

/// The outcome counts of one format variant on one data set.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts {
    pub error: u64,
    pub garbage: u64,
    pub original: u64,
    pub panic: u64,
    pub abort: u64,
    /// Why the aborts happened: `signal 6`, `timeout`, ...
    pub abort_reasons: BTreeMap<String, u64>,
}

impl Counts {
    pub fn record(&mut self, outcome: Outcome) {
        *match outcome {
            Outcome::Error => &mut self.error,
            Outcome::Garbage => &mut self.garbage,
            Outcome::Original => &mut self.original,
            Outcome::Panic => &mut self.panic,
        } += 1;
    }

    pub fn record_abort(&mut self, reason: String) {
        self.abort += 1;
        *self.abort_reasons.entry(reason).or_default() += 1;
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Row {
    pub dataset: String,
    pub format: String,
    pub variant: String,
    /// Records in the small instance that was mutated, and its encoded size.
    pub records: usize,
    pub encoded_bytes: usize,
    pub cases: u64,
    #[serde(flatten)]
    pub counts: Counts,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Results {
    pub schema: u32,
    pub timestamp: String,
    /// The commit the sweep was built from (`-dirty` with local changes); empty in files from
    /// before it was recorded.
    #[serde(default)]
    pub git_commit: String,
    /// The format libraries' versions, as the results file's `meta.crates` lists them.
    #[serde(default)]
    pub crates: BTreeMap<String, String>,
    pub seed: u64,
    pub memory_limit_bytes: u64,
    pub results: Vec<Row>,
}

/// The latest sweep when it exists and can be read; a missing file is not an error.
pub fn load() -> Option<Results> {
    let text = std::fs::read_to_string(default_path()).ok()?;
    serde_json::from_str::<Results>(&text).ok().filter(|results| results.schema == SCHEMA)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_travel_as_their_names() {
        for outcome in Outcome::ALL {
            assert_eq!(outcome.to_string().parse::<Outcome>(), Ok(outcome));
        }
        assert!("abort".parse::<Outcome>().is_err(), "only the parent sees aborts");
        let mut counts = Counts::default();
        counts.record(Outcome::Garbage);
        counts.record_abort("timeout".into());
        assert_eq!((counts.garbage, counts.abort, counts.abort_reasons["timeout"]), (1, 1, 1));
    }
}
