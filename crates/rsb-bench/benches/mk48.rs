//! Its `mk48` data set through every format here (serbench's `main!`), as one value, and its schema
//! formats beside them (`codecs`).

// Each schema format through its mapping onto its schema.
serbench::main!(|| vec![rsb::mk48::updates()], codecs = rsb_bench::SchemaMappings::default());
