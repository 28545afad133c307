//! `fmt-msgpacker`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Document, codec, reasons::TYPED_ONLY};

/// Why msgpacker has no borrowed row: its borrowed derive (`MsgPackerBorrowed`) needs every type a
/// borrowed twin holds to decode by borrowing too (`UnpackableBorrowed`), and msgpacker 0.7.2
/// implements that for no `String`, which the data sets' shared types hold.
const NO_BORROWED_STRING: &str =
    "its borrowed derive needs every owned type inside to borrow too, and `String` cannot";

engine::suite! {
    /// The variants of `fmt-msgpacker`.
    visit(visitor) {
        codec::<fmt_msgpacker::Msgpacker>(visitor, &[], NO_BORROWED_STRING);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_msgpacker::Msgpacker, Document>(TYPED_ONLY);
    }
}
