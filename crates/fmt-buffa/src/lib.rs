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
//! Both variants are proto-mapping's codecs (`Converted`, `GeneratedTypes`) over
//! [`BuffaLibrary`], which makes these calls; each data set's mapping is proto-mapping's too,
//! expanded in [`map`].
//!
//! With the `corpora` feature (the registry's), the real-world corpora too, through
//! `schemas/corpora/{twitter,citm,canada}.proto`.

pub mod generated;
pub mod map;

use buffa::SizeCache;
use proto_mapping::{Converted, Library, Wire};

/// Failures: buffa's, or a value the native type cannot hold.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("decode: {0}")]
    Decode(#[from] buffa::DecodeError),
    #[error(transparent)]
    Unrepresentable(#[from] proto_mapping::Unrepresentable),
}

/// buffa with conversions from and to the native types, timed.
pub type Buffa = Converted<BuffaLibrary>;

/// buffa on its generated types, the program's own model: no conversion.
pub type GeneratedTypes = proto_mapping::GeneratedTypes<BuffaLibrary>;

/// A data set held as its generated protobuf types, as a program whose model is the generated
/// code holds it: the data set converted once, untimed.
pub type Generated<T> =
    proto_mapping::Generated<T, <T as proto_mapping::Message<BuffaLibrary>>::Proto>;

/// buffa as both variants call it: `Message::encode_with_cache`, with the size cache each
/// variant keeps here, and `Message::decode_from_slice`.
#[derive(Debug, Default)]
pub struct BuffaLibrary {
    cache: SizeCache,
}

impl Library for BuffaLibrary {
    type Error = Error;

    const NAME: &'static str = "buffa";
    const VERSION: &'static str = "0.9.2";
    const PACKAGE: &'static str = env!("CARGO_PKG_NAME");
}

impl<P: buffa::Message> Wire<P> for BuffaLibrary {
    fn encode(&mut self, proto: &P, out: &mut Vec<u8>) -> Result<(), Error> {
        out.clear();
        proto.encode_with_cache(&mut self.cache, out);
        Ok(())
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<P, Error> {
        Ok(P::decode_from_slice(bytes)?)
    }
}
