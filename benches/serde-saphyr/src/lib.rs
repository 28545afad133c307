//! `fmt-serde-saphyr`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, borrowing};

engine::suite! {
    /// The variants of `fmt-serde-saphyr`.
    visit(visitor) {
        borrowing::<fmt_serde_saphyr::SerdeSaphyr>(visitor, &[]);
    }
    visit_values(visitor) {
        visitor.codec::<fmt_serde_saphyr::SerdeSaphyr, Document>();
    }
}
