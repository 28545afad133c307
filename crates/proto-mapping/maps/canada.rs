//! The `canada` data set on `schemas/corpora/canada.proto`.

use corpora::canada::{Canada, Feature, Geometry, ObjectType, Properties};

use crate::{
    Error,
    generated::canada as pb_canada,
    map::{EnumField, Message, MessageField, each, known, required},
};

fn kind_to_proto(kind: ObjectType) -> EnumField<pb_canada::ObjectType> {
    EnumField::from(match kind {
        ObjectType::FeatureCollection => pb_canada::ObjectType::OBJECT_TYPE_FEATURE_COLLECTION,
        ObjectType::Feature => pb_canada::ObjectType::OBJECT_TYPE_FEATURE,
        ObjectType::Polygon => pb_canada::ObjectType::OBJECT_TYPE_POLYGON,
    })
}

fn kind_from_proto(value: EnumField<pb_canada::ObjectType>) -> Result<ObjectType, Error> {
    Ok(match known(value, "ObjectType")? {
        pb_canada::ObjectType::OBJECT_TYPE_FEATURE_COLLECTION => ObjectType::FeatureCollection,
        pb_canada::ObjectType::OBJECT_TYPE_FEATURE => ObjectType::Feature,
        pb_canada::ObjectType::OBJECT_TYPE_POLYGON => ObjectType::Polygon,
    })
}

impl Message for Canada {
    type Proto = pb_canada::Canada;
}

impl From<&Canada> for pb_canada::Canada {
    fn from(value: &Canada) -> Self {
        let ring = |ring: &Vec<(f64, f64)>| pb_canada::Ring {
            points: ring
                .iter()
                .map(|&(lon, lat)| pb_canada::Point { lon, lat, ..Default::default() })
                .collect(),
            ..Default::default()
        };
        let feature = |feature: &Feature| pb_canada::Feature {
            kind: kind_to_proto(feature.kind),
            properties: MessageField::some(pb_canada::Properties {
                name: feature.properties.name.clone(),
                ..Default::default()
            }),
            geometry: MessageField::some(pb_canada::Geometry {
                kind: kind_to_proto(feature.geometry.kind),
                coordinates: feature.geometry.coordinates.iter().map(ring).collect(),
                ..Default::default()
            }),
            ..Default::default()
        };
        pb_canada::Canada {
            kind: kind_to_proto(value.kind),
            features: value.features.iter().map(feature).collect(),
            ..Default::default()
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
