//! The floors' untimed binary (`bench-cli run` starts it): it measures the compressors on the
//! encodings the formats' checking binaries wrote, apart from every format's code. It times them,
//! so it keeps the profile's code generation (the workspace's Cargo.toml); `bench-floor-timed`
//! times the `memcpy` floors.

engine::check_main!(engine::Floors);
