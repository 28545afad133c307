//! `fmt-flexbuffers`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Cannot, Document, borrowing};

engine::suite! {
    /// The variants of `fmt-flexbuffers`.
    visit(visitor) {
        borrowing::<fmt_flexbuffers::Flexbuffers>(
            visitor,
            &[Cannot { dataset: "citm", reason: "map keys must be strings" }],
        );
    }
    visit_values(visitor) {
        visitor.codec::<fmt_flexbuffers::Flexbuffers, Document>();
    }
}
