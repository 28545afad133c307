// rkyv 0.8, its own derives: the message of serde.rs with `Archive`, `Serialize` and
// `Deserialize`. Into the buffer with its low-level (no-allocation) API, `to_bytes_in_with_alloc`
// over a `Buffer` on the slice and a `SubAllocator` over a stack arena for its scratch space;
// back with its checked `from_bytes` (bytecheck validation, then deserialize). The borrowed
// strings are archived with `InlineAsBox` (`Map<InlineAsBox>` over the array), rkyv's wrapper
// for references. Errors are `rancor::Failure`, which needs no allocator. The archive's root
// must be aligned, so the owned decode copies the bytes into an aligned buffer first.

#[cfg(feature = "alloc")]
use alloc::{string::String, vec::Vec};

#[cfg(not(feature = "alloc"))]
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, PartialEq)]
pub enum Variant<'a> {
    YesNo(bool),
    Small(u8),
    Signy(i64),
    Stringy(#[rkyv(with = rkyv::with::InlineAsBox)] &'a str),
}

#[cfg(not(feature = "alloc"))]
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, PartialEq)]
pub struct Message<'a> {
    pub variant: Variant<'a>,
    pub opt_bool: Option<bool>,
    #[rkyv(with = rkyv::with::Map<rkyv::with::InlineAsBox>)]
    pub vec_strs: [&'a str; 3],
    pub range: Span,
}

#[cfg(feature = "alloc")]
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, PartialEq)]
pub enum Variant {
    YesNo(bool),
    Small(u8),
    Signy(i64),
    Stringy(String),
}

#[cfg(feature = "alloc")]
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, PartialEq)]
pub struct Message {
    pub variant: Variant,
    pub opt_bool: Option<bool>,
    pub vec_strs: Vec<String>,
    pub range: Span,
}

#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, PartialEq)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let mut scratch = [core::mem::MaybeUninit::<u8>::uninit(); 256];
    let written = rkyv::api::low::to_bytes_in_with_alloc::<_, _, rkyv::rancor::Failure>(
        value,
        rkyv::ser::writer::Buffer::from(buffer),
        rkyv::ser::allocator::SubAllocator::new(&mut scratch),
    )
    .ok()?;
    Some(written.len())
}

#[cfg(not(feature = "alloc"))]
fn decode(bytes: &[u8]) -> Option<Message> {
    rkyv::api::low::from_bytes::<Message, rkyv::rancor::Failure>(bytes).ok()
}

#[cfg(feature = "alloc")]
fn decode(bytes: &[u8]) -> Option<Message> {
    let mut aligned = rkyv::util::Align([0u8; firmware::BUFFER]);
    let aligned = aligned.get_mut(..bytes.len())?;
    aligned.copy_from_slice(bytes);
    rkyv::api::low::from_bytes::<Message, rkyv::rancor::Failure>(aligned).ok()
}
