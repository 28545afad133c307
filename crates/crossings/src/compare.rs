//! Two readings of one value compared, every difference found and grouped by kind: a language's
//! reading against what the bytes hold ([`Strict`](Rules::Strict)), or the bytes against the
//! value they were given ([`Shape`](Rules::Shape), where the wire's own ways of carrying a value
//! are allowed and said).
//!
//! Numbers compare by value, not by kind: JavaScript has one kind of number and Go's JSON reads
//! every number as a float, and neither is a loss while the value stays the same.

use std::collections::HashMap;

use crossings_file::Difference;

use crate::tagged::{Tagged, float_text};

/// What counts as the same value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rules {
    /// A reading of the same bytes: the same value, kind for kind (numbers by value).
    Strict,
    /// A variant's bytes against the value given to it: a struct may be an array of its fields'
    /// values (said as a difference), bytes an array of integers and an integer map key the
    /// string of its digits (JSON's ways, not said).
    Shape,
}

/// Every difference between `expected` and `found`, grouped by kind in the order first met.
pub fn differences(expected: &Tagged, found: &Tagged, rules: Rules) -> Vec<Difference> {
    let mut walk = Walk { rules, found: Vec::new() };
    walk.compare(expected, found, &mut String::new());
    walk.found
}

struct Walk {
    rules: Rules,
    found: Vec<Difference>,
}

impl Walk {
    /// How a difference is said: in a reading, `read as`; in a shape, `written as`.
    fn verb(&self) -> &'static str {
        match self.rules {
            Rules::Strict => "read as",
            Rules::Shape => "written as",
        }
    }

    fn note(&mut self, kind: String, path: &str, detail: String) {
        match self.found.iter_mut().find(|difference| difference.kind == kind) {
            Some(difference) => difference.count += 1,
            None => {
                let place = if path.is_empty() { "the root".into() } else { path.to_string() };
                self.found.push(Difference { kind, first: format!("{place}: {detail}"), count: 1 });
            }
        }
    }

    fn compare(&mut self, expected: &Tagged, found: &Tagged, path: &mut String) {
        use Tagged::*;
        match (expected, found) {
            (Int(_) | Float(_), Int(_) | Float(_)) => {
                let same = same_number(expected, found)
                    || (self.rules == Rules::Shape && same_f32(expected, found));
                if !same {
                    let verb = self.verb();
                    let kind = match expected {
                        Int(_) => format!("an integer {verb} another number"),
                        _ if is_negative_zero(expected) => format!("-0.0 {verb} 0"),
                        _ => format!("a float {verb} another number"),
                    };
                    let detail = format!("{} {verb} {}", expected.short(), found.short());
                    self.note(kind, path, detail);
                }
            }
            (Null, Null) => {}
            (Bool(left), Bool(right)) if left == right => {}
            (Str(left), Str(right)) if left == right => {}
            (Bytes(left), Bytes(right)) if left == right => {}
            (Bytes(bytes), Array(items)) | (Array(items), Bytes(bytes))
                if self.rules == Rules::Shape =>
            {
                let as_items: Vec<Tagged> = bytes.iter().map(|byte| Int((*byte).into())).collect();
                self.compare_items(&as_items, items, path);
            }
            (Bytes(bytes), Array(items)) if is_byte_array(bytes, items) => {
                let detail = format!("{} read as {}", expected.short(), found.short());
                self.note("bytes read as an array of integers".into(), path, detail);
            }
            (Array(left), Array(right)) => self.compare_items(left, right, path),
            (Map(entries), Array(items))
                if self.rules == Rules::Shape && entries.len() == items.len() =>
            {
                let detail = format!("{} written as {}", expected.short(), found.short());
                self.note(
                    "a struct written as an array (no field names in the bytes)".into(),
                    path,
                    detail,
                );
                let values: Vec<Tagged> = entries.iter().map(|(_, value)| value.clone()).collect();
                self.compare_items(&values, items, path);
            }
            (Map(left), Map(right)) => self.compare_maps(left, right, path),
            (Tag(left_tag, left), Tag(right_tag, right)) if left_tag == right_tag => {
                self.compare(left, right, path);
            }
            _ => {
                let verb = self.verb();
                let kind = if expected.kind() == found.kind() {
                    format!("{} {verb} another", expected.kind())
                } else {
                    format!("{} {verb} {}", expected.kind(), found.kind())
                };
                let detail = format!("{} {verb} {}", expected.short(), found.short());
                self.note(kind, path, detail);
            }
        }
    }

    fn compare_items(&mut self, expected: &[Tagged], found: &[Tagged], path: &mut String) {
        if expected.len() != found.len() {
            let detail = format!("{} items {} {}", expected.len(), self.verb(), found.len());
            self.note(
                format!("an array {} another length", self.verb().replace(" as", " with")),
                path,
                detail,
            );
            return;
        }
        for (index, (left, right)) in expected.iter().zip(found).enumerate() {
            let length = path.len();
            path.push_str(&format!("[{index}]"));
            self.compare(left, right, path);
            path.truncate(length);
        }
    }

    /// Entries matched by key whatever their order (JavaScript orders integer-like keys first;
    /// Go's maps have no order).
    fn compare_maps(
        &mut self,
        expected: &[(Tagged, Tagged)],
        found: &[(Tagged, Tagged)],
        path: &mut String,
    ) {
        let mut by_key: HashMap<String, usize> = HashMap::with_capacity(found.len());
        for (index, (key, _)) in found.iter().enumerate() {
            by_key.entry(key_text(key, self.rules)).or_insert(index);
        }
        let mut matched = vec![false; found.len()];
        for (key, value) in expected {
            let mut at = by_key.get(&key_text(key, self.rules)).copied();
            if at.is_none()
                && let Tagged::Int(number) = key
                && let Some(&index) =
                    by_key.get(&key_text(&Tagged::Str(number.to_string()), self.rules))
            {
                self.note(
                    "an integer map key read as a string".into(),
                    path,
                    format!("key {number} read as \"{number}\""),
                );
                at = Some(index);
            }
            let length = path.len();
            path.push_str(&match key {
                Tagged::Str(name) => format!(".{name}"),
                other => format!("[{}]", other.short()),
            });
            match at {
                Some(index) => {
                    matched[index] = true;
                    self.compare(value, &found[index].1, path);
                }
                None => self.note("a map entry missing".into(), path, "not read".into()),
            }
            path.truncate(length);
        }
        for ((key, _), matched) in found.iter().zip(matched) {
            if !matched {
                self.note("a map entry added".into(), path, format!("key {}", key.short()));
            }
        }
    }
}

/// A key as text to match on: exact, except that under [`Rules::Shape`] an integer and the
/// string of its digits are one key (JSON writes integer keys as strings).
fn key_text(key: &Tagged, rules: Rules) -> String {
    match (key, rules) {
        (Tagged::Str(text), Rules::Shape) if text.parse::<i128>().is_ok() => format!("i{text}"),
        (Tagged::Int(number), _) => format!("i{number}"),
        (Tagged::Str(text), _) => format!("s{text}"),
        (other, _) => format!("{:?}", other.to_json()),
    }
}

fn is_negative_zero(value: &Tagged) -> bool {
    matches!(value, Tagged::Float(float) if *float == 0.0 && float.is_sign_negative())
}

/// Two numbers of the same value: floats by their bits (NaN is NaN, -0.0 is not 0), an integer
/// and a float when the float is exactly that integer.
fn same_number(left: &Tagged, right: &Tagged) -> bool {
    match (left, right) {
        (Tagged::Int(left), Tagged::Int(right)) => left == right,
        (Tagged::Float(left), Tagged::Float(right)) => {
            left.to_bits() == right.to_bits() || (left.is_nan() && right.is_nan())
        }
        (Tagged::Int(integer), Tagged::Float(float))
        | (Tagged::Float(float), Tagged::Int(integer)) => {
            !is_negative_zero(&Tagged::Float(*float))
                && float.fract() == 0.0
                && float.abs() < 1.7e38
                && *float as i128 == *integer
                && float_text(*float) == float_text(*integer as f64)
        }
        _ => false,
    }
}

/// Two floats that are one `f32`: one of them exactly, the other its shortest decimal text read
/// as an `f64` (JSON's `15.146675` for the `f32` that is `15.146675109863281`). A shape's given
/// value comes from JSON text, which does not say a float's width.
#[expect(clippy::cast_possible_truncation, reason = "the narrowing is the comparison")]
fn same_f32(left: &Tagged, right: &Tagged) -> bool {
    let (Tagged::Float(left), Tagged::Float(right)) = (left, right) else { return false };
    let exact = |value: f64| f64::from(value as f32) == value;
    (*left as f32) == (*right as f32) && (exact(*left) || exact(*right))
}

fn is_byte_array(bytes: &[u8], items: &[Tagged]) -> bool {
    bytes.len() == items.len()
        && bytes.iter().zip(items).all(|(byte, item)| *item == Tagged::Int((*byte).into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(value: i128) -> Tagged {
        Tagged::Int(value)
    }

    #[test]
    fn numbers_compare_by_value_and_a_lost_integer_is_named_with_its_place() {
        let expected = Tagged::fields([("size", int((1 << 53) + 1)), ("code", int(200))]);
        // JavaScript's one kind of number: 200 as a float is 200; 2^53 + 1 is not.
        let found = Tagged::fields([
            ("size", Tagged::Float(9_007_199_254_740_992.0)),
            ("code", Tagged::Float(200.0)),
        ]);
        let found = differences(&expected, &found, Rules::Strict);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].kind, "an integer read as another number");
        // An f32 written by its width against JSON's text of it: one value in a shape, two in a
        // reading of the same bytes.
        let (text, wide) = (Tagged::Float(0.1), Tagged::Float(f64::from(0.1_f32)));
        assert!(differences(&text, &wide, Rules::Shape).is_empty());
        assert_eq!(differences(&text, &wide, Rules::Strict).len(), 1);
        assert_eq!(found[0].first, ".size: 9007199254740993 read as 9007199254740992.0");
    }

    #[test]
    fn floats_keep_nan_and_negative_zero() {
        let nan = Tagged::Float(f64::NAN);
        assert!(differences(&nan, &Tagged::Float(f64::NAN), Rules::Strict).is_empty());
        let zero = differences(&Tagged::Float(-0.0), &Tagged::Int(0), Rules::Strict);
        assert_eq!(zero[0].kind, "-0.0 read as 0");
        assert_eq!(differences(&nan, &Tagged::Null, Rules::Strict)[0].kind, "a float read as null");
    }

    #[test]
    fn the_wires_own_ways_are_allowed_in_a_shape_and_losses_in_a_reading() {
        let given = Tagged::fields([("raw", Tagged::Bytes(vec![7])), ("count", int(1))]);
        // JSON's bytes are an array of integers: no difference in a shape.
        let json = Tagged::fields([("raw", Tagged::Array(vec![int(7)])), ("count", int(1))]);
        assert!(differences(&given, &json, Rules::Shape).is_empty());
        // A struct as an array: said once, then its values compared by position.
        let array = Tagged::Array(vec![Tagged::Bytes(vec![7]), int(2)]);
        let kinds: Vec<String> =
            differences(&given, &array, Rules::Shape).into_iter().map(|d| d.kind).collect();
        assert_eq!(
            kinds,
            [
                "a struct written as an array (no field names in the bytes)",
                "an integer written as another number"
            ]
        );
        // A language that reads bin as an array of integers loses the kind.
        let read =
            differences(&Tagged::Bytes(vec![7]), &Tagged::Array(vec![int(7)]), Rules::Strict);
        assert_eq!(read[0].kind, "bytes read as an array of integers");
    }

    #[test]
    fn map_entries_match_by_key_in_any_order_and_string_keys_for_integers_are_named() {
        let expected = Tagged::Map(vec![(int(1), "a".into()), (int(2), "b".into())]);
        let reordered = Tagged::Map(vec![(int(2), "b".into()), (int(1), "a".into())]);
        assert!(differences(&expected, &reordered, Rules::Strict).is_empty());
        let strings = Tagged::Map(vec![("1".into(), "a".into()), ("2".into(), "b".into())]);
        let found = differences(&expected, &strings, Rules::Strict);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].kind, "an integer map key read as a string");
        assert_eq!(found[0].count, 2);
        // In JSON that is the wire's way: no difference in a shape.
        assert!(differences(&expected, &strings, Rules::Shape).is_empty());
        let missing =
            differences(&expected, &Tagged::Map(vec![(int(1), "a".into())]), Rules::Strict);
        assert_eq!(missing[0].first, "[2]: not read");
    }

    impl From<&str> for Tagged {
        fn from(text: &str) -> Tagged {
            Tagged::Str(text.into())
        }
    }
}
