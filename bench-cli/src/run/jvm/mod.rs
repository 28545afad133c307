//! `run --peers jvm`: the JVM serializers of the JMH study on the same data, measured with JMH
//! and merged into the run's results as `java/<library>` rows, and the cross-language checks
//! (docs/methodology.md, "The JVM peers").
//!
//! 1. Build `peers/jvm` with Maven into `target/jvm-peers/build` (its classpath written to a
//!    file, so the measured JVMs start without Maven).
//! 2. Export the selected data sets (`users`, `log`) as serde_json writes them, and write every
//!    cross-language Rust variant's bytes (`interop.rs`).
//! 3. One JVM (`serbench.peers.Main`): each Java library's round trip held to the exported value,
//!    its bytes written out; the Rust bytes decoded by the Java library of their wire; the Java
//!    library's bytes written for the Rust variants to decode (step 4).
//! 4. The Rust variants decode the Java bytes.
//! 5. JMH times every library that round-trips (`jmh.rs`); the bytes are sized and compressed
//!    here, as the Rust rows'.

pub(crate) mod interop;
mod jmh;

use std::{
    collections::BTreeMap,
    fs,
    io::{BufRead, BufReader},
    path::{Path, PathBuf},
    process::{Command, Stdio},
};

use anyhow::{Context, bail};
use bench_support::{
    UsageError,
    results::{Interop, JvmMeta, NotMeasured, Op, Row},
    target_dir, workspace_root,
};
use datasets::Dataset;
use protocol::spec::{Compression, Crossed, InteropSpec};
use serde::Deserialize;

use crate::selection::Selection;

/// The data sets the JVM side carries (its model has their classes).
const DATASETS: [&str; 2] = ["users", "log"];

/// Options every JVM is started with: a fixed heap, so that the collector's work does not depend
/// on how the heap grew, and the `--add-opens` fst needs on JDK 17 (it reflects into the JDK's
/// classes; the other libraries do not need them and are unaffected).
const JVM_ARGS: [&str; 9] = [
    "-Xms1g",
    "-Xmx1g",
    "--add-opens=java.base/java.lang=ALL-UNNAMED",
    "--add-opens=java.base/java.util=ALL-UNNAMED",
    "--add-opens=java.base/java.math=ALL-UNNAMED",
    "--add-opens=java.base/java.net=ALL-UNNAMED",
    "--add-opens=java.base/java.text=ALL-UNNAMED",
    "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
    "--add-opens=java.sql/java.sql=ALL-UNNAMED",
];

/// What the JVM pass adds to a run.
pub(crate) struct Outcome {
    pub(crate) rows: Vec<Row>,
    pub(crate) not_measured: Vec<NotMeasured>,
    pub(crate) meta: JvmMeta,
    /// `(dataset, format, variant)` of a Rust row, and its crossing.
    pub(crate) interop: Vec<((String, String, String), Interop)>,
}

/// The selected data sets the JVM side carries; a usage error when there are none, so that a run
/// that cannot include the peers stops before measuring anything.
pub(crate) fn datasets(selection: &Selection) -> Result<Vec<&'static str>, UsageError> {
    let carried: Vec<&'static str> =
        DATASETS.into_iter().filter(|name| selection.has_dataset(name)).collect();
    if carried.is_empty() {
        return Err(UsageError(format!(
            "--peers jvm needs a data set the JVM side carries ({}) in --dataset",
            DATASETS.join(", ")
        )));
    }
    Ok(carried)
}

/// Builds, checks and measures the JVM side, showing progress on `progress`; `rounds` is how
/// many times the run measured the Rust rows' compressors, `compress` measures files through
/// them (in the run's floors binary, as the Rust rows' bytes are), and `cross` runs the Rust side
/// of the cross-language checks in the formats' binaries.
pub(crate) fn run(
    selection: &Selection,
    quick: bool,
    rounds: u32,
    compress: &dyn Fn(Vec<PathBuf>) -> anyhow::Result<Compression>,
    cross: &dyn Fn(&InteropSpec) -> anyhow::Result<Vec<Crossed>>,
    progress: &runner::Progress,
) -> anyhow::Result<Outcome> {
    let datasets = datasets(selection)?;
    let settings = if quick { jmh::QUICK } else { jmh::FULL };
    let base = target_dir().join("jvm-peers");
    progress.set_message("building peers/jvm with Maven");
    let classpath = build(&base)?;
    let work = base.join("run");
    if work.exists() {
        fs::remove_dir_all(&work).with_context(|| format!("cannot clear {}", work.display()))?;
    }
    for dataset in &datasets {
        export(&work, dataset)?;
    }
    let spec = |write| InteropSpec {
        selection: selection.clone(),
        datasets: datasets.iter().map(|dataset| dataset.to_string()).collect(),
        directory: work.clone(),
        write,
    };
    cross(&spec(true))?;
    progress.set_message("round trips and cross-language checks in the JVM");
    let mut check = java(&classpath);
    check.arg("serbench.peers.Main").arg(&work);
    output(check, "the JVM's checks")?;
    let report: Report = serde_json::from_slice(&fs::read(work.join("java/report.json"))?)
        .context("the JVM's report is not what bench-cli expects")?;
    let from_java = cross(&spec(false))?;
    let interop = crossings(&report, &from_java);

    let mut not_measured = Vec::new();
    let failed: Vec<&RoundTrip> =
        report.round_trips.iter().filter(|check| check.failure.is_some()).collect();
    for check in &failed {
        let library = report.library(&check.library)?;
        let failure = check.failure.as_deref().unwrap_or_default();
        eprintln!("not measured: java/{} on {}: {failure}", check.library, check.dataset);
        not_measured.push(NotMeasured {
            dataset: check.dataset.clone(),
            format: library.format(),
            variant: library.variant().into(),
            op: None,
            reason: format!("round trip fails in the JVM: {failure}"),
        });
    }
    let timed: Vec<&Library> = report
        .libraries
        .iter()
        .filter(|library| !failed.iter().any(|check| check.library == library.key))
        .collect();
    let measured = measure(&classpath, &work, &datasets, &timed, settings, progress)?;

    let mut rows = Vec::new();
    let passed: Vec<&RoundTrip> =
        report.round_trips.iter().filter(|check| check.failure.is_none()).collect();
    let mut files = Vec::new();
    for check in &passed {
        let library = report.library(&check.library)?;
        files.push(work.join("java").join(&check.dataset).join(library.file_name()));
    }
    // As often as the Rust rows' (once per round), keeping each time's lowest.
    progress.set_message("compressors");
    let mut compressions = compress(files.clone())?;
    for _ in 1..rounds {
        for (kept, again) in compressions.iter_mut().zip(compress(files.clone())?) {
            protocol::keep_lowest(kept, &again);
        }
    }
    for ((check, path), compression) in passed.into_iter().zip(files).zip(compressions) {
        let library = report.library(&check.library)?;
        let bytes = fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
        let mut ops = BTreeMap::new();
        for op in [Op::Serialize, Op::Deserialize] {
            let key = (check.dataset.clone(), library.key.clone(), op.key().to_string());
            match measured.get(&key) {
                Some(stats) => {
                    ops.insert(op.key().to_string(), stats.clone());
                }
                None => not_measured.push(NotMeasured {
                    dataset: check.dataset.clone(),
                    format: library.format(),
                    variant: library.variant().into(),
                    op: Some(op.key().into()),
                    reason: "JMH reported nothing (the benchmark failed; its output says why)"
                        .into(),
                }),
            }
        }
        rows.push(Row {
            dataset: check.dataset.clone(),
            format: library.format(),
            variant: library.variant().into(),
            package: library.artifact.clone(),
            wire: library.wire.clone(),
            size_bytes: bytes.len() as u64,
            zstd_bytes: compression.get("zstd-3").map_or(0, |zstd| zstd.bytes),
            records: None,
            compression,
            language: Some("java".into()),
            interop: None,
            library: None,
            ops,
        });
    }
    let meta = JvmMeta {
        java: report.java.version.clone(),
        vm: report.java.vm.clone(),
        jmh: report.java.jmh.clone(),
        forks: settings.forks,
        warmup: settings.warmup(),
        measurement: settings.measurement(),
        jvm_args: JVM_ARGS.map(String::from).into(),
        libraries: report
            .libraries
            .iter()
            .map(|library| (library.artifact.clone(), library.version.clone()))
            .collect(),
    };
    Ok(Outcome { rows, not_measured, meta, interop })
}

/// Builds `peers/jvm` into `base/build` and returns the classpath to run it with.
fn build(base: &Path) -> anyhow::Result<String> {
    let build = base.join("build");
    let pom = workspace_root().join("peers/jvm/pom.xml");
    let mut maven = Command::new("mvn");
    maven
        .args(["-B", "-q", "-Dstyle.color=never", "package", "-DskipTests", "-f"])
        .arg(&pom)
        .arg(format!("-Djvm.build={}", build.display()));
    output(maven, "building peers/jvm with Maven")?;
    let dependencies = fs::read_to_string(build.join("classpath.txt"))
        .context("Maven wrote no classpath for peers/jvm")?;
    Ok(format!("{}:{}", build.join("classes").display(), dependencies.trim()))
}

/// `java` with the classpath and the JVM options.
fn java(classpath: &str) -> Command {
    let mut java = Command::new("java");
    java.args(JVM_ARGS).arg("-cp").arg(classpath);
    java
}

/// Runs a command to completion; a failure is one line: what failed, and the last line the
/// command printed that says why (Maven's and the JVM's errors end their output).
fn output(mut command: Command, what: &str) -> anyhow::Result<()> {
    let program = command.get_program().to_string_lossy().into_owned();
    let output = command.stdin(Stdio::null()).output().map_err(|error| {
        if error.kind() == std::io::ErrorKind::NotFound {
            anyhow::anyhow!(
                "{what}: `{program}` not found; the JVM peers need Java 17 and Maven \
                 (scripts/install-jvm installs both)"
            )
        } else {
            anyhow::Error::new(error).context(format!("{what}: cannot start `{program}`"))
        }
    })?;
    if !output.status.success() {
        let text =
            String::from_utf8_lossy(&output.stdout) + String::from_utf8_lossy(&output.stderr);
        bail!("{what} failed ({}): {}", output.status, last_error(&text));
    }
    Ok(())
}

/// The line of a tool's output that says most about a failure: Maven's first `[ERROR]` line that
/// says something (from the tag on: Maven may print terminal escapes before it), else the last
/// line that is not blank.
fn last_error(text: &str) -> String {
    let lines: Vec<&str> = text.lines().map(str::trim).filter(|line| !line.is_empty()).collect();
    let maven = lines.iter().find_map(|line| {
        let error = &line[line.find("[ERROR]")?..];
        (error.len() > "[ERROR]".len()).then_some(error)
    });
    maven.or(lines.last().copied()).unwrap_or("no output").to_string()
}

/// Writes `dataset` as serde_json encodes it to `dir/data/<dataset>.json`, where the JVM reads it.
fn export(dir: &Path, dataset: &str) -> anyhow::Result<()> {
    fn json<T: Dataset + serde::Serialize>() -> anyhow::Result<Vec<u8>> {
        Ok(serde_json::to_vec(&T::generate(T::DEFAULT_LEN))?)
    }
    let bytes = match dataset {
        "users" => json::<datasets::users::Users>()?,
        "log" => json::<datasets::log::Logs>()?,
        other => bail!("the JVM side does not carry {other}"),
    };
    bench_support::write_atomic(&dir.join("data").join(format!("{dataset}.json")), &bytes)
}

/// Runs JMH on every `timed` library and data set, advancing `progress` per benchmark.
fn measure(
    classpath: &str,
    work: &Path,
    datasets: &[&str],
    timed: &[&Library],
    settings: jmh::Settings,
    progress: &runner::Progress,
) -> anyhow::Result<jmh::Measured> {
    if timed.is_empty() {
        return Ok(jmh::Measured::new());
    }
    let results = work.join("jmh.json");
    let keys: Vec<&str> = timed.iter().map(|library| library.key.as_str()).collect();
    // JMH's forks inherit this JVM's options (`JVM_ARGS`).
    let mut command = java(classpath);
    command
        .arg("org.openjdk.jmh.Main")
        .arg("serbench.peers.Bench")
        .args(settings.args())
        .args(["-prof", "gc", "-rf", "json", "-rff"])
        .arg(&results)
        .arg("-p")
        .arg(format!("dir={}", work.display()))
        .arg("-p")
        .arg(format!("dataset={}", datasets.join(",")))
        .arg("-p")
        .arg(format!("library={}", keys.join(",")));
    progress.set_length(progress.position() + (timed.len() * datasets.len() * 2) as u64);
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .context("cannot start JMH")?;
    let stdout = child.stdout.take().context("JMH has no stdout")?;
    // JMH's whole output is kept beside its results (warm-up iterations, GC figures).
    let mut log = String::new();
    for line in BufReader::new(stdout).lines() {
        let line = line.context("cannot read JMH's output")?;
        if let Some(parameters) = line.strip_prefix("# Parameters: ") {
            progress.inc(1);
            let parameters = parameters.replace(&work.display().to_string(), "…");
            progress.set_message(format!("JMH {parameters}"));
        }
        log.push_str(&line);
        log.push('\n');
    }
    let status = child.wait().context("JMH vanished")?;
    let log_path = work.join("jmh.log");
    bench_support::write_atomic(&log_path, log.as_bytes())?;
    if !status.success() {
        bail!("JMH failed ({status}): {} (all of it: {})", last_error(&log), log_path.display());
    }
    jmh::parse(&fs::read_to_string(&results).context("JMH wrote no results")?)
}

/// The JVM's report (`serbench.peers.Main`).
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failure_is_told_by_mavens_first_error_that_says_something() {
        let maven = "\u{1b}[0m\u{1b}[0m[ERROR] Plugin x could not be resolved\n[ERROR] \n[ERROR] Re-run Maven\n";
        assert_eq!(last_error(maven), "[ERROR] Plugin x could not be resolved");
        assert_eq!(last_error("Exception in thread main\n  at Foo\n\n"), "at Foo");
        assert_eq!(last_error(""), "no output");
    }
}

#[derive(Debug, Deserialize)]
struct Report {
    java: JavaInfo,
    libraries: Vec<Library>,
    round_trips: Vec<RoundTrip>,
    interop: Vec<ToJava>,
}

impl Report {
    fn library(&self, key: &str) -> anyhow::Result<&Library> {
        self.libraries
            .iter()
            .find(|library| library.key == key)
            .with_context(|| format!("the JVM's report checks {key}, which it does not describe"))
    }
}

#[derive(Debug, Deserialize)]
struct JavaInfo {
    version: String,
    vm: String,
    jmh: String,
}

#[derive(Debug, Deserialize)]
struct Library {
    /// `label/variant`, e.g. `kryo/unregistered`.
    key: String,
    wire: String,
    artifact: String,
    version: String,
}

impl Library {
    /// The row's format: `java/<label>`.
    fn format(&self) -> String {
        format!("java/{}", self.key.split_once('/').map_or(self.key.as_str(), |(label, _)| label))
    }

    fn variant(&self) -> &str {
        self.key.split_once('/').map_or("", |(_, variant)| variant)
    }

    /// The file its bytes of a data set are written to, under `java/<dataset>/`.
    fn file_name(&self) -> String {
        format!("{}.bin", self.key.replace('/', "~"))
    }
}

#[derive(Debug, Deserialize)]
struct RoundTrip {
    dataset: String,
    library: String,
    failure: Option<String>,
}

/// A Java library decoding one Rust variant's bytes.
#[derive(Debug, Deserialize)]
struct ToJava {
    dataset: String,
    /// The Rust file's name (`protocol::interop::stem`, then the extension).
    file: String,
    java: String,
    failure: Option<String>,
}

/// Each checked Rust variant's crossing, both directions joined.
fn crossings(report: &Report, from_java: &[Crossed]) -> Vec<((String, String, String), Interop)> {
    from_java
        .iter()
        .filter_map(|from| {
            let extension = report.interop.iter().find(|to| {
                to.dataset == from.dataset
                    && to.file.rsplit_once('.').is_some_and(|(stem, _)| {
                        stem == protocol::interop::stem(&from.format, &from.variant)
                    })
            })?;
            let cell = (from.dataset.clone(), from.format.clone(), from.variant.clone());
            let interop = Interop {
                java: extension.java.clone(),
                to_java: extension.failure.clone(),
                from_java: from.failure.clone(),
            };
            Some((cell, interop))
        })
        .collect()
}
