//! `fmt-capnp`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{
    Document, codec,
    reasons::{TYPED_ONLY, UNPACKED_COPY, ZERO_COPY},
    zero_copy,
};

engine::suite! {
    /// The variants of `fmt-capnp`.
    visit(visitor) {
        zero_copy::<fmt_capnp::Unpacked>(visitor, &[], ZERO_COPY);
        codec::<fmt_capnp::Packed>(visitor, &[], UNPACKED_COPY);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_capnp::Unpacked, Document>(TYPED_ONLY);
        visitor.not_measured::<fmt_capnp::Packed, Document>(TYPED_ONLY);
    }
}
