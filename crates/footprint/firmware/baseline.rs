// The baseline: the same types and value, no format. Its encode writes one byte the value decides
// and its decode rebuilds the value, so that neither is optimised away.

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    *buffer.first_mut()? = u8::from(core::hint::black_box(value.opt_bool) == Some(true));
    Some(1)
}

fn decode(bytes: &[u8]) -> Option<Message> {
    core::hint::black_box(bytes);
    Some(value())
}
