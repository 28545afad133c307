//! The `canada` data set on `schemas/corpora/canada.capnp`.

use capnp::struct_list;
use corpora::canada::{Canada, Feature, Geometry, ObjectType, Properties};

use crate::{
    generated::canada_capnp,
    map::{Message, each, len32, read_each, text},
};

fn kind_to_capnp(kind: ObjectType) -> canada_capnp::ObjectType {
    match kind {
        ObjectType::FeatureCollection => canada_capnp::ObjectType::FeatureCollection,
        ObjectType::Feature => canada_capnp::ObjectType::Feature,
        ObjectType::Polygon => canada_capnp::ObjectType::Polygon,
    }
}

fn kind_from_capnp(kind: canada_capnp::ObjectType) -> ObjectType {
    match kind {
        canada_capnp::ObjectType::FeatureCollection => ObjectType::FeatureCollection,
        canada_capnp::ObjectType::Feature => ObjectType::Feature,
        canada_capnp::ObjectType::Polygon => ObjectType::Polygon,
    }
}

fn build_feature(
    feature: &Feature,
    mut builder: canada_capnp::feature::Builder<'_>,
) -> capnp::Result<()> {
    builder.set_kind(kind_to_capnp(feature.kind));
    builder.reborrow().init_properties().set_name(feature.properties.name.as_str());
    let mut geometry = builder.init_geometry();
    geometry.set_kind(kind_to_capnp(feature.geometry.kind));
    let rings = &feature.geometry.coordinates;
    let mut coordinates = geometry.init_coordinates(len32(rings.len())?);
    for (index, ring) in rings.iter().enumerate() {
        let mut points = coordinates.reborrow().init(index as u32, len32(ring.len())?);
        for (index, &(lon, lat)) in ring.iter().enumerate() {
            let mut point = points.reborrow().get(index as u32);
            point.set_lon(lon);
            point.set_lat(lat);
        }
    }
    Ok(())
}

fn read_feature(feature: canada_capnp::feature::Reader<'_>) -> capnp::Result<Feature> {
    let geometry = feature.get_geometry()?;
    let ring = |ring: capnp::Result<struct_list::Reader<'_, canada_capnp::point::Owned>>| {
        capnp::Result::Ok(ring?.iter().map(|point| (point.get_lon(), point.get_lat())).collect())
    };
    Ok(Feature {
        kind: kind_from_capnp(feature.get_kind()?),
        properties: Properties { name: text(feature.get_properties()?.get_name())? },
        geometry: Geometry {
            kind: kind_from_capnp(geometry.get_kind()?),
            coordinates: geometry.get_coordinates()?.iter().map(ring).collect::<Result<_, _>>()?,
        },
    })
}

impl Message for Canada {
    type Root = canada_capnp::canada::Owned;

    fn build(&self, mut root: canada_capnp::canada::Builder<'_>) -> capnp::Result<()> {
        root.set_kind(kind_to_capnp(self.kind));
        each(self.features.iter(), |len| root.init_features(len), build_feature)
    }

    fn from_reader(root: canada_capnp::canada::Reader<'_>) -> capnp::Result<Self> {
        Ok(Self {
            kind: kind_from_capnp(root.get_kind()?),
            features: read_each(root.get_features(), read_feature)?,
        })
    }
}
