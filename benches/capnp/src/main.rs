//! The bench binary of `fmt-capnp` (`bench-cli run` starts it).

engine::bench_main!(bench_capnp::Formats);
