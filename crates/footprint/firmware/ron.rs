// ron: `to_string` returns a `String` (ron links `alloc` in every build), copied into the buffer,
// and `de::from_bytes` reads it back, borrowing `&str` from the bytes where they hold no escape.

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let text = ron::to_string(value).ok()?;
    buffer.get_mut(..text.len())?.copy_from_slice(text.as_bytes());
    Some(text.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    ron::de::from_bytes(bytes).ok()
}
