//! A project's own global allocator, wrapped in `Counting`: it does every allocation, and the
//! engine counts them (`allocations_counted`, which serbench asks before it measures).

use std::{
    alloc::{GlobalAlloc, Layout, System},
    sync::atomic::{AtomicUsize, Ordering::Relaxed},
};

/// A stand-in for mimalloc or jemalloc: the system's, with its own tally of calls.
struct Theirs;

static THEIR_CALLS: AtomicUsize = AtomicUsize::new(0);

// SAFETY: passes every call to the system allocator unchanged.
unsafe impl GlobalAlloc for Theirs {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        THEIR_CALLS.fetch_add(1, Relaxed);
        // SAFETY: the caller's contract, passed on.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract, passed on.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOC: engine::Counting<Theirs> = engine::Counting::new(Theirs);

#[test]
fn a_project_s_allocator_wrapped_does_the_allocating_and_is_counted() {
    let before = THEIR_CALLS.load(Relaxed);
    assert!(engine::allocations_counted());
    assert!(THEIR_CALLS.load(Relaxed) > before, "the project's allocator allocated");
}
