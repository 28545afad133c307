# Cap'n Proto schema for the `stored` and `message` data sets: datasets::stored::{StoredSet,
# StoredData}. Generated Rust lives in crates/fmt-capnp/src/generated/; regenerate with
# `cargo xtask codegen`.
@0xa27868ae5f1f2ec0;

struct StoredData {
  # `Variant`: an unnamed union is Cap'n Proto's enum with payloads.
  variant :union {
    yesNo @0 :Bool;
    small @1 :UInt8;
    signy @2 :Int64;
    stringy @3 :Text;
  }
  # `Option<bool>`: Cap'n Proto has no optional scalars; a union with a Void case is the idiom.
  optBool :union {
    none @4 :Void;
    some @5 :Bool;
  }
  vecStrs @6 :List(Text);
  range @7 :Span;
}

# `Range<usize>` as `Span`; usize is written as 64 bits.
struct Span {
  start @0 :UInt64;
  end @1 :UInt64;
}

struct StoredSet {
  items @0 :List(StoredData);
}
