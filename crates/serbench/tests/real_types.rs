//! The trap table on types from widely used crates and std (addresses, identifiers, times,
//! geometry, generic values, bytes) and on the shapes they meet (flatten, untagged and internally
//! tagged enums, `Some(None)`, deep nesting): every row that fails names its cause, and the
//! cause is the right one.

use std::{
    collections::BTreeMap,
    net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr},
    time::Duration,
};

use serde::{Deserialize, Serialize};

use serbench::{Survival, Trap};

/// The table of `values`, with every failing row explained.
fn table<T: serbench::Checked + Clone>(name: &str, values: &[T]) -> Survival {
    let survival = serbench::survival(values);
    for row in &survival.rows {
        let format = format!("{}/{}", row.format.name, row.format.variant);
        let explained = row.verdict.survives() || !row.causes.is_empty();
        assert!(explained, "{name}: {format} fails with no cause:\n{survival}");
    }
    survival
}

/// The formats whose row `survival` explains by `trap`.
fn explained_by(survival: &Survival, trap: Trap) -> Vec<String> {
    let rows = survival.rows.iter().filter(|row| row.causes.contains(&trap));
    rows.map(|row| format!("{}/{}", row.format.name, row.format.variant)).collect()
}

/// The formats that fail on `survival`'s values.
fn failing(survival: &Survival) -> Vec<String> {
    let rows = survival.rows.iter().filter(|row| !row.verdict.survives());
    rows.map(|row| format!("{}/{}", row.format.name, row.format.variant)).collect()
}

#[derive(Serialize, Deserialize, PartialEq, Debug, Clone)]
struct Addresses {
    v4: IpAddr,
    v6: IpAddr,
    socket: SocketAddr,
}

#[derive(Serialize, Deserialize, PartialEq, Debug, Clone)]
struct Identifiers {
    id: uuid::Uuid,
    version: semver::Version,
    url: url::Url,
}

#[derive(Serialize, Deserialize, PartialEq, Debug, Clone)]
struct Times {
    at: time::OffsetDateTime,
    utc: chrono::DateTime<chrono::Utc>,
    took: Duration,
}

#[derive(Serialize, Deserialize, PartialEq, Debug, Clone)]
struct Geometry {
    position: glam::Vec3,
    rotation: glam::Quat,
}

#[derive(Serialize, Deserialize, PartialEq, Debug, Clone)]
struct Document {
    attributes: serde_json::Value,
    body: bytes::Bytes,
    counts: BTreeMap<String, u64>,
    cleared: Option<Option<String>>,
}

#[derive(Serialize, Deserialize, PartialEq, Debug, Clone)]
struct Flattened {
    name: String,
    #[serde(flatten)]
    ids: Identifiers,
}

#[derive(Serialize, Deserialize, PartialEq, Debug, Clone)]
#[serde(untagged)]
enum Either {
    Id(uuid::Uuid),
    Address(IpAddr),
}

#[derive(Serialize, Deserialize, PartialEq, Debug, Clone)]
#[serde(tag = "kind")]
enum Tagged {
    Event { at: time::OffsetDateTime, from: IpAddr },
}

/// A tree as deep as asked: a document's sections in sections.
#[derive(Serialize, Deserialize, PartialEq, Debug, Clone)]
struct Section {
    title: String,
    children: Vec<Section>,
}

impl Section {
    fn nested(depth: usize) -> Section {
        (1..depth).fold(Section { title: "leaf".into(), children: vec![] }, |inner, _| Section {
            title: "s".into(),
            children: vec![inner],
        })
    }
}

/// The serde formats that write no field names or tags, in serbench's order.
const POSITIONAL: [&str; 5] =
    ["bincode/serde", "bincode/1.3-serde", "postcard/serde", "serde-zap/serde", "bitcode/serde"];

#[test]
fn widely_used_types_round_trip_in_every_format() {
    // Written and read by every format the same way round: nothing to explain.
    for survival in [
        table(
            "addresses",
            &[Addresses {
                v4: IpAddr::V4(Ipv4Addr::new(10, 0, 0, 1)),
                v6: IpAddr::V6(Ipv6Addr::LOCALHOST),
                socket: "192.168.1.2:8080".parse().unwrap(),
            }],
        ),
        table("identifiers", &[identifiers()]),
        table(
            "times",
            &[Times {
                at: time::OffsetDateTime::from_unix_timestamp(1_700_000_000).unwrap(),
                utc: chrono::DateTime::from_timestamp(1_700_000_000, 5).unwrap(),
                took: Duration::from_millis(1500),
            }],
        ),
        table(
            "geometry",
            &[Geometry {
                position: glam::Vec3::new(1.0, 2.5, -3.0),
                rotation: glam::Quat::IDENTITY,
            }],
        ),
    ] {
        assert!(failing(&survival).is_empty(), "{survival}");
        assert!(survival.uses.human_readable || survival.uses.depth > 0);
    }
}

fn identifiers() -> Identifiers {
    Identifiers {
        id: uuid::Uuid::from_u128(0x1234_5678_9abc_def0_1234_5678_9abc_def0),
        version: semver::Version::parse("1.2.3-beta.1").expect("a version"),
        url: url::Url::parse("https://example.com/a?b=c").expect("a URL"),
    }
}

#[test]
fn a_generic_value_and_some_none_are_named() {
    let survival = table(
        "document",
        &[Document {
            attributes: serde_json::json!({"lang": "en", "tags": ["a"]}),
            body: bytes::Bytes::from_static(b"hello"),
            counts: BTreeMap::from([("a".into(), 1)]),
            cleared: Some(None),
        }],
    );
    let mut self_describing = vec![
        "serde_json/serde",
        "simd-json/serde",
        "flexon/serde",
        "rmp-serde/serde",
        "ciborium/serde",
        "cbor4ii/serde",
        "serde-saphyr/serde",
        "flexbuffers/serde",
    ];
    // YAML and flexon are serbench's default features, left out without them.
    self_describing.retain(|format| {
        (cfg!(feature = "serde-saphyr") || !format.starts_with("serde-saphyr"))
            && (cfg!(feature = "flexon") || !format.starts_with("flexon"))
    });
    assert_eq!(explained_by(&survival, Trap::NestedOption), self_describing, "{survival}");
    assert_eq!(explained_by(&survival, Trap::AnyValue), POSITIONAL, "{survival}");
}

#[test]
fn addresses_and_times_in_buffered_enums_are_named() {
    let buffered = [
        table(
            "untagged",
            &[
                Either::Id(uuid::Uuid::from_u128(7)),
                Either::Address(IpAddr::V4(Ipv4Addr::LOCALHOST)),
            ],
        ),
        table(
            "tagged",
            &[Tagged::Event {
                at: time::OffsetDateTime::from_unix_timestamp(1_700_000_000).unwrap(),
                from: IpAddr::V4(Ipv4Addr::LOCALHOST),
            }],
        ),
    ];
    for survival in buffered {
        // The binary formats that read an untagged enum, and then the binary form as text.
        let binary = ["rmp-serde/serde", "ciborium/serde", "cbor4ii/serde", "flexbuffers/serde"];
        assert_eq!(explained_by(&survival, Trap::HumanReadable), binary, "{survival}");
        assert_eq!(explained_by(&survival, Trap::Untagged), POSITIONAL, "{survival}");
    }
    // Flattened, the same types are read back with the format's own answer.
    let survival = table("flattened", &[Flattened { name: "n".into(), ids: identifiers() }]);
    assert!(explained_by(&survival, Trap::HumanReadable).is_empty(), "{survival}");
    assert_eq!(failing(&survival), explained_by(&survival, Trap::Flatten), "{survival}");
}

#[test]
fn nesting_beyond_a_limit_is_named_with_both_depths() {
    let survival = table("sections", &[Section::nested(80)]);
    assert_eq!(survival.uses.depth, 160, "a struct and its sequence a level");
    let limited = explained_by(&survival, Trap::Depth);
    assert_eq!(failing(&survival), limited, "{survival}");
    for row in survival.rows.iter().filter(|row| row.causes.contains(&Trap::Depth)) {
        let note = row.note.as_deref().unwrap_or_default();
        assert!(note.starts_with("nested 160 deep; this format reads "), "{survival}");
    }
}

#[test]
fn real_documents_round_trip_or_say_why() {
    use datasets::Dataset;
    // Whole documents, one value each: every failing row names its cause (`table`).
    table(
        "twitter",
        &[corpora::twitter::Twitter::generate(corpora::twitter::Twitter::DEFAULT_LEN)],
    );
    table("citm", &[corpora::citm::Citm::generate(corpora::citm::Citm::DEFAULT_LEN)]);
    table("canada", &[corpora::canada::Canada::generate(corpora::canada::Canada::DEFAULT_LEN)]);
}
