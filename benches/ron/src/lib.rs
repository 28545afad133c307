//! `fmt-ron`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, borrowing};

engine::suite! {
    /// The variants of `fmt-ron`.
    visit(visitor) {
        borrowing::<fmt_ron::Ron>(visitor, &[]);
    }
    visit_values(visitor) {
        visitor.codec::<fmt_ron::Ron, Document>();
    }
}
