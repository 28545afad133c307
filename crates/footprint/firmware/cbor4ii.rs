// cbor4ii through serde (its `serde1` feature, which turns on `alloc`): `serde::to_vec` writes
// into a `Vec` (its only writer without `std`), copied into the buffer, and `serde::from_slice`
// reads it back, borrowing `&str` from the bytes.

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let bytes = cbor4ii::serde::to_vec(Default::default(), value).ok()?;
    buffer.get_mut(..bytes.len())?.copy_from_slice(&bytes);
    Some(bytes.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    cbor4ii::serde::from_slice(bytes).ok()
}
