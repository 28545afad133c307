// minicbor, its own derives: the message of serde.rs with `Encode` and `Decode`, each field and
// variant numbered (`#[n(i)]`), the borrowed strings marked to borrow from the bytes (`#[b(i)]`);
// into the buffer with `minicbor::encode` over its `Write` for `&mut [u8]` (which advances past
// what it writes), and back with `minicbor::decode`.

#[cfg(feature = "alloc")]
use alloc::{string::String, vec::Vec};

#[cfg(not(feature = "alloc"))]
#[derive(minicbor::Encode, minicbor::Decode, PartialEq)]
pub enum Variant<'a> {
    #[n(0)]
    YesNo(#[n(0)] bool),
    #[n(1)]
    Small(#[n(0)] u8),
    #[n(2)]
    Signy(#[n(0)] i64),
    #[n(3)]
    Stringy(#[b(0)] &'a str),
}

#[cfg(not(feature = "alloc"))]
#[derive(minicbor::Encode, minicbor::Decode, PartialEq)]
pub struct Message<'a> {
    #[b(0)]
    pub variant: Variant<'a>,
    #[n(1)]
    pub opt_bool: Option<bool>,
    #[b(2)]
    pub vec_strs: [&'a str; 3],
    #[n(3)]
    pub range: Span,
}

#[cfg(feature = "alloc")]
#[derive(minicbor::Encode, minicbor::Decode, PartialEq)]
pub enum Variant {
    #[n(0)]
    YesNo(#[n(0)] bool),
    #[n(1)]
    Small(#[n(0)] u8),
    #[n(2)]
    Signy(#[n(0)] i64),
    #[n(3)]
    Stringy(#[n(0)] String),
}

#[cfg(feature = "alloc")]
#[derive(minicbor::Encode, minicbor::Decode, PartialEq)]
pub struct Message {
    #[n(0)]
    pub variant: Variant,
    #[n(1)]
    pub opt_bool: Option<bool>,
    #[n(2)]
    pub vec_strs: Vec<String>,
    #[n(3)]
    pub range: Span,
}

#[derive(minicbor::Encode, minicbor::Decode, PartialEq)]
pub struct Span {
    #[n(0)]
    pub start: u32,
    #[n(1)]
    pub end: u32,
}

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let size = buffer.len();
    let mut rest = &mut *buffer;
    minicbor::encode(value, &mut rest).ok()?;
    Some(size - rest.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    minicbor::decode(bytes).ok()
}
