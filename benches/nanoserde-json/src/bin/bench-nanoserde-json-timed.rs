//! The timed binary of `bench-nanoserde-json`: the divan rounds `bench-cli run` starts, nothing
//! else (the engine's `child.rs` says why).

engine::timed_main!(bench_nanoserde_json::Formats);
