//! The timed binary of `bench-bin-proto`: the divan rounds `bench-cli run` starts, nothing
//! else (the engine's `child.rs` says why).

engine::timed_main!(bench_bin_proto::Formats);
