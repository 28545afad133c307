//! The Rust side of the cross-language checks: every selected Rust variant whose wire format a
//! Java library also speaks writes the data set for Java to decode, and decodes what the Java
//! library wrote, held to the original value.

use std::{fs, path::Path};

use anyhow::Context;
use format_api::Codec;
use registry::{Dataset, Visitor, visit_formats};

use crate::selection::Selection;

/// The wire formats checked across the border, and the file extension that tells the Java side
/// which of its libraries reads them (`Main.INTEROP` in peers/jvm).
const WIRES: [(&str, &str); 4] = [
    ("JSON", "json"),
    ("MessagePack", "msgpack"),
    ("CBOR", "cbor"),
    ("Protocol Buffers", "protobuf"),
];

/// The extension of a wire format checked across the border; `None` for the others.
pub(super) fn extension(wire: &str) -> Option<&'static str> {
    WIRES.iter().find(|(name, _)| *name == wire).map(|(_, extension)| *extension)
}

/// The file a Rust variant's bytes are written to, under `interop/rust/<dataset>/`.
pub(super) fn file_name(format: &str, variant: &str, extension: &str) -> String {
    format!("{}.{extension}", stem(format, variant))
}

/// That file's name without its extension, which names the variant.
pub(super) fn stem(format: &str, variant: &str) -> String {
    format!("{format}~{variant}")
}

/// One Rust variant decoding the Java library's bytes of one data set.
#[derive(Debug)]
pub(super) struct FromJava {
    pub(super) dataset: &'static str,
    pub(super) format: &'static str,
    pub(super) variant: &'static str,
    /// The first difference or the decoding error; `None` when it decoded the original.
    pub(super) failure: Option<String>,
}

/// Writes every selected cross-language variant's encoding of `datasets` under
/// `dir/interop/rust/<dataset>/`.
pub(super) fn write(selection: &Selection, dir: &Path, datasets: &[&str]) -> anyhow::Result<()> {
    let mut visitor =
        Crossing { selection, dir, datasets, write: true, found: Vec::new(), error: None };
    visit_formats(&mut visitor);
    visitor.error.map_or(Ok(()), Err)
}

/// Decodes the Java libraries' bytes (`dir/interop/java/<dataset>/<extension>.bin`) with every
/// selected cross-language variant.
pub(super) fn read(
    selection: &Selection,
    dir: &Path,
    datasets: &[&str],
) -> anyhow::Result<Vec<FromJava>> {
    let mut visitor =
        Crossing { selection, dir, datasets, write: false, found: Vec::new(), error: None };
    visit_formats(&mut visitor);
    visitor.error.map_or(Ok(visitor.found), Err)
}

struct Crossing<'a> {
    selection: &'a Selection,
    dir: &'a Path,
    datasets: &'a [&'a str],
    /// Write the Rust bytes (before Java runs), or read Java's (after).
    write: bool,
    found: Vec<FromJava>,
    /// An I/O failure, which stops the walk; a failed decode is a finding instead.
    error: Option<anyhow::Error>,
}

impl Visitor for Crossing<'_> {
    fn codec<F: Codec<T>, T: Dataset>(&mut self) {
        let descriptor = F::DESCRIPTOR;
        let Some(extension) = extension(descriptor.wire) else { return };
        if self.error.is_some()
            || !self.datasets.contains(&T::NAME)
            || !self.selection.has(&descriptor, T::NAME)
        {
            return;
        }
        let original = T::generate(T::DEFAULT_LEN);
        let mut format = F::default();
        let result = if self.write {
            let path = self.dir.join("interop/rust").join(T::NAME).join(file_name(
                descriptor.name,
                descriptor.variant,
                extension,
            ));
            let mut out = Vec::new();
            format
                .encode(&original, &mut out)
                .with_context(|| {
                    format!("{}/{} cannot encode {}", descriptor.name, descriptor.variant, T::NAME)
                })
                .and_then(|bytes| bench_support::write_atomic(&path, bytes))
        } else {
            let path = self.dir.join("interop/java").join(T::NAME).join(format!("{extension}.bin"));
            fs::read(&path).with_context(|| format!("cannot read {}", path.display())).map(
                |bytes| {
                    let failure = match format.decode(&bytes) {
                        Ok(decoded) => first_difference(&original, &decoded),
                        Err(error) => Some(format!("{error:#}")),
                    };
                    self.found.push(FromJava {
                        dataset: T::NAME,
                        format: descriptor.name,
                        variant: descriptor.variant,
                        failure,
                    });
                },
            )
        };
        if let Err(error) = result {
            self.error = Some(error);
        }
    }
}

/// The first line where two values' `Debug` renderings differ, as `expected != found`; `None`
/// when the values are equal.
fn first_difference<T: PartialEq + std::fmt::Debug>(expected: &T, found: &T) -> Option<String> {
    if expected == found {
        return None;
    }
    let (expected, found) = (format!("{expected:#?}"), format!("{found:#?}"));
    let mut lines = expected.lines().zip(found.lines());
    Some(match lines.find(|(left, right)| left != right) {
        Some((left, right)) => format!("`{}` != `{}`", left.trim(), right.trim()),
        None => "the values differ in length".into(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_difference_names_the_field() {
        let original = datasets::log::Logs::generate(3);
        let mut changed = original.clone();
        changed.logs[1].code = 999;
        let found = first_difference(&original, &changed).unwrap();
        assert!(found.starts_with("`code: ") && found.ends_with("`code: 999,`"), "{found}");
        assert_eq!(first_difference(&original, &original.clone()), None);
    }
}
