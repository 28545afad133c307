//! `fmt-buffa`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, codec, not_borrowing, reasons::TYPED_ONLY};
use fmt_buffa::{Generated, GeneratedTypes};

/// Why neither variant borrows.
const OWNED: &str = "buffa decodes strings into owned `String`s";

engine::suite! {
    /// The variants of `fmt-buffa`.
    visit(visitor) {
        codec::<fmt_buffa::Buffa>(visitor, &[], OWNED);
        // The second row: every data set held as its generated types, the program's own model.
        macro_rules! generated_types {
            ($visitor:ident viewable: [$($viewable:ty,)*] encoded_only: [$($encoded_only:ty,)*]
             borrowable: [$($borrowable:ty,)*]) => {
                $($visitor.codec::<GeneratedTypes, Generated<$viewable>>();)*
                $($visitor.codec::<GeneratedTypes, Generated<$encoded_only>>();)*
            };
        }
        engine::with_datasets!(generated_types, visitor);
        // The borrowed twins are the native types', which the generated types are not.
        not_borrowing::<GeneratedTypes>(visitor, OWNED);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_buffa::Buffa, Document>(TYPED_ONLY);
        visitor.not_measured::<fmt_buffa::GeneratedTypes, Document>(TYPED_ONLY);
    }
}
