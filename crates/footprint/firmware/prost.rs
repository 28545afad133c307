// prost, its derives written by hand (no codegen): the message of serde.rs as `prost::Message`,
// the enum as `prost::Oneof`, tagged as the data sets' protobuf mapping numbers them (variants
// 1-4, then fields 5-7; `Span` a required message). Into the buffer with `Message::encode` over
// bytes' `BufMut` for `&mut [u8]` (it checks the capacity first), back with `Message::decode`.
// prost holds a oneof only as `Option<Oneof>` and a `uint32` only as `u32`, as the code it generates
// from a schema does: those two are the message as protobuf carries it. Its strings are owned and
// its repeated fields a `Vec`, so the program without an allocator keeps `&str` and the array, and
// the derives reject them.

#[cfg(feature = "alloc")]
use alloc::{string::String, vec, vec::Vec};

#[cfg(not(feature = "alloc"))]
#[derive(prost::Oneof, PartialEq)]
pub enum Variant<'a> {
    #[prost(bool, tag = "1")]
    YesNo(bool),
    #[prost(uint32, tag = "2")]
    Small(u32),
    #[prost(int64, tag = "3")]
    Signy(i64),
    #[prost(string, tag = "4")]
    Stringy(&'a str),
}

#[cfg(not(feature = "alloc"))]
#[derive(prost::Message, PartialEq)]
pub struct Message<'a> {
    #[prost(oneof = "Variant", tags = "1, 2, 3, 4")]
    pub variant: Option<Variant<'a>>,
    #[prost(bool, optional, tag = "5")]
    pub opt_bool: Option<bool>,
    #[prost(string, repeated, tag = "6")]
    pub vec_strs: [&'a str; 3],
    #[prost(message, required, tag = "7")]
    pub range: Span,
}

#[cfg(feature = "alloc")]
#[derive(prost::Oneof, PartialEq)]
pub enum Variant {
    #[prost(bool, tag = "1")]
    YesNo(bool),
    #[prost(uint32, tag = "2")]
    Small(u32),
    #[prost(int64, tag = "3")]
    Signy(i64),
    #[prost(string, tag = "4")]
    Stringy(String),
}

#[cfg(feature = "alloc")]
#[derive(prost::Message, PartialEq)]
pub struct Message {
    #[prost(oneof = "Variant", tags = "1, 2, 3, 4")]
    pub variant: Option<Variant>,
    #[prost(bool, optional, tag = "5")]
    pub opt_bool: Option<bool>,
    #[prost(string, repeated, tag = "6")]
    pub vec_strs: Vec<String>,
    #[prost(message, required, tag = "7")]
    pub range: Span,
}

#[derive(prost::Message, PartialEq)]
pub struct Span {
    #[prost(uint32, tag = "1")]
    pub start: u32,
    #[prost(uint32, tag = "2")]
    pub end: u32,
}

#[cfg(not(feature = "alloc"))]
fn value() -> Message<'static> {
    Message {
        variant: Some(Variant::Stringy("hello")),
        opt_bool: Some(true),
        vec_strs: ["a", "bc", "def"],
        range: Span { start: 3, end: 70_000 },
    }
}

#[cfg(feature = "alloc")]
fn value() -> Message {
    Message {
        variant: Some(Variant::Stringy("hello".into())),
        opt_bool: Some(true),
        vec_strs: vec!["a".into(), "bc".into(), "def".into()],
        range: Span { start: 3, end: 70_000 },
    }
}

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let size = buffer.len();
    let mut rest = &mut *buffer;
    prost::Message::encode(value, &mut rest).ok()?;
    Some(size - rest.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    prost::Message::decode(bytes).ok()
}
