//! Its `log` data set through every format here (serbench's `main!`), as one value, and its schema
//! formats beside them (`codecs`).

use rsb_bench::One;

// Its types are this workbench's: each schema format through its format crate.
serbench::main!(
    || vec![rsb::log::logs()],
    codecs = (
        One::<fmt_buffa::Buffa>::default(),
        One::<fmt_capnp::Unpacked>::default(),
        One::<fmt_flatbuffers::FlatBuffers>::default(),
        One::<fmt_prost::Prost>::default(),
        One::<fmt_protobuf::Protobuf>::default(),
        One::<fmt_protobuf4::Protobuf4>::default(),
    )
);
