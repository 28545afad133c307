//! msgpack-test-suite: its cases, the value a case holds, and the two libraries' readings.
//!
//! A case is a value and the encodings that hold it; its authors' driver (kawanet/msgpack-test-js)
//! passes a reader that reads every encoding to the value, numbers compared as numbers (an
//! integer written as a float is the integer), and a writer whose bytes are one of them. A
//! timestamp is the extension type -1 (the libraries here hand it over as its bytes), compared
//! as its seconds and nanoseconds, as the specification lays them out.

use std::{collections::BTreeMap, fmt, path::Path};

use anyhow::{Context, bail};
use conformance_file::{Expected, Got};

use crate::{
    cases::{Case, Input},
    value::{TIMESTAMP, Value},
};

/// A timestamp's seconds and nanoseconds from its extension bytes (32, 64 or 96 bits).
fn timestamp(bytes: &[u8]) -> Option<(i64, u32)> {
    match bytes.len() {
        4 => Some((i64::from(u32::from_be_bytes(bytes.try_into().ok()?)), 0)),
        8 => {
            let both = u64::from_be_bytes(bytes.try_into().ok()?);
            Some(((both & 0x3_ffff_ffff) as i64, (both >> 34) as u32))
        }
        12 => Some((
            i64::from_be_bytes(bytes[4..].try_into().ok()?),
            u32::from_be_bytes(bytes[..4].try_into().ok()?),
        )),
        _ => None,
    }
}

/// A timestamp's extension bytes in the smallest form that holds it.
fn timestamp_bytes(seconds: i64, nanoseconds: u32) -> Vec<u8> {
    if nanoseconds == 0 && (0..=i64::from(u32::MAX)).contains(&seconds) {
        (seconds as u32).to_be_bytes().to_vec()
    } else if (0..1 << 34).contains(&seconds) {
        ((u64::from(nanoseconds) << 34) | seconds as u64).to_be_bytes().to_vec()
    } else {
        let mut bytes = nanoseconds.to_be_bytes().to_vec();
        bytes.extend(seconds.to_be_bytes());
        bytes
    }
}

/// Whether a reader's `got` is the suite's `want`, as its driver compares them.
fn same(got: &Value, want: &Value) -> bool {
    match (got, want) {
        (Value::Int(a), Value::Int(b)) => a == b,
        (Value::Float(a), Value::Float(b)) => a == b || (a.is_nan() && b.is_nan()),
        (Value::Float(a), Value::Int(b)) | (Value::Int(b), Value::Float(a)) => *a == *b as f64,
        (Value::Array(a), Value::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(a, b)| same(a, b))
        }
        (Value::Map(a), Value::Map(b)) => {
            a.len() == b.len()
                && a.iter().zip(b).all(|((ka, va), (kb, vb))| same(ka, kb) && same(va, vb))
        }
        (Value::Ext(TIMESTAMP, a), Value::Ext(TIMESTAMP, b)) => {
            timestamp(a).is_some() && timestamp(a) == timestamp(b)
        }
        _ => got == want,
    }
}

fn hex(text: &str) -> anyhow::Result<Vec<u8>> {
    text.split('-')
        .filter(|pair| !pair.is_empty())
        .map(|pair| u8::from_str_radix(pair, 16).with_context(|| format!("not hex: {text}")))
        .collect()
}

fn hex_of(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect::<Vec<_>>().join("-")
}

/// A JSON value of the suite as MessagePack: integers as integers, other numbers as floats.
fn from_json(json: &serde_json::Value) -> anyhow::Result<Value> {
    use serde_json::Value as Json;
    Ok(match json {
        Json::Null => Value::Nil,
        Json::Bool(b) => Value::Bool(*b),
        Json::Number(n) => match (n.as_i64(), n.as_u64()) {
            (Some(i), _) => Value::Int(i.into()),
            (None, Some(u)) => Value::Int(u.into()),
            _ => Value::Float(n.as_f64().context("a number")?),
        },
        Json::String(s) => Value::Str(s.clone()),
        Json::Array(items) => Value::Array(items.iter().map(from_json).collect::<Result<_, _>>()?),
        Json::Object(map) => Value::Map(
            map.iter()
                .map(|(key, value)| Ok((Value::Str(key.clone()), from_json(value)?)))
                .collect::<anyhow::Result<_>>()?,
        ),
    })
}

/// A case's value from its entry (`{"number": 1, "msgpack": [...]}`).
fn case_value(entry: &serde_json::Map<String, serde_json::Value>) -> anyhow::Result<Value> {
    let field = |name: &str| entry.get(name);
    if let Some(bignum) = field("bignum") {
        let text = bignum.as_str().context("a bignum's text")?;
        return Ok(Value::Int(text.parse().with_context(|| format!("bignum {text}"))?));
    }
    if let Some(binary) = field("binary") {
        return Ok(Value::Bin(hex(binary.as_str().context("a binary's hex")?)?));
    }
    if let Some(stamp) = field("timestamp") {
        let seconds = stamp[0].as_i64().context("a timestamp's seconds")?;
        let nanoseconds = stamp[1].as_u64().context("a timestamp's nanoseconds")? as u32;
        return Ok(Value::Ext(TIMESTAMP, timestamp_bytes(seconds, nanoseconds)));
    }
    if let Some(ext) = field("ext") {
        let kind = ext[0].as_i64().context("an ext's type")? as i8;
        return Ok(Value::Ext(kind, hex(ext[1].as_str().context("an ext's hex")?)?));
    }
    for kind in ["nil", "bool", "number", "string", "array", "map"] {
        if let Some(value) = field(kind) {
            return from_json(value);
        }
    }
    bail!("a case with no value: {entry:?}")
}

/// Every case of the suite: each encoding of each value read, and each value written.
pub(crate) fn cases(path: &Path) -> anyhow::Result<Vec<Case>> {
    let text = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    let groups: BTreeMap<String, Vec<serde_json::Map<String, serde_json::Value>>> =
        serde_json::from_slice(&text).context("msgpack-test-suite.json")?;
    let mut cases = Vec::new();
    for (group, entries) in groups {
        let group = group.trim_end_matches(".yaml");
        for (number, entry) in entries.iter().enumerate() {
            let value = case_value(entry)?;
            let encodings: Vec<Vec<u8>> = entry["msgpack"]
                .as_array()
                .context("a case's encodings")?
                .iter()
                .map(|text| hex(text.as_str().unwrap_or_default()))
                .collect::<Result<_, _>>()?;
            for bytes in &encodings {
                cases.push(Case {
                    name: format!("{group} #{number} read {}", hex_of(bytes)),
                    expected: Expected::Accept,
                    input: Input::Decode { bytes: bytes.clone(), value: value.clone() },
                });
            }
            cases.push(Case {
                name: format!("{group} #{number} write"),
                expected: Expected::Accept,
                input: Input::Encode { value, encodings },
            });
        }
    }
    Ok(cases)
}

/// A check through a library's `read` and `write`.
fn check<E: fmt::Display, F: fmt::Display>(
    case: &Case,
    read: impl Fn(&[u8]) -> Result<Value, E>,
    write: impl Fn(&Value) -> Result<Vec<u8>, F>,
) -> (Got, String) {
    match &case.input {
        Input::Decode { bytes, value } => match read(bytes) {
            Ok(got) if same(&got, value) => (Got::Accepted, String::new()),
            Ok(got) => (Got::Other, crate::shorten(&format!("{got:?}"))),
            Err(error) => (Got::Rejected, crate::one_line(&error.to_string())),
        },
        Input::Encode { value, encodings } => match write(value) {
            Ok(bytes) if encodings.contains(&bytes) => (Got::Accepted, String::new()),
            Ok(bytes) => (Got::Other, format!("wrote {}", hex_of(&bytes))),
            Err(error) => (Got::Rejected, crate::one_line(&error.to_string())),
        },
        Input::Document { .. } => (Got::Rejected, "not a MessagePack case".into()),
    }
}

/// rmp-serde, through serde's data model into [`Value`] and back.
pub(crate) fn rmp_serde(case: &Case) -> (Got, String) {
    check(case, |bytes| rmp_serde::from_slice::<Value>(bytes), rmp_serde::to_vec)
}

/// zerompk, through its own value type.
pub(crate) fn zerompk(case: &Case) -> (Got, String) {
    check(
        case,
        |bytes| zerompk::from_msgpack::<zerompk::Value>(bytes).map(|value| from_zerompk(&value)),
        |value| zerompk::to_msgpack_vec(&to_zerompk(value)),
    )
}

fn from_zerompk(value: &zerompk::Value) -> Value {
    use zerompk::Value as Z;
    match value {
        Z::Nil => Value::Nil,
        Z::Boolean(b) => Value::Bool(*b),
        Z::Unsigned(u) => Value::Int((*u).into()),
        Z::Signed(i) => Value::Int((*i).into()),
        Z::Float32(f) => Value::Float((*f).into()),
        Z::Float64(f) => Value::Float(*f),
        Z::String(s) => Value::Str(s.to_string()),
        Z::Binary(b) => Value::Bin(b.to_vec()),
        Z::Array(items) => Value::Array(items.iter().map(from_zerompk).collect()),
        Z::Map(pairs) => {
            Value::Map(pairs.iter().map(|(k, v)| (from_zerompk(k), from_zerompk(v))).collect())
        }
        Z::Extension(kind, bytes) => Value::Ext(*kind, bytes.to_vec()),
    }
}

fn to_zerompk(value: &Value) -> zerompk::Value<'static> {
    use zerompk::Value as Z;
    match value {
        Value::Nil => Z::Nil,
        Value::Bool(b) => Z::Boolean(*b),
        Value::Int(i) => match u64::try_from(*i) {
            Ok(u) => Z::Unsigned(u),
            Err(_) => Z::Signed(*i as i64),
        },
        Value::Float(f) => Z::Float64(*f),
        Value::Str(s) => Z::String(s.clone().into()),
        Value::Bin(b) => Z::Binary(b.clone().into()),
        Value::Array(items) => Z::Array(items.iter().map(to_zerompk).collect()),
        Value::Map(pairs) => {
            Z::Map(pairs.iter().map(|(k, v)| (to_zerompk(k), to_zerompk(v))).collect())
        }
        Value::Ext(kind, bytes) => Z::Extension(*kind, bytes.clone().into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_timestamp_reads_back_from_its_smallest_bytes() {
        for (seconds, nanoseconds, length) in
            [(1_514_862_245, 0, 4), (1_514_862_245, 678_901_234, 8), (-1, 999_999_999, 12)]
        {
            let bytes = timestamp_bytes(seconds, nanoseconds);
            assert_eq!(bytes.len(), length);
            assert_eq!(timestamp(&bytes), Some((seconds, nanoseconds)));
        }
    }

    #[test]
    fn numbers_compare_as_numbers_and_nothing_else_does() {
        assert!(same(&Value::Float(1.0), &Value::Int(1)));
        assert!(!same(&Value::Float(1.5), &Value::Int(1)));
        assert!(!same(&Value::Str("1".into()), &Value::Int(1)));
        assert!(!same(&Value::Bin(vec![1]), &Value::Array(vec![Value::Int(1)])));
    }
}
