//! The timed binary of `bench-cbor4ii`: the divan rounds `bench-cli run` starts, nothing
//! else (the engine's `child.rs` says why).

engine::timed_main!(bench_cbor4ii::Formats);
