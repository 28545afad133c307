//! The cells an audit found mislabelled, held by their bytes: each value written with the library
//! itself (as the format crate calls it), its bytes shown, read as the other version with the
//! library itself, and the matrix's cell found to say CORRUPTS with that value. Before every value
//! decided a cell, each of these read **rejects**: the first value was refused, the second read
//! wrong.

use std::sync::OnceLock;

use serbench::Evolved;
use serde::{Deserialize, Serialize};

/// The matrix, measured once for every test here (each read in a forked child).
fn steps() -> &'static [evolution::Step] {
    static STEPS: OnceLock<Vec<evolution::Step>> = OnceLock::new();
    STEPS.get_or_init(evolution::steps)
}

/// Which way a cell reads.
#[derive(Clone, Copy, Debug)]
enum Direction {
    /// New code reading old bytes.
    Backward,
    /// Old code reading new bytes.
    Forward,
}

/// The matrix's cell for `format` (`name/variant`) on `change` at the top of a message.
fn cell(change: &str, format: &str, direction: Direction) -> &'static Evolved {
    let step = steps().iter().find(|step| step.change == change && !step.in_list);
    let step = step.unwrap_or_else(|| panic!("no step `{change}`"));
    let row = step
        .evolution
        .rows
        .iter()
        .find(|row| format!("{}/{}", row.format.name, row.format.variant) == format);
    let row = row.unwrap_or_else(|| panic!("no row {format} on `{change}`"));
    match direction {
        Direction::Backward => &row.backward,
        Direction::Forward => row.forward.as_ref().expect("every step is measured both ways"),
    }
}

/// Asserts the cell is CORRUPTS and names the second value and what was read from it.
fn corrupts(change: &str, format: &str, direction: Direction, read: &str) {
    let cell = cell(change, format, direction);
    let detail = cell.detail().unwrap_or_default();
    assert!(
        matches!(cell, Evolved::Corrupts(_))
            && detail.starts_with("value 2 of 2")
            && detail.contains(read),
        "{format} on `{change}` ({direction:?}): {} ({detail}); expected CORRUPTS reading {read}",
        cell.label()
    );
}

/// The type before every change, and the two versions these cells read it as.
#[derive(Serialize, Deserialize, PartialEq, Debug)]
struct Reading {
    sensor: u32,
    label: String,
}

#[derive(Serialize, Deserialize, PartialEq, Debug)]
struct AddedInMiddle {
    sensor: u32,
    celsius: u64,
    label: String,
}

#[derive(Serialize, Deserialize, PartialEq, Debug)]
struct Reordered {
    label: String,
    sensor: u32,
}

fn station(label: &str) -> Reading {
    Reading { sensor: 8, label: label.into() }
}

const LABEL: &str = "south-east weather station";

/// A field added in the middle, old code reading new bytes: `sensor`, then `celsius` (21) where
/// the label's length should be, so the label is 21 bytes from the real length on.
#[test]
fn old_code_reads_the_field_added_in_the_middle_as_the_label_s_length() {
    let new = AddedInMiddle { sensor: 8, celsius: 21, label: LABEL.into() };
    let change = "field added in the middle";

    // postcard and bincode 2 (`config::standard()`): varints, a length before the string.
    let bytes = postcard::to_allocvec(&new).expect("postcard writes it");
    assert_eq!(bytes[..4], [8, 21, 26, b's']);
    let read: Reading = postcard::from_bytes(&bytes).expect("postcard reads it");
    assert_eq!(read, station("\x1asouth-east weather s"));
    corrupts(change, "postcard/serde", Direction::Forward, r#"\u{1a}south-east weather s"#);

    let standard = bincode::config::standard();
    let bytes = bincode::serde::encode_to_vec(&new, standard).expect("bincode writes it");
    assert_eq!(bytes[..4], [8, 21, 26, b's']);
    let (read, _): (Reading, usize) =
        bincode::serde::decode_from_slice(&bytes, standard).expect("bincode reads it");
    assert_eq!(read, station("\x1asouth-east weather s"));
    corrupts(change, "bincode/serde", Direction::Forward, r#"\u{1a}south-east weather s"#);

    // bincode 1.3: fixed-width integers, a u64 length; `celsius` is that length, and the label
    // starts with the real length's eight bytes.
    let bytes = bincode1::serialize(&new).expect("bincode 1.3 writes it");
    assert_eq!(bytes[..4], 8_u32.to_le_bytes());
    assert_eq!(bytes[4..12], 21_u64.to_le_bytes());
    assert_eq!(bytes[12..20], 26_u64.to_le_bytes());
    let read: Reading = bincode1::deserialize(&bytes).expect("bincode 1.3 reads it");
    assert_eq!(read, station("\x1a\0\0\0\0\0\0\0south-east we"));
    corrupts(
        change,
        "bincode/1.3-serde",
        Direction::Forward,
        r#"\u{1a}\0\0\0\0\0\0\0south-east we"#,
    );
}

/// Fields of different types reordered, new code reading old bytes: the label's length (8, the
/// sensor's byte) takes eight bytes of the old label, and the next letter, `a` (97), is read as
/// the sensor.
#[test]
fn new_code_reads_a_letter_of_the_old_label_as_the_sensor() {
    let old = station(LABEL);
    let change = "fields of different types reordered";
    let expected = Reordered { label: "\x1asouth-e".into(), sensor: u32::from(b'a') };

    let bytes = postcard::to_allocvec(&old).expect("postcard writes it");
    assert_eq!(bytes[..3], [8, 26, b's']);
    let read: Reordered = postcard::from_bytes(&bytes).expect("postcard reads it");
    assert_eq!(read, expected);
    corrupts(change, "postcard/serde", Direction::Backward, "sensor: 97");

    let standard = bincode::config::standard();
    let bytes = bincode::serde::encode_to_vec(&old, standard).expect("bincode writes it");
    assert_eq!(bytes[..3], [8, 26, b's']);
    let (read, _): (Reordered, usize) =
        bincode::serde::decode_from_slice(&bytes, standard).expect("bincode reads it");
    assert_eq!(read, expected);
    corrupts(change, "bincode/serde", Direction::Backward, "sensor: 97");
}
