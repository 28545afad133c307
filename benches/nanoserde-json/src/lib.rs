//! `fmt-nanoserde-json`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{
    Cannot, Document, codec,
    reasons::{NUMERIC_KEYS_UNQUOTED, OWNED_DERIVE, TYPED_ONLY},
};

engine::suite! {
    /// The variants of `fmt-nanoserde-json`.
    visit(visitor) {
        codec::<fmt_nanoserde_json::Json>(
            visitor,
            &[Cannot { dataset: "citm", reason: NUMERIC_KEYS_UNQUOTED }],
            OWNED_DERIVE,
        );
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_nanoserde_json::Json, Document>(TYPED_ONLY);
    }
}
