//! `fmt-bitcode-serde`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, borrowing, reasons::NOT_SELF_DESCRIBING};

engine::suite! {
    /// The variants of `fmt-bitcode-serde`.
    visit(visitor) {
        borrowing::<fmt_bitcode_serde::Serde>(visitor, &[]);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_bitcode_serde::Serde, Document>(NOT_SELF_DESCRIBING);
    }
}
