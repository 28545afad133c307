//! Google's protobuf 4.35.1-release (the `protobuf` crate's 4.x releases; its default upb kernel:
//! upb's C parser and encoder behind a Rust API): Protocol Buffers (proto3) from the schemas in
//! `schemas/*.proto`, with the Rust types its generator (`protoc --rust_out`, through
//! protobuf-codegen) writes. Its messages are handles onto upb's arena-allocated data, read through
//! views (`LogsView`) and written through setters and `Mut` handles, not Rust structs with
//! public fields.
//!
//! Two variants, as for the other protobuf libraries:
//! - `converted`: the program's model is its own Rust types (the data set's). Serialize builds the
//!   generated message from the native value (repeated messages with `push_default`,
//!   submessages through their `_mut()` handles, so that everything is written into the one
//!   message's arena) and encodes it; deserialize parses and converts back through the message's
//!   view, checking each string's UTF-8 and range-checking the integers protobuf widens. The
//!   conversions are timed, as for prost, rust-protobuf and buffa.
//! - `generated-types`: the generated types *are* the program's model ([`Generated`], the data
//!   set converted once, untimed). Serialize and deserialize are protobuf's alone.
//!
//! Both encode with `Serialize::serialize`, its one encoding call, which returns a new `Vec`
//! (upb encodes into an arena and the crate copies the bytes out): the caller's buffer is
//! replaced by it, since there is no call that writes into a buffer. Both decode with
//! `Parse::parse` (upb's decoder; proto3 strings are UTF-8-checked by it).
//!
//! Both variants are proto-mapping's codecs (`Converted`, `GeneratedTypes`) over
//! [`Protobuf4Library`], which makes these calls.
//!
//! With the `corpora` feature (the registry's), the real-world corpora too, through
//! `schemas/corpora/{twitter,citm,canada}.proto`.

// The generated code names the runtime `::protobuf`, which is rust-protobuf's name in this
// workspace; the crate is `protobuf4` in the manifest and `protobuf` again here.
extern crate protobuf4 as protobuf;

pub mod generated;
mod map;

use proto_mapping::{Converted, Library, Wire};

/// Failures: protobuf's, or a value the native type cannot hold.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("parse: {0}")]
    Parse(#[from] protobuf::ParseError),
    #[error("serialize: {0}")]
    Serialize(#[from] protobuf::SerializeError),
    #[error("a string is not UTF-8: {0}")]
    Utf8(#[from] protobuf::Utf8Error),
    #[error(transparent)]
    Unrepresentable(#[from] proto_mapping::Unrepresentable),
}

/// protobuf 4 with conversions from and to the native types, timed.
pub type Protobuf4 = Converted<Protobuf4Library>;

/// protobuf 4 on its generated types, the program's own model: no conversion.
pub type GeneratedTypes = proto_mapping::GeneratedTypes<Protobuf4Library>;

/// A data set held as its generated protobuf types, as a program whose model is the generated
/// code holds it: the data set converted once, untimed.
pub type Generated<T> =
    proto_mapping::Generated<T, <T as proto_mapping::Message<Protobuf4Library>>::Proto>;

/// protobuf 4 as both variants call it: `Serialize::serialize` and `Parse::parse`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Protobuf4Library;

impl Library for Protobuf4Library {
    type Error = Error;

    const NAME: &'static str = "protobuf4";
    const VERSION: &'static str = "4.35.1-release";
    const PACKAGE: &'static str = env!("CARGO_PKG_NAME");
    const CONVERTED_SETTINGS: &'static str =
        "schema + generated types (upb kernel); conversion from and to the native types timed";
    const GENERATED_TYPES_SETTINGS: &'static str =
        "schema + generated types (upb kernel) as the program's model: no conversion timed";
}

impl<P: protobuf::Message> Wire<P> for Protobuf4Library {
    fn encode(&mut self, proto: &P, out: &mut Vec<u8>) -> Result<(), Error> {
        // Its one encoder: upb encodes into an arena, copied into a new `Vec`.
        *out = proto.serialize()?;
        Ok(())
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<P, Error> {
        Ok(P::parse(bytes)?)
    }
}
