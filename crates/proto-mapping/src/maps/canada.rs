//! The `canada` data set on `schemas/corpora/canada.proto`.

/// `canada`'s mapping, expanded against library module `$library` and generated module
/// `$generated` (see `maps`).
#[doc(hidden)]
#[macro_export]
macro_rules! canada_mapping {
    ($library:path, $generated:path) => {
        use corpora::canada::{Canada, Feature, Geometry, ObjectType, Properties};
        use $crate::each;
        use $generated as pb_canada;
        use $library::{Error, Library, known, message, present, required, variant};

        fn kind_to_proto(kind: ObjectType) -> pb_canada::ObjectType {
            match kind {
                ObjectType::FeatureCollection => {
                    variant!(
                        pb_canada::ObjectType,
                        OBJECT_TYPE_FEATURE_COLLECTION | FeatureCollection
                    )
                }
                ObjectType::Feature => {
                    variant!(pb_canada::ObjectType, OBJECT_TYPE_FEATURE | Feature)
                }
                ObjectType::Polygon => {
                    variant!(pb_canada::ObjectType, OBJECT_TYPE_POLYGON | Polygon)
                }
            }
        }

        fn kind_from_proto(kind: pb_canada::ObjectType) -> ObjectType {
            match kind {
                variant!(
                    pb_canada::ObjectType,
                    OBJECT_TYPE_FEATURE_COLLECTION | FeatureCollection
                ) => ObjectType::FeatureCollection,
                variant!(pb_canada::ObjectType, OBJECT_TYPE_FEATURE | Feature) => {
                    ObjectType::Feature
                }
                variant!(pb_canada::ObjectType, OBJECT_TYPE_POLYGON | Polygon) => {
                    ObjectType::Polygon
                }
            }
        }

        impl $crate::Message<Library> for Canada {
            type Proto = pb_canada::Canada;
        }

        impl From<&Canada> for pb_canada::Canada {
            fn from(value: &Canada) -> Self {
                let ring = |ring: &Vec<(f64, f64)>| {
                    message!(pb_canada::Ring {
                        points: ring
                            .iter()
                            .map(|&(lon, lat)| message!(pb_canada::Point { lon, lat }))
                            .collect(),
                    })
                };
                let feature = |feature: &Feature| {
                    message!(pb_canada::Feature {
                        kind: kind_to_proto(feature.kind).into(),
                        properties: present(message!(pb_canada::Properties {
                            name: feature.properties.name.clone(),
                        })),
                        geometry: present(message!(pb_canada::Geometry {
                            kind: kind_to_proto(feature.geometry.kind).into(),
                            coordinates: feature.geometry.coordinates.iter().map(ring).collect(),
                        })),
                    })
                };
                message!(pb_canada::Canada {
                    kind: kind_to_proto(value.kind).into(),
                    features: value.features.iter().map(feature).collect(),
                })
            }
        }

        impl TryFrom<pb_canada::Canada> for Canada {
            type Error = Error;

            fn try_from(proto: pb_canada::Canada) -> Result<Self, Error> {
                let ring = |ring: pb_canada::Ring| -> Result<Vec<(f64, f64)>, Error> {
                    Ok(ring.points.into_iter().map(|point| (point.lon, point.lat)).collect())
                };
                let geometry = |geometry: pb_canada::Geometry| {
                    Ok(Geometry {
                        kind: kind_from_proto(known(geometry.kind, "ObjectType")?),
                        coordinates: each(geometry.coordinates, ring)?,
                    })
                };
                let feature = |feature: pb_canada::Feature| -> Result<Feature, Error> {
                    Ok(Feature {
                        kind: kind_from_proto(known(feature.kind, "ObjectType")?),
                        properties: required(
                            feature.properties,
                            "Feature.properties",
                            |properties| Ok(Properties { name: properties.name }),
                        )?,
                        geometry: required(feature.geometry, "Feature.geometry", geometry)?,
                    })
                };
                let kind = kind_from_proto(known(proto.kind, "ObjectType")?);
                Ok(Self { kind, features: each(proto.features, feature)? })
            }
        }
    };
}
