//! Whether each published data file still describes the code as it stands (`report --check`):
//! a file names the commit it was made at, and is stale when the code it measured changed since.
//!
//! What a file measured is a set of workspace packages and their workspace dependencies (cargo's
//! own answer, through `cargo_metadata`; the rendering crate aside), the driver whose own code
//! decides the figures (the runner, the sweep), a few paths besides (the JVM peers, the
//! compile-times procedure), the compiler (`rust-toolchain.toml`), and of the two root files only what those
//! packages build with: a version `Cargo.lock` resolves differently for anything they depend on
//! (read with `cargo-lock`; a package the lock merely adds or drops is not a change, since the
//! lock lists every optional dependency any build of the workspace may enable), and of the root
//! manifest the profile the file was built in (with the one it inherits) and the
//! `[workspace.dependencies]` entries they inherit, versions aside (read with `toml_edit`). So a
//! new tool's dependency, or a requirement loosened with the lock unchanged, leaves the published
//! figures fresh; an engine change, a library release in the lock or a profile change does not.
//! A Rust file whose tokens, as syn reads them, are the same once comments, docs and
//! `#[cfg(test)]` items (at file and module level) are set aside compiles to what it did, and a
//! package's integration tests (its `tests/` directory) are compiled by `cargo test` alone: a doc
//! fix or a new test leaves the figures fresh. So does a package manifest that changed only in
//! what the registry reads (its description, links, keywords, `publish`) or in a requirement the
//! lock still meets.
//!
//! A package added after the file was made is not code it measured: a new format's bench crate
//! leaves the other formats' figures fresh. A file that held every format crate of its commit
//! (the matrix, not a chosen few) is then incomplete, and says which formats it lacks.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::Path,
    process::{Command, Stdio},
};

use anyhow::{Context, bail};
use cargo_files::{
    cargo_lock,
    cargo_metadata::{self, DependencyKind, Metadata, MetadataCommand, PackageId},
    toml_edit,
};

use bench_support::results::Results;

use publish::page::{self, Published};

/// What a published file measured: the code whose change makes it stale.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Measured {
    /// `bench-cli run` and the histories: every bench binary, and the runner that drives them.
    Runs,
    /// `bench-cli run --peers jvm`: the runs', the Java peers and their driver.
    Jvm,
    /// `bench-cli robustness`: the runs' code and the sweep.
    Robustness,
    /// `cargo xtask compile-times`: the format crates, and the procedure.
    Builds,
    /// serbench's run of `examples/telemetry`: serbench, and the example.
    Serbench,
    /// The evolution matrix (`cargo run --release -p evolution`): its crate, the formats it links, serbench.
    Evolution,
    /// The config-edits file (`cargo run -p config-edits`): its crate and the libraries it calls.
    ConfigEdits,
    /// The crossings to other languages (`cargo run -p crossings`): its crate, which drives every
    /// format crate through the registry, and the other languages' peers it runs.
    Crossings,
    /// The wires' own test suites (`cargo run -p conformance`): its crate, the suites it copies
    /// and the libraries it calls.
    Conformance,
    /// rust_serialization_benchmark's data sets here (`scripts/measure-rsb`): `rsb-bench`, the
    /// formats and serbench it links.
    Rsb,
    /// The hostile-input scan (`cargo run --release -p hostile`): its crate, which drives every
    /// format crate through the registry, and the inputs it writes.
    Hostile,
    /// The wasm matrix (`cargo run -p footprint -- wasm`): the format crates and the probe each
    /// program runs, built for wasm and the host, the driver's files that build and run them, and
    /// the engines' launchers.
    Wasm,
    /// The code-size matrix (`cargo run -p footprint -- size`): the same programs, and the files
    /// that build them and read their code bytes.
    CodeSize,
    /// The per-type slopes (`cargo run -p footprint -- per-type`): the format crates with their
    /// derive families, the generated schemas, the pinned protobuf generators, and the files that
    /// build, time and read the programs.
    PerType,
    /// The bare-metal matrix (`cargo run -p footprint -- bare-metal`): the format crates (whose
    /// library releases the programs build on), the firmware support crate, the programs' sources
    /// and the files that build, run and read them.
    BareMetal,
    /// A library's releases read by the pinned one (`bench-cli stability`): the checking binaries
    /// of the bench crates (their code, the engine's, the format crates'), and the command that
    /// builds each release and has them write and read each other's bytes.
    Stability,
}

impl Measured {
    /// The workspace packages whose code, with their workspace dependencies, this measured: the
    /// bench crates (or the format crates, or serbench).
    fn roots(self, metadata: &Metadata) -> Vec<PackageId> {
        let benches = metadata.workspace_root.join("benches");
        let root = |package: &cargo_metadata::Package| match self {
            Measured::Runs | Measured::Jvm | Measured::Robustness | Measured::Stability => {
                package.manifest_path.starts_with(&benches)
            }
            Measured::Builds => package.name.starts_with("fmt-"),
            Measured::Serbench => package.name.as_str() == "serbench",
            Measured::Evolution => package.name.as_str() == "evolution",
            Measured::ConfigEdits => package.name.as_str() == "config-edits",
            Measured::Crossings => package.name.as_str() == "crossings",
            Measured::Conformance => package.name.as_str() == "conformance",
            Measured::Hostile => package.name.as_str() == "hostile",
            // Its bench targets are serbench's `main!` with every native format, behind its
            // `measure` feature, which the workspace's own resolve (default features) leaves out
            // of rsb-bench's graph: serbench and every format crate it can link.
            Measured::Rsb => {
                ["rsb-bench", "serbench"].contains(&package.name.as_str())
                    || package.name.starts_with("fmt-")
            }
            Measured::Wasm | Measured::CodeSize | Measured::PerType => {
                package.name.as_str() == "footprint-probe" || package.name.starts_with("fmt-")
            }
            Measured::BareMetal => {
                package.name.as_str() == "firmware" || package.name.starts_with("fmt-")
            }
        };
        let members = metadata.workspace_packages().into_iter();
        members.filter(|package| root(package)).map(|package| package.id.clone()).collect()
    }

    /// The packages of the parent side whose own code decides the figures (the runner's
    /// sampling, the sweep's timeouts), without their dependencies.
    fn drivers(self) -> &'static [&'static str] {
        match self {
            Measured::Runs | Measured::Jvm | Measured::Serbench | Measured::Rsb => {
                &["serbench-runner"]
            }
            Measured::Robustness => &["serbench-sweep"],
            // The footprint driver's files are its paths.
            Measured::Builds
            | Measured::Evolution
            | Measured::ConfigEdits
            | Measured::Crossings
            | Measured::Conformance
            | Measured::Hostile
            | Measured::Wasm
            | Measured::CodeSize
            | Measured::PerType
            | Measured::BareMetal
            | Measured::Stability => &[],
        }
    }

    /// Paths besides the packages' own, relative to the workspace root.
    fn paths(self) -> &'static [&'static str] {
        match self {
            Measured::Runs => &["rust-toolchain.toml"],
            Measured::Jvm => &["rust-toolchain.toml", "peers/jvm", "bench-cli/src/run/jvm"],
            Measured::Robustness => &["rust-toolchain.toml", "bench-cli/src/robustness"],
            Measured::Builds => &["rust-toolchain.toml", "xtask/src/compile_times.rs"],
            Measured::Serbench => &["rust-toolchain.toml", "examples/telemetry"],
            Measured::Evolution | Measured::Rsb | Measured::ConfigEdits | Measured::Hostile => {
                &["rust-toolchain.toml"]
            }
            // The footprint driver's files each matrix is made by: what it builds, in which
            // profile, and how its programs run, are timed and read (not its command line).
            Measured::Wasm => &[
                "rust-toolchain.toml",
                "crates/footprint/engines",
                "crates/footprint/src/wasm.rs",
                "crates/footprint/src/probe.rs",
                "crates/footprint/src/pairs.rs",
            ],
            Measured::CodeSize => &[
                "rust-toolchain.toml",
                "crates/footprint/src/size.rs",
                "crates/footprint/src/wasm.rs",
                "crates/footprint/src/probe.rs",
                "crates/footprint/src/pairs.rs",
            ],
            Measured::PerType => &[
                "rust-toolchain.toml",
                "tools/codegen",
                "crates/footprint/src/per_type.rs",
                "crates/footprint/src/schema.rs",
                "crates/footprint/src/size.rs",
                "crates/footprint/src/wasm.rs",
                "crates/footprint/src/probe.rs",
                "crates/footprint/src/pairs.rs",
            ],
            Measured::Crossings => &[
                "rust-toolchain.toml",
                "peers/python",
                "peers/js",
                "peers/go",
                "peers/protobuf",
                "scripts/install-peers",
            ],
            Measured::Conformance => &["rust-toolchain.toml"],
            Measured::Stability => &[
                "rust-toolchain.toml",
                "bench-cli/src/run/stability.rs",
                "bench-cli/src/run/with.rs",
            ],
            Measured::BareMetal => &[
                "rust-toolchain.toml",
                "crates/footprint/firmware",
                "crates/footprint/src/bare_metal.rs",
                "crates/footprint/src/wasm.rs",
                "crates/footprint/src/pairs.rs",
            ],
        }
    }
}

/// One published file (or a release history's directory), the commit it was made at, and what
/// it measured.
#[derive(Clone, Debug)]
pub(crate) struct Made {
    pub(crate) file: String,
    pub(crate) commit: String,
    pub(crate) measured: Measured,
    /// The cargo profile it was built in.
    pub(crate) profile: String,
    /// The format crates it has figures of, where it names them (a run's rows, a build report's
    /// formats); empty where it does not.
    pub(crate) formats: BTreeSet<String>,
}

/// Every published file of `published` (read from `data`), with its commit.
pub(crate) fn made(data: &Path, published: &Published) -> Vec<Made> {
    let name = |file: &str| data.join(file).display().to_string();
    let mut made = Vec::new();
    let mut add = |file: &str, commit: &str, measured, profile: &str, formats| {
        let (commit, profile) = (commit.to_string(), profile.to_string());
        made.push(Made { file: name(file), commit, measured, profile, formats });
    };
    let mut run = |file: &str, run: &Results, measured| {
        let formats = run.results.iter().map(|row| row.package.clone());
        let formats = formats.filter(|package| package.starts_with(FORMAT_CRATE)).collect();
        add(file, &run.meta.git_commit, measured, &run.meta.profile, formats);
    };
    run(page::RESULTS, &published.results, Measured::Runs);
    let runs = [
        (page::RESULTS_OTHER_PROFILE, &published.other_profile),
        (page::TECHNIQUES, &published.techniques),
        (page::SCALING, &published.scaling),
        (page::FREE, &published.free),
    ];
    for (file, one) in runs {
        if let Some(one) = one {
            run(file, one, Measured::Runs);
        }
    }
    if let Some(jvm) = &published.jvm {
        run(page::JVM, jvm, Measured::Jvm);
    }
    if let Some(yours) = &published.yours {
        run(page::YOURS, yours, Measured::Serbench);
    }
    if let Some(serde_free) = &published.serde_free {
        run(page::SERDE_FREE, &serde_free.run, Measured::Runs);
    }
    // The sweep runs in bench-cli's release build; compile-times builds in the release profile.
    if let Some(sweep) = &published.robustness {
        add(page::ROBUSTNESS, &sweep.git_commit, Measured::Robustness, "release", BTreeSet::new());
    }
    if let Some(builds) = &published.builds {
        let formats = builds.formats.keys().cloned().collect();
        add(page::BUILDS, &builds.meta.git_commit, Measured::Builds, &builds.meta.profile, formats);
    }
    if let Some(matrix) = &published.evolution {
        let profile = &matrix.profile;
        add(page::EVOLUTION, &matrix.git_commit, Measured::Evolution, profile, BTreeSet::new());
    }
    if let Some(edits) = &published.config_edits {
        add(page::CONFIG_EDITS, &edits.git_commit, Measured::ConfigEdits, "dev", BTreeSet::new());
    }
    if let Some(report) = &published.crossings {
        add(page::CROSSINGS, &report.git_commit, Measured::Crossings, "dev", BTreeSet::new());
    }
    if let Some(report) = &published.conformance {
        add(page::CONFORMANCE, &report.git_commit, Measured::Conformance, "dev", BTreeSet::new());
    }
    if let Some(hostile) = &published.hostile {
        let formats = hostile.amplification.iter().map(|row| row.package.clone()).collect();
        add(page::HOSTILE, &hostile.meta.commit, Measured::Hostile, "release", formats);
    }
    if let Some(hostile) = &published.yours_hostile {
        let formats = hostile.amplification.iter().map(|row| row.package.clone()).collect();
        add(page::YOURS_HOSTILE, &hostile.meta.commit, Measured::Serbench, "bench", formats);
    }
    if let Some(wasm) = &published.wasm {
        let formats = wasm.rows.iter().map(|row| row.package.clone()).collect();
        add(page::WASM, &wasm.meta.commit, Measured::Wasm, "release", formats);
    }
    // A file joined from runs is one entry per run: its rows are as fresh as the run's commit.
    let mut runs = |file: &str, runs: Vec<footprint_file::Run>, measured| {
        let joined = runs.len() > 1;
        for run in runs {
            let formats = run.packages().into_iter().map(str::to_owned).collect();
            let file = if joined {
                format!("{file} (the rows of run {})", short(&run.commit))
            } else {
                file.to_owned()
            };
            add(&file, &run.commit, measured, "release", formats);
        }
    };
    if let Some(sizes) = &published.code_size {
        runs(page::CODE_SIZE, sizes.runs(), Measured::CodeSize);
    }
    if let Some(slopes) = &published.per_type {
        runs(page::PER_TYPE, slopes.runs(), Measured::PerType);
    }
    if let Some(matrix) = &published.bare_metal {
        let formats = matrix.rows.iter().map(|row| row.package.clone()).collect();
        add(page::BARE_METAL, &matrix.meta.commit, Measured::BareMetal, "bare-metal", formats);
    }
    if let Some(rsb) = &published.rsb {
        let sizes = format!("{}/{}", publish::rsb::DIR, publish::rsb::SIZES);
        add(&sizes, &rsb.sizes.git_commit, Measured::Rsb, "release", BTreeSet::new());
        for (dataset, run) in &rsb.runs {
            let file = format!("{}/{dataset}.json", publish::rsb::DIR);
            let profile = &run.meta.profile;
            add(&file, &run.meta.git_commit, Measured::Rsb, profile, BTreeSet::new());
        }
    }
    for (library, stability) in &published.stability {
        let file = format!("{}/{library}.json", page::STABILITY);
        add(&file, &stability.commit, Measured::Stability, &stability.profile, BTreeSet::new());
    }
    // A history is one entry per commit its releases were counted at.
    for published in &published.histories {
        let history = &published.history;
        let mut commits: BTreeMap<(&str, &str), usize> = BTreeMap::new();
        for release in &history.releases {
            *commits.entry((release.commit.as_str(), release.profile.as_str())).or_default() += 1;
        }
        for ((commit, profile), releases) in commits {
            let file = format!("{}/{} ({releases} release(s))", page::HISTORY, history.library);
            add(&file, commit, Measured::Runs, profile, BTreeSet::new());
        }
    }
    made
}

/// A published file whose measured code changed after it was made, and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Stale {
    pub(crate) file: String,
    pub(crate) commit: String,
    pub(crate) why: Vec<String>,
}

impl std::fmt::Display for Stale {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} (made at {}): {}", self.file, short(&self.commit), self.why.join("; "))
    }
}

/// Each of `made` whose measured code changed since its commit, in the workspace at `root`.
pub(crate) fn stale(root: &Path, made: &[Made]) -> anyhow::Result<Vec<Stale>> {
    let metadata = MetadataCommand::new()
        .manifest_path(root.join("Cargo.toml"))
        .exec()
        .context("cannot read the workspace with `cargo metadata`")?;
    let now = Snapshot::head(root)?;
    let mut seen: BTreeMap<(String, Measured, String), Vec<String>> = BTreeMap::new();
    let mut stale = Vec::new();
    for one in made {
        let key = (one.commit.clone(), one.measured, one.profile.clone());
        if !seen.contains_key(&key) {
            let why = changes(root, &metadata, &now, one)?;
            seen.insert(key.clone(), why);
        }
        let mut why = seen[&key].clone();
        // Not cached with the rest: two files of one commit may hold different formats.
        why.extend(lacks(root, &metadata, one)?);
        if !why.is_empty() {
            stale.push(Stale { file: one.file.clone(), commit: one.commit.clone(), why });
        }
    }
    Ok(stale)
}

/// How the code `measured` names changed from `commit` to the working tree; empty if it did not.
fn changes(
    root: &Path,
    metadata: &Metadata,
    now: &Snapshot,
    made: &Made,
) -> anyhow::Result<Vec<String>> {
    let (commit, measured) = (made.commit.as_str(), made.measured);
    if commit.is_empty() || commit == "unknown" {
        return Ok(vec!["made by a bench-cli that recorded no commit".into()]);
    }
    if commit.ends_with("-dirty") {
        return Ok(vec!["made from a tree with uncommitted changes".into()]);
    }
    let Some(then) = Snapshot::at(root, commit)? else {
        return Ok(vec![format!("commit {commit} is not in this clone")]);
    };
    let mut roots = Vec::new();
    for id in measured.roots(metadata) {
        if existed(root, metadata, commit, &id)? {
            roots.push(id);
        }
    }
    let mut packages = closure(metadata, &roots);
    let drivers = metadata.workspace_packages().into_iter();
    let drivers = drivers.filter(|package| measured.drivers().contains(&package.name.as_str()));
    packages.extend(drivers.map(|package| package.id.clone()));
    let workspace_root = metadata.workspace_root.as_std_path();
    let mut paths = Vec::new();
    for package in metadata.packages.iter().filter(|package| packages.contains(&package.id)) {
        let Some(directory) = package.manifest_path.parent() else { continue };
        let Ok(relative) = directory.as_std_path().strip_prefix(workspace_root) else { continue };
        paths.push(relative.display().to_string());
        // Its integration tests, which only `cargo test` compiles (unless a target that is not a
        // test lives there too).
        let tests = directory.join("tests");
        let built = |target: &cargo_metadata::Target| {
            target.src_path.starts_with(&tests) && !target.is_kind(cargo_metadata::TargetKind::Test)
        };
        if !package.targets.iter().any(built) {
            paths.push(format!(":(exclude){}", relative.join("tests").display()));
        }
    }
    paths.extend(measured.paths().iter().map(|path| (*path).to_owned()));
    let mut why = Vec::new();
    let changed =
        git(root, &[&["diff", "--name-only", commit, "--"], &path_args(&paths)[..]].concat())?;
    let mut changed: Vec<&str> = changed.lines().collect();
    // A Rust file whose changes are comments or tests compiles to what it did; a manifest that
    // changed only for the registry builds what it did.
    let mut code = Vec::new();
    for file in changed.drain(..) {
        let same: Option<fn(&str, &str) -> bool> = if file.ends_with(".rs") {
            Some(same_code)
        } else if file.ends_with("Cargo.toml") {
            Some(same_build)
        } else {
            None
        };
        let unchanged = same.is_some_and(|same| {
            let then = git(root, &["show", &format!("{commit}:{file}")]).ok();
            let now = std::fs::read_to_string(root.join(file)).ok();
            then.zip(now).is_some_and(|(then, now)| same(&then, &now))
        });
        if !unchanged {
            code.push(file);
        }
    }
    let changed = code;
    if let Some(first) = changed.first() {
        why.push(match changed.len() {
            1 => format!("{first} changed"),
            n => format!("{first} and {} more file(s) changed", n - 1),
        });
    }
    let names = package_names(metadata, &packages);
    why.extend(now.lock_changes(&then, &names)?);
    // What the file's figures were built from: its members and every package they resolve to.
    let built: BTreeSet<String> = now.resolved(&names).into_iter().map(|(name, _)| name).collect();
    let inherited = inherited(metadata, &packages);
    why.extend(now.manifest_changes(&then, &made.profile, &inherited, &built));
    Ok(why)
}

/// A commit's first 12 digits, as the stale list names it.
fn short(commit: &str) -> &str {
    commit.get(..12).unwrap_or(commit)
}

/// The prefix of a format crate's name.
const FORMAT_CRATE: &str = "fmt-";

/// Whether workspace package `id` existed at `commit` (its manifest did).
fn existed(root: &Path, metadata: &Metadata, commit: &str, id: &PackageId) -> anyhow::Result<bool> {
    let Some(package) = metadata.packages.iter().find(|package| &package.id == id) else {
        return Ok(false);
    };
    let manifest = package.manifest_path.as_std_path();
    let Ok(path) = manifest.strip_prefix(metadata.workspace_root.as_std_path()) else {
        return Ok(false);
    };
    git_has(root, &format!("{commit}:{}", path.display()))
}

/// The format crates added since `made`'s commit, if it held every format crate there was then
/// (a chosen few need no more): in words, or nothing.
fn lacks(root: &Path, metadata: &Metadata, made: &Made) -> anyhow::Result<Option<String>> {
    // A file of an unknown commit is stale already, and says why.
    if made.formats.is_empty() || !has_commit(root, &made.commit)? {
        return Ok(None);
    }
    let mut added = Vec::new();
    for package in metadata.workspace_packages() {
        if !package.name.starts_with(FORMAT_CRATE) || made.formats.contains(package.name.as_str()) {
            continue;
        }
        if existed(root, metadata, &made.commit, &package.id)? {
            // A format crate of its day that it left out: it measured a chosen few.
            return Ok(None);
        }
        added.push(package.name.to_string());
    }
    Ok(match added.len() {
        0 => None,
        1 => Some(format!("made before {} was added: it has no figures of it", added[0])),
        _ => {
            Some(format!("made before {} were added: it has no figures of them", added.join(", ")))
        }
    })
}

/// Whether two texts of a Rust source file compile, outside tests, to the same code: the same
/// tokens once comments (doc comments too) and `#[cfg(test)]` items are set aside, as syn parses
/// them. A text that does not parse as a Rust file counts as changed.
fn same_code(then: &str, now: &str) -> bool {
    let code = |text: &str| -> Option<String> {
        let mut file = syn::parse_file(text).ok()?;
        strip_tests(&mut file.items);
        Some(without_docs(quote::ToTokens::into_token_stream(file)).to_string())
    };
    code(then).zip(code(now)).is_some_and(|(then, now)| then == now)
}

/// Removes the `#[cfg(test)]` items, in modules too: code only `cargo test` compiles.
fn strip_tests(items: &mut Vec<syn::Item>) {
    items.retain(|item| !attributes(item).iter().any(is_cfg_test));
    for item in items {
        if let syn::Item::Mod(module) = item
            && let Some((_, items)) = &mut module.content
        {
            strip_tests(items);
        }
    }
}

fn is_cfg_test(attribute: &syn::Attribute) -> bool {
    attribute.path().is_ident("cfg")
        && attribute.parse_args::<syn::Ident>().is_ok_and(|predicate| predicate == "test")
}

fn attributes(item: &syn::Item) -> &[syn::Attribute] {
    use syn::Item;
    match item {
        Item::Const(item) => &item.attrs,
        Item::Enum(item) => &item.attrs,
        Item::ExternCrate(item) => &item.attrs,
        Item::Fn(item) => &item.attrs,
        Item::ForeignMod(item) => &item.attrs,
        Item::Impl(item) => &item.attrs,
        Item::Macro(item) => &item.attrs,
        Item::Mod(item) => &item.attrs,
        Item::Static(item) => &item.attrs,
        Item::Struct(item) => &item.attrs,
        Item::Trait(item) => &item.attrs,
        Item::TraitAlias(item) => &item.attrs,
        Item::Type(item) => &item.attrs,
        Item::Union(item) => &item.attrs,
        Item::Use(item) => &item.attrs,
        _ => &[],
    }
}

/// The tokens without doc attributes (`#[doc = ".."]` and `#![doc = ".."]`, which `///` and
/// `//!` comments are): documentation, not code.
fn without_docs(tokens: proc_macro2::TokenStream) -> proc_macro2::TokenStream {
    use proc_macro2::{Delimiter, Group, TokenTree};
    let is_doc = |tree: Option<&TokenTree>| match tree {
        Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Bracket => {
            matches!(group.stream().into_iter().next(), Some(TokenTree::Ident(ident)) if ident == "doc")
        }
        _ => false,
    };
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut kept = Vec::with_capacity(trees.len());
    let mut index = 0;
    while index < trees.len() {
        if matches!(&trees[index], TokenTree::Punct(punct) if punct.as_char() == '#') {
            let inner = matches!(trees.get(index + 1), Some(TokenTree::Punct(punct)) if punct.as_char() == '!');
            let bracket = index + 1 + usize::from(inner);
            if is_doc(trees.get(bracket)) {
                index = bracket + 1;
                continue;
            }
        }
        kept.push(match &trees[index] {
            TokenTree::Group(group) => {
                TokenTree::Group(Group::new(group.delimiter(), without_docs(group.stream())))
            }
            tree => tree.clone(),
        });
        index += 1;
    }
    kept.into_iter().collect()
}

/// The `[package]` keys that only the registry reads (a description, links, who, what to upload
/// and whether): no build of the package compiles them (no measured code reads the `CARGO_PKG_`
/// variables of the first few).
const REGISTRY_ONLY: &[&str] = &[
    "description",
    "documentation",
    "homepage",
    "repository",
    "readme",
    "keywords",
    "categories",
    "authors",
    "license",
    "license-file",
    "publish",
    "include",
    "exclude",
];

/// The keys of a `[lib]` or `[[bin]]` target that only say which targets `cargo test`, `cargo
/// bench` and `cargo doc` take up, and how: `cargo build` compiles the target the same.
const SELECTION_ONLY: &[&str] = &["test", "doctest", "bench", "doc", "harness"];

/// Whether two texts of a package manifest build the same: equal but for [`REGISTRY_ONLY`] keys,
/// the targets' [`SELECTION_ONLY`] keys (a target left with nothing else to say is the one cargo
/// finds by itself) and dependencies' version requirements (the lock says what was built, and is
/// compared apart), comments and layout aside.
fn same_build(then: &str, now: &str) -> bool {
    let build = |text: &str| -> Option<String> {
        let mut manifest: toml_edit::DocumentMut = text.parse().ok()?;
        if let Some(package) = manifest.get_mut("package").and_then(|item| item.as_table_like_mut())
        {
            for key in REGISTRY_ONLY {
                package.remove(key);
            }
            if let Some(name) = package.get("name").and_then(|name| name.as_str()) {
                let name = name.to_owned();
                without_selection(&mut manifest, &name);
            }
        }
        without_versions(manifest.as_item_mut(), false);
        Some(canonical(manifest.as_item()))
    };
    build(then).is_some_and(|then| Some(then) == build(now))
}

/// Removes the [`SELECTION_ONLY`] keys of package `name`'s `[lib]` and `[[bin]]` targets, and
/// each target then left as cargo would find it by itself (`src/lib.rs`; `src/main.rs` named as
/// the package; `src/bin/<name>.rs`).
fn without_selection(manifest: &mut toml_edit::DocumentMut, name: &str) {
    // Unless the package turns cargo's finding off.
    let finds =
        |key: &str| manifest["package"].get(key).and_then(|item| item.as_bool()) != Some(false);
    let (finds_lib, finds_bins) = (finds("autolib"), finds("autobins"));
    let found_by_itself = |target: &dyn toml_edit::TableLike, lib: bool| {
        let target_name = target.get("name").and_then(|item| item.as_str());
        let path = target.get("path").and_then(|item| item.as_str());
        let keys = target.iter().filter(|(key, _)| !["name", "path"].contains(key)).count();
        let path_found = match (lib, target_name) {
            (true, _) => path.is_none_or(|path| path == "src/lib.rs"),
            (false, Some(bin)) => path.is_none_or(|path| {
                (bin == name && path == "src/main.rs") || path == format!("src/bin/{bin}.rs")
            }),
            (false, None) => false,
        };
        let lib_name = target_name.is_none_or(|lib_name| lib_name == name.replace('-', "_"));
        let finds = if lib { finds_lib } else { finds_bins };
        finds && keys == 0 && path_found && (!lib || lib_name)
    };
    if let Some(lib) = manifest.get_mut("lib").and_then(|item| item.as_table_like_mut()) {
        for key in SELECTION_ONLY {
            lib.remove(key);
        }
        if found_by_itself(lib, true) {
            manifest.remove("lib");
        }
    }
    if let Some(bins) = manifest.get_mut("bin").and_then(|item| item.as_array_of_tables_mut()) {
        for bin in bins.iter_mut() {
            for key in SELECTION_ONLY {
                bin.remove(key);
            }
        }
        bins.retain(|bin| !found_by_itself(bin, false));
        if bins.is_empty() {
            manifest.remove("bin");
        }
    }
}

/// Removes the version requirement of every dependency under `item` (`in_dependencies`: `item`
/// is a dependency table); a requirement alone (`name = "1.2"`) becomes an empty entry.
fn without_versions(item: &mut toml_edit::Item, in_dependencies: bool) {
    let Some(table) = item.as_table_like_mut() else { return };
    for (key, value) in table.iter_mut() {
        if in_dependencies {
            if value.is_str() {
                *value = toml_edit::Item::Value(toml_edit::InlineTable::new().into());
            } else if let Some(entry) = value.as_table_like_mut() {
                entry.remove("version");
            }
        } else {
            let dependencies = key.get().ends_with("dependencies");
            without_versions(value, dependencies);
        }
    }
}

fn path_args(paths: &[String]) -> Vec<&str> {
    paths.iter().map(String::as_str).collect()
}

/// The workspace packages whose code renders only: what they change is the words around a
/// figure, never the figure.
const RENDERING: &[&str] = &["serbench-tables"];

/// `roots` and every workspace package they depend on to build (not their dev-dependencies),
/// the rendering aside.
fn closure(metadata: &Metadata, roots: &[PackageId]) -> BTreeSet<PackageId> {
    let measuring: BTreeSet<&PackageId> = metadata
        .workspace_packages()
        .into_iter()
        .filter(|package| !RENDERING.contains(&package.name.as_str()))
        .map(|package| &package.id)
        .collect();
    cargo_files::build_closure(metadata, roots, |id| measuring.contains(id))
}

fn package_names(metadata: &Metadata, packages: &BTreeSet<PackageId>) -> BTreeSet<String> {
    metadata
        .packages
        .iter()
        .filter(|package| packages.contains(&package.id))
        .map(|package| package.name.to_string())
        .collect()
}

/// The dependency names `packages` declare, as `[workspace.dependencies]` keys them.
fn inherited(metadata: &Metadata, packages: &BTreeSet<PackageId>) -> BTreeSet<String> {
    metadata
        .packages
        .iter()
        .filter(|package| packages.contains(&package.id))
        .flat_map(|package| &package.dependencies)
        .filter(|dependency| dependency.kind != DependencyKind::Development)
        .map(|dependency| dependency.rename.clone().unwrap_or_else(|| dependency.name.clone()))
        .collect()
}

/// The two root files at one commit (or in the working tree).
struct Snapshot {
    lock: cargo_lock::Lockfile,
    manifest: toml_edit::DocumentMut,
}

impl Snapshot {
    fn head(root: &Path) -> anyhow::Result<Snapshot> {
        let read = |name: &str| {
            std::fs::read_to_string(root.join(name))
                .with_context(|| format!("cannot read {}", root.join(name).display()))
        };
        Snapshot::parse(&read("Cargo.lock")?, &read("Cargo.toml")?, "the working tree")
    }

    /// The root files at `commit`, or `None` if the clone does not have the commit.
    fn at(root: &Path, commit: &str) -> anyhow::Result<Option<Snapshot>> {
        if !has_commit(root, commit)? {
            return Ok(None);
        }
        let show = |name: &str| git(root, &["show", &format!("{commit}:{name}")]);
        Snapshot::parse(&show("Cargo.lock")?, &show("Cargo.toml")?, commit).map(Some)
    }

    fn parse(lock: &str, manifest: &str, at: &str) -> anyhow::Result<Snapshot> {
        Ok(Snapshot {
            lock: lock.parse().with_context(|| format!("cannot read Cargo.lock at {at}"))?,
            manifest: manifest
                .parse()
                .with_context(|| format!("cannot read Cargo.toml at {at}"))?,
        })
    }

    /// The resolved packages that `members` (workspace packages, by name) build with.
    fn resolved(&self, members: &BTreeSet<String>) -> BTreeSet<(String, String)> {
        let packages = &self.lock.packages;
        let mut seen = BTreeSet::new();
        let mut todo: Vec<&cargo_lock::Package> = packages
            .iter()
            .filter(|package| package.source.is_none() && members.contains(package.name.as_str()))
            .collect();
        while let Some(package) = todo.pop() {
            if !seen.insert((package.name.to_string(), package.version.to_string())) {
                continue;
            }
            for dependency in &package.dependencies {
                todo.extend(packages.iter().filter(|candidate| {
                    candidate.name == dependency.name && candidate.version == dependency.version
                }));
            }
        }
        seen
    }

    /// Versions `members` build with here and not at `then`, in words (a few, then a count).
    fn lock_changes(
        &self,
        then: &Snapshot,
        members: &BTreeSet<String>,
    ) -> anyhow::Result<Vec<String>> {
        let (now, before) = (self.resolved(members), then.resolved(members));
        let versions = |resolved: &BTreeSet<(String, String)>, name: &str| -> Vec<String> {
            let found = resolved.iter().filter(|(other, _)| other == name);
            found.map(|(_, version)| version.clone()).collect()
        };
        let names: BTreeSet<&str> = now.iter().map(|(name, _)| name.as_str()).collect();
        let mut moved: Vec<String> = Vec::new();
        for name in names {
            let (old, new) = (versions(&before, name), versions(&now, name));
            if !old.is_empty() && old != new {
                moved.push(format!("{name} {} → {}", old.join(", "), new.join(", ")));
            }
        }
        Ok(match moved.len() {
            0 => Vec::new(),
            1..=3 => vec![format!("Cargo.lock: {}", moved.join(", "))],
            n => vec![format!("Cargo.lock: {} and {} more", moved[..3].join(", "), n - 3)],
        })
    }

    /// The root manifest's profile `profile` (and the one it inherits), and the inherited entries
    /// `names` (versions aside: the lock says what was built), where they differ from `then`. A
    /// profile's override of a package outside `built` (bench-cli's own crates, say) builds
    /// nothing the file measured.
    fn manifest_changes(
        &self,
        then: &Snapshot,
        profile: &str,
        names: &BTreeSet<String>,
        built: &BTreeSet<String>,
    ) -> Vec<String> {
        let mut why = Vec::new();
        let text = |document: &toml_edit::DocumentMut, keys: &[&str]| {
            let mut item = document.as_item();
            for key in keys {
                item = item.get(key)?;
            }
            let mut item = item.clone();
            if let Some(table) = item.as_table_like_mut() {
                let emptied = table
                    .get_mut("package")
                    .and_then(|item| item.as_table_like_mut())
                    .is_some_and(|packages| {
                        let unbuilt: Vec<String> = packages
                            .iter()
                            .map(|(name, _)| name.to_string())
                            .filter(|name| name != "*" && !built.contains(name))
                            .collect();
                        unbuilt.iter().for_each(|name| drop(packages.remove(name)));
                        packages.is_empty()
                    });
                // No override left is no `package` table at all, as before there was one.
                if emptied {
                    table.remove("package");
                }
            }
            Some(canonical(&item))
        };
        let inherits = |document: &toml_edit::DocumentMut| {
            let inherited = document.get("profile")?.get(profile)?.get("inherits")?;
            inherited.as_str().map(String::from)
        };
        let mut profiles = vec![profile.to_string()];
        profiles.extend(inherits(&self.manifest));
        profiles.extend(inherits(&then.manifest));
        profiles.dedup();
        for profile in &profiles {
            if text(&self.manifest, &["profile", profile])
                != text(&then.manifest, &["profile", profile])
            {
                why.push(format!("Cargo.toml: [profile.{profile}] changed"));
            }
        }
        let entry = |document: &toml_edit::DocumentMut, name: &str| {
            let item = document.get("workspace")?.get("dependencies")?.get(name)?;
            // A bare string is a version alone.
            let table = item.as_table_like()?;
            let mut settings: Vec<String> = table
                .iter()
                .filter(|(key, _)| *key != "version")
                .map(|(key, value)| format!("{key} = {}", canonical(value)))
                .collect();
            settings.sort();
            Some(settings)
        };
        let moved: Vec<&str> = names
            .iter()
            .filter(|name| entry(&self.manifest, name) != entry(&then.manifest, name))
            .map(String::as_str)
            .collect();
        if !moved.is_empty() {
            why.push(format!("Cargo.toml: [workspace.dependencies] {} changed", moved.join(", ")));
        }
        why
    }
}

/// A manifest item as its settings, comments and layout aside: `key = value` lines, sorted, a
/// table's nested.
fn canonical(item: &toml_edit::Item) -> String {
    if let Some(table) = item.as_table_like() {
        let mut entries: Vec<String> =
            table.iter().map(|(key, value)| format!("{key} = {}", canonical(value))).collect();
        entries.sort();
        return format!("{{{}}}", entries.join(", "));
    }
    match item.as_value() {
        Some(value) => {
            let mut value = value.clone();
            value.decor_mut().clear();
            value.to_string()
        }
        None => String::new(),
    }
}

/// Whether the clone at `root` has `commit` (a `-dirty` one it never has).
fn has_commit(root: &Path, commit: &str) -> anyhow::Result<bool> {
    git_has(root, &format!("{commit}^{{commit}}"))
}

/// Whether git's object `spec` (a commit, or `commit:path`) exists in the clone at `root`.
fn git_has(root: &Path, spec: &str) -> anyhow::Result<bool> {
    let status = Command::new("git")
        .args(["cat-file", "-e", spec])
        .current_dir(root)
        .stderr(Stdio::null())
        .status()
        .context("cannot run git")?;
    Ok(status.success())
}

/// git's output for `args` in `root`, or its error in one line.
fn git(root: &Path, args: &[&str]) -> anyhow::Result<String> {
    let output =
        Command::new("git").args(args).current_dir(root).output().context("cannot run git")?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        bail!("git {}: {}", args.join(" "), stderr.lines().next().unwrap_or("failed"));
    }
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A workspace of its own in a git repository: a bench crate that depends on a library, and
    /// a tool that nothing measured depends on.
    fn workspace(name: &str) -> std::path::PathBuf {
        let root =
            std::env::temp_dir().join(format!("bench-cli-fresh-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let write = |path: &str, text: &str| {
            let path = root.join(path);
            std::fs::create_dir_all(path.parent().expect("a parent")).expect("create a folder");
            std::fs::write(path, text).expect("write a file");
        };
        write(
            "Cargo.toml",
            "[workspace]\nmembers = [\"benches/a\", \"crates/lib\", \"tool\"]\nresolver = \"3\"\n\n\
             [workspace.dependencies]\nlib = { path = \"crates/lib\" }\n\n\
             [profile.release]\ndebug = \"line-tables-only\"\n",
        );
        let package = |name: &str, dependencies: &str| {
            format!(
                "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n[dependencies]\n{dependencies}"
            )
        };
        write(
            "benches/a/Cargo.toml",
            &package("bench-a", "lib = { path = \"../../crates/lib\" }\n"),
        );
        write("benches/a/src/main.rs", "fn main() {}\n");
        write("crates/lib/Cargo.toml", &package("lib", ""));
        write("crates/lib/src/lib.rs", "pub fn f() {}\n");
        write("tool/Cargo.toml", &package("tool", ""));
        write("tool/src/lib.rs", "pub fn g() {}\n");
        let run = |program: &str, args: &[&str]| {
            let output = Command::new(program).args(args).current_dir(&root).output().expect("run");
            assert!(
                output.status.success(),
                "{program} {args:?}: {}",
                String::from_utf8_lossy(&output.stderr)
            );
        };
        run("cargo", &["generate-lockfile", "--offline"]);
        run("git", &["init", "-q"]);
        run("git", &["add", "-A"]);
        run("git", &["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "first"]);
        root
    }

    fn check(root: &Path) -> Vec<String> {
        check_holding(root, &[])
    }

    /// What the check says of a run made at HEAD with figures of `formats`.
    fn check_holding(root: &Path, formats: &[&str]) -> Vec<String> {
        let commit = git(root, &["rev-parse", "HEAD"]).expect("a commit").trim().to_string();
        let made = Made {
            file: "results.json".into(),
            commit,
            measured: Measured::Runs,
            profile: "release".into(),
            formats: formats.iter().map(|format| format.to_string()).collect(),
        };
        let stale = stale(root, &[made]).expect("a check");
        stale.into_iter().flat_map(|stale| stale.why).collect()
    }

    /// Adds package `name` at `directory` (with a `lib.rs`, or a `main.rs` when it depends on
    /// something) to the workspace's members.
    fn add_member(root: &Path, directory: &str, name: &str, dependencies: &str) {
        let folder = root.join(directory).join("src");
        std::fs::create_dir_all(&folder).expect("create a folder");
        let manifest = format!(
            "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n[dependencies]\n{dependencies}"
        );
        std::fs::write(root.join(directory).join("Cargo.toml"), manifest).expect("a manifest");
        let (file, text) = if dependencies.is_empty() {
            ("lib.rs", "pub fn f() {}\n")
        } else {
            ("main.rs", "fn main() {}\n")
        };
        std::fs::write(folder.join(file), text).expect("a source");
        let workspace = std::fs::read_to_string(root.join("Cargo.toml")).expect("the root");
        let members = workspace.replace("members = [", &format!("members = [\"{directory}\", "));
        std::fs::write(root.join("Cargo.toml"), members).expect("the root");
    }

    /// rust_serialization_benchmark's files are serbench's runs (rsb-bench's `measure` feature,
    /// off in the workspace's resolve): a change to serbench makes them stale.
    #[test]
    fn the_rsb_files_measured_serbench() {
        let manifest = bench_support::workspace_root().join("Cargo.toml");
        let metadata = MetadataCommand::new().manifest_path(manifest).exec().expect("metadata");
        let measured = closure(&metadata, &Measured::Rsb.roots(&metadata));
        let names = package_names(&metadata, &measured);
        for linked in
            ["serbench", "fmt-postcard", "fmt-bincode", "fmt-speedy", "fmt-nanoserde-json"]
        {
            assert!(names.contains(linked), "{linked}: {names:?}");
        }
    }

    /// Each footprint matrix names the driver's files it is made by: every one of them exists,
    /// and every source file of the driver but its command line is some matrix's.
    #[test]
    fn every_footprint_file_is_some_matrix_s_and_exists() {
        // Its command line (`main.rs`) and manifest are the tool's, not the figures'.
        const FOOTPRINT: &str = "crates/footprint/src/";
        let root = bench_support::workspace_root();
        let named: BTreeSet<String> =
            [Measured::Wasm, Measured::CodeSize, Measured::PerType, Measured::BareMetal]
                .into_iter()
                .flat_map(|measured| measured.paths().iter().map(|path| (*path).to_owned()))
                .collect();
        for path in &named {
            assert!(root.join(path).exists(), "{path} does not exist");
        }
        let sources = std::fs::read_dir(root.join(FOOTPRINT)).expect("the driver's sources");
        for entry in sources {
            let file = entry.expect("an entry").file_name().to_string_lossy().into_owned();
            let command_line = ["main.rs", "lib.rs"].contains(&file.as_str());
            assert!(
                command_line || named.contains(&format!("{FOOTPRINT}{file}")),
                "{FOOTPRINT}{file} is no matrix's: say which it makes in `Measured::paths`"
            );
        }
    }

    #[test]
    fn a_format_added_later_leaves_each_file_fresh_and_the_matrix_lacking_it() {
        let root = workspace("added");
        add_member(&root, "crates/fmt-a", "fmt-a", "");
        let commit = ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "fmt-a"];
        git(&root, &["add", "-A"]).unwrap();
        git(&root, &commit).unwrap();
        add_member(&root, "crates/fmt-b", "fmt-b", "");
        add_member(&root, "benches/b", "bench-b", "fmt-b = { path = \"../../crates/fmt-b\" }\n");
        assert_eq!(check(&root), Vec::<String>::new(), "a new bench crate is not code it measured");
        assert_eq!(
            check_holding(&root, &["fmt-a"]),
            ["made before fmt-b was added: it has no figures of it"],
            "the matrix of its day lacks the new format"
        );
        assert_eq!(check_holding(&root, &["fmt-x"]), Vec::<String>::new(), "a chosen few");
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_file_is_stale_when_the_code_it_measured_changed_and_only_then() {
        let root = workspace("change");
        assert_eq!(check(&root), Vec::<String>::new(), "fresh as made");
        // What nothing measured depends on: a tool, and a workspace entry only it would use.
        std::fs::write(root.join("tool/src/lib.rs"), "pub fn g() { let _ = 1; }\n").unwrap();
        let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
        let with_tool = manifest.replace(
            "[workspace.dependencies]\n",
            "[workspace.dependencies]\ntool = { path = \"tool\" }\n",
        );
        std::fs::write(root.join("Cargo.toml"), &with_tool).unwrap();
        assert_eq!(check(&root), Vec::<String>::new(), "a tool is not measured code");
        // A comment says why; it changes no setting.
        let commented = with_tool.replace("[profile.release]\n", "[profile.release]\n# Why.\n");
        std::fs::write(root.join("Cargo.toml"), &commented).unwrap();
        assert_eq!(check(&root), Vec::<String>::new(), "a comment is not a setting");
        // Comments in the library's code, and its tests, which compile to what it did.
        let documented = "//! The library.\n/// Does nothing.\npub fn f() {} // yet\n";
        std::fs::write(root.join("crates/lib/src/lib.rs"), documented).unwrap();
        assert_eq!(check(&root), Vec::<String>::new(), "comments and docs are no code");
        let tested = "pub fn f() {}\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn f() {}\n}\n";
        std::fs::write(root.join("crates/lib/src/lib.rs"), tested).unwrap();
        assert_eq!(check(&root), Vec::<String>::new(), "a test is not the measured code");
        std::fs::create_dir_all(root.join("crates/lib/tests")).unwrap();
        std::fs::write(root.join("crates/lib/tests/it.rs"), "#[test]\nfn it() {}\n").unwrap();
        git(&root, &["add", "crates/lib/tests/it.rs"]).unwrap();
        assert_eq!(check(&root), Vec::<String>::new(), "an integration test, for cargo test only");
        git(&root, &["rm", "-q", "--force", "crates/lib/tests/it.rs"]).unwrap();
        std::fs::write(root.join("crates/lib/src/lib.rs"), "pub fn f() {}\n").unwrap();
        // The library's manifest, for the registry: a description, and a version beside a path.
        let library = std::fs::read_to_string(root.join("crates/lib/Cargo.toml")).unwrap();
        let described = library.replace(
            "edition = \"2024\"\n",
            "edition = \"2024\"\ndescription = \"A library\"\npublish = false\n",
        );
        std::fs::write(root.join("crates/lib/Cargo.toml"), &described).unwrap();
        let bench = std::fs::read_to_string(root.join("benches/a/Cargo.toml")).unwrap();
        let versioned = bench.replace(
            "lib = { path = \"../../crates/lib\" }",
            "lib = { path = \"../../crates/lib\", version = \"0.1.0\" }",
        );
        std::fs::write(root.join("benches/a/Cargo.toml"), &versioned).unwrap();
        assert_eq!(check(&root), Vec::<String>::new(), "the registry's fields build nothing");
        // A feature of the library is a setting of the build.
        let featured = format!("{described}\n[features]\nfast = []\n");
        std::fs::write(root.join("crates/lib/Cargo.toml"), featured).unwrap();
        assert_eq!(check(&root), ["crates/lib/Cargo.toml changed"]);
        std::fs::write(root.join("crates/lib/Cargo.toml"), library).unwrap();
        std::fs::write(root.join("benches/a/Cargo.toml"), bench).unwrap();
        // The library the bench crate builds with.
        std::fs::write(root.join("crates/lib/src/lib.rs"), "pub fn f() { let _ = 2; }\n").unwrap();
        assert_eq!(check(&root), ["crates/lib/src/lib.rs changed"]);
        std::fs::write(root.join("crates/lib/src/lib.rs"), "pub fn f() {}\n").unwrap();
        // An override of a package it does not build (the tool), and of one it does.
        let tool_only = format!("{with_tool}\n[profile.release.package.tool]\nopt-level = 0\n");
        std::fs::write(root.join("Cargo.toml"), &tool_only).unwrap();
        assert_eq!(
            check(&root),
            Vec::<String>::new(),
            "the tool's setting builds nothing measured"
        );
        let library = format!("{with_tool}\n[profile.release.package.lib]\nopt-level = 0\n");
        std::fs::write(root.join("Cargo.toml"), library).unwrap();
        assert_eq!(check(&root), ["Cargo.toml: [profile.release] changed"]);
        // The profile the file was built in.
        let profile = with_tool.replace("line-tables-only", "full");
        std::fs::write(root.join("Cargo.toml"), profile).unwrap();
        assert_eq!(check(&root), ["Cargo.toml: [profile.release] changed"]);
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_manifest_builds_the_same_whichever_targets_cargo_test_takes_up() {
        let manifest = "[package]\nname = \"bench-a\"\nversion = \"0.1.0\"\n\n\
                        [dependencies]\nlib = { path = \"../lib\" }\n";
        let same = |targets: &str| same_build(manifest, &format!("{manifest}\n{targets}"));
        assert!(same("[lib]\ntest = false\ndoctest = false\nbench = false\n"));
        assert!(same("[[bin]]\nname = \"bench-a-timed\"\ntest = false\nbench = false\n"));
        assert!(same("[[bin]]\nname = \"bench-a\"\npath = \"src/main.rs\"\ntest = false\n"));
        assert!(
            !same("[[bin]]\nname = \"b\"\npath = \"src/b.rs\"\ntest = false\n"),
            "a new target"
        );
        assert!(!same("[lib]\ntest = false\ncrate-type = [\"cdylib\"]\n"), "another kind");
        assert!(!same("[lib]\npath = \"src/other.rs\"\n"), "another root");
        let unfound = manifest.replace("version", "autobins = false\nversion");
        let bin = "[[bin]]\nname = \"bench-a-timed\"\n";
        assert!(
            !same_build(&unfound, &format!("{unfound}\n{bin}")),
            "a target cargo would not find"
        );
    }

    #[test]
    fn rust_code_is_the_same_with_other_comments_docs_and_tests_only() {
        let module = "pub mod m {\n    pub fn g() {}\n    #[cfg(test)]\n    fn t() {}\n}\n";
        let same = |now: &str| same_code(module, now);
        assert!(same(&module.replace("fn t() {}", "fn t() { let _ = 1; }")), "a nested test");
        assert!(same(&format!(
            "//! A module.\n{}",
            module.replace("pub fn", "/// Docs.\n pub fn")
        )));
        assert!(same(&module.replace("fn g() {}", "fn g() {} // why")), "a comment after code");
        assert!(!same(&module.replace("#[cfg(test)]", "#[cfg(unix)]")), "built outside tests");
        assert!(!same(&module.replace("fn g() {}", "fn g() { let _ = 1; }")), "code");
        assert!(!same(&module.replace("pub fn g", "#[inline] pub fn g")), "an attribute");
        assert!(!same(&module.replace("#[cfg(test)]", "#[cfg(not(test))]")), "not a test");
        assert!(!same(&module.replace("#[cfg(test)]", "#[cfg_attr(test, inline)]")), "built");
        assert!(!same("pub mod m { not rust\n"), "what does not parse");
    }

    #[test]
    fn a_file_made_from_a_dirty_tree_or_an_unknown_commit_is_stale() {
        let root = workspace("commits");
        let made = |commit: &str| Made {
            file: "results.json".into(),
            commit: commit.into(),
            measured: Measured::Runs,
            profile: "release".into(),
            formats: BTreeSet::new(),
        };
        let head = git(&root, &["rev-parse", "HEAD"]).unwrap().trim().to_string();
        let made =
            [made(&format!("{head}-dirty")), made("0123456789abcdef0123456789abcdef01234567")];
        let stale = stale(&root, &made).expect("a check");
        assert_eq!(stale.len(), 2);
        assert!(stale[0].why[0].contains("uncommitted changes"), "{:?}", stale[0]);
        assert!(stale[1].why[0].contains("not in this clone"), "{:?}", stale[1]);
        std::fs::remove_dir_all(&root).unwrap();
    }
}
