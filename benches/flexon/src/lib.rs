//! `fmt-flexon`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Cannot, Document, borrowing};

engine::suite! {
    /// The variants of `fmt-flexon`.
    visit(visitor) {
        // flexon 0.4.8 writes an integer map key as a string (`{"1":"a"}`) and its decoder
        // rejects that string where an integer is asked for (`InvalidLiteral`).
        const INTEGER_KEYS: &str = "writes integer map keys as strings, then rejects them (InvalidLiteral)";
        borrowing::<fmt_flexon::Flexon>(visitor, &[Cannot { dataset: "citm", reason: INTEGER_KEYS }]);
    }
    visit_values(visitor) {
        visitor.codec::<fmt_flexon::Flexon, Document>();
    }
}
