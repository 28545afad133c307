//! `fmt-prost`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{
    Document, codec,
    reasons::{OWNED_PROTOBUF, TYPED_ONLY},
};
use fmt_prost::{Generated, GeneratedTypes};

engine::suite! {
    /// The variants of `fmt-prost`.
    visit(visitor) {
        codec::<fmt_prost::Prost>(visitor, &[], OWNED_PROTOBUF);
        // The second row: every data set held as its generated types, the program's own model.
        engine::generated_types!(visitor, GeneratedTypes, Generated, OWNED_PROTOBUF);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_prost::Prost, Document>(TYPED_ONLY);
        visitor.not_measured::<fmt_prost::GeneratedTypes, Document>(TYPED_ONLY);
    }
}
