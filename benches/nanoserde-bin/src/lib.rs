//! `fmt-nanoserde-bin`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{
    Document, codec,
    reasons::{OWNED_DERIVE, TYPED_ONLY},
};

engine::suite! {
    /// The variants of `fmt-nanoserde-bin`.
    visit(visitor) {
        codec::<fmt_nanoserde_bin::Binary>(visitor, &[], OWNED_DERIVE);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_nanoserde_bin::Binary, Document>(TYPED_ONLY);
    }
}
