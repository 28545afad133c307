// serde_json: `to_vec` returns a `Vec` (serde_json builds only with its `std` or `alloc` feature),
// copied into the buffer, and `from_slice` reads it back, borrowing `&str` from the bytes where
// they hold no escape.

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let bytes = serde_json::to_vec(value).ok()?;
    buffer.get_mut(..bytes.len())?.copy_from_slice(&bytes);
    Some(bytes.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    serde_json::from_slice(bytes).ok()
}
