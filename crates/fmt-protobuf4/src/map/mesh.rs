//! The `mesh` data set on `schemas/mesh.proto`.

use datasets::mesh::{Mesh, Triangle, Vector3};

use crate::{
    Error,
    generated::mesh as pb_mesh,
    map::{missing, root},
};

fn write_vector(vector: &Vector3, mut proto: pb_mesh::Vector3Mut<'_>) {
    proto.set_x(vector.x);
    proto.set_y(vector.y);
    proto.set_z(vector.z);
}

fn read_vector(vector: Option<pb_mesh::Vector3View<'_>>) -> Result<Vector3, Error> {
    let vector = vector.ok_or_else(|| missing("Triangle vector"))?;
    Ok(Vector3 { x: vector.x(), y: vector.y(), z: vector.z() })
}

impl From<&Mesh> for pb_mesh::Mesh {
    fn from(value: &Mesh) -> Self {
        let mut proto = pb_mesh::Mesh::new();
        let mut triangles = proto.triangles_mut();
        for triangle in &value.triangles {
            let mut pb = triangles.push_default();
            write_vector(&triangle.v0, pb.v0_mut());
            write_vector(&triangle.v1, pb.v1_mut());
            write_vector(&triangle.v2, pb.v2_mut());
            write_vector(&triangle.normal, pb.normal_mut());
        }
        proto
    }
}

fn read(proto: pb_mesh::MeshView<'_>) -> Result<Mesh, Error> {
    let read_triangle = |triangle: pb_mesh::TriangleView<'_>| {
        Ok(Triangle {
            v0: read_vector(triangle.v0_opt())?,
            v1: read_vector(triangle.v1_opt())?,
            v2: read_vector(triangle.v2_opt())?,
            normal: read_vector(triangle.normal_opt())?,
        })
    };
    let triangles = proto.triangles().iter().map(read_triangle);
    Ok(Mesh { triangles: triangles.collect::<Result<_, Error>>()? })
}

root!(Mesh => pb_mesh::Mesh, read);
