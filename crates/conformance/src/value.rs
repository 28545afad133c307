//! The study's value type, read through serde's `deserialize_any` and written back: what a
//! library that has no value type of its own (rmp-serde) or whose README's (serde_json's, for
//! serde-saphyr) cannot hold what its wire can (keys that are not strings) reads unknown input
//! into.

use std::fmt;

use serde::{
    Deserialize, Deserializer, Serialize, Serializer,
    de::{MapAccess, SeqAccess, Visitor},
    ser::{SerializeMap, SerializeSeq},
};

/// A value of serde's data model as the wires here hold it: any key in a map, bytes apart from
/// arrays, an extension as MessagePack's (rmp-serde hands one over as a newtype, `_ExtStruct`).
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Nil,
    Bool(bool),
    Int(i128),
    Float(f64),
    Str(String),
    Bin(Vec<u8>),
    Array(Vec<Value>),
    Map(Vec<(Value, Value)>),
    Ext(i8, Vec<u8>),
}

/// MessagePack's extension type of a timestamp.
pub(crate) const TIMESTAMP: i8 = -1;

/// rmp-serde's name for an extension in serde's data model.
const EXT: &str = "_ExtStruct";

impl Serialize for Value {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Value::Nil => serializer.serialize_unit(),
            Value::Bool(b) => serializer.serialize_bool(*b),
            Value::Int(i) => match u64::try_from(*i) {
                Ok(u) => serializer.serialize_u64(u),
                Err(_) => serializer.serialize_i64(*i as i64),
            },
            Value::Float(f) => serializer.serialize_f64(*f),
            Value::Str(s) => serializer.serialize_str(s),
            Value::Bin(b) => serializer.serialize_bytes(b),
            Value::Array(items) => {
                let mut seq = serializer.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            Value::Map(pairs) => {
                let mut map = serializer.serialize_map(Some(pairs.len()))?;
                for (key, value) in pairs {
                    map.serialize_entry(key, value)?;
                }
                map.end()
            }
            Value::Ext(kind, bytes) => {
                serializer.serialize_newtype_struct(EXT, &(kind, serde_bytes::Bytes::new(bytes)))
            }
        }
    }
}

impl<'de> Deserialize<'de> for Value {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(ValueVisitor)
    }
}

struct ValueVisitor;

impl<'de> Visitor<'de> for ValueVisitor {
    type Value = Value;

    fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        formatter.write_str("any MessagePack value")
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Nil)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Nil)
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::Int(v.into()))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::Int(v.into()))
    }
    fn visit_f32<E>(self, v: f32) -> Result<Value, E> {
        Ok(Value::Float(v.into()))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(Value::Float(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::Str(v.to_string()))
    }
    fn visit_bytes<E>(self, v: &[u8]) -> Result<Value, E> {
        Ok(Value::Bin(v.to_vec()))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut pairs = Vec::new();
        while let Some(pair) = map.next_entry()? {
            pairs.push(pair);
        }
        Ok(Value::Map(pairs))
    }
    /// rmp-serde hands an extension over as a newtype of its type and its bytes.
    fn visit_newtype_struct<D: Deserializer<'de>>(
        self,
        deserializer: D,
    ) -> Result<Value, D::Error> {
        let (kind, bytes): (i8, serde_bytes::ByteBuf) = Deserialize::deserialize(deserializer)?;
        Ok(Value::Ext(kind, bytes.into_vec()))
    }
}

impl Value {
    /// As JSON, where every map key is a string and every number finite; `None` otherwise.
    pub fn to_json(&self) -> Option<serde_json::Value> {
        use serde_json::Value as Json;
        Some(match self {
            Value::Nil => Json::Null,
            Value::Bool(b) => Json::Bool(*b),
            Value::Int(i) => match (i64::try_from(*i), u64::try_from(*i)) {
                (Ok(i), _) => i.into(),
                (_, Ok(u)) => u.into(),
                _ => return None,
            },
            Value::Float(f) => Json::Number(serde_json::Number::from_f64(*f)?),
            Value::Str(s) => Json::String(s.clone()),
            Value::Array(items) => {
                Json::Array(items.iter().map(Value::to_json).collect::<Option<_>>()?)
            }
            Value::Map(pairs) => Json::Object(
                pairs
                    .iter()
                    .map(|(key, value)| match key {
                        Value::Str(key) => Some((key.clone(), value.to_json()?)),
                        _ => None,
                    })
                    .collect::<Option<_>>()?,
            ),
            Value::Bin(_) | Value::Ext(..) => return None,
        })
    }
}
