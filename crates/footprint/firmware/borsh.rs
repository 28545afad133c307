// borsh, its own derives: the message of serde.rs with `BorshSerialize` and `BorshDeserialize`;
// into the buffer with `to_writer` over its `Write` for `&mut [u8]` (which advances past what it
// writes), and back with `from_slice`. borsh decodes owned values only (no `&str`), and links
// `alloc` in every build.

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let size = buffer.len();
    let mut rest = &mut *buffer;
    borsh::to_writer(&mut rest, value).ok()?;
    Some(size - rest.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    borsh::from_slice(bytes).ok()
}
