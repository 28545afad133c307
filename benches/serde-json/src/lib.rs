//! `fmt-serde-json`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, borrowing};

engine::suite! {
    /// The variants of `fmt-serde-json`.
    visit(visitor) {
        borrowing::<fmt_serde_json::SerdeJson>(visitor, &[]);
    }
    visit_values(visitor) {
        visitor.codec::<fmt_serde_json::SerdeJson, Document>();
    }
}
