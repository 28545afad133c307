//! Its `minecraft_savedata` data set through every format here (serbench's `main!`), as one
//! value, and its schema formats beside them (`codecs`).

use rsb_bench::One;
use rsb_schemas::Prost;

serbench::main!(|| vec![rsb::minecraft_savedata::players()], codecs = (One::<Prost>::default(),));
