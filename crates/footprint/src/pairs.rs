//! Every measured pair (a format variant and a data set) as the registry walks them, with the Rust
//! paths of both types, which a generated probe names to instantiate the same codec outside the
//! workspace.

use format_api::{Codec, Descriptor};
use registry::{Dataset, Visitor, visit_formats};

/// A format variant on one data set, as the bench binaries measure it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pair {
    pub format: Descriptor,
    /// The format variant's type, as `std::any::type_name` writes it (`fmt_postcard::Postcard`).
    pub format_type: String,
    /// The data set's name (`log`).
    pub dataset: &'static str,
    /// The data set's type (`serbench_datasets::log::Logs`).
    pub dataset_type: String,
}

/// Every pair the registry measures, in table order; the pairs a format cannot represent, or
/// does not measure, are left out, as the bench binaries leave them out.
pub fn pairs() -> Vec<Pair> {
    struct Collect(Vec<Pair>);
    impl Visitor for Collect {
        fn codec<F: Codec<T>, T: Dataset>(&mut self) {
            self.0.push(Pair {
                format: F::DESCRIPTOR,
                format_type: std::any::type_name::<F>().to_owned(),
                dataset: T::NAME,
                dataset_type: std::any::type_name::<T>().to_owned(),
            });
        }
    }
    let mut collect = Collect(Vec::new());
    visit_formats(&mut collect);
    collect.0
}

/// The crates a type path names (`proto_mapping::Converted<fmt_prost::ProstLibrary, ()>` names
/// `proto_mapping` and `fmt_prost`), as library names.
pub fn crates_named(type_path: &str) -> Vec<&str> {
    let mut crates = Vec::new();
    for (start, _) in type_path.match_indices("::") {
        let head = &type_path[..start];
        let name_start =
            head.rfind(|c: char| !(c.is_alphanumeric() || c == '_')).map_or(0, |i| i + 1);
        let name = &head[name_start..];
        // Only a path's first segment is a crate: `a::b::C` names `a`, not `b`.
        let before = &type_path[..name_start];
        if !name.is_empty() && !before.ends_with("::") && !crates.contains(&name) {
            crates.push(name);
        }
    }
    crates
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_type_path_names_the_crates_of_its_first_segments() {
        assert_eq!(crates_named("fmt_postcard::Postcard"), ["fmt_postcard"]);
        assert_eq!(
            crates_named("proto_mapping::Converted<fmt_prost::ProstLibrary, ()>"),
            ["proto_mapping", "fmt_prost"]
        );
        assert_eq!(crates_named("u8"), Vec::<&str>::new());
    }

    #[test]
    fn every_pair_of_the_registry_has_a_path_for_both_types() {
        let pairs = pairs();
        assert!(pairs.len() > 100, "{} pairs", pairs.len());
        for pair in &pairs {
            assert!(!crates_named(&pair.format_type).is_empty(), "{pair:?}");
            assert!(!crates_named(&pair.dataset_type).is_empty(), "{pair:?}");
        }
    }
}
