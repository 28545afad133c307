//! rust-protobuf 3.7.2 (the `protobuf` crate): Protocol Buffers (proto3) from the schemas in
//! `schemas/*.proto`, with the Rust types its protobuf-codegen generates (its defaults: the full
//! runtime with reflection, `String` and `Vec<u8>` fields, `MessageField` submessages,
//! `EnumOrUnknown` enums; maps as `BTreeMap`s, as fmt-prost's: the models' maps are ordered).
//!
//! Two variants, so that both answers are visible:
//! - `converted`: the program's model is its own Rust types (the data set's). Serialize converts
//!   the native value into the generated message types and encodes them; deserialize decodes
//!   into the generated types and converts back, range-checking the integers protobuf widens (u8
//!   and u16 travel as uint32). The conversions are timed: they are what such a program pays at
//!   the protobuf boundary, as FlatBuffers and Cap'n Proto pay for building from and reading into
//!   the native value.
//! - `generated-types`: the generated types *are* the program's model ([`Generated`], the data
//!   set converted once, untimed). Serialize and deserialize are rust-protobuf's alone.
//!
//! Both encode with `Message::write_to_vec` into the caller's reused buffer: it computes every
//! message's size once, caching each in the message (rust-protobuf's design, unlike prost's), then
//! writes (`write_to_bytes` does the same into a new `Vec`). Both decode with
//! `Message::parse_from_bytes`, as rust_serialization_benchmark does.
//!
//! With the `corpora` feature (the registry's), the real-world corpora too, through
//! `schemas/corpora/{twitter,citm,canada}.proto`.

pub mod generated;
mod map;

use datasets::Dataset;
use format_api::{Codec, Descriptor, Format};
use protobuf::Message as _;

pub use map::Message;

/// The names the mappings of rust-protobuf's types use (`crates/proto-mapping/maps/` here), for the
/// same mappings compiled outside this crate (`rsb-schemas`' `proto_maps/`).
pub mod mapping {
    pub use crate::map::{EnumField, Field, MessageField, known, required};
}

/// Failures: rust-protobuf's, or a value the native type cannot hold.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Protobuf(#[from] protobuf::Error),
    #[error(transparent)]
    Unrepresentable(#[from] proto_mapping::Unrepresentable),
}

const VERSION: &str = "3.7.2";

/// rust-protobuf with conversions from and to the native types, timed.
#[derive(Clone, Copy, Debug, Default)]
pub struct Protobuf;

/// rust-protobuf on its generated types, the program's own model: no conversion.
#[derive(Clone, Copy, Debug, Default)]
pub struct GeneratedTypes;

impl Format for Protobuf {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "protobuf",
        variant: "converted",
        wire: "Protocol Buffers",
        version: VERSION,
        package: env!("CARGO_PKG_NAME"),
        settings: "schema + generated types; conversion from and to the native types timed",
    };
}

impl Format for GeneratedTypes {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "protobuf",
        variant: "generated-types",
        wire: "Protocol Buffers",
        version: VERSION,
        package: env!("CARGO_PKG_NAME"),
        settings: "schema + generated types as the program's model: no conversion timed",
    };
}

impl<T: Message> Codec<T> for Protobuf {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        T::Proto::from(value).write_to_vec(out)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        T::Proto::parse_from_bytes(bytes)?.try_into()
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
        value.proto.write_to_vec(out)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<Generated<T>, Self::Error> {
        Ok(Generated::decoded(T::Proto::parse_from_bytes(bytes)?))
    }
}

/// A data set held as its generated protobuf types, as a program whose model is the generated
/// code holds it: the data set converted once, untimed.
pub type Generated<T> = proto_mapping::Generated<T, <T as Message>::Proto>;
