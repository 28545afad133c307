// flatbuffers 25 on the code flatc generated from schemas/stored.fbs (the format crate's own file,
// included as it is), the message of derived.rs without derives, `StoredData` as the root. Built
// with `FlatBufferBuilder` (its default allocator, a `Vec`: the library links `alloc` whatever its
// features) and copied into the buffer; read back with `flatbuffers::root` (the verifier, then the
// generated accessors), strings borrowed from the bytes where there is no allocator.

#[allow(dead_code, unused_imports, non_camel_case_types, non_snake_case, deprecated)]
pub mod generated {
    pub mod stored_generated {
        include!("{{workspace}}/crates/fmt-flatbuffers/src/generated/stored_generated.rs");
    }
}

use generated::stored_generated as fb;

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let mut builder = flatbuffers::FlatBufferBuilder::new();
    let (variant_type, variant) = match &value.variant {
        Variant::YesNo(yes) => (
            fb::Variant::YesNo,
            fb::YesNo::create(&mut builder, &fb::YesNoArgs { value: *yes }).as_union_value(),
        ),
        Variant::Small(small) => (
            fb::Variant::Small,
            fb::Small::create(&mut builder, &fb::SmallArgs { value: *small }).as_union_value(),
        ),
        Variant::Signy(signy) => (
            fb::Variant::Signy,
            fb::Signy::create(&mut builder, &fb::SignyArgs { value: *signy }).as_union_value(),
        ),
        Variant::Stringy(text) => {
            let text = Some(builder.create_string(&text[..]));
            let table = fb::Stringy::create(&mut builder, &fb::StringyArgs { value: text });
            (fb::Variant::Stringy, table.as_union_value())
        }
    };
    let mut strings = [flatbuffers::WIPOffset::new(0); 3];
    if value.vec_strs.len() != strings.len() {
        return None;
    }
    for (slot, text) in strings.iter_mut().zip(value.vec_strs.iter()) {
        *slot = builder.create_string(&text[..]);
    }
    let vec_strs = Some(builder.create_vector(&strings));
    let range = fb::Span::new(u64::from(value.range.start), u64::from(value.range.end));
    let root = fb::StoredData::create(
        &mut builder,
        &fb::StoredDataArgs {
            variant_type,
            variant: Some(variant),
            opt_bool: value.opt_bool,
            vec_strs,
            range: Some(&range),
        },
    );
    builder.finish_minimal(root);
    let written = builder.finished_data();
    buffer.get_mut(..written.len())?.copy_from_slice(written);
    Some(written.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    let root = flatbuffers::root::<fb::StoredData<'_>>(bytes).ok()?;
    #[cfg(not(feature = "alloc"))]
    let text = |text: &str| text;
    #[cfg(feature = "alloc")]
    let text = String::from;
    let variant = match root.variant_type() {
        fb::Variant::YesNo => Variant::YesNo(root.variant_as_yes_no()?.value()),
        fb::Variant::Small => Variant::Small(root.variant_as_small()?.value()),
        fb::Variant::Signy => Variant::Signy(root.variant_as_signy()?.value()),
        fb::Variant::Stringy => Variant::Stringy(text(root.variant_as_stringy()?.value())),
        _ => return None,
    };
    let strings = root.vec_strs();
    #[cfg(not(feature = "alloc"))]
    let vec_strs = {
        let mut vec_strs = [""; 3];
        if strings.len() != vec_strs.len() {
            return None;
        }
        for (index, slot) in vec_strs.iter_mut().enumerate() {
            *slot = strings.get(index);
        }
        vec_strs
    };
    #[cfg(feature = "alloc")]
    let vec_strs = strings.iter().map(text).collect();
    let range = root.range();
    let range = Span {
        start: u32::try_from(range.start()).ok()?,
        end: u32::try_from(range.end()).ok()?,
    };
    Some(Message { variant, opt_bool: root.opt_bool(), vec_strs, range })
}
