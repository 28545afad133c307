//! `mesh`: 125,000 triangles of `f32`s, one flat array of numbers.

use rand::Rng;

use crate::generate::{Generate, vec};

/// How many triangles it generates.
pub const TRIANGLES: usize = 125_000;

datasets::model! {
    #[derive(Copy)]
    pub struct Vector3 {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub x: f32,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub y: f32,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub z: f32,
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

    pub struct Mesh {
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub triangles: Vec<Triangle>,
    }
}

/// The data set, as it generates it.
pub fn mesh() -> Mesh {
    Mesh { triangles: vec(&mut crate::rng(), TRIANGLES..TRIANGLES + 1) }
}

impl Generate for Vector3 {
    fn generate<R: Rng>(rng: &mut R) -> Self {
        Vector3 { x: rng.r#gen(), y: rng.r#gen(), z: rng.r#gen() }
    }
}

impl Generate for Triangle {
    fn generate<R: Rng>(rng: &mut R) -> Self {
        Triangle {
            v0: Vector3::generate(rng),
            v1: Vector3::generate(rng),
            v2: Vector3::generate(rng),
            normal: Vector3::generate(rng),
        }
    }
}
