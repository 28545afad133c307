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
//! Both variants are proto-mapping's codecs (`Converted`, `GeneratedTypes`) over
//! [`ProstLibrary`], which makes these calls; each data set's mapping is proto-mapping's too,
//! expanded in [`map`].
//!
//! With the `corpora` feature (the registry's), the real-world corpora too, through
//! `schemas/corpora/{twitter,citm,canada}.proto`.

pub mod generated;
pub mod map;

use proto_mapping::{Converted, Library, Wire};

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

/// prost with conversions from and to the native types, timed.
pub type Prost = Converted<ProstLibrary>;

/// prost on its generated types, the program's own model: no conversion.
pub type GeneratedTypes = proto_mapping::GeneratedTypes<ProstLibrary>;

/// A data set held as its generated protobuf types, as a program whose model is the generated
/// code holds it: the data set converted once, untimed.
pub type Generated<T> =
    proto_mapping::Generated<T, <T as proto_mapping::Message<ProstLibrary>>::Proto>;

/// prost as both variants call it: `Message::encode` and `Message::decode`.
#[derive(Clone, Copy, Debug, Default)]
pub struct ProstLibrary;

impl Library for ProstLibrary {
    type Error = Error;

    const NAME: &'static str = "prost";
    const VERSION: &'static str = "0.14.4";
    const PACKAGE: &'static str = env!("CARGO_PKG_NAME");
}

impl<P: prost::Message + Default> Wire<P> for ProstLibrary {
    fn encode(&mut self, proto: &P, out: &mut Vec<u8>) -> Result<(), Error> {
        out.clear();
        proto.encode(out)?;
        Ok(())
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<P, Error> {
        Ok(P::decode(bytes)?)
    }
}
