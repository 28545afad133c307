// toml: `to_string` returns a `String` (toml needs `alloc` without its `std` feature), copied into
// the buffer, and `from_slice` reads it back.

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let text = toml::to_string(value).ok()?;
    buffer.get_mut(..text.len())?.copy_from_slice(text.as_bytes());
    Some(text.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    toml::from_slice(bytes).ok()
}
