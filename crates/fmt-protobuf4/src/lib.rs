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
//! With the `corpora` feature (the registry's), the real-world corpora too, through
//! `schemas/corpora/{twitter,citm,canada}.proto`.

// The generated code names the runtime `::protobuf`, which is rust-protobuf's name in this
// workspace; the crate is `protobuf4` in the manifest and `protobuf` again here.
extern crate protobuf4 as protobuf;

pub mod generated;
mod map;

use datasets::Dataset;
use format_api::{Codec, Descriptor, Format};
use protobuf::{Parse as _, Serialize as _};

pub use map::Message;

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

const VERSION: &str = "4.35.1-release";

/// protobuf 4 with conversions from and to the native types, timed.
#[derive(Debug, Default)]
pub struct Protobuf4;

/// protobuf 4 on its generated types, the program's own model: no conversion.
#[derive(Debug, Default)]
pub struct GeneratedTypes;

impl Format for Protobuf4 {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "protobuf4",
        variant: "converted",
        wire: "Protocol Buffers",
        version: VERSION,
        package: env!("CARGO_PKG_NAME"),
        settings: "schema + generated types (upb kernel); conversion from and to the native types timed",
    };
}

impl Format for GeneratedTypes {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "protobuf4",
        variant: "generated-types",
        wire: "Protocol Buffers",
        version: VERSION,
        package: env!("CARGO_PKG_NAME"),
        settings: "schema + generated types (upb kernel) as the program's model: no conversion timed",
    };
}

impl<T: Message> Codec<T> for Protobuf4 {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        *out = T::Proto::from(value).serialize()?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        T::Proto::parse(bytes)?.try_into()
    }
}

impl<T: Message + Dataset> Codec<Generated<T>> for GeneratedTypes {
    type Error = Error;

    fn encode<'a>(
        &'a mut self,
        value: &Generated<T>,
        out: &'a mut Vec<u8>,
    ) -> Result<&'a [u8], Self::Error> {
        *out = value.proto.serialize()?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<Generated<T>, Self::Error> {
        Ok(Generated::decoded(T::Proto::parse(bytes)?))
    }
}

/// A data set held as its generated protobuf types, as a program whose model is the generated
/// code holds it: the data set converted once, untimed.
pub type Generated<T> = proto_mapping::Generated<T, <T as Message>::Proto>;

#[cfg(test)]
mod tests {
    use datasets::log::Logs;
    use format_api::Codec as _;

    use super::{Generated, GeneratedTypes, Protobuf4};

    /// `Logs { logs: [Log { identity: "\xFF" }] }` by hand: field 1 (`logs`, 3 bytes) holding
    /// field 2 (`identity`, 1 byte) = 0xFF, which is not UTF-8.
    const BAD_UTF8: &[u8] = &[0x0A, 0x03, 0x12, 0x01, 0xFF];

    #[test]
    fn parsing_checks_utf8_in_both_variants() {
        let parsed: Result<Generated<Logs>, _> = GeneratedTypes.decode(BAD_UTF8);
        assert!(parsed.is_err(), "upb's parser accepted a string that is not UTF-8");
        let converted: Result<Logs, _> = Protobuf4.decode(BAD_UTF8);
        assert!(converted.is_err());
    }
}
