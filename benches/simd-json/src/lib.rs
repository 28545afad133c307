//! `fmt-simd-json`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, codec, reasons::IN_PLACE};

engine::suite! {
    /// The variants of `fmt-simd-json`.
    visit(visitor) {
        codec::<fmt_simd_json::SimdJson>(visitor, &[], IN_PLACE);
    }
    visit_values(visitor) {
        visitor.codec::<fmt_simd_json::SimdJson, Document>();
    }
}
