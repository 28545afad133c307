//! upb's parser, through both variants, refuses a string that is not UTF-8.

use datasets::log::Logs;
use fmt_protobuf4::{Generated, GeneratedTypes, Protobuf4};
use format_api::Codec as _;

/// `Logs { logs: [Log { identity: "\xFF" }] }` by hand: field 1 (`logs`, 3 bytes) holding
/// field 2 (`identity`, 1 byte) = 0xFF, which is not UTF-8.
const BAD_UTF8: &[u8] = &[0x0A, 0x03, 0x12, 0x01, 0xFF];

#[test]
fn parsing_checks_utf8_in_both_variants() {
    let parsed: Result<Generated<Logs>, _> = GeneratedTypes::default().decode(BAD_UTF8);
    assert!(parsed.is_err(), "upb's parser accepted a string that is not UTF-8");
    let converted: Result<Logs, _> = Protobuf4::default().decode(BAD_UTF8);
    assert!(converted.is_err());
}
