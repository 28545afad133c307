//! bilrost 0.1016.3: protobuf-like tagged messages through its own derives (`Message`, `Oneof`,
//! `Enumeration`), no serde and no schema file.
//!
//! Settings: its default features, as its README starts. Fields are tagged in declaration order;
//! every vector is `packed` (one length-delimited field, no tag per element), byte vectors
//! `plainbytes`, `u8` and `i8` fields `varint`, as rust_serialization_benchmark's types are
//! annotated, and an IPv4 address is one fixed 32-bit value through a proxy as there. Two
//! variants write the same bytes: `native` encodes forwards with `encode` into the caller's
//! reused `Vec`; `prepend` encodes backwards with `prepend` into a `ReverseBuffer` the variant
//! keeps (its README: each is faster on some messages). Decoding uses `decode` into owned values,
//! or `decode_borrowed` into the data set's borrowed twin.

use bilrost::buf::ReverseBuffer;
use bilrost::{BorrowedMessage, OwnedMessage};
use datasets::Borrowable;
use format_api::{BorrowDecode, Codec, Descriptor, Format};

/// bilrost encoding forwards into a reused buffer, owned or borrowed decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct Bilrost;

impl Format for Bilrost {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "bilrost",
        variant: "native",
        wire: "bilrost",
        version: "0.1016.3",
        package: env!("CARGO_PKG_NAME"),
        settings: "`encode` into a reused buffer, `decode`; vectors packed",
    };
}

/// bilrost encoding backwards (`prepend`) into a `ReverseBuffer` it keeps; decoding as
/// [`Bilrost`].
pub struct BilrostPrepend {
    buffer: ReverseBuffer,
}

/// The buffer's first capacity. A `ReverseBuffer` made with a capacity keeps that chunk when
/// cleared; one made without drops every chunk on `clear`, so a small message would allocate on
/// every call.
const FIRST_CAPACITY: usize = 4096;

impl Default for BilrostPrepend {
    fn default() -> Self {
        Self { buffer: ReverseBuffer::with_capacity(FIRST_CAPACITY) }
    }
}

impl std::fmt::Debug for BilrostPrepend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BilrostPrepend").field("capacity", &self.buffer.capacity()).finish()
    }
}

impl Format for BilrostPrepend {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "bilrost",
        variant: "prepend",
        wire: "bilrost",
        version: "0.1016.3",
        package: env!("CARGO_PKG_NAME"),
        settings: "`prepend` into a reused `ReverseBuffer`, `decode`; vectors packed",
    };
}

/// bilrost reports encoding and decoding failures with two types.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("encode: {0}")]
    Encode(#[from] bilrost::EncodeError),
    #[error("decode: {0}")]
    Decode(#[from] bilrost::DecodeError),
    /// A `ReverseBuffer` sized for the message held it in more than one chunk (never expected).
    #[error("encode: the reverse buffer holds the message in several chunks")]
    Split,
}

impl<T: OwnedMessage> Codec<T> for Bilrost {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        value.encode(out)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(T::decode(bytes)?)
    }
}

impl<T: OwnedMessage> Codec<T> for BilrostPrepend {
    type Error = Error;

    /// Prepends into the kept buffer and returns its one chunk. A buffer too small grows by
    /// chunks; the first such call makes a buffer of twice the message's length and prepends
    /// again, so later calls write into one kept allocation, as rust_serialization_benchmark's
    /// buffer made with capacity does.
    fn encode<'a>(&'a mut self, value: &T, _: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        self.buffer.clear();
        value.prepend(&mut self.buffer);
        if self.buffer.is_empty() {
            // An empty message. `contiguous` on an empty buffer that keeps its chunk trips a
            // debug assertion in bilrost 0.1016.3 (`Buf::chunk`'s `front < len`).
            return Ok(&[]);
        }
        if self.buffer.contiguous().is_none() {
            self.buffer = ReverseBuffer::with_capacity(self.buffer.len().saturating_mul(2));
            value.prepend(&mut self.buffer);
        }
        self.buffer.contiguous().ok_or(Error::Split)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(T::decode(bytes)?)
    }
}

/// [`Bilrost`] on a sequence of messages, for serbench, which measures a user's values as one
/// `Vec<T>`: a bilrost `Vec` is no message of its own (and `Bilrost`'s codec of every message
/// type rules out a second codec for `Vec<T>`), so the values are written one after another,
/// each with its length before it (`encode_length_delimited`, bilrost's call for a stream of
/// messages), and read back until the bytes run out. Its rows are named as `Bilrost`'s.
#[derive(Clone, Copy, Debug, Default)]
pub struct BilrostValues;

impl Format for BilrostValues {
    const DESCRIPTOR: Descriptor = Descriptor {
        settings: "`encode_length_delimited` per value into a reused buffer, \
                   `decode_length_delimited` until the bytes run out",
        ..Bilrost::DESCRIPTOR
    };
}

impl<T: OwnedMessage> Codec<Vec<T>> for BilrostValues {
    type Error = Error;

    fn encode<'a>(
        &'a mut self,
        values: &Vec<T>,
        out: &'a mut Vec<u8>,
    ) -> Result<&'a [u8], Self::Error> {
        out.clear();
        for value in values {
            value.encode_length_delimited(out)?;
        }
        Ok(out)
    }

    fn decode(&mut self, mut bytes: &[u8]) -> Result<Vec<T>, Self::Error> {
        let mut values = Vec::new();
        while !bytes.is_empty() {
            values.push(T::decode_length_delimited(&mut bytes)?);
        }
        Ok(values)
    }
}

impl<T> BorrowDecode<T> for Bilrost
where
    T: Borrowable + OwnedMessage,
    for<'a> T::Borrowed<'a>: BorrowedMessage<'a>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        Ok(T::Borrowed::decode_borrowed(bytes)?)
    }
}
