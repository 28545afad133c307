//! `fmt-flatbuffers`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{
    Document,
    reasons::{TYPED_ONLY, ZERO_COPY},
    zero_copy,
};

engine::suite! {
    /// The variants of `fmt-flatbuffers`.
    visit(visitor) {
        zero_copy::<fmt_flatbuffers::FlatBuffers>(visitor, &[], ZERO_COPY);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_flatbuffers::FlatBuffers, Document>(TYPED_ONLY);
    }
}
