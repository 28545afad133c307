//! FlatBuffers (flatbuffers 25.12.19) from the schemas in `schemas/*.fbs`.
//!
//! Serialize builds the buffer from the native value with one `FlatBufferBuilder` that the codec
//! keeps and `reset`s between messages (the reuse FlatBuffers' documentation recommends), and
//! returns the builder's finished bytes: no copy. Deserialize verifies the buffer with the default
//! `VerifierOptions` and reads it back into the native value. Access comes in two labelled
//! flavours: `access` is `flatbuffers::root` (verified: bounds, alignment, UTF-8, required fields,
//! with the default limits of 64 levels and a million tables); `access_unchecked` is
//! `root_unchecked`, which trusts the bytes.
//!
//! With the `corpora` feature (the registry's), the real-world corpora too, through
//! `schemas/corpora/{twitter,citm,canada}.fbs`: encode and decode only, as `read` needs [`Fold`].

pub mod generated;
mod map;

use flatbuffers::{FlatBufferBuilder, WIPOffset};
use format_api::{Codec, Descriptor, Format, ZeroCopy};

pub use map::{Fold, Message};

/// Decoding failures: the verifier's, or a value the Rust type cannot hold.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("invalid flatbuffer: {0}")]
    Invalid(#[from] flatbuffers::InvalidFlatbuffer),
    #[error("{0}")]
    Unrepresentable(String),
}

/// FlatBuffers through its generated builders and accessors.
#[derive(Default)]
pub struct FlatBuffers {
    builder: FlatBufferBuilder<'static>,
}

impl std::fmt::Debug for FlatBuffers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FlatBuffers").finish_non_exhaustive()
    }
}

impl Format for FlatBuffers {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "flatbuffers",
        variant: "native",
        wire: "FlatBuffers",
        version: "25.12.19",
        package: env!("CARGO_PKG_NAME"),
        settings: "schema + generated code; reused builder; decode verified; access verified and unchecked",
    };
}

impl FlatBuffers {
    /// Builds a buffer whose root `build` makes, as this codec encodes a data set: in its builder,
    /// reset and reused. For types whose mapping lives outside this crate
    /// (rust_serialization_benchmark's, `rsb-schemas`).
    pub fn encode_root<R>(
        &mut self,
        build: impl FnOnce(&mut FlatBufferBuilder<'static>) -> WIPOffset<R>,
    ) -> &[u8] {
        self.builder.reset();
        let root = build(&mut self.builder);
        self.builder.finish(root, None);
        self.builder.finished_data()
    }
}

impl<T: Message> Codec<T> for FlatBuffers {
    type Error = Error;

    /// The builder owns the bytes, so the caller's buffer goes unused.
    fn encode<'a>(&'a mut self, value: &T, _: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        Ok(self.encode_root(|builder| value.build(builder)))
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        T::from_root(flatbuffers::root::<T::Root<'_>>(bytes)?)
    }
}

impl<T: Fold> ZeroCopy<T> for FlatBuffers {
    type View<'a> = T::Root<'a>;

    fn access<'a>(&self, bytes: &'a [u8]) -> Result<Self::View<'a>, Self::Error> {
        Ok(flatbuffers::root::<T::Root<'a>>(bytes)?)
    }

    unsafe fn access_unchecked<'a>(&self, bytes: &'a [u8]) -> Option<Self::View<'a>> {
        // SAFETY: the caller guarantees `bytes` is a buffer this codec encoded from a `T`.
        Some(unsafe { flatbuffers::root_unchecked::<T::Root<'a>>(bytes) })
    }

    fn read(&self, view: &Self::View<'_>) -> Result<u64, Self::Error> {
        let mut sum = datasets::Checksum::new();
        T::fold(view, &mut sum);
        Ok(sum.finish())
    }
}
