//! bincode 2.0.1, in its two modes: native `Encode`/`Decode` derives, and serde.
//!
//! bincode is pinned at 2.0.1 on purpose: the 3.0.0 on crates.io is a stub that fails to compile
//! by design, published when the project ended in 2025. 2.0.1 is the last working release.
//!
//! Settings: `config::standard()`, bincode 2's default: little-endian, variable-length integers,
//! no size limit on decoding. Both modes encode with `encode_into_slice` straight into the caller's
//! buffer, kept at full length between calls so a steady-state encode neither allocates nor clears
//! memory (`encode_into_std_write` into a `Vec` measured about 1.4× slower on `log`), and decode
//! owned values with `decode_from_slice`. The two modes write the same bytes for these data sets
//! (the size snapshot shows it); they differ in the code that runs, which is the question.
//!
//! A third variant, `native+limit`, is the native mode with `with_limit::<64 MiB>()`, the setting
//! bincode's docs ask for when decoding untrusted input: a length prefix that claims more than
//! the limit is an error before anything is allocated. Without it, a corrupt length can make
//! the decoder try to allocate gigabytes (the robustness sweep counts those aborts). 64 MiB is
//! four times the largest data set here; a limit is a property of the application's messages.

use bincode::{
    config::{Configuration, Limit, LittleEndian, Varint, standard},
    error::EncodeError,
};
use format_api::{Codec, Descriptor, Format};
use serde::{Serialize, de::DeserializeOwned};

const CONFIG: Configuration = standard();
/// The decoding limit of the `native+limit` variant, in bytes.
const LIMIT: usize = 64 << 20;
const LIMITED: Configuration<LittleEndian, Varint, Limit<LIMIT>> = standard().with_limit::<LIMIT>();
/// The first buffer size tried; small messages fit without a retry.
const MIN_BUFFER: usize = 4096;
const VERSION: &str = "2.0.1";

/// bincode with its own `Encode`/`Decode` derives.
#[derive(Clone, Copy, Debug, Default)]
pub struct Native;

/// The native derives with a decoding limit, as bincode recommends for untrusted input.
#[derive(Clone, Copy, Debug, Default)]
pub struct NativeLimited;

/// bincode driven through serde's `Serialize`/`Deserialize`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Serde;

impl Format for Native {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "bincode",
        variant: "native",
        wire: "bincode",
        version: VERSION,
        package: env!("CARGO_PKG_NAME"),
        settings: "`config::standard()` (varints, no decode limit); `encode_into_slice` into a reused buffer",
    };
}

impl Format for NativeLimited {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "bincode",
        variant: "native+limit",
        wire: "bincode",
        version: VERSION,
        package: env!("CARGO_PKG_NAME"),
        settings: "as `native`, with `with_limit::<64 MiB>()`: bincode's advice for untrusted input",
    };
}

impl Format for Serde {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "bincode",
        variant: "serde",
        wire: "bincode",
        version: VERSION,
        package: env!("CARGO_PKG_NAME"),
        settings: "as `native`, through serde's derives",
    };
}

/// bincode reports encoding and decoding failures with two types.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("encode: {0}")]
    Encode(#[from] EncodeError),
    #[error("decode: {0}")]
    Decode(#[from] bincode::error::DecodeError),
}

/// Encodes into the caller's buffer kept at full length, returning the encoded prefix; doubles the
/// buffer and retries when it is too small. A steady-state encode neither allocates nor clears.
fn encode_growing(
    out: &mut Vec<u8>,
    mut encode: impl FnMut(&mut [u8]) -> Result<usize, EncodeError>,
) -> Result<&[u8], Error> {
    loop {
        match encode(out.as_mut_slice()) {
            Ok(n_bytes) => return Ok(&out[..n_bytes]),
            Err(EncodeError::UnexpectedEnd) => {
                let len = (out.len() * 2).max(MIN_BUFFER);
                out.resize(len, 0);
            }
            Err(error) => return Err(error.into()),
        }
    }
}

impl<T: bincode::Encode + bincode::Decode<()>> Codec<T> for Native {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        encode_growing(out, |buffer| bincode::encode_into_slice(value, buffer, CONFIG))
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(bincode::decode_from_slice(bytes, CONFIG)?.0)
    }
}

impl<T: bincode::Encode + bincode::Decode<()>> Codec<T> for NativeLimited {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        encode_growing(out, |buffer| bincode::encode_into_slice(value, buffer, LIMITED))
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(bincode::decode_from_slice(bytes, LIMITED)?.0)
    }
}

impl<T: Serialize + DeserializeOwned> Codec<T> for Serde {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        encode_growing(out, |buffer| bincode::serde::encode_into_slice(value, buffer, CONFIG))
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(bincode::serde::decode_from_slice(bytes, CONFIG)?.0)
    }
}
