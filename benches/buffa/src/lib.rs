//! `fmt-buffa`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, codec, reasons::TYPED_ONLY};
use fmt_buffa::{Generated, GeneratedTypes};

/// Why neither variant borrows.
const OWNED: &str = "buffa decodes strings into owned `String`s";

engine::suite! {
    /// The variants of `fmt-buffa`.
    visit(visitor) {
        codec::<fmt_buffa::Buffa>(visitor, &[], OWNED);
        // The second row: every data set held as its generated types, the program's own model.
        engine::generated_types!(visitor, GeneratedTypes, Generated, OWNED);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_buffa::Buffa, Document>(TYPED_ONLY);
        visitor.not_measured::<fmt_buffa::GeneratedTypes, Document>(TYPED_ONLY);
    }
}
