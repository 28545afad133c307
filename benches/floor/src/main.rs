//! The bench binary with no format: the `memcpy` floors and the compressors, which `bench-cli
//! run` measures here, apart from every format's code.

engine::bench_main!(engine::Floors);
