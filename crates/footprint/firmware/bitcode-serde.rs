// bitcode through serde: `bitcode::serialize` returns a `Vec` (bitcode needs `alloc`), copied into
// the buffer, and `bitcode::deserialize` reads it back, borrowing `&str` from the bytes.

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let bytes = bitcode::serialize(value).ok()?;
    buffer.get_mut(..bytes.len())?.copy_from_slice(&bytes);
    Some(bytes.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    bitcode::deserialize(bytes).ok()
}
