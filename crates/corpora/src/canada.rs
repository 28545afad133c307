//! `canada`: canada.json, one GeoJSON feature whose polygon is the Canadian border: 480 rings,
//! 55,563 `[longitude, latitude]` pairs of `f64`. Float parsing and printing dominate in text
//! formats; binary formats copy 8 bytes a number.

use datasets::Dataset;

pub(crate) const JSON: &str = include_str!("../data/canada.json");

datasets::model! {
    pub struct Canada {
        #[serde(rename = "type")]
        #[cfg_attr(feature = "minicbor", n(0))]
        pub kind: ObjectType,
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub features: Vec<Feature>,
    }

    pub struct Feature {
        #[serde(rename = "type")]
        #[cfg_attr(feature = "minicbor", n(0))]
        pub kind: ObjectType,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub properties: Properties,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub geometry: Geometry,
    }

    pub struct Properties {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub name: String,
    }

    pub struct Geometry {
        #[serde(rename = "type")]
        #[cfg_attr(feature = "minicbor", n(0))]
        pub kind: ObjectType,
        /// Rings of points; a point is `[longitude, latitude]`.
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed<packed>"))]
        pub coordinates: Vec<Vec<(f64, f64)>>,
    }

}

datasets::model! { unit_enums:
    /// The GeoJSON `type` members that occur in the file.
    #[derive(Copy, Eq)]
    #[cfg_attr(feature = "bin-proto", bin_proto(discriminant_type = u8))]
    pub enum ObjectType {
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 0))]
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(0))]
        FeatureCollection,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 1))]
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "bilrost", bilrost(1))]
        Feature,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 2))]
        #[cfg_attr(feature = "minicbor", n(2))]
        #[cfg_attr(feature = "bilrost", bilrost(2))]
        Polygon,
    }
}

impl Dataset for Canada {
    const NAME: &'static str = "canada";
    const DESCRIPTION: &'static str =
        "canada.json: a GeoJSON polygon of 55,563 [lon, lat] f64 pairs (float heavy, real data)";
    const DEFAULT_LEN: usize = 55_563;
    const SEED: u64 = 0;

    /// The file's first `len` points, ring by ring (the corpus has no seed).
    fn generate_seeded(len: usize, _seed: u64) -> Self {
        static PARSED: std::sync::OnceLock<Canada> = std::sync::OnceLock::new();
        let mut canada = crate::parsed(&PARSED, Self::NAME, JSON);
        let mut budget = len;
        for feature in &mut canada.features {
            feature.geometry.coordinates.retain_mut(|ring| {
                ring.truncate(budget);
                budget -= ring.len();
                !ring.is_empty()
            });
        }
        canada
    }

    fn records(&self) -> usize {
        self.features.iter().flat_map(|feature| &feature.geometry.coordinates).map(Vec::len).sum()
    }

    fn checksum(&self) -> u64 {
        crate::checksum(self)
    }
}
