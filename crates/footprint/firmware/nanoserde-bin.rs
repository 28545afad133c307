// nanoserde's binary derives: the message of serde.rs with `SerBin` and `DeBin`; `serialize_bin`
// returns a `Vec` (nanoserde writes only into a `Vec` and links `alloc` in every build), copied
// into the buffer, and `deserialize_bin` reads it back into owned values (no `&str`).

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let bytes = nanoserde::SerBin::serialize_bin(value);
    buffer.get_mut(..bytes.len())?.copy_from_slice(&bytes);
    Some(bytes.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    nanoserde::DeBin::deserialize_bin(bytes).ok()
}
