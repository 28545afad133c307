# Cap'n Proto schema for the `citm` corpus: corpora::citm::Citm (citm_catalog.json). Generated
# Rust lives in crates/fmt-capnp/src/generated/; regenerate with `cargo xtask codegen`.
#
# Cap'n Proto has no map type: each `BTreeMap` is a list of entry structs in key order. The
# model's always-null members (`()`) carry nothing and have no field. `Option<String>` is a Text
# pointer that is null when None.
@0x9f9b4f2dba0c319c;

struct Name {
  id @0 :UInt32;
  name @1 :Text;
}

struct VenueName {
  code @0 :Text;
  name @1 :Text;
}

struct TopicSubTopics {
  id @0 :UInt32;
  subTopicIds @1 :List(UInt32);
}

struct Event {
  id @0 :UInt32;
  logo @1 :Text;
  name @2 :Text;
  subTopicIds @3 :List(UInt32);
  topicIds @4 :List(UInt32);
}

struct EventEntry {
  id @0 :UInt32;
  event @1 :Event;
}

struct Price {
  amount @0 :UInt32;
  audienceSubCategoryId @1 :UInt32;
  seatCategoryId @2 :UInt32;
}

struct Area {
  areaId @0 :UInt32;
  blockIds @1 :List(UInt32);
}

struct SeatCategory {
  areas @0 :List(Area);
  seatCategoryId @1 :UInt32;
}

struct Performance {
  eventId @0 :UInt32;
  id @1 :UInt32;
  logo @2 :Text;
  prices @3 :List(Price);
  seatCategories @4 :List(SeatCategory);
  # Milliseconds since the Unix epoch.
  start @5 :UInt64;
  venueCode @6 :Text;
}

struct Citm {
  areaNames @0 :List(Name);
  audienceSubCategoryNames @1 :List(Name);
  blockNames @2 :List(Name);
  events @3 :List(EventEntry);
  performances @4 :List(Performance);
  seatCategoryNames @5 :List(Name);
  subTopicNames @6 :List(Name);
  subjectNames @7 :List(Name);
  topicNames @8 :List(Name);
  topicSubTopics @9 :List(TopicSubTopics);
  venueNames @10 :List(VenueName);
}
