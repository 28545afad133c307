//! What a value's serialization asks of serde's data model: a serializer that writes nothing and
//! notes the uses some formats cannot carry (a field left out, a map of unknown length, 128-bit
//! integers, map keys that are not strings, NaN and `-0.0`, `Some(None)`, its nesting depth,
//! bytes written one at a time), run twice, as a human-readable serializer and as a binary one,
//! to see whether the value is written differently for each. The trap table reads these to say,
//! in words, why a format fails on the user's type.

use std::{
    fmt,
    hash::{DefaultHasher, Hasher},
};

use serde::{Serialize, ser};

/// The uses of serde's data model that [`probe`] found in a value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Uses {
    /// A struct left a field out (`skip_serializing_if`): `SerializeStruct::skip_field`.
    pub skipped_field: bool,
    /// A map of unknown length: what `#[serde(flatten)]` serializes a struct as.
    pub unsized_map: bool,
    /// A `u128` or an `i128`.
    pub int128: bool,
    /// A map key that is an integer.
    pub integer_key: bool,
    /// A map key that is neither a string nor an integer: a float, a bool, a tuple, a struct.
    pub compound_key: bool,
    /// A float that is NaN.
    pub nan: bool,
    /// A float that is `-0.0`.
    pub negative_zero: bool,
    /// `Some(None)` (or `Some(())`): an `Option<Option<T>>` that a format writing `None` as a
    /// null cannot tell from `None`.
    pub nested_option: bool,
    /// The deepest nesting of sequences, maps, structs and variants: what a format's recursion
    /// limit counts.
    pub depth: usize,
    /// The value is written one way to a human-readable serializer and another way to a binary
    /// one (its `Serialize` asks `is_human_readable()`: addresses, UUIDs, times).
    pub human_readable: bool,
    /// `u8` elements written one at a time inside sequences: a `Vec<u8>` without `serde_bytes`.
    pub byte_elements: usize,
}

impl Uses {
    /// The uses of both.
    pub fn or(self, other: Uses) -> Uses {
        Uses {
            skipped_field: self.skipped_field || other.skipped_field,
            unsized_map: self.unsized_map || other.unsized_map,
            int128: self.int128 || other.int128,
            integer_key: self.integer_key || other.integer_key,
            compound_key: self.compound_key || other.compound_key,
            nan: self.nan || other.nan,
            negative_zero: self.negative_zero || other.negative_zero,
            nested_option: self.nested_option || other.nested_option,
            depth: self.depth.max(other.depth),
            human_readable: self.human_readable || other.human_readable,
            byte_elements: self.byte_elements + other.byte_elements,
        }
    }
}

/// Serializes `value` into nothing, as a human-readable serializer and as a binary one, and
/// returns what it used. A `Serialize` impl that fails leaves the uses found before it failed.
pub fn probe<T: Serialize + ?Sized>(value: &T) -> Uses {
    let run = |human_readable| {
        let mut probe = Probe { human_readable, ..Probe::default() };
        let _ = value.serialize(&mut probe);
        probe
    };
    let (text, binary) = (run(true), run(false));
    Uses {
        human_readable: text.shape.finish() != binary.shape.finish(),
        // The same elements, seen by either kind of format.
        byte_elements: text.uses.byte_elements.max(binary.uses.byte_elements),
        ..text.uses.or(binary.uses)
    }
}

#[derive(Default)]
struct Probe {
    uses: Uses,
    /// What `is_human_readable()` answers.
    human_readable: bool,
    /// Every call in order, by kind: two runs that differ here wrote the value differently.
    shape: DefaultHasher,
    /// The last call was `serialize_some`, and its value has not started.
    after_some: bool,
    /// The compound values being serialized, innermost last: whether each is a sequence, whose
    /// `u8` elements are bytes written one at a time.
    frames: Vec<bool>,
    /// A map key is being serialized and its kind is not known yet.
    key_pending: bool,
}

impl Probe {
    /// Every value's first call: its kind into the shape, and a pending map key classified.
    fn key(&mut self, integer: bool, string: bool) {
        self.after_some = false;
        self.shape.write_u8(u8::from(integer) | u8::from(string) << 1);
        if std::mem::take(&mut self.key_pending) {
            if integer {
                self.uses.integer_key = true;
            } else if !string {
                self.uses.compound_key = true;
            }
        }
    }

    fn scalar(&mut self) -> Result<(), Error> {
        self.key(false, false);
        Ok(())
    }

    fn integer(&mut self) -> Result<(), Error> {
        self.key(true, false);
        Ok(())
    }

    fn string(&mut self) -> Result<(), Error> {
        self.key(false, true);
        Ok(())
    }

    fn float(&mut self, nan: bool, negative_zero: bool) -> Result<(), Error> {
        self.shape.write_u8(b'f');
        self.uses.nan |= nan;
        self.uses.negative_zero |= negative_zero;
        self.scalar()
    }

    fn open(&mut self, sequence: bool) -> Result<&mut Self, Error> {
        self.key(false, false);
        self.shape.write_u8(if sequence { b'[' } else { b'{' });
        self.frames.push(sequence);
        self.uses.depth = self.uses.depth.max(self.frames.len());
        Ok(self)
    }

    fn close(&mut self) -> Result<(), Error> {
        self.shape.write_u8(b'}');
        self.frames.pop();
        Ok(())
    }

    /// A null-like value (`None`, `()`): right after `Some`, a `Some(None)`.
    fn null(&mut self) -> Result<(), Error> {
        self.uses.nested_option |= self.after_some;
        self.shape.write_u8(b'0');
        self.scalar()
    }
}

/// The probe's error: only a `Serialize` impl's own, passed through.
#[derive(Debug)]
struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<M: fmt::Display>(message: M) -> Self {
        Error(message.to_string())
    }
}

impl<'a> ser::Serializer for &'a mut Probe {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = &'a mut Probe;
    type SerializeTuple = &'a mut Probe;
    type SerializeTupleStruct = &'a mut Probe;
    type SerializeTupleVariant = &'a mut Probe;
    type SerializeMap = &'a mut Probe;
    type SerializeStruct = &'a mut Probe;
    type SerializeStructVariant = &'a mut Probe;

    fn is_human_readable(&self) -> bool {
        self.human_readable
    }
    fn serialize_bool(self, _: bool) -> Result<(), Error> {
        self.scalar()
    }
    fn serialize_i8(self, _: i8) -> Result<(), Error> {
        self.integer()
    }
    fn serialize_i16(self, _: i16) -> Result<(), Error> {
        self.integer()
    }
    fn serialize_i32(self, _: i32) -> Result<(), Error> {
        self.integer()
    }
    fn serialize_i64(self, _: i64) -> Result<(), Error> {
        self.integer()
    }
    fn serialize_i128(self, _: i128) -> Result<(), Error> {
        self.uses.int128 = true;
        self.integer()
    }
    fn serialize_u8(self, _: u8) -> Result<(), Error> {
        if !self.key_pending && self.frames.last() == Some(&true) {
            self.uses.byte_elements += 1;
        }
        self.integer()
    }
    fn serialize_u16(self, _: u16) -> Result<(), Error> {
        self.integer()
    }
    fn serialize_u32(self, _: u32) -> Result<(), Error> {
        self.integer()
    }
    fn serialize_u64(self, _: u64) -> Result<(), Error> {
        self.integer()
    }
    fn serialize_u128(self, _: u128) -> Result<(), Error> {
        self.uses.int128 = true;
        self.integer()
    }
    fn serialize_f32(self, v: f32) -> Result<(), Error> {
        self.float(v.is_nan(), v == 0.0 && v.is_sign_negative())
    }
    fn serialize_f64(self, v: f64) -> Result<(), Error> {
        self.float(v.is_nan(), v == 0.0 && v.is_sign_negative())
    }
    fn serialize_char(self, _: char) -> Result<(), Error> {
        self.string()
    }
    fn serialize_str(self, _: &str) -> Result<(), Error> {
        self.string()
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<(), Error> {
        self.shape.write_u8(b'b');
        self.scalar()
    }
    fn serialize_none(self) -> Result<(), Error> {
        self.null()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        self.shape.write_u8(b'?');
        self.after_some = true;
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Error> {
        self.null()
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Error> {
        self.null()
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, _: &'static str) -> Result<(), Error> {
        // A unit variant as a map key is written as its name, a string, by the formats that
        // take string keys only.
        self.string()
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.open(false)?;
        value.serialize(&mut *self)?;
        self.close()
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self, Error> {
        self.open(true)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self, Error> {
        // `[u8; N]` serializes as a tuple too, but so does `(u8, u8)`, and the formats that
        // write sequences of `u8` at a cost write tuples without a length: only sequences count.
        self.open(false)
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self, Error> {
        self.open(false)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self, Error> {
        self.open(false)
    }
    fn serialize_map(self, len: Option<usize>) -> Result<Self, Error> {
        self.uses.unsized_map |= len.is_none();
        self.open(false)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self, Error> {
        self.open(false)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self, Error> {
        self.open(false)
    }
}

/// The compound serializers of serde's trait surface: each element or field serialized into the
/// probe, `end` closing the frame.
macro_rules! compound {
    ($($trait:ident :: $method:ident,)*) => {$(
        impl ser::$trait for &mut Probe {
            type Ok = ();
            type Error = Error;
            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
                value.serialize(&mut **self)
            }
            fn end(self) -> Result<(), Error> {
                self.close()
            }
        }
    )*};
}

compound! {
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field,
}

/// The struct serializers: named fields, and `skip_field`, which is how a skipped field shows.
macro_rules! structs {
    ($($trait:ident,)*) => {$(
        impl ser::$trait for &mut Probe {
            type Ok = ();
            type Error = Error;
            fn serialize_field<T: Serialize + ?Sized>(
                &mut self,
                _: &'static str,
                value: &T,
            ) -> Result<(), Error> {
                value.serialize(&mut **self)
            }
            fn skip_field(&mut self, _: &'static str) -> Result<(), Error> {
                self.uses.skipped_field = true;
                Ok(())
            }
            fn end(self) -> Result<(), Error> {
                self.close()
            }
        }
    )*};
}

structs! {
    SerializeStruct,
    SerializeStructVariant,
}

impl ser::SerializeMap for &mut Probe {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        self.key_pending = true;
        let result = key.serialize(&mut **self);
        // A key whose `Serialize` wrote nothing of its own kind (a newtype of a unit) is left
        // unclassified rather than carried into the value.
        self.key_pending = false;
        result
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        value.serialize(&mut **self)
    }
    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde::Serialize;

    use super::*;

    #[test]
    fn a_plain_struct_uses_nothing() {
        #[derive(Serialize)]
        struct Plain {
            id: u64,
            name: String,
            tags: Vec<String>,
            by_name: BTreeMap<String, u32>,
        }
        let value = Plain { id: 1, name: "a".into(), tags: vec![], by_name: BTreeMap::new() };
        // The struct, and the sequence and the map in it.
        assert_eq!(probe(&value), Uses { depth: 2, ..Uses::default() });
    }

    #[test]
    fn each_use_is_found() {
        #[derive(Serialize)]
        struct Inner {
            x: u32,
        }
        #[derive(Serialize)]
        struct Everything {
            #[serde(skip_serializing_if = "Option::is_none")]
            skipped: Option<u32>,
            #[serde(flatten)]
            inner: Inner,
            big: u128,
            by_id: BTreeMap<u32, u8>,
            by_pair: BTreeMap<(u8, u8), u8>,
            nan: f64,
            zero: f32,
            bytes: Vec<u8>,
        }
        let value = Everything {
            skipped: None,
            inner: Inner { x: 1 },
            big: 1,
            by_id: BTreeMap::from([(1, 2)]),
            by_pair: BTreeMap::from([((1, 2), 3)]),
            nan: f64::NAN,
            zero: -0.0,
            bytes: vec![1, 2, 3],
        };
        let uses = probe(&value);
        // `flatten` turns the struct into a map of unknown length, whose entries it writes
        // itself: the skipped field is left out without `skip_field`.
        assert!(uses.unsized_map);
        assert!(uses.int128 && uses.integer_key && uses.compound_key);
        assert!(uses.nan && uses.negative_zero);
        // The map values `2` and `3` are `u8`s too, but not elements of a sequence.
        assert_eq!(uses.byte_elements, 3);
    }

    #[test]
    fn some_none_depth_and_a_human_readable_form_are_found() {
        assert!(probe(&Some(None::<u32>)).nested_option);
        assert!(probe(&vec![Some(Some(()))]).nested_option);
        assert!(!probe(&Some(Some(1_u32))).nested_option);
        assert!(!probe(&vec![Some(vec![None::<u8>])]).nested_option);
        assert_eq!(probe(&1_u32).depth, 0);
        assert_eq!(probe(&vec![vec![vec![1_u8]]]).depth, 3);
        // std writes an address as text to a human-readable format, as bytes to the others.
        let address = std::net::Ipv4Addr::LOCALHOST;
        assert!(probe(&address).human_readable);
        assert!(!probe(&(127_u8, 0_u8, 0_u8, 1_u8)).human_readable);
        assert!(!probe(&"127.0.0.1").human_readable);
    }

    #[test]
    fn a_skipped_field_is_found() {
        #[derive(Serialize)]
        struct Sparse {
            #[serde(skip_serializing_if = "Option::is_none")]
            maybe: Option<u32>,
            always: u32,
        }
        assert!(probe(&Sparse { maybe: None, always: 1 }).skipped_field);
        assert!(!probe(&Sparse { maybe: Some(1), always: 1 }).skipped_field);
    }
}
