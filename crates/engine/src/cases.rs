//! The benchmark cases: one per format variant × data set × operation, plus a `memcpy` floor per
//! data set. A case is run by walking its suite to its pair ([`run_case`]), which calls a
//! function monomorphised for the format, the data set and the way it is measured ([`Measure`]),
//! so the measured loop is plain generic code with the library's call inlined into it.

use std::{
    fmt,
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use divan::black_box;
use format_api::{BorrowDecode, Codec, Format, ZeroCopy};

use bench_support::results::{MEMCPY, Op};

use crate::{Borrowable, Dataset, Suite, Visitor, document::Document, spec::CaseSource};

/// What a case needs beyond its type parameters, filled in by the child for that case.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct CaseContext<'a> {
    /// Bytes the `memcpy` floor copies: the data set's most compact encoding.
    pub(crate) memcpy_bytes: usize,
    /// Records to generate instead of the data set's default (`run --records`; `run
    /// --instructions` counts the biggest data sets at a fraction of their length,
    /// `protocol::counted_records`).
    pub(crate) records: Option<usize>,
    /// When the operation's output is freed: in the measured region, unless the case is a
    /// decode's `*_free_untimed` twin.
    pub(crate) free: Free,
    /// The directory of the encodings the prepare role wrote, which a timed binary's decodes
    /// start from ([`encoding_file`]).
    pub(crate) encodings: Option<&'a Path>,
}

/// When the value an operation returns is freed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Free {
    /// Inside the measured region, after each call: what a program pays per decoded message,
    /// sooner or later (and what JMH's figures, which include the collector's work, and
    /// criterion-based benchmarks, which drop inside the timed loop, measure too).
    #[default]
    Timed,
    /// After the measured region (`run --free-untimed`): the decode alone. divan keeps a
    /// sample's outputs until the sample ends, so these decodes also write into memory nothing
    /// has just freed.
    Untimed,
}

impl Free {
    /// How `op`'s output is freed.
    pub(crate) fn of(op: Op) -> Free {
        if op.frees_untimed() { Free::Untimed } else { Free::Timed }
    }
}

/// How a case's operation is measured: timed by divan in a timed binary (`child::Time`), or its
/// allocations counted in a checking binary (`allocations::Tally`).
///
/// Each is its own instantiation of the case functions, and a binary holds only those its roles
/// use. That is the point: in a timed binary the operation's one call is inside divan's sample
/// loop, as in a benchmark written by hand, because the compiler makes other code of a library
/// call that has other callers (methodology.md, "Each cell against its library alone"). The
/// sample sizes and the instruction counts are taken in that loop too, by the command line
/// driving the timed binary (the runner's `calibrate.rs` and `instructions.rs`).
pub(crate) trait Measure {
    /// Measures `op`, freeing each output as `context.free` says.
    fn measure<O>(self, context: &CaseContext, op: impl FnMut() -> O);

    /// The encoding of the case's data set that a decode, a view or a read starts from, in a
    /// fresh allocation (aligned as the global allocator aligns, which zero-copy formats need).
    fn encoded<F: Codec<T>, T: Dataset>(format: &mut F, context: &CaseContext) -> Vec<u8>;
}

/// Encodes the case's data set in this process: for the roles whose binary is not timed.
pub(crate) fn encode_here<F: Codec<T>, T: Dataset>(
    format: &mut F,
    context: &CaseContext,
) -> Vec<u8> {
    let mut out = Vec::new();
    let value = input::<T>(context);
    format.encode(&value, &mut out).expect("encode (checked before benchmarking)").to_vec()
}

/// The file the prepare role writes pair `F` × `T`'s encoding to, in directory `directory`.
pub(crate) fn encoding_file<F: Format, T: Dataset>(directory: &Path) -> PathBuf {
    let descriptor = F::DESCRIPTOR;
    directory.join(format!("{}.{}.{}.bin", T::NAME, descriptor.name, descriptor.variant))
}

/// One benchmark: a data set, a format variant and an operation.
#[derive(Clone, Copy)]
pub struct Case {
    pub(crate) id: CaseId,
}

/// The identity of a case, printed by divan as `dataset/format/variant/op` and parsed back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct CaseId {
    pub(crate) dataset: &'static str,
    pub(crate) format: &'static str,
    pub(crate) variant: &'static str,
    pub(crate) op: Op,
}

impl fmt::Display for CaseId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}/{}/{}", self.dataset, self.format, self.variant, self.op.key())
    }
}

impl fmt::Display for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.id.fmt(f)
    }
}

impl fmt::Debug for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.id.fmt(f)
    }
}

/// Which cases exist: the built-in data sets' or the user's document's, with or without each
/// decode's untimed-free twin, all operations or serialize only (the suite's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Universe {
    /// The user's document (`run --input`) instead of the built-in data sets.
    pub(crate) input: bool,
    /// Each decode also as its `*_free_untimed` twin (`run --free-untimed`).
    pub(crate) free_untimed: bool,
    /// The suite serializes only ([`Suite::SERIALIZE_ONLY`]).
    pub(crate) serialize_only: bool,
    /// A pair may fail its round trip ([`Suite::FALLIBLE`], or the user's document).
    pub(crate) fallible: bool,
}

impl Universe {
    /// The universe of suite `S`'s binary, started from `source`.
    pub(crate) fn of<S: Suite>(source: &CaseSource) -> Universe {
        Universe {
            input: source.input.is_some(),
            free_untimed: source.free_untimed,
            serialize_only: S::SERIALIZE_ONLY,
            fallible: S::FALLIBLE || source.input.is_some(),
        }
    }

    /// The operations a pair of this universe is measured on: a serialize-only suite's cells
    /// serialize only (their round trip is still checked).
    pub(crate) fn codec_ops(self) -> &'static [Op] {
        if self.serialize_only { &[Op::Serialize] } else { &[Op::Serialize, Op::Deserialize] }
    }

    /// The cases an operation of a pair becomes: itself, and its `*_free_untimed` twin when this
    /// universe has them.
    pub(crate) fn cases_of(self, op: Op) -> impl Iterator<Item = Op> {
        let twin = op.free_untimed().filter(|_| self.free_untimed);
        std::iter::once(op).chain(twin)
    }
}

/// Every case of suite `S` there is, in its order: each format's cases per data set, then the
/// floors (every binary has them; the command line runs them in one), for every built-in data set
/// and any other the suite walks (a user's values); with `input`, the cases of the user's
/// document (`run --input`) instead.
pub(crate) fn all_cases<S: Suite>(universe: Universe) -> Vec<Case> {
    let mut collect = Collect(Vec::new(), universe);
    let datasets: Vec<&'static str> = if universe.input {
        S::visit_values(&mut collect);
        vec![Document::NAME]
    } else {
        S::visit(&mut collect);
        let mut names: Vec<&'static str> =
            crate::datasets().iter().map(|dataset| dataset.name).collect();
        for case in &collect.0 {
            if !names.contains(&case.id.dataset) {
                names.push(case.id.dataset);
            }
        }
        names
    };
    collect.0.extend(datasets.into_iter().map(|dataset| Case {
        id: CaseId { dataset, format: MEMCPY.0, variant: MEMCPY.1, op: Op::Copy },
    }));
    collect.0
}

/// The name of every case a walk over formats visits (`dataset/format/variant/op`), in its
/// order: a bench binary's answer to `bench-cli list --cases` (`Role::Cases`).
pub fn case_names(walk: impl FnOnce(&mut Collect)) -> Vec<String> {
    let mut collect = Collect(Vec::new(), Universe::default());
    walk(&mut collect);
    collect.0.iter().map(|case| case.id.to_string()).collect()
}

/// The visitor that lists the cases of every pair it is walked over.
#[derive(Debug)]
pub struct Collect(Vec<Case>, Universe);

impl Visitor for Collect {
    fn codec<F: Codec<T>, T: Dataset>(&mut self) {
        for &op in self.1.codec_ops() {
            self.push::<F, T>(op);
        }
    }

    fn zero_copy<F: ZeroCopy<T>, T: Dataset>(&mut self) {
        self.codec::<F, T>();
        self.push::<F, T>(Op::AccessValidated);
        self.push::<F, T>(Op::AccessUnvalidated);
        self.push::<F, T>(Op::DeserializeUnvalidated);
        self.push::<F, T>(Op::Read);
    }

    fn borrowed<F: BorrowDecode<T>, T: Borrowable>(&mut self) {
        self.push::<F, T>(Op::DeserializeBorrowed);
    }
}

impl Collect {
    fn push<F: Codec<T>, T: Dataset>(&mut self, op: Op) {
        let descriptor = F::DESCRIPTOR;
        for op in self.1.cases_of(op) {
            let id = CaseId {
                dataset: T::NAME,
                format: descriptor.name,
                variant: descriptor.variant,
                op,
            };
            self.0.push(Case { id });
        }
    }
}

/// Runs case `id` of suite `S` under `measure`: walks the suite to the case's pair and calls its
/// operation's function, instantiated for that pair and `M` alone. Returns whether the suite has
/// the case.
pub(crate) fn run_case<S: Suite, M: Measure>(
    universe: Universe,
    id: CaseId,
    measure: M,
    context: &CaseContext,
) -> bool {
    if id.op == Op::Copy {
        copy(measure, context);
        return true;
    }
    let mut run = Run { id, measure: Some(measure), context };
    if universe.input {
        S::visit_values(&mut run);
    } else {
        S::visit(&mut run);
    }
    run.measure.is_none()
}

/// The visitor that runs one case where the walk reaches its pair.
struct Run<'c, M> {
    id: CaseId,
    /// Taken by the case's function: `None` once the case has run.
    measure: Option<M>,
    context: &'c CaseContext<'c>,
}

impl<M: Measure> Run<'_, M> {
    /// The measure, if the walk is at the case's pair and the case is `op`'s.
    fn take<F: Format, T: Dataset>(&mut self, op: Op) -> Option<M> {
        let descriptor = F::DESCRIPTOR;
        let here = (self.id.dataset, self.id.format, self.id.variant)
            == (T::NAME, descriptor.name, descriptor.variant);
        if here && self.id.op.call() == op { self.measure.take() } else { None }
    }
}

impl<M: Measure> Visitor for Run<'_, M> {
    fn codec<F: Codec<T>, T: Dataset>(&mut self) {
        if let Some(measure) = self.take::<F, T>(Op::Serialize) {
            serialize::<F, T, M>(measure, self.context);
        } else if let Some(measure) = self.take::<F, T>(Op::Deserialize) {
            deserialize::<F, T, M>(measure, self.context);
        }
    }

    fn zero_copy<F: ZeroCopy<T>, T: Dataset>(&mut self) {
        self.codec::<F, T>();
        if let Some(measure) = self.take::<F, T>(Op::AccessValidated) {
            access_validated::<F, T, M>(measure, self.context);
        } else if let Some(measure) = self.take::<F, T>(Op::AccessUnvalidated) {
            access_unvalidated::<F, T, M>(measure, self.context);
        } else if let Some(measure) = self.take::<F, T>(Op::DeserializeUnvalidated) {
            deserialize_unvalidated::<F, T, M>(measure, self.context);
        } else if let Some(measure) = self.take::<F, T>(Op::Read) {
            read::<F, T, M>(measure, self.context);
        }
    }

    fn borrowed<F: BorrowDecode<T>, T: Borrowable>(&mut self) {
        if let Some(measure) = self.take::<F, T>(Op::DeserializeBorrowed) {
            deserialize_borrowed::<F, T, M>(measure, self.context);
        }
    }
}

/// The data a benchmark measures: the data set's default size (or the context's), from its
/// fixed seed.
fn input<T: Dataset>(context: &CaseContext) -> T {
    T::generate(context.records.unwrap_or(T::DEFAULT_LEN))
}

/// An operation's value, as a benchmark written by hand unwraps it: the measure is given the
/// value, never the `Result`, and an error panics (the round trip checked before timing rules it
/// out). Given the decode's `Result`, the compiler laid bincode 1.3's decode of `mesh` out with a
/// copy of every element, 1.25 M instructions a call more (methodology.md, "Each cell against its
/// library alone").
#[inline(always)]
fn succeeded<V, E: std::fmt::Display>(result: Result<V, E>, operation: &str) -> V {
    match result {
        Ok(value) => value,
        Err(error) => panic!("{operation} failed mid-benchmark: {error}"),
    }
}

fn serialize<F: Codec<T>, T: Dataset, M: Measure>(measure: M, context: &CaseContext) {
    let value = input::<T>(context);
    let mut format = F::default();
    let mut out = Vec::new();
    measure.measure(context, || {
        black_box(succeeded(format.encode(black_box(&value), &mut out), "encode")).len()
    });
}

fn deserialize<F: Codec<T>, T: Dataset, M: Measure>(measure: M, context: &CaseContext) {
    let mut format = F::default();
    let bytes = M::encoded::<F, T>(&mut format, context);
    measure.measure(context, || succeeded(format.decode(black_box(&bytes)), "decode"));
}

fn deserialize_borrowed<F: BorrowDecode<T>, T: Borrowable, M: Measure>(
    measure: M,
    context: &CaseContext,
) {
    let mut format = F::default();
    let bytes = M::encoded::<F, T>(&mut format, context);
    measure.measure(context, || succeeded(format.decode_borrowed(black_box(&bytes)), "decode"));
}

fn access_validated<F: ZeroCopy<T>, T: Dataset, M: Measure>(measure: M, context: &CaseContext) {
    let mut format = F::default();
    let bytes = M::encoded::<F, T>(&mut format, context);
    // The view itself is returned (and black-boxed by the measure): reducing it to a bool would
    // let the compiler drop the work that produced it.
    measure.measure(context, || format.access(black_box(&bytes)));
}

fn access_unvalidated<F: ZeroCopy<T>, T: Dataset, M: Measure>(measure: M, context: &CaseContext) {
    let mut format = F::default();
    let bytes = M::encoded::<F, T>(&mut format, context);
    // SAFETY: `bytes` is this format's unmodified output in a fresh, allocator-aligned `Vec`.
    measure.measure(context, || unsafe { format.access_unchecked(black_box(&bytes)) });
}

fn deserialize_unvalidated<F: ZeroCopy<T>, T: Dataset, M: Measure>(
    measure: M,
    context: &CaseContext,
) {
    let mut format = F::default();
    let bytes = M::encoded::<F, T>(&mut format, context);
    // SAFETY: `bytes` is this format's unmodified output in a fresh, allocator-aligned `Vec`.
    measure.measure(context, || unsafe { format.decode_unchecked(black_box(&bytes)) });
}

fn read<F: ZeroCopy<T>, T: Dataset, M: Measure>(measure: M, context: &CaseContext) {
    let mut format = F::default();
    let bytes = M::encoded::<F, T>(&mut format, context);
    let view = format.access(&bytes).expect("access (checked before benchmarking)");
    measure.measure(context, || format.read(black_box(&view)));
}

/// The `memcpy` floor. It calls no library, so, unlike the cases above, it warms up before it is
/// measured: divan sizes its samples from its first call, and a cold copy (the destination's
/// pages faulted in) looks many times slower than a warm one.
fn copy<M: Measure>(measure: M, context: &CaseContext) {
    let n_bytes = context.memcpy_bytes;
    let source = vec![0x5a_u8; n_bytes];
    let mut destination = Vec::with_capacity(n_bytes);
    let mut op = || {
        destination.clear();
        destination.extend_from_slice(black_box(&source));
        black_box(destination.as_ptr())
    };
    let start = Instant::now();
    while start.elapsed() < WARM_UP {
        op();
    }
    measure.measure(context, op);
}

/// How long the `memcpy` floor warms up.
pub(crate) const WARM_UP: Duration = Duration::from_millis(10);

#[cfg(test)]
mod tests {
    use super::*;

    /// The command line lists the floors by the names the protocol makes; the binaries answer
    /// to the names their cases print: one and the same.
    #[test]
    fn the_floors_are_named_as_the_protocol_names_them() {
        let cases = all_cases::<crate::Floors>(Universe::default());
        let names: Vec<String> = cases.iter().map(ToString::to_string).collect();
        assert_eq!(names, protocol::floor_case_names());
    }
}
