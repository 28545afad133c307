//! The `canada` data set on `schemas/corpora/canada.fbs`.

use corpora::canada::{Canada, Feature, Geometry, ObjectType, Properties};
use flatbuffers::{FlatBufferBuilder, WIPOffset};

use crate::{
    Error,
    generated::canada_generated as fb_canada,
    map::{Message, each, offsets, string},
};

fn kind_to_fb(kind: ObjectType) -> fb_canada::ObjectType {
    match kind {
        ObjectType::FeatureCollection => fb_canada::ObjectType::FeatureCollection,
        ObjectType::Feature => fb_canada::ObjectType::Feature,
        ObjectType::Polygon => fb_canada::ObjectType::Polygon,
    }
}

fn kind_from_fb(kind: fb_canada::ObjectType) -> Result<ObjectType, Error> {
    match kind {
        fb_canada::ObjectType::FeatureCollection => Ok(ObjectType::FeatureCollection),
        fb_canada::ObjectType::Feature => Ok(ObjectType::Feature),
        fb_canada::ObjectType::Polygon => Ok(ObjectType::Polygon),
        other => Err(Error::Unrepresentable(format!("unknown ObjectType {}", other.0))),
    }
}

fn build_feature<'b>(
    builder: &mut FlatBufferBuilder<'b>,
    feature: &Feature,
) -> WIPOffset<fb_canada::Feature<'b>> {
    let coordinates = offsets(builder, &feature.geometry.coordinates, |builder, ring| {
        let points = builder.create_vector_from_iter(
            ring.iter().map(|&(lon, lat)| fb_canada::Point::new(lon, lat)),
        );
        fb_canada::Ring::create(builder, &fb_canada::RingArgs { points: Some(points) })
    });
    let geometry = fb_canada::Geometry::create(
        builder,
        &fb_canada::GeometryArgs {
            kind: kind_to_fb(feature.geometry.kind),
            coordinates: Some(coordinates),
        },
    );
    let name = string(builder, &feature.properties.name);
    let properties = fb_canada::Properties::create(builder, &fb_canada::PropertiesArgs { name });
    fb_canada::Feature::create(
        builder,
        &fb_canada::FeatureArgs {
            kind: kind_to_fb(feature.kind),
            properties: Some(properties),
            geometry: Some(geometry),
        },
    )
}

fn read_feature(feature: fb_canada::Feature<'_>) -> Result<Feature, Error> {
    let geometry = feature.geometry();
    let ring = |ring: fb_canada::Ring<'_>| {
        ring.points().iter().map(|point| (point.lon(), point.lat())).collect()
    };
    Ok(Feature {
        kind: kind_from_fb(feature.kind())?,
        properties: Properties { name: feature.properties().name().to_string() },
        geometry: Geometry {
            kind: kind_from_fb(geometry.kind())?,
            coordinates: geometry.coordinates().iter().map(ring).collect(),
        },
    })
}

impl Message for Canada {
    type Root<'a> = fb_canada::Canada<'a>;

    fn build<'b>(&self, builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<Self::Root<'b>> {
        let features = offsets(builder, &self.features, build_feature);
        fb_canada::Canada::create(
            builder,
            &fb_canada::CanadaArgs { kind: kind_to_fb(self.kind), features: Some(features) },
        )
    }

    fn from_root(root: Self::Root<'_>) -> Result<Self, Error> {
        Ok(Self {
            kind: kind_from_fb(root.kind())?,
            features: each(root.features(), read_feature)?,
        })
    }
}
