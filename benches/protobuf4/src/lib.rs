//! `fmt-protobuf4`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, codec, reasons::TYPED_ONLY};
use fmt_protobuf4::{Generated, GeneratedTypes};

/// Why neither variant borrows.
const OWNED: &str = "protobuf 4 copies strings into the message's upb arena: its views borrow the message, not the input";

engine::suite! {
    /// The variants of `fmt-protobuf4`.
    visit(visitor) {
        codec::<fmt_protobuf4::Protobuf4>(visitor, &[], OWNED);
        // The second row: every data set held as its generated types, the program's own model.
        engine::generated_types!(visitor, GeneratedTypes, Generated, OWNED);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_protobuf4::Protobuf4, Document>(TYPED_ONLY);
        visitor.not_measured::<fmt_protobuf4::GeneratedTypes, Document>(TYPED_ONLY);
    }
}
