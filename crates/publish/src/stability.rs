//! A library's wire across its releases (`docs/data/stability/<library>.json`, made by
//! `bench-cli stability LIBRARY`): whether the pinned release reads the bytes each chosen release
//! wrote, and the other way round. One rendering for the terminal and the pages, and the
//! library's verdict the stored-data rule reads.

use std::collections::BTreeMap;

use bench_support::stability::{Cell, Chosen, Reading, Release, Stability};

use crate::table::{self, Style};

/// What the pinned release makes of the bytes a library's earlier releases wrote, worst first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Wire {
    /// An earlier release's bytes read as another value, without an error.
    Misreads,
    /// An earlier release's bytes refused with an error.
    Rejects,
    /// No earlier release could be built and read here (its API changed, or none is older).
    Untried,
    /// Every earlier release read, each cell as its value.
    Reads,
}

/// The library's verdict over its releases older than the pin that reads them, and the oldest
/// such release read (`None` when none was).
pub fn wire(stability: &Stability) -> (Wire, Option<&Release>) {
    let older = older(stability, true);
    let readings =
        || older.iter().flat_map(|release| &release.cells).map(|cell| &cell.pin_reads_release);
    let verdict = if older.is_empty() {
        Wire::Untried
    } else if readings().any(|reading| *reading == Reading::Another) {
        Wire::Misreads
    } else if readings().any(|reading| matches!(reading, Reading::Rejects(_))) {
        Wire::Rejects
    } else {
        Wire::Reads
    };
    (verdict, older.first().copied())
}

/// The releases older than the pin that reads them, oldest first: those it read (`read`), or
/// those the format crate did not build on.
fn older(stability: &Stability, read: bool) -> Vec<&Release> {
    let releases = stability.releases.iter();
    releases
        .filter(|release| release.older_than_reader() && release.failure.is_none() == read)
        .collect()
}

/// What the pinned release makes of the older releases' bytes, in one sentence: `postcard: the
/// pinned 1.1.3 reads the bytes of the 2 older releases tried, back to 1.0.1 (2022)`.
pub fn sentence(stability: &Stability) -> String {
    let library = &stability.library;
    if let Some(why) = &stability.not_read {
        return format!("{library}: not read ({why})");
    }
    let older = older(stability, true);
    let (wire, oldest) = wire(stability);
    let Some(oldest) = oldest else {
        return format!("{library}: {}", wire.words());
    };
    let pinned = &oldest.reader;
    let count = |reading: fn(&Reading) -> bool| {
        older
            .iter()
            .filter(|release| release.cells.iter().any(|cell| reading(&cell.pin_reads_release)))
            .count()
    };
    match wire {
        Wire::Reads | Wire::Untried => {
            let year = oldest.published.as_deref().and_then(|day| day.get(..4));
            let year = year.map_or(String::new(), |year| format!(" ({year})"));
            // Older releases the format crate did not build on: their bytes are not known.
            let unbuilt = self::older(stability, false);
            let unbuilt = match unbuilt.first() {
                Some(first) => {
                    format!("; {} older not built here (from {})", unbuilt.len(), first.version)
                }
                None => String::new(),
            };
            format!(
                "{library}: the pinned {pinned} reads the bytes of the {} older release(s) tried, back to {}{year}{unbuilt}",
                older.len(),
                oldest.version
            )
        }
        Wire::Rejects => format!(
            "{library}: the pinned {pinned} rejects the bytes of {} of the {} older release(s) tried",
            count(|reading| matches!(reading, Reading::Rejects(_))),
            older.len()
        ),
        Wire::Misreads => format!(
            "{library}: the pinned {pinned} reads the bytes of {} of the {} older release(s) tried AS ANOTHER VALUE",
            count(|reading| *reading == Reading::Another),
            older.len()
        ),
    }
}

impl Wire {
    /// The verdict in a table's words.
    pub fn words(self) -> &'static str {
        match self {
            Wire::Misreads => "an older release's bytes READ AS ANOTHER VALUE",
            Wire::Rejects => "an older release's bytes rejected",
            Wire::Untried => "no older release built here",
            Wire::Reads => "every older release's bytes read",
        }
    }
}

/// How many cells read as their value, of how many, and the first other reading.
fn summary(cells: &[Cell], reading: impl Fn(&Cell) -> &Reading) -> String {
    let read = cells.iter().filter(|cell| *reading(cell) == Reading::Same).count();
    if read == cells.len() {
        return format!("reads all {read}");
    }
    let another = cells.iter().filter(|cell| *reading(cell) == Reading::Another).count();
    let first = cells.iter().find(|cell| *reading(cell) != Reading::Same);
    let first = first.map_or(String::new(), |cell| match reading(cell) {
        Reading::Rejects(error) => {
            format!(" (first: {} {}: {})", cell.dataset, cell.variant, short(error))
        }
        _ => format!(" (first: {} {})", cell.dataset, cell.variant),
    });
    match another {
        0 => format!("rejects {} of {}{first}", cells.len() - read, cells.len()),
        _ => format!("{another} of {} READ AS ANOTHER VALUE{first}", cells.len()),
    }
}

/// An error shortened for a table cell.
fn short(error: &str) -> String {
    let error = error.replace('|', "/");
    match error.char_indices().nth(60) {
        Some((at, _)) => format!("{}…", &error[..at]),
        None => error,
    }
}

fn chosen(why: &[Chosen]) -> String {
    let words: Vec<&str> = why
        .iter()
        .map(|chosen| match chosen {
            Chosen::NewestOfMinor => "newest of its minor",
            Chosen::NewestOfMajor => "newest of its major",
            Chosen::FirstOfPinsMajor => "first of the pin's major",
            Chosen::OldestBuiltOfPinsMajor => "oldest of the pin's major it builds on",
            Chosen::OldestInWindow => "oldest of the two years",
        })
        .collect();
    words.join(", ")
}

/// One library's releases: per release, whether the pin reads its bytes, whether they are the
/// pin's bytes, and whether it reads the pin's.
pub fn table(stability: &Stability, style: Style) -> String {
    let header = [
        "release",
        "published",
        "chosen as",
        "read by",
        "the pin reads its bytes",
        "bytes",
        "it reads the pin's bytes",
    ];
    let mut grid = table::new(style, &header, 7);
    for release in &stability.releases {
        let published = release.published.as_deref().and_then(|day| day.get(..10)).unwrap_or("-");
        let mut row = vec![
            release.version.clone(),
            published.to_string(),
            chosen(&release.chosen),
            release.reader.clone(),
        ];
        match &release.failure {
            Some(failure) => {
                row.push(format!("not read: {}", short(failure)));
                row.extend(["-".to_string(), "-".to_string()]);
            }
            None => {
                row.push(summary(&release.cells, |cell| &cell.pin_reads_release));
                let same = release.cells.iter().filter(|cell| cell.same_bytes).count();
                row.push(if same == release.cells.len() {
                    "the pin's".to_string()
                } else {
                    format!("{} of {} differ", release.cells.len() - same, release.cells.len())
                });
                row.push(summary(&release.cells, |cell| &cell.release_reads_pin));
            }
        }
        grid.add_row(row);
    }
    if let Some(why) = &stability.not_read {
        return format!(
            "{}, pinned {}: not read: {why}\n",
            stability.library,
            stability.pinned.join(" and ")
        );
    }
    let (verdict, oldest) = wire(stability);
    let oldest =
        oldest.map_or(String::new(), |release| format!(" (the oldest read: {})", release.version));
    format!(
        "{}, pinned {}: {}{oldest}\n{grid}\n",
        stability.library,
        stability.pinned.join(" and "),
        verdict.words()
    )
}

/// The published page's body: how the releases are chosen and read, a line per library, then
/// each library's releases; the libraries of the matrix without a file named.
pub fn section(all: &BTreeMap<String, Stability>) -> String {
    let mut out = String::from(
        "Whether the release of a library this workbench pins reads the bytes its other \
         releases wrote: what data stored for years meets after an upgrade. For each library, \
         from the crates.io index (yanked and pre-releases left out): the newest release of each \
         minor line published in the two years before the day the file was made, the newest \
         of every major (semver's: `0.6` is a major), and the oldest release of the two years. \
         Each is built as `bench-cli run --with NAME@VERSION` builds it, its format crate's code \
         unchanged, and writes every data set of the library's variants; the pinned release \
         decodes those bytes and compares the value (**reads**, **rejects** with an error, or \
         **reads another value** without one), and the release decodes the pinned release's \
         bytes (a rollback). A release the format crate does not compile against (its API \
         changed) is listed as not read, with the compiler's first error.\n\n",
    );
    let mut summary = table::new(
        Style::Markdown,
        &[
            "library",
            "pinned",
            "releases read",
            "the oldest read",
            "older releases' bytes",
            "made at",
        ],
        6,
    );
    for stability in all.values() {
        let read = stability.releases.iter().filter(|release| release.failure.is_none()).count();
        let (verdict, oldest) = wire(stability);
        let verdict = match &stability.not_read {
            Some(why) => format!("not read: {why}"),
            None => verdict.words().to_string(),
        };
        let oldest = oldest.map_or("-".to_string(), |release| {
            let day = release.published.as_deref().and_then(|day| day.get(..10));
            format!("{} ({})", release.version, day.unwrap_or("date not in the index"))
        });
        summary.add_row([
            stability.library.clone(),
            stability.pinned.join(", "),
            format!("{read} of {}", stability.releases.len()),
            oldest,
            verdict,
            format!(
                "`{}`, {}, {:.0} s",
                stability.commit.get(..7).unwrap_or(&stability.commit),
                stability.day,
                stability.seconds
            ),
        ]);
    }
    out += &format!("{summary}\n");
    let missing: Vec<&str> =
        libraries().into_iter().filter(|library| !all.contains_key(*library)).collect();
    if !missing.is_empty() {
        out += &format!(
            "\nNot measured yet (`bench-cli stability LIBRARY --out docs/data/stability`): {}.\n",
            missing.join(", ")
        );
    }
    for stability in all.values() {
        out += &format!("\n### {}\n\n{}", stability.library, table(stability, Style::Markdown));
    }
    out
}

/// Every library of the matrix, by its name there, once.
pub fn libraries() -> Vec<&'static str> {
    let mut libraries: Vec<&str> = catalog::formats().map(|descriptor| descriptor.name).collect();
    libraries.sort_unstable();
    libraries.dedup();
    libraries
}

/// A file of `library` pinned at 1.1.3 whose one older release, 1.0.0, its pin reads as `reading`
/// on `log`: for the tests of what reads these files.
#[cfg(test)]
pub(crate) fn sample(library: &str, reading: Reading) -> Stability {
    let release = Release {
        version: "1.0.0".into(),
        published: Some("2024-01-01T00:00:00Z".into()),
        chosen: vec![Chosen::FirstOfPinsMajor],
        reader: "1.1.3".into(),
        failure: None,
        build_seconds: 1.0,
        cells: vec![Cell {
            dataset: "log".into(),
            variant: "serde".into(),
            same_bytes: reading == Reading::Same,
            pin_reads_release: reading,
            release_reads_pin: Reading::Same,
        }],
    };
    Stability {
        schema: bench_support::stability::SCHEMA,
        library: library.into(),
        pinned: vec!["1.1.3".into()],
        day: "2026-12-02".into(),
        commit: "abc".into(),
        rustc: "rustc".into(),
        profile: "dev".into(),
        seconds: 1.0,
        not_read: None,
        releases: vec![release],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn release(version: &str, reads: Reading) -> Release {
        let sample = sample("postcard", reads);
        Release { version: version.into(), ..sample.releases[0].clone() }
    }

    fn library(releases: Vec<Release>) -> Stability {
        Stability { releases, ..sample("postcard", Reading::Same) }
    }

    #[test]
    fn the_worst_reading_of_an_older_releases_bytes_is_the_librarys() {
        let reads =
            library(vec![release("1.0.10", Reading::Same), release("1.2.0", Reading::Another)]);
        // 1.2.0 is newer than the pin: what it writes is not stored data the pin meets.
        assert_eq!(wire(&reads).0, Wire::Reads);
        assert_eq!(wire(&reads).1.map(|r| r.version.as_str()), Some("1.0.10"));
        let rejects = library(vec![release("1.0.10", Reading::Rejects("eof".into()))]);
        assert_eq!(wire(&rejects).0, Wire::Rejects);
        let misreads = library(vec![
            release("0.7.4", Reading::Rejects("eof".into())),
            release("1.0.10", Reading::Another),
        ]);
        assert_eq!(wire(&misreads).0, Wire::Misreads);
        let mut failed = release("1.0.10", Reading::Same);
        failed.failure = Some("no matching package".into());
        assert_eq!(wire(&library(vec![failed])).0, Wire::Untried);
        let text = table(&misreads, Style::Markdown);
        assert!(text.contains("READ AS ANOTHER VALUE"), "{text}");
        assert!(text.contains("rejects 1 of 1 (first: log serde: eof)"), "{text}");
    }
}
