// @generated from schemas/stored.proto by protobuf-codegen 4.35.1-release (protoc 35.1, kernel upb).
// Do not edit: change the schema and run `cargo xtask codegen`.

#[path="stored.u.pb.rs"]
#[allow(nonstandard_style, unused, unreachable_pub)]
#[doc(hidden)]
mod internal_do_not_use_stored;

#[allow(nonstandard_style, unused)]
#[doc(inline)]
pub use internal_do_not_use_stored::*;
#[allow(nonstandard_style, unused)]
pub mod __unstable {
pub static STORED_DESCRIPTOR_INFO: ::protobuf::__internal::runtime::__unstable::DescriptorInfo = ::protobuf::__internal::runtime::__unstable::DescriptorInfo {
  descriptor: b"\n\x0cstored.proto\x12\x06stored\"\"\n\x04Span\x12\r\n\x05start\x18\x01 \x01(\x04\x12\x0b\n\x03\x65nd\x18\x02 \x01(\x04\"\xb1\x01\n\nStoredData\x12\x10\n\x06yes_no\x18\x01 \x01(\x08H\x00\x12\x0f\n\x05small\x18\x02 \x01(\rH\x00\x12\x0f\n\x05signy\x18\x03 \x01(\x12H\x00\x12\x11\n\x07stringy\x18\x04 \x01(\tH\x00\x12\x15\n\x08opt_bool\x18\x05 \x01(\x08H\x01\x88\x01\x01\x12\x10\n\x08vec_strs\x18\x06 \x03(\t\x12\x1b\n\x05range\x18\x07 \x01(\x0b\x32\x0c.stored.SpanB\t\n\x07variantB\x0b\n\t_opt_bool\".\n\tStoredSet\x12!\n\x05items\x18\x01 \x03(\x0b\x32\x12.stored.StoredDatab\x06proto3",
  deps: &[
  ],
};
}
