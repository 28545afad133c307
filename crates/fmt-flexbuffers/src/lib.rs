//! flexbuffers 25.12.19: FlatBuffers' schemaless sibling, self-describing and readable in place,
//! through serde.
//!
//! Settings: the library's defaults. Encoding reuses one `FlexbufferSerializer` (`reset` between
//! messages) and returns its buffer: no copy. Decoding uses `from_slice` into owned values.
//! FlexBuffers maps take only string keys, so data whose maps are keyed by numbers (`citm`) does
//! not encode; the registry lists that pair as not measured.

use datasets::Borrowable;
use flexbuffers::FlexbufferSerializer;
use format_api::{AnyError, BorrowDecode, Codec, Descriptor, Format};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

/// flexbuffers with serde derives, owned decoding.
#[derive(Debug, Default)]
pub struct Flexbuffers {
    serializer: FlexbufferSerializer,
}

impl Format for Flexbuffers {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "flexbuffers",
        variant: "serde",
        wire: "FlexBuffers",
        version: "25.12.19",
        package: env!("CARGO_PKG_NAME"),
        settings: "serializer reused (`reset`)",
    };
}

impl<T: Serialize + DeserializeOwned> Codec<T> for Flexbuffers {
    type Error = AnyError;

    fn encode<'a>(&'a mut self, value: &T, _: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        self.serializer.reset();
        value.serialize(&mut self.serializer).map_err(AnyError::new)?;
        Ok(self.serializer.view())
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        flexbuffers::from_slice(bytes).map_err(AnyError::new)
    }
}

impl<T> BorrowDecode<T> for Flexbuffers
where
    T: Borrowable + Serialize + DeserializeOwned,
    for<'a> T::Borrowed<'a>: Deserialize<'a>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        flexbuffers::from_slice(bytes).map_err(AnyError::new)
    }
}
