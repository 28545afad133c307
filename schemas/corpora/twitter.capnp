# Cap'n Proto schema for the `twitter` corpus: corpora::twitter::Twitter (twitter.json).
# Generated Rust lives in crates/fmt-capnp/src/generated/; regenerate with `cargo xtask codegen`.
#
# `Option<_>` scalars are unions with a Void case; `Option<String>`, `Option<struct>` and
# `Option<Vec<_>>` are pointers that are null when None. The model's always-null members (`()`)
# carry nothing and have no field.
@0xf06a9eb55d3b4ab7;

# `[start, end]` offsets into the status text.
struct Indices {
  start @0 :UInt32;
  end @1 :UInt32;
}

struct Metadata {
  resultType @0 :Text;
  isoLanguageCode @1 :Text;
}

struct Url {
  url @0 :Text;
  expandedUrl @1 :Text;
  displayUrl @2 :Text;
  indices @3 :Indices;
}

struct UrlEntities {
  urls @0 :List(Url);
}

struct UserEntities {
  url @0 :UrlEntities;
  description @1 :UrlEntities;
}

struct User {
  id @0 :UInt64;
  idStr @1 :Text;
  name @2 :Text;
  screenName @3 :Text;
  location @4 :Text;
  description @5 :Text;
  url @6 :Text;
  entities @7 :UserEntities;
  protected @8 :Bool;
  followersCount @9 :UInt32;
  friendsCount @10 :UInt32;
  listedCount @11 :UInt32;
  createdAt @12 :Text;
  favouritesCount @13 :UInt32;
  utcOffset :union {
    none @14 :Void;
    some @15 :Int32;
  }
  timeZone @16 :Text;
  geoEnabled @17 :Bool;
  verified @18 :Bool;
  statusesCount @19 :UInt32;
  lang @20 :Text;
  contributorsEnabled @21 :Bool;
  isTranslator @22 :Bool;
  isTranslationEnabled @23 :Bool;
  profileBackgroundColor @24 :Text;
  profileBackgroundImageUrl @25 :Text;
  profileBackgroundImageUrlHttps @26 :Text;
  profileBackgroundTile @27 :Bool;
  profileImageUrl @28 :Text;
  profileImageUrlHttps @29 :Text;
  profileBannerUrl @30 :Text;
  profileLinkColor @31 :Text;
  profileSidebarBorderColor @32 :Text;
  profileSidebarFillColor @33 :Text;
  profileTextColor @34 :Text;
  profileUseBackgroundImage @35 :Bool;
  defaultProfile @36 :Bool;
  defaultProfileImage @37 :Bool;
  following @38 :Bool;
  followRequestSent @39 :Bool;
  notifications @40 :Bool;
}

struct Hashtag {
  text @0 :Text;
  indices @1 :Indices;
}

struct UserMention {
  screenName @0 :Text;
  name @1 :Text;
  id @2 :UInt64;
  idStr @3 :Text;
  indices @4 :Indices;
}

struct Size {
  w @0 :UInt32;
  h @1 :UInt32;
  resize @2 :Text;
}

struct Sizes {
  medium @0 :Size;
  small @1 :Size;
  thumb @2 :Size;
  large @3 :Size;
}

struct Media {
  id @0 :UInt64;
  idStr @1 :Text;
  indices @2 :Indices;
  mediaUrl @3 :Text;
  mediaUrlHttps @4 :Text;
  url @5 :Text;
  displayUrl @6 :Text;
  expandedUrl @7 :Text;
  kind @8 :Text;
  sizes @9 :Sizes;
  sourceStatusId :union {
    none @10 :Void;
    some @11 :UInt64;
  }
  sourceStatusIdStr @12 :Text;
}

struct StatusEntities {
  hashtags @0 :List(Hashtag);
  symbols @1 :List(Hashtag);
  urls @2 :List(Url);
  userMentions @3 :List(UserMention);
  media @4 :List(Media);
}

# Both `Status` and `RetweetedStatus`: a retweeted status is a Status whose `retweetedStatus` is
# null (the model has no deeper retweets; decoding rejects one).
struct Status {
  metadata @0 :Metadata;
  createdAt @1 :Text;
  id @2 :UInt64;
  idStr @3 :Text;
  text @4 :Text;
  source @5 :Text;
  truncated @6 :Bool;
  inReplyToStatusId :union {
    none @7 :Void;
    some @8 :UInt64;
  }
  inReplyToStatusIdStr @9 :Text;
  inReplyToUserId :union {
    none @10 :Void;
    some @11 :UInt64;
  }
  inReplyToUserIdStr @12 :Text;
  inReplyToScreenName @13 :Text;
  user @14 :User;
  retweetCount @15 :UInt32;
  favoriteCount @16 :UInt32;
  entities @17 :StatusEntities;
  favorited @18 :Bool;
  retweeted @19 :Bool;
  possiblySensitive :union {
    none @20 :Void;
    some @21 :Bool;
  }
  lang @22 :Text;
  retweetedStatus @23 :Status;
}

struct SearchMetadata {
  completedIn @0 :Float64;
  maxId @1 :UInt64;
  maxIdStr @2 :Text;
  nextResults @3 :Text;
  query @4 :Text;
  refreshUrl @5 :Text;
  count @6 :UInt32;
  sinceId @7 :UInt64;
  sinceIdStr @8 :Text;
}

struct Twitter {
  statuses @0 :List(Status);
  searchMetadata @1 :SearchMetadata;
}
