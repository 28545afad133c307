//! Its `log` data set through every format here (serbench's `main!`), as one value.

serbench::main!(|| vec![rsb::log::logs()]);
