//! The child side of `run --instructions`: under callgrind, a bench binary announces each case
//! on stdout, prepares its inputs uninstrumented, and counts one call of its operation inside
//! [`serbench_counted_region`](crate::cases::serbench_counted_region) (the runner's
//! `instructions.rs` says how the dumps are read).

use std::io::Write;

use anyhow::Context;
use divan::black_box;
use format_api::Codec;

use crate::{
    Dataset, Suite,
    cases::{CaseContext, Free, Measure, Universe, all_cases, encode_here, run_case},
    spec::InstructionsSpec,
};

/// The child, under callgrind: announces each case, then counts it, on a stack of its own
/// ([`on_own_stack`]).
pub(crate) fn child<S: Suite>(spec: &InstructionsSpec) -> anyhow::Result<()> {
    on_own_stack(|| count_cases::<S>(spec))?
}

fn count_cases<S: Suite>(spec: &InstructionsSpec) -> anyhow::Result<()> {
    if let Some(path) = &spec.source.input {
        crate::document::load(path)?;
    }
    let universe = Universe::of::<S>(&spec.source);
    let cases = all_cases::<S>(universe);
    let mut stdout = std::io::stdout().lock();
    for name in &spec.cases {
        let case = cases
            .iter()
            .find(|case| case.id.to_string() == *name)
            .with_context(|| format!("no case {name}"))?;
        writeln!(stdout, "{name}").and_then(|()| stdout.flush())?;
        let context = CaseContext {
            memcpy_bytes: spec.memcpy_bytes.get(case.id.dataset).copied().unwrap_or(0),
            records: crate::counted_records(case.id.dataset),
            free: Free::of(case.id.op),
            encodings: None,
        };
        run_case::<S, Count>(universe, case.id, Count, &context);
    }
    Ok(())
}

/// The stack the counted cases run on: fresh pages of their own instead of the main thread's.
const STACK_BYTES: usize = 64 << 20;

/// Runs `work` on a stack of its own, so that its counts do not depend on where the tree lies.
///
/// The main thread's stack starts below the program's arguments, environment and auxiliary
/// vector, which hold the binary's path (valgrind writes the path it resolved, whatever the
/// command line said): a checkout at a path 16 bytes longer moves every frame by 16 bytes, and a
/// decode that copies between the stack and the heap takes another path through `memcpy` when
/// its alignment changes (bincode's decode of `users`: 12,000 instructions, 0.13 %, between two
/// clones of one commit). Fresh pages from `mmap` start page-aligned wherever the program lies.
/// The same thread keeps the heap's arena and its single-threaded allocation path; a thread of
/// its own would make the counts path-independent too, but the process's first second thread
/// turns glibc's malloc to its locking path for good, 4-8 % more instructions on a decode.
fn on_own_stack<R>(work: impl FnOnce() -> R) -> anyhow::Result<R> {
    // SAFETY: a private anonymous mapping of fresh pages, checked below before any use.
    let base = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            STACK_BYTES,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
            -1,
            0,
        )
    };
    anyhow::ensure!(base != libc::MAP_FAILED, "cannot map a stack of {STACK_BYTES} bytes");
    let page = 4096;
    // The lowest page is the guard: a stack that overflows faults there instead of writing on.
    // SAFETY: the page is the start of the mapping made above.
    let guarded = unsafe { libc::mprotect(base, page, libc::PROT_NONE) } == 0;
    let outcome = guarded.then(|| {
        // SAFETY: the stack is the mapping above, page-aligned at both ends, its lowest page a
        // guard, alive until after `on_stack` returns. A panic is caught on the new stack and
        // resumed on the old one, so that no unwinding crosses the switch.
        unsafe {
            psm::on_stack(base.cast(), STACK_BYTES, || {
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(work))
            })
        }
    });
    // SAFETY: the mapping above, no longer in use.
    unsafe { libc::munmap(base, STACK_BYTES) };
    match outcome {
        Some(Ok(value)) => Ok(value),
        Some(Err(panic)) => std::panic::resume_unwind(panic),
        None => anyhow::bail!("cannot guard the counting stack"),
    }
}

/// Counting under callgrind: instrumentation starts here (the setup before ran at valgrind's
/// uninstrumented speed), one warm-up call (the steady state: buffers grown, lazy state built,
/// the simulated caches warm), then exactly one call inside the region callgrind collects, its
/// output freed there too, or (`Free::Untimed`) kept out of it and dropped after it.
///
/// Counts are taken in the binary that prepares (`bench-<format>`), not the timed one: the
/// operation has other callers there (the round-trip check, the calibration), so the compiler's code
/// for it can differ from the timed binary's. A cell's counts compare its library with itself
/// across commits, in the same context, which this does not change.
struct Count;

impl Measure for Count {
    fn measure<O>(self, context: &CaseContext, mut op: impl FnMut() -> O) {
        callgrind::instrument(true);
        black_box(op());
        match context.free {
            Free::Timed => {
                serbench_counted_region(&mut || drop(black_box(op())));
                callgrind::instrument(false);
            }
            Free::Untimed => {
                let mut output = None;
                serbench_counted_region(&mut || output = Some(black_box(op())));
                callgrind::instrument(false);
                drop(output);
            }
        }
    }

    fn encoded<F: Codec<T>, T: Dataset>(format: &mut F, context: &CaseContext) -> Vec<u8> {
        encode_here(format, context)
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

/// callgrind's client requests for instrumentation (valgrind/callgrind.h), so that a counting
/// child runs its setup uninstrumented (`--instr-atstart=no`): generating a data set and
/// encoding a decoder's input ran 50 to 100 times slower instrumented, and were most of a count's
/// time on the big data sets. A request is valgrind's "magic sequence": four rotations of `rdi`
/// that add up to a full turn and `xchg rbx, rbx`, both no-ops on a real CPU, which valgrind
/// recognises and answers. Only x86-64 has it here; elsewhere the requests do nothing and the
/// child is instrumented from the start ([`callgrind::SUPPORTED`]).
pub mod callgrind {
    /// Whether [`instrument`] reaches valgrind on this target.
    pub const SUPPORTED: bool = protocol::CALLGRIND_SUPPORTED;

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
