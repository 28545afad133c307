//! Does a telemetry event survive each serde format? `cargo bench` prints the table.

fn main() {
    print!("{}", serbench::survival(&telemetry::events(100)));
}
