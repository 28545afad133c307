//! prost 0.14.4: Protocol Buffers (proto3) from the schemas in `schemas/*.proto`, with the Rust
//! types prost-build generates.
//!
//! Two variants, so that both answers are visible:
//! - `converted`: the program's model is its own Rust types (the data set's). Serialize converts
//!   the native value into the generated message types and encodes them; deserialize decodes
//!   into the generated types and converts back, range-checking the integers protobuf widens (u8
//!   and u16 travel as uint32). The conversions are timed: they are what such a program pays at
//!   the protobuf boundary, as FlatBuffers and Cap'n Proto pay for building from and reading into
//!   the native value.
//! - `generated-types`: the generated types *are* the program's model ([`Generated`], the data
//!   set converted once, untimed). Serialize and deserialize are prost's alone.
//!
//! Both encode with `Message::encode` into the caller's reused buffer, which computes the
//! message's `encoded_len` once and then writes it (what `encode_to_vec` does, minus the
//! allocation; the reused buffer already has the capacity). Nested messages' lengths are
//! computed again as each is written: that is prost's design.
//!
//! With the `corpora` feature (the registry's), the real-world corpora too, through
//! `schemas/corpora/{twitter,citm,canada}.proto`.

pub mod generated;
mod map;

use datasets::Dataset;
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
    #[error(transparent)]
    Unrepresentable(#[from] proto_mapping::Unrepresentable),
}

const VERSION: &str = "0.14.4";

/// prost with conversions from and to the native types, timed.
#[derive(Clone, Copy, Debug, Default)]
pub struct Prost;

/// prost on its generated types, the program's own model: no conversion.
#[derive(Clone, Copy, Debug, Default)]
pub struct GeneratedTypes;

impl Format for Prost {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "prost",
        variant: "converted",
        wire: "Protocol Buffers",
        version: VERSION,
        package: env!("CARGO_PKG_NAME"),
        settings: "schema + generated types; conversion from and to the native types timed",
    };
}

impl Format for GeneratedTypes {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "prost",
        variant: "generated-types",
        wire: "Protocol Buffers",
        version: VERSION,
        package: env!("CARGO_PKG_NAME"),
        settings: "schema + generated types as the program's model: no conversion timed",
    };
}

impl<T: Message> Codec<T> for Prost {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        T::Proto::from(value).encode(out)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        T::Proto::decode(bytes)?.try_into()
    }
}

impl<T: Message + Dataset> Codec<Generated<T>> for GeneratedTypes {
    type Error = Error;

    fn encode<'a>(
        &'a mut self,
        value: &Generated<T>,
        out: &'a mut Vec<u8>,
    ) -> Result<&'a [u8], Self::Error> {
        out.clear();
        value.proto.encode(out)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<Generated<T>, Self::Error> {
        Ok(Generated::decoded(T::Proto::decode(bytes)?))
    }
}

/// A data set held as its generated protobuf types, as a program whose model is the generated
/// code holds it: the data set converted once, untimed.
pub type Generated<T> = proto_mapping::Generated<T, <T as Message>::Proto>;
