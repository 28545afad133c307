//! `fmt-cbor4ii`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, borrowing};

engine::suite! {
    /// The variants of `fmt-cbor4ii`.
    visit(visitor) {
        borrowing::<fmt_cbor4ii::Cbor4ii>(visitor, &[]);
    }
    visit_values(visitor) {
        // Its README's choice: serde's unit is an empty array, not CBOR's null, so a
        // document's `null` comes back as `[]` (a typed `()` reads either).
        visitor.not_measured::<fmt_cbor4ii::Cbor4ii, Document>(
            "writes serde's unit (a document's null) as an empty array, and reads it back as one",
        );
    }
}
