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

mod formats;
mod probe;
mod survive;
mod traps;

pub use probe::{Uses, probe};
pub use survive::{Checked, Row, Survival, Verdict, survival};
pub use traps::Trap;
