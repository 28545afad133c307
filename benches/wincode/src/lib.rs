//! `fmt-wincode`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, borrowing, reasons::TYPED_ONLY};

engine::suite! {
    /// The variants of `fmt-wincode`.
    visit(visitor) {
        borrowing::<fmt_wincode::Wincode>(visitor, &[]);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_wincode::Wincode, Document>(TYPED_ONLY);
    }
}
