//! `fmt-speedy`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, borrowing, reasons::TYPED_ONLY};

engine::suite! {
    /// The variants of `fmt-speedy`.
    visit(visitor) {
        borrowing::<fmt_speedy::Speedy>(visitor, &[]);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_speedy::Speedy, Document>(TYPED_ONLY);
    }
}
