// @generated from schemas/chunks.proto by protobuf-codegen 4.35.1-release (protoc 35.1, kernel upb).
// Do not edit: change the schema and run `cargo xtask codegen`.

#[path="chunks.u.pb.rs"]
#[allow(nonstandard_style, unused, unreachable_pub)]
#[doc(hidden)]
mod internal_do_not_use_chunks;

#[allow(nonstandard_style, unused)]
#[doc(inline)]
pub use internal_do_not_use_chunks::*;
#[allow(nonstandard_style, unused)]
pub mod __unstable {
pub static CHUNKS_DESCRIPTOR_INFO: ::protobuf::__internal::runtime::__unstable::DescriptorInfo = ::protobuf::__internal::runtime::__unstable::DescriptorInfo {
  descriptor: b"\n\x0c\x63hunks.proto\x12\x06\x63hunks\"_\n\x05\x43hunk\x12\t\n\x01x\x18\x01 \x01(\x11\x12\t\n\x01z\x18\x02 \x01(\x11\x12\x0e\n\x06\x62locks\x18\x03 \x01(\x0c\x12\r\n\x05light\x18\x04 \x01(\x0c\x12\x0e\n\x06\x62iomes\x18\x05 \x01(\x0c\x12\x11\n\theightmap\x18\x06 \x03(\r\"\'\n\x06\x43hunks\x12\x1d\n\x06\x63hunks\x18\x01 \x03(\x0b\x32\r.chunks.Chunkb\x06proto3",
  deps: &[
  ],
};
}
