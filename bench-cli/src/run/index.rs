//! The crates.io index, read over its sparse protocol (one file per crate, one JSON line per
//! version) with curl (the system's, and its certificates): the releases `bench-cli history`
//! counts, and a release's companion crates. `SERBENCH_CRATES_INDEX` points elsewhere (a mirror,
//! or a `file://` directory in the tests).
//!
//! curl rather than an HTTP client in the binary: a client with TLS (ureq, rustls, ring, the
//! URL and IDNA stack) was a fifth of bench-cli's build, on the path of every `run`, for the two
//! commands that read the index (docs/methodology/timing.md, "Budgets").

use std::{process::Command, time::Duration};

use anyhow::{Context, bail};
use serde::Deserialize;

const INDEX: &str = "https://index.crates.io";
/// How long one index file may take to arrive.
const TIMEOUT: Duration = Duration::from_secs(60);

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
    /// A release proper: neither yanked nor a pre-release (`1.2.0-rc.1`; build metadata is no
    /// pre-release, though it may hold a `-`: toml's `1.0.0+spec-1.1.0`).
    pub(crate) fn is_release(&self) -> bool {
        !self.yanked
            && cargo_files::semver::Version::parse(&self.version)
                .is_ok_and(|version| version.pre.is_empty())
    }
}

/// Every version of crate `name` in the crates.io index.
pub(crate) fn published(name: &str) -> anyhow::Result<Vec<Entry>> {
    let index = std::env::var("SERBENCH_CRATES_INDEX").unwrap_or_else(|_| INDEX.into());
    let url = format!("{}/{}", index.trim_end_matches('/'), index_path(name));
    let text = match url.strip_prefix("file://") {
        Some(path) => {
            std::fs::read_to_string(path).with_context(|| format!("cannot read {url}"))?
        }
        None => fetch(&url).with_context(|| format!("cannot read {url}"))?,
    };
    parse(&text).with_context(|| url.clone())
}

/// The body of `url`, over HTTPS checked against the system's certificate store (where a proxy
/// that re-signs traffic has its root, as cargo trusts it), by curl.
fn fetch(url: &str) -> anyhow::Result<String> {
    let output = Command::new("curl")
        .args(["--silent", "--show-error", "--fail", "--location", "--max-time"])
        .arg(TIMEOUT.as_secs().to_string())
        .arg(url)
        .output()
        .context("cannot run curl, which reads the crates.io index: install it (Debian: curl)")?;
    if !output.status.success() {
        // curl's own message starts with `curl: (code)`.
        let error = String::from_utf8_lossy(&output.stderr);
        let error = error.trim();
        if error.starts_with("curl") { bail!("{error}") } else { bail!("curl: {error}") }
    }
    String::from_utf8(output.stdout).context("the index file is not UTF-8")
}

/// One line of an index file, the fields read of it.
#[derive(Deserialize)]
struct Line {
    vers: String,
    #[serde(default)]
    yanked: bool,
    #[serde(default)]
    pubtime: Option<String>,
}

/// An index file: one JSON object per line and version.
pub(crate) fn parse(text: &str) -> anyhow::Result<Vec<Entry>> {
    let mut entries = Vec::new();
    for line in text.lines().filter(|line| !line.trim().is_empty()) {
        let Line { vers, yanked, pubtime } =
            serde_json::from_str(line).context("not a crates.io index file")?;
        entries.push(Entry { version: vers, yanked, published: pubtime });
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
    fn build_metadata_is_no_pre_release() {
        let entry =
            |version: &str| Entry { version: version.into(), yanked: false, published: None };
        assert!(entry("1.0.0+spec-1.1.0").is_release());
        assert!(!entry("1.2.0-rc.1").is_release());
        assert!(!entry("4.35.1-release").is_release());
        assert!(!Entry { yanked: true, ..entry("1.0.0") }.is_release());
    }

    #[test]
    fn the_index_keeps_a_crate_by_the_length_of_its_name() {
        assert_eq!(index_path("serde_json"), "se/rd/serde_json");
        assert_eq!(index_path("rkyv"), "rk/yv/rkyv");
        assert_eq!(index_path("rmp"), "3/r/rmp");
        assert_eq!(index_path("ab"), "2/ab");
    }
}
