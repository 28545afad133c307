//! The values that break crossings, each alone in a document (`{"value": ...}`) so that a library
//! refusing one refuses only it: integers past JavaScript's 2^53 and at the 64-bit limits, NaN,
//! the infinities and -0.0, a float written as `f32`, text outside ASCII and the Basic
//! Multilingual Plane, empty strings and collections, integer map keys, bytes against an array of
//! integers, `None`, enum variants in serde's default representation (externally tagged) and a
//! value nested a few dozen deep.
//!
//! Each comes with the value a reader should find, written here in the protocol's form: the
//! document as serde's data model gives it (a struct by its field names, a unit variant by its
//! name, a variant with data as a one-entry map).

use std::{collections::BTreeMap, fmt::Debug};

use serde::{Deserialize, Serialize, de::DeserializeOwned};

use crate::tagged::Tagged;

/// A value alone in a document, as a struct field: `{"value": ...}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Document<V> {
    pub value: V,
}

/// Runs for each breaking value.
pub trait Values {
    /// `value` named `name`; `expected` is what a reader should find in its place.
    fn value<V>(&mut self, name: &'static str, value: V, expected: Tagged)
    where
        V: Serialize + DeserializeOwned + Debug + Clone + PartialEq + 'static;
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Variant {
    Unit,
    Newtype(u32),
    Struct { id: u32 },
}

/// A value that holds another of its own kind: a chain `depth` deep.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Nested {
    pub next: Option<Box<Nested>>,
}

/// The depth of the nested value: a few dozen, as a tree of real data reaches.
pub const DEPTH: usize = 48;

fn nested(depth: usize) -> Nested {
    (1..depth).fold(Nested { next: None }, |inner, _| Nested { next: Some(Box::new(inner)) })
}

fn nested_expected(depth: usize) -> Tagged {
    (1..depth).fold(Tagged::fields([("next", Tagged::Null)]), |inner, _| {
        Tagged::fields([("next", inner)])
    })
}

/// Every breaking value, in the order the page lists them.
pub fn visit(values: &mut impl Values) {
    let int = |value: i128| Tagged::Int(value);
    let float = Tagged::Float;
    values.value("2^53 + 1", (1_u64 << 53) + 1, int((1 << 53) + 1));
    values.value("u64::MAX", u64::MAX, int(u64::MAX.into()));
    values.value("i64::MIN", i64::MIN, int(i64::MIN.into()));
    values.value("i64::MAX", i64::MAX, int(i64::MAX.into()));
    values.value("NaN", f64::NAN, float(f64::NAN));
    values.value("+infinity", f64::INFINITY, float(f64::INFINITY));
    values.value("-infinity", f64::NEG_INFINITY, float(f64::NEG_INFINITY));
    values.value("-0.0", -0.0_f64, float(-0.0));
    values.value("0.1 as f32", 0.1_f32, float(0.1_f32.into()));
    values.value("non-ASCII text", "naïve café ß".to_string(), Tagged::Str("naïve café ß".into()));
    values.value("astral-plane text", "😀 𝄞".to_string(), Tagged::Str("😀 𝄞".into()));
    values.value("an empty string", String::new(), Tagged::Str(String::new()));
    values.value("an empty array", Vec::<u32>::new(), Tagged::Array(Vec::new()));
    values.value("an empty map", BTreeMap::<String, u32>::new(), Tagged::Map(Vec::new()));
    values.value(
        "integer map keys",
        BTreeMap::from([(1_u32, "one".to_string()), (20, "twenty".to_string())]),
        Tagged::Map(vec![
            (int(1), Tagged::Str("one".into())),
            (int(20), Tagged::Str("twenty".into())),
        ]),
    );
    values.value(
        "bytes (serde_bytes)",
        serde_bytes::ByteBuf::from(vec![0_u8, 1, 255]),
        Tagged::Bytes(vec![0, 1, 255]),
    );
    values.value(
        "a Vec<u8> (an array of integers)",
        vec![0_u8, 1, 255],
        Tagged::Array(vec![int(0), int(1), int(255)]),
    );
    values.value("None", None::<u32>, Tagged::Null);
    values.value("a unit variant", Variant::Unit, Tagged::Str("Unit".into()));
    values.value("a newtype variant", Variant::Newtype(7), Tagged::fields([("Newtype", int(7))]));
    values.value(
        "a struct variant",
        Variant::Struct { id: 7 },
        Tagged::fields([("Struct", Tagged::fields([("id", int(7))]))]),
    );
    values.value("nested 48 deep", nested(DEPTH), nested_expected(DEPTH));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tagged::read_wire;

    /// The expected forms are serde's data model: CBOR through ciborium, which writes every
    /// one of these values as given (structs by name, bytes as bytes, NaN as NaN), reads each
    /// back to its expected form.
    #[test]
    fn each_expected_form_is_what_serde_gives_the_value() {
        struct Check(Vec<&'static str>);
        impl Values for Check {
            fn value<V>(&mut self, name: &'static str, value: V, expected: Tagged)
            where
                V: Serialize + DeserializeOwned + Debug + Clone + PartialEq + 'static,
            {
                let mut bytes = Vec::new();
                ciborium::into_writer(&Document { value }, &mut bytes).unwrap();
                let read = read_wire("cbor", &bytes).unwrap();
                let expected = Tagged::fields([("value", expected)]);
                if read.to_json() != expected.to_json() {
                    self.0.push(name);
                }
            }
        }
        let mut check = Check(Vec::new());
        visit(&mut check);
        assert_eq!(check.0, Vec::<&str>::new());
    }
}
