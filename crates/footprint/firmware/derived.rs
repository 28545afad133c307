// The message with one native library's derives, which the generator writes in place of
// `BORROWED` (the types without an allocator: strings borrowed from the bytes, in a fixed array)
// and `OWNED` (with one: owned strings in a `Vec`); the baseline's are none.

#[cfg(feature = "alloc")]
use alloc::{string::String, vec::Vec};

#[cfg(not(feature = "alloc"))]
#[derive(PartialEq, BORROWED)]
pub enum Variant<'a> {
    YesNo(bool),
    Small(u8),
    Signy(i64),
    Stringy(&'a str),
}

#[cfg(not(feature = "alloc"))]
#[derive(PartialEq, BORROWED)]
pub struct Message<'a> {
    pub variant: Variant<'a>,
    pub opt_bool: Option<bool>,
    pub vec_strs: [&'a str; 3],
    pub range: Span,
}

#[cfg(feature = "alloc")]
#[derive(PartialEq, OWNED)]
pub enum Variant {
    YesNo(bool),
    Small(u8),
    Signy(i64),
    Stringy(String),
}

#[cfg(feature = "alloc")]
#[derive(PartialEq, OWNED)]
pub struct Message {
    pub variant: Variant,
    pub opt_bool: Option<bool>,
    pub vec_strs: Vec<String>,
    pub range: Span,
}

#[cfg_attr(not(feature = "alloc"), derive(PartialEq, BORROWED))]
#[cfg_attr(feature = "alloc", derive(PartialEq, OWNED))]
pub struct Span {
    pub start: u32,
    pub end: u32,
}
