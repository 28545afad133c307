//! The test-only broken formats' bench binary (`bench-cli robustness --include-broken`).

engine::bench_main!(bench_test_broken::Formats);
