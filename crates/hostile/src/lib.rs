//! What an attacker's bytes cost a decoder: [`Tracking`], a global allocator that keeps the live
//! bytes' peak, the bytes asked for in all and the largest single request, and [`measure`], which
//! reads them around one decode, in the amplification scan (`cargo run --release -p hostile`, the
//! binary, over `hostile_scan`'s crafted inputs); [`configured`], the decoders it scans again with
//! their libraries' documented limits. The fixtures in `tests/` are the inputs that break a
//! library, each run through the library as the benchmark configures it (its format crate), so
//! that a release that changes the behaviour fails its test.

use std::{
    alloc::{GlobalAlloc, Layout, System},
    cell::Cell,
};

pub mod configured;

/// A global allocator over the system's that tracks, per thread, the bytes live, their peak
/// since [`measure`] last started, the bytes asked for in all and the largest single request
/// (a request the system refuses counted too: it is what the input made the decoder ask for).
/// Per thread, so that tests measuring side by side do not see each other's allocations.
#[derive(Debug, Default)]
pub struct Tracking;

#[derive(Clone, Copy)]
struct Counts {
    live: u64,
    peak: u64,
    total: u64,
    largest: u64,
}

thread_local! {
    // A `const` thread-local of plain data: reading it never allocates.
    static COUNTS: Cell<Counts> = const { Cell::new(Counts { live: 0, peak: 0, total: 0, largest: 0 }) };
}

fn update(change: impl FnOnce(&mut Counts)) {
    // A thread being torn down has no counts left: its allocations go uncounted.
    let _ = COUNTS.try_with(|counts| {
        let mut now = counts.get();
        change(&mut now);
        counts.set(now);
    });
}

fn asked(bytes: usize) {
    update(|counts| {
        counts.total = counts.total.saturating_add(bytes as u64);
        counts.largest = counts.largest.max(bytes as u64);
    });
}

fn grew(bytes: usize) {
    update(|counts| {
        counts.live = counts.live.saturating_add(bytes as u64);
        counts.peak = counts.peak.max(counts.live);
    });
}

fn shrank(bytes: usize) {
    update(|counts| counts.live = counts.live.saturating_sub(bytes as u64));
}

// SAFETY: every method passes its arguments unchanged to the system allocator and only counts.
unsafe impl GlobalAlloc for Tracking {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        asked(layout.size());
        // SAFETY: the caller's contract, passed on.
        let pointer = unsafe { System.alloc(layout) };
        if !pointer.is_null() {
            grew(layout.size());
        }
        pointer
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        asked(layout.size());
        // SAFETY: the caller's contract, passed on.
        let pointer = unsafe { System.alloc_zeroed(layout) };
        if !pointer.is_null() {
            grew(layout.size());
        }
        pointer
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        shrank(layout.size());
        // SAFETY: the caller's contract, passed on.
        unsafe { System.dealloc(pointer, layout) }
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        asked(new_size.saturating_sub(layout.size()));
        // SAFETY: the caller's contract, passed on.
        let moved = unsafe { System.realloc(pointer, layout, new_size) };
        if !moved.is_null() {
            shrank(layout.size());
            grew(new_size);
        }
        moved
    }
}

/// What one piece of work allocated, in bytes: the peak of its live bytes over what was live when
/// it started, everything it asked for, and its largest single request.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Allocation {
    pub peak: u64,
    pub total: u64,
    pub largest: u64,
}

/// Runs `work` on this thread and returns its result with what it allocated. Meaningful only
/// where [`Tracking`] is the global allocator.
pub fn measure<R>(work: impl FnOnce() -> R) -> (R, Allocation) {
    let mut before = 0;
    update(|counts| {
        before = counts.live;
        *counts = Counts { live: counts.live, peak: counts.live, total: 0, largest: 0 };
    });
    let result = work();
    let mut allocation = Allocation::default();
    update(|counts| {
        allocation = Allocation {
            peak: counts.peak.saturating_sub(before),
            total: counts.total,
            largest: counts.largest,
        };
    });
    (result, allocation)
}
