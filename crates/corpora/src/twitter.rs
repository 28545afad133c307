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
                #[cfg_attr(feature = "minicbor", n(0))]
                pub metadata: Metadata,
                #[cfg_attr(feature = "minicbor", n(1))]
                pub created_at: String,
                #[cfg_attr(feature = "minicbor", n(2))]
                pub id: u64,
                #[cfg_attr(feature = "minicbor", n(3))]
                pub id_str: String,
                #[cfg_attr(feature = "minicbor", n(4))]
                pub text: String,
                #[cfg_attr(feature = "minicbor", n(5))]
                pub source: String,
                #[cfg_attr(feature = "minicbor", n(6))]
                pub truncated: bool,
                #[cfg_attr(feature = "minicbor", n(7))]
                pub in_reply_to_status_id: Option<u64>,
                #[cfg_attr(feature = "minicbor", n(8))]
                pub in_reply_to_status_id_str: Option<String>,
                #[cfg_attr(feature = "minicbor", n(9))]
                pub in_reply_to_user_id: Option<u64>,
                #[cfg_attr(feature = "minicbor", n(10))]
                pub in_reply_to_user_id_str: Option<String>,
                #[cfg_attr(feature = "minicbor", n(11))]
                pub in_reply_to_screen_name: Option<String>,
                #[cfg_attr(feature = "minicbor", n(12))]
                pub user: User,
                #[cfg_attr(feature = "minicbor", n(13))]
                pub geo: (),
                #[cfg_attr(feature = "minicbor", n(14))]
                pub coordinates: (),
                #[cfg_attr(feature = "minicbor", n(15))]
                pub place: (),
                #[cfg_attr(feature = "minicbor", n(16))]
                pub contributors: (),
                #[cfg_attr(feature = "minicbor", n(17))]
                pub retweet_count: u32,
                #[cfg_attr(feature = "minicbor", n(18))]
                pub favorite_count: u32,
                #[cfg_attr(feature = "minicbor", n(19))]
                pub entities: StatusEntities,
                #[cfg_attr(feature = "minicbor", n(20))]
                pub favorited: bool,
                #[cfg_attr(feature = "minicbor", n(21))]
                pub retweeted: bool,
                #[cfg_attr(feature = "minicbor", n(22))]
                pub possibly_sensitive: Option<bool>,
                #[cfg_attr(feature = "minicbor", n(23))]
                pub lang: String,
                $($extra)*
            }
        }
    };
}

status!(Status {
    // minicbor's index after the shared fields' (0 to 23).
    #[cfg_attr(feature = "minicbor", n(24))]
    pub retweeted_status: Option<Box<RetweetedStatus>>,
});
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
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub statuses: Vec<Status>,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub search_metadata: SearchMetadata,
    }

    pub struct Metadata {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub result_type: String,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub iso_language_code: String,
    }

    pub struct User {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub id: u64,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub id_str: String,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub name: String,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub screen_name: String,
        #[cfg_attr(feature = "minicbor", n(4))]
        pub location: String,
        #[cfg_attr(feature = "minicbor", n(5))]
        pub description: String,
        #[cfg_attr(feature = "minicbor", n(6))]
        pub url: Option<String>,
        #[cfg_attr(feature = "minicbor", n(7))]
        pub entities: UserEntities,
        #[cfg_attr(feature = "minicbor", n(8))]
        pub protected: bool,
        #[cfg_attr(feature = "minicbor", n(9))]
        pub followers_count: u32,
        #[cfg_attr(feature = "minicbor", n(10))]
        pub friends_count: u32,
        #[cfg_attr(feature = "minicbor", n(11))]
        pub listed_count: u32,
        #[cfg_attr(feature = "minicbor", n(12))]
        pub created_at: String,
        #[cfg_attr(feature = "minicbor", n(13))]
        pub favourites_count: u32,
        #[cfg_attr(feature = "minicbor", n(14))]
        pub utc_offset: Option<i32>,
        #[cfg_attr(feature = "minicbor", n(15))]
        pub time_zone: Option<String>,
        #[cfg_attr(feature = "minicbor", n(16))]
        pub geo_enabled: bool,
        #[cfg_attr(feature = "minicbor", n(17))]
        pub verified: bool,
        #[cfg_attr(feature = "minicbor", n(18))]
        pub statuses_count: u32,
        #[cfg_attr(feature = "minicbor", n(19))]
        pub lang: String,
        #[cfg_attr(feature = "minicbor", n(20))]
        pub contributors_enabled: bool,
        #[cfg_attr(feature = "minicbor", n(21))]
        pub is_translator: bool,
        #[cfg_attr(feature = "minicbor", n(22))]
        pub is_translation_enabled: bool,
        #[cfg_attr(feature = "minicbor", n(23))]
        pub profile_background_color: String,
        #[cfg_attr(feature = "minicbor", n(24))]
        pub profile_background_image_url: String,
        #[cfg_attr(feature = "minicbor", n(25))]
        pub profile_background_image_url_https: String,
        #[cfg_attr(feature = "minicbor", n(26))]
        pub profile_background_tile: bool,
        #[cfg_attr(feature = "minicbor", n(27))]
        pub profile_image_url: String,
        #[cfg_attr(feature = "minicbor", n(28))]
        pub profile_image_url_https: String,
        #[cfg_attr(feature = "minicbor", n(29))]
        pub profile_banner_url: Option<String>,
        #[cfg_attr(feature = "minicbor", n(30))]
        pub profile_link_color: String,
        #[cfg_attr(feature = "minicbor", n(31))]
        pub profile_sidebar_border_color: String,
        #[cfg_attr(feature = "minicbor", n(32))]
        pub profile_sidebar_fill_color: String,
        #[cfg_attr(feature = "minicbor", n(33))]
        pub profile_text_color: String,
        #[cfg_attr(feature = "minicbor", n(34))]
        pub profile_use_background_image: bool,
        #[cfg_attr(feature = "minicbor", n(35))]
        pub default_profile: bool,
        #[cfg_attr(feature = "minicbor", n(36))]
        pub default_profile_image: bool,
        #[cfg_attr(feature = "minicbor", n(37))]
        pub following: bool,
        #[cfg_attr(feature = "minicbor", n(38))]
        pub follow_request_sent: bool,
        #[cfg_attr(feature = "minicbor", n(39))]
        pub notifications: bool,
    }

    pub struct UserEntities {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub url: Option<UrlEntities>,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub description: UrlEntities,
    }

    pub struct UrlEntities {
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub urls: Vec<Url>,
    }

    pub struct Url {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub url: String,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub expanded_url: String,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub display_url: String,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub indices: Indices,
    }

    pub struct StatusEntities {
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub hashtags: Vec<Hashtag>,
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub symbols: Vec<Hashtag>,
        #[cfg_attr(feature = "minicbor", n(2))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub urls: Vec<Url>,
        #[cfg_attr(feature = "minicbor", n(3))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub user_mentions: Vec<UserMention>,
        #[cfg_attr(feature = "minicbor", n(4))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub media: Option<Vec<Media>>,
    }

    pub struct Hashtag {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub text: String,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub indices: Indices,
    }

    pub struct UserMention {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub screen_name: String,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub name: String,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub id: u64,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub id_str: String,
        #[cfg_attr(feature = "minicbor", n(4))]
        pub indices: Indices,
    }

    pub struct Media {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub id: u64,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub id_str: String,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub indices: Indices,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub media_url: String,
        #[cfg_attr(feature = "minicbor", n(4))]
        pub media_url_https: String,
        #[cfg_attr(feature = "minicbor", n(5))]
        pub url: String,
        #[cfg_attr(feature = "minicbor", n(6))]
        pub display_url: String,
        #[cfg_attr(feature = "minicbor", n(7))]
        pub expanded_url: String,
        #[serde(rename = "type")]
        #[cfg_attr(feature = "minicbor", n(8))]
        pub kind: String,
        #[cfg_attr(feature = "minicbor", n(9))]
        pub sizes: Sizes,
        #[cfg_attr(feature = "minicbor", n(10))]
        pub source_status_id: Option<u64>,
        #[cfg_attr(feature = "minicbor", n(11))]
        pub source_status_id_str: Option<String>,
    }

    pub struct Sizes {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub medium: Size,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub small: Size,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub thumb: Size,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub large: Size,
    }

    pub struct Size {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub w: u32,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub h: u32,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub resize: String,
    }

    pub struct SearchMetadata {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub completed_in: f64,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub max_id: u64,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub max_id_str: String,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub next_results: String,
        #[cfg_attr(feature = "minicbor", n(4))]
        pub query: String,
        #[cfg_attr(feature = "minicbor", n(5))]
        pub refresh_url: String,
        #[cfg_attr(feature = "minicbor", n(6))]
        pub count: u32,
        #[cfg_attr(feature = "minicbor", n(7))]
        pub since_id: u64,
        #[cfg_attr(feature = "minicbor", n(8))]
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
