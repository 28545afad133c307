//! bitcode 0.6.9 through serde's `Serialize`/`Deserialize`: bitcode's second mode, a crate of its
//! own so that its build cost is what its users compile (serde's derives, bitcode with its
//! `serde` feature, no bitcode derive). The native mode is `fmt-bitcode`.
//!
//! Settings: `bitcode::serialize` and `bitcode::deserialize`, which in 0.6 offer no buffer reuse,
//! so each encode allocates its output; that difference is part of the answer to "native or
//! serde?". Decoding also borrows into the data sets' twins (`deserialize` takes `Deserialize<'de>`).

use datasets::Borrowable;
use format_api::{BorrowDecode, Codec, Descriptor, Format};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

/// bitcode driven through serde's `Serialize`/`Deserialize`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Serde;

impl Format for Serde {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "bitcode",
        variant: "serde",
        wire: "bitcode",
        version: "0.6.9",
        package: env!("CARGO_PKG_NAME"),
        settings: "no buffer reuse (the serde API has none)",
    };
}

impl<T: Serialize + DeserializeOwned> Codec<T> for Serde {
    type Error = bitcode::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        *out = bitcode::serialize(value)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        bitcode::deserialize(bytes)
    }
}

impl<T> BorrowDecode<T> for Serde
where
    T: Borrowable + Serialize + DeserializeOwned,
    for<'a> T::Borrowed<'a>: Deserialize<'a>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        bitcode::deserialize(bytes)
    }
}
