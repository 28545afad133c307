//! What both bincode format crates share, without one depending on the other (each must compile
//! only its own derive family, and this crate compiles neither): the error type and the growing
//! encode.

use bincode::error::EncodeError;

/// The first buffer size tried; small messages fit without a retry.
const MIN_BUFFER: usize = 4096;

/// bincode reports encoding and decoding failures with two types.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("encode: {0}")]
    Encode(#[from] EncodeError),
    #[error("decode: {0}")]
    Decode(#[from] bincode::error::DecodeError),
}

/// Encodes into the caller's buffer kept at full length, returning the encoded prefix; doubles the
/// buffer and retries when it is too small. A steady-state encode neither allocates nor clears.
pub fn encode_growing(
    out: &mut Vec<u8>,
    mut encode: impl FnMut(&mut [u8]) -> Result<usize, EncodeError>,
) -> Result<&[u8], Error> {
    loop {
        match encode(out.as_mut_slice()) {
            Ok(n_bytes) => return Ok(&out[..n_bytes]),
            Err(EncodeError::UnexpectedEnd) => {
                let len = (out.len() * 2).max(MIN_BUFFER);
                out.resize(len, 0);
            }
            Err(error) => return Err(error.into()),
        }
    }
}
