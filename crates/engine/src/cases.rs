//! The benchmark cases: one per format variant × data set × operation, plus a `memcpy` floor per
//! data set. Each case carries a function monomorphised for its format and data set, so the timed
//! loop is plain generic code; the function pointer is called once per case, outside the loop.

use std::{
    fmt,
    time::{Duration, Instant},
};

use divan::{Bencher, black_box};
use format_api::{BorrowDecode, Codec, ZeroCopy};

use bench_support::results::{MEMCPY, Op};

use crate::{Borrowable, Dataset, Suite, Visitor, document::Document, spec::CaseSource};

/// What a case needs beyond its type parameters, filled in by the child for that case.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct CaseContext {
    /// Bytes the `memcpy` floor copies: the data set's most compact encoding.
    pub(crate) memcpy_bytes: usize,
    /// Warm the operation up before divan times it; off in divan's test mode, which runs each
    /// case once only to prove it runs.
    pub(crate) warm_up: bool,
    /// Records to generate instead of the data set's default: `run --instructions` counts the
    /// biggest data sets at a fraction of their length (`count::counted_records`).
    pub(crate) records: Option<usize>,
    /// When the operation's output is freed: in the measured region, unless the case is a
    /// decode's `*_free_untimed` twin.
    pub(crate) free: Free,
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

/// How a case's operation is measured: timed by divan, or counted under callgrind.
pub(crate) enum Measure<'a, 'b> {
    Time(Bencher<'a, 'b>),
    /// One call inside [`serbench_counted_region`], after one warm-up call outside it.
    Count,
}

/// One benchmark: a data set, a format variant, an operation, and the function that measures it.
#[derive(Clone, Copy)]
pub struct Case {
    pub(crate) id: CaseId,
    pub(crate) run: fn(Measure, &CaseContext),
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
}

impl Universe {
    /// The universe of suite `S`'s binary, started from `source`.
    pub(crate) fn of<S: Suite>(source: &CaseSource) -> Universe {
        Universe {
            input: source.input.is_some(),
            free_untimed: source.free_untimed,
            serialize_only: S::SERIALIZE_ONLY,
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
/// floors (every binary has them; the command line runs them in one); with `input`, the cases of
/// the user's document (`run --input`) instead.
pub(crate) fn all_cases<S: Suite>(universe: Universe) -> Vec<Case> {
    let mut collect = Collect(Vec::new(), universe);
    let datasets: Vec<&'static str> = if universe.input {
        S::visit_values(&mut collect);
        vec![Document::NAME]
    } else {
        S::visit(&mut collect);
        crate::datasets().iter().map(|dataset| dataset.name).collect()
    };
    collect.0.extend(datasets.into_iter().map(|dataset| Case {
        id: CaseId { dataset, format: MEMCPY.0, variant: MEMCPY.1, op: Op::Copy },
        run: copy,
    }));
    collect.0
}

/// The name of every case a walk over formats visits (`dataset/format/variant/op`), in its
/// order, then the floors': what `bench-cli list --cases` prints for the registry's walk.
pub fn case_names(walk: impl FnOnce(&mut Collect)) -> Vec<String> {
    let mut collect = Collect(Vec::new(), Universe::default());
    walk(&mut collect);
    let floors = crate::datasets().into_iter().map(|dataset| CaseId {
        dataset: dataset.name,
        format: MEMCPY.0,
        variant: MEMCPY.1,
        op: Op::Copy,
    });
    collect.0.iter().map(|case| case.id).chain(floors).map(|id| id.to_string()).collect()
}

/// The visitor that lists the cases of every pair it is walked over.
#[derive(Debug)]
pub struct Collect(Vec<Case>, Universe);

impl Visitor for Collect {
    fn codec<F: Codec<T>, T: Dataset>(&mut self) {
        let ops = self.1.codec_ops();
        if ops.contains(&Op::Serialize) {
            self.push::<F, T>(Op::Serialize, serialize::<F, T>);
        }
        if ops.contains(&Op::Deserialize) {
            self.push::<F, T>(Op::Deserialize, deserialize::<F, T>);
        }
    }

    fn zero_copy<F: ZeroCopy<T>, T: Dataset>(&mut self) {
        self.codec::<F, T>();
        self.push::<F, T>(Op::AccessValidated, access_validated::<F, T>);
        self.push::<F, T>(Op::AccessUnvalidated, access_unvalidated::<F, T>);
        self.push::<F, T>(Op::DeserializeUnvalidated, deserialize_unvalidated::<F, T>);
        self.push::<F, T>(Op::Read, read::<F, T>);
    }

    fn borrowed<F: BorrowDecode<T>, T: Borrowable>(&mut self) {
        self.push::<F, T>(Op::DeserializeBorrowed, deserialize_borrowed::<F, T>);
    }
}

impl Collect {
    fn push<F: Codec<T>, T: Dataset>(&mut self, op: Op, run: fn(Measure, &CaseContext)) {
        let descriptor = F::DESCRIPTOR;
        for op in self.1.cases_of(op) {
            let id = CaseId {
                dataset: T::NAME,
                format: descriptor.name,
                variant: descriptor.variant,
                op,
            };
            self.0.push(Case { id, run });
        }
    }
}

/// The data a benchmark measures: the data set's default size (or the context's), from its
/// fixed seed.
fn input<T: Dataset>(context: &CaseContext) -> T {
    T::generate(context.records.unwrap_or(T::DEFAULT_LEN))
}

/// Encoded bytes of the input, prepared outside the timed region. `to_vec` gives a fresh
/// allocation, aligned as the global allocator aligns, which is what zero-copy formats need.
fn encoded<F: Codec<T>, T: Dataset>(format: &mut F, context: &CaseContext) -> Vec<u8> {
    let mut out = Vec::new();
    let value = input::<T>(context);
    format.encode(&value, &mut out).expect("encode (checked before benchmarking)").to_vec()
}

/// Measures `op`, the region divan times, freeing each call's output inside it unless the case
/// says otherwise (`context.free`).
///
/// Timed: `op` first runs for about 10 ms (at least once). divan sizes its samples from the first
/// call it times; a cold first call (caches, allocator, lazily-built state) makes a 40 ns
/// operation look like 7 µs, and divan then times it one call per sample, below its timer's
/// precision. Warming up first gives divan a representative call. An operation slower than the
/// warm-up (YAML decoding `mesh` takes seconds) is warm after one call; more would only lengthen
/// the run.
///
/// Counted: callgrind instruments only from here (the setup before ran at valgrind's
/// uninstrumented speed), one warm-up call (the steady state: buffers grown, lazy state built,
/// the simulated caches warm), then exactly one call inside the region callgrind collects, its
/// output freed there too, or (`Free::Untimed`) kept out of it and dropped after it.
fn timed<O>(measure: Measure, context: &CaseContext, mut op: impl FnMut() -> O) {
    match (measure, context.free) {
        (Measure::Time(bencher), free) => {
            let start = Instant::now();
            let mut calls = 0_u64;
            while context.warm_up
                && (calls == 0 || (start.elapsed() < WARM_UP && calls < 1_000_000))
            {
                black_box(op());
                calls += 1;
            }
            match free {
                Free::Timed => bencher.bench_local(|| drop(black_box(op()))),
                // divan drops the outputs after each sample, untimed.
                Free::Untimed => bencher.bench_local(op),
            }
        }
        (Measure::Count, Free::Timed) => {
            callgrind::instrument(true);
            black_box(op());
            serbench_counted_region(&mut || drop(black_box(op())));
            callgrind::instrument(false);
        }
        (Measure::Count, Free::Untimed) => {
            callgrind::instrument(true);
            black_box(op());
            let mut output = None;
            serbench_counted_region(&mut || output = Some(black_box(op())));
            callgrind::instrument(false);
            drop(output);
        }
    }
}

/// The region `run --instructions` counts: callgrind collects only inside this function (by
/// its unmangled name) and dumps its counts when it returns. Calling the operation through
/// `&mut dyn FnMut` adds a fixed handful of instructions to every count, the same for every cell.
#[inline(never)]
#[unsafe(no_mangle)]
pub(crate) fn serbench_counted_region(op: &mut dyn FnMut()) {
    op();
}

const WARM_UP: Duration = Duration::from_millis(10);

/// callgrind's client requests for instrumentation (valgrind/callgrind.h), so that a counting
/// child runs its setup uninstrumented (`--instr-atstart=no`): generating a data set and
/// encoding a decoder's input ran 50 to 100 times slower instrumented, and were most of a count's
/// time on the big data sets. A request is valgrind's "magic sequence": four rotations of `rdi`
/// that add up to a full turn and `xchg rbx, rbx`, both no-ops on a real CPU, which valgrind
/// recognises and answers. Only x86-64 has it here; elsewhere the requests do nothing and the
/// child is instrumented from the start ([`callgrind::SUPPORTED`]).
pub mod callgrind {
    /// Whether [`instrument`] reaches valgrind on this target.
    pub const SUPPORTED: bool = cfg!(target_arch = "x86_64");

    /// `VG_USERREQ_TOOL_BASE('C', 'T')`: callgrind's requests follow it in callgrind.h's order
    /// (dump, zero, toggle collect, dump at, start instrumentation, stop instrumentation).
    const BASE: usize = ((b'C' as usize) << 24) | ((b'T' as usize) << 16);
    const START_INSTRUMENTATION: usize = BASE + 4;
    const STOP_INSTRUMENTATION: usize = BASE + 5;

    /// Turns callgrind's instrumentation on or off; outside valgrind, nothing happens.
    pub fn instrument(on: bool) {
        client_request(if on { START_INSTRUMENTATION } else { STOP_INSTRUMENTATION });
    }

    #[cfg(target_arch = "x86_64")]
    fn client_request(request: usize) {
        let arguments: [usize; 6] = [request, 0, 0, 0, 0, 0];
        let mut result: usize = 0;
        // SAFETY: the rotations of `rdi` add up to 128 bits, a full turn twice, and exchanging
        // `rbx` with itself changes nothing, so no register changes on a CPU; valgrind reads the
        // six words `rax` points to (alive for the call) and writes its answer to `rdx`. Only the
        // flags change, which `asm!` assumes unless told otherwise.
        unsafe {
            std::arch::asm!(
                "rol rdi, 3",
                "rol rdi, 13",
                "rol rdi, 61",
                "rol rdi, 51",
                "xchg rbx, rbx",
                in("rax") arguments.as_ptr(),
                inout("rdx") result,
                options(nostack),
            );
        }
        std::hint::black_box(result);
    }

    #[cfg(not(target_arch = "x86_64"))]
    fn client_request(_: usize) {}
}

fn serialize<F: Codec<T>, T: Dataset>(measure: Measure, context: &CaseContext) {
    let value = input::<T>(context);
    let mut format = F::default();
    let mut out = Vec::new();
    timed(measure, context, || match format.encode(black_box(&value), &mut out) {
        Ok(bytes) => black_box(bytes).len(),
        Err(error) => panic!("encode failed mid-benchmark: {error}"),
    });
}

fn deserialize<F: Codec<T>, T: Dataset>(measure: Measure, context: &CaseContext) {
    let mut format = F::default();
    let bytes = encoded::<F, T>(&mut format, context);
    timed(measure, context, || format.decode(black_box(&bytes)));
}

fn deserialize_borrowed<F: BorrowDecode<T>, T: Borrowable>(
    measure: Measure,
    context: &CaseContext,
) {
    let mut format = F::default();
    let bytes = encoded::<F, T>(&mut format, context);
    timed(measure, context, || format.decode_borrowed(black_box(&bytes)));
}

fn access_validated<F: ZeroCopy<T>, T: Dataset>(measure: Measure, context: &CaseContext) {
    let mut format = F::default();
    let bytes = encoded::<F, T>(&mut format, context);
    // The view itself is returned (and black-boxed by `timed`): reducing it to a bool would let
    // the compiler drop the work that produced it.
    timed(measure, context, || format.access(black_box(&bytes)));
}

fn access_unvalidated<F: ZeroCopy<T>, T: Dataset>(measure: Measure, context: &CaseContext) {
    let mut format = F::default();
    let bytes = encoded::<F, T>(&mut format, context);
    // SAFETY: `bytes` is this format's unmodified output in a fresh, allocator-aligned `Vec`.
    timed(measure, context, || unsafe { format.access_unchecked(black_box(&bytes)) });
}

fn deserialize_unvalidated<F: ZeroCopy<T>, T: Dataset>(measure: Measure, context: &CaseContext) {
    let mut format = F::default();
    let bytes = encoded::<F, T>(&mut format, context);
    // SAFETY: `bytes` is this format's unmodified output in a fresh, allocator-aligned `Vec`.
    timed(measure, context, || unsafe { format.decode_unchecked(black_box(&bytes)) });
}

fn read<F: ZeroCopy<T>, T: Dataset>(measure: Measure, context: &CaseContext) {
    let mut format = F::default();
    let bytes = encoded::<F, T>(&mut format, context);
    let view = format.access(&bytes).expect("access (checked before benchmarking)");
    timed(measure, context, || format.read(black_box(&view)));
}

fn copy(measure: Measure, context: &CaseContext) {
    let n_bytes = context.memcpy_bytes;
    let source = vec![0x5a_u8; n_bytes];
    let mut destination = Vec::with_capacity(n_bytes);
    timed(measure, context, || {
        destination.clear();
        destination.extend_from_slice(black_box(&source));
        black_box(destination.as_ptr())
    });
}
