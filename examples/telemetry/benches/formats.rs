//! Which formats carry a telemetry event, and at what cost, owned and borrowed? `cargo bench`
//! prints the tables.

/// Names the event's borrowed twin for serbench.
struct EventTwin;

impl serbench::Twin<telemetry::Event> for EventTwin {
    type Borrowed<'a> = telemetry::EventRef<'a>;
}

serbench::main!(borrowed EventTwin, || telemetry::events(100));
