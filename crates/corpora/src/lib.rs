//! The real-world corpora: three JSON documents every JSON benchmark since nativejson-benchmark
//! uses, each with a typed Rust model written for it, as benchmark data sets.
//!
//! - `twitter`: a search API reply, 100 statuses with users, entities, unicode text and optional
//!   fields (631,514 bytes of JSON).
//! - `citm`: a ticketing catalog: maps keyed by numeric ids, nested objects, many small integers
//!   and nulls (1,727,204 bytes).
//! - `canada`: one GeoJSON polygon, the Canadian border as 55,563 `[lon, lat]` pairs of `f64`
//!   (2,251,051 bytes).
//!
//! The files are committed unchanged in `data/` (from serde-rs/json-benchmark; pinned by the
//! tests) and embedded in the binary: a data set is the file parsed into its model, never
//! generated. `generate(len)` keeps the first `len` records (statuses, performances, points), so
//! tests can use a slice of the same data; the seed is ignored.
//!
//! Modelling choices, kept the same for every format: JSON `null`s that are always null are `()`;
//! fields that are sometimes absent or null are `Option`; objects keyed by numeric ids are
//! `BTreeMap<u32, _>` (ordered, so every encoding is deterministic); two-element arrays are
//! tuples. The twitter model is not recursive (a retweet's status has no retweet of its own in the
//! data), because bitcode 0.6 supports no recursive types.

// nanoserde's JSON derive writes its enum decoding as matches that clippy would write with `?`;
// the lint cannot tell a derive's code from ours, since the derive re-parses its output.
#![cfg_attr(feature = "nanoserde-json", allow(clippy::question_mark))]

// The corpora are JSON documents that serde_json loads, so serde's derives are always on: the
// `serde` feature exists only so that `datasets::model!`, read in this crate, derives them.
#[cfg(not(feature = "serde"))]
compile_error!("the corpora need the `serde` feature (on by default): serde_json loads them");

pub mod canada;
pub mod citm;
pub mod twitter;

use std::sync::OnceLock;

use serde::de::DeserializeOwned;

/// Parses an embedded corpus once per process and hands out copies. The files are committed and
/// pinned by hash in the tests, so a failure here is a broken checkout, not an input error.
fn parsed<T: DeserializeOwned + Clone>(cell: &OnceLock<T>, name: &str, json: &str) -> T {
    cell.get_or_init(|| {
        serde_json::from_str(json)
            .unwrap_or_else(|error| panic!("corpus {name} does not parse: {error}"))
    })
    .clone()
}

/// The checksum of a corpus value: FNV-1a over its JSON re-serialization, folded through
/// `Checksum` so it lives in the same space as the generated data sets' checksums. No zero-copy
/// format reads the corpora, so nothing compares it with a view; the snapshot test pins it.
fn checksum<T: serde::Serialize>(value: &T) -> u64 {
    let json = serde_json::to_vec(value).unwrap_or_default();
    let mut sum = datasets::Checksum::new();
    sum.len(json.len());
    for chunk in json.chunks(8) {
        let mut word = [0; 8];
        word[..chunk.len()].copy_from_slice(chunk);
        sum.u64(u64::from_le_bytes(word));
    }
    sum.finish()
}

#[cfg(test)]
mod tests {
    use datasets::Dataset;
    use expect_test::expect;

    use super::*;

    fn summary<T: Dataset + serde::Serialize>(file: &str) -> String {
        let value = T::generate(T::DEFAULT_LEN);
        let json = serde_json::to_string(&value).unwrap();
        let mut file_hash = datasets::Checksum::new();
        file.bytes().for_each(|byte| file_hash.u64(u64::from(byte)));
        format!(
            "{:<7} file {:>7} bytes, hash {:016x}; {:>5} records, {:>7} bytes of compact JSON, checksum {:016x}\n",
            T::NAME,
            file.len(),
            file_hash.finish(),
            value.records(),
            json.len(),
            value.checksum()
        )
    }

    /// The committed files are the expected ones (length and content hash; their sha256 sums are
    /// in docs/methodology.md), and what the models hold is pinned: record counts, the compact
    /// re-serialization's length and its checksum.
    #[test]
    fn corpora_parse_and_are_pinned() {
        let text = summary::<twitter::Twitter>(twitter::JSON)
            + &summary::<citm::Citm>(citm::JSON)
            + &summary::<canada::Canada>(canada::JSON);
        expect![[r#"
            twitter file  631514 bytes, hash 9f936e6365103774;   100 records,  475954 bytes of compact JSON, checksum b744f9e3eb5e51a5
            citm    file 1727204 bytes, hash 9dd91d9fc09eb02e;   243 records,  500299 bytes of compact JSON, checksum 2ba9c82cb9cf3ea0
            canada  file 2251051 bytes, hash 9993a40f9403ce50; 55563 records, 2090326 bytes of compact JSON, checksum 07f8d6bbb2b5d999
        "#]].assert_eq(&text);
    }

    /// The JSON value in a normal form: members whose value is null removed (the models write an
    /// absent optional member as null, which JSON readers treat alike) and integral floats as
    /// integers (canada.json writes 46 coordinates as integers, which the model holds as `f64`).
    fn without_nulls(value: serde_json::Value) -> serde_json::Value {
        use serde_json::Value;
        match value {
            Value::Number(number) => match number.as_f64() {
                Some(float) if number.is_f64() && float.fract() == 0.0 && float.abs() < 1e15 => {
                    Value::from(float as i64)
                }
                _ => Value::Number(number),
            },
            Value::Object(members) => Value::Object(
                members
                    .into_iter()
                    .filter(|(_, value)| !value.is_null())
                    .map(|(key, value)| (key, without_nulls(value)))
                    .collect(),
            ),
            Value::Array(items) => Value::Array(items.into_iter().map(without_nulls).collect()),
            other => other,
        }
    }

    /// Re-serializing a model gives back the file's data: the same JSON value, member for member
    /// (modulo key order, number formatting, and null versus absent).
    #[test]
    fn models_keep_every_value_of_the_files() {
        fn same<T: Dataset + serde::Serialize>(file: &str) {
            let original = without_nulls(serde_json::from_str(file).unwrap());
            let model = without_nulls(serde_json::to_value(T::generate(T::DEFAULT_LEN)).unwrap());
            assert!(model == original, "{}: the model drops or changes a value", T::NAME);
        }
        same::<twitter::Twitter>(twitter::JSON);
        same::<citm::Citm>(citm::JSON);
        same::<canada::Canada>(canada::JSON);
    }

    /// `generate(len)` slices the corpus: fewer records, same leading data.
    #[test]
    fn generate_keeps_the_first_records() {
        let small = canada::Canada::generate(10);
        assert_eq!(small.records(), 10);
        let full = canada::Canada::generate(canada::Canada::DEFAULT_LEN);
        assert_eq!(
            small.features[0].geometry.coordinates[0][..],
            full.features[0].geometry.coordinates[0][..10]
        );
        assert_eq!(twitter::Twitter::generate(3).records(), 3);
        assert_eq!(citm::Citm::generate(5).records(), 5);
    }
}
