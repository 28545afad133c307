//! `bench-cli stability`: a library's wire across its releases. The releases come from the
//! crates.io index (yanked and pre-releases left out): the newest of each minor line published in
//! the two years before the day, the newest of every major (semver's: `0.6` is one), and the
//! oldest release of the two years. Each is built as `run --with NAME@VERSION` builds it, its
//! checking binaries alone (its bytes and round trips; nothing is timed), and writes every data
//! set of the library's variants; the release the workspace pins then decodes those bytes
//! (what stored data meets after an upgrade), and the release decodes the pin's (a rollback).
//! One file per library, `<out>/<library>.json`: a library is one job of the pages workflow, and
//! the jobs' files merge by sharing a directory. A release the format crate does not compile
//! against is a row saying so, and the library goes on.

use std::{collections::BTreeMap, path::PathBuf, time::Instant};

use anyhow::{Context, bail};
use bench_support::{
    UsageError,
    stability::{self, Cell, Chosen, Reading, Release, Stability},
    target_dir, write_json,
};
use cargo_files::semver::Version;
use protocol::spec::{CaseSource, DecodeSpec, Decoded, PrepareSpec, Prepared, Role, Selection};

use super::{
    binaries::Wanted,
    index::{self, Entry},
    with::{self, Built, Source, With},
};
use crate::table::Style;

/// The profile the checking binaries are built with: the workspace's `dev`, whose dependencies
/// are optimised a little, is the quickest build, and nothing measured here depends on code
/// generation.
const PROFILE: &str = "dev";

/// How far back "recent" reaches, in years before the day.
const YEARS: i32 = 2;

/// What the user asked for.
#[derive(Debug)]
pub(crate) struct Options {
    pub(crate) library: String,
    /// Where the library's file goes.
    pub(crate) out: PathBuf,
    /// Print the releases that would be read, and why, and stop.
    pub(crate) list: bool,
    /// Read nothing: print the file `out` holds.
    pub(crate) report: bool,
    /// Print the pages workflow's job matrix (one job per library, as JSON), and stop.
    pub(crate) matrix: bool,
}

/// `target/stability`, the default `--out`.
pub(crate) fn default_out() -> PathBuf {
    target_dir().join("stability")
}

/// Builds and reads the library's chosen releases, writing its file after each one; `all`, every
/// library's, one after another (one that fails is named at the end, and the others go on).
pub(crate) fn run(options: &Options) -> anyhow::Result<()> {
    if options.matrix {
        let jobs: Vec<serde_json::Value> = publish::stability::libraries()
            .into_iter()
            .map(|library| serde_json::json!({ "library": library }))
            .collect();
        println!("{}", serde_json::Value::Array(jobs));
        return Ok(());
    }
    if options.library != "all" {
        return run_one(options);
    }
    let mut failed = Vec::new();
    for library in publish::stability::libraries() {
        let one = Options {
            library: library.to_string(),
            out: options.out.clone(),
            list: options.list,
            report: options.report,
            matrix: false,
        };
        if let Err(error) = run_one(&one) {
            eprintln!("stability: {library}: {error:#}");
            failed.push(library);
        }
    }
    if !failed.is_empty() {
        bail!("stability: not read: {}", failed.join(", "));
    }
    Ok(())
}

fn run_one(options: &Options) -> anyhow::Result<()> {
    let library = &options.library;
    let path = stability::path(&options.out, library);
    if options.report {
        let stability = stability::load(&path)?;
        print!("{}", publish::stability::table(&stability, Style::Terminal));
        return Ok(());
    }
    let pinned = with::pinned(library)?;
    let day = bench_support::utc_timestamp(std::time::SystemTime::now(), ':')[..10].to_string();
    if let Some(pin) = pinned.iter().find(|pin| !pin.pre.is_empty()) {
        // protobuf 4 (`4.35.1-release`): semver, and cargo's requirements, read every one of its
        // releases as a pre-release, so there is no release line to choose from or to build.
        let stability = Stability {
            not_read: Some(format!(
                "its releases are versioned like {pin}, which semver and cargo read as \
                 pre-releases: no line of releases to choose from"
            )),
            ..empty(library, &pinned, &day)
        };
        write_json(&stability, [path.as_path()])?;
        eprintln!("stability: {library}: {}", stability.not_read.unwrap_or_default());
        return Ok(());
    }
    let published = index::published(library)?;
    let chosen = choose(published.clone(), &pinned, &day)?;
    if options.list {
        for (entry, why) in &chosen {
            let why: Vec<String> = why.iter().map(|chosen| format!("{chosen:?}")).collect();
            println!("{} ({})", entry.version, why.join(", "));
        }
        return Ok(());
    }
    let started = Instant::now();
    let scratch = target_dir().join("stability-scratch").join(std::process::id().to_string());
    let result = read_releases(options, &pinned, &day, (chosen, &published), &scratch, started);
    let _ = std::fs::remove_dir_all(&scratch);
    let stability = result?;
    eprintln!(
        "stability: {} release(s) of {library} read in {:.1} min; written to {}",
        stability.releases.len(),
        started.elapsed().as_secs_f64() / 60.0,
        path.display()
    );
    print!("{}", publish::stability::table(&stability, Style::Terminal));
    Ok(())
}

/// One pin's checking binaries and the encodings they wrote.
struct Side {
    built: Built,
    encodings: PathBuf,
}

fn read_releases(
    options: &Options,
    pinned: &[Version],
    day: &str,
    (chosen, published): (Vec<(Entry, Vec<Chosen>)>, &[Entry]),
    scratch: &std::path::Path,
    started: Instant,
) -> anyhow::Result<Stability> {
    let library = &options.library;
    let selection = Selection { formats: Some(vec![library.clone()]), datasets: None };
    let mut stability = empty(library, pinned, day);
    let mut pins = BTreeMap::new();
    for pin in pinned {
        eprintln!("stability: {library}@{pin}, the pin");
        let with = With { library: library.clone(), source: Source::Release(pin.to_string()) };
        let built = with::build(&[with], PROFILE, Wanted::Checking)?;
        let encodings = scratch.join(pin.to_string());
        prepare(&built, &selection, &encodings)
            .with_context(|| format!("{library}@{pin}, the pin, writing its bytes"))?;
        pins.insert(pin.clone(), Side { built, encodings });
    }
    let total = chosen.len();
    let versions: Vec<String> = chosen.iter().map(|(entry, _)| entry.version.clone()).collect();
    for (number, (entry, why)) in chosen.into_iter().enumerate() {
        eprintln!(
            "stability: {library}@{} ({} of {total}, {:.1} min so far)",
            entry.version,
            number + 1,
            started.elapsed().as_secs_f64() / 60.0
        );
        let version = Version::parse(&entry.version)?;
        let reader = reader(pinned, &version);
        let pin = &pins[reader];
        let first = why.contains(&Chosen::FirstOfPinsMajor);
        let release = read_release(library, &selection, entry, why, reader, pin, scratch);
        let failed = release.failure.is_some();
        if let Some(failure) = &release.failure {
            eprintln!("stability: {library}@{} is listed as not read: {failure}", release.version);
        }
        stability.releases.push(release);
        // The first release of the pin's major that the format crate does not build on (an API
        // it calls came later): the next ones, until one builds, are the oldest bytes it reads.
        if first && failed {
            for next in later_in_major(published, reader, &version, &versions) {
                eprintln!("stability: {library}@{}, the next of the pin's major", next.version);
                let why = vec![Chosen::OldestBuiltOfPinsMajor];
                let release = read_release(library, &selection, next, why, reader, pin, scratch);
                if release.failure.is_none() {
                    stability.releases.push(release);
                    break;
                }
            }
        }
        stability.seconds = started.elapsed().as_secs_f64();
        write_json(&stability, [stability::path(&options.out, library).as_path()])?;
    }
    stability.releases.sort_by_key(|release| Version::parse(&release.version).ok());
    stability.seconds = started.elapsed().as_secs_f64();
    write_json(&stability, [stability::path(&options.out, library).as_path()])?;
    Ok(stability)
}

/// The releases after `first` that are semver-compatible with `pin`, oldest first (none yanked
/// or a pre-release), up to the next that is `chosen` or the pin: those are read anyway.
fn later_in_major(
    published: &[Entry],
    pin: &Version,
    first: &Version,
    chosen: &[String],
) -> Vec<Entry> {
    let mut later: Vec<(Version, Entry)> = published
        .iter()
        .filter(|entry| entry.is_release())
        .filter_map(|entry| Some((Version::parse(&entry.version).ok()?, entry.clone())))
        .filter(|(version, _)| version > first && version < pin && with::compatible(pin, version))
        .collect();
    later.sort_by(|(a, _), (b, _)| a.cmp(b));
    later
        .into_iter()
        .map(|(_, entry)| entry)
        .take_while(|entry| !chosen.contains(&entry.version))
        .collect()
}

/// A library's file before any release is read.
fn empty(library: &str, pinned: &[Version], day: &str) -> Stability {
    Stability {
        schema: stability::SCHEMA,
        library: library.into(),
        pinned: pinned.iter().map(ToString::to_string).collect(),
        day: day.into(),
        commit: bench_support::git_commit(),
        rustc: protocol::RUSTC.to_string(),
        profile: PROFILE.into(),
        seconds: 0.0,
        not_read: None,
        releases: Vec::new(),
    }
}

/// The pin that reads `version`: the one it is semver-compatible with, else the newest.
fn reader<'a>(pinned: &'a [Version], version: &Version) -> &'a Version {
    with::compatible_pin(pinned, version)
        .or_else(|| pinned.iter().max())
        .expect("a library of the matrix has a pin")
}

/// One release built, made to write its bytes, and read both ways against `pin`; a release that
/// does not build or round-trip is one with its failure.
fn read_release(
    library: &str,
    selection: &Selection,
    entry: Entry,
    chosen: Vec<Chosen>,
    reader: &Version,
    pin: &Side,
    scratch: &std::path::Path,
) -> Release {
    let mut release = Release {
        version: entry.version.clone(),
        published: entry.published,
        chosen,
        reader: reader.to_string(),
        failure: None,
        build_seconds: 0.0,
        cells: Vec::new(),
    };
    let with = With { library: library.into(), source: Source::Release(entry.version.clone()) };
    let building = Instant::now();
    let built = with::build(&[with], PROFILE, Wanted::Checking);
    release.build_seconds = building.elapsed().as_secs_f64();
    let built = match built {
        Ok(built) => built,
        Err(error) => {
            release.failure = Some(one_line(&error));
            return release;
        }
    };
    let encodings = scratch.join(&entry.version);
    let read = || -> anyhow::Result<Vec<Cell>> {
        prepare(&built, selection, &encodings).context("its own round trip")?;
        let pin_reads = decode(&pin.built, selection, &encodings)?;
        let release_reads = decode(&built, selection, &pin.encodings)?;
        Ok(cells(&pin_reads, &release_reads))
    };
    match read() {
        Ok(cells) => release.cells = cells,
        Err(error) => release.failure = Some(one_line(&error)),
    }
    // The release's copies of its binaries are not needed once read.
    if let Some(kept) = built.binaries.values().next().and_then(|path| path.parent()) {
        let _ = std::fs::remove_dir_all(kept);
    }
    release
}

/// Has each checking binary of `built` check its pairs and write their bytes to `encodings`.
fn prepare(
    built: &Built,
    selection: &Selection,
    encodings: &std::path::Path,
) -> anyhow::Result<()> {
    for path in built.binaries.values() {
        let spec = PrepareSpec {
            selection: selection.clone(),
            records: None,
            encodings: encodings.to_path_buf(),
            source: CaseSource::default(),
        };
        runner::answer::<Prepared>(path, &Role::Prepare(spec))?;
    }
    Ok(())
}

/// Has each checking binary of `reader` decode the bytes in `encodings`.
fn decode(
    reader: &Built,
    selection: &Selection,
    encodings: &std::path::Path,
) -> anyhow::Result<Vec<Decoded>> {
    let mut decoded = Vec::new();
    for path in reader.binaries.values() {
        let spec = DecodeSpec { selection: selection.clone(), encodings: encodings.to_path_buf() };
        decoded.extend(runner::answer::<Vec<Decoded>>(path, &Role::Decode(spec))?);
    }
    Ok(decoded)
}

/// The cells both sides decoded, each with both readings.
fn cells(pin_reads: &[Decoded], release_reads: &[Decoded]) -> Vec<Cell> {
    let key = |d: &Decoded| (d.dataset.clone(), d.variant.clone());
    let back: BTreeMap<_, &Decoded> = release_reads.iter().map(|d| (key(d), d)).collect();
    pin_reads
        .iter()
        .filter_map(|forward| {
            let back = back.get(&key(forward))?;
            Some(Cell {
                dataset: forward.dataset.clone(),
                variant: forward.variant.clone(),
                same_bytes: forward.same_bytes,
                pin_reads_release: reading(forward),
                release_reads_pin: reading(back),
            })
        })
        .collect()
}

/// [`Decoded::failure`] when the other build's bytes decode, without an error, to another value:
/// the engine's words (`crates/engine/src/prepare.rs`, `decode`; held equal by a test here, so
/// that the measured code keeps its tokens).
const ANOTHER_VALUE: &str = "decodes to another value";
/// How [`Decoded::failure`] starts when the other build's bytes do not decode.
const CANNOT_DECODE: &str = "cannot decode them: ";

/// A decode's outcome as a reading.
fn reading(decoded: &Decoded) -> Reading {
    match &decoded.failure {
        None => Reading::Same,
        Some(failure) if failure == ANOTHER_VALUE => Reading::Another,
        Some(failure) => {
            let error = failure.strip_prefix(CANNOT_DECODE).unwrap_or(failure);
            Reading::Rejects(error.to_string())
        }
    }
}

/// The error chain on one line, without cargo's `error: ` prefixes.
fn one_line(error: &anyhow::Error) -> String {
    format!("{error:#}").lines().next().unwrap_or_default().replace("error: ", "")
}

/// The releases to read, oldest first, each with why (none of them a pin; yanked releases and
/// pre-releases left out): the newest of each minor line published in the [`YEARS`] before
/// `day`; the newest of each major (from 1 where the library has one, else each `0.x` from
/// `0.1`); the oldest release semver-compatible with each pin; and the oldest published in those
/// years.
fn choose(
    published: Vec<Entry>,
    pinned: &[Version],
    day: &str,
) -> anyhow::Result<Vec<(Entry, Vec<Chosen>)>> {
    let year: i32 = day.get(..4).and_then(|year| year.parse().ok()).context("a day")?;
    let since = format!("{:04}{}", year - YEARS, &day[4..]);
    let recent = |entry: &Entry| {
        entry.published.as_deref().is_some_and(|published| published.get(..10) >= Some(&since))
    };
    let mut releases: Vec<(Version, Entry)> = published
        .into_iter()
        .filter(Entry::is_release)
        .filter_map(|entry| Some((Version::parse(&entry.version).ok()?, entry)))
        .collect();
    if releases.is_empty() {
        bail!(UsageError("the registry lists no release".into()));
    }
    releases.sort_by(|(a, _), (b, _)| a.cmp(b));
    let mut why: BTreeMap<Version, Vec<Chosen>> = BTreeMap::new();
    let mut choose = |version: &Version, chosen: Chosen| {
        why.entry(version.clone()).or_default().push(chosen);
    };
    // Semver's major: `1`, or `0.6`.
    let stable = releases.iter().any(|(version, _)| version.major > 0);
    let major = |v: &Version| if v.major > 0 { (v.major, 0) } else { (0, v.minor) };
    let counted = |v: &Version| if stable { v.major > 0 } else { v.minor > 0 };
    let mut minors: BTreeMap<(u64, u64), &(Version, Entry)> = BTreeMap::new();
    let mut majors: BTreeMap<(u64, u64), &Version> = BTreeMap::new();
    for release in &releases {
        minors.insert((release.0.major, release.0.minor), release);
        if counted(&release.0) {
            majors.insert(major(&release.0), &release.0);
        }
    }
    for (version, entry) in minors.into_values() {
        if recent(entry) {
            choose(version, Chosen::NewestOfMinor);
        }
    }
    for version in majors.into_values() {
        choose(version, Chosen::NewestOfMajor);
    }
    for pin in pinned {
        if let Some((first, _)) =
            releases.iter().find(|(version, _)| with::compatible(pin, version))
        {
            choose(first, Chosen::FirstOfPinsMajor);
        }
    }
    let oldest = releases
        .iter()
        .filter(|(_, entry)| recent(entry))
        .min_by(|(_, a), (_, b)| a.published.cmp(&b.published));
    if let Some((version, _)) = oldest {
        choose(version, Chosen::OldestInWindow);
    }
    Ok(releases
        .into_iter()
        .filter(|(version, _)| !pinned.contains(version))
        .filter_map(|(version, entry)| {
            let mut chosen = why.remove(&version)?;
            chosen.sort();
            Some((entry, chosen))
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_of_each_recent_minor_and_of_every_major_and_the_oldest_recent_are_read() {
        let index = [
            r#"{"vers":"0.7.3","yanked":false,"pubtime":"2021-05-01T00:00:00Z"}"#,
            r#"{"vers":"0.7.4","yanked":false,"pubtime":"2021-06-01T00:00:00Z"}"#,
            r#"{"vers":"1.0.9","yanked":false,"pubtime":"2024-08-20T00:00:00Z"}"#,
            r#"{"vers":"1.0.10","yanked":false,"pubtime":"2024-12-21T00:00:00Z"}"#,
            r#"{"vers":"1.1.0","yanked":true,"pubtime":"2025-01-01T00:00:00Z"}"#,
            r#"{"vers":"1.1.2","yanked":false,"pubtime":"2025-06-25T00:00:00Z"}"#,
            r#"{"vers":"1.1.3","yanked":false,"pubtime":"2025-07-24T00:00:00Z"}"#,
            r#"{"vers":"1.2.0-rc.1","yanked":false,"pubtime":"2026-01-01T00:00:00Z"}"#,
            r#"{"vers":"1.2.0","yanked":false,"pubtime":"2026-11-21T00:00:00Z"}"#,
        ]
        .join("\n");
        let entries = index::parse(&index).unwrap();
        let chosen = choose(entries, &[Version::new(1, 1, 3)], "2026-12-02").unwrap();
        let listed: Vec<(&str, Vec<Chosen>)> =
            chosen.iter().map(|(entry, why)| (entry.version.as_str(), why.clone())).collect();
        assert_eq!(
            listed,
            [
                // 0.7 is a major before 1.0: not read where the library has a 1.
                ("1.0.9", vec![Chosen::FirstOfPinsMajor]),
                // 1.0's newest is recent; 1.0.9 is older than the two years.
                ("1.0.10", vec![Chosen::NewestOfMinor, Chosen::OldestInWindow]),
                // 1.1.3 is the pin; 1.2.0 is newer than it and read too.
                ("1.2.0", vec![Chosen::NewestOfMinor, Chosen::NewestOfMajor]),
            ]
        );
    }

    #[test]
    fn after_a_first_release_that_does_not_build_come_the_next_of_the_pins_major() {
        let index = [
            r#"{"vers":"0.1.9","yanked":false}"#,
            r#"{"vers":"0.2.0","yanked":false}"#,
            r#"{"vers":"0.2.1","yanked":true}"#,
            r#"{"vers":"0.2.2","yanked":false}"#,
            r#"{"vers":"0.2.3","yanked":false}"#,
            r#"{"vers":"0.2.4","yanked":false}"#,
            r#"{"vers":"0.2.5","yanked":false}"#,
        ]
        .join("\n");
        let entries = index::parse(&index).unwrap();
        let pin = Version::new(0, 2, 5);
        let first = Version::new(0, 2, 0);
        let versions = |chosen: &[&str]| -> Vec<String> {
            let chosen: Vec<String> = chosen.iter().map(|version| version.to_string()).collect();
            let later = later_in_major(&entries, &pin, &first, &chosen);
            later.into_iter().map(|entry| entry.version).collect()
        };
        assert_eq!(versions(&[]), ["0.2.2", "0.2.3", "0.2.4"]);
        // 0.2.3 is read anyway (the oldest of the two years, say): the search stops before it.
        assert_eq!(versions(&["0.2.3"]), ["0.2.2"]);
    }

    #[test]
    fn each_release_is_read_by_the_pin_it_is_compatible_with_else_the_newest() {
        let pinned = [Version::new(2, 0, 1), Version::new(1, 3, 3)];
        assert_eq!(reader(&pinned, &Version::new(1, 2, 0)), &pinned[1]);
        assert_eq!(reader(&pinned, &Version::new(2, 0, 0)), &pinned[0]);
        assert_eq!(reader(&pinned, &Version::new(0, 9, 0)), &pinned[0]);
    }

    #[test]
    fn a_decode_reads_the_value_rejects_or_reads_another() {
        let decoded = |failure: Option<&str>| Decoded {
            dataset: "log".into(),
            format: "postcard".into(),
            variant: "serde".into(),
            same_bytes: false,
            failure: failure.map(String::from),
        };
        assert_eq!(reading(&decoded(None)), Reading::Same);
        assert_eq!(reading(&decoded(Some(ANOTHER_VALUE))), Reading::Another);
        let rejects = format!("{CANNOT_DECODE}unexpected end");
        assert_eq!(reading(&decoded(Some(&rejects))), Reading::Rejects("unexpected end".into()));
        // The engine's words, as its decode writes them.
        let engine = bench_support::workspace_root().join("crates/engine/src/prepare.rs");
        let engine = std::fs::read_to_string(engine).unwrap();
        assert!(engine.contains(&format!("Some(\"{ANOTHER_VALUE}\".to_string())")));
        assert!(engine.contains(&format!("Some(format!(\"{CANNOT_DECODE}{{error}}\"))")));
    }
}
