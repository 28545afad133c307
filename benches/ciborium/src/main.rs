//! The bench binary of `fmt-ciborium` (`bench-cli run` starts it).

engine::bench_main!(bench_ciborium::Formats);
