//! The test-only bench binary (`bench-cli run --include-test-formats`).

engine::bench_main!(bench_test_slowed::Formats);
