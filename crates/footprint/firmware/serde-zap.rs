// serde-zap: into the buffer and back, borrowing (its `to_slice` and `from_bytes`).

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    serde_zap::to_slice(value, buffer).ok().map(|written| written.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    serde_zap::from_bytes(bytes).ok()
}
