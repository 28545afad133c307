// msgpacker, its own derives: the message of serde.rs with `MsgPackerBorrowed` (packs, and
// unpacks borrowing `&str` from the bytes) or `MsgPacker` (owned); into the buffer with `pack` over
// its `EncoderSlice` (its encoder for pre-allocated bytes, which checks no bound unless its
// `assertions` feature is on: the buffer is far larger than the message), back with
// `UnpackableBorrowed::unpack` / `Unpackable::unpack`. msgpacker links `alloc` in every build.

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    use msgpacker::Packable as _;
    let mut encoder = msgpacker::EncoderSlice::new(buffer);
    Some(value.pack(&mut encoder))
}

#[cfg(not(feature = "alloc"))]
fn decode(bytes: &[u8]) -> Option<Message> {
    <Message as msgpacker::UnpackableBorrowed>::unpack(bytes).ok()
}

#[cfg(feature = "alloc")]
fn decode(bytes: &[u8]) -> Option<Message> {
    <Message as msgpacker::Unpackable>::unpack(bytes).ok()
}
