//! The heap a bench binary measures on: its global allocator, and glibc's thresholds.
//!
//! Three things of the harness's own used to reach the timed code (methodology.md, "Each cell
//! against its library alone"), and all are settled here, once, for every bench binary:
//!
//! - **Counting allocations is work no program pays.** A counting allocator does its
//!   bookkeeping on every allocation and free: on a decode of `log` that allocates 40,001 times,
//!   that is time in the timed region and instructions in the counted one. [`Counting`] is an
//!   allocator (the system's in every bench binary, [`Allocator`]; a serbench user's own) with one
//!   relaxed load and a branch in front; only inside [`count`] does it tally, out of line. Timed rounds and callgrind counts never count, and the allocations role
//!   (`allocations.rs`) counts a fixed number of calls of each case in a process of its own.
//! - **An allocator inlined into the library's loop changes the loop.** With its methods inlined,
//!   that load and branch and the counter's call sat at every allocation site of the library's
//!   code, inside its element loops, and the compiler allocated the loop's registers around them:
//!   bincode 1.3's decode of `mesh` spilled a triangle's field to the stack and stalled on it once
//!   a triangle, 0.84 ms against 0.48 for the same call in a benchmark of its own, which the same
//!   allocator pasted into that benchmark took to 1.19. Kept out of line (`#[inline(never)]`),
//!   an allocation site is one call, as it is to the system allocator in a benchmark written by
//!   hand, and the decode's lines compile to the same instructions as there (0.33 ms).
//! - **glibc gives freed memory back to the kernel.** A decode frees its value, the freed blocks
//!   lie at the top of the heap, glibc trims them, and the next decode faults the pages back in:
//!   postcard's decode of `log` took twice its direct benchmark's time in the harness, where the
//!   heap's history (the data sets generated before) decides whether it happens. [`hold`] fixes
//!   the trim and mmap thresholds at 256 MiB, so that memory freed stays with the process and
//!   blocks below that size come from the heap, as in a process that has warmed up.

use std::{
    alloc::{GlobalAlloc, Layout, System},
    sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed},
};

use crate::spec::Allocated;

static COUNTING: AtomicBool = AtomicBool::new(false);

/// What the counting path has tallied since [`count`] last started.
static TALLY: Tally = Tally {
    allocs: AtomicU64::new(0),
    alloc_bytes: AtomicU64::new(0),
    grows: AtomicU64::new(0),
    grow_bytes: AtomicU64::new(0),
};

struct Tally {
    allocs: AtomicU64,
    alloc_bytes: AtomicU64,
    grows: AtomicU64,
    grow_bytes: AtomicU64,
}

/// A global allocator that tallies only inside [`count`]: `A` does the allocating (the system
/// allocator in every bench binary, [`Allocator`]; a project's own, such as mimalloc or jemalloc,
/// in a serbench bench target that measures with it).
#[derive(Debug, Default)]
pub struct Counting<A = System> {
    inner: A,
}

/// The global allocator of every bench binary ([`check_main!`](crate::check_main)): the system
/// allocator, counted.
pub type Allocator = Counting<System>;

impl Counting<System> {
    /// The system allocator, counted.
    pub const fn system() -> Self {
        Counting { inner: System }
    }
}

impl<A> Counting<A> {
    /// `allocator`, counted: allocations go to it, and are tallied inside [`count`].
    pub const fn new(allocator: A) -> Self {
        Counting { inner: allocator }
    }
}

/// Runs `work` with the allocator tallying, and returns what it allocated: allocations and
/// their bytes, and reallocations that grew a block and the bytes they added (divan's
/// `alloc` and `grow` rows). Frees and shrinks are not tallied. The bench binaries run one
/// case at a time on one thread, so the tallies are the case's alone.
pub(crate) fn count(work: impl FnOnce()) -> Allocated {
    for counter in [&TALLY.allocs, &TALLY.alloc_bytes, &TALLY.grows, &TALLY.grow_bytes] {
        counter.store(0, Relaxed);
    }
    COUNTING.store(true, Relaxed);
    work();
    COUNTING.store(false, Relaxed);
    let read = |counter: &AtomicU64| counter.load(Relaxed) as f64;
    Allocated {
        allocs: read(&TALLY.allocs),
        alloc_bytes: read(&TALLY.alloc_bytes),
        grows: read(&TALLY.grows),
        grow_bytes: read(&TALLY.grow_bytes),
    }
}

/// Whether the process's global allocator tallies inside [`count`] (a [`Counting`]): one
/// allocation counted, or none.
pub fn counts() -> bool {
    count(|| drop(std::hint::black_box(Box::new(0_u64)))).allocs > 0.0
}

// SAFETY: every method passes its arguments unchanged to `A`, directly or through the counting
// path, which does the same after tallying.
// Every method is kept out of line: see the module documentation.
unsafe impl<A: GlobalAlloc> GlobalAlloc for Counting<A> {
    #[inline(never)]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe {
            if COUNTING.load(Relaxed) {
                counted::alloc(&self.inner, layout)
            } else {
                self.inner.alloc(layout)
            }
        }
    }

    #[inline(never)]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe {
            if COUNTING.load(Relaxed) {
                counted::alloc_zeroed(&self.inner, layout)
            } else {
                self.inner.alloc_zeroed(layout)
            }
        }
    }

    #[inline(never)]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe {
            if COUNTING.load(Relaxed) {
                counted::realloc(&self.inner, ptr, layout, new_size)
            } else {
                self.inner.realloc(ptr, layout, new_size)
            }
        }
    }

    /// Frees are not tallied: no branch.
    #[inline(never)]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract, passed on.
        unsafe { self.inner.dealloc(ptr, layout) }
    }
}

/// The counting path, kept out of line so that the timed code's allocation sites stay small.
mod counted {
    use std::{
        alloc::{GlobalAlloc, Layout},
        sync::atomic::Ordering::Relaxed,
    };

    use super::TALLY;

    fn tally_alloc(size: usize) {
        TALLY.allocs.fetch_add(1, Relaxed);
        TALLY.alloc_bytes.fetch_add(size as u64, Relaxed);
    }

    #[cold]
    #[inline(never)]
    pub(super) unsafe fn alloc<A: GlobalAlloc>(inner: &A, layout: Layout) -> *mut u8 {
        tally_alloc(layout.size());
        // SAFETY: the caller's contract, passed on.
        unsafe { inner.alloc(layout) }
    }

    #[cold]
    #[inline(never)]
    pub(super) unsafe fn alloc_zeroed<A: GlobalAlloc>(inner: &A, layout: Layout) -> *mut u8 {
        tally_alloc(layout.size());
        // SAFETY: the caller's contract, passed on.
        unsafe { inner.alloc_zeroed(layout) }
    }

    #[cold]
    #[inline(never)]
    pub(super) unsafe fn realloc<A: GlobalAlloc>(
        inner: &A,
        ptr: *mut u8,
        layout: Layout,
        new_size: usize,
    ) -> *mut u8 {
        if let Some(grown) = new_size.checked_sub(layout.size()).filter(|&grown| grown > 0) {
            TALLY.grows.fetch_add(1, Relaxed);
            TALLY.grow_bytes.fetch_add(grown as u64, Relaxed);
        }
        // SAFETY: the caller's contract, passed on.
        unsafe { inner.realloc(ptr, layout, new_size) }
    }
}

/// Fixes glibc's trim and mmap thresholds at 256 MiB for the rest of the process (see the module
/// documentation). Elsewhere than glibc, nothing to do.
pub(crate) fn hold() -> anyhow::Result<()> {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        const THRESHOLD: libc::c_int = 256 << 20;
        for (name, parameter) in
            [("trim", libc::M_TRIM_THRESHOLD), ("mmap", libc::M_MMAP_THRESHOLD)]
        {
            // SAFETY: mallopt only sets a parameter of the allocator; no allocation is under way.
            if unsafe { libc::mallopt(parameter, THRESHOLD) } != 1 {
                anyhow::bail!("glibc refused a {name} threshold of {THRESHOLD} bytes");
            }
        }
    }
    Ok(())
}
