//! speedy 0.8.7: a fast binary format with its own derives (`Readable`, `Writable`).
//!
//! Settings: the library's defaults: little-endian, u32 length prefixes, `usize` as `u64`.
//! Encoding does what `write_to_vec` does without allocating: `bytes_needed` sizes the message,
//! then `write_to_buffer` fills the caller's reused buffer. Decoding uses `read_from_buffer` into
//! owned values.

use format_api::{Codec, Descriptor, Format};
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
        settings: "-",
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
