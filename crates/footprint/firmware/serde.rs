// The message as a serde program holds it: `message`'s shape (an enum with data, an optional
// flag, a few strings, a range), with borrowed strings in a fixed array where there is no
// allocator, and owned ones in a `Vec` where there is.

#[cfg(feature = "alloc")]
use alloc::{string::String, vec::Vec};

#[cfg(not(feature = "alloc"))]
#[derive(serde::Serialize, serde::Deserialize, PartialEq)]
pub enum Variant<'a> {
    YesNo(bool),
    Small(u8),
    Signy(i64),
    Stringy(&'a str),
}

#[cfg(not(feature = "alloc"))]
#[derive(serde::Serialize, serde::Deserialize, PartialEq)]
pub struct Message<'a> {
    #[serde(borrow)]
    pub variant: Variant<'a>,
    pub opt_bool: Option<bool>,
    #[serde(borrow)]
    pub vec_strs: [&'a str; 3],
    pub range: Span,
}

#[cfg(feature = "alloc")]
#[derive(serde::Serialize, serde::Deserialize, PartialEq)]
pub enum Variant {
    YesNo(bool),
    Small(u8),
    Signy(i64),
    Stringy(String),
}

#[cfg(feature = "alloc")]
#[derive(serde::Serialize, serde::Deserialize, PartialEq)]
pub struct Message {
    pub variant: Variant,
    pub opt_bool: Option<bool>,
    pub vec_strs: Vec<String>,
    pub range: Span,
}

#[derive(serde::Serialize, serde::Deserialize, PartialEq)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}
