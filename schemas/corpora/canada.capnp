# Cap'n Proto schema for the `canada` corpus: corpora::canada::Canada (canada.json, GeoJSON).
# Generated Rust lives in crates/fmt-capnp/src/generated/; regenerate with `cargo xtask codegen`.
@0xb84650252d861f5f;

# The GeoJSON `type` members that occur in the file.
enum ObjectType {
  featureCollection @0;
  feature @1;
  polygon @2;
}

# `[longitude, latitude]`: a list of these structs is laid out inline, 16 bytes a point.
struct Point {
  lon @0 :Float64;
  lat @1 :Float64;
}

struct Geometry {
  kind @0 :ObjectType;
  # Rings of points.
  coordinates @1 :List(List(Point));
}

struct Properties {
  name @0 :Text;
}

struct Feature {
  kind @0 :ObjectType;
  properties @1 :Properties;
  geometry @2 :Geometry;
}

struct Canada {
  kind @0 :ObjectType;
  features @1 :List(Feature);
}
