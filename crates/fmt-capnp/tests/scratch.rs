//! The encoders' reused scratch space: a second message writes what a fresh encoder would.

use datasets::{Dataset, log::Logs, mesh::Mesh};
use fmt_capnp::{Packed, Unpacked};
use format_api::Codec;

/// The scratch space grows to the message, so a second encode of the same value writes the
/// same bytes from a single segment.
#[test]
fn reused_scratch_space_writes_identical_messages() {
    let value = Mesh::generate(1_000);
    let mut format = Unpacked::default();
    let mut first = Vec::new();
    let first = Codec::<Mesh>::encode(&mut format, &value, &mut first).unwrap().to_vec();
    let mut second = Vec::new();
    let second = Codec::<Mesh>::encode(&mut format, &value, &mut second).unwrap().to_vec();
    // One segment: the table is a count word (0 = one segment) and the segment's length.
    assert_eq!(&second[..4], &0_u32.to_le_bytes(), "a second segment was needed");
    assert_eq!(Codec::<Mesh>::decode(&mut format, &second).unwrap(), value);
    assert_eq!(Codec::<Mesh>::decode(&mut format, &first).unwrap(), value);
}

/// A smaller message after a larger one leaves no stale words behind in the scratch space.
#[test]
fn scratch_space_is_clean_between_messages() {
    let mut format = Packed::default();
    let mut out = Vec::new();
    Codec::<Logs>::encode(&mut format, &Logs::generate(500), &mut out).unwrap();
    let small = Logs::generate(3);
    let bytes = Codec::<Logs>::encode(&mut format, &small, &mut out).unwrap().to_vec();
    let (mut fresh_format, mut fresh) = (Packed::default(), Vec::new());
    let fresh = Codec::<Logs>::encode(&mut fresh_format, &small, &mut fresh).unwrap();
    assert_eq!(bytes, fresh);
}
