//! `fmt-rmp-serde`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, borrowing};

engine::suite! {
    /// The variants of `fmt-rmp-serde`.
    visit(visitor) {
        borrowing::<fmt_rmp_serde::RmpSerde>(visitor, &[]);
    }
    visit_values(visitor) {
        visitor.codec::<fmt_rmp_serde::RmpSerde, Document>();
    }
}
