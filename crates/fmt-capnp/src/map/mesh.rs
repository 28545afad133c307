//! The `mesh` data set on `schemas/mesh.capnp`.

use datasets::{
    Checksum,
    mesh::{Mesh, Triangle, Vector3},
};

use crate::{
    generated::mesh_capnp,
    map::{Fold, Message, len32},
};

fn set_vector(mut builder: mesh_capnp::vector3::Builder<'_>, vector: &Vector3) {
    builder.set_x(vector.x);
    builder.set_y(vector.y);
    builder.set_z(vector.z);
}

fn get_vector(reader: capnp::Result<mesh_capnp::vector3::Reader<'_>>) -> capnp::Result<Vector3> {
    let reader = reader?;
    Ok(Vector3 { x: reader.get_x(), y: reader.get_y(), z: reader.get_z() })
}

impl Message for Mesh {
    type Root = mesh_capnp::mesh::Owned;

    fn build(&self, root: mesh_capnp::mesh::Builder<'_>) -> capnp::Result<()> {
        let mut triangles = root.init_triangles(len32(self.triangles.len())?);
        for (index, triangle) in self.triangles.iter().enumerate() {
            let mut builder = triangles.reborrow().get(index as u32);
            set_vector(builder.reborrow().init_v0(), &triangle.v0);
            set_vector(builder.reborrow().init_v1(), &triangle.v1);
            set_vector(builder.reborrow().init_v2(), &triangle.v2);
            set_vector(builder.init_normal(), &triangle.normal);
        }
        Ok(())
    }

    fn from_reader(root: mesh_capnp::mesh::Reader<'_>) -> capnp::Result<Self> {
        let read_triangle = |triangle: mesh_capnp::triangle::Reader<'_>| {
            Ok(Triangle {
                v0: get_vector(triangle.get_v0())?,
                v1: get_vector(triangle.get_v1())?,
                v2: get_vector(triangle.get_v2())?,
                normal: get_vector(triangle.get_normal())?,
            })
        };
        let triangles = root.get_triangles()?;
        Ok(Self { triangles: triangles.iter().map(read_triangle).collect::<capnp::Result<_>>()? })
    }
}

impl Fold for Mesh {
    fn fold(root: mesh_capnp::mesh::Reader<'_>, sum: &mut Checksum) -> capnp::Result<()> {
        let triangles = root.get_triangles()?;
        sum.len(triangles.len() as usize);
        for triangle in triangles.iter() {
            for vector in
                [triangle.get_v0(), triangle.get_v1(), triangle.get_v2(), triangle.get_normal()]
            {
                let vector = vector?;
                sum.f32(vector.get_x());
                sum.f32(vector.get_y());
                sum.f32(vector.get_z());
            }
        }
        Ok(())
    }
}
