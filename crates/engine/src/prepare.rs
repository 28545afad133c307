//! A checking binary's prepare role: each selected pair's round trip (and, for zero-copy formats,
//! its views) held to the original, the encoded sizes, the bytes written for the compressors and
//! the timed binary's decodes, and the cases to time. A benchmark number exists only for a cell
//! that round-trips. Nothing here is timed: the sample sizes are found with the timed binary
//! (the runner's `calibrate.rs`).

use std::{collections::BTreeMap, path::Path};

use anyhow::{Context, ensure};
use bench_support::{
    UsageError,
    results::{NotMeasured, Op, Row},
    write_atomic,
};
use format_api::{BorrowDecode, Codec, Format, ZeroCopy};

use crate::{
    Borrowable, Dataset, Suite, Visitor,
    cases::{CaseId, Universe, all_cases, encoding_file},
    spec::{DecodeSpec, Decoded, PrepareSpec, Prepared, Selection},
};

/// Checks and sizes every selected pair of suite `S`. With an input document or a user's values
/// ([`Suite::FALLIBLE`]), a pair whose round trip fails is listed as not measured with the error,
/// since arbitrary data can exceed what a format represents; on the built-in data sets any
/// failure is a bug and stops the run.
///
/// `spec.records` generates every data set at that length instead of its own (`run --records`),
/// and the rows say so; each row's bytes are written to directory `spec.encodings`.
pub(crate) fn prepare<S: Suite>(spec: &PrepareSpec) -> anyhow::Result<Prepared> {
    let universe = Universe::of::<S>(&spec.source);
    if let Some(path) = &spec.source.input {
        crate::document::load(path)?;
    }
    let mut visitor = Prepare {
        selection: &spec.selection,
        prepared: Prepared::default(),
        cases: Vec::new(),
        error: None,
        universe,
        records: spec.records,
        encodings: &spec.encodings,
    };
    if universe.input {
        S::visit_values(&mut visitor);
    } else {
        S::visit(&mut visitor);
    }
    if let Some(error) = visitor.error {
        if error.is::<UsageError>() {
            return Err(error);
        }
        return Err(error.context("round-trip check failed; nothing was benchmarked"));
    }
    let mut prepared = visitor.prepared;
    let known = all_cases::<S>(universe);
    debug_assert!(visitor.cases.iter().all(|id| known.iter().any(|case| case.id == *id)));
    prepared.cases = visitor.cases.iter().map(ToString::to_string).collect();
    Ok(prepared)
}

/// The visitor that checks, sizes and lists the cases of every pair.
struct Prepare<'a> {
    selection: &'a Selection,
    prepared: Prepared,
    cases: Vec<CaseId>,
    /// The first failure on a built-in data set; the walk checks nothing after it.
    error: Option<anyhow::Error>,
    universe: Universe,
    records: Option<usize>,
    /// The directory each row's bytes are written to, for the compressors and the timed binary.
    encodings: &'a Path,
}

impl Visitor for Prepare<'_> {
    fn codec<F: Codec<T>, T: Dataset>(&mut self) {
        if self.error.is_some() {
            return;
        }
        if let Err(error) = self.check::<F, T>(self.universe.codec_ops()) {
            if self.universe.fallible {
                self.list_not_measured::<F, T>(format!("round trip fails: {error:#}"));
            } else {
                self.error = Some(error);
            }
        }
    }

    fn zero_copy<F: ZeroCopy<T>, T: Dataset>(&mut self) {
        if self.error.is_some() || !self.selection.has(&F::DESCRIPTOR, T::NAME) {
            return self.codec::<F, T>();
        }
        let result = check_view::<F, T>(self.records).and_then(|unvalidated| {
            let mut ops = vec![Op::Serialize, Op::Deserialize, Op::AccessValidated];
            ops.extend(unvalidated);
            ops.push(Op::Read);
            self.check::<F, T>(&ops)
        });
        if let Err(error) = result {
            self.error = Some(error);
        }
    }

    fn not_measured<F: Format, T: Dataset>(&mut self, reason: &'static str) {
        self.list_not_measured::<F, T>(reason.into());
    }

    fn borrowed<F: BorrowDecode<T>, T: Borrowable>(&mut self) {
        if self.error.is_some() || !self.selection.has(&F::DESCRIPTOR, T::NAME) {
            return;
        }
        // Only a pair whose owned round trip was checked (it has a row) gets a borrowed case.
        let descriptor = F::DESCRIPTOR;
        let has_row = self.prepared.rows.iter().any(|row| {
            (row.dataset.as_str(), row.format.as_str(), row.variant.as_str())
                == (T::NAME, descriptor.name, descriptor.variant)
        });
        if !has_row {
            return;
        }
        match check_borrowed::<F, T>(self.records) {
            Ok(()) => {
                let ops = self.universe.cases_of(Op::DeserializeBorrowed);
                self.cases.extend(ops.map(|op| CaseId {
                    dataset: T::NAME,
                    format: descriptor.name,
                    variant: descriptor.variant,
                    op,
                }));
            }
            Err(error) if self.universe.fallible => self.list::<F, T>(
                Some(Op::DeserializeBorrowed),
                format!("borrowed decode fails: {error:#}"),
            ),
            Err(error) => self.error = Some(error),
        }
    }

    fn not_borrowed<F: Format, T: Borrowable>(&mut self, reason: &'static str) {
        self.list::<F, T>(Some(Op::DeserializeBorrowed), reason.into());
    }
}

impl Prepare<'_> {
    fn list_not_measured<F: Format, T: Dataset>(&mut self, reason: String) {
        self.list::<F, T>(None, reason);
    }

    /// Lists a selected pair (or one operation of it) as not measured, and why.
    fn list<F: Format, T: Dataset>(&mut self, op: Option<Op>, reason: String) {
        if self.selection.has(&F::DESCRIPTOR, T::NAME) {
            let descriptor = F::DESCRIPTOR;
            self.prepared.not_measured.push(NotMeasured {
                dataset: T::NAME.into(),
                format: descriptor.name.into(),
                variant: descriptor.variant.into(),
                op: op.map(|op| op.key().into()),
                reason,
            });
        }
    }

    /// For a selected pair: holds the round trip, sizes it (and keeps the data set's smallest
    /// size, for the floor), and lists its row and its `ops`' cases.
    fn check<F: Codec<T>, T: Dataset>(&mut self, ops: &[Op]) -> anyhow::Result<()> {
        let descriptor = F::DESCRIPTOR;
        // Nothing of an unselected pair runs: a format a user's values fail may panic on them.
        if !self.selection.has(&descriptor, T::NAME) {
            return Ok(());
        }
        let Encoded { mut format, value, encoded, name } = encoded::<F, T>("", self.records)?;
        let context = || name.clone();
        if let Some(records) = self.records {
            ensure!(
                value.records() == records,
                UsageError(format!(
                    "--records {records}: data set {} has {} records at most; choose others \
                     with --dataset",
                    T::NAME,
                    value.records()
                ))
            );
        }
        let smallest = self.prepared.smallest.entry(T::NAME.to_string()).or_insert(usize::MAX);
        *smallest = (*smallest).min(encoded.len());
        self.prepared.records.insert(T::NAME.to_string(), value.records());
        let decoded = format.decode(&encoded).with_context(context)?;
        ensure!(decoded == value, "{}: the decoded value differs from the original", context());
        let zstd_bytes = zstd::bulk::compress(&encoded, 3).with_context(context)?.len();
        let file = encoding_file::<F, T>(self.encodings);
        write_atomic(&file, &encoded).with_context(context)?;
        self.prepared.encodings.push((self.prepared.rows.len(), file));
        self.prepared.rows.push(Row {
            dataset: T::NAME.into(),
            format: descriptor.name.into(),
            variant: descriptor.variant.into(),
            package: descriptor.package.into(),
            wire: descriptor.wire.into(),
            size_bytes: encoded.len() as u64,
            zstd_bytes: zstd_bytes as u64,
            records: self.records.map(|records| records as u64),
            compression: BTreeMap::new(),
            language: None,
            interop: None,
            library: None,
            ops: BTreeMap::new(),
        });
        let universe = self.universe;
        self.cases.extend(ops.iter().flat_map(|&op| universe.cases_of(op)).map(|op| CaseId {
            dataset: T::NAME,
            format: descriptor.name,
            variant: descriptor.variant,
            op,
        }));
        Ok(())
    }
}

/// Decodes the encodings another build of suite `S`'s formats wrote, pair by pair, and holds
/// each to the data set's value (`bench-cli versions`' cross-decoding). Pairs without a file
/// there are skipped.
pub(crate) fn decode<S: Suite>(spec: &DecodeSpec) -> Vec<Decoded> {
    struct Decode<'a> {
        spec: &'a DecodeSpec,
        decoded: Vec<Decoded>,
    }
    impl Visitor for Decode<'_> {
        fn codec<F: Codec<T>, T: Dataset>(&mut self) {
            let descriptor = F::DESCRIPTOR;
            if !self.spec.selection.has(&descriptor, T::NAME) {
                return;
            }
            let Ok(theirs) = std::fs::read(encoding_file::<F, T>(&self.spec.encodings)) else {
                return;
            };
            let (failure, same_bytes) = match encoded::<F, T>("", None) {
                Ok(Encoded { mut format, value, encoded, .. }) => {
                    let failure = match format.decode(&theirs) {
                        Ok(decoded) if decoded == value => None,
                        Ok(_) => Some("decodes to another value".to_string()),
                        Err(error) => Some(format!("cannot decode them: {error}")),
                    };
                    (failure, encoded == theirs)
                }
                Err(error) => (Some(format!("cannot encode the value: {error:#}")), false),
            };
            self.decoded.push(Decoded {
                dataset: T::NAME.into(),
                format: descriptor.name.into(),
                variant: descriptor.variant.into(),
                same_bytes,
                failure,
            });
        }
    }
    let mut visitor = Decode { spec, decoded: Vec::new() };
    S::visit(&mut visitor);
    visitor.decoded
}

/// What every check starts from: a fresh format, the data set's value, its encoding, and the
/// name errors give the pair and the check (`log postcard/serde borrowed`).
struct Encoded<F, T> {
    format: F,
    value: T,
    encoded: Vec<u8>,
    name: String,
}

/// `records`: the length to generate the data set at, if not its own.
fn encoded<F: Codec<T>, T: Dataset>(
    check: &str,
    records: Option<usize>,
) -> anyhow::Result<Encoded<F, T>> {
    let descriptor = F::DESCRIPTOR;
    let name = format!("{} {}/{}{check}", T::NAME, descriptor.name, descriptor.variant);
    let value = T::generate(records.unwrap_or(T::DEFAULT_LEN));
    let mut format = F::default();
    let mut out = Vec::new();
    let encoded = format.encode(&value, &mut out).with_context(|| name.clone())?.to_vec();
    Ok(Encoded { format, value, encoded, name })
}

/// Holds a decode into the data set's borrowed twin to the original.
fn check_borrowed<F: BorrowDecode<T>, T: Borrowable>(records: Option<usize>) -> anyhow::Result<()> {
    let Encoded { mut format, value, encoded, name } = encoded::<F, T>(" borrowed", records)?;
    let context = || name.clone();
    let borrowed = format.decode_borrowed(&encoded).with_context(context)?;
    ensure!(
        crate::datasets::same_value(&borrowed, &value),
        "{}: the borrowed twin differs from the original",
        context()
    );
    Ok(())
}

/// Holds a zero-copy format's views (and unvalidated decoding) to the original; returns the
/// unvalidated operations the library offers.
fn check_view<F: ZeroCopy<T>, T: Dataset>(records: Option<usize>) -> anyhow::Result<Vec<Op>> {
    let Encoded { mut format, value, encoded, name } = encoded::<F, T>(" view", records)?;
    let context = || name.clone();
    let view = format.access(&encoded).with_context(context)?;
    ensure!(
        format.read(&view).with_context(context)? == value.checksum(),
        "{}: read differs from the original",
        context()
    );
    let mut unvalidated = Vec::new();
    // SAFETY: `encoded` is this format's unmodified output in a fresh, allocator-aligned `Vec`.
    if let Some(view) = unsafe { format.access_unchecked(&encoded) } {
        let sum = format.read(&view).with_context(context)?;
        ensure!(sum == value.checksum(), "{}: unvalidated read differs", context());
        unvalidated.push(Op::AccessUnvalidated);
    }
    // SAFETY: as above.
    if let Some(decoded) = unsafe { format.decode_unchecked(&encoded) } {
        let decoded = decoded.with_context(context)?;
        ensure!(decoded == value, "{}: unvalidated decoding differs", context());
        unvalidated.push(Op::DeserializeUnvalidated);
    }
    Ok(unvalidated)
}
