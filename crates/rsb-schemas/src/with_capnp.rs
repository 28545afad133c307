//! Cap'n Proto on its schemas: the format (fmt-capnp's `unpacked` codec, its first segment kept
//! between messages), its generated code and the mappings.

pub mod generated;
mod minecraft_savedata;
mod mk48;

use capnp::traits::Owned;
use format_api::{Codec, Descriptor, Format};

/// capnp on its data sets, unpacked, with the building from and reading into its types timed, as
/// `fmt-capnp`'s `unpacked` row: the same codec, driven with these mappings.
#[derive(Debug, Default)]
pub struct Capnp(fmt_capnp::Unpacked);

impl Format for Capnp {
    const DESCRIPTOR: Descriptor = <fmt_capnp::Unpacked as Format>::DESCRIPTOR;
}

/// A data set with a Cap'n Proto schema: `Root` is the schema's root struct.
pub trait CapnpMessage: Sized {
    type Root: Owned;

    fn build(&self, root: <Self::Root as Owned>::Builder<'_>) -> capnp::Result<()>;

    fn from_reader(root: <Self::Root as Owned>::Reader<'_>) -> capnp::Result<Self>;
}

impl<T: CapnpMessage> Codec<T> for Capnp {
    type Error = capnp::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        self.0.encode_root::<T::Root>(out, |root| value.build(root))?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        fmt_capnp::Unpacked::decode_root::<T::Root, T>(bytes, T::from_reader)
    }
}

/// A length as Cap'n Proto's 32-bit element count.
fn len32(len: usize) -> capnp::Result<u32> {
    u32::try_from(len).map_err(|_| capnp::Error::failed(format!("list of {len} is too long")))
}

fn text(reader: capnp::Result<capnp::text::Reader<'_>>) -> capnp::Result<String> {
    Ok(reader?.to_string()?)
}
