//! The timed binary of `bench-test-broken`: never timed (its decoders misbehave on purpose), but
//! every bench crate has its twin.

engine::timed_main!(bench_test_broken::Formats);
