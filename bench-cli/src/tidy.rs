//! Conventions that check themselves (rust-analyzer's `tidy`): what a reviewer would otherwise have
//! to remember. Each test names the convention it holds; a failure says what to fix.
//!
//! `UPDATE_EXPECT=1 cargo test -p bench-cli tidy` rewrites docs/formats.md's generated tables.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::{Path, PathBuf},
};

use crate::{list, table::Style};

fn root() -> PathBuf {
    bench_support::workspace_root()
}

fn read(path: impl AsRef<Path>) -> String {
    let path = root().join(path);
    fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// The names of the entries of a directory of the workspace, sorted.
fn entries(dir: &str) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(root().join(dir))
        .unwrap_or_else(|error| panic!("{dir}: {error}"))
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Every format crate under `crates/` has its bench crate under `benches/` (the same name
/// without `fmt-`), which is a dependency of the registry, listed in its `suites!`, measures the
/// crate's variants and has the two one-line binaries every format has (`bench-<format>-timed`,
/// which times, and `bench-<format>-check` in `check/`, which checks and counts): a crate that is
/// not listed would silently never be measured.
#[test]
fn every_format_crate_has_its_bench_crate_and_is_registered() {
    let registry = metadata().packages.iter().find(|package| package.name.as_str() == "registry");
    let registry_dependencies: BTreeSet<&str> = registry
        .expect("the registry")
        .dependencies
        .iter()
        .map(|dependency| dependency.name.as_str())
        .collect();
    let registry_lib = read("crates/registry/src/lib.rs");
    let suites = catalog::SUITES;
    for package in entries("crates").into_iter().filter(|name| name.starts_with("fmt-")) {
        let name = package.trim_start_matches("fmt-");
        let bench = format!("bench-{name}");
        assert!(
            registry_dependencies.contains(bench.as_str()),
            "benches/{name} is not a dependency of crates/registry/Cargo.toml"
        );
        assert!(
            registry_lib.contains(&format!("\n    {},\n", bench.replace('-', "_"))),
            "benches/{name} is not in the registry's suites! list"
        );
        let suite = suites.iter().find(|suite| suite.binary == bench);
        let suite = suite.unwrap_or_else(|| panic!("no suite's binary is {bench}"));
        assert!(
            suite.formats.iter().all(|descriptor| descriptor.package == package),
            "{bench} measures another crate's variants: {:?}",
            suite.formats
        );
        assert!(!suite.formats.is_empty(), "{bench} measures no variant of crates/{package}");
        let suite = format!("{}::Formats", bench.replace('-', "_"));
        for (file, line) in [
            ("check/src/main.rs".to_string(), format!("engine::check_main!({suite});")),
            (format!("src/bin/{bench}-timed.rs"), format!("engine::timed_main!({suite});")),
        ] {
            let text = read(format!("benches/{name}/{file}"));
            assert!(text.contains(&line), "benches/{name}/{file} is not `{line}`");
        }
    }
    let names: Vec<_> = suites.iter().map(|suite| suite.binary).collect();
    assert_eq!(names.len(), entries("crates").iter().filter(|n| n.starts_with("fmt-")).count());
}

/// Every schema comes in the three languages, and each schema crate maps it in a module of its
/// own (`src/map/<schema>.rs`, declared in `src/map.rs`; for the crates that expand
/// proto-mapping's mappings, `crates/proto-mapping/src/maps/<schema>.rs`, in its `mappings!`
/// list; the corpora's behind their feature), and maps nothing else.
#[test]
fn every_schema_has_its_siblings_and_mapping_modules() {
    const LANGUAGES: [(&str, &[&str]); 3] = [
        ("fbs", &["fmt-flatbuffers"]),
        ("capnp", &["fmt-capnp"]),
        ("proto", &["fmt-prost", "fmt-protobuf", "fmt-buffa", "fmt-protobuf4"]),
    ];
    let mut stems: BTreeMap<String, BTreeSet<&str>> = BTreeMap::new();
    let mut corpora = BTreeSet::new();
    for dir in ["schemas", "schemas/corpora"] {
        for name in entries(dir) {
            let Some((stem, extension)) = name.rsplit_once('.') else { continue };
            let Some((extension, _)) = LANGUAGES.iter().find(|(known, _)| *known == extension)
            else {
                continue;
            };
            stems.entry(stem.to_string()).or_default().insert(extension);
            if dir.ends_with("corpora") {
                corpora.insert(stem.to_string());
            }
        }
    }
    assert!(stems.len() >= 8, "schemas/ lost its schemas: {stems:?}");
    for (stem, extensions) in &stems {
        assert_eq!(extensions.len(), 3, "schema {stem} exists only as {extensions:?}");
    }
    for package in LANGUAGES.iter().flat_map(|(_, packages)| packages.iter()) {
        let map = read(format!("crates/{package}/src/map.rs"));
        // prost's, rust-protobuf's and buffa's crates expand the mappings proto-mapping lists.
        let (dir, list) = if map.contains("proto_mapping::mappings!(") {
            let list = "crates/proto-mapping/src/maps";
            (list.to_string(), read(format!("{list}.rs")))
        } else {
            (format!("crates/{package}/src/map"), map)
        };
        // A declaration is `mod x;` or, in a macro's list, an indented `mod x { .. }`.
        let list: Vec<&str> = list.lines().map(str::trim).collect();
        let list = list.join("\n");
        let modules: BTreeSet<String> = entries(&dir)
            .iter()
            .filter_map(|name| name.strip_suffix(".rs").map(str::to_string))
            .collect();
        let schemas: BTreeSet<String> = stems.keys().cloned().collect();
        assert_eq!(modules, schemas, "{dir}/ must hold one module per schema");
        for stem in &schemas {
            let declaration = if corpora.contains(stem) {
                format!("#[cfg(feature = \"corpora\")]\nmod {stem}")
            } else {
                format!("\nmod {stem}")
            };
            let declared =
                [";", " {"].iter().any(|end| list.contains(&format!("{declaration}{end}")));
            assert!(declared, "{dir}.rs: `{declaration};` (or `{{ .. }}` in its list)");
        }
    }
}

/// The derive families are `datasets`' features. Each must be in the one derive list
/// (`datasets::model!`), be a feature of `corpora` too, be turned on for the corpora by a bench
/// crate (serde always is), and be used by a format crate. The manifests are read by cargo.
#[test]
fn every_derive_family_appears_wherever_it_must() {
    let metadata = metadata();
    let package = |name: &str| {
        let found = metadata.packages.iter().find(|package| package.name.as_str() == name);
        found.unwrap_or_else(|| panic!("no package {name}"))
    };
    let features = |name: &str| -> BTreeSet<String> {
        package(name).features.keys().filter(|feature| *feature != "default").cloned().collect()
    };
    let families = features("serbench-datasets");
    assert!(families.len() >= 7, "{families:?}");
    let model = read("crates/datasets/src/lib.rs");
    let corpora = features("serbench-corpora");
    // The features each bench crate turns on of a dependency, and each format crate.
    let benches = metadata.workspace_root.join("benches");
    let turned_on =
        |dependency: &str, of: &dyn Fn(&cargo_files::cargo_metadata::Package) -> bool| {
            let members = metadata.workspace_packages().into_iter().filter(|package| of(package));
            members
                .flat_map(|package| &package.dependencies)
                .filter(|found| found.name == dependency)
                .flat_map(|found| found.features.clone())
                .collect::<BTreeSet<String>>()
        };
    let bench_corpora =
        turned_on("serbench-corpora", &|package| package.manifest_path.starts_with(&benches));
    let format_datasets =
        turned_on("serbench-datasets", &|package| package.name.starts_with("fmt-"));
    for family in &families {
        assert!(
            model.contains(&format!("feature = \"{family}\"")),
            "datasets::model! has no derive for `{family}`"
        );
        assert!(corpora.contains(family), "crates/corpora has no `{family}` feature");
        assert!(
            family == "serde" || bench_corpora.contains(family),
            "no bench crate (benches/*/Cargo.toml) turns on corpora's `{family}`"
        );
        assert!(format_datasets.contains(family), "no format crate uses the `{family}` derives");
    }
}

/// The workspace as cargo reads it, once per test binary.
fn metadata() -> &'static cargo_files::cargo_metadata::Metadata {
    static METADATA: std::sync::OnceLock<cargo_files::cargo_metadata::Metadata> =
        std::sync::OnceLock::new();
    METADATA.get_or_init(|| {
        let mut command = cargo_files::cargo_metadata::MetadataCommand::new();
        command.manifest_path(root().join("Cargo.toml")).exec().expect("cargo metadata")
    })
}

/// A version is a fact: each format library's version is the one Cargo.lock builds, the one the
/// root manifest's requirement admits, its descriptor's and its crate docs' first line's;
/// docs/formats.md prints the descriptors. The manifests and the lock are read by cargo.
#[test]
fn library_versions_agree_everywhere() {
    use cargo_files::semver::{Version, VersionReq};
    let metadata = metadata();
    let manifest: cargo_files::toml_edit::DocumentMut = read("Cargo.toml").parse().expect("TOML");
    let entries = manifest["workspace"]["dependencies"].as_table_like().expect("a table");
    for descriptor in catalog::formats() {
        let (name, version) = (descriptor.name, descriptor.version);
        // A descriptor names its library by its key in the root manifest's dependencies, which is
        // the crate's name unless two libraries share one (`protobuf4 = { package = "protobuf" }`).
        let crate_name = entries
            .get(name)
            .and_then(|entry| entry.get("package"))
            .and_then(|item| item.as_str())
            .unwrap_or(name);
        let built = metadata.packages.iter().any(|package| {
            package.name.as_str() == crate_name
                && package.source.is_some()
                && package.version.to_string() == version
        });
        assert!(built, "{name} {version} (descriptor) is not what Cargo.lock builds");
        let parsed = Version::parse(version).expect("a version");
        let required = entries.iter().any(|(key, entry)| {
            let package = entry.get("package").and_then(|item| item.as_str()).unwrap_or(key);
            let requirement = entry.as_str().or_else(|| entry.get("version")?.as_str());
            let admits = requirement
                .and_then(|text| VersionReq::parse(text).ok())
                .is_some_and(|requirement| requirement.matches(&parsed));
            package == crate_name && admits
        });
        assert!(required, "no requirement of the root Cargo.toml admits {name} {version}");
        let docs = read(format!("crates/{}/src/lib.rs", descriptor.package));
        let first = docs.lines().next().unwrap_or_default();
        assert!(
            first.contains(&format!("{name} {version}")) || first.contains(version),
            "crates/{}/src/lib.rs's first line does not name {name} {version}: {first}",
            descriptor.package
        );
    }
    for (name, version) in protocol::MEASURING_CRATES {
        let built = metadata
            .packages
            .iter()
            .any(|package| package.name.as_str() == name && package.version.to_string() == version);
        assert!(built, "{name} {version} is not what Cargo.lock builds");
    }
}

/// A requirement binds every build of a library, a lock one build: no manifest of the workspace
/// asks for an exact version (`=`), so that serbench resolves beside a user's own releases, and
/// Cargo.lock alone holds the versions the figures were made with (the test above holds the
/// descriptors to it).
#[test]
fn no_manifest_pins_an_exact_version() {
    use cargo_files::semver::Op;
    for package in metadata().workspace_packages() {
        for dependency in &package.dependencies {
            let exact =
                dependency.req.comparators.iter().any(|comparator| comparator.op == Op::Exact);
            assert!(
                !exact,
                "{} asks for {} {}: state a caret requirement; Cargo.lock holds the version",
                package.name, dependency.name, dependency.req
            );
        }
    }
}

/// Makes the block of `path` between `begin` and `end` equal `fresh`: with `UPDATE_EXPECT` set,
/// by rewriting the file; otherwise by failing with what to run.
fn ensure_block(path: &str, begin: &str, end: &str, fresh: &str) {
    let text = read(path);
    let (before, rest) =
        text.split_once(begin).unwrap_or_else(|| panic!("{path}: no marker `{begin}`"));
    let (current, after) = rest.split_once(end).unwrap_or_else(|| panic!("{path}: no `{end}`"));
    if current == fresh {
        return;
    }
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        let updated = format!("{before}{begin}{fresh}{end}{after}");
        bench_support::write_atomic(&root().join(path), updated.as_bytes()).expect("rewrite");
        return;
    }
    panic!(
        "{path}'s generated block is stale; run `UPDATE_EXPECT=1 cargo test -p bench-cli tidy`.\n\
         expected:\n{fresh}\nfound:\n{current}"
    );
}

const END: &str = "<!-- end of generated tables -->\n";

/// docs/formats.md's format and data-set tables are `bench-cli list --markdown`, never edited by
/// hand.
#[test]
fn format_tables_are_generated() {
    let begin = "<!-- generated by `bench-cli list --markdown`; UPDATE_EXPECT=1 cargo test -p bench-cli tidy -->\n";
    let resolved = cargo_files::resolved_versions(metadata());
    let version = |descriptor: &format_api::Descriptor| {
        resolved[&(descriptor.package.to_string(), descriptor.name.to_string())].clone()
    };
    ensure_block("docs/formats.md", begin, END, &list::render(Style::Markdown, &version));
}

/// Every measured library version has its facts (the feature matrix), and no facts are orphaned.
#[test]
fn every_library_has_its_facts() {
    let mut measured: BTreeSet<(&str, &str)> = BTreeSet::new();
    for descriptor in catalog::formats() {
        measured.insert((descriptor.name, descriptor.version));
        assert!(
            catalog::facts_of(descriptor.name, descriptor.version).is_some(),
            "{} {} has no entry in crates/catalog/src/facts.rs",
            descriptor.name,
            descriptor.version
        );
    }
    for facts in catalog::facts() {
        assert!(measured.contains(&(facts.library, facts.version)), "{facts:?} is not measured");
    }
}

/// The command line and the publishing crate link no format: what cargo builds for each alone
/// (`cargo tree -p`, which resolves the features of that package only, as its build does) holds
/// no format crate, no bench crate, neither of the walks that link them all (the registry, the
/// techniques suite), and no library the catalog measures but serde_json, the results files'
/// format, and toml, with which cargo-lock reads Cargo.lock. Editing a format then rebuilds that
/// format's binaries alone.
#[test]
fn the_frame_links_no_format() {
    let libraries: BTreeSet<&str> = catalog::formats()
        .map(|descriptor| descriptor.name)
        .filter(|name| !["serde_json", "toml"].contains(name))
        .collect();
    for frame in ["bench-cli", "publish"] {
        let output = bench_support::cargo()
            .current_dir(root())
            .args(["tree", "--locked", "-p", frame, "-e", "normal,build", "--prefix", "none"])
            .args(["--format", "{p}"])
            .output()
            .expect("cargo tree");
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        // `{p}` is `name vVERSION (source)`: the name is the first word.
        let text = String::from_utf8(output.stdout).expect("UTF-8");
        let names: BTreeSet<&str> =
            text.lines().filter_map(|line| line.split_whitespace().next()).collect();
        let formats: Vec<&&str> = names
            .iter()
            .filter(|name| {
                name.starts_with("fmt-")
                    || (name.starts_with("bench-") && **name != "bench-cli")
                    || ["registry", "techniques"].contains(name)
                    || libraries.contains(*name)
            })
            .collect();
        assert!(formats.is_empty(), "{frame} builds formats: {formats:?}");
        // Nor the measuring machinery: the engine, its harness and its compressors (zstd's C
        // build alone took a minute of bench-cli's) are the bench binaries'; the parents read
        // the protocol.
        let measuring: Vec<&&str> = names
            .iter()
            .filter(|name| ["serbench-engine", "divan", "zstd", "lz4_flex"].contains(name))
            .collect();
        assert!(measuring.is_empty(), "{frame} builds the measuring machinery: {measuring:?}");
        assert!(names.len() > 10 && names.contains(frame), "{frame}: {names:?}");
    }
}

/// The formats, the data sets, the contract and the catalog neither print nor touch the
/// filesystem: whatever writes a file or a line is the engine's roles, the parents or serbench.
#[test]
fn only_the_frame_prints_or_touches_files() {
    let quiet = entries("crates").into_iter().filter(|name| {
        name.starts_with("fmt-")
            || ["datasets", "corpora", "rsb", "format-api", "catalog"].contains(&name.as_str())
    });
    let mut offending = Vec::new();
    for krate in quiet {
        for file in rust_files(&root().join("crates").join(&krate).join("src")) {
            let text = fs::read_to_string(&file).unwrap();
            for word in ["println!", "print!(", "eprintln!", "eprint!(", "std::fs", "File::"] {
                if text.contains(word) {
                    offending.push(format!("{} uses {word}", file.display()));
                }
            }
        }
    }
    assert!(offending.is_empty(), "{}", offending.join("\n"));
}

/// Every bench crate has its checking binary's package beside it (`benches/<name>/check`,
/// `bench-<name>-check`), built unoptimised in the release profile (and so in bench-lto, which
/// inherits it) but the floor's, which times the compressors: the workspace's `Cargo.toml` lists
/// each.
#[test]
fn every_checking_binary_is_built_unoptimised_but_the_floors() {
    let manifest: cargo_files::toml_edit::DocumentMut = read("Cargo.toml").parse().unwrap();
    let overrides = manifest["profile"]["release"]["package"].as_table().unwrap();
    let mut expected = Vec::new();
    for name in entries("benches") {
        let check = format!("bench-{name}-check");
        let manifest = read(format!("benches/{name}/check/Cargo.toml"));
        assert!(
            manifest.contains(&format!("name = \"{check}\"")),
            "benches/{name}/check is not {check}"
        );
        if name != "floor" {
            expected.push(check);
        }
    }
    let mut listed: Vec<String> = overrides
        .iter()
        .filter(|(name, _)| name.ends_with("-check"))
        .map(|(name, settings)| {
            assert_eq!(settings["opt-level"].as_integer(), Some(0), "{name}'s opt-level");
            name.to_string()
        })
        .collect();
    listed.sort();
    assert_eq!(listed, expected, "the unoptimised checking binaries in Cargo.toml");
}

/// `cargo test` builds no bench package's target as a test harness (each one another compile of
/// the engine's cases for a format, with no test in it), and a target it does not build as one
/// holds no test that would then never run.
#[test]
fn targets_cargo_test_skips_hold_no_tests() {
    let mut skipped = 0;
    for package in metadata().workspace_packages() {
        let bench_package = package.manifest_path.as_std_path().starts_with(root().join("benches"));
        for target in &package.targets {
            if bench_package {
                assert!(
                    !target.test && !target.doctest,
                    "{}'s target {} is built as a test harness: `test = false` in its manifest",
                    package.name,
                    target.name
                );
            }
            if target.test {
                continue;
            }
            skipped += 1;
            // A library's tests may sit in any of its modules; a binary's in its own file.
            let is_lib = target
                .kind
                .iter()
                .any(|kind| matches!(kind, cargo_files::cargo_metadata::TargetKind::Lib));
            let source = target.src_path.clone().into_std_path_buf();
            let files = if is_lib {
                rust_files(source.parent().expect("a library's folder"))
            } else {
                vec![source]
            };
            for file in files {
                let text = fs::read_to_string(&file).unwrap();
                assert!(
                    !text.contains("#[test]") && !text.contains("#[cfg(test)]"),
                    "{} has tests, but `test = false` keeps cargo test from building {}'s {}",
                    file.display(),
                    package.name,
                    target.name
                );
            }
        }
    }
    assert!(skipped >= 2 * entries("benches").len(), "only {skipped} targets skipped");
}

/// The `.rs` files under `dir`, at any depth.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).unwrap().map(Result::unwrap) {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            files.push(path);
        }
    }
    files
}

/// docs/ARCHITECTURE.md's code map names every crate of the workspace.
#[test]
fn architecture_names_every_crate() {
    let architecture = read("docs/ARCHITECTURE.md");
    let crates = entries("crates").into_iter().map(|name| format!("crates/{name}"));
    let others = ["bench-cli", "xtask", "tools/codegen", "benches/floor", "benches/techniques"];
    let tests = ["benches/test-slowed", "benches/test-broken"];
    let others = others.into_iter().chain(tests).map(String::from);
    for name in crates.chain(others) {
        assert!(architecture.contains(&format!("`{name}`")), "docs/ARCHITECTURE.md omits `{name}`");
    }
}

/// Every crate's modules form a DAG: a module shared by two others lives in its own module, never
/// inside one of them. Edges are `crate::<module>` references between a crate's top-level modules
/// (a file `src/<module>.rs` or a folder `src/<module>/`).
#[test]
fn modules_form_a_dag_in_every_crate() {
    let mut crates = Vec::new();
    for folder in ["crates", "benches"] {
        crates.extend(entries(folder).into_iter().map(|name| root().join(folder).join(name)));
    }
    crates.extend(["bench-cli", "xtask"].map(|name| root().join(name)));
    let mut checked = 0;
    for krate in crates {
        let src = krate.join("src");
        if !src.is_dir() {
            continue;
        }
        let edges = module_edges(&src);
        if let Some(circle) = circle(&edges) {
            panic!("{}: modules import each other in a circle: {circle}", krate.display());
        }
        checked += 1;
    }
    assert!(checked >= 40, "only {checked} crates checked");
}

/// The `crate::<module>` references between the top-level modules under `src`.
fn module_edges(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, file) in source_files(src) {
        let text = fs::read_to_string(&file).unwrap();
        let mut targets = BTreeSet::new();
        for (index, _) in text.match_indices("crate::") {
            let rest = &text[index + "crate::".len()..];
            let name: String =
                rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            targets.insert(name);
        }
        // `use crate::{a, b::c}` names several modules at once.
        for group in text.split("crate::{").skip(1) {
            let group = group.split("};").next().unwrap_or_default();
            for item in group.split(',') {
                let name: String =
                    item.trim().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                targets.insert(name);
            }
        }
        targets.retain(|target| {
            !target.is_empty()
                && (src.join(format!("{target}.rs")).exists() || src.join(target).is_dir())
        });
        targets.remove(&module);
        edges.entry(module).or_default().extend(targets);
    }
    edges
}

/// A circle of modules in `edges`, as `a -> b -> a`, if there is one (the crate root aside,
/// which declares every module).
fn circle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<String> {
    fn visit(
        node: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<String> {
        if done.contains(node) {
            return None;
        }
        if let Some(start) = path.iter().position(|seen| seen == node) {
            let mut circle = path[start..].to_vec();
            circle.push(node.to_string());
            return Some(circle.join(" -> "));
        }
        path.push(node.to_string());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(circle) = visit(next, edges, path, done) {
                return Some(circle);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    let roots = ["main", "lib"];
    for node in edges.keys().filter(|node| !roots.contains(&node.as_str())) {
        if let Some(circle) = visit(node, edges, &mut Vec::new(), &mut done) {
            return Some(circle);
        }
    }
    None
}

/// Every source file of a crate's `src` with the top-level module it belongs to (`main` for
/// main.rs, `lib` for lib.rs); binaries under `src/bin` are crate roots of their own.
fn source_files(src: &Path) -> Vec<(String, PathBuf)> {
    /// Every file under `dir`, at any depth.
    fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() { walk(&path, files) } else { files.push(path) }
        }
    }
    let mut files = Vec::new();
    for entry in fs::read_dir(src).unwrap() {
        let path = entry.unwrap().path();
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        if stem == "bin" && path.is_dir() {
            continue;
        }
        if path.is_dir() {
            let mut inner = Vec::new();
            walk(&path, &mut inner);
            files.extend(inner.into_iter().map(|file| (stem.clone(), file)));
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            files.push((stem, path));
        }
    }
    files
}

/// Every workspace path the guides for contributors and tidy's own messages name exists: a
/// message that sends a contributor to a file that moved is worse than none (`x` and `<name>`
/// stand for the file being added).
#[test]
fn the_paths_contributors_are_sent_to_exist() {
    const TOP: [&str; 8] =
        ["crates/", "benches/", "docs/", "schemas/", "scripts/", "xtask/", "bench-cli/", "peers/"];
    let is_path_char = |c: char| c.is_ascii_alphanumeric() || "_-./<>".contains(c);
    let mut missing = Vec::new();
    for file in ["CONTRIBUTING.md", "docs/ARCHITECTURE.md", "bench-cli/src/tidy.rs"] {
        let text = read(file);
        for (start, _) in text.match_indices(|c: char| c.is_ascii_lowercase()) {
            let before = text[..start].chars().next_back();
            if before.is_some_and(is_path_char) {
                continue;
            }
            let rest = &text[start..];
            let Some(top) = TOP.iter().find(|top| rest.starts_with(**top)) else { continue };
            let end = rest.find(|c: char| !is_path_char(c)).unwrap_or(rest.len());
            let path = rest[..end].trim_end_matches(['.', '/']);
            // A pattern (`crates/fmt-*`, `crates/{}/src`) or a placeholder names no one path.
            let placeholder = rest[end..].starts_with(['*', '{'])
                || path.contains('<')
                || path.contains("...")
                || path.split('/').any(|part| part == "x" || part.starts_with("x."));
            if path.len() > top.len() && !placeholder && !root().join(path).exists() {
                missing.push(format!("{file}: {path}"));
            }
        }
    }
    assert!(missing.is_empty(), "paths that do not exist:\n{}", missing.join("\n"));
}
