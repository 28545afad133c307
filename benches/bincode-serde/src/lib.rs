//! `fmt-bincode-serde`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, borrowing, reasons::NOT_SELF_DESCRIBING};

engine::suite! {
    /// The variants of `fmt-bincode-serde`.
    visit(visitor) {
        borrowing::<fmt_bincode_serde::Serde>(visitor, &[]);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_bincode_serde::Serde, Document>(NOT_SELF_DESCRIBING);
    }
}
