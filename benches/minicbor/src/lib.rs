//! `fmt-minicbor`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, borrowing, reasons::TYPED_ONLY};

engine::suite! {
    /// The variants of `fmt-minicbor`.
    visit(visitor) {
        borrowing::<fmt_minicbor::Minicbor>(visitor, &[]);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_minicbor::Minicbor, Document>(TYPED_ONLY);
    }
}
