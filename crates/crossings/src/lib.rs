//! Whether the bytes a Rust variant writes cross to other languages, and back: every variant of a
//! wire that Python, JavaScript and Go also speak (JSON, MessagePack, CBOR, Protocol Buffers,
//! TOML, YAML), on
//! every data set it carries and on the values that break crossings ([`values`]), read and
//! written by the most-used library of that wire in each language (`peers/`, pinned there and
//! installed by `scripts/install-peers`).
//!
//! 1. Each Rust variant writes each case; the wire's own reading in Rust ([`tagged::read_wire`])
//!    is compared with the value the variant was given (its shape: structs as arrays, a value the
//!    bytes lose), and the variant reads its own bytes back (its round trip).
//! 2. Each language's peer reads the Rust bytes with its library's defaults and writes what it
//!    read in the protocol's form ([`tagged`]), and writes the wire's reading with its library.
//! 3. A language's reading is compared with the wire's reading in Rust ([`compare`]); the Rust
//!    variant decodes what the language wrote, held to the original value.
//!
//! Protocol Buffers' bytes hold field numbers, not names: no reading of them says what they hold
//! without the schema. Each language reads them into the data set's message, known at run time
//! (from [`DESCRIPTORS`], or the `.proto` file where that is the library's way), and writes back
//! the message it read; the Rust variant decodes that, held to the original value. A value lost
//! on the way in shows on the way back.

pub mod compare;
pub mod tagged;
pub mod values;

use std::{
    collections::{BTreeMap, HashMap, HashSet},
    fmt::Debug,
    fs,
    path::{Path, PathBuf},
    process::Command,
};

use anyhow::{Context, bail};
use crossings_file::{Case, Cell, Language, Library, Outcome, SPEED_BASE, Shape, Speed};
use format_api::Codec;
use registry::{Dataset, Visitor};
use serde::{Deserialize, Serialize, de::DeserializeOwned};
use serde_json::{Value, json};

use crate::{
    compare::{Rules, differences},
    tagged::{Tagged, read_wire},
    values::{Document, Values},
};

/// The wires other languages read here, as the catalog names them, with their files' extension.
pub const WIRES: [(&str, &str); 6] = [
    ("JSON", "json"),
    ("MessagePack", "msgpack"),
    ("CBOR", "cbor"),
    ("Protocol Buffers", PROTOBUF),
    ("TOML", "toml"),
    ("YAML", "yaml"),
];

/// Protocol Buffers' extension in [`WIRES`]: the wire whose cases are written back.
const PROTOBUF: &str = "protobuf";

/// Each data set's message in its schema (from the workspace root), for the schema wire's cases:
/// the message the protobuf variants write (crates/proto-mapping).
const PROTOBUF_MESSAGES: [(&str, &str, &str); 9] = [
    ("users", "users.Users", "schemas/users.proto"),
    ("log", "log.Logs", "schemas/log.proto"),
    ("mesh", "mesh.Mesh", "schemas/mesh.proto"),
    ("message", "stored.StoredData", "schemas/stored.proto"),
    ("stored", "stored.StoredSet", "schemas/stored.proto"),
    ("chunks", "chunks.Chunks", "schemas/chunks.proto"),
    ("twitter", "twitter.Twitter", "schemas/corpora/twitter.proto"),
    ("citm", "citm.Citm", "schemas/corpora/citm.proto"),
    ("canada", "canada.Canada", "schemas/corpora/canada.proto"),
];

/// Every data set's schema as a `google.protobuf.FileDescriptorSet`, from the workspace root:
/// what Python's and Go's libraries read messages known at run time from (`cargo xtask codegen`
/// writes it with `protoc`).
pub const DESCRIPTORS: &str = "peers/protobuf/schemas.binpb";

/// Another language's peer: how it is started (from the workspace root), and what must exist
/// for it to start.
#[derive(Clone, Copy, Debug)]
pub struct Peer {
    /// `python`, `javascript`, `go`: the peer's report directory and the page's column.
    pub language: &'static str,
    /// The program and its first arguments; `{target}` is the cargo target directory.
    pub program: &'static [&'static str],
    /// What `scripts/install-peers` makes, whose absence means the peer is not installed.
    pub installed: &'static str,
}

pub const PEERS: [Peer; 3] = [
    Peer {
        language: "python",
        program: &["{target}/peers/python/bin/python", "peers/python/crossings.py"],
        installed: "{target}/peers/python/bin/python",
    },
    Peer {
        language: "javascript",
        program: &["node", "peers/js/crossings.mjs"],
        installed: "peers/js/node_modules",
    },
    Peer {
        language: "go",
        program: &["{target}/peers/go/crossings"],
        installed: "{target}/peers/go/crossings",
    },
];

/// What to measure, and where.
#[derive(Clone, Debug)]
pub struct Options {
    /// The peers to run.
    pub peers: Vec<Peer>,
    /// Data set names (and `values` for the breaking values); `None` for all.
    pub datasets: Option<Vec<String>>,
    /// Format names or `format/variant`; `None` for every variant of the four wires.
    pub formats: Option<Vec<String>>,
    /// At most this many records of each data set: the values that break crossings are their
    /// own cases, so a data set's part is its shape, which a few records hold.
    pub records: usize,
    /// The directory the cases and the peers' reports are written to (cleared first).
    pub work: PathBuf,
    /// The cargo target directory, where the peers are installed.
    pub target: PathBuf,
    /// Also time each language's library on each data set's case that it reads.
    pub speeds: bool,
}

/// The study's findings: each language's libraries, each case's shape, each cell.
#[derive(Debug)]
pub struct Findings {
    pub languages: Vec<Language>,
    /// Each data set's records in its cases.
    pub records: BTreeMap<String, usize>,
    pub shapes: Vec<Shape>,
    pub cells: Vec<Cell>,
    pub speeds: Vec<Speed>,
}

/// Runs the study: writes the cases, runs each peer on them (`progress` told which), reads back.
pub fn run(options: &Options, progress: &mut dyn FnMut(&str)) -> anyhow::Result<Findings> {
    for peer in &options.peers {
        let installed = expand(peer.installed, &options.target);
        if !Path::new(&installed).exists() {
            bail!(
                "the {} peer is not installed ({installed} is missing): run scripts/install-peers",
                peer.language
            );
        }
    }
    if options.work.exists() {
        fs::remove_dir_all(&options.work)
            .with_context(|| format!("cannot clear {}", options.work.display()))?;
    }
    let mut study = Study {
        options,
        reports: Vec::new(),
        canonical: HashMap::new(),
        records: BTreeMap::new(),
        shapes: Vec::new(),
        cases: Vec::new(),
        listed: HashSet::new(),
        cells: Vec::new(),
        speeds: Vec::new(),
        base_bytes: HashMap::new(),
        same_as_base: HashSet::new(),
        error: None,
    };
    progress("writing every variant's bytes of every case");
    study.walk()?;
    let mut cases = json!({ "cases": study.cases });
    if study.cases.iter().any(|case| case["wire"] == PROTOBUF) {
        let descriptors = bench_support::workspace_root().join(DESCRIPTORS);
        let bytes = fs::read(&descriptors)
            .with_context(|| format!("cannot read {}", descriptors.display()))?;
        bench_support::write_atomic(&options.work.join("descriptors.binpb"), &bytes)?;
        cases["descriptors"] = "descriptors.binpb".into();
    }
    bench_support::write_atomic(&options.work.join("cases.json"), &serde_json::to_vec(&cases)?)?;
    for peer in &options.peers {
        progress(&format!("{}: reading and writing {} cases", peer.language, study.cases.len()));
        study.reports.push(run_peer(peer, options)?);
    }
    progress("reading back what each language wrote");
    study.walk()?;
    let languages = study
        .reports
        .iter()
        .map(|report| Language {
            language: report.language.clone(),
            runtime: report.runtime.clone(),
            libraries: report.libraries.clone(),
            timing: report.timing.clone(),
        })
        .collect();
    let records =
        study.records.iter().map(|(name, records)| ((*name).to_string(), *records)).collect();
    Ok(Findings {
        languages,
        records,
        shapes: study.shapes,
        cells: study.cells,
        speeds: study.speeds,
    })
}

/// A peer's path with the target directory in it, from the workspace root; a bare program name
/// (`node`) as it is, for the `PATH` to find.
fn expand(text: &str, target: &Path) -> String {
    let text = text.replace("{target}", &target.to_string_lossy());
    match text.contains('/') {
        true => bench_support::workspace_root().join(text).to_string_lossy().into_owned(),
        false => text,
    }
}

/// A peer's report (peers/README.md).
#[derive(Debug, Deserialize)]
struct Report {
    language: String,
    runtime: String,
    libraries: BTreeMap<String, Library>,
    /// How it timed, where it was asked to.
    #[serde(default)]
    timing: Option<String>,
    cases: HashMap<String, PeerCase>,
}

#[derive(Debug, Deserialize)]
struct PeerCase {
    /// The file of its reading, in its directory.
    read: Option<String>,
    read_error: Option<String>,
    wrote: Option<String>,
    write_error: Option<String>,
    /// Its times, where the case was to be timed and was read (and written).
    #[serde(default)]
    read_ns: Option<f64>,
    #[serde(default)]
    write_ns: Option<f64>,
}

fn run_peer(peer: &Peer, options: &Options) -> anyhow::Result<Report> {
    let root = bench_support::workspace_root();
    let program = expand(peer.program[0], &options.target);
    let mut command = Command::new(&program);
    command.current_dir(&root);
    for argument in &peer.program[1..] {
        command.arg(expand(argument, &options.target));
    }
    command.arg(&options.work);
    let output = command.output().with_context(|| format!("cannot start {program}"))?;
    if !output.status.success() {
        bail!(
            "the {} peer failed ({}): {}",
            peer.language,
            output.status,
            String::from_utf8_lossy(&output.stderr).lines().next().unwrap_or("no message")
        );
    }
    let path = options.work.join(peer.language).join("report.json");
    let text = fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
    serde_json::from_slice(&text)
        .with_context(|| format!("{} is not a peer's report", path.display()))
}

/// The walk over the cases, made twice: to write them, and once the peers have run, to read.
struct Study<'a> {
    options: &'a Options,
    /// Empty on the first walk.
    reports: Vec<Report>,
    /// Each data set as serde_json writes it, read as the wire holds it: the value every
    /// variant's bytes are held to.
    canonical: HashMap<&'static str, Tagged>,
    /// How many records of each data set the cases hold.
    records: BTreeMap<&'static str, usize>,
    shapes: Vec<Shape>,
    /// The cases for the peers (`cases.json`), and their ids.
    cases: Vec<Value>,
    listed: HashSet<String>,
    cells: Vec<Cell>,
    speeds: Vec<Speed>,
    /// Each data set's bytes of the speeds' base (serde_json's), and the cases whose bytes are
    /// the same: their times against the base are the timing's own noise.
    base_bytes: HashMap<String, Vec<u8>>,
    same_as_base: HashSet<String>,
    /// An I/O failure, which stops the walk.
    error: Option<anyhow::Error>,
}

impl Study<'_> {
    fn walk(&mut self) -> anyhow::Result<()> {
        registry::visit_formats(self);
        if self.selects_dataset("values") {
            values::visit(self);
        }
        self.error.take().map_or(Ok(()), Err)
    }

    fn selects_dataset(&self, name: &str) -> bool {
        self.options
            .datasets
            .as_ref()
            .is_none_or(|names| names.iter().any(|selected| selected == name))
    }

    fn selects_format(&self, name: &str, variant: &str) -> bool {
        self.options.formats.as_ref().is_none_or(|names| {
            names
                .iter()
                .any(|selected| *selected == name || *selected == format!("{name}/{variant}"))
        })
    }

    /// One case of variant `F`: `original` written, or the peers' findings read back.
    fn case<F, T>(&mut self, case: Case, original: &T, given: &dyn Fn() -> Option<Tagged>)
    where
        F: Codec<T>,
        T: PartialEq + Debug,
    {
        let descriptor = F::DESCRIPTOR;
        let Some((_, wire)) = WIRES.iter().find(|(name, _)| *name == descriptor.wire) else {
            return;
        };
        if self.error.is_some() || !self.selects_format(descriptor.name, descriptor.variant) {
            return;
        }
        let id = match &case {
            Case::Dataset(name) => format!("{name}.{}.{}", descriptor.name, descriptor.variant),
            Case::Value(name) => format!(
                "value-{}.{}.{}",
                // One name to one file name: `+infinity` and `-infinity` apart.
                name.chars()
                    .map(|c| match c.is_ascii_alphanumeric() {
                        true => c.to_string(),
                        false => format!("_{:x}", u32::from(c)),
                    })
                    .collect::<String>(),
                descriptor.name,
                descriptor.variant
            ),
        };
        let result = if self.reports.is_empty() {
            self.write::<F, T>(&id, case, wire, original, given)
        } else {
            self.read::<F, T>(&id, case, wire, original)
        };
        if let Err(error) = result {
            self.error = Some(error.context(format!("case {id}")));
        }
    }

    fn write<F, T>(
        &mut self,
        id: &str,
        case: Case,
        wire: &'static str,
        original: &T,
        given: &dyn Fn() -> Option<Tagged>,
    ) -> anyhow::Result<()>
    where
        F: Codec<T>,
        T: PartialEq + Debug,
    {
        let descriptor = F::DESCRIPTOR;
        let mut format = F::default();
        let mut out = Vec::new();
        let bytes = match format.encode(original, &mut out) {
            Ok(bytes) => bytes.to_vec(),
            Err(error) => {
                // Not a case: the variant cannot write the value at all.
                self.shapes.push(Shape {
                    case,
                    format: descriptor.name.into(),
                    variant: descriptor.variant.into(),
                    wire: wire.into(),
                    differences: Vec::new(),
                    round_trip: Some(format!("cannot encode: {error}")),
                });
                return Ok(());
            }
        };
        let round_trip = match format.decode(&bytes) {
            Ok(decoded) => first_difference(original, &decoded),
            Err(error) => Some(format!("cannot decode its own bytes: {error}")),
        };
        // The schema wire has no reading without its schema: its cases are written back.
        let reading = (wire != PROTOBUF).then(|| read_wire(wire, &bytes));
        let differences = match (&reading, given()) {
            (Some(Ok(reading)), Some(given)) => differences(&given, reading, Rules::Shape),
            (Some(Err(error)), _) => vec![crossings_file::Difference {
                kind: format!("not {wire} the wire's own reading in Rust reads"),
                first: one_line(&format!("{error:#}")),
                count: 1,
            }],
            _ => Vec::new(),
        };
        self.shapes.push(Shape {
            case: case.clone(),
            format: descriptor.name.into(),
            variant: descriptor.variant.into(),
            wire: wire.into(),
            differences,
            round_trip,
        });
        // No language is asked about a case the variant cannot carry itself.
        let round_trips = self.shapes.last().is_some_and(|shape| shape.round_trip.is_none());
        if !round_trips || reading.as_ref().is_some_and(Result::is_err) {
            return Ok(());
        }
        if let Case::Dataset(dataset) = &case {
            if (descriptor.name, descriptor.variant) == SPEED_BASE {
                self.base_bytes.insert(dataset.clone(), bytes.to_vec());
            } else if self.base_bytes.get(dataset).is_some_and(|base| base[..] == bytes[..]) {
                self.same_as_base.insert(id.to_string());
            }
        }
        let work = &self.options.work;
        bench_support::write_atomic(&work.join(format!("rust/{id}.{wire}")), &bytes)?;
        let mut entry = json!({ "id": id, "wire": wire, "bytes": format!("rust/{id}.{wire}") });
        // The breaking values are a value each: what a library takes for one says nothing of
        // the cost of a message.
        if self.options.speeds && matches!(case, Case::Dataset(_)) {
            entry["time"] = true.into();
        }
        match reading {
            Some(reading) => {
                let value = serde_json::to_vec(&reading?.to_json())?;
                bench_support::write_atomic(&work.join(format!("values/{id}.json")), &value)?;
                entry["value"] = format!("values/{id}.json").into();
            }
            // The schema wire: the message to read the bytes into.
            None => {
                let (message, schema) = protobuf_message(&case)?;
                let schema = bench_support::workspace_root().join(schema);
                let schema = schema.to_str().context("the workspace's path is not UTF-8")?;
                entry["message"] = message.into();
                entry["schema"] = schema.into();
            }
        }
        self.cases.push(entry);
        self.listed.insert(id.to_string());
        Ok(())
    }

    fn read<F, T>(
        &mut self,
        id: &str,
        case: Case,
        wire: &'static str,
        original: &T,
    ) -> anyhow::Result<()>
    where
        F: Codec<T>,
        T: PartialEq + Debug,
    {
        // The cases the first walk wrote, each with the wire's reading in Rust (read again here:
        // the study holds one case at a time).
        if !self.listed.contains(id) {
            return Ok(());
        }
        let reading = match wire {
            PROTOBUF => None,
            _ => Some(Tagged::from_json(&read_json(
                &self.options.work.join(format!("values/{id}.json")),
            )?)?),
        };
        let descriptor = F::DESCRIPTOR;
        for report in &self.reports {
            let found = report
                .cases
                .get(id)
                .with_context(|| format!("the {} peer's report lacks the case", report.language))?;
            let read = match (&found.read, &found.read_error, &reading) {
                (_, Some(error), _) => Outcome::Fails { error: error.clone() },
                // Read into the message: what it read is held to the original on the way back.
                (_, None, None) => Outcome::Crosses,
                (Some(file), None, Some(reading)) => {
                    let path = self.options.work.join(&report.language).join(file);
                    let value = read_json(&path)
                        .and_then(|value| Tagged::from_json(&value))
                        .with_context(|| format!("the {} peer's reading", report.language))?;
                    outcome(differences(reading, &value, Rules::Strict))
                }
                (None, None, Some(_)) => {
                    bail!("the {} peer neither read nor failed", report.language)
                }
            };
            let write = match (&found.wrote, &found.write_error) {
                (_, Some(error)) => Outcome::Fails { error: error.clone() },
                (Some(file), None) => {
                    let path = self.options.work.join(&report.language).join(file);
                    let bytes = fs::read(&path)
                        .with_context(|| format!("cannot read {}", path.display()))?;
                    match F::default().decode(&bytes) {
                        Ok(decoded) => match first_difference(original, &decoded) {
                            None => Outcome::Crosses,
                            Some(difference) => Outcome::Loses {
                                differences: vec![crossings_file::Difference {
                                    kind: match wire {
                                        PROTOBUF => "written back as another value",
                                        _ => "read as another value",
                                    }
                                    .into(),
                                    first: difference,
                                    count: 1,
                                }],
                            },
                        },
                        Err(error) => Outcome::Fails { error: one_line(&error.to_string()) },
                    }
                }
                (None, None) => bail!("the {} peer neither wrote nor failed", report.language),
            };
            // A time of a reading that failed is not a reading's.
            if let (Case::Dataset(dataset), Some(read_ns), None) =
                (&case, found.read_ns, &found.read_error)
            {
                self.speeds.push(Speed {
                    dataset: dataset.clone(),
                    format: descriptor.name.into(),
                    variant: descriptor.variant.into(),
                    wire: wire.into(),
                    language: report.language.clone(),
                    read_ns,
                    write_ns: found.write_ns,
                    same_bytes_as_base: self.same_as_base.contains(id),
                });
            }
            self.cells.push(Cell {
                case: case.clone(),
                format: descriptor.name.into(),
                variant: descriptor.variant.into(),
                wire: wire.into(),
                language: report.language.clone(),
                read,
                write,
            });
        }
        Ok(())
    }
}

/// A data set case's message and schema in [`PROTOBUF_MESSAGES`].
fn protobuf_message(case: &Case) -> anyhow::Result<(&'static str, &'static str)> {
    let Case::Dataset(name) = case else { bail!("a protobuf case is a data set's") };
    PROTOBUF_MESSAGES
        .iter()
        .find(|(dataset, ..)| dataset == name)
        .map(|(_, message, schema)| (*message, *schema))
        .with_context(|| format!("no message of data set `{name}` in PROTOBUF_MESSAGES"))
}

fn read_json(path: &Path) -> anyhow::Result<Value> {
    let text = fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    serde_json::from_slice(&text).with_context(|| format!("{} is not JSON", path.display()))
}

fn outcome(differences: Vec<crossings_file::Difference>) -> Outcome {
    if differences.is_empty() { Outcome::Crosses } else { Outcome::Loses { differences } }
}

fn one_line(text: &str) -> String {
    let line = text.lines().next().unwrap_or_default().trim();
    if line.chars().count() > 300 {
        line.chars().take(300).collect::<String>() + "…"
    } else {
        line.into()
    }
}

/// `None` when the values are the same (their `Debug` renderings, which show NaN as NaN and -0.0
/// as -0.0, where `==` would not); else the first line where they differ.
fn first_difference<T: PartialEq + Debug>(expected: &T, found: &T) -> Option<String> {
    if expected == found {
        return None;
    }
    let (expected, found) = (format!("{expected:#?}"), format!("{found:#?}"));
    if expected == found {
        return None;
    }
    let mut lines = expected.lines().zip(found.lines());
    Some(match lines.find(|(left, right)| left != right) {
        Some((left, right)) => format!("`{}` read as `{}`", left.trim(), right.trim()),
        None => "the values differ in length".into(),
    })
}

impl Visitor for Study<'_> {
    fn codec<F: Codec<T>, T: Dataset>(&mut self) {
        let descriptor = F::DESCRIPTOR;
        let canonical = descriptor.name == "serde_json" && descriptor.variant == "serde";
        let crosses = WIRES.iter().any(|(wire, _)| *wire == descriptor.wire)
            && self.selects_format(descriptor.name, descriptor.variant);
        if !self.selects_dataset(T::NAME) || !(crosses || canonical) {
            return;
        }
        // serde_json is visited first: its JSON of the data set is the value every variant is
        // held to, and its length decides how many records every variant writes.
        if canonical && !self.canonical.contains_key(T::NAME) {
            match canonical_of::<F, T>(self.options.records) {
                Ok((records, reading)) => {
                    self.records.insert(T::NAME, records);
                    self.canonical.insert(T::NAME, reading);
                }
                Err(error) => self.error = Some(error.context(format!("serde_json's {}", T::NAME))),
            }
        }
        let records = self.records.get(T::NAME).copied().unwrap_or(self.options.records);
        let original = T::generate(records.min(T::DEFAULT_LEN));
        let canonical = self.canonical.get(T::NAME).cloned();
        self.case::<F, T>(Case::Dataset(T::NAME.into()), &original, &|| canonical.clone());
    }
}

/// The most JSON a data set's case may be: a record of some data sets is large (a chunk holds
/// 64 KiB of blocks, a quarter of a megabyte as JSON's integers), and its shape is in one.
pub const MAX_JSON_BYTES: usize = 256 * 1024;

/// How many records of `T` (at most `records`, halved until serde_json (`F`) writes at most
/// [`MAX_JSON_BYTES`], one at least), and that JSON read as the wire holds it.
fn canonical_of<F: Codec<T>, T: Dataset>(records: usize) -> anyhow::Result<(usize, Tagged)> {
    let mut records = records.min(T::DEFAULT_LEN).max(1);
    loop {
        let (mut format, mut out) = (F::default(), Vec::new());
        let bytes = format.encode(&T::generate(records), &mut out)?;
        if bytes.len() <= MAX_JSON_BYTES || records == 1 {
            return Ok((records, read_wire("json", bytes)?));
        }
        records /= 2;
    }
}

impl Values for Study<'_> {
    fn value<V>(&mut self, name: &'static str, value: V, expected: Tagged)
    where
        V: Serialize + DeserializeOwned + Debug + Clone + PartialEq + 'static,
    {
        let document = Document { value };
        let given = || Some(Tagged::fields([("value", expected.clone())]));
        let case = || Case::Value(name.into());
        // The serde variants of the wires read without a schema: the natives would need their
        // derives on each value's type.
        self.case::<fmt_serde_json::SerdeJson, _>(case(), &document, &given);
        self.case::<fmt_simd_json::SimdJson, _>(case(), &document, &given);
        self.case::<fmt_flexon::Flexon, _>(case(), &document, &given);
        self.case::<fmt_rmp_serde::RmpSerde, _>(case(), &document, &given);
        self.case::<fmt_ciborium::Ciborium, _>(case(), &document, &given);
        self.case::<fmt_cbor4ii::Cbor4ii, _>(case(), &document, &given);
        self.case::<fmt_toml::Toml, _>(case(), &document, &given);
        self.case::<fmt_toml::TomlBuffer, _>(case(), &document, &given);
        self.case::<fmt_serde_saphyr::SerdeSaphyr, _>(case(), &document, &given);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The data sets the protobuf variants write, as the registry visits them.
    struct ProtobufDatasets(HashSet<&'static str>);

    impl Visitor for ProtobufDatasets {
        fn codec<F: Codec<T>, T: Dataset>(&mut self) {
            if F::DESCRIPTOR.wire == "Protocol Buffers" {
                self.0.insert(T::NAME);
            }
        }
    }

    #[test]
    fn every_protobuf_data_set_has_its_message_in_its_schema() {
        let mut visited = ProtobufDatasets(HashSet::new());
        registry::visit_formats(&mut visited);
        assert!(!visited.0.is_empty(), "the registry has no protobuf variant");
        for dataset in &visited.0 {
            let (message, schema) = protobuf_message(&Case::Dataset((*dataset).into())).unwrap();
            let text = fs::read_to_string(bench_support::workspace_root().join(schema)).unwrap();
            let (package, name) = message.split_once('.').unwrap();
            assert!(text.contains(&format!("\npackage {package};")), "{schema}: {package}");
            assert!(text.contains(&format!("\nmessage {name} {{")), "{schema}: {name}");
        }
    }
}
