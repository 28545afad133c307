//! `mesh`: 125,000 triangles of `f32`s, one flat array of numbers.

use rand::Rng;

use crate::generate::{Generate, vec};

/// How many triangles it generates.
pub const TRIANGLES: usize = 125_000;

// Its types are this workbench's `mesh` types, field for field, so every format here carries
// them as it carries ours: its schema formats through their format crates' mappings.
pub use datasets::mesh::{Mesh, Triangle, Vector3};

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
