//! The timed binary of `bench-buffa`: the divan rounds `bench-cli run` starts, nothing
//! else (the engine's `child.rs` says why).

engine::timed_main!(bench_buffa::Formats);
