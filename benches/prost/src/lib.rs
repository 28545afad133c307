//! `fmt-prost`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{
    Document, codec, not_borrowing,
    reasons::{OWNED_PROTOBUF, TYPED_ONLY},
};
use fmt_prost::{Generated, GeneratedTypes};

engine::suite! {
    /// The variants of `fmt-prost`.
    visit(visitor) {
        codec::<fmt_prost::Prost>(visitor, &[], OWNED_PROTOBUF);
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
        not_borrowing::<GeneratedTypes>(visitor, OWNED_PROTOBUF);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_prost::Prost, Document>(TYPED_ONLY);
        visitor.not_measured::<fmt_prost::GeneratedTypes, Document>(TYPED_ONLY);
    }
}
