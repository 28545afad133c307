//! A library's release history (`bench-cli history`): one file per release, each written by the
//! shard that counted it, so that shards on separate machines merge by putting their files in
//! one directory, `<dir>/<library>/<version>.json`. Written by `history`; read by it and by the
//! report. One definition for writer and readers.

use std::{collections::BTreeMap, path::Path};

use serde::{Deserialize, Serialize};

use crate::{UsageError, results::AllocationCounting};

/// Bumped whenever a field changes meaning; readers refuse other schemas.
pub const SCHEMA: u32 = 1;

/// One release of a library, counted (or not buildable) with the workbench at `commit`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Release {
    pub schema: u32,
    /// The library's crate name, as the matrix names it (`serde_json`).
    pub library: String,
    pub version: String,
    /// The version cargo built of the library and of each companion crate published with it
    /// (its derive macros), each at the release's own version where the registry has it.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub resolved: BTreeMap<String, String>,
    /// When the registry published it (the index's `pubtime`, RFC 3339), where the index says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub published: Option<String>,
    /// The workbench commit that built and counted it (`-dirty` when its tree was).
    pub commit: String,
    pub rustc: String,
    /// The machine's CPU: instruction counts depend on it (glibc picks its `memcpy` by CPU), so
    /// a history compares two releases only when one kind of CPU counted both.
    pub cpu: String,
    /// The cargo profile of the bench binaries.
    pub profile: String,
    /// Why the release has no cells: cargo could not resolve or compile the format crate's code
    /// against it. Absent for a release that was counted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failure: Option<String>,
    /// Wall-clock seconds to build the release's bench binaries (cargo resolving and compiling
    /// the library and what depends on it), and to count them: what a history's budget is made of.
    pub build_seconds: f64,
    pub count_seconds: f64,
    /// How the allocation figures were counted (the run's [`AllocationCounting`]); absent in
    /// releases counted before they were counted exactly.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allocations: Option<AllocationCounting>,
    pub cells: Vec<Cell>,
}

/// One data set and variant at this release: its bytes, and per operation its counts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Cell {
    pub dataset: String,
    pub format: String,
    pub variant: String,
    pub bytes: u64,
    /// Keyed by operation (`serialize`, `deserialize`, ...).
    pub ops: BTreeMap<String, Count>,
}

impl Cell {
    /// `dataset variant`, how a history names a cell (the library is the history's).
    pub fn name(&self) -> String {
        format!("{} {}", self.dataset, self.variant)
    }
}

/// What one operation costs: callgrind's instructions and the heap allocations.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Count {
    pub instructions: f64,
    pub allocs: f64,
}

/// Every release of one library found in a directory, oldest first.
#[derive(Clone, Debug)]
pub struct History {
    pub library: String,
    pub releases: Vec<Release>,
}

/// Where the release `version` of `library` is kept under `dir`.
pub fn path(dir: &Path, library: &str, version: &str) -> std::path::PathBuf {
    dir.join(library).join(format!("{version}.json"))
}

/// One release's file.
pub fn load_release(path: &Path) -> Result<Release, UsageError> {
    let text = std::fs::read(path)
        .map_err(|error| UsageError(format!("cannot read {}: {error}", path.display())))?;
    let release: Release = serde_json::from_slice(&text).map_err(|error| {
        UsageError(format!("{} is not a release of a history: {error}", path.display()))
    })?;
    if release.schema != SCHEMA {
        return Err(UsageError(format!(
            "{} has history schema {}, this bench-cli reads schema {SCHEMA}",
            path.display(),
            release.schema
        )));
    }
    Ok(release)
}

/// The history of `library` under `dir` (its releases oldest first; none when it has no
/// directory there).
pub fn load(dir: &Path, library: &str) -> Result<History, UsageError> {
    let mut releases: Vec<(semver::Version, Release)> = Vec::new();
    let folder = dir.join(library);
    let entries = match std::fs::read_dir(&folder) {
        Ok(entries) => entries,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            return Ok(History { library: library.into(), releases: Vec::new() });
        }
        Err(error) => {
            return Err(UsageError(format!("cannot list {}: {error}", folder.display())));
        }
    };
    for entry in entries {
        let path = entry
            .map_err(|error| UsageError(format!("cannot list {}: {error}", folder.display())))?
            .path();
        if path.extension().is_none_or(|extension| extension != "json") {
            continue;
        }
        let release = load_release(&path)?;
        if release.library != library || path != self::path(dir, library, &release.version) {
            return Err(UsageError(format!(
                "{} holds {} {}, not what its name says",
                path.display(),
                release.library,
                release.version
            )));
        }
        let version = semver::Version::parse(&release.version).map_err(|error| {
            UsageError(format!(
                "{}: `{}` is not a version: {error}",
                path.display(),
                release.version
            ))
        })?;
        releases.push((version, release));
    }
    // semver's order: `1.0.100` after `1.0.99`, a pre-release before its release.
    releases.sort_by(|(a, _), (b, _)| a.cmp(b));
    let releases: Vec<Release> = releases.into_iter().map(|(_, release)| release).collect();
    // Counts compare only when the same engine made them. (Shards may land on machines of
    // different CPUs, which a history shows rather than compares: CI runners are not ours to
    // pick.)
    for (what, field) in [
        (
            "workbench commits",
            (|release: &Release| release.commit.clone()) as fn(&Release) -> String,
        ),
        ("profiles", |release| release.profile.clone()),
    ] {
        let mut seen: Vec<String> = releases.iter().map(field).collect();
        seen.sort();
        seen.dedup();
        if seen.len() > 1 {
            return Err(UsageError(format!(
                "{} mixes releases counted with different {what} ({}): counts compare only \
                 within one; count them again with one",
                folder.display(),
                seen.join(", ")
            )));
        }
    }
    Ok(History { library: library.into(), releases })
}

/// Every history under `dir`, one per library directory, by library name.
pub fn load_all(dir: &Path) -> Result<Vec<History>, UsageError> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => return Err(UsageError(format!("cannot list {}: {error}", dir.display()))),
    };
    let mut libraries = Vec::new();
    for entry in entries {
        let entry =
            entry.map_err(|error| UsageError(format!("cannot list {}: {error}", dir.display())))?;
        if entry.path().is_dir() {
            libraries.push(entry.file_name().to_string_lossy().into_owned());
        }
    }
    libraries.sort();
    libraries.iter().map(|library| load(dir, library)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn releases_load_in_semver_order_not_their_text() {
        let dir = std::env::temp_dir().join(format!("history-order-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let versions = ["1.0.100", "1.0.99", "1.0.9", "1.1.0", "0.9.12", "1.0.0-alpha", "1.0.0"];
        for version in versions {
            let release = Release {
                schema: SCHEMA,
                library: "postcard".into(),
                version: version.into(),
                resolved: BTreeMap::new(),
                published: None,
                commit: "abc".into(),
                rustc: "rustc".into(),
                cpu: "cpu".into(),
                profile: "release".into(),
                failure: Some("not built".into()),
                build_seconds: 0.0,
                count_seconds: 0.0,
                allocations: None,
                cells: Vec::new(),
            };
            let file = path(&dir, "postcard", version);
            std::fs::create_dir_all(file.parent().unwrap()).unwrap();
            std::fs::write(&file, serde_json::to_vec(&release).unwrap()).unwrap();
        }
        let history = load(&dir, "postcard").unwrap();
        let order: Vec<&str> = history.releases.iter().map(|r| r.version.as_str()).collect();
        let expected = ["0.9.12", "1.0.0-alpha", "1.0.0", "1.0.9", "1.0.99", "1.0.100", "1.1.0"];
        assert_eq!(order, expected);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
