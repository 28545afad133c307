//! The timed binary of `bench-bilrost`: the divan rounds `bench-cli run` starts, nothing
//! else (the engine's `child.rs` says why).

engine::timed_main!(bench_bilrost::Formats);
