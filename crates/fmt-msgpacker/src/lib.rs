//! msgpacker 0.7.2: MessagePack through its own derive (`MsgPacker`), no serde.
//!
//! Settings: its `derive` and `std` features, without the serde mode its default features add.
//! Structs are written as arrays. Encoding uses `pack` into the caller's reused `Vec` (bytes'
//! `BufMut`, bounds-checked). rust_serialization_benchmark times `EncoderSlice`, which writes into
//! a fixed slice with no bounds check in release builds (`hint::assert_unchecked` on the space
//! left; a value larger than the slice is undefined behaviour), so it is not used here; its owned
//! `Encoder` has no way to be reset, so reusing it means a new allocation per call. Decoding uses
//! `unpack` into owned values. Its borrowed derive (`MsgPackerBorrowed`) needs every owned type
//! inside a borrowed one to decode by borrowing too, which `String` does not.

use format_api::{Codec, Descriptor, Format};
use msgpacker::{Packable, Unpackable};

/// msgpacker with its own derive, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct Msgpacker;

impl Format for Msgpacker {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "msgpacker",
        variant: "native",
        wire: "MessagePack",
        version: "0.7.2",
        package: env!("CARGO_PKG_NAME"),
        settings: "`pack` into a reused `Vec` (not the unchecked `EncoderSlice`), `unpack`; structs as arrays",
    };
}

impl<T> Codec<T> for Msgpacker
where
    T: Packable + Unpackable,
    T::Error: Send + Sync + 'static,
{
    type Error = T::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        value.pack(out);
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        T::unpack(bytes)
    }
}
