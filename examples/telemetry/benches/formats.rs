//! Which formats carry a telemetry event, and at what cost? `cargo bench` prints the tables.

serbench::main!(|| telemetry::events(100));
