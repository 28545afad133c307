//! `fmt-bilrost`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, borrowing, codec, reasons::TYPED_ONLY};

/// Why the `prepend` variant has no borrowed row: the two variants decode with the same call.
const SAME_DECODER: &str = "decodes as bilrost/native does (one decoder, two encoders)";

engine::suite! {
    /// The variants of `fmt-bilrost`.
    visit(visitor) {
        borrowing::<fmt_bilrost::Bilrost>(visitor, &[]);
        codec::<fmt_bilrost::BilrostPrepend>(visitor, &[], SAME_DECODER);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_bilrost::Bilrost, Document>(TYPED_ONLY);
        visitor.not_measured::<fmt_bilrost::BilrostPrepend, Document>(TYPED_ONLY);
    }
}
