//! `fmt-savefile`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{
    Document, codec,
    reasons::{OWNED_DERIVE, TYPED_ONLY},
};

engine::suite! {
    /// The variants of `fmt-savefile`.
    visit(visitor) {
        codec::<fmt_savefile::Savefile>(visitor, &[], OWNED_DERIVE);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_savefile::Savefile, Document>(TYPED_ONLY);
    }
}
