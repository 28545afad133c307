//! The Rust side of the cross-language checks, asked of the bench binaries that hold the formats
//! (the engine's interop role, `crates/engine/src/interop.rs`): every selected Rust variant whose
//! wire format a Java library also speaks writes the data set for Java to decode, and decodes what
//! the Java library wrote, held to the original value.

use protocol::spec::{Crossed, InteropSpec, Role};
use runner::Binaries;

/// Runs `spec` in every bench binary with a selected variant that crosses the border, and
/// gathers what they decoded (nothing, when they write).
pub(crate) fn cross(binaries: &Binaries, spec: &InteropSpec) -> anyhow::Result<Vec<Crossed>> {
    let mut found = Vec::new();
    for suite in catalog::SUITES {
        let crosses = suite.formats.iter().any(|format| {
            protocol::interop::extension(format.wire).is_some() && spec.selection.has_format(format)
        });
        if crosses {
            let binary = binaries.path(suite.binary)?;
            found.extend(runner::answer::<Vec<Crossed>>(binary, &Role::Interop(spec.clone()))?);
        }
    }
    Ok(found)
}
