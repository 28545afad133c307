// flexon: `to_vec` returns a `Vec`, copied into the buffer, and `from_slice` reads it back,
// borrowing `&str` from the bytes where they hold no escape. flexon serializes only with its
// `std` feature (its `ser` module and `to_*` functions are behind it); without it there is no
// encoder.

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let bytes = flexon::to_vec(value).ok()?;
    buffer.get_mut(..bytes.len())?.copy_from_slice(&bytes);
    Some(bytes.len())
}

fn decode(bytes: &[u8]) -> Option<Message> {
    flexon::from_slice(bytes).ok()
}
