//! Cap'n Proto (capnp 0.27.3) from the schemas in `schemas/*.capnp`, in two variants.
//!
//! - `unpacked`: the standard flat serialization (`capnp::serialize`): a segment table, then the
//!   segments, which are the in-memory layout. Readable in place: decode and access read straight
//!   from the caller's bytes with `read_message_from_flat_slice`.
//! - `packed`: the same message through `capnp::serialize_packed`, which squeezes out zero bytes;
//!   smaller, but it must be unpacked into a copy before anything can read it, so it has no
//!   zero-copy access.
//!
//! Serialize builds the message from the native value into a first segment that the codec keeps
//! between messages (the scratch-space reuse capnp's documentation recommends; see
//! [`scratch`]), then writes the segment table and segments to the caller's buffer.
//! Deserialize reads the message back into the native value. Readers use the library's default
//! `ReaderOptions`: a traversal limit of 8 Mi words (64 MiB) and a nesting limit of 64.
//!
//! Validation in Cap'n Proto is lazy. `access` checks the segment table and the root pointer;
//! everything deeper is bounds-checked as it is read, so `read` can fail on corrupt input (it
//! returns the error). Each `read` opens a fresh reader over the bytes, because the traversal
//! limit is a per-reader budget that repeated walks would otherwise exhaust.
//!
//! With the `corpora` feature (the registry's), the real-world corpora too, through
//! `schemas/corpora/{twitter,citm,canada}.capnp`: encode and decode only, as `read` needs [`Fold`].

pub mod generated;
mod map;
mod scratch;

use capnp::{
    message::{ReaderOptions, ReaderSegments},
    traits::Owned,
};
use format_api::{Codec, Descriptor, Format, ZeroCopy};

pub use map::{Fold, Message};

/// The standard (unpacked) serialization, with in-place access.
#[derive(Debug, Default)]
pub struct Unpacked {
    scratch: scratch::Scratch,
}

/// The packed serialization: smaller, but read only after unpacking.
#[derive(Debug, Default)]
pub struct Packed {
    scratch: scratch::Scratch,
}

impl Format for Unpacked {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "capnp",
        variant: "unpacked",
        wire: "Cap'n Proto",
        version: "0.27.3",
        package: env!("CARGO_PKG_NAME"),
        settings: "schema + generated code; reused first segment; decode and access in place, default limits",
    };
}

impl Format for Packed {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "capnp",
        variant: "packed",
        wire: "Cap'n Proto packed",
        version: "0.27.3",
        package: env!("CARGO_PKG_NAME"),
        settings: "as `unpacked`, packed on the wire; decoded after unpacking",
    };
}

/// Builds a message in the scratch space, its root filled by `build`, and hands it to `write`.
fn encode_with<R: Owned>(
    scratch: &mut scratch::Scratch,
    out: &mut Vec<u8>,
    build: impl FnOnce(R::Builder<'_>) -> capnp::Result<()>,
    write: fn(&mut Vec<u8>, &capnp::message::Builder<&mut scratch::Scratch>) -> capnp::Result<()>,
) -> capnp::Result<()> {
    out.clear();
    let words = {
        let mut message = capnp::message::Builder::new(&mut *scratch);
        build(message.init_root::<R::Builder<'_>>())?;
        write(out, &message)?;
        message.size_in_words()
    };
    // The next message of this size fits in the first segment.
    scratch.reserve(words);
    Ok(())
}

impl Unpacked {
    /// Encodes a message whose root `build` fills, as this codec encodes a data set: built in its
    /// first segment, kept between messages, then written unpacked to `out`. For types whose
    /// mapping lives outside this crate (rust_serialization_benchmark's, `rsb-schemas`).
    pub fn encode_root<R: Owned>(
        &mut self,
        out: &mut Vec<u8>,
        build: impl FnOnce(R::Builder<'_>) -> capnp::Result<()>,
    ) -> capnp::Result<()> {
        encode_with::<R>(&mut self.scratch, out, build, |out, message| {
            capnp::serialize::write_message(out, message)
        })
    }

    /// Reads a message's root from flat bytes in place, as this codec decodes a data set.
    pub fn decode_root<R: Owned, T>(
        bytes: &[u8],
        read: impl FnOnce(R::Reader<'_>) -> capnp::Result<T>,
    ) -> capnp::Result<T> {
        read(open(bytes)?.get_root::<R::Reader<'_>>()?)
    }
}

impl<T: Message> Codec<T> for Unpacked {
    type Error = capnp::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        self.encode_root::<T::Root>(out, |root| value.build(root))?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Self::decode_root::<T::Root, T>(bytes, T::from_reader)
    }
}

impl<T: Message> Codec<T> for Packed {
    type Error = capnp::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        encode_with::<T::Root>(
            &mut self.scratch,
            out,
            |root| value.build(root),
            |out, message| capnp::serialize_packed::write_message(out, message),
        )?;
        Ok(out)
    }

    fn decode(&mut self, mut bytes: &[u8]) -> Result<T, Self::Error> {
        let message = capnp::serialize_packed::read_message(&mut bytes, ReaderOptions::new())?;
        map::decode(&message)
    }
}

/// A reader over a flat message in place, with the default limits.
///
/// `read_message_from_flat_slice`, not its `_no_alloc` sibling, which saves one small allocation
/// per message but measured 3.9x slower decoding `log` here and 6.3x slower walking it (8.0 vs
/// 2.1 ms; 5.96 vs 0.95 ms; cause not traced: its segment lookup is the visible difference).
fn open(mut bytes: &[u8]) -> capnp::Result<capnp::message::Reader<impl ReaderSegments + '_>> {
    capnp::serialize::read_message_from_flat_slice(&mut bytes, ReaderOptions::new())
}

/// A flat message whose segment table and root pointer have been checked.
#[derive(Clone, Copy, Debug)]
pub struct View<'a> {
    bytes: &'a [u8],
}

impl<T: Fold> ZeroCopy<T> for Unpacked {
    type View<'a> = View<'a>;

    fn access<'a>(&self, bytes: &'a [u8]) -> Result<Self::View<'a>, Self::Error> {
        let message = open(bytes)?;
        message.get_root::<<T::Root as capnp::traits::Owned>::Reader<'_>>()?;
        Ok(View { bytes })
    }

    fn read(&self, view: &Self::View<'_>) -> Result<u64, Self::Error> {
        map::checksum::<T, _>(&open(view.bytes)?)
    }
}
