//! The timed binary of `bench-protobuf4`: the divan rounds `bench-cli run` starts, nothing
//! else (the engine's `child.rs` says why).

engine::timed_main!(bench_protobuf4::Formats);
