// wincode, its own derives: the message of serde.rs with `SchemaWrite` and `SchemaRead` (which
// borrows `&str` from the bytes); into the buffer with `serialize_into` over its `Writer` for
// `&mut [u8]` (which advances past what it writes), and back with `deserialize`.

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let size = buffer.len();
    let mut rest = &mut *buffer;
    wincode::serialize_into(&mut rest, value).ok()?;
    Some(size - rest.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    wincode::deserialize(bytes).ok()
}
