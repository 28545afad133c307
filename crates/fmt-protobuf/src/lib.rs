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
//! Both variants are proto-mapping's codecs (`Converted`, `GeneratedTypes`) over
//! [`ProtobufLibrary`], which makes these calls; each data set's mapping is proto-mapping's too,
//! expanded in [`map`].
//!
//! With the `corpora` feature (the registry's), the real-world corpora too, through
//! `schemas/corpora/{twitter,citm,canada}.proto`.

pub mod generated;
pub mod map;

use proto_mapping::{Converted, Library, Wire};

/// Failures: rust-protobuf's, or a value the native type cannot hold.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Protobuf(#[from] protobuf::Error),
    #[error(transparent)]
    Unrepresentable(#[from] proto_mapping::Unrepresentable),
}

/// rust-protobuf with conversions from and to the native types, timed.
pub type Protobuf = Converted<ProtobufLibrary>;

/// rust-protobuf on its generated types, the program's own model: no conversion.
pub type GeneratedTypes = proto_mapping::GeneratedTypes<ProtobufLibrary>;

/// A data set held as its generated protobuf types, as a program whose model is the generated
/// code holds it: the data set converted once, untimed.
pub type Generated<T> =
    proto_mapping::Generated<T, <T as proto_mapping::Message<ProtobufLibrary>>::Proto>;

/// rust-protobuf as both variants call it: `Message::write_to_vec` and
/// `Message::parse_from_bytes`.
#[derive(Clone, Copy, Debug, Default)]
pub struct ProtobufLibrary;

impl Library for ProtobufLibrary {
    type Error = Error;

    const NAME: &'static str = "protobuf";
    const VERSION: &'static str = "3.7.2";
    const PACKAGE: &'static str = env!("CARGO_PKG_NAME");
}

impl<P: protobuf::Message> Wire<P> for ProtobufLibrary {
    fn encode(&mut self, proto: &P, out: &mut Vec<u8>) -> Result<(), Error> {
        out.clear();
        proto.write_to_vec(out)?;
        Ok(())
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<P, Error> {
        Ok(P::parse_from_bytes(bytes)?)
    }
}
