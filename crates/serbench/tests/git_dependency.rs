//! serbench as a project adds it: a crate of its own, outside this workspace, that takes serbench
//! from a git URL (this checkout's, `file://`, at its HEAD commit) beside releases its own
//! manifest pins, older than the workbench's lock: serde 1.0.219 and serde_json 1.0.140. Cargo
//! resolves serbench's caret requirements against them (and, for what they exclude, older
//! releases of the libraries: rmp-serde 1.3.0, serde_bytes 0.11.17), builds it, and the bench
//! target prints its survival table. serde-saphyr 2 and flexon need serde 1.0.220, so the crate
//! leaves out serbench's default features, and the table says so.
//!
//! The README's "Your own types" is built too, as a new user follows it: its manifest lines under
//! a package of the name its bench block gives, each Rust block where its first line says.
//!
//! The crates are built in a target directory of their own under the tests' (kept between runs).
//! What they build is the committed HEAD: uncommitted changes are not in the test.

use std::{path::Path, process::Command};

use cargo_lock::Lockfile;

const MANIFEST: &str = r#"[package]
name = "user-crate"
version = "0.1.0"
edition = "2024"
publish = false

# Not a member of the workbench's workspace, which it sits under.
[workspace]

[dependencies]
serde = { version = "=1.0.219", features = ["derive"] }
serde_json = "=1.0.140"

[dev-dependencies]
serbench = { git = "URL", rev = "REV", default-features = false }

[[bench]]
name = "formats"
harness = false
"#;

const BENCH: &str = r#"#[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug, Clone)]
struct Reading {
    sensor: u32,
    label: String,
    celsius: Option<f64>,
}

serbench::main!(|| (0..20)
    .map(|sensor| Reading { sensor, label: format!("s{sensor}"), celsius: Some(sensor as f64) })
    .collect());
"#;

fn run(command: &mut Command) -> String {
    let output = command.output().expect("cannot start a command");
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), output.stderr);
    let stderr = String::from_utf8_lossy(&stderr);
    assert!(output.status.success(), "{command:?} failed:\n{stdout}\n{stderr}");
    stdout.into_owned()
}

/// `cargo test --benches` in the user's crate at `user`, built under `dir`: its survival table.
fn survival_table(user: &Path, dir: &Path) -> String {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    run(Command::new(cargo)
        .current_dir(user)
        .args(["test", "--benches"])
        .env("CARGO_TARGET_DIR", dir.join("target"))
        // git's own fetch reads a shallow checkout (a CI's) that cargo's built-in one refuses.
        .env("CARGO_NET_GIT_FETCH_WITH_CLI", "true"))
}

#[test]
fn a_crate_takes_serbench_from_a_git_url_beside_its_own_older_releases() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let root = root.canonicalize().expect("the repository's root");
    let head = run(Command::new("git").arg("-C").arg(&root).args(["rev-parse", "HEAD"]));
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("git-dependency");
    let user = dir.join("user-crate");
    std::fs::create_dir_all(user.join("benches")).expect("the crate's folder");
    std::fs::create_dir_all(user.join("src")).expect("the crate's folder");
    let url = format!("file://{}", root.display());
    let manifest = MANIFEST.replace("URL", &url).replace("REV", head.trim());
    std::fs::write(user.join("Cargo.toml"), manifest).expect("the manifest");
    std::fs::write(user.join("src/lib.rs"), "").expect("the library");
    std::fs::write(user.join("benches/formats.rs"), BENCH).expect("the bench target");
    // A lock of the crate's own, resolved afresh as a new user's is.
    let _ = std::fs::remove_file(user.join("Cargo.lock"));

    let table = survival_table(&user, &dir);

    let lock = Lockfile::load(user.join("Cargo.lock")).expect("the crate's lock");
    let resolved = |name: &str| {
        let packages = lock.packages.iter().filter(|package| package.name.as_str() == name);
        packages.map(|package| package.version.to_string()).collect::<Vec<_>>()
    };
    assert_eq!(resolved("serde"), ["1.0.219"]);
    assert_eq!(resolved("serde_json"), ["1.0.140"]);
    assert!(resolved("serde-saphyr").is_empty(), "{:?}", resolved("serde-saphyr"));
    assert!(resolved("flexon").is_empty(), "{:?}", resolved("flexon"));
    for format in ["serde_json/serde", "postcard/serde", "rmp-serde/serde", "ron/serde"] {
        let line = table.lines().find(|line| line.starts_with(format));
        assert!(line.is_some_and(|line| line.contains("round-trips")), "{format}:\n{table}");
    }
    assert!(table.contains("serde-saphyr/serde: not built"), "{table}");
    assert!(table.contains("flexon/serde: not built"), "{table}");
}

/// The fenced blocks of `markdown`'s section under the level-2 heading `title`: (language, text).
fn section_blocks(markdown: &str, title: &str) -> Vec<(String, String)> {
    use pulldown_cmark::{CodeBlockKind, Event, HeadingLevel, Parser, Tag, TagEnd};
    let (mut inside, mut heading, mut block) = (false, None::<String>, None::<(String, String)>);
    let mut blocks = Vec::new();
    for event in Parser::new(markdown) {
        match event {
            Event::Start(Tag::Heading { level: HeadingLevel::H2, .. }) => {
                heading = Some(String::new());
            }
            Event::End(TagEnd::Heading(HeadingLevel::H2)) => {
                inside = heading.take().is_some_and(|text| text == title);
            }
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(language))) if inside => {
                block = Some((language.to_string(), String::new()));
            }
            Event::End(TagEnd::CodeBlock) => blocks.extend(block.take()),
            Event::Text(text) => {
                if let Some(heading) = &mut heading {
                    heading.push_str(&text);
                } else if let Some((_, body)) = &mut block {
                    body.push_str(&text);
                }
            }
            _ => {}
        }
    }
    blocks
}

#[test]
fn the_readme_s_own_types_build_as_shown() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let root = root.canonicalize().expect("the repository's root");
    let readme = std::fs::read_to_string(root.join("README.md")).expect("the README");
    let blocks = section_blocks(&readme, "Your own types");
    let manifests: Vec<&String> =
        blocks.iter().filter(|(language, _)| language == "toml").map(|(_, text)| text).collect();
    assert_eq!(manifests.len(), 1, "one manifest block: {blocks:?}");
    let url = format!("file://{}", root.display());
    assert!(manifests[0].contains("<this repository's URL>"), "{}", manifests[0]);
    // The crate's name, as the bench block says it.
    let rust: Vec<&String> =
        blocks.iter().filter(|(language, _)| language == "rust").map(|(_, text)| text).collect();
    let name = rust
        .iter()
        .find_map(|text| text.split("named `").nth(1)?.split('`').next())
        .expect("a block names the crate");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("git-dependency");
    let user = dir.join(name);
    let _ = std::fs::remove_dir_all(user.join("src"));
    let _ = std::fs::remove_dir_all(user.join("benches"));
    let manifest = format!(
        "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\
         publish = false\n\n[workspace]\n\n{}",
        manifests[0].replace("<this repository's URL>", &url)
    );
    std::fs::create_dir_all(&user).expect("the crate's folder");
    std::fs::write(user.join("Cargo.toml"), manifest).expect("the manifest");
    for text in &rust {
        // `// src/lib.rs: ...`: the file the block is.
        let path = text
            .strip_prefix("// ")
            .and_then(|line| line.split([':', ' ', '\n']).next())
            .unwrap_or_else(|| panic!("a Rust block starts with the file it is:\n{text}"));
        let path = user.join(path);
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("the block's folder");
        std::fs::write(&path, text).expect("the block");
    }
    let _ = std::fs::remove_file(user.join("Cargo.lock"));
    let table = survival_table(&user, &dir);
    for format in ["serde_json/serde", "postcard/serde", "serde-saphyr/serde", "flexon/serde"] {
        let line = table.lines().find(|line| line.starts_with(format));
        assert!(line.is_some_and(|line| line.contains("round-trips")), "{format}:\n{table}");
    }
}
