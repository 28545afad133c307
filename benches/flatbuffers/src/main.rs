//! The bench binary of `fmt-flatbuffers` (`bench-cli run` starts it).

engine::bench_main!(bench_flatbuffers::Formats);
