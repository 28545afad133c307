//! The timed binary of `bench-test-slowed`: the divan rounds `bench-cli run` starts, nothing
//! else (the engine's `child.rs` says why).

engine::timed_main!(bench_test_slowed::Formats);
