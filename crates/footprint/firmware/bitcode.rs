// bitcode, its own derives: the message of serde.rs with `Encode` and `Decode` (which borrows
// `&str` from the bytes); `bitcode::encode` returns a `Vec` (bitcode needs `alloc`), copied into the
// buffer, and `bitcode::decode` reads it back.

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let bytes = bitcode::encode(value);
    buffer.get_mut(..bytes.len())?.copy_from_slice(&bytes);
    Some(bytes.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    bitcode::decode(bytes).ok()
}
