//! `fmt-toml`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{Cannot, Document, borrowing};

engine::suite! {
    /// The variants of `fmt-toml`.
    visit(visitor) {
        // TOML has no null: the corpora's always-null fields, typed `()`, fail to encode.
        const NO_NULL: &str = "TOML has no null: its `()` fields fail to encode (unsupported unit type)";
        const CANNOT: &[Cannot] = &[
            Cannot { dataset: "twitter", reason: NO_NULL },
            Cannot { dataset: "citm", reason: NO_NULL },
        ];
        // `to_string`, the call toml's README shows, and the `ser::Buffer` its docs say to reuse.
        borrowing::<fmt_toml::Toml>(visitor, CANNOT);
        borrowing::<fmt_toml::TomlBuffer>(visitor, CANNOT);
    }
    visit_values(visitor) {
        // A TOML document is a table, and TOML has no null: a JSON document whose root is an
        // array, or that holds a null anywhere, fails to encode.
        const NOT_A_TABLE: &str = "a document's root must be a table, and TOML has no null (unsupported array type, unsupported unit type)";
        visitor.not_measured::<fmt_toml::Toml, Document>(NOT_A_TABLE);
        visitor.not_measured::<fmt_toml::TomlBuffer, Document>(NOT_A_TABLE);
    }
}
