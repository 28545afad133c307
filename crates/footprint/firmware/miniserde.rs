// miniserde: the message of serde.rs with its `Serialize` and `Deserialize` derives;
// `json::to_string` returns a `String` (miniserde writes only into a `String` and links `alloc` in
// every build), copied into the buffer, and `json::from_str` reads it back (from the bytes as
// UTF-8) into owned values. miniserde's derive accepts only enums of unit variants.

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let text = miniserde::json::to_string(value);
    buffer.get_mut(..text.len())?.copy_from_slice(text.as_bytes());
    Some(text.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    miniserde::json::from_str(core::str::from_utf8(bytes).ok()?).ok()
}
