// zerompk, its own derives: the message of serde.rs with `ToMessagePack` and `FromMessagePack`
// (which borrows `&str` from the bytes), in its default array representation; into the buffer with
// `to_msgpack` (its slice writer) and back with `from_msgpack`. zerompk links `alloc` in every
// build.

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    zerompk::to_msgpack(value, buffer).ok()
}

fn decode(bytes: &[u8]) -> Option<Message> {
    zerompk::from_msgpack(bytes).ok()
}
