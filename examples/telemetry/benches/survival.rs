//! Does a telemetry event survive each serde format? `cargo bench` prints the table.

fn main() {
    serbench::main(|| telemetry::events(100));
}
