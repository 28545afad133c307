//! The crates.io index, read over its sparse protocol (one file per crate, one JSON line per
//! version) with curl: the releases `bench-cli history` counts, and a release's companion crates.
//! `SERBENCH_CRATES_INDEX` points elsewhere (a mirror, or a `file://` directory in the tests).

use std::process::Command;

use anyhow::{Context, bail};

const INDEX: &str = "https://index.crates.io";

/// One version of a crate in the registry's index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Entry {
    pub(crate) version: String,
    pub(crate) yanked: bool,
    /// When it was published (`pubtime`; the index has it for releases since 2025 and for many
    /// before).
    pub(crate) published: Option<String>,
}

impl Entry {
    /// A release proper: neither yanked nor a pre-release.
    pub(crate) fn is_release(&self) -> bool {
        !self.yanked && !self.version.contains('-')
    }
}

/// Every version of crate `name` in the crates.io index.
pub(crate) fn published(name: &str) -> anyhow::Result<Vec<Entry>> {
    let index = std::env::var("SERBENCH_CRATES_INDEX").unwrap_or_else(|_| INDEX.into());
    let url = format!("{}/{}", index.trim_end_matches('/'), index_path(name));
    let output = Command::new("curl")
        .args(["--silent", "--show-error", "--fail", "--location", "--max-time", "60"])
        .arg(&url)
        .output()
        .context("cannot run curl to read the crates.io index")?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        bail!("cannot read {url}: {}", stderr.trim());
    }
    parse(&String::from_utf8_lossy(&output.stdout)).with_context(|| url.clone())
}

/// An index file: one JSON object per line and version.
pub(crate) fn parse(text: &str) -> anyhow::Result<Vec<Entry>> {
    let mut entries = Vec::new();
    for line in text.lines().filter(|line| !line.trim().is_empty()) {
        let entry: serde_json::Value =
            serde_json::from_str(line).context("not a crates.io index file")?;
        let version = entry["vers"].as_str().context("an index line without `vers`")?;
        entries.push(Entry {
            version: version.to_string(),
            yanked: entry["yanked"].as_bool().unwrap_or(false),
            published: entry["pubtime"].as_str().map(String::from),
        });
    }
    Ok(entries)
}

/// Where the index keeps a crate's file: `1/a`, `2/ab`, `3/a/abc`, `se/rd/serde_json`.
fn index_path(name: &str) -> String {
    let name = name.to_lowercase();
    match name.len() {
        1 => format!("1/{name}"),
        2 => format!("2/{name}"),
        3 => format!("3/{}/{name}", &name[..1]),
        _ => format!("{}/{}/{name}", &name[..2], &name[2..4]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_keeps_a_crate_by_the_length_of_its_name() {
        assert_eq!(index_path("serde_json"), "se/rd/serde_json");
        assert_eq!(index_path("rkyv"), "rk/yv/rkyv");
        assert_eq!(index_path("rmp"), "3/r/rmp");
        assert_eq!(index_path("ab"), "2/ab");
    }
}
