# Cap'n Proto schema for the `chunks` data set: datasets::chunks::Chunks. Generated Rust lives in
# crates/fmt-capnp/src/generated/; regenerate with `cargo xtask codegen`.
@0xd994d940539ad0d5;

struct Chunk {
  x @0 :Int32;
  z @1 :Int32;
  # Byte arrays are `Data`, read as `&[u8]`.
  blocks @2 :Data;
  light @3 :Data;
  biomes @4 :Data;
  heightmap @5 :List(UInt16);
}

struct Chunks {
  chunks @0 :List(Chunk);
}
