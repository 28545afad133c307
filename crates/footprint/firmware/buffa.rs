// buffa 0.9 on the code buffa-codegen generated from schemas/stored.proto (the format crate's own
// files, included as they are), without its default features (`std`, `fast-utf8`). Its messages
// own their strings and lists (`String`, `Vec`): the message of derived.rs, without derives, is
// copied into the generated `StoredData` (a `u8` as protobuf's `uint32`, a `u32` as `uint64`),
// encoded with `Message::encode` over bytes' `BufMut` for the buffer, and decoded with
// `Message::decode_from_slice`, then copied back. Without an allocator the value's strings are
// borrowed from the bytes the program keeps; buffa's own types still allocate.

#[allow(dead_code, unused_imports, non_camel_case_types, clippy::all)]
pub mod generated {
    pub mod stored {
        include!("{{workspace}}/crates/fmt-buffa/src/generated/stored.mod.rs");
    }
}

use buffa::Message as _;
use generated::stored as pb;

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    use pb::__buffa::oneof::stored_data::Variant as Oneof;
    let variant = match &value.variant {
        Variant::YesNo(yes) => Oneof::YesNo(*yes),
        Variant::Small(small) => Oneof::Small(u32::from(*small)),
        Variant::Signy(signy) => Oneof::Signy(*signy),
        Variant::Stringy(text) => Oneof::Stringy(buffa::alloc::string::String::from(&text[..])),
    };
    let message = pb::StoredData {
        opt_bool: value.opt_bool,
        vec_strs: value.vec_strs.iter().map(|text| buffa::alloc::string::String::from(&text[..])).collect(),
        range: buffa::MessageField::some(pb::Span {
            start: u64::from(value.range.start),
            end: u64::from(value.range.end),
            ..Default::default()
        }),
        variant: Some(variant),
        ..Default::default()
    };
    let size = buffer.len();
    let mut rest = &mut *buffer;
    message.try_encode(&mut rest).ok()?;
    Some(size - rest.len())
}

#[cfg(not(feature = "alloc"))]
fn decode(bytes: &[u8]) -> Option<Message> {
    // buffa decodes into its owned types; the value keeps `&str`s, so each string is matched
    // back to its place in the bytes.
    use pb::__buffa::oneof::stored_data::Variant as Oneof;
    let decoded = pb::StoredData::decode_from_slice(bytes).ok()?;
    let borrowed = |text: &str| -> Option<&str> {
        let at = bytes.windows(text.len().max(1)).position(|window| window == text.as_bytes())?;
        core::str::from_utf8(&bytes[at..at + text.len()]).ok()
    };
    let variant = match decoded.variant? {
        Oneof::YesNo(yes) => Variant::YesNo(yes),
        Oneof::Small(small) => Variant::Small(u8::try_from(small).ok()?),
        Oneof::Signy(signy) => Variant::Signy(signy),
        Oneof::Stringy(text) => Variant::Stringy(borrowed(&text)?),
    };
    let mut vec_strs = [""; 3];
    if decoded.vec_strs.len() != vec_strs.len() {
        return None;
    }
    for (slot, text) in vec_strs.iter_mut().zip(&decoded.vec_strs) {
        *slot = borrowed(text)?;
    }
    let range = decoded.range.as_option()?;
    let range = Span {
        start: u32::try_from(range.start).ok()?,
        end: u32::try_from(range.end).ok()?,
    };
    Some(Message { variant, opt_bool: decoded.opt_bool, vec_strs, range })
}

#[cfg(feature = "alloc")]
fn decode(bytes: &[u8]) -> Option<Message> {
    use pb::__buffa::oneof::stored_data::Variant as Oneof;
    let decoded = pb::StoredData::decode_from_slice(bytes).ok()?;
    let variant = match decoded.variant? {
        Oneof::YesNo(yes) => Variant::YesNo(yes),
        Oneof::Small(small) => Variant::Small(u8::try_from(small).ok()?),
        Oneof::Signy(signy) => Variant::Signy(signy),
        Oneof::Stringy(text) => Variant::Stringy(text),
    };
    let range = decoded.range.as_option()?;
    let range = Span {
        start: u32::try_from(range.start).ok()?,
        end: u32::try_from(range.end).ok()?,
    };
    Some(Message { variant, opt_bool: decoded.opt_bool, vec_strs: decoded.vec_strs, range })
}
