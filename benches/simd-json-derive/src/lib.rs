//! `fmt-simd-json-derive`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{
    Document, codec,
    reasons::{IN_PLACE, TYPED_ONLY},
};

engine::suite! {
    /// The variants of `fmt-simd-json-derive`.
    visit(visitor) {
        codec::<fmt_simd_json_derive::SimdJsonDerive>(visitor, &[], IN_PLACE);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_simd_json_derive::SimdJsonDerive, Document>(TYPED_ONLY);
    }
}
