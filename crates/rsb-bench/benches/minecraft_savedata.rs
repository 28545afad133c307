//! Its `minecraft_savedata` data set through every format here (serbench's `main!`), as one
//! value, and its schema formats beside them (`codecs`).

// Each schema format through its mapping onto its schema.
serbench::main!(
    || vec![rsb::minecraft_savedata::players()],
    codecs = rsb_bench::SchemaMappings::default()
);
