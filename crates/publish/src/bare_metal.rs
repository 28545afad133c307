//! The bare-metal matrix (`docs/data/bare-metal.json`, made by `cargo run -p footprint --
//! bare-metal --json`): each format crate's round trip of `message` built for a Cortex-M4 and run
//! on an emulated one. One rendering for the terminal (footprint prints it) and the pages.

use footprint_file::{BareMetal, FirmwareOutcome, FirmwareRow, TargetRun};

use crate::{
    table::{Grid, GridCell, Style},
    wasm::{NotedTable, Notes, draw},
};

/// What a format crate is on bare metal, as the embedded verdict reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Needs {
    /// Its program built and round-tripped on the board without an allocator.
    Nothing,
    /// Only with one.
    Alloc,
}

/// The program a format crate is judged by: the one without an allocator where it ran, else the
/// one with; `None` when neither built and round-tripped with the host's bytes.
pub fn judged<'a>(matrix: &'a BareMetal, package: &str) -> Option<(Needs, &'a FirmwareRow)> {
    let ran = |alloc: bool| {
        matrix.rows.iter().find(|row| {
            row.package == package
                && row.alloc == alloc
                && row.firmware().is_some_and(|firmware| {
                    matches!(firmware.run, TargetRun::RoundTripped { equal_to_host: true, .. })
                })
        })
    };
    ran(false).map(|row| (Needs::Nothing, row)).or_else(|| ran(true).map(|row| (Needs::Alloc, row)))
}

/// A format crate's outcome on bare metal, in the words of the table and the feature matrix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Its program round-tripped on the board with the host's bytes.
    Runs(Needs),
    /// It round-tripped on the board, with other bytes than the host's.
    OtherBytes,
    /// Only the library was built (no round trip written): with or without an allocator.
    LibraryBuilds(Needs),
    /// No program of it built.
    DoesNotBuild,
    /// A program built and did not run to its check.
    DoesNotRun,
}

impl Status {
    /// `(the table's cell, the feature matrix's cell)`.
    pub fn words(self) -> (&'static str, &'static str) {
        match self {
            Status::Runs(Needs::Nothing) => ("none needed", "builds and runs without an allocator"),
            Status::Runs(Needs::Alloc) => ("needs one", "needs an allocator"),
            Status::OtherBytes => ("other bytes", "runs, with other bytes than the host's"),
            Status::LibraryBuilds(Needs::Nothing) => {
                ("not tried", "the library builds without an allocator; no round trip written")
            }
            Status::LibraryBuilds(Needs::Alloc) => {
                ("not tried", "the library builds only with an allocator; no round trip written")
            }
            Status::DoesNotBuild => ("does not build", "does not build"),
            Status::DoesNotRun => ("does not run", "builds, does not run"),
        }
    }
}

/// What `package`'s rows say, read as one: the program without an allocator first.
pub fn status(matrix: &BareMetal, package: &str) -> Option<Status> {
    if let Some((needs, _)) = judged(matrix, package) {
        return Some(Status::Runs(needs));
    }
    let rows: Vec<&FirmwareRow> = matrix.rows.iter().filter(|row| row.package == package).collect();
    let probed = |alloc: bool| {
        rows.iter()
            .any(|row| row.alloc == alloc && matches!(row.outcome, FirmwareOutcome::NotTried(_)))
    };
    let other_bytes = rows.iter().any(|row| {
        row.firmware().is_some_and(|firmware| {
            matches!(firmware.run, TargetRun::RoundTripped { equal_to_host: false, .. })
        })
    });
    Some(if rows.is_empty() {
        return None;
    } else if other_bytes {
        Status::OtherBytes
    } else if probed(false) {
        Status::LibraryBuilds(Needs::Nothing)
    } else if probed(true) {
        Status::LibraryBuilds(Needs::Alloc)
    } else if rows.iter().any(|row| row.firmware().is_some()) {
        Status::DoesNotRun
    } else {
        Status::DoesNotBuild
    })
}

pub fn grids(matrix: &BareMetal) -> Vec<NotedTable> {
    let header =
        ["format", "allocator", "flash +", "RAM +", "decode stack", "decode heap", "bytes"];
    let mut grid = Grid::new(header.iter().map(|&title| title.to_owned()).collect(), 2);
    let mut notes = Notes::default();
    let mut packages: Vec<&FirmwareRow> = Vec::new();
    for row in &matrix.rows {
        if !packages.iter().any(|known| known.package == row.package) {
            packages.push(row);
        }
    }
    for first in packages {
        let label = format!("{}/{}", first.name, first.variant);
        let mut cells = vec![GridCell::text(&label)];
        match judged(matrix, &first.package) {
            Some((needs, row)) => {
                let (flash, ram) = matrix.added(row).unwrap_or_default();
                let Some(firmware) = row.firmware() else { continue };
                let TargetRun::RoundTripped { bytes, decode_stack, decode_heap, .. } = firmware.run
                else {
                    continue;
                };
                cells.push(match needs {
                    Needs::Nothing => GridCell::text("none needed"),
                    Needs::Alloc => {
                        let why = matrix
                            .rows
                            .iter()
                            .find(|other| other.package == first.package && !other.alloc)
                            .map(failure)
                            .unwrap_or_default();
                        let note = notes.add(&label, &format!("without an allocator, {why}"));
                        GridCell::text(format!("needs one {}", note.text))
                    }
                });
                cells.extend([
                    GridCell::number(format!("{:+.1} KB", flash as f64 / 1000.0), flash as f64),
                    GridCell::number(format!("{ram:+} B"), ram as f64),
                    GridCell::number(format!("{decode_stack} B"), decode_stack as f64),
                    GridCell::number(format!("{decode_heap} B"), decode_heap as f64),
                    GridCell::number(bytes.to_string(), bytes as f64),
                ]);
            }
            None => {
                let why = matrix
                    .rows
                    .iter()
                    .rfind(|row| row.package == first.package)
                    .map(failure)
                    .unwrap_or_default();
                let note = notes.add(&label, &why);
                let words = status(matrix, &first.package).map_or("-", |status| status.words().0);
                cells.push(GridCell::text(format!("{words} {}", note.text)));
                cells.extend((0..5).map(|_| GridCell::none()));
            }
        }
        grid.rows.push(cells);
    }
    let baseline = |index: usize| {
        matrix.meta.baseline[index].as_ref().map_or_else(
            || "not built".to_owned(),
            |firmware| {
                format!("{:.1} KB flash, {} B RAM", firmware.flash as f64 / 1000.0, firmware.ram)
            },
        )
    };
    vec![NotedTable {
        dataset: None,
        caption: format!(
            "`message` on a bare-metal {} ({}, {}), run on {}: the flash and static RAM each \
             format adds over the same program without it (without an allocator: {}; with a {} KiB \
             static heap: {}), the stack its decode reaches and the heap it takes, and its \
             encoding's bytes; the program without an allocator where it builds and round-trips, \
             else the one with",
            matrix.meta.target,
            matrix.meta.profile,
            matrix.meta.rustc,
            matrix.meta.emulator,
            baseline(0),
            matrix.meta.heap / 1024,
            baseline(1)
        ),
        grid,
        notes: notes.0,
    }]
}

/// Why a row did not give a program that round-trips on the board.
fn failure(row: &FirmwareRow) -> String {
    match &row.outcome {
        FirmwareOutcome::DoesNotBuild(why) => format!("does not build: {why}"),
        FirmwareOutcome::NotTried(why) => format!("not tried: {why}"),
        FirmwareOutcome::Built(firmware) => match &firmware.run {
            TargetRun::Failed(why) => format!("built, but on the board: {why}"),
            TargetRun::RoundTripped { equal_to_host: false, .. } => {
                "round-tripped on the board with other bytes than the host's".to_owned()
            }
            TargetRun::RoundTripped { .. } => "round-tripped".to_owned(),
        },
    }
}

pub fn table(matrix: &BareMetal, style: Style) -> String {
    draw(&grids(matrix), style)
}

/// docs/results/bare-metal.md's body: how the programs are made and read, then [`table`].
pub fn section(matrix: &BareMetal) -> String {
    format!(
        "Each format crate's round trip of `message` (an enum with data, an optional flag, three \
         strings and a range), as a program for a bare-metal Cortex-M4 (`{}`): encoded into a \
         fixed {}-byte buffer and decoded from it, the value compared. Built twice: without an \
         allocator (the strings borrowed from the bytes, held in a fixed array) and with a {} KiB \
         static heap as the global allocator (owned strings in a `Vec`), each library without \
         its default features and with only the ones named in `crates/footprint/src/bare_metal.rs`, \
         at the release the benchmark pins; its types and calls are in \
         `crates/footprint/firmware/`. The program that builds is run on {} (semihosting reports \
         its figures and exit code), and the same program built for the host must write the same \
         bytes. A format that does not build says so in the compiler's first error. Made at \
         commit `{}` ({}).\n\nHow the figures are read: {}.\n{}",
        matrix.meta.target,
        matrix.meta.buffer,
        matrix.meta.heap / 1024,
        matrix.meta.emulator,
        matrix.meta.commit.get(..7).unwrap_or(&matrix.meta.commit),
        matrix.meta.timestamp,
        matrix.meta.method,
        table(matrix, Style::Markdown)
    )
}

/// The feature matrix's `no_std` cell for a library's release: what its format crates' programs
/// did on the Cortex-M, a phrase per crate where they differ; `None` where none is in the matrix.
pub fn feature(matrix: &BareMetal, library: &str, version: &str) -> Option<String> {
    let mut packages: Vec<&str> = catalog::formats()
        .filter(|descriptor| descriptor.name == library && descriptor.version == version)
        .map(|descriptor| descriptor.package)
        .collect();
    packages.dedup();
    let mut cells: Vec<String> = Vec::new();
    for package in packages {
        let Some(cell) = status(matrix, package).map(|status| status.words().1.to_owned()) else {
            continue;
        };
        if !cells.contains(&cell) {
            cells.push(cell);
        }
    }
    (!cells.is_empty()).then(|| cells.join("; "))
}

/// The published matrix (docs/data/bare-metal.json), where it is there and of this layout.
pub fn load_published() -> Option<BareMetal> {
    let path = bench_support::workspace_root().join("docs/data").join(crate::published::BARE_METAL);
    serde_json::from_slice::<BareMetal>(&std::fs::read(path).ok()?)
        .ok()
        .filter(|matrix| matrix.schema == footprint_file::BARE_METAL_SCHEMA)
}
