//! The timed binary of `bench-bincode1`: the divan rounds `bench-cli run` starts, nothing
//! else (the engine's `child.rs` says why).

engine::timed_main!(bench_bincode1::Formats);
