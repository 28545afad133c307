//! `fmt-bincode`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, borrowing, reasons::TYPED_ONLY};

engine::suite! {
    /// The variants of `fmt-bincode`.
    visit(visitor) {
        borrowing::<fmt_bincode::Native>(visitor, &[]);
        borrowing::<fmt_bincode::NativeLimited>(visitor, &[]);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_bincode::Native, Document>(TYPED_ONLY);
        visitor.not_measured::<fmt_bincode::NativeLimited, Document>(TYPED_ONLY);
    }
}
