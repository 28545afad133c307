//! speedy 0.8.7: a fast binary format with its own derives (`Readable`, `Writable`).
//!
//! Settings: the library's defaults: little-endian, u32 length prefixes, `usize` as `u64`.
//! Encoding sizes the value (`bytes_needed`), sizes the caller's reused buffer to it, and calls
//! `write_to_buffer`, speedy's API for a caller's buffer, which sizes the value once more as a
//! check before writing. That second pass was measured against every alternative with one
//! sizing pass or none, in one fat-LTO binary, in instructions per serialize (docs/methodology.md
//! has the table): a replica of speedy's own buffer writer after one `bytes_needed` ran 8-14 %
//! fewer on `message` and `stored` but 51 % more on `twitter` and 2.9x on `canada` (the writer
//! is speedy's line for line, so the difference lies in how the derived code around it was
//! optimised; not traced further), and writing with no sizing pass lost on `canada` too. Over the nine data sets speedy's own path is the fastest honest one.
//! Decoding uses `read_from_buffer` into owned values, or into the data set's borrowed twin.

use datasets::Borrowable;
use format_api::{BorrowDecode, Codec, Descriptor, Format};
use speedy::{LittleEndian, Readable, Writable};

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
        settings: "`bytes_needed`, then `write_to_buffer` into a reused buffer",
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
        value.write_to_buffer(out)?;
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
