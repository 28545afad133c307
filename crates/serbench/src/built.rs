//! The library versions the user's build compiled. serbench asks for its libraries with caret
//! requirements, so a project that adds it keeps the releases its own lock holds, and the release
//! measured is the one that build resolved, not the workbench's. A results file names what was
//! built, as cargo tells it (`cargo metadata`: the resolved graph of the user's package).

use std::{collections::BTreeMap, path::Path, process::Command};

use format_api::Descriptor;
use serde_json::Value;

/// The versions a build resolved, by `(dependent, library)`: what each package was built with.
/// Without cargo's answer (a binary run outside cargo), the versions serbench was written against.
#[derive(Debug, Default)]
pub(crate) struct Built {
    resolved: BTreeMap<(String, String), String>,
}

impl Built {
    /// The build of the package this bench target belongs to: cargo runs a bench target with
    /// `CARGO_MANIFEST_DIR` and `CARGO` set, and the lock is current then (`--locked`). Without
    /// cargo's answer, why, in one line.
    pub(crate) fn read() -> Result<Self, String> {
        let package = std::env::var_os("CARGO_MANIFEST_DIR")
            .ok_or("CARGO_MANIFEST_DIR is not set: not run by cargo")?;
        Self::of(Path::new(&package))
    }

    fn of(package: &Path) -> Result<Self, String> {
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let output = Command::new(cargo)
            .args(["metadata", "--format-version", "1", "--locked", "--offline", "--manifest-path"])
            .arg(package.join("Cargo.toml"))
            .output()
            .map_err(|error| format!("cannot run cargo metadata: {error}"))?;
        if !output.status.success() {
            let stderr = String::from_utf8_lossy(&output.stderr);
            let first = stderr.lines().find(|line| !line.trim().is_empty()).unwrap_or("failed");
            return Err(format!("cargo metadata: {first}"));
        }
        let metadata = serde_json::from_slice(&output.stdout)
            .map_err(|error| format!("cargo metadata's output: {error}"))?;
        Self::from_metadata(&metadata).ok_or_else(|| "cargo metadata gave no resolved graph".into())
    }

    /// `cargo metadata`'s packages and resolved graph, as edges from a package's name to each of
    /// its dependencies' name and version.
    fn from_metadata(metadata: &Value) -> Option<Self> {
        let text = |value: &Value, key: &str| value.get(key)?.as_str().map(str::to_string);
        let mut packages: BTreeMap<String, (String, String)> = BTreeMap::new();
        for package in metadata.get("packages")?.as_array()? {
            let name_version = (text(package, "name")?, text(package, "version")?);
            packages.insert(text(package, "id")?, name_version);
        }
        let mut resolved = BTreeMap::new();
        for node in metadata.get("resolve")?.get("nodes")?.as_array()? {
            let Some((dependent, _)) = packages.get(&text(node, "id")?) else { continue };
            for dependency in node.get("deps")?.as_array()? {
                if let Some((name, version)) = packages.get(&text(dependency, "pkg")?) {
                    resolved.insert((dependent.clone(), name.clone()), version.clone());
                }
            }
        }
        Some(Built { resolved })
    }

    /// The release of `library` that the package `dependent` was built with, if cargo says.
    fn resolved(&self, dependent: &str, library: &str) -> Option<&str> {
        self.resolved.get(&(dependent.to_string(), library.to_string())).map(String::as_str)
    }

    /// The libraries' versions, as a results file's `meta.crates` lists them: each format's
    /// library (two releases of one library joined by ", "), and the measuring crates'.
    pub(crate) fn versions(&self, formats: &[&Descriptor]) -> BTreeMap<String, String> {
        let mut crates: BTreeMap<String, String> = BTreeMap::new();
        for format in formats {
            let version = self.resolved(format.package, format.name).unwrap_or(format.version);
            tables::add_version(&mut crates, format.name, version);
        }
        for (name, version) in engine::MEASURING_CRATES {
            let version = self.resolved("serbench-engine", name).unwrap_or(version);
            crates.insert(name.to_string(), version.to_string());
        }
        crates
    }
}

#[cfg(test)]
mod tests {
    use format_api::Format;

    use super::*;

    fn postcard_version() -> &'static str {
        <fmt_postcard::Postcard as Format>::DESCRIPTOR.version
    }

    /// In this workspace the build is the workbench's, so what cargo resolved is what the
    /// descriptors name; a build that resolved another release names that one, and bincode's
    /// two releases are both listed.
    #[test]
    fn versions_are_the_ones_the_build_resolved() {
        let here = Built::of(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("cargo metadata");
        // Found, not fallen back on.
        assert_eq!(here.resolved("fmt-postcard", "postcard"), Some(postcard_version()));
        assert!(here.resolved("serbench-engine", "divan").is_some(), "the engine's divan");
        let postcard = &<fmt_postcard::Postcard as Format>::DESCRIPTOR;
        let bincode1 = &<fmt_bincode1::Serde as Format>::DESCRIPTOR;
        let bincode2 = &<fmt_bincode_serde::Serde as Format>::DESCRIPTOR;
        let versions = here.versions(&[postcard, bincode1, bincode2]);
        assert_eq!(versions["postcard"], postcard.version);
        assert_eq!(versions["bincode"], format!("{}, {}", bincode1.version, bincode2.version));
        assert_eq!(versions["divan"], engine::MEASURING_CRATES[0].1);

        let older = serde_json::json!({
            "packages": [
                { "name": "fmt-postcard", "version": "0.1.0", "id": "path+file:///a#0.1.0" },
                { "name": "postcard", "version": "1.0.10", "id": "registry+x#postcard@1.0.10" },
            ],
            "resolve": { "nodes": [
                { "id": "path+file:///a#0.1.0", "deps": [{ "pkg": "registry+x#postcard@1.0.10" }] },
                { "id": "registry+x#postcard@1.0.10", "deps": [] },
            ] },
        });
        let theirs = Built::from_metadata(&older).expect("a resolved graph");
        assert_eq!(theirs.versions(&[postcard])["postcard"], "1.0.10");
        assert_eq!(Built::default().versions(&[postcard])["postcard"], postcard.version);
    }
}
