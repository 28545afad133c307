//! Its `log` data set through every format here (serbench's `main!`), as one value, and its schema
//! formats beside them (`codecs`).

use rsb_bench::One;
use rsb_schemas::Prost;

serbench::main!(|| vec![rsb::log::logs()], codecs = (One::<Prost>::default(),));
