//! The heap a bench binary measures on: its global allocator, and glibc's thresholds.
//!
//! Three things of the harness's own used to reach the timed code (methodology.md, "Each cell
//! against its library alone"), and all are settled here, once, for every bench binary:
//!
//! - **Counting allocations is work no program pays.** divan's counting allocator does its
//!   bookkeeping on every allocation and free: on a decode of `log` that allocates 40,001 times,
//!   that is time in the timed region and instructions in the counted one. [`Allocator`] is the
//!   system allocator with one relaxed load and a branch in front; only when a round asks for
//!   allocation counts ([`count_allocations`]) does it call divan's counter, out of line. Timed
//!   rounds and callgrind counts leave counting off, and a round of its own counts the
//!   allocations (`bench-cli run`).
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
    sync::atomic::{AtomicBool, Ordering::Relaxed},
};

use divan::AllocProfiler;

static COUNTING: AtomicBool = AtomicBool::new(false);

/// divan's counter, called only while counting; it tallies into the thread's record that divan
/// reads around each sample, the same as when it is the global allocator itself.
static PROFILER: AllocProfiler = AllocProfiler::system();

/// The global allocator of every bench binary ([`bench_main!`](crate::bench_main)): the system
/// allocator, counted by divan only while [`count_allocations`] is on.
#[derive(Debug)]
pub struct Allocator;

/// Turns divan's allocation counts on or off for what runs next. Set once, before divan starts,
/// so that no block is counted out without having been counted in.
pub(crate) fn count_allocations(on: bool) {
    COUNTING.store(on, Relaxed);
}

// SAFETY: every method passes its arguments unchanged to the system allocator, directly or
// through divan's counter, which does the same after counting.
// Every method is kept out of line: see the module documentation.
unsafe impl GlobalAlloc for Allocator {
    #[inline(never)]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe {
            if COUNTING.load(Relaxed) { counted::alloc(layout) } else { System.alloc(layout) }
        }
    }

    #[inline(never)]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe {
            if COUNTING.load(Relaxed) {
                counted::alloc_zeroed(layout)
            } else {
                System.alloc_zeroed(layout)
            }
        }
    }

    #[inline(never)]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe {
            if COUNTING.load(Relaxed) {
                counted::realloc(ptr, layout, new_size)
            } else {
                System.realloc(ptr, layout, new_size)
            }
        }
    }

    #[inline(never)]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract, passed on.
        unsafe {
            if COUNTING.load(Relaxed) {
                counted::dealloc(ptr, layout)
            } else {
                System.dealloc(ptr, layout)
            }
        }
    }
}

/// The counting path, kept out of line so that the timed code's allocation sites stay small.
mod counted {
    use std::alloc::{GlobalAlloc, Layout};

    use super::PROFILER;

    #[cold]
    #[inline(never)]
    pub(super) unsafe fn alloc(layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe { PROFILER.alloc(layout) }
    }

    #[cold]
    #[inline(never)]
    pub(super) unsafe fn alloc_zeroed(layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe { PROFILER.alloc_zeroed(layout) }
    }

    #[cold]
    #[inline(never)]
    pub(super) unsafe fn realloc(ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe { PROFILER.realloc(ptr, layout, new_size) }
    }

    #[cold]
    #[inline(never)]
    pub(super) unsafe fn dealloc(ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract, passed on.
        unsafe { PROFILER.dealloc(ptr, layout) }
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
