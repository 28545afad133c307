//! Its `mk48` data set through every format here (serbench's `main!`), as one value.

serbench::main!(|| vec![rsb::mk48::updates()]);
