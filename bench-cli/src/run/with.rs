//! `run --with`: a library of the matrix at another version than the workspace pins, a registry
//! release (`postcard@1.0.10`) or a local checkout (`postcard=../postcard`, through cargo's
//! `[patch]`).
//!
//! The user's tree is never touched. A copy of the workspace's two manifests (`Cargo.toml` with
//! the library's pin changed, and a `[patch.crates-io]` entry for a checkout; `Cargo.lock`, which
//! cargo then updates) sits in `target/with/workspace`, beside links to everything else in the
//! workspace, and cargo builds only the bench binaries of that library's variants there, into
//! `target/with/target`, a target directory of its own: the workspace's own binaries stay as they
//! were, and one release after another rebuilds only the library and what depends on it. Each
//! build's binaries are then copied to `target/with/bin/<library>@<version>`, so that two versions
//! can be measured side by side.

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
    str::FromStr,
};

use anyhow::{Context, bail};
use bench_support::{
    UsageError, git_commit_in,
    results::{Library, Results},
    target_dir, workspace_root,
};
use cargo_files::{
    cargo_lock::Lockfile,
    cargo_metadata::{self, MetadataCommand},
    semver::{Version, VersionReq},
    toml_edit::{self, DocumentMut},
};

use super::{
    binaries::{self, Wanted},
    index,
};

/// One `--with`: a library of the matrix, and the version to build it at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct With {
    /// The library's crate name, as the matrix names it (`postcard`, `serde_json`).
    pub(crate) library: String,
    pub(crate) source: Source,
}

/// Where a library's code comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    /// The release the workspace pins.
    Pinned,
    /// A registry release.
    Release(String),
    /// A local checkout: a directory holding the crate, or a workspace holding it.
    Path(PathBuf),
}

impl FromStr for With {
    type Err = String;

    /// `NAME@VERSION`, `NAME=PATH` or `NAME` (the pinned release).
    fn from_str(text: &str) -> Result<With, String> {
        let (library, source) = match (text.split_once('@'), text.split_once('=')) {
            (Some((name, version)), _) if !version.is_empty() => {
                (name, Source::Release(version.to_string()))
            }
            (_, Some((name, path))) if !path.is_empty() => (name, Source::Path(path.into())),
            (None, None) => (text, Source::Pinned),
            _ => return Err(format!("`{text}`: expected NAME@VERSION or NAME=PATH")),
        };
        if library.is_empty() {
            return Err(format!("`{text}`: expected NAME@VERSION or NAME=PATH"));
        }
        Ok(With { library: library.to_string(), source })
    }
}

impl std::fmt::Display for With {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.source {
            Source::Pinned => write!(f, "{} (pinned)", self.library),
            Source::Release(version) => write!(f, "{}@{version}", self.library),
            Source::Path(path) => write!(f, "{}={}", self.library, path.display()),
        }
    }
}

/// The bench binaries of one build with libraries at other versions, and what each library was.
#[derive(Debug)]
pub(crate) struct Built {
    /// Each bench binary built, by name, as `binaries::build` gives them.
    pub(crate) binaries: BTreeMap<&'static str, PathBuf>,
    /// Each library changed, by its name in the matrix, as the results record it.
    pub(crate) libraries: BTreeMap<String, Library>,
    /// The version cargo built of each library changed and of its companions (its derive
    /// crates), from the copy's lock file.
    pub(crate) resolved: BTreeMap<String, String>,
}

impl Built {
    /// Records on each row these binaries measured which version of its library it was.
    pub(crate) fn label(&self, results: &mut Results) {
        let built: Vec<(&str, &str)> = catalog::SUITES
            .iter()
            .filter(|suite| self.binaries.contains_key(suite.binary))
            .flat_map(|suite| suite.formats.iter().map(|f| (f.name, f.variant)))
            .collect();
        for row in &mut results.results {
            let here = built.contains(&(row.format.as_str(), row.variant.as_str()));
            if let Some(library) = self.libraries.get(&row.format).filter(|_| here) {
                row.library = Some(library.clone());
            }
        }
    }
}

/// A `[workspace.dependencies]` entry of a library the matrix measures, and the version the lock
/// resolves it to (its pin): `postcard = { version = "1.1.3", ... }`, `borsh = "1.8.1"`, or
/// `bincode1 = { package = "bincode", version = "1.3.3" }`, each at the newest release of the lock
/// that its requirement admits.
#[derive(Debug)]
struct Pin {
    /// The entry's key.
    key: String,
    /// The library as the matrix names it: the key where a descriptor is named by it (protobuf 4,
    /// `protobuf4`, beside rust-protobuf's `protobuf`), else the package (`bincode1` is bincode).
    library: String,
    version: Version,
}

/// Every registry entry of the workspace manifest `manifest` (read with `toml_edit`), each with
/// the version `lock` resolves its requirement to.
fn pins(manifest: &DocumentMut, lock: &Lockfile) -> Vec<Pin> {
    let entries = manifest
        .get("workspace")
        .and_then(|workspace| workspace.get("dependencies"))
        .and_then(toml_edit::Item::as_table_like);
    let Some(entries) = entries else { return Vec::new() };
    let known = known_libraries();
    let mut pins = Vec::new();
    for (key, entry) in entries.iter() {
        let requirement = entry.as_str().or_else(|| entry.get("version")?.as_str());
        let Some(requirement) = requirement.and_then(|text| VersionReq::parse(text).ok()) else {
            continue;
        };
        let package = entry.get("package").and_then(toml_edit::Item::as_str).unwrap_or(key);
        let resolved = lock
            .packages
            .iter()
            .filter(|locked| locked.name.as_str() == package && locked.source.is_some())
            .map(|locked| Version::parse(&locked.version.to_string()))
            .filter_map(Result::ok)
            .filter(|version| requirement.matches(version))
            .max();
        if let Some(version) = resolved {
            let library = if known.contains_key(key) { key } else { package };
            pins.push(Pin { key: key.to_string(), library: library.to_string(), version });
        }
    }
    pins
}

/// The workspace's root manifest and lock file, as cargo's libraries read them.
fn workspace_files(root: &Path) -> anyhow::Result<(DocumentMut, Lockfile)> {
    let path = root.join("Cargo.toml");
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}", path.display()))?;
    let manifest = text
        .parse::<DocumentMut>()
        .map_err(|error| UsageError(format!("{}: {error}", path.display())))?;
    let path = root.join("Cargo.lock");
    let lock = Lockfile::load(&path)
        .map_err(|error| UsageError(format!("{}: {error}", path.display())))?;
    Ok((manifest, lock))
}

/// Whether two versions are semver-compatible, by cargo's rule: a caret requirement of the
/// lower admits the higher (the same major; under 1, the same minor; under 0.1, the same patch).
pub(crate) fn compatible(a: &Version, b: &Version) -> bool {
    let (low, high) = if a <= b { (a, b) } else { (b, a) };
    VersionReq::parse(&format!("^{low}")).is_ok_and(|requirement| requirement.matches(high))
}

/// A local checkout of `library`, as [`checkout`] finds it.
struct Checkout {
    /// The directory of its crate (`path` itself, or in a workspace at `path`).
    directory: PathBuf,
    version: String,
    commit: Option<String>,
    /// Its companions in the same workspace (its derive crate), each with its directory: a
    /// branch that changes the derive is measured with it.
    companions: Vec<(String, PathBuf)>,
}

/// A local checkout of `library`: its crate's directory, version, git commit and companions.
fn checkout(library: &str, path: &Path) -> anyhow::Result<Checkout> {
    let manifest = path.join("Cargo.toml");
    if !manifest.is_file() {
        bail!(UsageError(format!(
            "--with {library}={}: no Cargo.toml there, so it is not a checkout of {library}",
            path.display()
        )));
    }
    let metadata = match MetadataCommand::new().manifest_path(&manifest).no_deps().exec() {
        Ok(metadata) => metadata,
        Err(error) => {
            let message = match &error {
                cargo_metadata::Error::CargoMetadata { stderr } => {
                    stderr.lines().find(|line| !line.trim().is_empty()).unwrap_or("").to_string()
                }
                other => other.to_string(),
            };
            bail!(UsageError(format!(
                "--with {library}={}: cargo cannot read its manifest: {message}",
                path.display()
            )));
        }
    };
    let packages = &metadata.packages;
    let Some(package) = packages.iter().find(|package| package.name.as_str() == library) else {
        // A crate inside a bigger workspace lists the whole workspace: name the one at `path`.
        let here = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
        let own = packages
            .iter()
            .find(|package| package.manifest_path.parent().map(|p| p.as_std_path()) == Some(&here));
        let holds = match (own, packages.len()) {
            (Some(own), _) => format!("its package is {}", own.name),
            (None, 0) => "it holds no package".into(),
            (None, count) => format!("it holds {count} packages, none of them {library}"),
        };
        bail!(UsageError(format!(
            "--with {library}={}: not a checkout of {library} ({holds})",
            path.display()
        )));
    };
    let directory = package
        .manifest_path
        .parent()
        .context("a package without a manifest path")?
        .as_std_path()
        .to_path_buf();
    let commit = git_commit_in(&directory);
    let companion_names = [format!("{library}_derive"), format!("{library}-derive")];
    let companions = packages
        .iter()
        .filter(|package| companion_names.iter().any(|name| name == package.name.as_str()))
        .filter_map(|package| {
            let directory = package.manifest_path.parent()?.as_std_path().to_path_buf();
            Some((package.name.to_string(), directory))
        })
        .collect();
    Ok(Checkout {
        directory,
        version: package.version.to_string(),
        commit: (commit != "unknown").then_some(commit),
        companions,
    })
}

/// The versions the workspace pins `library` at (two for bincode: 1 and 2), or, for a library
/// the matrix does not measure, a usage error that lists the ones it does.
pub(crate) fn pinned(library: &str) -> anyhow::Result<Vec<Version>> {
    if !known_libraries().contains_key(library) {
        bail!(unknown_library(library));
    }
    let (manifest, lock) = workspace_files(&workspace_root())?;
    Ok(pins(&manifest, &lock)
        .into_iter()
        .filter(|pin| pin.library == library)
        .map(|pin| pin.version)
        .collect())
}

/// The pinned version of `library` that `version` is semver-compatible with, if any.
pub(crate) fn compatible_pin<'a>(pinned: &'a [Version], version: &Version) -> Option<&'a Version> {
    pinned.iter().find(|pin| compatible(pin, version))
}

fn unknown_library(library: &str) -> UsageError {
    let names: Vec<&str> = known_libraries().keys().copied().collect();
    UsageError(format!("unknown library `{library}`; the matrix measures {}", names.join(", ")))
}

/// The libraries the matrix measures: each variant's library name, with the versions pinned.
fn known_libraries() -> BTreeMap<&'static str, Vec<&'static str>> {
    let mut known: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for descriptor in catalog::formats() {
        let versions = known.entry(descriptor.name).or_default();
        if !versions.contains(&descriptor.version) {
            versions.push(descriptor.version);
        }
    }
    known
}

/// Builds the bench binaries of every library in `withs` at its version, with profile
/// `profile`, and returns them with what each library was. Bad input is a [`UsageError`]: an
/// unknown library, a release the registry does not have, a path that is not that crate. A
/// release whose API the format crate does not compile against is an error of its own, naming
/// the crate that failed.
pub(crate) fn build(withs: &[With], profile: &str, wanted: Wanted) -> anyhow::Result<Built> {
    let root = workspace_root();
    let (mut manifest, lock) = workspace_files(&root)?;
    let pins = pins(&manifest, &lock);
    let known = known_libraries();
    let mut patches = toml_edit::Table::new();
    let mut libraries = BTreeMap::new();
    let mut binaries: Vec<&'static str> = Vec::new();
    for with in withs {
        let library = with.library.as_str();
        let Some(pinned_versions) = known.get(library) else {
            bail!(UsageError(format!("--with {with}: {}", unknown_library(library).0)));
        };
        let (version, record) = match &with.source {
            Source::Pinned => (None, None),
            Source::Release(version) => (
                Some(version.clone()),
                Some(Library { version: version.clone(), source: "registry".into(), commit: None }),
            ),
            Source::Path(path) => {
                let Checkout { directory, version, commit, companions } = checkout(library, path)?;
                let mut patch = |name: &str, directory: &Path| {
                    let mut entry = toml_edit::InlineTable::new();
                    entry.insert("path", directory.display().to_string().into());
                    patches.insert(name, toml_edit::value(entry));
                };
                patch(library, &directory);
                for (name, directory) in &companions {
                    patch(name, directory);
                }
                let source = directory.display().to_string();
                (Some(version.clone()), Some(Library { version, source, commit }))
            }
        };
        let version = match version.as_deref().map(Version::parse) {
            Some(Ok(version)) => Some(version),
            Some(Err(error)) => {
                bail!(UsageError(format!("--with {with}: not a version: {error}")))
            }
            None => None,
        };
        // The pin to change: the library's one pin, or, where the workspace pins two majors
        // (bincode 1 and 2), the one of the same major as the version asked for.
        let candidates: Vec<&Pin> = pins.iter().filter(|pin| pin.library == library).collect();
        let pin = match (&version, candidates.as_slice()) {
            (_, [only]) => *only,
            (Some(version), several) => {
                several.iter().find(|pin| compatible(&pin.version, version)).copied().with_context(
                    || {
                        let pinned: Vec<String> =
                            several.iter().map(|p| p.version.to_string()).collect();
                        UsageError(format!(
                            "--with {with}: the workspace pins {library} at {}, and {version} is \
                         compatible with neither",
                            pinned.join(" and ")
                        ))
                    },
                )?
            }
            (None, _) => bail!(UsageError(format!(
                "--with {library}: the workspace pins {library} more than once; name a version"
            ))),
        };
        if let Some(version) = &version {
            require_exactly(&mut manifest, &pin.key, version)?;
        }
        // The bench binaries of the variants built on this pin of the library.
        let pinned_version = pin.version.to_string();
        for suite in catalog::SUITES {
            let uses = suite
                .formats
                .iter()
                .any(|format| format.name == library && format.version == pinned_version);
            if uses && !binaries.contains(&suite.binary) {
                binaries.push(suite.binary);
            }
        }
        if binaries.is_empty() {
            bail!(
                "no bench binary measures {library} {} (pinned: {})",
                pin.version,
                pinned_versions.join(", ")
            );
        }
        if let Some(record) = record {
            libraries.insert(library.to_string(), record);
        }
    }
    if !patches.is_empty() {
        let mut patch = toml_edit::Table::new();
        patch.set_implicit(true);
        patch.insert("crates-io", toml_edit::Item::Table(patches));
        manifest.insert("patch", toml_edit::Item::Table(patch));
    }
    only_the_bench_crates(&mut manifest);
    let text = manifest.to_string();
    let with = target_dir().join("with");
    std::fs::create_dir_all(&with).context("cannot create target/with")?;
    // One build at a time rewrites the copy's manifests: a second run waits here.
    let lock_file =
        std::fs::File::create(with.join("lock")).context("cannot create target/with/lock")?;
    lock_file.lock().context("cannot lock target/with")?;
    let workspace = with.join("workspace");
    write_workspace(&root, &workspace, &text)?;
    resolve(&workspace, withs)?;
    align_companions(&workspace, withs)?;
    let lock = Lockfile::load(workspace.join("Cargo.lock")).context("the copy's lock")?;
    let mut resolved = BTreeMap::new();
    for with in withs {
        let mut packages = companions(&lock, &with.library);
        packages.push(with.library.clone());
        resolved.extend(locked(&lock, &packages));
    }
    let target = with.join("target");
    let built = binaries::build_in(&workspace, &target, profile, &binaries, wanted)
        .with_context(|| format!("--with {}", describe(withs)))?;
    // Kept apart per build, so that another version built next leaves these as they are.
    let key: Vec<String> = withs.iter().map(key).collect();
    let kept = with.join("bin").join(key.join("+"));
    std::fs::create_dir_all(&kept).context("cannot create a directory for the built binaries")?;
    let mut paths = BTreeMap::new();
    for (name, path) in built {
        let copy = kept.join(format!("{name}-check"));
        let timed =
            (wanted == Wanted::Both).then(|| (binaries::timed(&path), binaries::timed(&copy)));
        for (from, to) in [(path.clone(), copy.clone())].into_iter().chain(timed) {
            std::fs::copy(&from, &to)
                .with_context(|| format!("cannot copy {} to {}", from.display(), to.display()))?;
        }
        paths.insert(name, copy);
    }
    drop(lock_file);
    Ok(Built { binaries: paths, libraries, resolved })
}

fn describe(withs: &[With]) -> String {
    withs.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
}

/// A file-name-safe name for one `--with`: `postcard@1.0.10`, `postcard=<hash of the path>`.
fn key(with: &With) -> String {
    match &with.source {
        Source::Pinned => format!("{}@pinned", with.library),
        Source::Release(version) => format!("{}@{version}", with.library),
        Source::Path(path) => {
            use std::hash::{Hash, Hasher};
            let mut hasher = std::collections::hash_map::DefaultHasher::new();
            path.canonicalize().unwrap_or_else(|_| path.clone()).hash(&mut hasher);
            format!("{}={:016x}", with.library, hasher.finish())
        }
    }
}

/// Lays out the copy of the workspace at `workspace`: manifest `manifest`, the workspace's own
/// lock file (cargo updates the copy), and a link to every other entry of `root`.
fn write_workspace(root: &Path, workspace: &Path, manifest: &str) -> anyhow::Result<()> {
    std::fs::create_dir_all(workspace).context("cannot create target/with/workspace")?;
    for entry in std::fs::read_dir(root).context("cannot list the workspace")? {
        let entry = entry?;
        let name = entry.file_name();
        if ["Cargo.toml", "Cargo.lock", "target", ".git"].iter().any(|skip| name == *skip) {
            continue;
        }
        let link = workspace.join(&name);
        if link.symlink_metadata().is_err() {
            std::os::unix::fs::symlink(entry.path(), &link)
                .with_context(|| format!("cannot link {}", link.display()))?;
        }
    }
    bench_support::write_atomic(&workspace.join("Cargo.toml"), manifest.as_bytes())?;
    std::fs::copy(root.join("Cargo.lock"), workspace.join("Cargo.lock"))
        .context("cannot copy Cargo.lock")?;
    Ok(())
}

/// Resolves the copy's dependencies, so that a release the registry does not have is a usage
/// error of its own, before anything is compiled.
fn resolve(workspace: &Path, withs: &[With]) -> anyhow::Result<()> {
    let output = bench_support::cargo()
        .current_dir(workspace)
        .args(["metadata", "--format-version", "1"])
        .stdout(std::process::Stdio::null())
        .output()
        .context("cannot run cargo metadata")?;
    if output.status.success() {
        return Ok(());
    }
    match unresolved(&String::from_utf8_lossy(&output.stderr)) {
        Unresolved::NoSuchRelease(cause) => {
            let releases: Vec<String> = withs
                .iter()
                .filter(|with| matches!(with.source, Source::Release(_)))
                .map(ToString::to_string)
                .collect();
            bail!(UsageError(format!(
                "--with {}: the registry has no such release ({cause})",
                releases.join(", ")
            )))
        }
        Unresolved::Conflict(cause) => {
            bail!("--with {}: cargo cannot resolve the workspace with it: {cause}", describe(withs))
        }
    }
}

/// Why cargo could not resolve the copy, in cargo's own words.
#[derive(Debug, PartialEq, Eq)]
enum Unresolved {
    /// No release of that version: cargo lists the candidates that did not match.
    NoSuchRelease(String),
    /// The release exists but does not fit the workspace (a feature it lacks, a requirement
    /// another crate cannot meet): cargo's line that says which.
    Conflict(String),
}

/// Reads cargo's resolution error: its `failed to select a version for the requirement` with
/// candidates that did not match is a missing release; anything else is a conflict, explained
/// by cargo's `package ... depends on ...` line where it gives one.
fn unresolved(stderr: &str) -> Unresolved {
    let lines: Vec<&str> = stderr.lines().map(str::trim).filter(|line| !line.is_empty()).collect();
    let requirement =
        lines.iter().find(|line| line.contains("failed to select a version for the requirement"));
    let no_candidate = lines.iter().any(|line| line.starts_with("candidate versions found"));
    if let (Some(cause), true) = (requirement, no_candidate) {
        return Unresolved::NoSuchRelease(cause.trim_start_matches("error: ").to_string());
    }
    let explained = lines.iter().find(|line| line.starts_with("package `"));
    let cause = explained
        .or_else(|| lines.iter().find(|line| line.starts_with("error")))
        .or(lines.first())
        .map_or("cargo could not resolve it", |line| line.trim_start_matches("error: "));
    Unresolved::Conflict(cause.to_string())
}

/// The crates published beside `library` from its repository that a build of it uses (its
/// derive macros: `bitcode_derive`, `borsh-derive`, `rkyv_derive`), found in a lock file.
fn companions(lock: &Lockfile, library: &str) -> Vec<String> {
    let names = [format!("{library}_derive"), format!("{library}-derive")];
    let mut found: Vec<String> = lock
        .packages
        .iter()
        .map(|package| package.name.to_string())
        .filter(|name| names.contains(name))
        .collect();
    found.dedup();
    found
}

/// The version of each of `packages` in a lock file (the highest, where it holds several).
fn locked(lock: &Lockfile, packages: &[String]) -> BTreeMap<String, String> {
    let mut versions: BTreeMap<String, Version> = BTreeMap::new();
    for package in &lock.packages {
        let name = package.name.to_string();
        if !packages.contains(&name) {
            continue;
        }
        let Ok(version) = Version::parse(&package.version.to_string()) else { continue };
        let entry = versions.entry(name).or_insert_with(|| version.clone());
        if version > *entry {
            *entry = version;
        }
    }
    versions.into_iter().map(|(name, version)| (name, version.to_string())).collect()
}

/// Makes the copy's members the bench crates, and through their path dependencies what they
/// link: a library at another release has to agree with the bench binaries alone, never with
/// the frame's own dependencies (cargo_metadata, in bench-cli's build, asks serde_json ^1.0.142,
/// which would refuse every older serde_json a history counts).
fn only_the_bench_crates(manifest: &mut DocumentMut) {
    let members = ["benches/*", "benches/*/check"];
    manifest["workspace"]["members"] = toml_edit::value(toml_edit::Array::from_iter(members));
}

/// Sets the requirement of `[workspace.dependencies]` entry `key` to exactly `version`, keeping
/// its other settings and the manifest's comments.
fn require_exactly(manifest: &mut DocumentMut, key: &str, version: &Version) -> anyhow::Result<()> {
    let entry = manifest
        .get_mut("workspace")
        .and_then(|workspace| workspace.get_mut("dependencies"))
        .and_then(|entries| entries.get_mut(key))
        .with_context(|| format!("no [workspace.dependencies] entry {key}"))?;
    let requirement = format!("={version}");
    if entry.is_str() {
        *entry = toml_edit::value(requirement);
    } else if let Some(table) = entry.as_table_like_mut() {
        table.insert("version", toml_edit::value(requirement));
    } else {
        bail!("[workspace.dependencies] entry {key} is neither a version nor a table");
    }
    Ok(())
}

/// Moves each companion of a release (its derive crate) to the companion's release of the
/// library's day, as `cargo update --precise` would: the newest release of it that is not newer
/// than the library's version and is semver-compatible with it (bitcode 0.6.1 came with
/// bitcode_derive 0.6.0: there is no 0.6.1). A library's release is the crates it was published
/// with, not today's newest derive that its requirement (`^0.6.0`) still admits. Where the index
/// cannot be read, or cargo refuses (the release pins another version exactly), cargo's choice
/// stands; the results record what was built.
fn align_companions(workspace: &Path, withs: &[With]) -> anyhow::Result<()> {
    let lock = Lockfile::load(workspace.join("Cargo.lock")).context("the copy's lock")?;
    for with in withs {
        let Source::Release(version) = &with.source else { continue };
        for companion in companions(&lock, &with.library) {
            let companion = companion.as_str();
            let Ok(published) = index::published(companion) else { continue };
            let Some(chosen) = companion_release(&published, version) else { continue };
            let _ = bench_support::cargo()
                .current_dir(workspace)
                .args(["update", "--quiet", "--package", companion, "--precise", &chosen])
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .status();
        }
    }
    Ok(())
}

/// The companion's release that went with the library's `version`: its newest release not newer
/// than `version` and semver-compatible with it.
fn companion_release(published: &[index::Entry], version: &str) -> Option<String> {
    let version = Version::parse(version).ok()?;
    published
        .iter()
        .filter(|entry| entry.is_release())
        .filter_map(|entry| Version::parse(&entry.version).ok())
        .filter(|candidate| compatible(candidate, &version) && *candidate <= version)
        .max()
        .map(|candidate| candidate.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_with_is_a_release_a_path_or_the_pin() {
        let release = With { library: "postcard".into(), source: Source::Release("1.0.10".into()) };
        assert_eq!("postcard@1.0.10".parse(), Ok(release));
        let path = With { library: "postcard".into(), source: Source::Path("../p".into()) };
        assert_eq!("postcard=../p".parse(), Ok(path));
        let pinned = With { library: "postcard".into(), source: Source::Pinned };
        assert_eq!("postcard".parse(), Ok(pinned));
        for bad in ["postcard@", "@1.0", "=x", "postcard="] {
            assert!(bad.parse::<With>().is_err(), "{bad}");
        }
    }

    #[test]
    fn every_library_of_the_matrix_has_one_pin_per_version() {
        let (manifest, lock) = workspace_files(&workspace_root()).unwrap();
        let pins = pins(&manifest, &lock);
        for descriptor in catalog::formats() {
            let found = pins.iter().any(|pin| {
                pin.library == descriptor.name && pin.version.to_string() == descriptor.version
            });
            assert!(found, "no pin of {} {} in Cargo.toml", descriptor.name, descriptor.version);
        }
        let bincode: Vec<(&str, String)> = pins
            .iter()
            .filter(|pin| pin.library == "bincode")
            .map(|pin| (pin.key.as_str(), pin.version.to_string()))
            .collect();
        assert_eq!(bincode, [("bincode", "2.0.1".into()), ("bincode1", "1.3.3".into())]);
        let protobuf: Vec<(&str, &str, String)> = pins
            .iter()
            .filter(|pin| pin.library.starts_with("protobuf"))
            .map(|pin| (pin.key.as_str(), pin.library.as_str(), pin.version.to_string()))
            .collect();
        assert_eq!(
            protobuf,
            [
                ("protobuf", "protobuf", "3.7.2".into()),
                ("protobuf4", "protobuf4", "4.35.1-release".into())
            ],
            "two libraries share a crate name: each is its own key"
        );
    }

    #[test]
    fn a_pin_is_rewritten_with_its_settings_and_comments_kept() {
        let mut manifest: DocumentMut = "[workspace.dependencies]\n# Why.\nbincode1 = { package = \
             \"bincode\", version = \"=1.3.3\" }\nborsh = \"=1.8.1\"\n"
            .parse()
            .unwrap();
        require_exactly(&mut manifest, "bincode1", &Version::new(1, 3, 0)).unwrap();
        require_exactly(&mut manifest, "borsh", &Version::new(1, 5, 0)).unwrap();
        let text = manifest.to_string();
        assert!(text.contains("# Why."), "{text}");
        assert!(
            text.contains("bincode1 = { package = \"bincode\", version = \"=1.3.0\" }"),
            "{text}"
        );
        assert!(text.contains("borsh = \"=1.5.0\""), "{text}");
    }

    #[test]
    fn the_copy_holds_the_bench_crates_and_nothing_of_the_frame() {
        let (mut manifest, _) = workspace_files(&workspace_root()).unwrap();
        only_the_bench_crates(&mut manifest);
        let members = manifest["workspace"]["members"].as_array().unwrap();
        let members: Vec<&str> = members.iter().filter_map(|member| member.as_str()).collect();
        assert_eq!(members, ["benches/*", "benches/*/check"]);
        // What cargo resolves in the copy (the bench crates, the workspace crates they pull in
        // as path dependencies, which become members, and every member's dev-dependencies)
        // stays clear of the frame.
        let metadata = cargo_files::cargo_metadata::MetadataCommand::new()
            .current_dir(workspace_root())
            .exec()
            .unwrap();
        let benches = metadata.workspace_root.join("benches");
        let members = metadata.workspace_packages();
        let mut roots: Vec<_> = members
            .iter()
            .filter(|package| package.manifest_path.starts_with(&benches))
            .map(|package| package.id.clone())
            .collect();
        let linked = loop {
            let linked = cargo_files::build_closure(&metadata, &roots, |_| true);
            let nodes = &metadata.resolve.as_ref().unwrap().nodes;
            let more: Vec<_> = nodes
                .iter()
                .filter(|node| linked.contains(&node.id) && members.iter().any(|m| m.id == node.id))
                .flat_map(|node| &node.deps)
                .map(|dependency| dependency.pkg.clone())
                .filter(|id| !roots.contains(id))
                .collect();
            if more.is_empty() {
                break linked;
            }
            roots.extend(more);
        };
        for frame in ["bench-cli", "cargo-files", "publish", "xtask", "cargo_metadata"] {
            let found = metadata
                .packages
                .iter()
                .any(|package| package.name.as_str() == frame && linked.contains(&package.id));
            assert!(!found, "a bench crate links {frame}, which a --with copy must resolve too");
        }
    }

    #[test]
    fn a_missing_release_and_a_conflict_read_apart() {
        let missing = "    Updating crates.io index\nerror: failed to select a version for the \
                       requirement `postcard = \"=99.0.0\"`\ncandidate versions found which \
                       didn't match: 1.2.0, 1.1.3, ...\nlocation searched: crates.io index\n";
        assert_eq!(
            unresolved(missing),
            Unresolved::NoSuchRelease(
                "failed to select a version for the requirement `postcard = \"=99.0.0\"`".into()
            )
        );
        let conflict = "error: failed to select a version for `bitcode`.\n    ... required by \
                        package `corpora v0.1.0`\nversions that meet the requirements `=0.6.0` \
                        are: 0.6.0\n\npackage `corpora` depends on `bitcode` with feature `std` \
                        but `bitcode` does not have that feature.\n";
        assert_eq!(
            unresolved(conflict),
            Unresolved::Conflict(
                "package `corpora` depends on `bitcode` with feature `std` but `bitcode` does \
                 not have that feature."
                    .into()
            )
        );
    }

    #[test]
    fn a_librarys_companions_are_its_derive_crates_in_the_lock() {
        let lock: Lockfile =
            "version = 4\n\n[[package]]\nname = \"bitcode\"\nversion = \"0.6.9\"\n\n\
                    [[package]]\nname = \"bitcode_derive\"\nversion = \"0.6.9\"\n\n[[package]]\n\
                    name = \"borsh-derive\"\nversion = \"1.8.1\"\n"
                .parse()
                .unwrap();
        assert_eq!(companions(&lock, "bitcode"), ["bitcode_derive"]);
        assert_eq!(companions(&lock, "borsh"), ["borsh-derive"]);
        assert!(companions(&lock, "postcard").is_empty());
        let versions = locked(&lock, &["bitcode".into(), "bitcode_derive".into()]);
        assert_eq!(versions["bitcode_derive"], "0.6.9");
        assert_eq!(versions.len(), 2);
    }

    #[test]
    fn a_companion_goes_with_its_librarys_day() {
        let entry = |version: &str, yanked: bool| index::Entry {
            version: version.into(),
            yanked,
            published: None,
        };
        let derive = [
            entry("0.5.0", false),
            entry("0.6.0-beta.1", false),
            entry("0.6.0", false),
            entry("0.6.2", false),
            entry("0.6.3", true),
            entry("0.6.9", false),
        ];
        assert_eq!(companion_release(&derive, "0.6.1").as_deref(), Some("0.6.0"));
        assert_eq!(companion_release(&derive, "0.6.2").as_deref(), Some("0.6.2"));
        assert_eq!(
            companion_release(&derive, "0.6.4").as_deref(),
            Some("0.6.2"),
            "0.6.3 is yanked"
        );
        assert_eq!(companion_release(&derive, "0.6.9").as_deref(), Some("0.6.9"));
        assert_eq!(companion_release(&derive, "0.4.0"), None);
    }

    #[test]
    fn semver_compatibility_is_cargos_caret_rule() {
        let v = |text: &str| Version::parse(text).unwrap();
        assert!(compatible(&v("1.3.3"), &v("1.0.0")) && compatible(&v("1.0.0"), &v("1.3.3")));
        assert!(!compatible(&v("1.3.3"), &v("2.0.1")));
        assert!(compatible(&v("0.6.9"), &v("0.6.0")) && !compatible(&v("0.6.9"), &v("0.7.0")));
        assert!(!compatible(&v("0.0.3"), &v("0.0.4")), "under 0.1, the patch");
        assert!(compatible(&v("25.12.19"), &v("25.1.0")));
    }
}
