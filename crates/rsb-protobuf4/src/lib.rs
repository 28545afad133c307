//! Google's protobuf 4 on rust_serialization_benchmark's `minecraft_savedata` and `mk48`
//! (`schemas/rsb/`, numbered as its schemas are): the code generated from them (`src/generated/`,
//! `cargo xtask codegen`) and the mapping of each data set onto it, as `fmt-protobuf4`'s
//! `converted` row: its messages built in place from the value (setters, `Mut` handles, one
//! arena) and encoded with `Serialize::serialize`, parsed with `Parse::parse` and read back
//! through views (each string's UTF-8 checked). A crate apart from `rsb-schemas`, whose
//! rust-protobuf code names its runtime `::protobuf` too.

// The generated code names the runtime `::protobuf`; the crate is `protobuf4` in the manifest.
extern crate protobuf4 as protobuf;

pub mod generated;
mod minecraft_savedata;
mod mk48;

use format_api::{Codec, Descriptor, Format};
use protobuf::{Parse as _, ProtoStr, Serialize as _};

pub use fmt_protobuf4::Error;

/// protobuf 4 on its data sets, with the conversions from and to its types timed.
#[derive(Debug, Default)]
pub struct Protobuf4;

impl Format for Protobuf4 {
    const DESCRIPTOR: Descriptor = <fmt_protobuf4::Protobuf4 as Format>::DESCRIPTOR;
}

/// A data set with a protobuf 4 message: built from the value with `From`, read back with
/// `TryFrom` (through the message's view).
pub trait ProtoMessage: Sized {
    type Proto: protobuf::Message + for<'a> From<&'a Self> + TryInto<Self, Error = Error>;
}

impl<T: ProtoMessage> Codec<T> for Protobuf4 {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        // Its one encoder: upb encodes into an arena, copied into a new `Vec`.
        *out = T::Proto::from(value).serialize()?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        T::Proto::parse(bytes)?.try_into()
    }
}

/// A string field as an owned `String`, failing on bytes that are not UTF-8.
fn text(value: &ProtoStr) -> Result<String, Error> {
    Ok(value.to_str()?.to_owned())
}
