//! A message allocator that keeps its first segment between messages.
//!
//! capnp's own `ScratchSpaceHeapAllocator` does this over a borrowed buffer, which a codec that
//! owns its scratch space cannot hold without borrowing itself. This is the same strategy with the
//! buffer owned: the first segment is the scratch space, re-zeroed only as far as a message wrote;
//! larger messages spill into heap segments, and the scratch space grows to the largest message
//! seen so that the next one fits in one segment.

use std::ptr::NonNull;

use capnp::{
    Word,
    message::{Allocator, HeapAllocator},
};

#[derive(Default)]
pub(crate) struct Scratch {
    words: Vec<Word>,
    in_use: bool,
    heap: HeapAllocator,
}

impl std::fmt::Debug for Scratch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Scratch").field("words", &self.words.len()).finish_non_exhaustive()
    }
}

impl Scratch {
    /// Makes the first segment at least `words` long, for messages like the last one.
    pub(crate) fn reserve(&mut self, words: usize) {
        debug_assert!(!self.in_use);
        if words > self.words.len() {
            self.words = Word::allocate_zeroed_vec(words);
        }
    }
}

// SAFETY: segments are zeroed when handed out (`words` is zeroed when created and re-zeroed as far
// as it was written on release; heap segments come zeroed from `HeapAllocator`), 8-byte aligned
// (`Word`), never overlap (the scratch segment is handed out at most once at a time), and stay
// valid until released: `words` is only replaced by `reserve`, never while in use.
unsafe impl Allocator for Scratch {
    fn allocate_segment(&mut self, minimum_size: u32) -> (NonNull<u8>, u32) {
        let len = u32::try_from(self.words.len()).unwrap_or(u32::MAX);
        if !self.in_use && minimum_size <= len && len > 0 {
            self.in_use = true;
            let bytes = Word::words_to_bytes_mut(&mut self.words);
            (NonNull::from(bytes).cast(), len)
        } else {
            self.heap.allocate_segment(minimum_size)
        }
    }

    unsafe fn deallocate_segment(&mut self, ptr: NonNull<u8>, word_size: u32, words_used: u32) {
        let scratch = Word::words_to_bytes_mut(&mut self.words);
        if self.in_use && ptr.as_ptr() == scratch.as_mut_ptr() {
            scratch[..words_used as usize * 8].fill(0);
            self.in_use = false;
        } else {
            // SAFETY: not the scratch segment, so `HeapAllocator` handed it out; the caller
            // upholds the rest of the contract.
            unsafe { self.heap.deallocate_segment(ptr, word_size, words_used) }
        }
    }
}
