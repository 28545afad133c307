//! A library's wire across its releases (`bench-cli stability`): whether the release the
//! workspace pins reads the bytes each earlier (and later) release wrote, and the other way
//! round. One file per library, `<dir>/<library>.json`, written by the job that built its
//! releases, so that jobs on separate machines merge by putting their files in one directory.
//! Written by `stability`; read by it, by the report and by the stored-data verdict. One
//! definition for writer and readers.

use std::{collections::BTreeMap, path::Path};

use serde::{Deserialize, Serialize};

use crate::UsageError;

/// Bumped whenever a field changes meaning; readers refuse other schemas.
pub const SCHEMA: u32 = 1;

/// One library's releases, each built and read against the pinned release.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Stability {
    pub schema: u32,
    /// The library's crate name, as the matrix names it (`serde_json`).
    pub library: String,
    /// The releases the workspace pins (bincode two, 1 and 2), each the reader of the releases
    /// semver-compatible with it, and the newest the reader of every other.
    pub pinned: Vec<String>,
    /// The day the releases were chosen (`YYYY-MM-DD`): "the last two years" count back from it.
    pub day: String,
    /// The workbench commit that built and read them (`-dirty` when its tree was).
    pub commit: String,
    pub rustc: String,
    /// The cargo profile of the checking binaries (the bytes and the values they compare do not
    /// depend on code generation: the workspace's tests hold a checking binary's encodings equal
    /// across optimisation levels).
    pub profile: String,
    /// Wall-clock seconds for the whole library: what its job's budget is made of.
    pub seconds: f64,
    /// Why no release was chosen, where none could be.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_read: Option<String>,
    /// Oldest first.
    pub releases: Vec<Release>,
}

/// One release of the library and how its bytes and the pin's read each other.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Release {
    pub version: String,
    /// When the registry published it (the index's `pubtime`, RFC 3339), where the index says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub published: Option<String>,
    /// Why this release was chosen: the newest of its line (`1.1`), the newest of its major, the
    /// first of a pin's major, the oldest release of the two years.
    pub chosen: Vec<Chosen>,
    /// The pin that read it.
    pub reader: String,
    /// Why it has no cells: cargo could not resolve or compile the format crate's code against
    /// it, or its own bytes did not round-trip. Absent for a release that was read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failure: Option<String>,
    pub build_seconds: f64,
    pub cells: Vec<Cell>,
}

/// Why a release is in the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Chosen {
    /// The newest release of a minor line (`1.1.x`) published in the two years.
    NewestOfMinor,
    /// The newest release of a major (semver's: `0.6.x` is one), whenever published: of the
    /// majors from 1 where the library has one, else of each `0.x` from `0.1`.
    NewestOfMajor,
    /// The oldest release semver-compatible with a pin: the oldest bytes the pin's major
    /// promises to read.
    FirstOfPinsMajor,
    /// Where the format crate does not build on that first release (an API it calls came
    /// later), the oldest after it that it builds on.
    OldestBuiltOfPinsMajor,
    /// The oldest release published in the two years: the oldest bytes the window holds.
    OldestInWindow,
}

/// One data set and variant: the release's bytes against the pin's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Cell {
    pub dataset: String,
    pub variant: String,
    /// Whether the release writes the very bytes the pin writes for the value.
    pub same_bytes: bool,
    /// The pin decoding the release's bytes: what stored data meets after an upgrade.
    pub pin_reads_release: Reading,
    /// The release decoding the pin's bytes: what a rollback meets.
    pub release_reads_pin: Reading,
}

/// One build decoding another's bytes of a data set's value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "outcome", content = "error")]
pub enum Reading {
    /// The value the other build encoded.
    Same,
    /// An error: the data is unreadable, but nothing wrong is read.
    Rejects(String),
    /// Another value, without an error: the worst case for stored data.
    Another,
}

impl Reading {
    /// What a reading is, in a table's words.
    pub fn word(&self) -> &'static str {
        match self {
            Reading::Same => "reads",
            Reading::Rejects(_) => "rejects",
            Reading::Another => "READS ANOTHER VALUE",
        }
    }
}

impl Release {
    /// Whether it is older than the pin that reads it: its bytes are what stored data holds.
    pub fn older_than_reader(&self) -> bool {
        let parse = |text: &str| semver::Version::parse(text).ok();
        matches!((parse(&self.version), parse(&self.reader)), (Some(v), Some(r)) if v < r)
    }

    /// Whether the pin reads every cell of this release's bytes as their value.
    pub fn pin_reads_all(&self) -> bool {
        self.failure.is_none()
            && self.cells.iter().all(|cell| cell.pin_reads_release == Reading::Same)
    }
}

/// Where `library`'s file is kept under `dir`.
pub fn path(dir: &Path, library: &str) -> std::path::PathBuf {
    dir.join(format!("{library}.json"))
}

/// One library's file.
pub fn load(path: &Path) -> Result<Stability, UsageError> {
    let text = std::fs::read(path)
        .map_err(|error| UsageError(format!("cannot read {}: {error}", path.display())))?;
    let stability: Stability = serde_json::from_slice(&text).map_err(|error| {
        UsageError(format!("{} is not a library's wire stability: {error}", path.display()))
    })?;
    if stability.schema != SCHEMA {
        return Err(UsageError(format!(
            "{} has stability schema {}, this bench-cli reads schema {SCHEMA}",
            path.display(),
            stability.schema
        )));
    }
    if path.file_stem().is_none_or(|stem| *stem != *stability.library) {
        return Err(UsageError(format!(
            "{} holds {}, not what its name says",
            path.display(),
            stability.library
        )));
    }
    Ok(stability)
}

/// Every library's file under `dir`, by library name (none when there is no `dir`): the jobs'
/// files merged.
pub fn load_all(dir: &Path) -> Result<BTreeMap<String, Stability>, UsageError> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(BTreeMap::new()),
        Err(error) => return Err(UsageError(format!("cannot list {}: {error}", dir.display()))),
    };
    let mut all = BTreeMap::new();
    for entry in entries {
        let path = entry
            .map_err(|error| UsageError(format!("cannot list {}: {error}", dir.display())))?
            .path();
        if path.extension().is_some_and(|extension| extension == "json") {
            let stability = load(&path)?;
            all.insert(stability.library.clone(), stability);
        }
    }
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_of_separate_jobs_merge_by_sharing_a_directory_and_a_misnamed_one_is_refused() {
        let dir = std::env::temp_dir().join(format!("stability-merge-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        // A file as a job writes it: one release whose bytes the pin rejects.
        let file = |library: &str| -> Stability {
            let text = r#"{"schema": 1, "library": "LIBRARY", "pinned": ["1.1.3"],
                "day": "2026-12-02", "commit": "abc", "rustc": "rustc", "profile": "dev",
                "seconds": 1.0, "releases": [{"version": "1.0.0", "chosen": ["newest-of-major"],
                "reader": "1.1.3", "build_seconds": 1.0, "cells": [{"dataset": "log",
                "variant": "serde", "same_bytes": false,
                "pin_reads_release": {"outcome": "rejects", "error": "bad"},
                "release_reads_pin": {"outcome": "another"}}]}]}"#;
            serde_json::from_str(&text.replace("LIBRARY", library)).unwrap()
        };
        for library in ["postcard", "bitcode"] {
            std::fs::write(path(&dir, library), serde_json::to_vec(&file(library)).unwrap())
                .unwrap();
        }
        let all = load_all(&dir).unwrap();
        assert_eq!(all.keys().collect::<Vec<_>>(), ["bitcode", "postcard"]);
        assert_eq!(all["postcard"].releases, file("postcard").releases);
        assert!(!all["postcard"].releases[0].pin_reads_all());
        std::fs::write(dir.join("rkyv.json"), serde_json::to_vec(&file("postcard")).unwrap())
            .unwrap();
        let error = load_all(&dir).unwrap_err().0;
        assert!(error.contains("rkyv.json holds postcard"), "{error}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
