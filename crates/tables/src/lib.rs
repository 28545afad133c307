//! The combined tables of a results file (`report`), drawn as terminal text or Markdown from one
//! builder (`table`): what `bench-cli run` and `report` print and publish, and what a user's
//! bench target (`serbench`) prints. Rendering only: nothing here measures or reads a file.

pub mod hostile;
pub mod report;
pub mod table;

use std::collections::BTreeMap;

/// Adds `version` to `library`'s entry of a results file's `meta.crates`: a library measured at
/// two releases (bincode 2.0.1 and 1.3.3) lists both, joined by ", ", as [`stale`] reads them.
pub fn add_version(crates: &mut BTreeMap<String, String>, library: &str, version: &str) {
    let listed = crates.entry(library.to_string()).or_default();
    if !listed.split(", ").any(|one| one == version) {
        if !listed.is_empty() {
            listed.push_str(", ");
        }
        listed.push_str(version);
    }
}

/// Why a side file does not describe the run it is shown beside, if it does not: another commit
/// (or an unknown one), or a version of a library that is not among the run's versions of it
/// (compile-times lists the root manifest's pins, so bincode there is 2.0.1 alone).
pub fn stale(
    run_commit: &str,
    run_crates: &BTreeMap<String, String>,
    file_commit: &str,
    file_crates: &BTreeMap<String, String>,
) -> Option<String> {
    let short = |commit: &str| commit.get(..12).unwrap_or(commit).to_string();
    if file_commit.is_empty() {
        return Some("made by a bench-cli that recorded no commit".into());
    }
    if file_commit != run_commit {
        return Some(format!(
            "made at commit {}, this run at {}",
            short(file_commit),
            short(run_commit)
        ));
    }
    let differing: Vec<String> = run_crates
        .iter()
        .filter_map(|(name, version)| {
            let other = file_crates.get(name)?;
            let known = other.split(", ").all(|one| version.split(", ").any(|run| run == one));
            (!known).then(|| format!("{name} {other} (this run {version})"))
        })
        .collect();
    (!differing.is_empty()).then(|| format!("made with {}", differing.join(", ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_side_file_is_stale_at_another_commit_or_with_other_versions() {
        let versions =
            |version: &str| BTreeMap::from([("postcard".to_string(), version.to_string())]);
        assert_eq!(stale("abc", &versions("1.1.3"), "abc", &versions("1.1.3")), None);
        let other_commit = stale("abc", &versions("1.1.3"), "def", &versions("1.1.3"));
        assert_eq!(other_commit.as_deref(), Some("made at commit def, this run at abc"));
        let other_version = stale("abc", &versions("1.1.3"), "abc", &versions("1.0.0"));
        assert_eq!(other_version.as_deref(), Some("made with postcard 1.0.0 (this run 1.1.3)"));
        assert!(stale("abc", &versions("1.1.3"), "", &BTreeMap::new()).is_some());
        let two = versions("2.0.1, 1.3.3");
        assert_eq!(
            stale("abc", &two, "abc", &versions("2.0.1")),
            None,
            "one of the run's versions"
        );
    }
}
