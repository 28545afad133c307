//! `twitter`: twitter.json, a search API reply of 100 statuses (73 with a retweeted status),
//! each with its user, entities and metadata: many strings (much of them non-ASCII), ids, counts,
//! flags and optional members.

#![allow(
    missing_debug_implementations,
    reason = "rkyv's archived and resolver twins of the two status structs, which come out of two \
              nested macros, count as local items; every model type itself derives Debug"
)]

use datasets::Dataset;

pub(crate) const JSON: &str = include_str!("../data/twitter.json");

/// Start and end offsets of an entity in the status text: `[start, end]` in JSON.
pub type Indices = (u32, u32);

/// A status, with its fields written once for both kinds: `Status`, which may carry a
/// retweeted status, and `RetweetedStatus`, which in this data never does.
macro_rules! status {
    ($(#[$meta:meta])* $name:ident { $($extra:tt)* }) => {
        datasets::model! {
            $(#[$meta])*
            pub struct $name {
                pub metadata: Metadata,
                pub created_at: String,
                pub id: u64,
                pub id_str: String,
                pub text: String,
                pub source: String,
                pub truncated: bool,
                pub in_reply_to_status_id: Option<u64>,
                pub in_reply_to_status_id_str: Option<String>,
                pub in_reply_to_user_id: Option<u64>,
                pub in_reply_to_user_id_str: Option<String>,
                pub in_reply_to_screen_name: Option<String>,
                pub user: User,
                pub geo: (),
                pub coordinates: (),
                pub place: (),
                pub contributors: (),
                pub retweet_count: u32,
                pub favorite_count: u32,
                pub entities: StatusEntities,
                pub favorited: bool,
                pub retweeted: bool,
                pub possibly_sensitive: Option<bool>,
                pub lang: String,
                $($extra)*
            }
        }
    };
}

status!(Status { pub retweeted_status: Option<Box<RetweetedStatus>>, });
status!(RetweetedStatus {});

/// msgpacker 0.7 implements its traits for no `Box`: the boxed retweet packs as the status it
/// holds, what a user of the derive with a recursive type writes by hand (the same bytes as the
/// status inline).
#[cfg(feature = "msgpacker")]
mod msgpacker_box {
    use msgpacker::{BufMut, Packable, Unpackable};

    use super::RetweetedStatus;

    impl Packable for Box<RetweetedStatus> {
        fn pack<T: BufMut>(&self, buf: &mut T) -> usize {
            (**self).pack(buf)
        }
    }

    impl Unpackable for Box<RetweetedStatus> {
        type Error = <RetweetedStatus as Unpackable>::Error;

        fn unpack_with_ofs(buf: &[u8]) -> Result<(usize, Self), Self::Error> {
            RetweetedStatus::unpack_with_ofs(buf).map(|(read, status)| (read, Box::new(status)))
        }

        fn unpack_iter<I: IntoIterator<Item = u8>>(bytes: I) -> Result<(usize, Self), Self::Error> {
            RetweetedStatus::unpack_iter(bytes).map(|(read, status)| (read, Box::new(status)))
        }
    }
}

datasets::model! {
    pub struct Twitter {
        pub statuses: Vec<Status>,
        pub search_metadata: SearchMetadata,
    }

    pub struct Metadata {
        pub result_type: String,
        pub iso_language_code: String,
    }

    pub struct User {
        pub id: u64,
        pub id_str: String,
        pub name: String,
        pub screen_name: String,
        pub location: String,
        pub description: String,
        pub url: Option<String>,
        pub entities: UserEntities,
        pub protected: bool,
        pub followers_count: u32,
        pub friends_count: u32,
        pub listed_count: u32,
        pub created_at: String,
        pub favourites_count: u32,
        pub utc_offset: Option<i32>,
        pub time_zone: Option<String>,
        pub geo_enabled: bool,
        pub verified: bool,
        pub statuses_count: u32,
        pub lang: String,
        pub contributors_enabled: bool,
        pub is_translator: bool,
        pub is_translation_enabled: bool,
        pub profile_background_color: String,
        pub profile_background_image_url: String,
        pub profile_background_image_url_https: String,
        pub profile_background_tile: bool,
        pub profile_image_url: String,
        pub profile_image_url_https: String,
        pub profile_banner_url: Option<String>,
        pub profile_link_color: String,
        pub profile_sidebar_border_color: String,
        pub profile_sidebar_fill_color: String,
        pub profile_text_color: String,
        pub profile_use_background_image: bool,
        pub default_profile: bool,
        pub default_profile_image: bool,
        pub following: bool,
        pub follow_request_sent: bool,
        pub notifications: bool,
    }

    pub struct UserEntities {
        pub url: Option<UrlEntities>,
        pub description: UrlEntities,
    }

    pub struct UrlEntities {
        pub urls: Vec<Url>,
    }

    pub struct Url {
        pub url: String,
        pub expanded_url: String,
        pub display_url: String,
        pub indices: Indices,
    }

    pub struct StatusEntities {
        pub hashtags: Vec<Hashtag>,
        pub symbols: Vec<Hashtag>,
        pub urls: Vec<Url>,
        pub user_mentions: Vec<UserMention>,
        pub media: Option<Vec<Media>>,
    }

    pub struct Hashtag {
        pub text: String,
        pub indices: Indices,
    }

    pub struct UserMention {
        pub screen_name: String,
        pub name: String,
        pub id: u64,
        pub id_str: String,
        pub indices: Indices,
    }

    pub struct Media {
        pub id: u64,
        pub id_str: String,
        pub indices: Indices,
        pub media_url: String,
        pub media_url_https: String,
        pub url: String,
        pub display_url: String,
        pub expanded_url: String,
        #[serde(rename = "type")]
        pub kind: String,
        pub sizes: Sizes,
        pub source_status_id: Option<u64>,
        pub source_status_id_str: Option<String>,
    }

    pub struct Sizes {
        pub medium: Size,
        pub small: Size,
        pub thumb: Size,
        pub large: Size,
    }

    pub struct Size {
        pub w: u32,
        pub h: u32,
        pub resize: String,
    }

    pub struct SearchMetadata {
        pub completed_in: f64,
        pub max_id: u64,
        pub max_id_str: String,
        pub next_results: String,
        pub query: String,
        pub refresh_url: String,
        pub count: u32,
        pub since_id: u64,
        pub since_id_str: String,
    }
}

impl Dataset for Twitter {
    const NAME: &'static str = "twitter";
    const DESCRIPTION: &'static str =
        "twitter.json: 100 statuses with users and entities, unicode text, optionals (real data)";
    const DEFAULT_LEN: usize = 100;
    const SEED: u64 = 0;

    /// The file's first `len` statuses (the corpus has no seed).
    fn generate_seeded(len: usize, _seed: u64) -> Self {
        static PARSED: std::sync::OnceLock<Twitter> = std::sync::OnceLock::new();
        let mut twitter = crate::parsed(&PARSED, Self::NAME, JSON);
        twitter.statuses.truncate(len);
        twitter
    }

    fn records(&self) -> usize {
        self.statuses.len()
    }

    fn checksum(&self) -> u64 {
        crate::checksum(self)
    }
}
