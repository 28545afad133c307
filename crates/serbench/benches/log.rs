//! serbench on the records of the built-in `log` data set, with their borrowed twin: the same
//! values `bench-cli run --dataset log` measures, whose figures methodology compares with these
//! ("serbench against bench-cli").

use datasets::{Dataset, log};

/// Names the records' borrowed twin, as a user's bench target names its type's.
struct LogTwin;

impl serbench::Twin<log::Log> for LogTwin {
    type Borrowed<'a> = log::borrowed::Log<'a>;
}

serbench::main!(borrowed LogTwin, || log::Logs::generate(log::Logs::DEFAULT_LEN).logs);
