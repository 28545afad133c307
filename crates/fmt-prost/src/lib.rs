//! prost 0.14.4: Protocol Buffers (proto3) from the schemas in `schemas/*.proto`, with the Rust
//! types prost-build generates.
//!
//! Serialize converts the native value into the generated message types and encodes it with
//! `Message::encode` into the caller's reused buffer (reserved to `encoded_len` first); deserialize
//! decodes into the generated types and converts back, range-checking the integers protobuf
//! widens (u8 and u16 travel as uint32). The conversions are timed: they are what a program whose
//! model is its own Rust types pays at the protobuf boundary, as FlatBuffers and Cap'n Proto pay
//! for building from and reading into the native value. A program that uses the generated types
//! as its model skips them (and clones no strings on the way out).
//!
//! With the `corpora` feature (the registry's), the real-world corpora too, through
//! `schemas/corpora/{twitter,citm,canada}.proto`.

pub mod generated;
mod map;

use format_api::{Codec, Descriptor, Format};
use prost::Message as _;

pub use map::Message;

/// Decoding failures: prost's, or a value the native type cannot hold.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("encode: {0}")]
    Encode(#[from] prost::EncodeError),
    #[error("decode: {0}")]
    Decode(#[from] prost::DecodeError),
    #[error("{0}")]
    Unrepresentable(String),
}

/// prost with its generated types.
#[derive(Clone, Copy, Debug, Default)]
pub struct Prost;

impl Format for Prost {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "prost",
        variant: "generated",
        wire: "Protocol Buffers",
        version: "0.14.4",
        package: env!("CARGO_PKG_NAME"),
        settings: "schema + generated types; conversion from and to the native types timed",
    };
}

impl<T: Message> Codec<T> for Prost {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        let message = T::Proto::from(value);
        out.clear();
        out.reserve(message.encoded_len());
        message.encode(out)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        T::Proto::decode(bytes)?.try_into()
    }
}
