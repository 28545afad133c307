//! rkyv 0.8.18: zero-copy archives, with validated and unvalidated access.
//!
//! Settings: the library's default features, so archived `usize` is 32 bits wide
//! (`pointer_width_32`; a larger value fails to serialize with an error) and multi-byte integers
//! are little-endian and aligned. Encoding keeps one `rkyv` arena per benchmark and serializes with
//! `to_bytes_in_with_alloc` into the caller's reused buffer, the reuse the authors recommend.
//! Decoding is `from_bytes`: validate with bytecheck, then deserialize to owned values; the
//! zero-copy table adds `from_bytes_unchecked` (deserialize without validation, `unsafe`: for
//! bytes the program wrote itself). Access comes in two labelled flavours: `access` validates the
//! whole archive first; `access_unchecked` trusts the bytes and costs nothing but a pointer
//! computation.
//!
//! The error type is `rancor::Failure`, which keeps only "it failed" and throws the details
//! away: the cheapest error rkyv's `rancor` offers, and what rkyv's author uses in
//! rust_serialization_benchmark (`src/bench_rkyv.rs`). `rancor::Error` keeps a message and
//! measured the same or slower here (docs/methodology.md); a program that wants to log why an
//! archive was rejected pays for that.
//!
//! rkyv needs its bytes aligned (8 bytes for these data sets). The caller's `Vec<u8>` comes from
//! the global allocator, which aligns to at least 16 bytes on the platforms we run on; validated
//! access and decoding reject misaligned input with an error rather than reading it.

use datasets::ReadArchived;
use format_api::{Codec, Descriptor, Format, ZeroCopy};
use rkyv::{
    Archive, Deserialize,
    api::high::{HighDeserializer, HighSerializer, HighValidator},
    bytecheck::CheckBytes,
    rancor,
    ser::allocator::{Arena, ArenaHandle},
};

/// The error every operation reports: success or failure, no detail (see the crate docs).
type Fail = rancor::Failure;

/// rkyv with its own derives; decoding validates, access comes validated and unvalidated.
#[derive(Default)]
pub struct Rkyv {
    arena: Arena,
}

impl std::fmt::Debug for Rkyv {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rkyv").finish_non_exhaustive()
    }
}

impl Format for Rkyv {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "rkyv",
        variant: "native",
        wire: "rkyv",
        version: "0.8.18",
        package: env!("CARGO_PKG_NAME"),
        settings: "reused arena; `rancor::Failure` errors; decode validated (`from_bytes`), and unvalidated in the zero-copy table; access validated and unvalidated",
    };
}

impl<T> Codec<T> for Rkyv
where
    T: Archive + for<'a> rkyv::Serialize<HighSerializer<Vec<u8>, ArenaHandle<'a>, Fail>>,
    T::Archived:
        for<'a> CheckBytes<HighValidator<'a, Fail>> + Deserialize<T, HighDeserializer<Fail>>,
{
    type Error = Fail;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        let mut buffer = std::mem::take(out);
        buffer.clear();
        *out = rkyv::api::high::to_bytes_in_with_alloc(value, buffer, self.arena.acquire())?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        rkyv::from_bytes::<T, Fail>(bytes)
    }
}

impl<T> ZeroCopy<T> for Rkyv
where
    Self: Codec<T, Error = Fail>,
    T: Archive,
    T::Archived: for<'a> CheckBytes<HighValidator<'a, Fail>>
        + Deserialize<T, HighDeserializer<Fail>>
        + ReadArchived
        + 'static,
{
    type View<'a> = &'a T::Archived;

    fn access<'a>(&self, bytes: &'a [u8]) -> Result<Self::View<'a>, Self::Error> {
        rkyv::access::<T::Archived, Fail>(bytes)
    }

    unsafe fn access_unchecked<'a>(&self, bytes: &'a [u8]) -> Option<Self::View<'a>> {
        // SAFETY: the caller guarantees `bytes` is an unmodified, aligned archive of a `T`.
        Some(unsafe { rkyv::access_unchecked::<T::Archived>(bytes) })
    }

    unsafe fn decode_unchecked(&mut self, bytes: &[u8]) -> Option<Result<T, Self::Error>> {
        // SAFETY: the caller guarantees `bytes` is an unmodified, aligned archive of a `T`.
        Some(unsafe { rkyv::api::high::from_bytes_unchecked::<T, Fail>(bytes) })
    }

    fn read(&self, view: &Self::View<'_>) -> Result<u64, Self::Error> {
        Ok(view.checksum())
    }
}

#[cfg(test)]
mod tests {
    use datasets::{
        Dataset,
        chunks::Chunks,
        log::Logs,
        mesh::Mesh,
        stored::{StoredData, StoredSet},
        users::Users,
    };

    use super::*;

    /// The view holds the whole value: deserializing it straight from the accessed archive gives
    /// back the original, which is stronger than the checksum `read` folds.
    fn view_holds_the_original<T>()
    where
        T: Dataset + Archive,
        Rkyv: Codec<T>,
        T::Archived:
            for<'a> CheckBytes<HighValidator<'a, Fail>> + Deserialize<T, HighDeserializer<Fail>>,
    {
        let value = T::generate(T::DEFAULT_LEN / 100 + 1);
        let mut out = Vec::new();
        let mut format = Rkyv::default();
        let bytes = format.encode(&value, &mut out).unwrap();
        let view = rkyv::access::<T::Archived, Fail>(bytes).unwrap();
        let copy = rkyv::deserialize::<T, Fail>(view).unwrap();
        assert!(copy == value, "{}: the archived view differs from the original", T::NAME);
    }

    #[test]
    fn views_hold_the_originals() {
        view_holds_the_original::<StoredData>();
        view_holds_the_original::<StoredSet>();
        view_holds_the_original::<Users>();
        view_holds_the_original::<Logs>();
        view_holds_the_original::<Mesh>();
        view_holds_the_original::<Chunks>();
    }
}
