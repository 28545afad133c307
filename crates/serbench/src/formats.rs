//! The serde formats a user's type meets: every serde variant of the workbench, walked by a
//! generic visitor (one call per format, monomorphised for it, as the engine's walk is).

use engine::{Borrowable, reasons};
use format_api::{BorrowDecode, Codec};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

/// Something done with each serde format on values of type `T`.
pub(crate) trait EachFormat<T> {
    fn format<F: Codec<T>>(&mut self);
}

/// `$each!(FormatType)` for every serde format of the workbench, in its tables' order: the one
/// list, walked with one type ([`serde_formats`]) or two ([`serde_format_pairs`]). The registry's
/// tidy test holds it to the registry's serde variants.
macro_rules! each_serde_format {
    ($each:ident) => {
        $each!(fmt_serde_json::SerdeJson);
        $each!(fmt_simd_json::SimdJson);
        #[cfg(feature = "flexon")]
        $each!(fmt_flexon::Flexon);
        $each!(fmt_bincode_serde::Serde);
        $each!(fmt_bincode1::Serde);
        $each!(fmt_rmp_serde::RmpSerde);
        $each!(fmt_postcard::Postcard);
        $each!(fmt_serde_zap::SerdeZap);
        $each!(fmt_ciborium::Ciborium);
        $each!(fmt_cbor4ii::Cbor4ii);
        $each!(fmt_ron::Ron);
        #[cfg(feature = "serde-saphyr")]
        $each!(fmt_serde_saphyr::SerdeSaphyr);
        $each!(fmt_flexbuffers::Flexbuffers);
        $each!(fmt_bitcode_serde::Serde);
    };
}

/// Every serde format of the workbench, on values of type `T`.
pub(crate) fn serde_formats<T, E>(each: &mut E)
where
    T: Serialize + DeserializeOwned,
    E: EachFormat<T>,
{
    macro_rules! visit {
        ($format:ty) => {
            each.format::<$format>()
        };
    }
    each_serde_format!(visit);
}

/// Something done with each serde format on two types: one version of a type and the next.
pub(crate) trait EachFormatPair<A, B> {
    fn format<F: Codec<A> + Codec<B>>(&mut self);
}

/// Every serde format of the workbench, on values of two types (a type's old and new versions).
pub(crate) fn serde_format_pairs<A, B, E>(each: &mut E)
where
    A: Serialize + DeserializeOwned,
    B: Serialize + DeserializeOwned,
    E: EachFormatPair<A, B>,
{
    macro_rules! visit {
        ($format:ty) => {
            each.format::<$format>()
        };
    }
    each_serde_format!(visit);
}

/// The serde formats this build leaves out, and why: the survival table names them under it.
pub(crate) const NOT_BUILT: &[(&str, &str)] = &[
    #[cfg(not(feature = "serde-saphyr"))]
    (
        "serde-saphyr/serde",
        "serbench's `serde-saphyr` feature is off; serde-saphyr 2 needs serde 1.0.220 or newer",
    ),
    #[cfg(not(feature = "flexon"))]
    ("flexon/serde", "serbench's `flexon` feature is off; flexon needs serde 1.0.220 or newer"),
];

/// Something done with each serde format on values of type `T` that have a borrowed twin.
pub(crate) trait EachBorrowing<T: Borrowable> {
    /// A format that can decode into the twin.
    fn borrows<F: BorrowDecode<T>>(&mut self);
    /// A format that cannot, and why.
    fn cannot<F: Codec<T>>(&mut self, reason: &'static str);
}

/// The formats of [`serde_formats`], in its order, as they decode into a borrowed twin: the
/// workbench's `BorrowDecode` implementations, or why a format has none (a test holds the two
/// lists to each other).
pub(crate) fn borrowing_formats<T, E>(each: &mut E)
where
    T: Borrowable + Serialize + DeserializeOwned,
    for<'a> T::Borrowed<'a>: Deserialize<'a>,
    E: EachBorrowing<T>,
{
    each.borrows::<fmt_serde_json::SerdeJson>();
    each.cannot::<fmt_simd_json::SimdJson>(reasons::IN_PLACE);
    #[cfg(feature = "flexon")]
    each.borrows::<fmt_flexon::Flexon>();
    each.borrows::<fmt_bincode_serde::Serde>();
    each.borrows::<fmt_bincode1::Serde>();
    each.borrows::<fmt_rmp_serde::RmpSerde>();
    each.borrows::<fmt_postcard::Postcard>();
    each.borrows::<fmt_serde_zap::SerdeZap>();
    each.cannot::<fmt_ciborium::Ciborium>(reasons::READER_ONLY);
    each.borrows::<fmt_cbor4ii::Cbor4ii>();
    each.borrows::<fmt_ron::Ron>();
    #[cfg(feature = "serde-saphyr")]
    each.borrows::<fmt_serde_saphyr::SerdeSaphyr>();
    each.borrows::<fmt_flexbuffers::Flexbuffers>();
    each.borrows::<fmt_bitcode_serde::Serde>();
}

#[cfg(test)]
pub(crate) mod tests {
    use std::{fs, path::Path};

    /// Every format crate of the workspace: its package name (`fmt-postcard`) and its lib.rs.
    pub(crate) fn format_crates() -> impl Iterator<Item = (String, String)> {
        let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let entries = fs::read_dir(&crates).expect("the crates folder");
        entries.filter_map(move |entry| {
            let name = entry.expect("a folder entry").file_name().to_string_lossy().into_owned();
            name.starts_with("fmt-").then(|| {
                let source = fs::read_to_string(crates.join(&name).join("src/lib.rs"));
                (name, source.expect("a format crate's lib.rs"))
            })
        })
    }

    /// The serde format crates of the workbench that serbench does not offer, and why: a user's
    /// values are encoded as one sequence, and these formats cannot hold one at a document's root.
    const NOT_OFFERED: &[(&str, &str)] = &[(
        "fmt-toml",
        "a TOML document is a table: your values, encoded as one sequence, cannot be one (toml: \
         unsupported array type)",
    )];

    /// Every format crate whose `Codec` takes any serde type is on the list above, or among
    /// those not offered, with the reason.
    #[test]
    fn every_serde_format_is_listed() {
        let list = include_str!("formats.rs");
        let serde =
            |source: &str| source.contains("impl<T: Serialize + DeserializeOwned> Codec<T> for");
        let serdes: Vec<_> = format_crates().filter(|(_, source)| serde(source)).collect();
        let offered = |name: &str| NOT_OFFERED.iter().all(|(not, _)| *not != name);
        for (name, _) in serdes.iter().filter(|(name, _)| offered(name)) {
            let path = format!("{}::", name.replace('-', "_"));
            assert!(list.contains(&path), "{name} is a serde format missing from the list");
        }
        for (name, _) in NOT_OFFERED {
            assert!(serdes.iter().any(|(serde, _)| serde == name), "{name} is no serde format");
        }
        assert_eq!(serdes.len(), 15, "the serde format crates found");
    }
}
