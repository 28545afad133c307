//! `fmt-miniserde`'s line of the registry: its variants and the data sets they meet, which its
//! bench binary measures and the registry lists.

use engine::{
    Document, not_borrowing,
    reasons::{OWNED_DERIVE, TYPED_ONLY},
};

engine::suite! {
    /// The variants of `fmt-miniserde`.
    visit(visitor) {
        use engine::datasets::{chunks, log, mesh, stored, users};
        type MiniSerde = fmt_miniserde::MiniSerde;
        const ENUM_DATA: &str = "its derive rejects enums with data (the message's `Variant`)";
        visitor.not_measured::<MiniSerde, stored::StoredData>(ENUM_DATA);
        visitor.not_measured::<MiniSerde, stored::StoredSet>(ENUM_DATA);
        visitor.codec::<MiniSerde, users::Users>();
        visitor.codec::<MiniSerde, log::Logs>();
        visitor.codec::<MiniSerde, mesh::Mesh>();
        visitor.codec::<MiniSerde, chunks::Chunks>();
        visitor.codec::<MiniSerde, engine::corpora::twitter::Twitter>();
        visitor.codec::<MiniSerde, engine::corpora::citm::Citm>();
        visitor.unrepresentable::<MiniSerde, engine::corpora::canada::Canada>(
            "its float parser is approximate (no exact mode): coordinates come back an ulp off",
        );
        not_borrowing::<MiniSerde>(visitor, OWNED_DERIVE);
    }
    visit_values(visitor) {
        visitor.not_measured::<fmt_miniserde::MiniSerde, Document>(TYPED_ONLY);
    }
}
