//! The `mesh` data set on `schemas/mesh.proto`.

/// `mesh`'s mapping, expanded against library module `$library` and generated module
/// `$generated` (see `maps`).
#[doc(hidden)]
#[macro_export]
macro_rules! mesh_mapping {
    ($library:path, $generated:path) => {
        use datasets::mesh::{Mesh, Triangle, Vector3};
        use $crate::each;
        use $generated as pb_mesh;
        use $library::{Error, Field, Library, message, present, required};

        fn vector_to_proto(vector: &Vector3) -> Field<pb_mesh::Vector3> {
            present(message!(pb_mesh::Vector3 { x: vector.x, y: vector.y, z: vector.z }))
        }

        fn vector_from_proto(vector: Field<pb_mesh::Vector3>) -> Result<Vector3, Error> {
            let vector = required(vector, "Triangle vector", Ok)?;
            Ok(Vector3 { x: vector.x, y: vector.y, z: vector.z })
        }

        impl $crate::Message<Library> for Mesh {
            type Proto = pb_mesh::Mesh;
        }

        impl From<&Mesh> for pb_mesh::Mesh {
            fn from(value: &Mesh) -> Self {
                let triangles = value.triangles.iter().map(|triangle| {
                    message!(pb_mesh::Triangle {
                        v0: vector_to_proto(&triangle.v0),
                        v1: vector_to_proto(&triangle.v1),
                        v2: vector_to_proto(&triangle.v2),
                        normal: vector_to_proto(&triangle.normal),
                    })
                });
                message!(pb_mesh::Mesh { triangles: triangles.collect() })
            }
        }

        impl TryFrom<pb_mesh::Mesh> for Mesh {
            type Error = Error;

            fn try_from(proto: pb_mesh::Mesh) -> Result<Self, Error> {
                let read_triangle = |triangle: pb_mesh::Triangle| -> Result<Triangle, Error> {
                    Ok(Triangle {
                        v0: vector_from_proto(triangle.v0)?,
                        v1: vector_from_proto(triangle.v1)?,
                        v2: vector_from_proto(triangle.v2)?,
                        normal: vector_from_proto(triangle.normal)?,
                    })
                };
                Ok(Self { triangles: each(proto.triangles, read_triangle)? })
            }
        }
    };
}
