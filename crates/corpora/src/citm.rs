//! `citm`: citm_catalog.json, a ticketing catalog: 184 events and 243 performances with prices
//! and seat categories, and name tables keyed by numeric ids. Many small integers, maps and nulls.

use std::collections::BTreeMap;

use datasets::Dataset;

pub(crate) const JSON: &str = include_str!("../data/citm_catalog.json");

/// The file's ids are numbers written as JSON object keys ("205705993"); as map keys they are
/// `u32`, which is what they are. serde_json reads and writes them as strings.
pub type Id = u32;

datasets::model! { numeric_keys:
    #[serde(rename_all = "camelCase")]
    pub struct Citm {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub area_names: BTreeMap<Id, String>,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub audience_sub_category_names: BTreeMap<Id, String>,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub block_names: BTreeMap<Id, String>,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub events: BTreeMap<Id, Event>,
        #[cfg_attr(feature = "minicbor", n(4))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub performances: Vec<Performance>,
        #[cfg_attr(feature = "minicbor", n(5))]
        pub seat_category_names: BTreeMap<Id, String>,
        #[cfg_attr(feature = "minicbor", n(6))]
        pub sub_topic_names: BTreeMap<Id, String>,
        #[cfg_attr(feature = "minicbor", n(7))]
        pub subject_names: BTreeMap<Id, String>,
        #[cfg_attr(feature = "minicbor", n(8))]
        pub topic_names: BTreeMap<Id, String>,
        #[cfg_attr(feature = "minicbor", n(9))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "map<general, packed>"))]
        pub topic_sub_topics: BTreeMap<Id, Vec<Id>>,
        /// Keyed by venue code, a string.
        #[cfg_attr(feature = "minicbor", n(10))]
        pub venue_names: BTreeMap<String, String>,
    }
}

datasets::model! {
    #[serde(rename_all = "camelCase")]
    pub struct Event {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub description: (),
        #[cfg_attr(feature = "minicbor", n(1))]
        pub id: Id,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub logo: Option<String>,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub name: String,
        #[cfg_attr(feature = "minicbor", n(4))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub sub_topic_ids: Vec<Id>,
        #[cfg_attr(feature = "minicbor", n(5))]
        pub subject_code: (),
        #[cfg_attr(feature = "minicbor", n(6))]
        pub subtitle: (),
        #[cfg_attr(feature = "minicbor", n(7))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub topic_ids: Vec<Id>,
    }

    #[serde(rename_all = "camelCase")]
    pub struct Performance {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub event_id: Id,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub id: Id,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub logo: Option<String>,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub name: (),
        #[cfg_attr(feature = "minicbor", n(4))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub prices: Vec<Price>,
        #[cfg_attr(feature = "minicbor", n(5))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub seat_categories: Vec<SeatCategory>,
        #[cfg_attr(feature = "minicbor", n(6))]
        pub seat_map_image: (),
        /// Milliseconds since the Unix epoch.
        #[cfg_attr(feature = "minicbor", n(7))]
        pub start: u64,
        #[cfg_attr(feature = "minicbor", n(8))]
        pub venue_code: String,
    }

    #[serde(rename_all = "camelCase")]
    pub struct Price {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub amount: u32,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub audience_sub_category_id: Id,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub seat_category_id: Id,
    }

    #[serde(rename_all = "camelCase")]
    pub struct SeatCategory {
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub areas: Vec<Area>,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub seat_category_id: Id,
    }

    #[serde(rename_all = "camelCase")]
    pub struct Area {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub area_id: Id,
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub block_ids: Vec<Id>,
    }
}

/// simd-json-derive for the root by hand: its derive writes map keys only from strings
/// (`SerializeAsKey`), and most of the root's maps are keyed by numbers. What a user of the derive
/// with such maps writes: the maps as JSON objects with the ids as strings, as serde_json writes
/// them; every other type here derives.
#[cfg(feature = "simd-json")]
mod simd_json_by_hand {
    use std::{collections::BTreeMap, io::Write};

    use simd_json::Node;
    use simd_json_derive::{Deserialize, Serialize, Tape, de};

    use super::{Citm, Id};

    /// A map keyed by ids, ids written as strings.
    fn write_ids<W: Write, V: Serialize>(
        writer: &mut W,
        map: &BTreeMap<Id, V>,
    ) -> std::io::Result<()> {
        writer.write_all(b"{")?;
        for (index, (id, value)) in map.iter().enumerate() {
            if index > 0 {
                writer.write_all(b",")?;
            }
            write!(writer, "\"{id}\":")?;
            value.json_write(writer)?;
        }
        writer.write_all(b"}")
    }

    fn read_ids<'input, V: Deserialize<'input> + 'input>(
        tape: &mut Tape<'input>,
    ) -> de::Result<BTreeMap<Id, V>> {
        let Some(Node::Object { len, .. }) = tape.next() else {
            return Err(de::Error::expected_map());
        };
        let mut map = BTreeMap::new();
        for _ in 0..len {
            let Some(Node::String(key)) = tape.next() else {
                return Err(de::Error::expected_string());
            };
            let id = key.parse().map_err(|_| de::Error::expected_string())?;
            map.insert(id, V::from_tape(tape)?);
        }
        Ok(map)
    }

    impl Serialize for Citm {
        fn json_write<W: Write>(&self, writer: &mut W) -> std::io::Result<()> {
            writer.write_all(b"{\"areaNames\":")?;
            write_ids(writer, &self.area_names)?;
            writer.write_all(b",\"audienceSubCategoryNames\":")?;
            write_ids(writer, &self.audience_sub_category_names)?;
            writer.write_all(b",\"blockNames\":")?;
            write_ids(writer, &self.block_names)?;
            writer.write_all(b",\"events\":")?;
            write_ids(writer, &self.events)?;
            writer.write_all(b",\"performances\":")?;
            self.performances.json_write(writer)?;
            writer.write_all(b",\"seatCategoryNames\":")?;
            write_ids(writer, &self.seat_category_names)?;
            writer.write_all(b",\"subTopicNames\":")?;
            write_ids(writer, &self.sub_topic_names)?;
            writer.write_all(b",\"subjectNames\":")?;
            write_ids(writer, &self.subject_names)?;
            writer.write_all(b",\"topicNames\":")?;
            write_ids(writer, &self.topic_names)?;
            writer.write_all(b",\"topicSubTopics\":")?;
            write_ids(writer, &self.topic_sub_topics)?;
            writer.write_all(b",\"venueNames\":")?;
            self.venue_names.json_write(writer)?;
            writer.write_all(b"}")
        }
    }

    impl<'input> Deserialize<'input> for Citm {
        fn from_tape(tape: &mut Tape<'input>) -> de::Result<Self> {
            let Some(Node::Object { len, .. }) = tape.next() else {
                return Err(de::Error::expected_map());
            };
            let mut citm = Citm {
                area_names: BTreeMap::new(),
                audience_sub_category_names: BTreeMap::new(),
                block_names: BTreeMap::new(),
                events: BTreeMap::new(),
                performances: Vec::new(),
                seat_category_names: BTreeMap::new(),
                sub_topic_names: BTreeMap::new(),
                subject_names: BTreeMap::new(),
                topic_names: BTreeMap::new(),
                topic_sub_topics: BTreeMap::new(),
                venue_names: BTreeMap::new(),
            };
            // The derive requires every field and rejects unknown ones; so does this.
            let mut seen = BTreeMap::new();
            for _ in 0..len {
                let Some(Node::String(field)) = tape.next() else {
                    return Err(de::Error::expected_string());
                };
                seen.insert(field, ());
                match field {
                    "areaNames" => citm.area_names = read_ids(tape)?,
                    "audienceSubCategoryNames" => {
                        citm.audience_sub_category_names = read_ids(tape)?
                    }
                    "blockNames" => citm.block_names = read_ids(tape)?,
                    "events" => citm.events = read_ids(tape)?,
                    "performances" => citm.performances = Deserialize::from_tape(tape)?,
                    "seatCategoryNames" => citm.seat_category_names = read_ids(tape)?,
                    "subTopicNames" => citm.sub_topic_names = read_ids(tape)?,
                    "subjectNames" => citm.subject_names = read_ids(tape)?,
                    "topicNames" => citm.topic_names = read_ids(tape)?,
                    "topicSubTopics" => citm.topic_sub_topics = read_ids(tape)?,
                    "venueNames" => citm.venue_names = Deserialize::from_tape(tape)?,
                    other => return Err(de::Error::custom(format!("unknown field {other}"))),
                }
            }
            if seen.len() != 11 {
                return Err(de::Error::custom("a field of Citm is missing"));
            }
            Ok(citm)
        }
    }
}

impl Dataset for Citm {
    const NAME: &'static str = "citm";
    const DESCRIPTION: &'static str =
        "citm_catalog.json: 243 performances, 184 events, id-keyed maps, many nulls (real data)";
    const DEFAULT_LEN: usize = 243;
    const SEED: u64 = 0;

    /// The file's first `len` performances and first `len` events (the corpus has no seed).
    fn generate_seeded(len: usize, _seed: u64) -> Self {
        static PARSED: std::sync::OnceLock<Citm> = std::sync::OnceLock::new();
        let mut citm = crate::parsed(&PARSED, Self::NAME, JSON);
        citm.performances.truncate(len);
        citm.events = std::mem::take(&mut citm.events).into_iter().take(len).collect();
        citm
    }

    fn records(&self) -> usize {
        self.performances.len()
    }

    fn checksum(&self) -> u64 {
        crate::checksum(self)
    }
}
