// postcard: into the buffer and back, borrowing (its `to_slice` and `from_bytes`).

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    postcard::to_slice(value, buffer).ok().map(|written| written.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    postcard::from_bytes(bytes).ok()
}
