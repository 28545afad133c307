//! prost on its schemas: the format, its generated code and the mappings.

pub mod generated;
mod minecraft_savedata;
mod mk48;

use format_api::{Codec, Descriptor, Format};
use prost::Message as _;

pub use fmt_prost::Error as ProstError;

/// A data set with a prost message: `Proto` is its generated root message, built from the value
/// with `From` and read back with `TryFrom`.
pub trait ProstMessage: Sized {
    type Proto: prost::Message
        + Default
        + for<'a> From<&'a Self>
        + TryInto<Self, Error = ProstError>;
}

/// prost on its data sets, with the conversions from and to its types timed.
#[derive(Clone, Copy, Debug, Default)]
pub struct Prost;

impl Format for Prost {
    const DESCRIPTOR: Descriptor = <fmt_prost::Prost as Format>::DESCRIPTOR;
}

impl<T: ProstMessage> Codec<T> for Prost {
    type Error = ProstError;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        T::Proto::from(value).encode(out)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        T::Proto::decode(bytes)?.try_into()
    }
}
