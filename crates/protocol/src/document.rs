//! `bench-cli run --input FILE.json`: a user's own JSON document as a data set, through the
//! generic value model `serde_json::Value`.

use std::{
    path::{Path, PathBuf},
    sync::OnceLock,
};

use serde::{Deserialize, Serialize};

use bench_support::UsageError;

use crate::Dataset;

/// The largest document `--input` takes. Every format holds the parsed tree and its own encoding
/// in memory, several at once during the round-trip checks.
pub const MAX_BYTES: u64 = 256 << 20;

/// What the tables say under the document's results.
pub const NOTE: &str = "note: --input measures a generic value model (serde_json::Value): \
every format encodes a self-describing tree of maps, arrays and scalars, and only formats whose \
decoders are self-describing can read one back. A typed model (Rust structs, as the built-in data \
sets use) is faster in every format and opens the binary ones; read these numbers as a comparison \
of formats on your document's shape, not as what your typed code would measure.";

/// The user's document, parsed once per process.
static DOCUMENT: OnceLock<(PathBuf, serde_json::Value)> = OnceLock::new();

/// A JSON document as a data set: named `input`, one value, however large.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Document(serde_json::Value);

impl Dataset for Document {
    const NAME: &'static str = "input";
    const DESCRIPTION: &'static str = "your JSON document (--input), as serde_json::Value";
    const DEFAULT_LEN: usize = 1;
    const SEED: u64 = 0;

    /// The loaded document; `len` and `seed` do not apply.
    fn generate_seeded(_len: usize, _seed: u64) -> Self {
        match DOCUMENT.get() {
            Some((_, value)) => Self(value.clone()),
            None => panic!("the input document is used before it is loaded"),
        }
    }

    /// The number of JSON values in the tree: scalars, arrays and objects.
    fn records(&self) -> usize {
        fn count(value: &serde_json::Value) -> usize {
            1 + match value {
                serde_json::Value::Array(items) => items.iter().map(count).sum(),
                serde_json::Value::Object(members) => members.values().map(count).sum(),
                _ => 0,
            }
        }
        count(&self.0)
    }

    /// Not read through any view; a hash of the compact JSON, for completeness.
    fn checksum(&self) -> u64 {
        let mut sum = datasets::Checksum::new();
        serde_json::to_vec(&self.0).unwrap_or_default().iter().for_each(|b| sum.u64(u64::from(*b)));
        sum.finish()
    }
}

/// The name of a user's own values as a data set (`serbench::main!`, whose data set it is).
pub const YOURS: &str = "yours";
/// What the tables say of it.
pub const YOURS_DESCRIPTION: &str = "your values (serbench::main!), encoded as one sequence";

/// Every data set a results file can hold, `(name, description)` in table order: the built-in
/// ones, then the user's document, then a user's values.
pub fn every_dataset() -> Vec<(&'static str, &'static str)> {
    let mut datasets: Vec<_> = crate::datasets().iter().map(|d| (d.name, d.description)).collect();
    datasets.push((Document::NAME, Document::DESCRIPTION));
    datasets.push((YOURS, YOURS_DESCRIPTION));
    datasets
}

/// Loads the document for this process: the parent checks it, the benchmark child reloads it.
/// An unreadable, oversized or invalid file is a usage error with one clear line.
pub fn load(path: &Path) -> Result<(), UsageError> {
    let fail = |what: String| UsageError(format!("--input {}: {what}", path.display()));
    let metadata = std::fs::metadata(path).map_err(|error| fail(error.to_string()))?;
    if !metadata.is_file() {
        return Err(fail("not a file".into()));
    }
    if metadata.len() > MAX_BYTES {
        return Err(fail(format!(
            "{} bytes; documents up to {} MiB are supported",
            metadata.len(),
            MAX_BYTES >> 20
        )));
    }
    // The text, the value tree (a map entry or an array element takes tens of bytes), and each
    // format's encoding of it beside a decoded copy: sixteen times the file, at most.
    bench_support::check_memory(
        &format!("--input {}", path.display()),
        u128::from(metadata.len()) * 16,
    )?;
    let bytes = std::fs::read(path).map_err(|error| fail(error.to_string()))?;
    let value: serde_json::Value =
        serde_json::from_slice(&bytes).map_err(|error| fail(format!("not valid JSON: {error}")))?;
    match DOCUMENT.get() {
        Some((loaded, _)) if loaded != path => {
            Err(fail(format!("a different document ({}) is already loaded", loaded.display())))
        }
        Some(_) => Ok(()),
        None => {
            DOCUMENT.get_or_init(|| (path.to_path_buf(), value));
            Ok(())
        }
    }
}
