//! Its `mesh` data set through every format here (serbench's `main!`), as one value, and its schema
//! formats beside them (`codecs`).

// Its types are this workbench's: each schema format through its format crate.
serbench::main!(|| vec![rsb::mesh::mesh()], codecs = rsb_bench::FormatCrates::default());
