// bincode 2 through serde (its `serde` module): into the buffer with `encode_into_slice` and back
// with `borrow_decode_from_slice` (which borrows `&str` from the bytes, and decodes the owned
// message too), in its standard configuration.

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    bincode::serde::encode_into_slice(value, buffer, bincode::config::standard()).ok()
}

fn decode(bytes: &[u8]) -> Option<Message> {
    bincode::serde::borrow_decode_from_slice(bytes, bincode::config::standard())
        .ok()
        .map(|(value, _)| value)
}
