// bin-proto, its own derives: the message of serde.rs with `BitEncode` and `BitDecode`, the enum's
// discriminant a `u8` with `discriminant` on each variant (its derive requires them), built with
// `prepend-tags` (length prefixes on `str`, `Vec` and `Option`, as the workspace builds it);
// little-endian, as fmt-bin-proto. Into the buffer with `encode_bytes_buf` (its no-alloc encoder,
// over a cursor on the slice), back with `decode_bytes`. bin-proto decodes owned values only (no
// `&str`). Its length tags are `usize`, so a 32-bit target writes other bytes than a 64-bit host.

#[cfg(feature = "alloc")]
use alloc::{string::String, vec::Vec};

#[cfg(not(feature = "alloc"))]
#[derive(bin_proto::BitEncode, bin_proto::BitDecode, PartialEq)]
#[bin_proto(discriminant_type = u8)]
pub enum Variant<'a> {
    #[bin_proto(discriminant = 0)]
    YesNo(bool),
    #[bin_proto(discriminant = 1)]
    Small(u8),
    #[bin_proto(discriminant = 2)]
    Signy(i64),
    #[bin_proto(discriminant = 3)]
    Stringy(&'a str),
}

#[cfg(not(feature = "alloc"))]
#[derive(bin_proto::BitEncode, bin_proto::BitDecode, PartialEq)]
pub struct Message<'a> {
    pub variant: Variant<'a>,
    pub opt_bool: Option<bool>,
    pub vec_strs: [&'a str; 3],
    pub range: Span,
}

#[cfg(feature = "alloc")]
#[derive(bin_proto::BitEncode, bin_proto::BitDecode, PartialEq)]
#[bin_proto(discriminant_type = u8)]
pub enum Variant {
    #[bin_proto(discriminant = 0)]
    YesNo(bool),
    #[bin_proto(discriminant = 1)]
    Small(u8),
    #[bin_proto(discriminant = 2)]
    Signy(i64),
    #[bin_proto(discriminant = 3)]
    Stringy(String),
}

#[cfg(feature = "alloc")]
#[derive(bin_proto::BitEncode, bin_proto::BitDecode, PartialEq)]
pub struct Message {
    pub variant: Variant,
    pub opt_bool: Option<bool>,
    pub vec_strs: Vec<String>,
    pub range: Span,
}

#[derive(bin_proto::BitEncode, bin_proto::BitDecode, PartialEq)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    use bin_proto::BitCodec as _;
    let written = value.encode_bytes_buf(bin_proto::LittleEndian, buffer).ok()?;
    usize::try_from(written).ok()
}

fn decode(bytes: &[u8]) -> Option<Message> {
    use bin_proto::BitCodec as _;
    Message::decode_bytes(bytes, bin_proto::LittleEndian).ok().map(|(value, _)| value)
}
