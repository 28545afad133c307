//! `mesh`: triangles of four `Vector3 { x, y, z: f32 }` (three vertices and a normal): float heavy,
//! fixed-size records, the case where a format's float encoding decides everything.

use crate::{Checksum, Dataset, rng::Rng};

model! {
    pub struct Mesh {
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub triangles: Vec<Triangle>,
    }

    #[derive(Copy)]
    pub struct Triangle {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub v0: Vector3,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub v1: Vector3,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub v2: Vector3,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub normal: Vector3,
    }

    #[derive(Copy)]
    pub struct Vector3 {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub x: f32,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub y: f32,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub z: f32,
    }
}

impl Dataset for Mesh {
    const NAME: &'static str = "mesh";
    const DESCRIPTION: &'static str =
        "triangles of 4 x Vector3 { x, y, z: f32 }; 48 raw bytes each";
    const DEFAULT_LEN: usize = 125_000;
    const SEED: u64 = 0x0000_3e54;

    fn generate_seeded(len: usize, seed: u64) -> Self {
        let mut rng = Rng::new(seed);
        Self { triangles: (0..len).map(|_| triangle(&mut rng)).collect() }
    }

    fn records(&self) -> usize {
        self.triangles.len()
    }

    fn checksum(&self) -> u64 {
        let mut sum = Checksum::new();
        sum.len(self.triangles.len());
        for triangle in &self.triangles {
            for vector in [triangle.v0, triangle.v1, triangle.v2, triangle.normal] {
                sum.f32(vector.x);
                sum.f32(vector.y);
                sum.f32(vector.z);
            }
        }
        sum.finish()
    }
}

fn triangle(rng: &mut Rng) -> Triangle {
    let mut vertex = || Vector3 {
        x: rng.f32(-100.0, 100.0),
        y: rng.f32(-100.0, 100.0),
        z: rng.f32(-100.0, 100.0),
    };
    let (v0, v1, v2) = (vertex(), vertex(), vertex());
    Triangle { v0, v1, v2, normal: normal(v0, v1, v2) }
}

/// The unit normal of a triangle, or zero for a degenerate one; computed in f32 so every
/// platform that follows IEEE 754 gets the same bits.
fn normal(v0: Vector3, v1: Vector3, v2: Vector3) -> Vector3 {
    let (ax, ay, az) = (v1.x - v0.x, v1.y - v0.y, v1.z - v0.z);
    let (bx, by, bz) = (v2.x - v0.x, v2.y - v0.y, v2.z - v0.z);
    let (x, y, z) = (ay * bz - az * by, az * bx - ax * bz, ax * by - ay * bx);
    let length = (x * x + y * y + z * z).sqrt();
    if length == 0.0 {
        return Vector3 { x: 0.0, y: 0.0, z: 0.0 };
    }
    Vector3 { x: x / length, y: y / length, z: z / length }
}

/// `read` for rkyv: the same fold as [`Dataset::checksum`], through the archived view.
#[cfg(feature = "rkyv")]
mod archived {
    use super::*;
    use crate::{Checksum, ReadArchived};

    impl ReadArchived for ArchivedMesh {
        fn checksum(&self) -> u64 {
            let mut sum = Checksum::new();
            sum.len(self.triangles.len());
            for triangle in self.triangles.iter() {
                for vector in [&triangle.v0, &triangle.v1, &triangle.v2, &triangle.normal] {
                    sum.f32(vector.x.to_native());
                    sum.f32(vector.y.to_native());
                    sum.f32(vector.z.to_native());
                }
            }
            sum.finish()
        }
    }
}
