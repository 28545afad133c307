//! The suites' cases, read from the copies under `suites/`, in one order (the children and their
//! parent count them alike).

use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use conformance_file::Expected;

use crate::value::Value;

/// Where the suites are copied.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("suites")
}

/// One case.
#[derive(Debug)]
pub struct Case {
    /// The suite's own name for it: a file (`y_array_empty`, `valid/array/empty`), a case's
    /// folder (`2G84/00`), or a MessagePack value's group, number and encoding.
    pub name: String,
    pub expected: Expected,
    pub input: Input,
}

#[derive(Debug)]
pub enum Input {
    /// A document, and where the suite gives it, the value it must read to as JSON
    /// (toml-test's typed JSON; yaml-test-suite's documents, one after another).
    Document { bytes: Vec<u8>, json: Option<Vec<u8>> },
    /// MessagePack bytes that must read to `value`.
    Decode { bytes: Vec<u8>, value: Value },
    /// A value that must be written as one of `encodings`.
    Encode { value: Value, encodings: Vec<Vec<u8>> },
}

impl Case {
    /// A document's bytes (empty for the MessagePack checks).
    pub fn bytes(&self) -> &[u8] {
        match &self.input {
            Input::Document { bytes, .. } | Input::Decode { bytes, .. } => bytes,
            Input::Encode { .. } => &[],
        }
    }
}

pub(crate) fn read(path: &Path) -> anyhow::Result<Vec<u8>> {
    std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))
}

pub(crate) fn json(root: &Path) -> anyhow::Result<Vec<Case>> {
    let mut names: Vec<String> = std::fs::read_dir(root)
        .with_context(|| format!("cannot read {}", root.display()))?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".json"))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|file| {
            let expected = match &file[..2] {
                "y_" => Expected::Accept,
                "n_" => Expected::Reject,
                "i_" => Expected::Either,
                _ => bail!("JSONTestSuite file {file} is none of y_, n_, i_"),
            };
            let bytes = read(&root.join(&file))?;
            let name = file.trim_end_matches(".json").to_string();
            Ok(Case { name, expected, input: Input::Document { bytes, json: None } })
        })
        .collect()
}

pub(crate) fn toml(root: &Path) -> anyhow::Result<Vec<Case>> {
    let list = String::from_utf8(read(&root.join("files-toml-1.1.0"))?)?;
    let mut cases = Vec::new();
    for path in list.lines().filter(|line| line.ends_with(".toml")) {
        let name = path.trim_end_matches(".toml").to_string();
        let bytes = read(&root.join(path))?;
        let case = if let Some(valid) = name.strip_prefix("valid/") {
            let json = read(&root.join(format!("valid/{valid}.json")))?;
            Case {
                name,
                expected: Expected::Accept,
                input: Input::Document { bytes, json: Some(json) },
            }
        } else {
            Case { name, expected: Expected::Reject, input: Input::Document { bytes, json: None } }
        };
        cases.push(case);
    }
    Ok(cases)
}

pub(crate) fn yaml(root: &Path) -> anyhow::Result<Vec<Case>> {
    let mut folders = Vec::new();
    find_cases(root, root, &mut folders)?;
    folders.sort();
    folders
        .into_iter()
        .map(|name| {
            let folder = root.join(&name);
            let bytes = read(&folder.join("in.yaml"))?;
            let fails = folder.join("error").exists();
            let json = folder.join("in.json");
            let json = if json.exists() && !fails { Some(read(&json)?) } else { None };
            let expected = if fails { Expected::Reject } else { Expected::Accept };
            Ok(Case { name, expected, input: Input::Document { bytes, json } })
        })
        .collect()
}

/// Every folder under `folder` with an `in.yaml`, by its path from `root`.
fn find_cases(root: &Path, folder: &Path, found: &mut Vec<String>) -> anyhow::Result<()> {
    for entry in std::fs::read_dir(folder)? {
        let path = entry?.path();
        if path.is_dir() {
            find_cases(root, &path, found)?;
        } else if path.file_name().is_some_and(|name| name == "in.yaml") {
            let case = path.parent().unwrap_or(folder).strip_prefix(root)?;
            found.push(case.to_string_lossy().into_owned());
        }
    }
    Ok(())
}

/// A stream of JSON documents, one after another (yaml-test-suite's `in.json`).
pub fn json_stream(bytes: &[u8]) -> Vec<serde_json::Value> {
    serde_json::Deserializer::from_slice(bytes)
        .into_iter::<serde_json::Value>()
        .map_while(Result::ok)
        .collect()
}
