//! Its `mesh` data set through every format here (serbench's `main!`), as one value, and its schema
//! formats beside them (`codecs`).

use rsb_bench::One;
use rsb_schemas::Prost;

serbench::main!(|| vec![rsb::mesh::mesh()], codecs = (One::<Prost>::default(),));
