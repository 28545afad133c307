//! `fmt-bin-proto`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{
    Document, codec,
    reasons::{OWNED_DERIVE, TYPED_ONLY},
};

engine::suite! {
    /// The variants of `fmt-bin-proto`.
    visit(visitor) {
        codec::<fmt_bin_proto::BinProto>(visitor, &[], OWNED_DERIVE);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_bin_proto::BinProto, Document>(TYPED_ONLY);
    }
}
