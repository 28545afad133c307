//! The `canada` data set on `schemas/corpora/canada.proto`.

use corpora::canada::{Canada, Feature, Geometry, ObjectType, Properties};

use crate::{
    Error,
    generated::canada as pb_canada,
    map::{missing, root, text, unknown_enum},
};

fn kind_to_proto(kind: ObjectType) -> pb_canada::ObjectType {
    match kind {
        ObjectType::FeatureCollection => pb_canada::ObjectType::FeatureCollection,
        ObjectType::Feature => pb_canada::ObjectType::Feature,
        ObjectType::Polygon => pb_canada::ObjectType::Polygon,
    }
}

fn kind_from_proto(value: pb_canada::ObjectType) -> Result<ObjectType, Error> {
    Ok(match value {
        pb_canada::ObjectType::FeatureCollection => ObjectType::FeatureCollection,
        pb_canada::ObjectType::Feature => ObjectType::Feature,
        pb_canada::ObjectType::Polygon => ObjectType::Polygon,
        other => return Err(unknown_enum("ObjectType", i32::from(other)).into()),
    })
}

impl From<&Canada> for pb_canada::Canada {
    fn from(value: &Canada) -> Self {
        let mut proto = pb_canada::Canada::new();
        proto.set_kind(kind_to_proto(value.kind));
        let mut features = proto.features_mut();
        for feature in &value.features {
            let mut pb = features.push_default();
            pb.set_kind(kind_to_proto(feature.kind));
            pb.properties_mut().set_name(feature.properties.name.as_str());
            let mut geometry = pb.geometry_mut();
            geometry.set_kind(kind_to_proto(feature.geometry.kind));
            let mut rings = geometry.coordinates_mut();
            for ring in &feature.geometry.coordinates {
                let mut pb = rings.push_default();
                let mut points = pb.points_mut();
                for &(lon, lat) in ring {
                    let mut point = points.push_default();
                    point.set_lon(lon);
                    point.set_lat(lat);
                }
            }
        }
        proto
    }
}

fn read(proto: pb_canada::CanadaView<'_>) -> Result<Canada, Error> {
    let ring = |ring: pb_canada::RingView<'_>| {
        ring.points().iter().map(|point| (point.lon(), point.lat())).collect()
    };
    let feature = |feature: pb_canada::FeatureView<'_>| {
        let properties = feature.properties_opt().ok_or_else(|| missing("Feature.properties"))?;
        let geometry = feature.geometry_opt().ok_or_else(|| missing("Feature.geometry"))?;
        Ok::<_, Error>(Feature {
            kind: kind_from_proto(feature.kind())?,
            properties: Properties { name: text(properties.name())? },
            geometry: Geometry {
                kind: kind_from_proto(geometry.kind())?,
                coordinates: geometry.coordinates().iter().map(ring).collect(),
            },
        })
    };
    Ok(Canada {
        kind: kind_from_proto(proto.kind())?,
        features: proto.features().iter().map(feature).collect::<Result<_, _>>()?,
    })
}

root!(Canada => pb_canada::Canada, read);
