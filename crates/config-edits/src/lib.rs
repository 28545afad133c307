//! What a person editing a config file meets when an edit is wrong. One service's config is
//! written by each human-edited format's library (JSON, RON, YAML, TOML), pretty, as a person
//! would find it; each of a fixed set of everyday mistakes is made on its text, line by line as a
//! person makes it; the library reads the edited text into the config's type, and its error is
//! held against what the person needs to fix it: the line, the field, the type it expects.
//!
//! An error names the line when the edited line's number stands in it as a number (`line 4`,
//! `4:12`, a gutter's `4 |`); the field when the field's name does; the type when a word for it
//! does (`u16`, `integer`, `number`, ...). Each library is called as its users call it for a
//! config: serde's derive on the type, the library's pretty writer and its `from_str`.

use std::collections::BTreeMap;

use config_edits_file::{Edit, Format, Names, Read, Typed};
use serde::{Deserialize, Serialize};

/// A service's config: plain keys, a list and a nested table, as TOML can hold them (its tables
/// come last).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Config {
    pub name: String,
    pub port: u16,
    pub workers: u32,
    pub debug: bool,
    pub peers: Vec<String>,
    pub database: Database,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Database {
    pub url: String,
    pub pool: u32,
    pub timeout_ms: u64,
}

/// The config every format writes.
pub fn config() -> Config {
    Config {
        name: "billing".into(),
        port: 8080,
        workers: 4,
        debug: false,
        peers: vec!["ledger".into(), "audit".into()],
        database: Database { url: "postgres://db/billing".into(), pool: 16, timeout_ms: 5000 },
    }
}

/// A human-edited format: its row's name, library, calls, how it writes and reads the config, and
/// how a one-field document holding a typed value looks in it.
#[derive(Debug)]
pub struct Library {
    pub format: &'static str,
    pub library: &'static str,
    pub calls: &'static str,
    pub write: fn(&Config) -> anyhow::Result<String>,
    pub read: fn(&str) -> Result<Config, String>,
    /// The document `value` set to the typed characters, as a person writes it in the format.
    pub document: fn(&str) -> String,
    /// Reads a one-field document into the field's type: the value as `Debug` writes it.
    pub read_value: fn(&str, Field) -> Result<String, String>,
}

/// The type of the field a value is typed into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Text,
    Count,
    Flag,
}

impl Field {
    fn rust(self) -> &'static str {
        match self {
            Field::Text => "String",
            Field::Count => "u32",
            Field::Flag => "bool",
        }
    }
}

/// A document of one field, `value`.
#[derive(Deserialize)]
struct One<T> {
    value: T,
}

/// Reads `text` with `from_str` into a one-field document of `field`'s type.
fn read_value<'a, E: std::fmt::Display>(
    text: &'a str,
    field: Field,
    from_str: impl Fn(&'a str) -> Result<One<String>, E>,
    count: impl Fn(&'a str) -> Result<One<u32>, E>,
    flag: impl Fn(&'a str) -> Result<One<bool>, E>,
) -> Result<String, String> {
    let shown = match field {
        Field::Text => from_str(text).map(|one| format!("{:?}", one.value)),
        Field::Count => count(text).map(|one| format!("{:?}", one.value)),
        Field::Flag => flag(text).map(|one| format!("{:?}", one.value)),
    };
    shown.map_err(|error| error.to_string())
}

/// `read_value` over a library's generic `from_str`.
macro_rules! reader {
    ($from_str:path) => {
        |text, field| read_value(text, field, $from_str, $from_str, $from_str)
    };
}

/// A value a person types into a field, unquoted, and the value they mean.
#[derive(Debug)]
pub struct Value {
    pub case: &'static str,
    pub typed: &'static str,
    pub field: Field,
    /// The value meant, as `Debug` writes it.
    pub meant: &'static str,
}

/// The values people type that a reader may take for another: words YAML 1.1 reads as booleans,
/// leading zeros it reads as octal, numbers whose digits a float drops, a date.
pub fn values() -> [Value; 8] {
    [
        Value { case: "a country code (Norway)", typed: "NO", field: Field::Text, meant: "\"NO\"" },
        Value { case: "a version number", typed: "1.10", field: Field::Text, meant: "\"1.10\"" },
        Value {
            case: "a postcode with a leading zero",
            typed: "01234",
            field: Field::Text,
            meant: "\"01234\"",
        },
        Value {
            case: "an account number of 20 digits",
            typed: "12345678901234567890",
            field: Field::Text,
            meant: "\"12345678901234567890\"",
        },
        Value {
            case: "a code that looks like a number",
            typed: "1e3",
            field: Field::Text,
            meant: "\"1e3\"",
        },
        Value { case: "a date", typed: "2024-01-02", field: Field::Text, meant: "\"2024-01-02\"" },
        Value {
            case: "a count with a leading zero",
            typed: "010",
            field: Field::Count,
            meant: "10",
        },
        Value {
            case: "a switch turned off in words",
            typed: "off",
            field: Field::Flag,
            meant: "false",
        },
    ]
}

/// One library on every typed value.
pub fn typed(library: &Library) -> Vec<Typed> {
    values()
        .into_iter()
        .map(|value| {
            let read = match (library.read_value)(&(library.document)(value.typed), value.field) {
                Ok(shown) if shown == value.meant => Read::AsTyped,
                Ok(shown) => Read::Another(shown),
                Err(error) => Read::Rejected(error),
            };
            Typed {
                case: value.case.into(),
                typed: value.typed.into(),
                field: value.field.rust().into(),
                meant: value.meant.into(),
                read,
            }
        })
        .collect()
}

/// The four libraries, in the tables' order.
pub fn libraries() -> [Library; 4] {
    [
        Library {
            format: "serde_json/serde",
            library: "serde_json",
            calls: "serde_json::to_string_pretty, serde_json::from_str",
            write: |config| Ok(serde_json::to_string_pretty(config)?),
            read: |text| serde_json::from_str(text).map_err(|error| error.to_string()),
            document: |typed| format!("{{\n  \"value\": {typed}\n}}\n"),
            read_value: reader!(serde_json::from_str),
        },
        Library {
            format: "ron/serde",
            library: "ron",
            calls: "ron::ser::to_string_pretty (PrettyConfig::default()), ron::from_str",
            write: |config| {
                Ok(ron::ser::to_string_pretty(config, ron::ser::PrettyConfig::default())?)
            },
            read: |text| ron::from_str(text).map_err(|error| error.to_string()),
            document: |typed| format!("(\n    value: {typed},\n)\n"),
            read_value: reader!(ron::from_str),
        },
        Library {
            format: "serde-saphyr/serde",
            library: "serde-saphyr",
            calls: "serde_saphyr::to_string, serde_saphyr::from_str",
            write: |config| Ok(serde_saphyr::to_string(config)?),
            read: |text| serde_saphyr::from_str(text).map_err(|error| error.to_string()),
            document: |typed| format!("value: {typed}\n"),
            read_value: reader!(serde_saphyr::from_str),
        },
        Library {
            format: "toml/serde",
            library: "toml",
            calls: "toml::to_string_pretty, toml::from_str",
            write: |config| Ok(toml::to_string_pretty(config)?),
            read: |text| toml::from_str(text).map_err(|error| error.to_string()),
            document: |typed| format!("value = {typed}\n"),
            read_value: reader!(toml::from_str),
        },
    ]
}

/// A mistake a person makes on one line, and what its error should name.
#[derive(Debug)]
pub struct Mistake {
    pub edit: &'static str,
    /// The key of the line the mistake is made on.
    pub key: &'static str,
    /// The line as the mistake leaves it, from the line as written; `None` deletes it.
    pub change: fn(&str) -> Option<String>,
    /// The field the error should name (any of these names).
    pub field: &'static [&'static str],
    /// Whether the error should name the line (a deleted line has none) and the type.
    pub line: bool,
    pub expects_type: bool,
}

/// Words that name an integer type.
const INTEGER: &[&str] = &["u16", "u32", "u64", "integer", "number", "int"];

/// The everyday mistakes, each on the line of one key.
pub fn mistakes() -> [Mistake; 6] {
    [
        Mistake {
            edit: "a number written as a word",
            key: "port",
            change: |line| Some(line.replacen("8080", "\"eighty\"", 1)),
            field: &["port"],
            line: true,
            expects_type: true,
        },
        Mistake {
            edit: "a number too large for its type",
            key: "port",
            change: |line| Some(line.replacen("8080", "70000", 1)),
            field: &["port"],
            line: true,
            expects_type: true,
        },
        Mistake {
            edit: "a nested number written as a word",
            key: "pool",
            change: |line| Some(line.replacen("16", "\"sixteen\"", 1)),
            field: &["pool"],
            line: true,
            expects_type: true,
        },
        Mistake {
            edit: "a field name misspelt",
            key: "workers",
            change: |line| Some(line.replacen("workers", "wokers", 1)),
            field: &["workers", "wokers"],
            line: true,
            expects_type: false,
        },
        Mistake {
            edit: "a required field deleted",
            key: "workers",
            change: |_| None,
            field: &["workers"],
            line: false,
            expects_type: false,
        },
        Mistake {
            edit: "a key's separator deleted",
            key: "debug",
            change: |line| {
                let at = line.find([':', '='])?;
                Some(format!("{}{}", &line[..at], &line[at + 1..]))
            },
            field: &["debug"],
            line: true,
            expects_type: false,
        },
    ]
}

/// The 0-based index of the line that holds `key`'s value, quoted or not.
pub fn key_line(text: &str, key: &str) -> Option<usize> {
    text.lines().position(|line| {
        let bare = line.trim_start().trim_start_matches('"');
        bare.strip_prefix(key).is_some_and(|rest| rest.starts_with(['"', ':', ' ', '=']))
    })
}

/// Whether `word` stands in `text` on its own: neither neighbour a letter, digit or underscore.
pub fn stands(text: &str, word: &str) -> bool {
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(is_word) && !after.is_some_and(is_word)
    })
}

/// One library on every mistake: the config written, held to read back whole, then each mistake
/// made and read.
pub fn measure(library: &Library, version: &str) -> anyhow::Result<Format> {
    let original = config();
    let text = (library.write)(&original)?;
    let back = (library.read)(&text).map_err(|error| {
        anyhow::anyhow!("{}: the unedited config does not read back: {error}", library.format)
    })?;
    anyhow::ensure!(back == original, "{}: the config reads back as {back:?}", library.format);
    let mut edits = Vec::new();
    for mistake in mistakes() {
        let index = key_line(&text, mistake.key).ok_or_else(|| {
            anyhow::anyhow!("{}: no line holds `{}`", library.format, mistake.key)
        })?;
        let mut lines: Vec<String> = text.lines().map(String::from).collect();
        match (mistake.change)(&lines[index]) {
            Some(changed) => {
                anyhow::ensure!(
                    changed != lines[index],
                    "{}: `{}` left line {} as it was",
                    library.format,
                    mistake.edit,
                    index + 1
                );
                lines[index] = changed;
            }
            None => {
                lines.remove(index);
            }
        }
        let edited = lines.join("\n") + "\n";
        let error = (library.read)(&edited).err();
        let message = error.as_deref().unwrap_or_default();
        let mut asks = BTreeMap::new();
        if mistake.line {
            asks.insert(Names::Line, stands(message, &(index + 1).to_string()));
        }
        asks.insert(Names::Field, mistake.field.iter().any(|field| stands(message, field)));
        if mistake.expects_type {
            let lower = message.to_lowercase();
            asks.insert(Names::Type, INTEGER.iter().any(|word| stands(&lower, word)));
        }
        edits.push(Edit { edit: mistake.edit.into(), asks, error });
    }
    Ok(Format {
        format: library.format.into(),
        library: library.library.into(),
        version: version.into(),
        calls: library.calls.into(),
        edits,
        typed: typed(library),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_stands_alone_or_not_at_all() {
        assert!(stands("invalid type at line 4 column 11", "4"));
        assert!(!stands("expected u16", "16"));
        assert!(stands("4:12: expected integer", "4"));
        assert!(!stands("missing field `workers_x`", "workers"));
        assert!(stands("missing field `workers`", "workers"));
    }

    #[test]
    fn every_library_writes_a_line_for_every_key_the_mistakes_edit() {
        for library in libraries() {
            let text = (library.write)(&config()).expect("writes");
            for mistake in mistakes() {
                assert!(
                    key_line(&text, mistake.key).is_some(),
                    "{}: {}\n{text}",
                    library.format,
                    mistake.key
                );
            }
        }
    }

    /// Every verdict, held: a library release that changes an error shows in review.
    #[test]
    fn the_verdicts_are_the_libraries_own() {
        let mut out = String::new();
        for library in libraries() {
            let format = measure(&library, "").expect("measures");
            for edit in &format.edits {
                let asks: Vec<String> = edit
                    .asks
                    .iter()
                    .map(|(names, named)| {
                        format!("{} {}", names.label(), if *named { "yes" } else { "no" })
                    })
                    .collect();
                let read = if edit.error.is_some() { "" } else { " (read without an error)" };
                out += &format!("{}: {}{read}: {}\n", format.format, edit.edit, asks.join(", "));
            }
            for typed in &format.typed {
                let read = match &typed.read {
                    Read::AsTyped => "as typed".to_owned(),
                    Read::Another(value) => format!("as {value}"),
                    Read::Rejected(_) => "rejected".to_owned(),
                };
                out += &format!(
                    "{}: {} `{}` into {}: {read}\n",
                    format.format, typed.case, typed.typed, typed.field
                );
            }
        }
        expect_test::expect_file!["../verdicts.txt"].assert_eq(&out);
    }
}
