// bincode 2, its own derives: the message of serde.rs with `Encode` and `BorrowDecode` (borrowed
// strings, no allocator) or `Encode` and `Decode` (owned strings); into the buffer with
// `encode_into_slice` and back with `borrow_decode_from_slice` / `decode_from_slice`, in its
// standard configuration.

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    bincode::encode_into_slice(value, buffer, bincode::config::standard()).ok()
}

#[cfg(not(feature = "alloc"))]
fn decode(bytes: &[u8]) -> Option<Message> {
    bincode::borrow_decode_from_slice(bytes, bincode::config::standard()).ok().map(|(value, _)| value)
}

#[cfg(feature = "alloc")]
fn decode(bytes: &[u8]) -> Option<Message> {
    bincode::decode_from_slice(bytes, bincode::config::standard()).ok().map(|(value, _)| value)
}
