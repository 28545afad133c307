//! ciborium 0.2.2: CBOR (RFC 8949) through serde.
//!
//! Settings: the library's defaults. Encoding uses `into_writer` straight into the caller's
//! reused buffer. Decoding uses `from_reader_with_buffer` over the byte slice with a 4 KiB scratch
//! buffer the codec keeps: what `from_reader` does, which zero-fills a fresh 4 KiB array on the
//! stack for every call, minus that fill (same size, so the same strings and byte strings go
//! through the scratch). Nesting is limited to 256 levels, as by default.

use format_api::{Codec, Descriptor, Format};
use serde::{Serialize, de::DeserializeOwned};

/// The scratch size `from_reader` uses.
const SCRATCH_BYTES: usize = 4096;

/// ciborium with serde derives, owned decoding, a reused scratch buffer.
#[derive(Clone, Debug)]
pub struct Ciborium {
    scratch: Vec<u8>,
}

impl Default for Ciborium {
    fn default() -> Self {
        Self { scratch: vec![0; SCRATCH_BYTES] }
    }
}

impl Format for Ciborium {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "ciborium",
        variant: "serde",
        wire: "CBOR",
        version: "0.2.2",
        package: env!("CARGO_PKG_NAME"),
        settings: "decode scratch (4 KiB, the default size) reused",
    };
}

/// ciborium reports encoding and decoding failures with two types.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("encode: {0}")]
    Encode(#[from] ciborium::ser::Error<std::io::Error>),
    #[error("decode: {0}")]
    Decode(#[from] ciborium::de::Error<std::io::Error>),
}

impl<T: Serialize + DeserializeOwned> Codec<T> for Ciborium {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        ciborium::into_writer(value, &mut *out)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(ciborium::de::from_reader_with_buffer(bytes, &mut self.scratch)?)
    }
}
