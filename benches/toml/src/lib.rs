//! `fmt-toml`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Cannot, Document, borrowing};

engine::suite! {
    /// The variants of `fmt-toml`.
    visit(visitor) {
        // TOML has no null: the corpora's always-null fields, typed `()`, fail to encode.
        const NO_NULL: &str = "TOML has no null: its `()` fields fail to encode (unsupported unit type)";
        borrowing::<fmt_toml::Toml>(
            visitor,
            &[
                Cannot { dataset: "twitter", reason: NO_NULL },
                Cannot { dataset: "citm", reason: NO_NULL },
            ],
        );
    }
    visit_values(visitor) {
        // A TOML document is a table, and TOML has no null: a JSON document whose root is an
        // array, or that holds a null anywhere, fails to encode.
        visitor.not_measured::<fmt_toml::Toml, Document>(
            "a document's root must be a table, and TOML has no null (unsupported array type, unsupported unit type)",
        );
    }
}
