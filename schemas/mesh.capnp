# Cap'n Proto schema for the `mesh` data set: datasets::mesh::Mesh. Generated Rust lives in
# crates/fmt-capnp/src/generated/; regenerate with `cargo xtask codegen`.
@0xa68e034bd57e96ff;

struct Vector3 {
  x @0 :Float32;
  y @1 :Float32;
  z @2 :Float32;
}

# Cap'n Proto has no inline structs: each Vector3 is its own struct behind a pointer.
struct Triangle {
  v0 @0 :Vector3;
  v1 @1 :Vector3;
  v2 @2 :Vector3;
  normal @3 :Vector3;
}

struct Mesh {
  triangles @0 :List(Triangle);
}
