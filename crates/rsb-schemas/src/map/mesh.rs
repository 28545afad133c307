//! `mesh` on `schemas/rsb/mesh.proto`.

use rsb::mesh::{Mesh, Triangle, Vector3};

use crate::{
    ProstError,
    generated::mesh as pb,
    map::{ProstMessage, each, missing},
};

impl ProstMessage for Mesh {
    type Proto = pb::Mesh;
}

fn vector(Vector3 { x, y, z }: Vector3) -> Option<pb::Vector3> {
    Some(pb::Vector3 { x, y, z })
}

impl From<&Mesh> for pb::Mesh {
    fn from(value: &Mesh) -> Self {
        let triangles = value.triangles.iter().map(|triangle| pb::Triangle {
            v0: vector(triangle.v0),
            v1: vector(triangle.v1),
            v2: vector(triangle.v2),
            normal: vector(triangle.normal),
        });
        pb::Mesh { triangles: triangles.collect() }
    }
}

impl TryFrom<pb::Mesh> for Mesh {
    type Error = ProstError;

    fn try_from(proto: pb::Mesh) -> Result<Self, ProstError> {
        let read = |vector: Option<pb::Vector3>, field| {
            let pb::Vector3 { x, y, z } = vector.ok_or_else(|| missing(field))?;
            Ok::<_, ProstError>(Vector3 { x, y, z })
        };
        let triangles = each(proto.triangles, |triangle| {
            Ok::<_, ProstError>(Triangle {
                v0: read(triangle.v0, "Triangle.v0")?,
                v1: read(triangle.v1, "Triangle.v1")?,
                v2: read(triangle.v2, "Triangle.v2")?,
                normal: read(triangle.normal, "Triangle.normal")?,
            })
        })?;
        Ok(Mesh { triangles })
    }
}
