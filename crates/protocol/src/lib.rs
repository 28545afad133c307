//! What the command line and the bench binaries agree on: the roles a binary runs in and what
//! each is asked and answers ([`spec`]), the one list of data sets ([`with_datasets!`], the
//! [`Visitor`] a format's list is walked with), a user's document ([`document`]), and the
//! constants both sides read.
//!
//! A crate of its own so that the parents (bench-cli, `runner`, `sweep`) link no measuring
//! machinery: the engine, divan and the compressors (zstd's C build among them) are the bench
//! binaries', and bench-cli builds without them (docs/methodology/timing.md, "Budgets").

pub mod document;
pub mod spec;
mod visit;

// For `with_datasets!`, whose list names the data sets' types through this crate.
#[doc(hidden)]
pub use corpora;
pub use datasets;

pub use document::{
    Document, MAX_BYTES as MAX_INPUT_BYTES, NOTE as INPUT_NOTE, YOURS, YOURS_DESCRIPTION,
    every_dataset, load as load_input,
};
pub use visit::*;

/// The compiler that built this crate (and so the bench binary or the command line it is in), for
/// a results file's meta.
pub const RUSTC: &str = env!("SERBENCH_RUSTC_VERSION");

/// The measuring crates every bench binary links (the harness and the compressors), for a results
/// file's meta; a tidy test holds each equal to Cargo.lock.
pub const MEASURING_CRATES: [(&str, &str); 3] =
    [("divan", "0.1.21"), ("lz4_flex", "0.14.0"), ("zstd", "0.14.3")];

/// The binary of the `memcpy` floors and the compressors (`engine::Floors`).
pub const FLOOR_BINARY: &str = "bench-floor";

/// Allocation counting: calls before counting (the first grows the buffers a format reuses and
/// builds its lazy state, the second finds them grown).
pub const WARM_UP_CALLS: u32 = 2;
/// Calls counted; a case's figure is their total divided by this, so a figure is a multiple of
/// a quarter.
pub const COUNTED_CALLS: u32 = 4;

/// The data sets counted at a fraction of their length, and the records counted. Their text
/// encodings take seconds per call natively (YAML decodes all of `mesh` in about 3 s), minutes
/// under callgrind, which put the whole matrix far over its 10-minute budget; per-record work
/// dominates every count, so a tenth of `mesh` and a quarter of `chunks` gate a change as well.
/// The results file records the length counted beside each count, and tables say so.
const COUNTED_RECORDS: &[(&str, usize)] = &[("mesh", 12_500), ("chunks", 16)];

/// The records `run --instructions` counts data set `dataset` at, where not its full length.
pub fn counted_records(dataset: &str) -> Option<usize> {
    COUNTED_RECORDS.iter().find(|(name, _)| *name == dataset).map(|(_, records)| *records)
}

/// The `memcpy` floor's case of every built-in data set, in order, as divan names a case
/// (`dataset/format/variant/op`, the engine's `CaseId`): what `bench-cli list --cases` prints
/// after the formats' cases.
pub fn floor_case_names() -> Vec<String> {
    use bench_support::results::{MEMCPY, Op};
    let name = |dataset: DatasetInfo| {
        format!("{}/{}/{}/{}", dataset.name, MEMCPY.0, MEMCPY.1, Op::Copy.key())
    };
    datasets().into_iter().map(name).collect()
}

/// Keeps, per compressor, the lower of each time in `measured` and `again` (the sizes are the
/// same bytes' and do not change).
pub fn keep_lowest(
    measured: &mut std::collections::BTreeMap<String, bench_support::results::Compressed>,
    again: &std::collections::BTreeMap<String, bench_support::results::Compressed>,
) {
    for (key, compressed) in measured.iter_mut() {
        if let Some(again) = again.get(key) {
            debug_assert_eq!(compressed.bytes, again.bytes, "{key}: the same bytes");
            compressed.compress_ns = compressed.compress_ns.min(again.compress_ns);
            compressed.decompress_ns = compressed.decompress_ns.min(again.decompress_ns);
        }
    }
}

/// The cross-language checks' names (`bench-cli run --peers jvm`).
pub mod interop {
    /// The wire formats checked across the border, and the file extension that tells the Java
    /// side which of its libraries reads them (`Main.INTEROP` in peers/jvm).
    pub const WIRES: [(&str, &str); 4] = [
        ("JSON", "json"),
        ("MessagePack", "msgpack"),
        ("CBOR", "cbor"),
        ("Protocol Buffers", "protobuf"),
    ];

    /// The extension of a wire format checked across the border; `None` for the others.
    pub fn extension(wire: &str) -> Option<&'static str> {
        WIRES.iter().find(|(name, _)| *name == wire).map(|(_, extension)| *extension)
    }

    /// That name of the file a Rust variant's bytes are written to, without its extension, under
    /// `interop/rust/<dataset>/`: it names the variant.
    pub fn stem(format: &str, variant: &str) -> String {
        format!("{format}~{variant}")
    }
}

/// The corrupt-input sweep's constants: the parent (`sweep`) and the child (a bench binary's
/// `Role::Sweep`) read the same.
pub mod sweep {
    /// The address-space cap of a child: far above what decoding a few records needs.
    pub const MEMORY_LIMIT_BYTES: u64 = 1 << 30;
    /// The child's first line, once it is ready: the parent's case timeouts count from here.
    pub const READY: &str = "ready";
    /// The most records of the instance a pair's inputs are mutated from.
    pub const RECORDS: usize = 3;
    /// The fixed seed of the mutations; with it the counts are the same on every run.
    pub const SEED: u64 = 0x0b57_ac1e;
    /// The mutations, in turn by case number.
    pub const MUTATIONS: [&str; 7] = [
        "truncate",
        "flip one bit",
        "flip several bits",
        "insert bytes",
        "delete bytes",
        "random bytes",
        "inflate a length",
    ];
}
