//! buffa 0.9.2: Protocol Buffers (proto3) from the schemas in `schemas/*.proto`, with the Rust
//! types buffa-build generates (its defaults: owned types and borrowed views, unknown fields
//! kept, `MessageField` submessages stored inline, `EnumValue` enums; maps as `BTreeMap`s, as
//! fmt-prost's: the models' maps are ordered).
//!
//! Two variants, so that both answers are visible:
//! - `converted`: the program's model is its own Rust types (the data set's). Serialize converts
//!   the native value into the generated message types and encodes them; deserialize decodes
//!   into the generated types and converts back, range-checking the integers protobuf widens (u8
//!   and u16 travel as uint32). The conversions are timed: they are what such a program pays at
//!   the protobuf boundary, as FlatBuffers and Cap'n Proto pay for building from and reading into
//!   the native value.
//! - `generated-types`: the generated types *are* the program's model ([`Generated`], the data
//!   set converted once, untimed). Serialize and deserialize are buffa's alone.
//!
//! Both encode with `Message::encode_with_cache` into the caller's reused buffer, with a
//! `SizeCache` the codec keeps (its documented path for "many encodes in a hot loop"; `encode`
//! makes a new cache each call): it computes every nested message's size once into the cache,
//! then writes. Both decode with `Message::decode_from_slice` (its default limits).
//!
//! With the `corpora` feature (the registry's), the real-world corpora too, through
//! `schemas/corpora/{twitter,citm,canada}.proto`.

pub mod generated;
mod map;

use buffa::{Message as _, SizeCache};
use datasets::Dataset;
use format_api::{Codec, Descriptor, Format};

pub use map::Message;

/// The names the mappings of buffa's types use (`crates/proto-mapping/maps/` here), for the
/// same mappings compiled outside this crate (`rsb-schemas`' `proto_maps/`).
pub mod mapping {
    pub use crate::map::{EnumField, Field, MessageField, known, required};
}

/// Failures: buffa's, or a value the native type cannot hold.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("decode: {0}")]
    Decode(#[from] buffa::DecodeError),
    #[error(transparent)]
    Unrepresentable(#[from] proto_mapping::Unrepresentable),
}

const VERSION: &str = "0.9.2";

/// buffa with conversions from and to the native types, timed.
#[derive(Debug, Default)]
pub struct Buffa {
    cache: SizeCache,
}

/// buffa on its generated types, the program's own model: no conversion.
#[derive(Debug, Default)]
pub struct GeneratedTypes {
    cache: SizeCache,
}

impl Format for Buffa {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "buffa",
        variant: "converted",
        wire: "Protocol Buffers",
        version: VERSION,
        package: env!("CARGO_PKG_NAME"),
        settings: "schema + generated types; conversion from and to the native types timed",
    };
}

impl Format for GeneratedTypes {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "buffa",
        variant: "generated-types",
        wire: "Protocol Buffers",
        version: VERSION,
        package: env!("CARGO_PKG_NAME"),
        settings: "schema + generated types as the program's model: no conversion timed",
    };
}

impl<T: Message> Codec<T> for Buffa {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        T::Proto::from(value).encode_with_cache(&mut self.cache, out);
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        T::Proto::decode_from_slice(bytes)?.try_into()
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
        value.proto.encode_with_cache(&mut self.cache, out);
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<Generated<T>, Self::Error> {
        Ok(Generated::decoded(T::Proto::decode_from_slice(bytes)?))
    }
}

/// A data set held as its generated protobuf types, as a program whose model is the generated
/// code holds it: the data set converted once, untimed.
pub type Generated<T> = proto_mapping::Generated<T, <T as Message>::Proto>;
