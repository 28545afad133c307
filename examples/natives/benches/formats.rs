//! Every serde format and every native one on a reading: `cargo test --benches` checks them,
//! `cargo bench` measures them.

serbench::main!(|| natives::readings(50));
