//! The bench binary of `fmt-serde-saphyr` (`bench-cli run` starts it).

engine::bench_main!(bench_serde_saphyr::Formats);
