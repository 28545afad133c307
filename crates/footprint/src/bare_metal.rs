//! `footprint bare-metal`: each format crate's round trip of `message` as a program for a
//! bare-metal Cortex-M4 (`thumbv7em-none-eabihf`), built without an allocator and with a static
//! heap, each against the same program with the types and no format (the baseline); its flash and
//! static RAM read from the ELF's sections, and the program run on qemu's `mps2-an386` board,
//! where it checks its round trip and measures the stack each call reaches and the heap its decode
//! takes; the same program built for the host must write the same bytes.
//!
//! A program is generated from `crates/footprint/firmware/`: the message's types for its family
//! (`serde.rs`, or a native library's own file with its derives) and the library's glue (encode
//! into a fixed buffer, decode from it), over `crates/firmware` (the entry, the report, the heap).
//! It depends on the library release the format crate resolves (the workspace's Cargo.lock,
//! copied), without its default features: the features named here are all it gets.

#![allow(
    clippy::print_stderr,
    reason = "progress on long work: a line per program, which a log keeps too"
)]

use std::{
    collections::{BTreeMap, VecDeque},
    fmt::Write as _,
    fs,
    path::{Path, PathBuf},
    process::{Command, Stdio},
    time::{Duration, Instant},
};

use anyhow::Context;
use bench_support::{UsageError, cargo, target_dir, workspace_root};
use cargo_files::cargo_metadata::{Metadata, MetadataCommand, PackageId};
use footprint_file::{
    BARE_METAL_SCHEMA, BareMetal, BareMetalMeta, Firmware, FirmwareOutcome, FirmwareRow, TargetRun,
};

use crate::pairs::pairs;

/// The bare-metal target: a Cortex-M4F, the commonest core with a hardware float unit.
pub const TARGET: &str = "thumbv7em-none-eabihf";

/// How a firmware engineer builds for flash: smallest code, whole-program optimisation, no
/// unwinding.
const PROFILE: &str = "[profile.bare-metal]\ninherits = \"release\"\nopt-level = \"z\"\n\
    lto = true\ncodegen-units = 1\ndebug = false\npanic = \"abort\"\n";
const PROFILE_WORDS: &str = "opt-level \"z\", fat LTO, 1 codegen unit, panic = \"abort\"";

/// The emulated board and core, as qemu names them.
const BOARD: [&str; 4] = ["-machine", "mps2-an386", "-cpu", "cortex-m4"];
/// A program that has not exited by then is stopped.
const RUN_LIMIT: Duration = Duration::from_secs(60);

/// One library a program depends on: its crate, and the features it is built with without an
/// allocator and those the allocator's build adds.
struct Dependency {
    name: &'static str,
    features: &'static [&'static str],
    alloc: &'static [&'static str],
}

const SERDE: Dependency = Dependency { name: "serde", features: &["derive"], alloc: &["alloc"] };

/// A format crate's program: its sources (concatenated: the types, then the glue), the derives
/// `derived.rs`'s types take without an allocator and with one (where it uses them), and its
/// libraries.
struct Program {
    package: &'static str,
    sources: &'static [&'static str],
    derives: Option<[&'static str; 2]>,
    libraries: &'static [Dependency],
}

macro_rules! program {
    // A serde format: serde.rs's types, then its glue.
    ($package:literal, serde $glue:literal, $name:literal, [$($feature:literal),*], [$($alloc:literal),*]) => {
        Program {
            package: $package,
            sources: &["serde.rs", $glue],
            derives: None,
            libraries: &[
                SERDE,
                Dependency { name: $name, features: &[$($feature),*], alloc: &[$($alloc),*] },
            ],
        }
    };
    // A native format whose derives need nothing but themselves: `derived.rs`'s types with them
    // (without an allocator, with one), then its glue.
    ($package:literal, derives [$borrowed:literal, $owned:literal] $file:literal, $name:literal, [$($feature:literal),*], [$($alloc:literal),*]) => {
        Program {
            package: $package,
            sources: &[$file],
            derives: Some([$borrowed, $owned]),
            libraries: &[
                Dependency { name: $name, features: &[$($feature),*], alloc: &[$($alloc),*] },
            ],
        }
    };
    // A native format whose types need attributes of their own: its file holds them and its glue.
    ($package:literal, $file:literal, $name:literal, [$($feature:literal),*], [$($alloc:literal),*]) => {
        Program {
            package: $package,
            sources: &[$file],
            derives: None,
            libraries: &[
                Dependency { name: $name, features: &[$($feature),*], alloc: &[$($alloc),*] },
            ],
        }
    };
    // No round trip written: whether the library builds for the target at all.
    ($package:literal, $name:literal) => {
        Program {
            package: $package,
            sources: &[],
            derives: None,
            libraries: &[Dependency { name: $name, features: &[], alloc: &[] }],
        }
    };
}

/// Every program, by format crate.
const PROGRAMS: &[Program] = &[
    program!("fmt-serde-json", serde "serde_json.rs", "serde_json", [], ["alloc"]),
    program!("fmt-flexon", serde "flexon.rs", "flexon", ["serde"], ["alloc"]),
    program!("fmt-miniserde", derives ["miniserde::Serialize, miniserde::Deserialize", "miniserde::Serialize, miniserde::Deserialize"] "miniserde.rs", "miniserde", [], []),
    program!("fmt-nanoserde-json", derives ["nanoserde::SerJson, nanoserde::DeJson", "nanoserde::SerJson, nanoserde::DeJson"] "nanoserde-json.rs", "nanoserde", ["json"], []),
    program!("fmt-nanoserde-bin", derives ["nanoserde::SerBin, nanoserde::DeBin", "nanoserde::SerBin, nanoserde::DeBin"] "nanoserde-bin.rs", "nanoserde", ["binary"], []),
    program!("fmt-bincode", derives ["bincode::Encode, bincode::BorrowDecode", "bincode::Encode, bincode::Decode"] "bincode.rs", "bincode", ["derive"], ["alloc"]),
    program!("fmt-bincode-serde", serde "bincode-serde.rs", "bincode", ["serde"], ["alloc"]),
    program!("fmt-wincode", derives ["wincode::SchemaWrite, wincode::SchemaRead", "wincode::SchemaWrite, wincode::SchemaRead"] "wincode.rs", "wincode", ["derive"], ["alloc"]),
    program!("fmt-zerompk", derives ["zerompk::ToMessagePack, zerompk::FromMessagePack", "zerompk::ToMessagePack, zerompk::FromMessagePack"] "zerompk.rs", "zerompk", ["derive"], []),
    program!("fmt-msgpacker", derives ["msgpacker::MsgPackerBorrowed", "msgpacker::MsgPacker"] "msgpacker.rs", "msgpacker", ["derive"], []),
    program!("fmt-postcard", serde "postcard.rs", "postcard", [], ["alloc"]),
    program!("fmt-serde-zap", serde "serde-zap.rs", "serde-zap", [], ["alloc"]),
    program!("fmt-ciborium", serde "ciborium.rs", "ciborium", [], []),
    program!("fmt-cbor4ii", serde "cbor4ii.rs", "cbor4ii", ["serde1"], []),
    program!("fmt-minicbor", "minicbor.rs", "minicbor", ["derive"], ["alloc"]),
    program!("fmt-ron", serde "ron.rs", "ron", [], []),
    program!("fmt-bitcode", derives ["bitcode::Encode, bitcode::Decode", "bitcode::Encode, bitcode::Decode"] "bitcode.rs", "bitcode", ["derive"], []),
    program!("fmt-bitcode-serde", serde "bitcode-serde.rs", "bitcode", ["serde"], []),
    program!("fmt-borsh", derives ["borsh::BorshSerialize, borsh::BorshDeserialize", "borsh::BorshSerialize, borsh::BorshDeserialize"] "borsh.rs", "borsh", ["derive"], []),
    program!("fmt-bin-proto", "bin-proto.rs", "bin-proto", ["derive", "prepend-tags"], ["alloc"]),
    program!("fmt-rkyv", "rkyv.rs", "rkyv", ["bytecheck"], ["alloc"]),
    program!("fmt-prost", "prost.rs", "prost", ["derive"], []),
    program!("fmt-bilrost", "bilrost.rs", "bilrost", ["derive"], []),
    program!("fmt-simd-json", "simd-json"),
    program!("fmt-simd-json-derive", "simd-json"),
    program!("fmt-bincode1", "bincode"),
    program!("fmt-rmp-serde", "rmp-serde"),
    program!("fmt-serde-saphyr", "serde-saphyr"),
    program!("fmt-toml", serde "toml.rs", "toml", ["serde", "parse", "display"], []),
    program!("fmt-flexbuffers", "flexbuffers"),
    program!("fmt-speedy", "speedy"),
    program!("fmt-savefile", "savefile"),
    program!("fmt-flatbuffers", derives ["", ""] "flatbuffers.rs", "flatbuffers", [], []),
    program!("fmt-capnp", derives ["", ""] "capnp.rs", "capnp", [], ["alloc"]),
    program!("fmt-protobuf", "protobuf"),
    program!("fmt-protobuf4", "protobuf"),
    program!("fmt-buffa", derives ["", ""] "buffa.rs", "buffa", [], []),
];

/// What `bare-metal` measures.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Format names or crates; every format when `None`.
    pub formats: Option<Vec<String>>,
}

/// A generated program's package: its directory and binary's name.
struct Package {
    directory: PathBuf,
    binary: String,
}

pub fn run(options: &Options) -> anyhow::Result<BareMetal> {
    let started = Instant::now();
    let commit = bench_support::git_commit();
    let emulator = emulator()?;
    let all = pairs();
    let chosen = crate::wasm::select(&all, &options.formats, &None)?;
    // Each format crate once, with its first variant, in table order.
    let mut crates: Vec<(&str, &str, &str)> = Vec::new();
    for pair in &chosen {
        if !crates.iter().any(|(package, ..)| *package == pair.format.package) {
            crates.push((pair.format.package, pair.format.name, pair.format.variant));
        }
    }
    let metadata = MetadataCommand::new()
        .manifest_path(workspace_root().join("Cargo.toml"))
        .exec()
        .context("cannot read the workspace with cargo metadata")?;
    let root = target_dir().join("footprint").join("bare-metal");
    let baseline = write(&metadata, None, &root)?;
    let baseline = [false, true].map(|alloc| {
        eprintln!("[baseline] {}", if alloc { "with alloc" } else { "without an allocator" });
        match measure(&baseline, alloc) {
            FirmwareOutcome::Built(firmware) => Some(firmware),
            outcome => {
                eprintln!("  the baseline did not build: {outcome:?}");
                None
            }
        }
    });
    let mut rows = Vec::new();
    for (index, (package, name, variant)) in crates.iter().enumerate() {
        let program = PROGRAMS.iter().find(|program| program.package == *package);
        for alloc in [false, true] {
            eprintln!(
                "[{}/{}] {package}, {} ({:.0} s)",
                index + 1,
                crates.len(),
                if alloc { "with alloc" } else { "without an allocator" },
                started.elapsed().as_secs_f64()
            );
            let outcome = match program {
                None => FirmwareOutcome::NotTried("no bare-metal program is written for it".into()),
                Some(program) => match write(&metadata, Some(program), &root) {
                    Ok(generated) if program.sources.is_empty() => {
                        match build(&generated, alloc, Some(TARGET)) {
                            Ok(_) => FirmwareOutcome::NotTried(
                                "the library builds for the target without its default features; \
                                 no round trip is written for it yet"
                                    .into(),
                            ),
                            Err(why) => FirmwareOutcome::DoesNotBuild(why),
                        }
                    }
                    Ok(generated) => measure(&generated, alloc),
                    Err(why) => FirmwareOutcome::DoesNotBuild(format!("{why:#}")),
                },
            };
            rows.push(FirmwareRow {
                package: (*package).to_owned(),
                name: (*name).to_owned(),
                variant: (*variant).to_owned(),
                alloc,
                outcome,
            });
        }
    }
    eprintln!(
        "footprint bare-metal: {} rows in {:.0} s",
        rows.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(BareMetal {
        schema: BARE_METAL_SCHEMA,
        meta: BareMetalMeta {
            commit,
            timestamp: bench_support::utc_timestamp(std::time::SystemTime::now(), ':'),
            rustc: protocol::RUSTC.to_owned(),
            target: TARGET.to_owned(),
            profile: PROFILE_WORDS.to_owned(),
            buffer: firmware::BUFFER,
            heap: firmware::HEAP,
            emulator,
            baseline,
            method:
                "flash: the ELF's .vector_table, .text, .rodata and .data (its initial values); \
                     RAM: .data, .bss and .uninit, read with the object crate; stack: the words a \
                     call wrote below the stack pointer, painted before it; heap: every byte the \
                     bump heap handed out during the decode (never freed), the decoded value's own \
                     included"
                    .into(),
        },
        rows,
    })
}

/// qemu's version and the board, or why it cannot run.
fn emulator() -> anyhow::Result<String> {
    let output = Command::new("qemu-system-arm").arg("--version").output();
    let version = output
        .ok()
        .filter(|output| output.status.success())
        .and_then(|output| {
            String::from_utf8_lossy(&output.stdout).lines().next().map(str::to_owned)
        })
        .ok_or_else(|| {
            anyhow::anyhow!(
                "qemu-system-arm cannot run: scripts/install-bare-metal installs it and the target"
            )
        })?;
    let version = version.replace("QEMU emulator version", "qemu-system-arm");
    Ok(format!("{version}, {} ({})", BOARD[1], BOARD[3]))
}

/// Writes the package of `program` (the baseline where `None`) under `root`.
fn write(metadata: &Metadata, program: Option<&Program>, root: &Path) -> anyhow::Result<Package> {
    let sources = workspace_root().join("crates/footprint/firmware");
    let read = |name: &str| {
        fs::read_to_string(sources.join(name))
            .with_context(|| format!("cannot read crates/footprint/firmware/{name}"))
    };
    let (name, body, dependencies, alloc_features) = match program {
        Some(program) => {
            let mut body = match program.derives {
                Some([borrowed, owned]) => derived(&read("derived.rs")?, borrowed, owned),
                None => String::new(),
            };
            for source in program.sources {
                // A source may include the workspace's files (capnp's generated code).
                let root = workspace_root().display().to_string();
                body += &read(source)?.replace("{{workspace}}", &root);
                body.push('\n');
            }
            // The value, where the program's types do not give their own.
            if !body.contains("fn value(") && !program.sources.is_empty() {
                body += &read("value.rs")?;
            }
            if program.sources.is_empty() {
                // The library linked, and nothing of it called: does it build for the target?
                body = derived(&read("derived.rs")?, "", "")
                    + &read("value.rs")?
                    + &read("baseline.rs")?;
                for library in program.libraries {
                    writeln!(body, "\nuse {} as _;", library.name.replace('-', "_"))?;
                }
            }
            let mut dependencies = String::new();
            let mut alloc_features = Vec::new();
            for library in program.libraries {
                let version = version(metadata, program.package, library.name)?;
                writeln!(
                    dependencies,
                    "{} = {{ version = \"={version}\", default-features = false, features = {:?} }}",
                    library.name, library.features
                )?;
                alloc_features.extend(
                    library.alloc.iter().map(|feature| format!("{}/{feature}", library.name)),
                );
            }
            (program.package, body, dependencies, alloc_features)
        }
        None => {
            let body =
                derived(&read("derived.rs")?, "", "") + &read("value.rs")? + &read("baseline.rs")?;
            ("baseline", body, String::new(), Vec::new())
        }
    };
    let binary = format!("firmware-{name}");
    let directory = root.join(&binary);
    let firmware = workspace_root().join("crates/firmware");
    let mut alloc = vec!["firmware/alloc".to_owned()];
    alloc.extend(alloc_features);
    let manifest = format!(
        "# Generated by `footprint bare-metal`: do not edit.\n\
         [package]\nname = \"{binary}\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
         [features]\nalloc = {alloc:?}\n\n\
         [dependencies]\nfirmware = {{ path = {:?} }}\n{dependencies}\n{PROFILE}\n[workspace]\n",
        firmware.display().to_string()
    );
    let main = format!(
        "// Generated by `footprint bare-metal` from crates/footprint/firmware: do not edit.\n\n\
         #![cfg_attr(target_os = \"none\", no_std, no_main)]\n\n\
         #[cfg(feature = \"alloc\")]\nextern crate alloc;\n\n{body}\nfirmware::program!();\n"
    );
    // cortex-m-rt's linker script, for the program's binary only.
    let build = "fn main() {\n    if std::env::var(\"CARGO_CFG_TARGET_OS\").as_deref() == Ok(\"none\") {\n        \
                 println!(\"cargo::rustc-link-arg-bins=-Tlink.x\");\n    }\n}\n";
    fs::create_dir_all(directory.join("src"))
        .with_context(|| format!("cannot create {}", directory.display()))?;
    for (path, contents) in
        [("Cargo.toml", manifest.as_str()), ("build.rs", build), ("src/main.rs", main.as_str())]
    {
        fs::write(directory.join(path), contents)
            .with_context(|| format!("cannot write {}", directory.join(path).display()))?;
    }
    fs::copy(workspace_root().join("Cargo.lock"), directory.join("Cargo.lock"))?;
    Ok(Package { directory, binary })
}

/// `derived.rs`'s types with `borrowed` and `owned` as their derives (none where empty).
fn derived(types: &str, borrowed: &str, owned: &str) -> String {
    types.replace("BORROWED", borrowed).replace("OWNED", owned) + "\n"
}

/// The release of `library` that `package` builds on: the first package of that name in its
/// dependency graph, breadth first.
fn version(metadata: &Metadata, package: &str, library: &str) -> anyhow::Result<String> {
    let resolve = metadata.resolve.as_ref().context("cargo metadata gave no resolve graph")?;
    let start = metadata
        .workspace_packages()
        .into_iter()
        .find(|candidate| candidate.name.as_str() == package)
        .with_context(|| format!("no workspace package {package}"))?;
    let nodes: BTreeMap<&PackageId, _> =
        resolve.nodes.iter().map(|node| (&node.id, node)).collect();
    let mut queue = VecDeque::from([&start.id]);
    let mut seen = vec![&start.id];
    while let Some(id) = queue.pop_front() {
        let found = &metadata[id];
        if found.name.as_str() == library {
            return Ok(found.version.to_string());
        }
        for dependency in nodes.get(id).map(|node| node.deps.as_slice()).unwrap_or_default() {
            if !seen.contains(&&dependency.pkg) {
                seen.push(&dependency.pkg);
                queue.push_back(&dependency.pkg);
            }
        }
    }
    Err(UsageError(format!("{package} does not build on {library}")).into())
}

/// Builds `package` in one mode for the target and the host, runs both, and reads the target's
/// sections.
fn measure(package: &Package, alloc: bool) -> FirmwareOutcome {
    let elf = match build(package, alloc, Some(TARGET)) {
        Ok(path) => path,
        Err(why) => return FirmwareOutcome::DoesNotBuild(why),
    };
    let (flash, ram) = match sections(&elf) {
        Ok(sizes) => sizes,
        Err(why) => return FirmwareOutcome::DoesNotBuild(why),
    };
    let run = match (run_target(&elf), build(package, alloc, None).and_then(|host| run_host(&host)))
    {
        (Err(why), _) => TargetRun::Failed(why),
        (Ok(report), host) => {
            let figure = |name: &str| {
                report.get(name).and_then(|figure| figure.parse::<u64>().ok()).unwrap_or_default()
            };
            let bytes = report.get("bytes").cloned().unwrap_or_default();
            TargetRun::RoundTripped {
                bytes: bytes.len() / 2,
                equal_to_host: host.is_ok_and(|host| host == bytes),
                encode_stack: figure("encode-stack"),
                decode_stack: figure("decode-stack"),
                decode_heap: figure("decode-heap"),
            }
        }
    };
    FirmwareOutcome::Built(Firmware { flash, ram, run })
}

/// Builds the package's binary for `target` (the host where `None`): its path, or the build's
/// first error.
fn build(package: &Package, alloc: bool, target: Option<&str>) -> Result<PathBuf, String> {
    let mut command = cargo();
    command
        .args(["build", "--quiet", "--profile", "bare-metal", "--manifest-path"])
        .arg(package.directory.join("Cargo.toml"))
        .arg("--target-dir")
        .arg(target_dir());
    if let Some(target) = target {
        command.args(["--target", target]);
    }
    if alloc {
        command.args(["--features", "alloc"]);
    }
    let output = command.output().map_err(|error| format!("cannot run cargo: {error}"))?;
    if !output.status.success() {
        return Err(crate::wasm::first_error(&output));
    }
    let directory = match target {
        Some(target) => target_dir().join(target).join("bare-metal"),
        None => target_dir().join("bare-metal"),
    };
    Ok(directory.join(&package.binary))
}

/// `(flash, RAM)` bytes of the ELF at `path`.
fn sections(path: &Path) -> Result<(u64, u64), String> {
    use object::{Object, ObjectSection};
    let data =
        fs::read(path).map_err(|error| format!("cannot read {}: {error}", path.display()))?;
    let file = object::File::parse(&*data)
        .map_err(|error| format!("cannot parse {}: {error}", path.display()))?;
    let size = |names: &[&str]| -> u64 {
        names
            .iter()
            .filter_map(|name| file.section_by_name(name))
            .map(|section| section.size())
            .sum()
    };
    Ok((size(&[".vector_table", ".text", ".rodata", ".data"]), size(&[".data", ".bss", ".uninit"])))
}

/// Runs the ELF at `path` on the emulated board: its report's `name value` lines, or why it did
/// not run to its check.
fn run_target(path: &Path) -> Result<BTreeMap<String, String>, String> {
    let mut child = Command::new("qemu-system-arm")
        .args(BOARD)
        .args(["-nographic", "-semihosting-config", "enable=on,target=native", "-kernel"])
        .arg(path)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|error| format!("cannot run qemu-system-arm: {error}"))?;
    let started = Instant::now();
    while child.try_wait().map_err(|error| error.to_string())?.is_none() {
        if started.elapsed() > RUN_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("did not exit within {} s", RUN_LIMIT.as_secs()));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let output = child.wait_with_output().map_err(|error| error.to_string())?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    if !output.status.success() {
        let printed = stdout
            .lines()
            .chain(String::from_utf8_lossy(&output.stderr).lines())
            .map(str::trim)
            .filter(|line| !line.is_empty())
            .collect::<Vec<_>>()
            .join("; ");
        return Err(format!("exited with {}: {printed}", output.status));
    }
    Ok(stdout
        .lines()
        .filter_map(|line| line.split_once(' '))
        .map(|(name, value)| (name.to_owned(), value.trim().to_owned()))
        .collect())
}

/// Runs the host's build: the hexadecimal bytes it wrote.
fn run_host(path: &Path) -> Result<String, String> {
    let output = Command::new(path)
        .output()
        .map_err(|error| format!("cannot run {}: {error}", path.display()))?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    stdout
        .lines()
        .find_map(|line| line.strip_prefix("bytes "))
        .filter(|_| output.status.success())
        .map(str::to_owned)
        .ok_or_else(|| format!("the host's build did not round-trip ({})", output.status))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every format crate has its program (or its line that only builds the library), named once,
    /// and every source a program names is there.
    #[test]
    fn every_format_crate_has_one_program_and_its_sources_exist() {
        let all = pairs();
        let mut packages: Vec<&str> = all.iter().map(|pair| pair.format.package).collect();
        packages.dedup();
        let written: Vec<&str> = PROGRAMS.iter().map(|program| program.package).collect();
        for package in &packages {
            let count = written.iter().filter(|known| *known == package).count();
            assert_eq!(count, 1, "{package}: {count} programs in PROGRAMS");
        }
        for package in &written {
            assert!(packages.contains(package), "{package} is in PROGRAMS but no format crate");
        }
        let sources = workspace_root().join("crates/footprint/firmware");
        for program in PROGRAMS {
            for source in
                program.sources.iter().chain(&["serde.rs", "derived.rs", "value.rs", "baseline.rs"])
            {
                assert!(sources.join(source).exists(), "{}: no {source}", program.package);
            }
        }
    }

    /// A generated package builds on the library release its format crate resolves, without
    /// default features, with the allocator's features behind its own `alloc`.
    #[test]
    fn a_program_depends_on_the_release_its_format_crate_builds_on() {
        let metadata = MetadataCommand::new()
            .manifest_path(workspace_root().join("Cargo.toml"))
            .exec()
            .expect("cargo metadata");
        let root = target_dir().join("footprint-test-bare-metal");
        let postcard = PROGRAMS.iter().find(|program| program.package == "fmt-postcard");
        let package = write(&metadata, postcard, &root).expect("written");
        let manifest = fs::read_to_string(package.directory.join("Cargo.toml")).expect("manifest");
        let pinned = version(&metadata, "fmt-postcard", "postcard").expect("postcard's release");
        assert!(
            manifest.contains(&format!(
                "postcard = {{ version = \"={pinned}\", default-features = false, features = [] }}"
            )),
            "{manifest}"
        );
        assert!(
            manifest.contains("alloc = [\"firmware/alloc\", \"serde/alloc\", \"postcard/alloc\"]"),
            "{manifest}"
        );
        let main = fs::read_to_string(package.directory.join("src/main.rs")).expect("main.rs");
        assert!(main.contains("postcard::to_slice") && main.ends_with("firmware::program!();\n"));
        // The baseline is derived.rs's types without a derive but `PartialEq`.
        let baseline = write(&metadata, None, &root).expect("the baseline");
        let main = fs::read_to_string(baseline.directory.join("src/main.rs")).expect("main.rs");
        assert!(main.contains("#[derive(PartialEq, )]\npub struct Message"), "{main}");
        assert!(!main.contains("BORROWED") && !main.contains("OWNED"), "{main}");
        let _ = fs::remove_dir_all(&root);
    }
}
