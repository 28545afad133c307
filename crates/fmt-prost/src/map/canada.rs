//! The `canada` data set on `schemas/corpora/canada.proto`.

use corpora::canada::{Canada, Feature, Geometry, ObjectType, Properties};

use proto_mapping::Unrepresentable;

use crate::{
    Error,
    generated::canada as pb_canada,
    map::{Message, each, required},
};

fn kind_to_proto(kind: ObjectType) -> i32 {
    let kind = match kind {
        ObjectType::FeatureCollection => pb_canada::ObjectType::FeatureCollection,
        ObjectType::Feature => pb_canada::ObjectType::Feature,
        ObjectType::Polygon => pb_canada::ObjectType::Polygon,
    };
    kind.into()
}

fn kind_from_proto(value: i32) -> Result<ObjectType, Error> {
    match pb_canada::ObjectType::try_from(value) {
        Ok(pb_canada::ObjectType::FeatureCollection) => Ok(ObjectType::FeatureCollection),
        Ok(pb_canada::ObjectType::Feature) => Ok(ObjectType::Feature),
        Ok(pb_canada::ObjectType::Polygon) => Ok(ObjectType::Polygon),
        Err(_) => Err(Unrepresentable(format!("unknown ObjectType {value}")).into()),
    }
}

impl Message for Canada {
    type Proto = pb_canada::Canada;
}

impl From<&Canada> for pb_canada::Canada {
    fn from(value: &Canada) -> Self {
        let ring = |ring: &Vec<(f64, f64)>| pb_canada::Ring {
            points: ring.iter().map(|&(lon, lat)| pb_canada::Point { lon, lat }).collect(),
        };
        let feature = |feature: &Feature| pb_canada::Feature {
            kind: kind_to_proto(feature.kind),
            properties: Some(pb_canada::Properties { name: feature.properties.name.clone() }),
            geometry: Some(pb_canada::Geometry {
                kind: kind_to_proto(feature.geometry.kind),
                coordinates: feature.geometry.coordinates.iter().map(ring).collect(),
            }),
        };
        pb_canada::Canada {
            kind: kind_to_proto(value.kind),
            features: value.features.iter().map(feature).collect(),
        }
    }
}

impl TryFrom<pb_canada::Canada> for Canada {
    type Error = Error;

    fn try_from(proto: pb_canada::Canada) -> Result<Self, Error> {
        let ring = |ring: pb_canada::Ring| {
            Ok(ring.points.into_iter().map(|point| (point.lon, point.lat)).collect())
        };
        let geometry = |geometry: pb_canada::Geometry| {
            Ok(Geometry {
                kind: kind_from_proto(geometry.kind)?,
                coordinates: each(geometry.coordinates, ring)?,
            })
        };
        let feature = |feature: pb_canada::Feature| {
            Ok(Feature {
                kind: kind_from_proto(feature.kind)?,
                properties: required(feature.properties, "Feature.properties", |properties| {
                    Ok(Properties { name: properties.name })
                })?,
                geometry: required(feature.geometry, "Feature.geometry", geometry)?,
            })
        };
        Ok(Self { kind: kind_from_proto(proto.kind)?, features: each(proto.features, feature)? })
    }
}
