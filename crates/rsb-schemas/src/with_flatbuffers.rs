//! FlatBuffers on its schemas: the format (fmt-flatbuffers' codec, its builder reset and reused),
//! its generated code and the mappings. Each table is built with its generated builder, field by
//! field in its schema's order, children first, as its harness builds them, so that the bytes
//! are laid out as its bytes are.

pub mod generated;
mod minecraft_savedata;
mod mk48;

use flatbuffers::{FlatBufferBuilder, Follow, Verifiable, WIPOffset};
use format_api::{Codec, Descriptor, Format};

pub use fmt_flatbuffers::Error;

/// FlatBuffers on its data sets, with the building from and reading into its types timed, as
/// `fmt-flatbuffers`' row: the same codec, driven with these mappings.
#[derive(Debug, Default)]
pub struct FlatBuffers(fmt_flatbuffers::FlatBuffers);

impl Format for FlatBuffers {
    const DESCRIPTOR: Descriptor = <fmt_flatbuffers::FlatBuffers as Format>::DESCRIPTOR;
}

/// A data set with a FlatBuffers schema: `Root` is the generated table of its root type.
pub trait FlatMessage: Sized {
    type Root<'a>: Follow<'a, Inner = Self::Root<'a>> + Verifiable + 'a;

    fn build<'b>(&self, builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<Self::Root<'b>>;

    fn from_root(root: Self::Root<'_>) -> Result<Self, Error>;
}

impl<T: FlatMessage> Codec<T> for FlatBuffers {
    type Error = Error;

    /// The builder owns the bytes, so the caller's buffer goes unused.
    fn encode<'a>(&'a mut self, value: &T, _: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        Ok(self.0.encode_root(|builder| value.build(builder)))
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        T::from_root(flatbuffers::root::<T::Root<'_>>(bytes)?)
    }
}

/// A value its schema's type cannot give back.
fn unrepresentable(what: String) -> Error {
    Error::Unrepresentable(what)
}
