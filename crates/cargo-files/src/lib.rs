//! Cargo's files and answers, read by the libraries that read them for cargo's own tools, for the
//! command line and xtask: `cargo_metadata` (the workspace and its resolved graph), `cargo-lock`
//! (a lock file at any commit), `toml_edit` (a manifest read or rewritten with its comments) and
//! `semver` (every version and requirement). No hand parser of a format a well-kept crate already
//! reads.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
};

use cargo_metadata::{DependencyKind, Metadata, PackageId};
pub use {cargo_lock, cargo_metadata, semver, toml_edit};

/// `roots` and every package they depend on to build them (normal and build dependencies, not
/// dev-dependencies), as cargo resolved the graph, that `keep` keeps (a package not kept is not
/// followed either).
pub fn build_closure(
    metadata: &Metadata,
    roots: &[PackageId],
    keep: impl Fn(&PackageId) -> bool,
) -> BTreeSet<PackageId> {
    let Some(resolve) = &metadata.resolve else { return roots.iter().cloned().collect() };
    let mut seen: BTreeSet<PackageId> = BTreeSet::new();
    let mut todo: Vec<PackageId> = roots.to_vec();
    while let Some(id) = todo.pop() {
        if !seen.insert(id.clone()) {
            continue;
        }
        let Some(node) = resolve.nodes.iter().find(|node| node.id == id) else { continue };
        for dependency in &node.deps {
            let builds =
                dependency.dep_kinds.iter().any(|kind| kind.kind != DependencyKind::Development);
            if builds && keep(&dependency.pkg) {
                todo.push(dependency.pkg.clone());
            }
        }
    }
    seen
}

/// The release each package builds each of its dependencies at, as cargo resolved the graph (the
/// lock's answer): `(package, dependency)`, by the dependency's name, to its version. A renamed
/// dependency (`protobuf4 = { package = "protobuf" }`) is under its name in the manifest too.
pub fn resolved_versions(metadata: &Metadata) -> BTreeMap<(String, String), String> {
    let Some(resolve) = &metadata.resolve else { return BTreeMap::new() };
    let packages: BTreeMap<&PackageId, &cargo_metadata::Package> =
        metadata.packages.iter().map(|package| (&package.id, package)).collect();
    let mut resolved = BTreeMap::new();
    for node in &resolve.nodes {
        let Some(dependent) = packages.get(&node.id) else { continue };
        for dependency in &node.deps {
            if let Some(package) = packages.get(&dependency.pkg) {
                let version = package.version.to_string();
                let name = package.name.to_string();
                if dependency.name != name.replace('-', "_") {
                    let key = (dependent.name.to_string(), dependency.name.clone());
                    resolved.insert(key, version.clone());
                }
                resolved.insert((dependent.name.to_string(), name), version);
            }
        }
    }
    resolved
}

/// Where `cargo xtask codegen` builds the schema formats' pinned generators (`tools/codegen`):
/// `$SERBENCH_CODEGEN_TOOLS_DIR` if set, else `$XDG_CACHE_HOME/serbench/codegen-tools`
/// (`~/.cache/...`), else `target_dir`'s `codegen-tools` where there is no home. The machine's,
/// as cargo's download cache is, so that a fresh clone reuses the generators an earlier one built.
pub fn codegen_tools_dir(target_dir: &Path) -> PathBuf {
    if let Some(dir) = std::env::var_os("SERBENCH_CODEGEN_TOOLS_DIR") {
        return PathBuf::from(dir);
    }
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache")));
    match cache {
        Some(cache) => cache.join("serbench/codegen-tools"),
        None => target_dir.join("codegen-tools"),
    }
}
