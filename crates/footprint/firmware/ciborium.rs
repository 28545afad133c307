// ciborium: into the buffer with `into_writer` over ciborium-io's `Write` for `&mut [u8]` (which
// advances past what it writes), back with `from_reader` from the slice (with its 4 KiB scratch
// buffer on the stack). ciborium decodes owned values only (`DeserializeOwned`), and links `alloc`
// in every build.

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let size = buffer.len();
    let mut rest = &mut *buffer;
    ciborium::into_writer(value, &mut rest).ok()?;
    Some(size - rest.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    ciborium::from_reader(bytes).ok()
}
