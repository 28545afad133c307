//! speedy 0.8.7: a fast binary format with its own derives (`Readable`, `Writable`).
//!
//! Settings: the library's defaults: little-endian, u32 length prefixes, `usize` as `u64`.
//! Encoding sizes the value once (`bytes_needed`), sizes the caller's reused buffer to it, and
//! writes through speedy's own buffer writer (`BufferCollector`, private to speedy, replicated
//! here): what `write_to_vec` does, without its fresh allocation. `write_to_buffer`, which this
//! crate called before, sizes the value a second time as a check. Writing without a sizing pass
//! (`write_to_stream` into the `Vec`, or a writer that grows and retries) was measured too and
//! lost on the float-heavy `canada` by 2-3x, where speedy's derive copies a whole `Vec<f64>` at
//! once only when the writer can say the buffer holds it (`can_write_at_least`). Decoding uses
//! `read_from_buffer` into owned values, or into the data set's borrowed twin.

use datasets::Borrowable;
use format_api::{BorrowDecode, Codec, Descriptor, Format};
use speedy::{Context, LittleEndian, Readable, Writable, Writer};

/// speedy with its own derives, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct Speedy;

impl Format for Speedy {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "speedy",
        variant: "native",
        wire: "speedy",
        version: "0.8.7",
        package: env!("CARGO_PKG_NAME"),
        settings: "one `bytes_needed` pass, then speedy's buffer writer over a reused buffer",
    };
}

impl<T> Codec<T> for Speedy
where
    T: Writable<LittleEndian> + for<'a> Readable<'a, LittleEndian>,
{
    type Error = speedy::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        let len = value.bytes_needed()?;
        out.resize(len, 0);
        let mut context = LittleEndian::default();
        let mut writer = ExactWriter { context: &mut context, buffer: out, position: 0 };
        value.write_to(&mut writer)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        T::read_from_buffer(bytes)
    }
}

impl<T> BorrowDecode<T> for Speedy
where
    T: Borrowable + Writable<LittleEndian> + for<'a> Readable<'a, LittleEndian>,
    for<'a> T::Borrowed<'a>: Readable<'a, LittleEndian>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        T::Borrowed::read_from_buffer(bytes)
    }
}

/// speedy's own buffer writer (`BufferCollector`, private to speedy), line for line, over a
/// buffer sized exactly by `bytes_needed`; its error is built out of line as speedy's is.
struct ExactWriter<'a, C> {
    context: &'a mut C,
    buffer: &'a mut [u8],
    position: usize,
}

impl<C: Context> Writer<C> for ExactWriter<'_, C> {
    #[inline]
    fn write_bytes(&mut self, slice: &[u8]) -> Result<(), C::Error> {
        let buffer =
            self.buffer.get_mut(self.position..self.position + slice.len()).ok_or_else(full)?;
        buffer.copy_from_slice(slice);
        self.position += slice.len();
        Ok(())
    }

    #[inline]
    fn context(&self) -> &C {
        self.context
    }

    #[inline]
    fn context_mut(&mut self) -> &mut C {
        self.context
    }

    #[inline(always)]
    fn can_write_at_least(&self, size: usize) -> Option<bool> {
        Some(self.buffer.get(self.position..self.position + size).is_some())
    }
}

/// The error of a full buffer, out of the hot path as speedy's own writer keeps it
/// (`error_end_of_output_buffer`, `#[cold]`): built inline, it made `write_bytes` too big to
/// inline into the derived code's loops, and `canada` took 2.5 times the instructions.
#[cold]
#[inline(never)]
fn full<E: From<speedy::Error>>() -> E {
    speedy::Error::custom("the output buffer is full").into()
}
