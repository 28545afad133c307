//! A telemetry event, the type a user of serbench ships: enums with data, an `Option` left out
//! when empty (`skip_serializing_if`, a trap for the positional formats), a map, nested `Vec`s,
//! a timestamp and raw bytes without `serde_bytes`; and its borrowed twin, `EventRef`, whose
//! strings point into the message (an alarm's text quotes, which a text format escapes).
//!
//! With serbench's `bitcode`, `bincode` and `rkyv` features on (this crate's dev-dependency), a
//! type serbench checks must carry those libraries' derives, as [`Event`] does:
//!
//! ```no_run
//! #[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
//! #[derive(bitcode::Encode, bitcode::Decode, bincode::Encode, bincode::Decode)]
//! #[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
//! struct Reading { sensor: u32 }
//! serbench::survival(&[Reading { sensor: 7 }]);
//! ```
//!
//! and a type without one is a compile error (E0277, "serbench cannot check `Reading`") whose help
//! names the missing trait, here `bitcode::Encode`:
//!
//! ```compile_fail,E0277
//! #[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
//! #[derive(bincode::Encode, bincode::Decode)]
//! #[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
//! struct Reading { sensor: u32 }
//! serbench::survival(&[Reading { sensor: 7 }]);
//! ```

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// One event a device reports: serde's derives, and three native formats' own.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[derive(bitcode::Encode, bitcode::Decode, bincode::Encode, bincode::Decode)]
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
pub struct Event {
    /// Milliseconds since the Unix epoch.
    pub at_ms: u64,
    pub device: String,
    pub kind: Kind,
    pub tags: BTreeMap<String, String>,
    /// Sample windows, each a run of readings.
    pub windows: Vec<Vec<f32>>,
    /// Left out of the message when unknown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub firmware: Option<String>,
    /// The device's raw frame.
    pub frame: Vec<u8>,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[derive(bitcode::Encode, bitcode::Decode, bincode::Encode, bincode::Decode)]
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
pub enum Kind {
    Heartbeat,
    Reading { sensor: u16, value: f64 },
    Alarm(String),
}

/// [`Event`] borrowing its strings from the encoded message: what a program that keeps the
/// message alive would decode into.
#[derive(Debug, Deserialize)]
#[allow(dead_code, reason = "read through `Debug`, which serbench compares")]
pub struct EventRef<'a> {
    at_ms: u64,
    device: &'a str,
    #[serde(borrow)]
    kind: KindRef<'a>,
    #[serde(borrow)]
    tags: BTreeMap<&'a str, &'a str>,
    windows: Vec<Vec<f32>>,
    #[serde(default, borrow)]
    firmware: Option<&'a str>,
    frame: Vec<u8>,
}

/// [`Kind`], borrowing.
#[derive(Debug, Deserialize)]
#[allow(dead_code, reason = "read through `Debug`, which serbench compares")]
pub enum KindRef<'a> {
    Heartbeat,
    Reading { sensor: u16, value: f64 },
    Alarm(&'a str),
}

/// The event as the devices in the field still send it: before `firmware` was added (in the
/// middle, with `#[serde(default)]`). serbench's evolution check (`benches/formats.rs`) asks which
/// formats let this release read what they stored, and let them read what this release writes.
pub mod v1 {
    use std::collections::BTreeMap;

    use serde::{Deserialize, Serialize};

    use super::Kind;

    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    #[derive(bitcode::Encode, bitcode::Decode, bincode::Encode, bincode::Decode)]
    #[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
    pub struct Event {
        pub at_ms: u64,
        pub device: String,
        pub kind: Kind,
        pub tags: BTreeMap<String, String>,
        pub windows: Vec<Vec<f32>>,
        pub frame: Vec<u8>,
    }

    /// What the old release reads of a new event: the fields it knows.
    impl From<super::Event> for Event {
        fn from(event: super::Event) -> Self {
            let super::Event { at_ms, device, kind, tags, windows, firmware: _, frame } = event;
            Event { at_ms, device, kind, tags, windows, frame }
        }
    }

    /// `n` events as the old release wrote them.
    pub fn events(n: usize) -> Vec<Event> {
        super::events(n).into_iter().map(Event::from).collect()
    }
}

/// What this release reads of an old event: its fields, and no firmware.
impl From<v1::Event> for Event {
    fn from(event: v1::Event) -> Self {
        let v1::Event { at_ms, device, kind, tags, windows, frame } = event;
        Event { at_ms, device, kind, tags, windows, firmware: None, frame }
    }
}

/// `n` events of every kind, deterministic.
pub fn events(n: usize) -> Vec<Event> {
    (0..n)
        .map(|i| Event {
            at_ms: 1_764_000_000_000 + i as u64 * 250,
            device: format!("sensor-{:03}", i % 17),
            kind: match i % 3 {
                0 => Kind::Heartbeat,
                1 => Kind::Reading { sensor: (i % 8) as u16, value: i as f64 * 0.125 },
                _ => Kind::Alarm(format!("threshold \"{i}\" exceeded")),
            },
            tags: BTreeMap::from([("site".into(), format!("plant-{}", i % 4))]),
            windows: vec![vec![i as f32; 4], vec![0.5; i % 3]],
            firmware: (i % 2 == 0).then(|| "2.4.1".into()),
            frame: (0..32).map(|b| (b * 7 + i) as u8).collect(),
        })
        .collect()
}
