// @generated from schemas/corpora/canada.proto by protobuf-codegen 4.35.1-release (protoc 35.1, kernel upb).
// Do not edit: change the schema and run `cargo xtask codegen`.

#[path="canada.u.pb.rs"]
#[allow(nonstandard_style, unused, unreachable_pub)]
#[doc(hidden)]
mod internal_do_not_use_canada;

#[allow(nonstandard_style, unused)]
#[doc(inline)]
pub use internal_do_not_use_canada::*;
#[allow(nonstandard_style, unused)]
pub mod __unstable {
pub static CANADA_DESCRIPTOR_INFO: ::protobuf::__internal::runtime::__unstable::DescriptorInfo = ::protobuf::__internal::runtime::__unstable::DescriptorInfo {
  descriptor: b"\n\x0c\x63\x61nada.proto\x12\x06\x63\x61nada\"!\n\x05Point\x12\x0b\n\x03lon\x18\x01 \x01(\x01\x12\x0b\n\x03lat\x18\x02 \x01(\x01\"%\n\x04Ring\x12\x1d\n\x06points\x18\x01 \x03(\x0b\x32\r.canada.Point\"O\n\x08Geometry\x12 \n\x04kind\x18\x01 \x01(\x0e\x32\x12.canada.ObjectType\x12!\n\x0b\x63oordinates\x18\x02 \x03(\x0b\x32\x0c.canada.Ring\"\x1a\n\nProperties\x12\x0c\n\x04name\x18\x01 \x01(\t\"w\n\x07\x46\x65\x61ture\x12 \n\x04kind\x18\x01 \x01(\x0e\x32\x12.canada.ObjectType\x12&\n\nproperties\x18\x02 \x01(\x0b\x32\x12.canada.Properties\x12\"\n\x08geometry\x18\x03 \x01(\x0b\x32\x10.canada.Geometry\"M\n\x06\x43\x61nada\x12 \n\x04kind\x18\x01 \x01(\x0e\x32\x12.canada.ObjectType\x12!\n\x08\x66\x65\x61tures\x18\x02 \x03(\x0b\x32\x0f.canada.Feature*b\n\nObjectType\x12\"\n\x1eOBJECT_TYPE_FEATURE_COLLECTION\x10\x00\x12\x17\n\x13OBJECT_TYPE_FEATURE\x10\x01\x12\x17\n\x13OBJECT_TYPE_POLYGON\x10\x02\x62\x06proto3",
  deps: &[
  ],
};
}
