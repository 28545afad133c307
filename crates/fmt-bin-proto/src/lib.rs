//! bin-proto 0.12.9: a bit-level binary protocol through its own derives (`BitEncode`,
//! `BitDecode`), no serde.
//!
//! Settings: its `prepend-tags` feature (a length before every `Vec` and `String`, which
//! rust_serialization_benchmark turns on too; without it each collection field needs a tag
//! attribute), little-endian, enums tagged by a `u8` discriminant (`discriminant_type = u8` and a
//! `discriminant` on each variant, which its derive requires). Encoding uses `encode_bytes_buf`
//! into the caller's buffer kept at full length, doubling when the buffer runs out (an I/O
//! `WriteZero`), the call rust_serialization_benchmark times; its other encoder, `encode_bytes`,
//! allocates a new `Vec` per call. Decoding uses `decode_bytes` into owned values: it has no
//! borrowed decoding.

use bin_proto::{BitCodec, LittleEndian};
use format_api::{Codec, Descriptor, Format};

/// bin-proto with its own derives, little-endian, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct BinProto;

impl Format for BinProto {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "bin-proto",
        variant: "native",
        wire: "bin-proto",
        version: "0.12.9",
        package: env!("CARGO_PKG_NAME"),
        settings: "`prepend-tags`, little-endian; `encode_bytes_buf` into a reused buffer, `decode_bytes`",
    };
}

impl<T: BitCodec> Codec<T> for BinProto {
    type Error = bin_proto::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        format_api::encode_into_slice(
            out,
            |buffer| {
                let written = value.encode_bytes_buf(LittleEndian, buffer)?;
                Ok(usize::try_from(written)?)
            },
            |error| matches!(error, bin_proto::Error::Io(io) if io.kind() == std::io::ErrorKind::WriteZero),
        )
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(T::decode_bytes(bytes, LittleEndian)?.0)
    }
}
