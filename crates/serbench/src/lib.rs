//! The workbench on your own types. A user adds this crate as a dev-dependency and asks, of the
//! values their program ships, "which formats carry them, and at what cost?".
//!
//! This first part answers "does my type survive this format?": [`survival`] runs every serde
//! format of the workbench on the values, encodes, decodes and compares, and its table says per
//! format whether they came back equal, or the library's error, with the cause in words when it is
//! a known trap ([`Trap`]: `skip_serializing_if` in a positional format, `flatten`, untagged and
//! internally tagged enums where the format is not self-describing, 128-bit integers, map keys
//! that are not strings, NaN and `-0.0`), and what bytes written one at a time cost (a `Vec<u8>`
//! without `serde_bytes`). Which format fails which trap is measured on a fixture of each trap, not
//! assumed, so a library that learns a trick shows it.
//!
//! ```
//! #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
//! struct Reading {
//!     sensor: u32,
//!     #[serde(default, skip_serializing_if = "Option::is_none")]
//!     note: Option<String>,
//!     celsius: f64,
//! }
//!
//! let table = serbench::survival(&[Reading { sensor: 7, note: None, celsius: -0.0 }]);
//! let row = |name: &str| table.rows.iter().find(|row| row.format.name == name).unwrap();
//! assert!(row("serde_json").verdict.survives());
//! assert!(!row("postcard").verdict.survives());
//! assert_eq!(row("postcard").causes, [serbench::Trap::SkippedField]);
//! println!("{table}");
//! ```
//!
//! A bench target (`harness = false`) is one line, [`main`] with a generator of the values:
//!
//! ```no_run
//! # #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
//! # struct Reading { sensor: u32 }
//! fn main() {
//!     serbench::main(|| (0..100).map(|sensor| Reading { sensor }).collect());
//! }
//! ```

mod formats;
mod probe;
mod survive;
mod traps;

pub use probe::{Uses, probe};
pub use survive::{Checked, Row, Survival, Verdict, survival};
pub use traps::Trap;

use std::io::Write;

/// A bench target's `main`: generates the values, prints the survival table, and exits. A
/// generator that panics or returns no value is one line on stderr that names it, and exit
/// status 2.
pub fn main<T: Checked>(generate: impl FnOnce() -> Vec<T>) {
    let values = match generated(generate) {
        Ok(values) => values,
        Err(message) => {
            let _ = writeln!(std::io::stderr(), "serbench: {message}");
            std::process::exit(2);
        }
    };
    let _ = write!(std::io::stdout(), "{}", survival(&values));
}

/// The generator's values, or the one line that says why there are none.
fn generated<T, G: FnOnce() -> Vec<T>>(generate: G) -> Result<Vec<T>, String> {
    let name = std::any::type_name::<G>();
    match survive::quietly(generate) {
        Ok(values) if values.is_empty() => Err(format!("the generator {name} returned no value")),
        Ok(values) => Ok(values),
        Err(panic) => Err(format!("the generator {name} panicked: {panic}")),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_bad_generator_is_one_line_naming_it() {
        let empty = super::generated(Vec::<u8>::new).expect_err("no value");
        assert!(empty.starts_with("the generator ") && empty.ends_with(" returned no value"));
        assert!(empty.contains("Vec"), "{empty}");
        let panics = super::generated(|| -> Vec<u8> { panic!("no data") }).expect_err("a panic");
        assert!(panics.ends_with(" panicked: no data"), "{panics}");
        assert_eq!(super::generated(|| vec![1_u8]), Ok(vec![1]));
    }
}
