//! `cargo xtask codegen [--check]`: regenerate (or check) the Rust code the schema-first formats
//! compile from `schemas/`.
//!
//! The generators are pinned by `tools/codegen` (outside the workspace, so no ordinary build pays
//! for compiling flatc): flatc 25.12.19 built from source, the version of the `flatbuffers` runtime,
//! capnpc-rust 0.27 driving the system's `capnp` tool (Debian's `capnproto`), prost-build 0.14
//! driving the system's `protoc` (Debian's `protobuf-compiler`), and rust-protobuf's
//! protobuf-codegen 3.7 with its own parser (the evolution matrix holds the first three's code
//! only; rust_serialization_benchmark's schemas, `schemas/rsb/`, every generator's, a module of
//! crates/rsb-schemas each, protobuf 4's crates/rsb-protobuf4). Every generated
//! file starts with a header naming its schema, the pinned generators' versions and this command;
//! a generator upgrade therefore shows as stale code too. The system's `capnp` and `protoc` only
//! parse the schemas: their versions are not in the header, so that the check passes on any
//! distribution whose tools produce the same code (and fails, on the code itself, where they do
//! not).
//!
//! The JVM peers (peers/jvm) compile protobuf-java classes from the schemas of the data sets they
//! carry, generated here too by the system's `protoc --java_out`; that header names protoc's
//! version, since the Java code (and the protobuf-java runtime it needs) depends on it. The
//! crossings peers (peers/python, peers/go) read the data sets' messages at run time from a
//! descriptor set of the schemas, `peers/protobuf/schemas.binpb`, written here by `protoc` too.
//!
//! Each schema crate's `src/generated/mod.rs` is generated too: it declares one module per
//! schema, the corpora's (`schemas/corpora/`) behind the crate's `corpora` feature. A new schema
//! therefore needs no hand-written module line.

use std::{
    collections::BTreeMap,
    fs,
    path::{Path, PathBuf},
    process::{Command, ExitCode},
};

use anyhow::{Context, ensure};
use cargo_files::cargo_lock::{self, Lockfile};

use crate::UsageError;

pub(crate) struct Options {
    pub(crate) mode: Mode,
}

/// What `cargo xtask codegen` does: rewrite the generated code, check it, or name what it reads
/// and writes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    Write,
    /// `--check`: fail where the committed code differs, writing nothing.
    Check,
    /// `--paths`: the folders and files it reads and writes, from the root, one per line, so that
    /// `.ci/run` runs the check only when one of them changed.
    Paths,
}

/// One crate's generated code: file name → contents, and the modules `mod.rs` declares (module
/// name, its root file, its `cfg`).
#[derive(Default)]
struct Generated {
    files: BTreeMap<String, String>,
    modules: Vec<(String, String, Option<&'static str>)>,
}

/// A folder of schemas, and the `cfg` (if any) under which their generated modules compile.
struct Group {
    dir: &'static str,
    cfg: Option<&'static str>,
}

/// The generated data sets' schemas, then the corpora's, which the schema crates compile only with
/// their `corpora` feature (so that building a format crate alone does not build the corpora).
const GROUPS: [Group; 2] = [
    Group { dir: "schemas", cfg: None },
    Group { dir: "schemas/corpora", cfg: Some(r#"feature = "corpora""#) },
];

/// The evolution matrix's schemas (each version of a changed type, in every schema language),
/// generated into the one crate that measures them, beside each other.
const EVOLUTION_CRATE: &str = "crates/evolution";
const EVOLUTION_GROUPS: [Group; 1] = [Group { dir: "schemas/evolution", cfg: None }];

/// rust_serialization_benchmark's schemas, generated into the one crate that maps its types
/// (crates/rsb) onto them, a module per generator (`Language::rsb`).
const RSB_GROUPS: [Group; 1] = [Group { dir: "schemas/rsb", cfg: None }];

/// One schema language: where its schemas are, which crate holds its generated code, and how a
/// schema's file name maps to the generated file's name.
struct Language {
    extension: &'static str,
    /// The generator's name, and its scratch folder's (two generators read `.proto`).
    generator: &'static str,
    crate_dir: &'static str,
    /// The generated module's root file: the schema's stem and this.
    generated_suffix: &'static str,
    /// Whether the generator writes more files per schema beside the root (`<stem>.*.rs`,
    /// which the root includes).
    companions: bool,
    /// Runs the generator: (codegen-tools binary, schemas, output directory).
    generate: fn(&Path, &[PathBuf], &Path) -> anyhow::Result<()>,
    /// The pinned generators' versions for the header, from tools/codegen's Cargo.lock.
    versions: fn(&Lockfile) -> anyhow::Result<String>,
    /// Whether the evolution matrix (crates/evolution) holds this generator's code too.
    evolution: bool,
    /// Where rust_serialization_benchmark's schemas' code from this generator goes (its
    /// `generated/` there): its module in crates/rsb-schemas, or protobuf 4's crate.
    rsb: &'static str,
}

const LANGUAGES: [Language; 6] = [
    Language {
        extension: "fbs",
        generator: "flatc",
        crate_dir: "crates/fmt-flatbuffers",
        generated_suffix: "_generated.rs",
        companions: false,
        generate: generate_flatbuffers,
        versions: flatbuffers_versions,
        evolution: true,
        rsb: "crates/rsb-schemas/src/with_flatbuffers",
    },
    Language {
        extension: "capnp",
        generator: "capnp",
        crate_dir: "crates/fmt-capnp",
        generated_suffix: "_capnp.rs",
        companions: false,
        generate: generate_capnp,
        versions: capnp_versions,
        evolution: true,
        rsb: "crates/rsb-schemas/src/with_capnp",
    },
    // prost names its output after the proto package, which each schema sets to its file stem.
    Language {
        extension: "proto",
        generator: "prost",
        crate_dir: "crates/fmt-prost",
        generated_suffix: ".rs",
        companions: false,
        generate: generate_prost,
        versions: prost_versions,
        evolution: true,
        rsb: "crates/rsb-schemas/src/with_prost",
    },
    // rust-protobuf names its output after the schema's file.
    Language {
        extension: "proto",
        generator: "protobuf",
        crate_dir: "crates/fmt-protobuf",
        generated_suffix: ".rs",
        companions: false,
        generate: generate_protobuf,
        versions: protobuf_versions,
        evolution: false,
        rsb: "crates/rsb-schemas/src/with_protobuf",
    },
    // buffa writes a module root per proto package (`<package>.mod.rs`; each schema's package is
    // its stem), which includes the owned types, views and oneofs, each a file of its own.
    Language {
        extension: "proto",
        generator: "buffa",
        crate_dir: "crates/fmt-buffa",
        generated_suffix: ".mod.rs",
        companions: true,
        generate: generate_buffa,
        versions: buffa_versions,
        evolution: false,
        rsb: "crates/rsb-schemas/src/with_buffa",
    },
    // Google's protobuf 4 writes, per schema, `<stem>.u.pb.rs` (the messages, for the upb kernel)
    // and a `generated.rs` root including it, which the xtask names `<stem>.rs`.
    Language {
        extension: "proto",
        generator: "protobuf4",
        crate_dir: "crates/fmt-protobuf4",
        generated_suffix: ".rs",
        companions: true,
        generate: generate_protobuf4,
        versions: protobuf4_versions,
        evolution: false,
        rsb: "crates/rsb-protobuf4/src",
    },
];

pub(crate) fn run(options: &Options) -> anyhow::Result<ExitCode> {
    if options.mode == Mode::Paths {
        for path in paths() {
            println!("{path}");
        }
        return Ok(ExitCode::SUCCESS);
    }
    let check = options.mode == Mode::Check;
    let root = bench_support::workspace_root();
    // Before the generators' build, which takes minutes the first time.
    protoc_4()?;
    let tool = build_tools(&root)?;
    let scratch = bench_support::target_dir().join("codegen-out");
    if scratch.exists() {
        fs::remove_dir_all(&scratch).with_context(|| format!("removing {}", scratch.display()))?;
    }

    let lock_path = root.join("tools/codegen/Cargo.lock");
    let lock: Lockfile = fs::read_to_string(&lock_path)?
        .parse()
        .with_context(|| format!("reading {}", lock_path.display()))?;
    // Each crate's `src/generated`: its files (name → contents) and its modules, gathered over
    // the languages first, since the evolution crate holds all three languages' code.
    let mut crates: BTreeMap<PathBuf, Generated> = BTreeMap::new();
    for language in &LANGUAGES {
        let header_versions = (language.versions)(&lock)?;
        for (generated_dir, groups) in destinations(language) {
            let generated = crates.entry(root.join(generated_dir)).or_default();
            for group in groups {
                let schemas = schemas(&root.join(group.dir), language)?;
                let out = scratch.join(language.generator).join(group.dir);
                fs::create_dir_all(&out)?;
                (language.generate)(&tool, &schemas, &out)?;
                for schema in &schemas {
                    let stem =
                        schema.file_stem().and_then(|stem| stem.to_str()).context("schema name")?;
                    let name = format!("{stem}{}", language.generated_suffix);
                    let mut names = vec![name.clone()];
                    if language.companions {
                        names.extend(companions(&out, stem, &name)?);
                    }
                    let relative = schema.strip_prefix(&root).unwrap_or(schema);
                    for file in names {
                        let body = fs::read_to_string(out.join(&file)).with_context(|| {
                            format!("the generator wrote no {file} for {}", schema.display())
                        })?;
                        generated.files.insert(file, header(relative, &header_versions) + &body);
                    }
                    // Named after the root file, or after the schema where the root is one of
                    // several (buffa's `<stem>.mod.rs`).
                    let module =
                        if language.companions { stem } else { name.trim_end_matches(".rs") };
                    generated.modules.push((module.to_string(), name, group.cfg));
                }
            }
        }
    }
    let mut stale = Vec::new();
    for (dir, mut generated) in crates {
        generated.files.insert("mod.rs".into(), module_list(&generated.modules));
        stale.extend(sync(&dir, &generated.files, check)?);
    }

    stale.extend(java_protobuf(&root, &scratch, check)?);
    stale.extend(descriptor_set(&root, &scratch, check)?);

    if check {
        if stale.is_empty() {
            println!("codegen: generated code is up to date");
        } else {
            for path in &stale {
                eprintln!("stale: {}", path.strip_prefix(&root).unwrap_or(path).display());
            }
            eprintln!("error: generated code differs from the schemas; run `cargo xtask codegen`");
            return Ok(ExitCode::FAILURE);
        }
    } else {
        println!("codegen: {} file(s) rewritten", stale.len());
    }
    Ok(ExitCode::SUCCESS)
}

/// Where one language's generated code goes, from the root (each crate's `src/generated`, and
/// rust_serialization_benchmark's module), and the schema groups each folder holds.
fn destinations(language: &Language) -> Vec<(String, &'static [Group])> {
    let evolution = language.evolution.then_some((EVOLUTION_CRATE, &EVOLUTION_GROUPS[..]));
    [(language.crate_dir, &GROUPS[..])]
        .into_iter()
        .chain(evolution)
        .map(|(crate_dir, groups)| (format!("{crate_dir}/src/generated"), groups))
        .chain([(format!("{}/generated", language.rsb), &RSB_GROUPS[..])])
        .collect()
}

/// Everything the generated code follows from and everything it is written to, from the root:
/// the generators' pins and their installer, this module, the schemas and the generated folders.
fn paths() -> Vec<String> {
    let mut paths: std::collections::BTreeSet<String> =
        ["tools/codegen", "scripts/install-codegen-tools", file!()].map(String::from).into();
    for language in &LANGUAGES {
        for (generated_dir, groups) in destinations(language) {
            paths.insert(generated_dir);
            paths.extend(groups.iter().map(|group| group.dir.to_string()));
        }
    }
    paths.extend(JAVA_SCHEMAS.iter().map(|name| format!("{JAVA_DIR}/{name}")));
    paths.insert(DESCRIPTOR_SET.into());
    paths.into_iter().collect()
}

/// Where peers/jvm's generated protobuf-java classes go, a package folder per schema.
const JAVA_DIR: &str = "peers/jvm/src/main/java";

/// The schemas whose protobuf-java classes peers/jvm compiles: the data sets the JVM side carries
/// (bench-cli's `jvm::DATASETS`).
const JAVA_SCHEMAS: [&str; 2] = ["users", "log"];

/// Generates (or checks) peers/jvm's protobuf-java classes: `schemas/<name>.proto` becomes
/// `peers/jvm/src/main/java/<name>/<Name>OuterClass.java` (protoc's names: the proto package is
/// the Java package, and each schema has a message named after its file).
fn java_protobuf(root: &Path, scratch: &Path, check: bool) -> anyhow::Result<Vec<PathBuf>> {
    let out = scratch.join("java");
    fs::create_dir_all(&out)?;
    let version = Command::new("protoc").arg("--version").output().map_err(|error| {
        anyhow::anyhow!("protoc: {error}; is Debian's `protobuf-compiler` installed?")
    })?;
    let version = String::from_utf8_lossy(&version.stdout).trim().replace("libprotoc ", "protoc ");
    let schemas: Vec<PathBuf> = JAVA_SCHEMAS
        .iter()
        .map(|name| root.join("schemas").join(format!("{name}.proto")))
        .collect();
    let status = Command::new("protoc")
        .arg(format!("--java_out={}", out.display()))
        .arg(format!("-I{}", root.join("schemas").display()))
        .args(&schemas)
        .status()?;
    ensure!(status.success(), "protoc --java_out failed ({status})");
    let mut stale = Vec::new();
    for (name, schema) in JAVA_SCHEMAS.iter().zip(&schemas) {
        let class = format!("{}{}OuterClass.java", name[..1].to_uppercase(), &name[1..]);
        let body = fs::read_to_string(out.join(name).join(&class))
            .with_context(|| format!("protoc wrote no {name}/{class}"))?;
        let relative = schema.strip_prefix(root).unwrap_or(schema);
        let expected =
            BTreeMap::from([(class, header(relative, &format!("{version} --java_out")) + &body)]);
        stale.extend(sync(&root.join(JAVA_DIR).join(name), &expected, check)?);
    }
    Ok(stale)
}

/// Every data set's schema as a `google.protobuf.FileDescriptorSet`, from the root: what the
/// crossings peers in Python and Go read messages known at run time from (crates/crossings'
/// `DESCRIPTORS`). Binary, so without a header; the system's `protoc` writes it from the `.proto`
/// files of [`GROUPS`], each named by its path under the first folder (`log.proto`,
/// `corpora/citm.proto`).
const DESCRIPTOR_SET: &str = "peers/protobuf/schemas.binpb";

/// Generates (or checks) [`DESCRIPTOR_SET`].
fn descriptor_set(root: &Path, scratch: &Path, check: bool) -> anyhow::Result<Vec<PathBuf>> {
    let proto = LANGUAGES.iter().find(|language| language.extension == "proto").context("proto")?;
    let out = scratch.join("schemas.binpb");
    let mut command = Command::new("protoc");
    command.arg("--include_imports").arg(format!("--descriptor_set_out={}", out.display()));
    for group in &GROUPS {
        let dir = root.join(group.dir);
        command.arg(format!("-I{}", dir.display())).args(schemas(&dir, proto)?);
    }
    let status = command.status().map_err(|error| {
        anyhow::anyhow!("protoc: {error}; is Debian's `protobuf-compiler` installed?")
    })?;
    ensure!(status.success(), "protoc --descriptor_set_out failed ({status})");
    let expected = fs::read(&out)?;
    let path = root.join(DESCRIPTOR_SET);
    if fs::read(&path).ok().as_deref() == Some(expected.as_slice()) {
        return Ok(Vec::new());
    }
    if !check {
        fs::create_dir_all(path.parent().context("the descriptor set's folder")?)?;
        bench_support::write_atomic(&path, &expected)?;
    }
    Ok(vec![path])
}

/// Builds `tools/codegen` (flatc from C++ source the first time: about seven minutes on two cores)
/// and returns its binary. Its target directory is the machine's, as cargo's download cache is
/// ([`cargo_files::codegen_tools_dir`]), so that a fresh clone (CI's, every time) reuses the
/// generators an earlier one built, and cargo still rebuilds whatever tools/codegen's own
/// Cargo.lock changes.
fn build_tools(root: &Path) -> anyhow::Result<PathBuf> {
    let target = cargo_files::codegen_tools_dir(&bench_support::target_dir());
    eprintln!(
        "codegen: building the generators into {} (flatc from C++ source takes minutes the first time)",
        target.display()
    );
    let status = Command::new(env!("CARGO"))
        .args(["build", "--release", "--locked", "--quiet", "--manifest-path"])
        .arg(root.join("tools/codegen/Cargo.toml"))
        .arg("--target-dir")
        .arg(&target)
        .status()
        .context("running cargo to build tools/codegen")?;
    ensure!(status.success(), "building tools/codegen failed ({status}); it needs cmake and g++");
    Ok(target.join("release/codegen-tools"))
}

/// The schemas of one language in one folder, sorted so that output and messages are stable.
fn schemas(dir: &Path, language: &Language) -> anyhow::Result<Vec<PathBuf>> {
    let mut schemas: Vec<PathBuf> = fs::read_dir(dir)
        .with_context(|| format!("reading {}", dir.display()))?
        .map(|entry| entry.map(|entry| entry.path()))
        .collect::<Result<_, _>>()?;
    schemas.retain(|path| path.extension().is_some_and(|ext| ext == language.extension));
    schemas.sort();
    ensure!(!schemas.is_empty(), "no .{} schema in {}", language.extension, dir.display());
    Ok(schemas)
}

fn generate_flatbuffers(tool: &Path, schemas: &[PathBuf], out: &Path) -> anyhow::Result<()> {
    let status =
        Command::new(tool).args(["flatc", "--rust", "-o"]).arg(out).args(schemas).status()?;
    ensure!(status.success(), "flatc failed ({status})");
    Ok(())
}

fn generate_capnp(tool: &Path, schemas: &[PathBuf], out: &Path) -> anyhow::Result<()> {
    let prefix = schemas[0].parent().context("schema directory")?;
    let status = Command::new(tool).arg("capnp").arg(out).arg(prefix).args(schemas).status()?;
    ensure!(
        status.success(),
        "capnp compile failed ({status}); is Debian's `capnproto` installed?"
    );
    Ok(())
}

fn generate_prost(tool: &Path, schemas: &[PathBuf], out: &Path) -> anyhow::Result<()> {
    let include = schemas[0].parent().context("schema directory")?;
    let status = Command::new(tool).arg("prost").arg(out).arg(include).args(schemas).status()?;
    ensure!(
        status.success(),
        "prost-build failed ({status}); is Debian's `protobuf-compiler` installed?"
    );
    Ok(())
}

fn generate_protobuf(tool: &Path, schemas: &[PathBuf], out: &Path) -> anyhow::Result<()> {
    let include = schemas[0].parent().context("schema directory")?;
    let status = Command::new(tool).arg("protobuf").arg(out).arg(include).args(schemas).status()?;
    ensure!(status.success(), "protobuf-codegen failed ({status})");
    Ok(())
}

fn protobuf_versions(lock: &Lockfile) -> anyhow::Result<String> {
    Ok(format!(
        "protobuf-codegen {} (schema parsed by protobuf-parse {}, in Rust)",
        locked_major(lock, "protobuf-codegen", 3)?,
        locked_version(lock, "protobuf-parse")?
    ))
}

fn generate_buffa(tool: &Path, schemas: &[PathBuf], out: &Path) -> anyhow::Result<()> {
    let include = schemas[0].parent().context("schema directory")?;
    // buffa-build prints cargo's build-script directives, which are not for this command.
    let status = Command::new(tool)
        .arg("buffa")
        .arg(out)
        .arg(include)
        .args(schemas)
        .stdout(std::process::Stdio::null())
        .status()?;
    ensure!(
        status.success(),
        "buffa-build failed ({status}); is Debian's `protobuf-compiler` installed?"
    );
    Ok(())
}

/// Where scripts/install-codegen-tools puts protoc 35.1, protobuf 4's generator (Debian's
/// `protoc` is older: protobuf-codegen 4 accepts only its own release).
const PROTOC_4: &str = "tools/codegen/protoc-35.1/bin/protoc";

/// protoc 35.1, or, where scripts/install-codegen-tools has not put it, the one line that says so
/// (exit 2).
fn protoc_4() -> anyhow::Result<PathBuf> {
    let protoc = bench_support::workspace_root().join(PROTOC_4);
    if !protoc.exists() {
        return Err(UsageError(format!(
            "protoc 35.1 (protobuf 4's generator) is not at {PROTOC_4}: run scripts/install-codegen-tools"
        ))
        .into());
    }
    Ok(protoc)
}

fn generate_protobuf4(tool: &Path, schemas: &[PathBuf], out: &Path) -> anyhow::Result<()> {
    let include = schemas[0].parent().context("schema directory")?;
    let protoc = protoc_4()?;
    // One schema at a time: the generator writes one `generated.rs` per output folder, with every
    // schema's messages in one namespace.
    for schema in schemas {
        let stem = schema.file_stem().and_then(|stem| stem.to_str()).context("schema name")?;
        let dir = out.join(format!("{stem}.protobuf4"));
        fs::create_dir_all(&dir)?;
        // protobuf-codegen reads OUT_DIR, as a build script would have it, prints cargo's
        // build-script directives, which are not for this command, and protoc's stderr, blank
        // when all went well.
        let output = Command::new(tool)
            .arg("protobuf4")
            .arg(&protoc)
            .arg(&dir)
            .arg(include)
            .arg(schema)
            .env("OUT_DIR", &dir)
            .output()?;
        let stderr = String::from_utf8_lossy(&output.stderr);
        if !stderr.trim().is_empty() {
            eprintln!("{}", stderr.trim_end());
        }
        ensure!(output.status.success(), "protobuf-codegen 4 failed ({})", output.status);
        fs::rename(dir.join("generated.rs"), out.join(format!("{stem}.rs")))?;
        let messages = format!("{stem}.u.pb.rs");
        fs::rename(dir.join(&messages), out.join(&messages))?;
        fs::remove_dir_all(&dir)?;
    }
    Ok(())
}

fn protobuf4_versions(lock: &Lockfile) -> anyhow::Result<String> {
    Ok(format!(
        "protobuf-codegen {} (protoc 35.1, kernel upb)",
        locked_major(lock, "protobuf-codegen", 4)?
    ))
}

fn buffa_versions(lock: &Lockfile) -> anyhow::Result<String> {
    Ok(format!(
        "buffa-build {} and buffa-codegen {} (schema parsed by protoc)",
        locked_version(lock, "buffa-build")?,
        locked_version(lock, "buffa-codegen")?
    ))
}

/// The files a generator wrote for schema `stem` beside its module root `root`: `<stem>.*.rs`,
/// sorted.
fn companions(out: &Path, stem: &str, root: &str) -> anyhow::Result<Vec<String>> {
    let prefix = format!("{stem}.");
    let mut names = Vec::new();
    for entry in fs::read_dir(out).with_context(|| format!("reading {}", out.display()))? {
        let name = entry?.file_name().to_string_lossy().into_owned();
        if name.starts_with(&prefix) && name.ends_with(".rs") && name != root {
            names.push(name);
        }
    }
    names.sort();
    Ok(names)
}

fn prost_versions(lock: &Lockfile) -> anyhow::Result<String> {
    Ok(format!("prost-build {} (schema parsed by protoc)", locked_version(lock, "prost-build")?))
}

fn flatbuffers_versions(lock: &Lockfile) -> anyhow::Result<String> {
    Ok(format!("flatc-fork {} (flatc built from source)", locked_version(lock, "flatc-fork")?))
}

fn capnp_versions(lock: &Lockfile) -> anyhow::Result<String> {
    Ok(format!("capnpc-rust {} (schema parsed by capnp)", locked_version(lock, "capnpc")?))
}

/// The version tools/codegen's Cargo.lock records for `package`, which it must hold once.
fn locked_version(lock: &Lockfile, package: &str) -> anyhow::Result<String> {
    locked(lock, package, |_| true)
}

/// The version Cargo.lock records for `package` at major version `major` (two generators share
/// the name `protobuf-codegen`).
fn locked_major(lock: &Lockfile, package: &str, major: u64) -> anyhow::Result<String> {
    locked(lock, package, |version| version.major == major)
}

fn locked(
    lock: &Lockfile,
    package: &str,
    wanted: impl Fn(&cargo_lock::Version) -> bool,
) -> anyhow::Result<String> {
    let mut versions = lock
        .packages
        .iter()
        .filter(|locked| locked.name.as_str() == package && wanted(&locked.version))
        .map(|locked| locked.version.to_string());
    let version = versions.next().with_context(|| format!("{package} is not in Cargo.lock"))?;
    ensure!(versions.next().is_none(), "Cargo.lock holds {package} at several versions");
    Ok(version)
}

/// `src/generated/mod.rs`: every generated file as a module, with its group's `cfg`.
fn module_list(modules: &[(String, String, Option<&str>)]) -> String {
    let mut text = String::from(
        "// @generated by `cargo xtask codegen`: one module per schema in schemas/.\n\
         // Do not edit: add or remove a schema and run `cargo xtask codegen`.\n\n\
         format_api::generated_modules! {\n",
    );
    for (module, file, cfg) in modules {
        if let Some(cfg) = cfg {
            text += &format!("    #[cfg({cfg})]\n");
        }
        text += &format!("    {module} = \"{file}\";\n");
    }
    text + "}\n"
}

fn header(schema: &Path, versions: &str) -> String {
    format!(
        "// @generated from {} by {versions}.\n// Do not edit: change the schema and run `cargo xtask codegen`.\n\n",
        schema.display()
    )
}

/// Makes `dir` hold exactly `expected` (file name → contents), or with `check`, only reports.
/// Returns the paths that differed: changed, missing or not generated by any schema.
fn sync(
    dir: &Path,
    expected: &BTreeMap<String, String>,
    check: bool,
) -> anyhow::Result<Vec<PathBuf>> {
    let mut differing = Vec::new();
    for (name, contents) in expected {
        let path = dir.join(name);
        if fs::read_to_string(&path).ok().as_deref() != Some(contents.as_str()) {
            if !check {
                fs::create_dir_all(dir)?;
                bench_support::write_atomic(&path, contents.as_bytes())?;
            }
            differing.push(path);
        }
    }
    if dir.exists() {
        for entry in fs::read_dir(dir)? {
            let path = entry?.path();
            let name = path.file_name().and_then(|name| name.to_str()).unwrap_or_default();
            if path.extension().is_some_and(|ext| ext == "rs") && !expected.contains_key(name) {
                if !check {
                    fs::remove_file(&path)?;
                }
                differing.push(path);
            }
        }
    }
    Ok(differing)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("xtask-codegen-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn check_reports_changed_missing_and_extra_files_without_touching_them() {
        let dir = scratch_dir("check");
        fs::write(dir.join("same.rs"), "same").unwrap();
        fs::write(dir.join("changed.rs"), "old").unwrap();
        fs::write(dir.join("extra.rs"), "left over").unwrap();
        fs::write(dir.join("notes.txt"), "not generated code").unwrap();
        let expected: BTreeMap<String, String> =
            [("same.rs", "same"), ("changed.rs", "new"), ("missing.rs", "m")]
                .into_iter()
                .map(|(name, contents)| (name.to_string(), contents.to_string()))
                .collect();

        let mut stale = sync(&dir, &expected, true).unwrap();
        stale.sort();
        let names: Vec<_> =
            stale.iter().map(|path| path.file_name().unwrap().to_str().unwrap()).collect();
        assert_eq!(names, ["changed.rs", "extra.rs", "missing.rs"]);
        assert_eq!(fs::read_to_string(dir.join("changed.rs")).unwrap(), "old");
        assert!(dir.join("extra.rs").exists() && !dir.join("missing.rs").exists());

        sync(&dir, &expected, false).unwrap();
        assert!(sync(&dir, &expected, true).unwrap().is_empty(), "a write leaves nothing stale");
        assert!(!dir.join("extra.rs").exists() && dir.join("notes.txt").exists());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn locked_version_reads_the_pinned_generator() {
        let lock: Lockfile =
            "version = 4\n\n[[package]]\nname = \"capnp\"\nversion = \"0.27.3\"\n\n\
            [[package]]\nname = \"capnpc\"\nversion = \"0.27.0\"\n\n\
            [[package]]\nname = \"protobuf-codegen\"\nversion = \"3.7.2\"\n\n\
            [[package]]\nname = \"protobuf-codegen\"\nversion = \"4.35.1-release\"\n"
                .parse()
                .unwrap();
        assert_eq!(locked_version(&lock, "capnpc").unwrap(), "0.27.0");
        assert_eq!(locked_version(&lock, "capnp").unwrap(), "0.27.3");
        assert!(locked_version(&lock, "flatc-fork").is_err());
        assert!(locked_version(&lock, "protobuf-codegen").is_err(), "two versions: which one?");
        assert_eq!(locked_major(&lock, "protobuf-codegen", 4).unwrap(), "4.35.1-release");
    }
}
