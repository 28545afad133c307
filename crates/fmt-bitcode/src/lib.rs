//! bitcode 0.6.9 with its native `Encode`/`Decode` derives and a reused `bitcode::Buffer`. Its
//! serde mode is `fmt-bitcode-serde`: a crate of its own, so that each mode's build cost is what
//! its users compile (this one compiles bitcode's derives and no serde).
//!
//! Settings: one `bitcode::Buffer` per benchmark, with `Buffer::encode` and `Buffer::decode`, the
//! reuse the authors recommend; `encode` returns the buffer's own bytes rather than copying them
//! into the caller's `Vec`. Decoding also borrows (`Decode<'a>`) into the data sets' twins.
//!
//! bitcode's native derive supports neither `std::ops::Range` nor recursive types. The data sets
//! work around both the idiomatic way (a local `Span` type, an arena for the department tree;
//! see the `datasets` crate docs), so both modes encode the same values (tested).

use datasets::Borrowable;
use format_api::{BorrowDecode, Codec, Descriptor, Format};

/// bitcode with its own derives and a reused `bitcode::Buffer`.
#[derive(Default)]
pub struct Native {
    buffer: bitcode::Buffer,
}

impl std::fmt::Debug for Native {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Native").finish_non_exhaustive()
    }
}

impl Format for Native {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "bitcode",
        variant: "native",
        wire: "bitcode",
        version: "0.6.9",
        package: env!("CARGO_PKG_NAME"),
        settings: "reused `bitcode::Buffer`",
    };
}

impl<T: bitcode::Encode + bitcode::DecodeOwned> Codec<T> for Native {
    type Error = bitcode::Error;

    fn encode<'a>(&'a mut self, value: &T, _: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        Ok(self.buffer.encode(value))
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        self.buffer.decode(bytes)
    }
}

impl<T> BorrowDecode<T> for Native
where
    T: Borrowable + bitcode::Encode + bitcode::DecodeOwned,
    for<'a> T::Borrowed<'a>: bitcode::Decode<'a>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        self.buffer.decode(bytes)
    }
}
