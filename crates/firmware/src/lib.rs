//! What every generated program of `footprint bare-metal` links. A program defines its message
//! type with one library's derives, `value()`, `encode(&Message, &mut [u8]) -> Option<usize>` and
//! `decode(&[u8]) -> Option<Message>`, then calls [`program!`], which gives it an entry:
//!
//! - on a bare-metal Cortex-M (`target_os = "none"`), cortex-m-rt's reset entry: the round trip
//!   into a fixed buffer, the peak stack of each call (the stack painted below the caller, read
//!   back after), the heap its decode allocates (with the `alloc` feature, a static bump heap is
//!   the global allocator), printed over semihosting, and the exit code of the check;
//! - on the host, an ordinary `main` that prints the same bytes, so that the target's can be held
//!   to them.
//!
//! Nothing here formats with `core::fmt`: what a program links beyond the baseline is its format's.

#![no_std]

/// The encoding buffer's size: the message is tens of bytes in every format.
pub const BUFFER: usize = 256;

/// The static heap's size, in the `alloc` build.
pub const HEAP: usize = 64 * 1024;

/// The encoding buffer, aligned as a zero-copy format's reader asks (rkyv's archive root).
#[derive(Debug)]
#[repr(C, align(16))]
pub struct Buffer(pub [u8; BUFFER]);

/// The program's entry for the target it is built for, over `value`, `encode` and `decode` in
/// scope.
#[macro_export]
macro_rules! program {
    () => {
        #[cfg(target_os = "none")]
        #[$crate::target::entry]
        fn entry() -> ! {
            let value = value();
            let mut buffer = $crate::Buffer([0u8; $crate::BUFFER]);
            let buffer = &mut buffer.0;
            let (written, encode_stack) = $crate::target::stack_peak(|| encode(&value, buffer));
            let Some(written) = written.filter(|written| *written <= $crate::BUFFER) else {
                $crate::target::fail(b"encode failed")
            };
            let bytes = &buffer[..written];
            let heap = $crate::target::heap_used();
            let (back, decode_stack) = $crate::target::stack_peak(|| decode(bytes));
            let decode_heap = $crate::target::heap_used() - heap;
            if back.as_ref() != Some(&value) {
                $crate::target::fail(b"decoded another value")
            }
            $crate::target::report(bytes, encode_stack, decode_stack, decode_heap)
        }

        #[cfg(not(target_os = "none"))]
        fn main() -> ::std::process::ExitCode {
            let value = value();
            let mut buffer = $crate::Buffer([0u8; $crate::BUFFER]);
            let buffer = &mut buffer.0;
            let Some(written) = encode(&value, buffer) else {
                ::std::eprintln!("encode failed");
                return ::std::process::ExitCode::FAILURE;
            };
            let bytes = &buffer[..written];
            if decode(bytes).as_ref() != Some(&value) {
                ::std::eprintln!("decoded another value");
                return ::std::process::ExitCode::FAILURE;
            }
            let mut line = [0u8; 2 * $crate::BUFFER];
            ::std::println!("bytes {}", $crate::hex(bytes, &mut line));
            ::std::process::ExitCode::SUCCESS
        }
    };
}

/// `bytes` as lowercase hexadecimal, written into `out` (twice their length).
pub fn hex<'a>(bytes: &[u8], out: &'a mut [u8]) -> &'a str {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    for (byte, pair) in bytes.iter().zip(out.chunks_exact_mut(2)) {
        pair[0] = DIGITS[usize::from(byte >> 4)];
        pair[1] = DIGITS[usize::from(byte & 15)];
    }
    let written = &out[..2 * bytes.len()];
    core::str::from_utf8(written).unwrap_or_default()
}

#[cfg(target_os = "none")]
pub mod target {
    //! The Cortex-M side: entry, report, exit, stack and heap.

    use core::sync::atomic::{AtomicUsize, Ordering};

    pub use cortex_m_rt::entry;
    use cortex_m_semihosting::{debug, hio};

    /// How far below the caller the stack is painted: far more than any decode here reaches.
    const DEPTH: usize = 64 * 1024;
    /// The paint: a word no stack frame writes by chance often enough to matter.
    const PAINT: u32 = 0xA5C3_5A3C;

    /// Runs `call` with the stack below it painted, and returns its result with the bytes of
    /// stack it reached (from the stack pointer at the call to the lowest word it wrote).
    #[inline(never)]
    pub fn stack_peak<R>(call: impl FnOnce() -> R) -> (R, usize) {
        let top: usize;
        // SAFETY: reads the stack pointer into a register; no memory is touched.
        unsafe { core::arch::asm!("mov {}, sp", out(reg) top, options(nomem, nostack)) };
        let top = top & !3;
        let low = top - DEPTH;
        // The words below the stack pointer are free: nothing runs but this program, and no
        // interrupt is enabled.
        for address in (low..top).step_by(4) {
            // SAFETY: `address` is word-aligned free stack inside RAM (the stack starts at the top
            // of 4 MiB of RAM, and DEPTH is far less).
            unsafe { core::ptr::write_volatile(address as *mut u32, PAINT) };
        }
        // The call runs in a frame of its own, below `top`: inlined here, its locals would sit in
        // this function's frame, above the painted words, and go uncounted.
        let result = run(call);
        let mut lowest = top;
        for address in (low..top).step_by(4) {
            // SAFETY: as above; the call has returned, so the words are free again.
            if unsafe { core::ptr::read_volatile(address as *const u32) } != PAINT {
                lowest = address;
                break;
            }
        }
        (result, top - lowest)
    }

    /// Calls `call`, never inlined into its caller, so that every byte of stack the call takes is
    /// below the caller's stack pointer.
    #[inline(never)]
    fn run<R>(call: impl FnOnce() -> R) -> R {
        call()
    }

    /// Writes the round trip's figures, one `name value` line each, and exits with success.
    pub fn report(bytes: &[u8], encode_stack: usize, decode_stack: usize, heap: usize) -> ! {
        let mut line = [0u8; 2 * crate::BUFFER];
        write(b"bytes ");
        write(crate::hex(bytes, &mut line).as_bytes());
        for (name, figure) in
            [(&b"\nencode-stack "[..], encode_stack), (b"\ndecode-stack ", decode_stack)]
                .into_iter()
                .chain([(&b"\ndecode-heap "[..], heap)])
        {
            write(name);
            write(decimal(figure, &mut line));
        }
        write(b"\n");
        debug::exit(debug::EXIT_SUCCESS);
        halt()
    }

    /// Writes `why` and exits with failure.
    pub fn fail(why: &[u8]) -> ! {
        write(why);
        write(b"\n");
        debug::exit(debug::EXIT_FAILURE);
        halt()
    }

    /// Where the emulator has not stopped the program at its exit: the core sleeps.
    fn halt() -> ! {
        loop {
            // SAFETY: `wfi` waits for an interrupt; it touches no memory.
            unsafe { core::arch::asm!("wfi", options(nomem, nostack)) };
        }
    }

    #[panic_handler]
    fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
        fail(b"panicked")
    }

    fn write(bytes: &[u8]) {
        if let Ok(mut out) = hio::hstdout() {
            let _ = out.write_all(bytes);
        }
    }

    fn decimal(mut figure: usize, out: &mut [u8]) -> &[u8] {
        let mut start = out.len();
        loop {
            start -= 1;
            out[start] = b'0' + (figure % 10) as u8;
            figure /= 10;
            if figure == 0 {
                return &out[start..];
            }
        }
    }

    /// The heap's bytes handed out so far (none without the `alloc` feature).
    pub fn heap_used() -> usize {
        USED.load(Ordering::Relaxed)
    }

    static USED: AtomicUsize = AtomicUsize::new(0);

    #[cfg(feature = "alloc")]
    mod heap {
        //! A bump heap over a static array: enough for one round trip, never freed, so what it
        //! hands out is what the decode allocated.

        use core::{
            alloc::{GlobalAlloc, Layout},
            cell::UnsafeCell,
            sync::atomic::Ordering,
        };

        const SIZE: usize = crate::HEAP;

        struct Bump(UnsafeCell<[u8; SIZE]>);

        // SAFETY: one core, no interrupts; `USED` hands out disjoint ranges.
        unsafe impl Sync for Bump {}

        #[global_allocator]
        static HEAP: Bump = Bump(UnsafeCell::new([0; SIZE]));

        // SAFETY: every range handed out lies inside the array, aligned, and is never handed out
        // again.
        unsafe impl GlobalAlloc for Bump {
            unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
                let base = self.0.get() as usize;
                let used = super::USED.load(Ordering::Relaxed);
                let start = (base + used).next_multiple_of(layout.align());
                let end = start + layout.size();
                if end > base + SIZE {
                    return core::ptr::null_mut();
                }
                super::USED.store(end - base, Ordering::Relaxed);
                start as *mut u8
            }

            unsafe fn dealloc(&self, _: *mut u8, _: Layout) {}
        }
    }
}
