// nanoserde's JSON derives: the message of serde.rs with `SerJson` and `DeJson`;
// `serialize_json` returns a `String` (nanoserde writes only into a `String` and links `alloc` in
// every build), copied into the buffer, and `deserialize_json` reads it back (from the bytes as
// UTF-8) into owned values (no `&str`).

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let text = nanoserde::SerJson::serialize_json(value);
    buffer.get_mut(..text.len())?.copy_from_slice(text.as_bytes());
    Some(text.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    nanoserde::DeJson::deserialize_json(core::str::from_utf8(bytes).ok()?).ok()
}
