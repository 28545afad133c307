//! The bench binary of `fmt-flexbuffers` (`bench-cli run` starts it).

engine::bench_main!(bench_flexbuffers::Formats);
