//! toml-test: a valid file's value against its typed JSON (`{"type": "integer", "value": "1"}`
//! for each scalar, tables as objects, arrays as arrays), compared as its README says: values by
//! meaning (`0xff` is `255`, `-0.0` is `0.0`), datetimes to the millisecond.

use conformance_file::Got;
use serde_json::Value as Json;
use toml::{Value, value::Datetime};

use crate::cases::{Case, Input};

pub(crate) fn check(case: &Case) -> (Got, String) {
    let Input::Document { bytes, json } = &case.input else {
        return (Got::Rejected, "not a TOML case".into());
    };
    let table = match toml::from_slice::<toml::Table>(bytes) {
        Ok(table) => table,
        Err(error) => return (Got::Rejected, crate::one_line(&error.to_string())),
    };
    let Some(json) = json else { return (Got::Accepted, String::new()) };
    let Ok(expected) = serde_json::from_slice::<Json>(json) else {
        return (Got::Rejected, "the suite's JSON does not parse".into());
    };
    let got = Value::Table(table);
    match difference(&got, &expected, "") {
        None => (Got::Accepted, String::new()),
        Some(difference) => (Got::Other, crate::shorten(&difference)),
    }
}

/// Where `got` differs from `expected`, the first place, or `None`.
fn difference(got: &Value, expected: &Json, at: &str) -> Option<String> {
    let place = if at.is_empty() { "the document".to_string() } else { format!("`{at}`") };
    if let Some((kind, text)) = scalar(expected) {
        return (!same_scalar(got, kind, text)).then(|| {
            format!("{place}: read as {} where the suite has {kind} {text}", describe(got))
        });
    }
    match (got, expected) {
        (Value::Table(table), Json::Object(object)) => {
            if let Some(key) = table.keys().find(|key| !object.contains_key(*key)) {
                return Some(format!("{place}: a key `{key}` the suite does not have"));
            }
            object.iter().find_map(|(key, expected)| {
                let inner = if at.is_empty() { key.clone() } else { format!("{at}.{key}") };
                match table.get(key) {
                    Some(got) => difference(got, expected, &inner),
                    None => Some(format!("`{inner}`: missing")),
                }
            })
        }
        (Value::Array(items), Json::Array(expected)) => {
            if items.len() != expected.len() {
                return Some(format!(
                    "{place}: {} items where the suite has {}",
                    items.len(),
                    expected.len()
                ));
            }
            items.iter().zip(expected).enumerate().find_map(|(index, (got, expected))| {
                difference(got, expected, &format!("{at}[{index}]"))
            })
        }
        _ => Some(format!("{place}: read as {} where the suite has {expected}", describe(got))),
    }
}

/// A typed scalar of the suite's JSON: its type and its value's text.
fn scalar(json: &Json) -> Option<(&str, &str)> {
    let object = json.as_object()?;
    if object.len() != 2 {
        return None;
    }
    Some((object.get("type")?.as_str()?, object.get("value")?.as_str()?))
}

fn describe(value: &Value) -> String {
    match value {
        Value::Table(_) => "a table".into(),
        Value::Array(_) => "an array".into(),
        other => format!("{} {other}", other.type_str()),
    }
}

fn same_scalar(got: &Value, kind: &str, text: &str) -> bool {
    match (got, kind) {
        (Value::String(got), "string") => got == text,
        (Value::Integer(got), "integer") => text.parse::<i64>().is_ok_and(|want| *got == want),
        (Value::Float(got), "float") => {
            let want = match text.trim_start_matches('+') {
                "inf" => f64::INFINITY,
                "-inf" => f64::NEG_INFINITY,
                "nan" | "-nan" => f64::NAN,
                number => match number.parse() {
                    Ok(number) => number,
                    Err(_) => return false,
                },
            };
            *got == want || (got.is_nan() && want.is_nan())
        }
        (Value::Boolean(got), "bool") => text == if *got { "true" } else { "false" },
        (Value::Datetime(got), kind) => {
            let Ok(want) = text.parse::<Datetime>() else { return false };
            datetime_kind(got) == kind && same_datetime(got, &want)
        }
        _ => false,
    }
}

/// toml-test's name of a datetime's kind, by what it holds.
fn datetime_kind(datetime: &Datetime) -> &'static str {
    match (datetime.date.is_some(), datetime.time.is_some(), datetime.offset.is_some()) {
        (true, true, true) => "datetime",
        (true, true, false) => "datetime-local",
        (true, false, _) => "date-local",
        _ => "time-local",
    }
}

/// Equal to the millisecond, an offset of `Z` as `+00:00`.
fn same_datetime(a: &Datetime, b: &Datetime) -> bool {
    use toml::value::Offset;
    let minutes = |datetime: &Datetime| match datetime.offset {
        None => None,
        Some(Offset::Z) => Some(0),
        Some(Offset::Custom { minutes }) => Some(minutes),
    };
    let time = |datetime: &Datetime| {
        datetime.time.map(|time| {
            let millisecond = time.nanosecond.unwrap_or(0) / 1_000_000;
            (time.hour, time.minute, time.second.unwrap_or(0), millisecond)
        })
    };
    a.date == b.date && time(a) == time(b) && minutes(a) == minutes(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(toml: &str, json: &str) -> Option<String> {
        let got = Value::Table(toml::from_str(toml).unwrap());
        difference(&got, &serde_json::from_str(json).unwrap(), "")
    }

    #[test]
    fn values_compare_by_meaning_and_a_changed_one_is_named() {
        let json = r#"{"a": {"type": "integer", "value": "255"},
                       "f": {"type": "float", "value": "0.0"},
                       "t": {"type": "datetime", "value": "1979-05-27T07:32:00.999Z"}}"#;
        assert_eq!(read("a = 0xff\nf = -0.0\nt = 1979-05-27 07:32:00.999+00:00", json), None);
        let changed = read("a = 254\nf = 0.0\nt = 1979-05-27T07:32:00.999Z", json).unwrap();
        assert!(changed.contains("`a`") && changed.contains("254"), "{changed}");
        let local = read("a = 255\nf = 0.0\nt = 1979-05-27T07:32:00.999", json).unwrap();
        assert!(local.contains("`t`"), "{local}");
    }
}
