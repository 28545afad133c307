//! `fmt-serde-zap`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, borrowing, reasons::NOT_SELF_DESCRIBING};

engine::suite! {
    /// The variants of `fmt-serde-zap`.
    visit(visitor) {
        borrowing::<fmt_serde_zap::SerdeZap>(visitor, &[]);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_serde_zap::SerdeZap, Document>(NOT_SELF_DESCRIBING);
    }
}
