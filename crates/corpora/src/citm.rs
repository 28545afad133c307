//! `citm`: citm_catalog.json, a ticketing catalog: 184 events and 243 performances with prices
//! and seat categories, and name tables keyed by numeric ids. Many small integers, maps and nulls.

use std::collections::BTreeMap;

use datasets::Dataset;

pub(crate) const JSON: &str = include_str!("../data/citm_catalog.json");

/// The file's ids are numbers written as JSON object keys ("205705993"); as map keys they are
/// `u32`, which is what they are. serde_json reads and writes them as strings.
pub type Id = u32;

datasets::model! {
    #[serde(rename_all = "camelCase")]
    pub struct Citm {
        pub area_names: BTreeMap<Id, String>,
        pub audience_sub_category_names: BTreeMap<Id, String>,
        pub block_names: BTreeMap<Id, String>,
        pub events: BTreeMap<Id, Event>,
        pub performances: Vec<Performance>,
        pub seat_category_names: BTreeMap<Id, String>,
        pub sub_topic_names: BTreeMap<Id, String>,
        pub subject_names: BTreeMap<Id, String>,
        pub topic_names: BTreeMap<Id, String>,
        pub topic_sub_topics: BTreeMap<Id, Vec<Id>>,
        /// Keyed by venue code, a string.
        pub venue_names: BTreeMap<String, String>,
    }

    #[serde(rename_all = "camelCase")]
    pub struct Event {
        pub description: (),
        pub id: Id,
        pub logo: Option<String>,
        pub name: String,
        pub sub_topic_ids: Vec<Id>,
        pub subject_code: (),
        pub subtitle: (),
        pub topic_ids: Vec<Id>,
    }

    #[serde(rename_all = "camelCase")]
    pub struct Performance {
        pub event_id: Id,
        pub id: Id,
        pub logo: Option<String>,
        pub name: (),
        pub prices: Vec<Price>,
        pub seat_categories: Vec<SeatCategory>,
        pub seat_map_image: (),
        /// Milliseconds since the Unix epoch.
        pub start: u64,
        pub venue_code: String,
    }

    #[serde(rename_all = "camelCase")]
    pub struct Price {
        pub amount: u32,
        pub audience_sub_category_id: Id,
        pub seat_category_id: Id,
    }

    #[serde(rename_all = "camelCase")]
    pub struct SeatCategory {
        pub areas: Vec<Area>,
        pub seat_category_id: Id,
    }

    #[serde(rename_all = "camelCase")]
    pub struct Area {
        pub area_id: Id,
        pub block_ids: Vec<Id>,
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
