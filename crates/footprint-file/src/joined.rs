//! A file joined from runs (`footprint merge`): a run of a few formats or data sets laid over the
//! published file, its rows replacing theirs and the others kept, with the run each row came from.
//! So a matrix too long for one sitting is measured in parts, and says which part is which.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use crate::{PerType, PerTypeRow, SizeRow, Sizes};

/// A file of rows, as one run writes it: what names a row, when the run was made, and whether
/// another run's rows may stand beside its own.
pub trait Rows {
    type Row;
    fn rows(&self) -> &[Self::Row];
    fn rows_mut(&mut self) -> &mut Vec<Self::Row>;
    /// What names a row, the format crate first: a later run's row of the same key replaces it.
    fn key(row: &Self::Row) -> Vec<String>;
    /// The row's format: its library's name and variant.
    fn format(row: &Self::Row) -> (&str, &str);
    /// The commit and timestamp of the run that wrote the file.
    fn made(&self) -> (&str, &str);
    /// Why `earlier`'s rows cannot stand beside this run's (another compiler, other builds), if
    /// they cannot.
    fn conflict(&self, earlier: &Self) -> Option<String>;
}

/// The file `T` as published: one run's, or several runs' joined.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Joined<T> {
    #[serde(flatten)]
    pub file: T,
    /// Each run whose rows the file holds, newest first, where it holds more than one's (the
    /// file's `meta` is then the newest's).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub runs: Vec<Run>,
}

/// A run whose rows a joined file holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Run {
    pub commit: String,
    pub timestamp: String,
    /// The rows it measured that the file still holds, by key ([`Rows::key`]).
    pub rows: Vec<Vec<String>>,
}

impl Run {
    /// The format crates it has rows of.
    pub fn packages(&self) -> BTreeSet<&str> {
        self.rows.iter().filter_map(|key| key.first()).map(String::as_str).collect()
    }
}

impl<T: Rows> Joined<T> {
    /// One run's file.
    pub fn one(file: T) -> Joined<T> {
        Joined { file, runs: Vec::new() }
    }

    /// Every run whose rows the file holds, newest first: the file's own run when it is one.
    pub fn runs(&self) -> Vec<Run> {
        if !self.runs.is_empty() {
            return self.runs.clone();
        }
        let (commit, timestamp) = self.file.made();
        let rows = self.file.rows().iter().map(T::key).collect();
        vec![Run { commit: commit.to_owned(), timestamp: timestamp.to_owned(), rows }]
    }

    /// This file's rows, and those of `earlier` it has no row of the same key for; refused when
    /// the two cannot stand side by side ([`Rows::conflict`]).
    pub fn over(mut self, mut earlier: Joined<T>) -> Result<Joined<T>, String> {
        if let Some(why) = self.file.conflict(&earlier.file) {
            return Err(why);
        }
        let mut runs = self.runs();
        let measured: BTreeSet<Vec<String>> = self.file.rows().iter().map(T::key).collect();
        for mut run in earlier.runs() {
            run.rows.retain(|key| !measured.contains(key));
            if !run.rows.is_empty() {
                runs.push(run);
            }
        }
        let kept = std::mem::take(earlier.file.rows_mut());
        let kept = kept.into_iter().filter(|row| !measured.contains(&T::key(row)));
        self.file.rows_mut().extend(kept);
        self.runs = if runs.len() > 1 { runs } else { Vec::new() };
        Ok(self)
    }
}

/// Why two values of a file's `meta` cannot stand side by side: `what` differs, if it does.
fn differs<V: PartialEq + std::fmt::Debug>(what: &str, later: &V, earlier: &V) -> Option<String> {
    (later != earlier).then(|| format!("{what} differs: {earlier:?} then, {later:?} now"))
}

impl Rows for Sizes {
    type Row = SizeRow;

    fn rows(&self) -> &[SizeRow] {
        &self.rows
    }

    fn rows_mut(&mut self) -> &mut Vec<SizeRow> {
        &mut self.rows
    }

    fn key(row: &SizeRow) -> Vec<String> {
        vec![row.package.clone(), row.dataset.clone(), row.target.clone(), row.build.clone()]
    }

    fn format(row: &SizeRow) -> (&str, &str) {
        (&row.name, &row.variant)
    }

    fn made(&self) -> (&str, &str) {
        (&self.meta.commit, &self.meta.timestamp)
    }

    fn conflict(&self, earlier: &Sizes) -> Option<String> {
        let (later, earlier) = (&self.meta, &earlier.meta);
        differs("the compiler", &later.rustc, &earlier.rustc)
            .or_else(|| differs("the builds", &later.builds, &earlier.builds))
            .or_else(|| differs("the method", &later.method, &earlier.method))
    }
}

impl Rows for PerType {
    type Row = PerTypeRow;

    fn rows(&self) -> &[PerTypeRow] {
        &self.rows
    }

    fn rows_mut(&mut self) -> &mut Vec<PerTypeRow> {
        &mut self.rows
    }

    fn key(row: &PerTypeRow) -> Vec<String> {
        vec![row.package.clone()]
    }

    fn format(row: &PerTypeRow) -> (&str, &str) {
        (&row.name, &row.variant)
    }

    fn made(&self) -> (&str, &str) {
        (&self.meta.commit, &self.meta.timestamp)
    }

    /// Each row's compile seconds are over its own run's baseline, so runs on one machine with
    /// one compiler may be joined; its code bytes are the baseline's in every run, or the types
    /// were not the same.
    fn conflict(&self, earlier: &PerType) -> Option<String> {
        let (later, earlier) = (&self.meta, &earlier.meta);
        let bytes = |meta: &crate::PerTypeMeta| -> Vec<(usize, u64)> {
            meta.baseline.iter().map(|point| (point.types, point.code_bytes)).collect()
        };
        differs("the compiler", &later.rustc, &earlier.rustc)
            .or_else(|| differs("the processor", &later.cpu, &earlier.cpu))
            .or_else(|| differs("the schema sizes", &later.sizes, &earlier.sizes))
            .or_else(|| differs("the seed", &later.seed, &earlier.seed))
            .or_else(|| differs("the baseline's code bytes", &bytes(later), &bytes(earlier)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{CodeSize, SizeOutcome, SizesMeta};

    fn row(package: &str, dataset: &str, bytes: u64) -> SizeRow {
        SizeRow {
            package: package.into(),
            name: package.into(),
            variant: "serde".into(),
            dataset: dataset.into(),
            target: "wasm32-wasip1".into(),
            build: "z".into(),
            outcome: SizeOutcome::Measured(CodeSize {
                code_bytes: bytes,
                baseline_bytes: 0,
                heaviest: Vec::new(),
            }),
        }
    }

    fn sizes(commit: &str, rows: Vec<SizeRow>) -> Joined<Sizes> {
        let meta = SizesMeta {
            commit: commit.into(),
            timestamp: format!("{commit} time"),
            rustc: "rustc 1.95.0".into(),
            ..SizesMeta::default()
        };
        Joined::one(Sizes { schema: crate::SIZES_SCHEMA, meta, rows })
    }

    #[test]
    fn a_later_run_replaces_its_rows_keeps_the_others_and_says_which_run_made_each() {
        let first = sizes("a", vec![row("fmt-x", "log", 1), row("fmt-y", "log", 2)]);
        let second = sizes("b", vec![row("fmt-x", "log", 3), row("fmt-x", "mesh", 4)]);
        let joined = second.over(first).unwrap();
        let bytes: Vec<(&str, &str, u64)> = joined
            .file
            .rows
            .iter()
            .map(|row| match &row.outcome {
                SizeOutcome::Measured(size) => (&*row.package, &*row.dataset, size.code_bytes),
                SizeOutcome::Failed(_) => unreachable!(),
            })
            .collect();
        assert_eq!(bytes, [("fmt-x", "log", 3), ("fmt-x", "mesh", 4), ("fmt-y", "log", 2)]);
        let runs: Vec<(&str, usize)> =
            joined.runs.iter().map(|run| (&*run.commit, run.rows.len())).collect();
        assert_eq!(runs, [("b", 2), ("a", 1)]);
        assert_eq!(joined.runs[1].packages().into_iter().collect::<Vec<_>>(), ["fmt-y"]);
        // A third run over all of the first's rows leaves it out; the file's JSON carries the runs.
        let third = sizes("c", vec![row("fmt-y", "log", 5)]).over(joined).unwrap();
        assert_eq!(third.runs().iter().map(|run| &*run.commit).collect::<Vec<_>>(), ["c", "b"]);
        let text = serde_json::to_string(&third).unwrap();
        assert_eq!(serde_json::from_str::<Joined<Sizes>>(&text).unwrap(), third);
        // A run that measured everything again is one run's file.
        let again = sizes("d", third.file.rows.clone()).over(third).unwrap();
        assert!(again.runs.is_empty() && again.runs()[0].commit == "d");
    }

    #[test]
    fn runs_of_another_compiler_are_not_joined() {
        let first = sizes("a", vec![row("fmt-x", "log", 1)]);
        let mut second = sizes("b", vec![row("fmt-y", "log", 2)]);
        second.file.meta.rustc = "rustc 1.96.0".into();
        let why = second.over(first).unwrap_err();
        assert!(why.starts_with("the compiler differs"), "{why}");
    }
}
