// rkyv 0.8, its own derives: the message of serde.rs with `Archive`, `Serialize` and
// `Deserialize`. Into the buffer with its low-level (no-allocation) API, `to_bytes_in_with_alloc`
// over a `Buffer` on the slice and a `SubAllocator` over a stack arena for its scratch space;
// back with its checked `from_bytes` (bytecheck validation, then deserialize) where there is a
// heap, and its checked `access` where there is none. The borrowed strings are archived with
// `InlineAsBox` (`Map<InlineAsBox>` over the array), rkyv's wrapper for references. Errors are
// `rancor::Failure`, which needs no allocator.

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

// Without an allocator, rkyv's way (its `api::low` docs): validated access to the archive in
// place, the value's strings borrowed from it; the program's buffer is aligned as the archive's
// root asks.
#[cfg(not(feature = "alloc"))]
fn decode(bytes: &[u8]) -> Option<Message> {
    let archived =
        rkyv::api::low::access::<ArchivedMessage<'_>, rkyv::rancor::Failure>(bytes).ok()?;
    let variant = match &archived.variant {
        ArchivedVariant::YesNo(yes) => Variant::YesNo(*yes),
        ArchivedVariant::Small(small) => Variant::Small(*small),
        ArchivedVariant::Signy(signy) => Variant::Signy(signy.to_native()),
        ArchivedVariant::Stringy(text) => Variant::Stringy(text.get()),
    };
    let strs = &archived.vec_strs;
    Some(Message {
        variant,
        opt_bool: archived.opt_bool.as_ref().copied(),
        vec_strs: [strs[0].get(), strs[1].get(), strs[2].get()],
        range: Span { start: archived.range.start.to_native(), end: archived.range.end.to_native() },
    })
}

#[cfg(feature = "alloc")]
fn decode(bytes: &[u8]) -> Option<Message> {
    rkyv::api::low::from_bytes::<Message, rkyv::rancor::Failure>(bytes).ok()
}
