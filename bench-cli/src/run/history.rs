//! `bench-cli history`: a library's release history. The releases come from the crates.io index
//! (every release the format crate's pin is semver-compatible with, yanked and pre-releases
//! left out, within `--from`/`--to`); each is built as `run --with NAME@VERSION` builds it and
//! counted in a quick pass over every data set of the library's variants, and written to a file
//! of its own, `<out>/<library>/<version>.json`. A shard (`--shard I/N`) takes every N-th
//! release, so that shards on separate machines (the pages workflow's job matrix) share the
//! work evenly and merge by putting their files in one directory. A release cargo cannot
//! resolve or compile the format crate against is a file too, saying why, and the history goes on.

use std::{collections::BTreeMap, path::PathBuf, str::FromStr, time::Instant};

use anyhow::{Context, bail};
use bench_support::{
    UsageError,
    history::{self, Cell, Count, Release},
    results::Results,
    target_dir, write_json,
};
use cargo_files::semver::Version;
use protocol::spec::Selection;

use super::{
    binaries::Wanted,
    index::{self, Entry},
    with::{self, Source, With},
};
use crate::table::Style;

/// What the user asked for.
#[derive(Debug)]
pub(crate) struct Options {
    pub(crate) library: String,
    /// The oldest release to count (default: the oldest the pin is compatible with).
    pub(crate) from: Option<String>,
    /// The newest release to count (default: the newest).
    pub(crate) to: Option<String>,
    pub(crate) shard: Shard,
    /// The data sets (`None`: every one the library's variants meet).
    pub(crate) datasets: Option<Vec<String>>,
    /// Where the releases' files go, one directory per library.
    pub(crate) out: PathBuf,
    /// Skip the releases that already have a file in `out`.
    pub(crate) resume: bool,
    /// Print the releases this shard would count, and stop.
    pub(crate) list: bool,
    /// Count nothing: print the history `out` already holds.
    pub(crate) report: bool,
    pub(crate) profile: &'static str,
}

/// `I/N`: the I-th of N shards (from 1), which takes releases I, I + N, I + 2N, ...
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Shard {
    pub(crate) index: usize,
    pub(crate) count: usize,
}

impl Shard {
    pub(crate) const WHOLE: Shard = Shard { index: 1, count: 1 };

    fn takes(self, position: usize) -> bool {
        position % self.count == self.index - 1
    }
}

impl FromStr for Shard {
    type Err = String;

    fn from_str(text: &str) -> Result<Shard, String> {
        let bad = || format!("`{text}`: expected I/N, a shard I of N (1 ≤ I ≤ N)");
        let (index, count) = text.split_once('/').ok_or_else(bad)?;
        let (index, count): (usize, usize) =
            (index.parse().map_err(|_| bad())?, count.parse().map_err(|_| bad())?);
        if index == 0 || index > count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }
}

/// Counts the releases of this shard, writing each one's file as soon as it is counted.
pub(crate) fn run(options: &Options) -> anyhow::Result<()> {
    if options.report {
        return report(options);
    }
    let releases = releases(options)?;
    if options.list {
        for entry in &releases {
            println!("{}", entry.version);
        }
        return Ok(());
    }
    runner::check_valgrind()?;
    let path = |entry: &Entry| history::path(&options.out, &options.library, &entry.version);
    let todo: Vec<&Entry> =
        releases.iter().filter(|entry| !options.resume || !path(entry).exists()).collect();
    let started = Instant::now();
    let selection = Selection {
        formats: Some(vec![options.library.clone()]),
        datasets: options.datasets.clone(),
    };
    for (number, entry) in todo.iter().enumerate() {
        let version = &entry.version;
        eprintln!(
            "history: {}@{version} ({} of {}, {:.1} min so far)",
            options.library,
            number + 1,
            todo.len(),
            started.elapsed().as_secs_f64() / 60.0
        );
        let release = count_release(options, &selection, version, entry.published.as_deref())?;
        if let Some(failure) = &release.failure {
            eprintln!("history: {}@{version} is listed as not built: {failure}", options.library);
        }
        write_json(&release, [path(entry).as_path()])?;
    }
    eprintln!(
        "history: {} release(s) of {} counted in {:.1} min",
        todo.len(),
        options.library,
        started.elapsed().as_secs_f64() / 60.0
    );
    if options.shard == Shard::WHOLE {
        report(options)?;
    }
    Ok(())
}

/// Prints the history of the releases `out` holds (every shard's files, once they are copied
/// into one directory).
fn report(options: &Options) -> anyhow::Result<()> {
    with::pinned(&options.library)?;
    let history = history::load(&options.out, &options.library)?;
    if history.releases.is_empty() {
        bail!(UsageError(format!(
            "{} holds no release of {}: count some with `bench-cli history {}`",
            options.out.display(),
            options.library,
            options.library
        )));
    }
    print!("{}", publish::history::render(&history, Style::Terminal));
    Ok(())
}

/// One release built and counted; one that does not build is a release with its failure.
fn count_release(
    options: &Options,
    selection: &Selection,
    version: &str,
    published: Option<&str>,
) -> anyhow::Result<Release> {
    let with = With { library: options.library.clone(), source: Source::Release(version.into()) };
    let mut release = Release {
        schema: history::SCHEMA,
        library: options.library.clone(),
        version: version.into(),
        resolved: BTreeMap::new(),
        published: published.map(String::from),
        commit: bench_support::git_commit(),
        rustc: protocol::RUSTC.to_string(),
        cpu: bench_support::cpu_model(),
        profile: options.profile.into(),
        failure: None,
        build_seconds: 0.0,
        count_seconds: 0.0,
        allocations: None,
        cells: Vec::new(),
    };
    let started = Instant::now();
    let built = with::build(&[with], options.profile, Wanted::Both);
    release.build_seconds = started.elapsed().as_secs_f64();
    let built = match built {
        Ok(built) => built,
        Err(error) => {
            release.failure = Some(one_line(&error));
            return Ok(release);
        }
    };
    release.resolved = built.resolved.clone();
    let started = Instant::now();
    let scratch = target_dir().join("history").join(std::process::id().to_string());
    let results = super::count(&built.binaries, selection, scratch.clone(), None, options.profile);
    let _ = std::fs::remove_dir_all(&scratch);
    // The release's copies of its binaries (`target/with/bin/<library>@<version>`) are not
    // needed once counted: a history of fifty releases would keep gigabytes of them.
    if let Some(kept) = built.binaries.values().next().and_then(|path| path.parent()) {
        let _ = std::fs::remove_dir_all(kept);
    }
    let results = results.with_context(|| format!("counting {}@{version}", options.library))?;
    release.count_seconds = started.elapsed().as_secs_f64();
    release.allocations = results.meta.allocations;
    release.cells = cells(&results, &options.library);
    Ok(release)
}

/// The error chain on one line, without cargo's `error: ` prefixes.
fn one_line(error: &anyhow::Error) -> String {
    format!("{error:#}").lines().next().unwrap_or_default().replace("error: ", "")
}

/// The library's rows of `results` as a history's cells: bytes, and each counted operation.
fn cells(results: &Results, library: &str) -> Vec<Cell> {
    results
        .results
        .iter()
        .filter(|row| row.format == library)
        .map(|row| Cell {
            dataset: row.dataset.clone(),
            format: row.format.clone(),
            variant: row.variant.clone(),
            bytes: row.size_bytes,
            ops: row
                .ops
                .iter()
                .filter_map(|(op, stats)| {
                    let instructions = stats.instructions?;
                    Some((op.clone(), Count { instructions, allocs: stats.allocs }))
                })
                .collect(),
        })
        .collect()
}

/// The releases of this shard, oldest first: the library's releases on crates.io that its pin is
/// semver-compatible with, yanked and pre-releases left out, from `--from` to `--to`.
fn releases(options: &Options) -> anyhow::Result<Vec<Entry>> {
    let library = &options.library;
    let pinned = with::pinned(library)?;
    let published = index::published(library)?;
    select(library, &pinned, published, options)
}

/// [`releases`] once the pins and the index are read: a pure rule, tested on its own.
fn select(
    library: &str,
    pinned: &[Version],
    published: Vec<Entry>,
    options: &Options,
) -> anyhow::Result<Vec<Entry>> {
    let bound = |bound: &Option<String>| -> anyhow::Result<Option<Version>> {
        let Some(bound) = bound else { return Ok(None) };
        if !published.iter().any(|entry| entry.version == *bound) {
            bail!(UsageError(format!("{library}: the registry has no release {bound}")));
        }
        let version = Version::parse(bound)
            .map_err(|error| UsageError(format!("{library} {bound}: not a version: {error}")))?;
        Ok(Some(version))
    };
    let (from, to) = (bound(&options.from)?, bound(&options.to)?);
    if let (Some(from), Some(to)) = (&from, &to)
        && from > to
    {
        bail!(UsageError(format!("{library}: --from {from} comes after --to {to}")));
    }
    let listed = |pinned: &[Version]| {
        pinned.iter().map(ToString::to_string).collect::<Vec<_>>().join(" and ")
    };
    // The range is the pin's that `--from` (or `--to`) is compatible with; where the workspace
    // pins two majors (bincode), one of them must say which.
    let pin = match (from.as_ref().or(to.as_ref()), pinned) {
        (Some(bound), _) => with::compatible_pin(pinned, bound).with_context(|| {
            UsageError(format!(
                "{library} {bound}: the format crates compile against {library} {}, and {bound} \
                 is semver-compatible with none of them",
                listed(pinned)
            ))
        })?,
        (None, [only]) => only,
        (None, _) => bail!(UsageError(format!(
            "{library}: the workspace pins {}; name a release with --from",
            listed(pinned)
        ))),
    };
    let mut releases: Vec<(Version, Entry)> = published
        .into_iter()
        .filter(|entry| entry.is_release())
        .filter_map(|entry| Some((Version::parse(&entry.version).ok()?, entry)))
        .filter(|(version, _)| with::compatible(pin, version))
        .filter(|(version, _)| from.as_ref().is_none_or(|from| version >= from))
        .filter(|(version, _)| to.as_ref().is_none_or(|to| version <= to))
        .collect();
    releases.sort_by(|(a, _), (b, _)| a.cmp(b));
    Ok(releases
        .into_iter()
        .enumerate()
        .filter(|(position, _)| options.shard.takes(*position))
        .map(|(_, (_, entry))| entry)
        .collect())
}

/// `target/history`, the default `--out`.
pub(crate) fn default_out() -> PathBuf {
    target_dir().join("history")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shard_is_i_of_n_and_takes_every_nth_release() {
        assert_eq!("2/3".parse(), Ok(Shard { index: 2, count: 3 }));
        for bad in ["0/3", "4/3", "1", "a/b", "1/0"] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
        let shard = Shard { index: 2, count: 3 };
        let taken: Vec<usize> = (0..8).filter(|&position| shard.takes(position)).collect();
        assert_eq!(taken, [1, 4, 7]);
        assert!((0..8).all(|position| Shard::WHOLE.takes(position)));
    }

    #[test]
    fn a_history_takes_the_pins_compatible_releases_in_order_without_yanked_or_pre_releases() {
        let index = [
            r#"{"vers":"1.0.9","yanked":false}"#,
            r#"{"vers":"1.0.10","yanked":false,"pubtime":"2024-08-21T00:00:00Z"}"#,
            r#"{"vers":"1.1.0","yanked":true}"#,
            r#"{"vers":"1.2.0-rc.1","yanked":false}"#,
            r#"{"vers":"0.7.3","yanked":false}"#,
            r#"{"vers":"1.1.3","yanked":false}"#,
            r#"{"vers":"2.0.0","yanked":false}"#,
        ]
        .join("\n");
        let entries = index::parse(&index).unwrap();
        assert_eq!(entries[1].published.as_deref(), Some("2024-08-21T00:00:00Z"));
        let options = |from: Option<&str>, to: Option<&str>, shard: Shard| Options {
            library: "postcard".into(),
            from: from.map(String::from),
            to: to.map(String::from),
            shard,
            datasets: None,
            out: PathBuf::new(),
            resume: false,
            list: true,
            report: false,
            profile: "release",
        };
        let versions = |options: &Options| -> Vec<String> {
            select("postcard", &[Version::new(1, 1, 3)], entries.clone(), options)
                .unwrap()
                .into_iter()
                .map(|entry| entry.version)
                .collect()
        };
        assert_eq!(versions(&options(None, None, Shard::WHOLE)), ["1.0.9", "1.0.10", "1.1.3"]);
        assert_eq!(versions(&options(Some("1.0.10"), None, Shard::WHOLE)), ["1.0.10", "1.1.3"]);
        assert_eq!(versions(&options(None, Some("1.0.10"), Shard::WHOLE)), ["1.0.9", "1.0.10"]);
        let second = Shard { index: 2, count: 2 };
        assert_eq!(versions(&options(None, None, second)), ["1.0.10"]);
        // Two pins (bincode 1 and 2): a bound says which.
        let two = [Version::new(2, 0, 1), Version::new(1, 3, 3)];
        let error = select("postcard", &two, entries.clone(), &options(None, None, Shard::WHOLE));
        assert!(error.unwrap_err().to_string().contains("name a release with --from"));
        let from_one =
            select("postcard", &two, entries, &options(Some("1.0.9"), None, Shard::WHOLE));
        assert_eq!(from_one.unwrap().len(), 3);
    }
}
