//! A decoded value as every language can write it without losing anything: the protocol between
//! the study and the other languages' peers (peers/README.md). Integers are decimal text of any
//! size, floats keep NaN, the infinities and -0, bytes are bytes, map keys may be of any kind.
//!
//! In Rust a wire's own bytes are read into it through the wire's serde library (serde_json,
//! rmp-serde, ciborium) with `deserialize_any`, so that what another language reads is compared
//! with what the bytes hold, not with what a Rust type makes of them.

use std::fmt;

use anyhow::{Context, bail};
use serde::de::{Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Value, json};

/// A value as the wire holds it.
#[derive(Clone, Debug, PartialEq)]
pub enum Tagged {
    Null,
    Bool(bool),
    /// Any integer the wires here carry (`u64` and `i64` both fit).
    Int(i128),
    Float(f64),
    Str(String),
    Bytes(Vec<u8>),
    Array(Vec<Tagged>),
    /// Entries in the order the bytes hold them.
    Map(Vec<(Tagged, Tagged)>),
    /// A CBOR tag around a value.
    Tag(u64, Box<Tagged>),
    /// A MessagePack extension: its type and bytes.
    Ext(i8, Vec<u8>),
    /// A value a peer's library has no mapping for (CBOR's `undefined`), as the peer names it.
    Other(String),
}

impl Tagged {
    /// A map with string keys, as a struct is written by name.
    pub fn fields<'a>(fields: impl IntoIterator<Item = (&'a str, Tagged)>) -> Tagged {
        Tagged::Map(
            fields.into_iter().map(|(key, value)| (Tagged::Str(key.into()), value)).collect(),
        )
    }

    /// The protocol's JSON form: `{"i": "12"}`, `{"f": "NaN"}`, `{"b": "00ff"}`,
    /// `{"m": [key, value, key, value, ...]}` (flat: a value nested 48 deep stays under
    /// serde_json's 128 levels), strings, arrays, `null` and booleans as themselves.
    pub fn to_json(&self) -> Value {
        match self {
            Tagged::Null => Value::Null,
            Tagged::Bool(value) => Value::Bool(*value),
            Tagged::Int(value) => json!({ "i": value.to_string() }),
            Tagged::Float(value) => json!({ "f": float_text(*value) }),
            Tagged::Str(value) => Value::String(value.clone()),
            Tagged::Bytes(bytes) => json!({ "b": hex(bytes) }),
            Tagged::Array(items) => Value::Array(items.iter().map(Tagged::to_json).collect()),
            Tagged::Map(entries) => json!({
                "m": entries.iter().flat_map(|(key, value)| [key.to_json(), value.to_json()]).collect::<Vec<_>>()
            }),
            Tagged::Tag(tag, value) => json!({ "tag": tag, "v": value.to_json() }),
            Tagged::Ext(kind, bytes) => json!({ "ext": kind, "b": hex(bytes) }),
            Tagged::Other(name) => json!({ "other": name }),
        }
    }

    /// Reads the protocol's JSON form (a peer's report).
    pub fn from_json(value: &Value) -> anyhow::Result<Tagged> {
        Ok(match value {
            Value::Null => Tagged::Null,
            Value::Bool(value) => Tagged::Bool(*value),
            Value::String(text) => Tagged::Str(text.clone()),
            Value::Array(items) => {
                Tagged::Array(items.iter().map(Tagged::from_json).collect::<anyhow::Result<_>>()?)
            }
            Value::Number(number) => bail!("a bare number ({number}) where the protocol tags it"),
            Value::Object(object) => {
                let text = |key: &str| {
                    object
                        .get(key)
                        .and_then(Value::as_str)
                        .with_context(|| format!("no text at `{key}`"))
                };
                if object.contains_key("i") {
                    let digits = text("i")?;
                    Tagged::Int(digits.parse().with_context(|| format!("integer `{digits}`"))?)
                } else if object.contains_key("f") {
                    Tagged::Float(parse_float(text("f")?)?)
                } else if object.contains_key("ext") {
                    let kind = object["ext"].as_i64().context("an extension's type")?;
                    Tagged::Ext(i8::try_from(kind)?, unhex(text("b")?)?)
                } else if object.contains_key("b") {
                    Tagged::Bytes(unhex(text("b")?)?)
                } else if let Some(items) = object.get("m") {
                    let items = items.as_array().context("a map's items")?;
                    if !items.len().is_multiple_of(2) {
                        bail!("a map's items are not key, value pairs");
                    }
                    let map = items
                        .chunks(2)
                        .map(|pair| {
                            Ok((Tagged::from_json(&pair[0])?, Tagged::from_json(&pair[1])?))
                        })
                        .collect::<anyhow::Result<_>>()?;
                    Tagged::Map(map)
                } else if let Some(tag) = object.get("tag") {
                    let tag = tag.as_u64().context("a tag's number")?;
                    Tagged::Tag(tag, Box::new(Tagged::from_json(&object["v"])?))
                } else if object.contains_key("other") {
                    Tagged::Other(text("other")?.to_string())
                } else {
                    bail!("an object the protocol does not know: {value}")
                }
            }
        })
    }

    /// A few words for a difference's place: the value, or its kind and length.
    pub fn short(&self) -> String {
        match self {
            Tagged::Null => "null".into(),
            Tagged::Bool(value) => value.to_string(),
            Tagged::Int(value) => value.to_string(),
            Tagged::Float(value) => float_text(*value),
            Tagged::Str(text) if text.chars().count() <= 24 => format!("{text:?}"),
            Tagged::Str(text) => format!("{:?}…", text.chars().take(24).collect::<String>()),
            Tagged::Bytes(bytes) => format!("{} bytes", bytes.len()),
            Tagged::Array(items) => format!("an array of {}", items.len()),
            Tagged::Map(entries) => format!("a map of {}", entries.len()),
            Tagged::Tag(tag, value) => format!("tag {tag} of {}", value.short()),
            Tagged::Ext(kind, bytes) => format!("extension {kind} of {} bytes", bytes.len()),
            Tagged::Other(name) => name.clone(),
        }
    }

    /// The kind's name: `an integer`, `a map`.
    pub fn kind(&self) -> &'static str {
        match self {
            Tagged::Null => "null",
            Tagged::Bool(_) => "a boolean",
            Tagged::Int(_) => "an integer",
            Tagged::Float(_) => "a float",
            Tagged::Str(_) => "a string",
            Tagged::Bytes(_) => "bytes",
            Tagged::Array(_) => "an array",
            Tagged::Map(_) => "a map",
            Tagged::Tag(..) => "a tagged value",
            Tagged::Ext(..) => "an extension value",
            Tagged::Other(_) => "a value of no kind here",
        }
    }
}

/// A float as the protocol writes it: `NaN`, `inf`, `-inf`, `-0`, else Rust's shortest form
/// that reads back to the same float.
pub fn float_text(value: f64) -> String {
    if value.is_nan() {
        "NaN".into()
    } else if value.is_infinite() {
        if value > 0.0 { "inf".into() } else { "-inf".into() }
    } else if value == 0.0 && value.is_sign_negative() {
        "-0".into()
    } else {
        format!("{value:?}")
    }
}

/// Reads a float the protocol wrote in any language's shortest form (`1e+21`, `1e21`, `inf`).
pub fn parse_float(text: &str) -> anyhow::Result<f64> {
    text.parse().with_context(|| format!("float `{text}`"))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

fn unhex(text: &str) -> anyhow::Result<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        bail!("hex of odd length");
    }
    (0..text.len())
        .step_by(2)
        .map(|at| {
            u8::from_str_radix(&text[at..at + 2], 16).with_context(|| format!("hex `{text}`"))
        })
        .collect()
}

/// A [`Tagged`] read from a wire's bytes through its serde library's `deserialize_any`.
#[derive(Debug)]
pub struct Wire(pub Tagged);

impl<'de> Deserialize<'de> for Wire {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(WireVisitor).map(Wire)
    }
}

struct WireVisitor;

impl<'de> Visitor<'de> for WireVisitor {
    type Value = Tagged;

    fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        formatter.write_str("any value")
    }

    fn visit_bool<E>(self, value: bool) -> Result<Tagged, E> {
        Ok(Tagged::Bool(value))
    }

    fn visit_i64<E>(self, value: i64) -> Result<Tagged, E> {
        Ok(Tagged::Int(value.into()))
    }

    fn visit_u64<E>(self, value: u64) -> Result<Tagged, E> {
        Ok(Tagged::Int(value.into()))
    }

    fn visit_i128<E>(self, value: i128) -> Result<Tagged, E> {
        Ok(Tagged::Int(value))
    }

    fn visit_u128<E: serde::de::Error>(self, value: u128) -> Result<Tagged, E> {
        i128::try_from(value).map(Tagged::Int).map_err(|_| E::custom("an integer above i128"))
    }

    fn visit_f32<E>(self, value: f32) -> Result<Tagged, E> {
        Ok(Tagged::Float(value.into()))
    }

    fn visit_f64<E>(self, value: f64) -> Result<Tagged, E> {
        Ok(Tagged::Float(value))
    }

    fn visit_char<E>(self, value: char) -> Result<Tagged, E> {
        Ok(Tagged::Str(value.into()))
    }

    fn visit_str<E>(self, value: &str) -> Result<Tagged, E> {
        Ok(Tagged::Str(value.into()))
    }

    fn visit_bytes<E>(self, value: &[u8]) -> Result<Tagged, E> {
        Ok(Tagged::Bytes(value.into()))
    }

    fn visit_none<E>(self) -> Result<Tagged, E> {
        Ok(Tagged::Null)
    }

    fn visit_unit<E>(self) -> Result<Tagged, E> {
        Ok(Tagged::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Tagged, D::Error> {
        deserializer.deserialize_any(WireVisitor)
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(
        self,
        deserializer: D,
    ) -> Result<Tagged, D::Error> {
        deserializer.deserialize_any(WireVisitor)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Tagged, A::Error> {
        let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(4096));
        while let Some(Wire(item)) = seq.next_element()? {
            items.push(item);
        }
        Ok(Tagged::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Tagged, A::Error> {
        let mut entries = Vec::with_capacity(map.size_hint().unwrap_or(0).min(4096));
        while let Some((Wire(key), Wire(value))) = map.next_entry()? {
            entries.push((key, value));
        }
        Ok(Tagged::Map(entries))
    }
}

/// Reads `bytes` of `wire` (`json`, `msgpack`, `cbor`, `toml`, `yaml`) as the wire holds them:
/// YAML as its version 1.2 does (serde-saphyr's `strict_booleans`: `true` and `false` are its
/// only booleans, where the library's default reads YAML 1.1's `yes`, `on` and `y` as booleans
/// too when no type says otherwise; and `.nan` and `.inf` as the floats they are, which its
/// default refuses when no type asks for a float). serde-saphyr reads a `!!binary` scalar without
/// a type only as UTF-8 text: bytes that are not fail the reading.
pub fn read_wire(wire: &str, bytes: &[u8]) -> anyhow::Result<Tagged> {
    let Wire(value) = match wire {
        "json" => serde_json::from_slice(bytes)?,
        "msgpack" => rmp_serde::from_slice(bytes)?,
        "cbor" => ciborium::from_reader(bytes)?,
        "toml" => toml::from_slice(bytes)?,
        "yaml" => serde_saphyr::from_slice_with_options(
            bytes,
            serde_saphyr::options! {
                strict_booleans: true,
                non_finite_float_policy: serde_saphyr::NonFiniteFloatPolicy::PassThrough,
            },
        )?,
        other => bail!("no reading of wire `{other}`"),
    };
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_protocol_form_reads_back_to_the_same_value() {
        let value = Tagged::Map(vec![
            (Tagged::Str("big".into()), Tagged::Int((1 << 53) + 1)),
            (Tagged::Int(-7), Tagged::Float(-0.0)),
            (Tagged::Str("nan".into()), Tagged::Float(f64::NAN)),
            (Tagged::Str("raw".into()), Tagged::Bytes(vec![0, 255])),
            (Tagged::Str("list".into()), Tagged::Array(vec![Tagged::Null, Tagged::Bool(true)])),
            (Tagged::Str("tag".into()), Tagged::Tag(1, Box::new(Tagged::Int(0)))),
        ]);
        let json = value.to_json();
        assert_eq!(json["m"][1], json!({ "i": "9007199254740993" }));
        assert_eq!(json["m"][3], json!({ "f": "-0" }));
        let back = Tagged::from_json(&json).unwrap();
        // NaN is not equal to itself: compare the forms.
        assert_eq!(back.to_json(), json);
        assert!(matches!(&back, Tagged::Map(entries) if entries[1].1 == Tagged::Float(-0.0)));
    }

    #[test]
    fn each_wire_is_read_as_its_bytes_hold_it() {
        #[derive(serde::Serialize)]
        struct Record {
            id: u64,
            #[serde(with = "serde_bytes")]
            raw: Vec<u8>,
        }
        let record = Record { id: u64::MAX, raw: vec![1, 2] };
        let json = read_wire("json", &serde_json::to_vec(&record).unwrap()).unwrap();
        assert_eq!(
            json,
            Tagged::fields([
                ("id", Tagged::Int(u64::MAX.into())),
                ("raw", Tagged::Array(vec![Tagged::Int(1), Tagged::Int(2)])),
            ])
        );
        // rmp-serde's default writes a struct as an array; bytes as MessagePack's bin.
        let msgpack = read_wire("msgpack", &rmp_serde::to_vec(&record).unwrap()).unwrap();
        assert_eq!(
            msgpack,
            Tagged::Array(vec![Tagged::Int(u64::MAX.into()), Tagged::Bytes(vec![1, 2])])
        );
        let mut cbor = Vec::new();
        ciborium::into_writer(&record, &mut cbor).unwrap();
        assert_eq!(
            read_wire("cbor", &cbor).unwrap(),
            Tagged::fields([
                ("id", Tagged::Int(u64::MAX.into())),
                ("raw", Tagged::Bytes(vec![1, 2]))
            ])
        );
        // TOML has integers up to i64's; YAML read as 1.2 does: `y` and `yes` are strings,
        // `.nan` a float.
        let toml = read_wire("toml", b"id = 9223372036854775807\nname = \"a\"\n").unwrap();
        assert_eq!(
            toml,
            Tagged::fields([
                ("id", Tagged::Int(i64::MAX.into())),
                ("name", Tagged::Str("a".into()))
            ])
        );
        let yaml = read_wire("yaml", b"y: yes\nnan: .nan\n").unwrap();
        let Tagged::Map(entries) = &yaml else { panic!("{yaml:?}") };
        assert_eq!(entries[0], (Tagged::Str("y".into()), Tagged::Str("yes".into())));
        assert!(matches!(entries[1].1, Tagged::Float(nan) if nan.is_nan()), "{yaml:?}");
    }
}
