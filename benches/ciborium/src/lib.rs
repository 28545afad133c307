//! `fmt-ciborium`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, codec, reasons::READER_ONLY};

engine::suite! {
    /// The variants of `fmt-ciborium`.
    visit(visitor) {
        codec::<fmt_ciborium::Ciborium>(visitor, &[], READER_ONLY);
    }
    visit_values(visitor) {
        visitor.codec::<fmt_ciborium::Ciborium, Document>();
    }
}
