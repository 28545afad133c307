//! Its `minecraft_savedata` data set through every format here (serbench's `main!`), as one value.

serbench::main!(|| vec![rsb::minecraft_savedata::players()]);
