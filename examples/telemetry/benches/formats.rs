//! Which formats carry a telemetry event, and at what cost, owned and borrowed? And which let
//! this release read what the previous one stored, and the previous one read what this one
//! writes (`firmware` was added)? `cargo test --benches` prints the survival and evolution tables,
//! `cargo bench` measures too.

/// Names the event's borrowed twin for serbench.
struct EventTwin;

impl serbench::Twin<telemetry::Event> for EventTwin {
    type Borrowed<'a> = telemetry::EventRef<'a>;
}

serbench::main!(
    borrowed EventTwin,
    || telemetry::events(100),
    evolved_both_ways = || telemetry::v1::events(100),
);
