//! zerompk 0.8.0: MessagePack through its own derives (`ToMessagePack`, `FromMessagePack`), no
//! serde.
//!
//! Settings: the library's default features and `derive`; its default layout: structs as arrays,
//! enums as `[tag, value]`. Encoding uses `to_msgpack`, the call that writes into a caller's slice
//! (and the one rust_serialization_benchmark times): the caller's `Vec` is kept at its full length
//! and doubles when zerompk says it is too small (`Error::BufferTooSmall`). Its other encoder,
//! `to_msgpack_vec`, allocates a new `Vec` per call. Decoding uses `from_msgpack` into owned
//! values, or into the data set's borrowed twin.

use datasets::Borrowable;
use format_api::{BorrowDecode, Codec, Descriptor, Format};
use zerompk::{FromMessagePack, FromMessagePackOwned, ToMessagePack};

/// zerompk with its own derives, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct Zerompk;

impl Format for Zerompk {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "zerompk",
        variant: "native",
        wire: "MessagePack",
        version: "0.8.0",
        package: env!("CARGO_PKG_NAME"),
        settings: "`to_msgpack` into a reused buffer, `from_msgpack`; structs as arrays",
    };
}

impl<T: ToMessagePack + FromMessagePackOwned> Codec<T> for Zerompk {
    type Error = zerompk::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        format_api::encode_into_slice(
            out,
            |buffer| zerompk::to_msgpack(value, buffer),
            |error| matches!(error, zerompk::Error::BufferTooSmall),
        )
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        zerompk::from_msgpack(bytes)
    }
}

impl<T> BorrowDecode<T> for Zerompk
where
    T: Borrowable + ToMessagePack + FromMessagePackOwned,
    for<'a> T::Borrowed<'a>: FromMessagePack<'a>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        zerompk::from_msgpack(bytes)
    }
}
