//! The timed binary of `bench-protobuf`: the divan rounds `bench-cli run` starts, nothing
//! else (the engine's `child.rs` says why).

engine::timed_main!(bench_protobuf::Formats);
