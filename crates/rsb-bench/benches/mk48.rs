//! Its `mk48` data set through every format here (serbench's `main!`), as one value, and its schema
//! formats beside them (`codecs`).

use rsb_bench::One;
use rsb_protobuf4::Protobuf4;
use rsb_schemas::{Buffa, Capnp, FlatBuffers, Prost, Protobuf};

// Each schema format through its mapping onto its schema (`rsb-schemas`).
serbench::main!(
    || vec![rsb::mk48::updates()],
    codecs = (One::<Buffa>::default(), One::<Prost>::default(), One::<Protobuf>::default(),)
);
