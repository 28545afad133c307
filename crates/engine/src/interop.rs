//! A bench binary's side of the cross-language checks (`bench-cli run --peers jvm`): every
//! selected variant whose wire format a Java library also speaks writes its data sets for Java to
//! decode, and, once Java has run, decodes what the Java library wrote, held to the original
//! value.

use std::{fs, path::Path};

use anyhow::Context;
use format_api::Codec;

use crate::{
    Dataset, Suite, Visitor,
    spec::{Crossed, InteropSpec},
};

pub use protocol::interop::{WIRES, extension, stem};

/// Runs `spec` over suite `S`: writes each selected variant's bytes, or decodes Java's and
/// answers how each fared.
pub(crate) fn run<S: Suite>(spec: &InteropSpec) -> anyhow::Result<Vec<Crossed>> {
    let mut visitor = Crossing { spec, found: Vec::new(), error: None };
    S::visit(&mut visitor);
    visitor.error.map_or(Ok(visitor.found), Err)
}

struct Crossing<'a> {
    spec: &'a InteropSpec,
    found: Vec<Crossed>,
    /// An I/O failure, which stops the walk; a failed decode is a finding instead.
    error: Option<anyhow::Error>,
}

impl Visitor for Crossing<'_> {
    fn codec<F: Codec<T>, T: Dataset>(&mut self) {
        let descriptor = F::DESCRIPTOR;
        let Some(extension) = extension(descriptor.wire) else { return };
        let spec = self.spec;
        if self.error.is_some()
            || !spec.datasets.iter().any(|name| name == T::NAME)
            || !spec.selection.has(&descriptor, T::NAME)
        {
            return;
        }
        let original = T::generate(T::DEFAULT_LEN);
        let mut format = F::default();
        let directory = spec.directory.as_path();
        let result = if spec.write {
            let stem = stem(descriptor.name, descriptor.variant);
            let path =
                directory.join("interop/rust").join(T::NAME).join(format!("{stem}.{extension}"));
            let mut out = Vec::new();
            format
                .encode(&original, &mut out)
                .with_context(|| {
                    format!("{}/{} cannot encode {}", descriptor.name, descriptor.variant, T::NAME)
                })
                .and_then(|bytes| bench_support::write_atomic(&path, bytes))
        } else {
            read(directory, T::NAME, extension).map(|bytes| {
                let failure = match format.decode(&bytes) {
                    Ok(decoded) => first_difference(&original, &decoded),
                    Err(error) => Some(format!("{error:#}")),
                };
                self.found.push(Crossed {
                    dataset: T::NAME.into(),
                    format: descriptor.name.into(),
                    variant: descriptor.variant.into(),
                    failure,
                });
            })
        };
        if let Err(error) = result {
            self.error = Some(error);
        }
    }
}

/// What the Java library wrote of data set `dataset` in the wire format of `extension`.
fn read(directory: &Path, dataset: &str, extension: &str) -> anyhow::Result<Vec<u8>> {
    let path = directory.join("interop/java").join(dataset).join(format!("{extension}.bin"));
    fs::read(&path).with_context(|| format!("cannot read {}", path.display()))
}

/// The first line where two values' `Debug` renderings differ, as `expected != found`; `None`
/// when the values are equal.
pub(crate) fn first_difference<T: PartialEq + std::fmt::Debug>(
    expected: &T,
    found: &T,
) -> Option<String> {
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
        #[derive(Clone, Debug, PartialEq)]
        struct Log {
            host: &'static str,
            code: u16,
        }
        let original = vec![Log { host: "a", code: 200 }, Log { host: "b", code: 404 }];
        let mut changed = original.clone();
        changed[1].code = 999;
        let found = first_difference(&original, &changed).unwrap();
        assert_eq!(found, "`code: 404,` != `code: 999,`");
        assert_eq!(first_difference(&original, &original.clone()), None);
    }
}
