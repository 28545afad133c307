//! The `mesh` data set on `schemas/mesh.fbs`.

use datasets::{
    Checksum,
    mesh::{Mesh, Triangle, Vector3},
};
use flatbuffers::{FlatBufferBuilder, WIPOffset};

use crate::{
    Error,
    generated::mesh_generated as fb_mesh,
    map::{Fold, Message},
};

fn vector_to_fb(vector: &Vector3) -> fb_mesh::Vector3 {
    fb_mesh::Vector3::new(vector.x, vector.y, vector.z)
}

fn vector_from_fb(vector: &fb_mesh::Vector3) -> Vector3 {
    Vector3 { x: vector.x(), y: vector.y(), z: vector.z() }
}

impl Message for Mesh {
    type Root<'a> = fb_mesh::Mesh<'a>;

    fn build<'b>(&self, builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<Self::Root<'b>> {
        let triangles = builder.create_vector_from_iter(self.triangles.iter().map(|triangle| {
            fb_mesh::Triangle::new(
                &vector_to_fb(&triangle.v0),
                &vector_to_fb(&triangle.v1),
                &vector_to_fb(&triangle.v2),
                &vector_to_fb(&triangle.normal),
            )
        }));
        fb_mesh::Mesh::create(builder, &fb_mesh::MeshArgs { triangles: Some(triangles) })
    }

    fn from_root(root: Self::Root<'_>) -> Result<Self, Error> {
        let triangles = root.triangles().iter().map(|triangle| Triangle {
            v0: vector_from_fb(triangle.v0()),
            v1: vector_from_fb(triangle.v1()),
            v2: vector_from_fb(triangle.v2()),
            normal: vector_from_fb(triangle.normal()),
        });
        Ok(Self { triangles: triangles.collect() })
    }
}

impl Fold for Mesh {
    fn fold(root: &Self::Root<'_>, sum: &mut Checksum) {
        let triangles = root.triangles();
        sum.len(triangles.len());
        for triangle in triangles.iter() {
            for vector in [triangle.v0(), triangle.v1(), triangle.v2(), triangle.normal()] {
                sum.f32(vector.x());
                sum.f32(vector.y());
                sum.f32(vector.z());
            }
        }
    }
}
