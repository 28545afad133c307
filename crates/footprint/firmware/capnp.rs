// capnp 0.27 on the code capnpc generated from schemas/stored.capnp (the format crate's own file,
// included as it is), the message of derived.rs without derives. Built as a single segment:
// without an allocator on capnp's `SingleSegmentAllocator` over a zeroed, word-aligned scratch
// array, with one on its `HeapAllocator`; written with `serialize::write_message` (the segment
// table, then the segment: the format crate's unpacked variant) into the buffer. Read back with
// `serialize::read_message_from_flat_slice_no_alloc` (the bytes word-aligned, as the program's
// buffer is) and the generated readers. capnp's readers borrow from the message reader, not from
// the bytes: without an allocator each string is taken back from the bytes it points into, at
// the same place, so the value borrows them as the other programs' do.

pub mod generated {
    pub mod stored_capnp {
        include!("{{workspace}}/crates/fmt-capnp/src/generated/stored_capnp.rs");
    }
}

use generated::stored_capnp::stored_data;

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    #[cfg(not(feature = "alloc"))]
    let mut scratch = [capnp::word(0, 0, 0, 0, 0, 0, 0, 0); 32];
    #[cfg(not(feature = "alloc"))]
    let mut message = capnp::message::Builder::new(capnp::message::SingleSegmentAllocator::new(
        capnp::Word::words_to_bytes_mut(&mut scratch),
    ));
    #[cfg(feature = "alloc")]
    let mut message = capnp::message::Builder::new_default();
    let mut root = message.init_root::<stored_data::Builder<'_>>();
    let mut variant = root.reborrow().get_variant();
    match &value.variant {
        Variant::YesNo(yes) => variant.set_yes_no(*yes),
        Variant::Small(small) => variant.set_small(*small),
        Variant::Signy(signy) => variant.set_signy(*signy),
        Variant::Stringy(text) => variant.set_stringy(&text[..]),
    }
    let mut opt_bool = root.reborrow().get_opt_bool();
    match value.opt_bool {
        None => opt_bool.set_none(()),
        Some(yes) => opt_bool.set_some(yes),
    }
    let mut strings = root.reborrow().init_vec_strs(u32::try_from(value.vec_strs.len()).ok()?);
    for (index, text) in value.vec_strs.iter().enumerate() {
        strings.set(u32::try_from(index).ok()?, &text[..]);
    }
    let mut range = root.init_range();
    range.set_start(u64::from(value.range.start));
    range.set_end(u64::from(value.range.end));
    let size = buffer.len();
    let mut rest = &mut *buffer;
    capnp::serialize::write_message(&mut rest, &message).ok()?;
    Some(size - rest.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    use generated::stored_capnp::stored_data::{opt_bool, variant};
    let mut slice = bytes;
    let reader = capnp::serialize::read_message_from_flat_slice_no_alloc(
        &mut slice,
        capnp::message::ReaderOptions::new(),
    )
    .ok()?;
    let root = reader.get_root::<stored_data::Reader<'_>>().ok()?;
    let text = |reader| text(bytes, reader);
    let variant = match root.get_variant().which().ok()? {
        variant::YesNo(yes) => Variant::YesNo(yes),
        variant::Small(small) => Variant::Small(small),
        variant::Signy(signy) => Variant::Signy(signy),
        variant::Stringy(stringy) => Variant::Stringy(text(stringy.ok()?)?),
    };
    let opt_bool = match root.get_opt_bool().which().ok()? {
        opt_bool::None(()) => None,
        opt_bool::Some(yes) => Some(yes),
    };
    let strings = root.get_vec_strs().ok()?;
    #[cfg(not(feature = "alloc"))]
    let vec_strs = {
        let mut vec_strs = [""; 3];
        if strings.len() != 3 {
            return None;
        }
        for (index, slot) in vec_strs.iter_mut().enumerate() {
            *slot = text(strings.get(u32::try_from(index).ok()?).ok()?)?;
        }
        vec_strs
    };
    #[cfg(feature = "alloc")]
    let vec_strs = {
        let mut vec_strs = Vec::new();
        for string in strings.iter() {
            vec_strs.push(text(string.ok()?)?);
        }
        vec_strs
    };
    let range = root.get_range().ok()?;
    let range = Span {
        start: u32::try_from(range.get_start()).ok()?,
        end: u32::try_from(range.get_end()).ok()?,
    };
    Some(Message { variant, opt_bool, vec_strs, range })
}

/// A text's own bytes, borrowed from `bytes` where they lie (capnp reads in place).
#[cfg(not(feature = "alloc"))]
fn text<'a>(bytes: &'a [u8], text: capnp::text::Reader<'_>) -> Option<&'a str> {
    let text = text.as_bytes();
    let at = (text.as_ptr() as usize).checked_sub(bytes.as_ptr() as usize)?;
    core::str::from_utf8(bytes.get(at..at.checked_add(text.len())?)?).ok()
}

#[cfg(feature = "alloc")]
fn text(_: &[u8], text: capnp::text::Reader<'_>) -> Option<String> {
    Some(String::from(text.to_str().ok()?))
}
