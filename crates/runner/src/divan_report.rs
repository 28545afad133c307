//! Parses divan 0.1.21's text report into numbers.
//!
//! divan has no machine-readable output, so the child prints its usual tree and this module reads
//! it back. The format is checked strictly (the header's columns, every row's shape, every unit):
//! a divan release that changes its text makes parsing fail with the offending line rather than
//! yield wrong numbers. A golden report from a real run pins the format in the tests below.
//!
//! Shape of the report, with `│` separators at the same character columns on every line:
//! ```text
//! bench_cli                     fastest │ slowest │ median │ mean │ samples │ iters
//! ╰─ case                               │         │        │      │         │
//!    ├─ log/postcard/serde/serialize  12.7 µs │ ... │ ... │ ... │ 100 │ 3200
//!    │                                alloc:  │     │     │     │     │
//!    │                                  1     │ 1   │ 1   │ 1   │     │
//!    │                                  100 B │ ... │ ... │ ... │     │
//! ```
//! Allocation sections (`max alloc:`, `alloc:`, `dealloc:`, `grow:`, `shrink:`) appear only when
//! their counts are non-zero; an absent `alloc:` section means no allocation. Group rows (the
//! `child` module, the `case` function) have no numbers and are skipped, as are lines with no
//! separator at all (`Timer precision: 20 ns`, which divan prints before or after the table).

use std::collections::BTreeMap;

use bench_support::results::Stats;

/// Why a report could not be read.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct ParseError {
    pub(crate) line: usize,
    pub(crate) message: String,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "divan report line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for ParseError {}

const COLUMNS: [&str; 6] = ["fastest", "slowest", "median", "mean", "samples", "iters"];
const TREE_GLYPHS: &[char] = &[' ', '│', '├', '╰', '─'];

#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    Alloc,
    Grow,
    Other,
}

/// What the next line of an allocation section holds.
#[derive(Clone, Copy)]
enum Expect {
    Count(Section),
    Bytes(Section),
    Nothing,
}

/// Parses a whole report into statistics keyed by benchmark name (`dataset/format/variant/op`).
pub(crate) fn parse(report: &str) -> Result<BTreeMap<String, Stats>, ParseError> {
    let mut lines = report.lines().enumerate().map(|(index, line)| (index + 1, line));
    let separators = loop {
        let Some((number, line)) = lines.next() else {
            return Err(ParseError {
                line: 0,
                message: "no benchmark table in divan's output".into(),
            });
        };
        if line.contains('│') {
            break header_separators(number, line)?;
        }
    };
    let mut results = BTreeMap::new();
    let mut current: Option<(String, Stats)> = None;
    let mut expect = Expect::Nothing;
    for (number, line) in lines {
        // Lines without a separator are not table rows: divan's `Timer precision: ...` line.
        if !line.contains('│') {
            continue;
        }
        let error = |message: String| ParseError { line: number, message };
        let cells = split_cells(line, &separators).ok_or_else(|| error("misaligned row".into()))?;
        let first: Vec<&str> =
            cells[0].trim_start_matches(TREE_GLYPHS).split_whitespace().collect();
        match (first.as_slice(), expect) {
            ([name], _) if cells[1..].iter().all(|cell| cell.trim().is_empty()) => {
                // A group row (divan's `case` function) or a section heading.
                expect = match *name {
                    "alloc:" => Expect::Count(Section::Alloc),
                    "grow:" => Expect::Count(Section::Grow),
                    "dealloc:" | "shrink:" => Expect::Count(Section::Other),
                    _ if name.ends_with(':') => {
                        return Err(error(format!("unknown section {name}")));
                    }
                    _ => Expect::Nothing,
                };
            }
            (["max", "alloc:"], _) => expect = Expect::Count(Section::Other),
            ([count], Expect::Count(section)) => {
                let stats =
                    &mut current.as_mut().ok_or_else(|| error("section before any row".into()))?.1;
                let median = parse_number(cells[2].trim())
                    .ok_or_else(|| error(format!("bad count {count}")))?;
                match section {
                    Section::Alloc => stats.allocs = median,
                    Section::Grow => stats.grows = median,
                    Section::Other => {}
                }
                expect = Expect::Bytes(section);
            }
            ([_, _], Expect::Bytes(section)) => {
                let stats =
                    &mut current.as_mut().ok_or_else(|| error("section before any row".into()))?.1;
                let median = parse_bytes(cells[2].trim())
                    .ok_or_else(|| error(format!("bad size {}", cells[2].trim())))?;
                match section {
                    Section::Alloc => stats.alloc_bytes = median,
                    Section::Grow => stats.grow_bytes = median,
                    Section::Other => {}
                }
                expect = Expect::Nothing;
            }
            ([name, value, unit], _) => {
                let time =
                    |text: &str| parse_time(text).ok_or_else(|| error(format!("bad time {text}")));
                let count = |text: &str| {
                    text.trim().parse().map_err(|_| error(format!("bad count {text}")))
                };
                let stats = Stats {
                    fastest_ns: time(&format!("{value} {unit}"))?,
                    slowest_ns: time(cells[1].trim())?,
                    median_ns: time(cells[2].trim())?,
                    mean_ns: time(cells[3].trim())?,
                    samples: count(&cells[4])?,
                    iters: count(&cells[5])?,
                    ..Stats::default()
                };
                if let Some((name, stats)) = current.replace((name.to_string(), stats)) {
                    results.insert(name, stats);
                }
                expect = Expect::Nothing;
            }
            _ => return Err(error(format!("unrecognised row {:?}", line.trim()))),
        }
    }
    if let Some((name, stats)) = current {
        results.insert(name, stats);
    }
    Ok(results)
}

/// The benchmark name on a report row, if the row starts a benchmark; for progress display.
pub(crate) fn row_name(line: &str) -> Option<&str> {
    let name = line.trim_start_matches(TREE_GLYPHS).split_whitespace().next()?;
    (name.matches('/').count() == 3).then_some(name)
}

/// Character positions of the five `│` separators, after checking the column names.
fn header_separators(number: usize, line: &str) -> Result<Vec<usize>, ParseError> {
    let chars: Vec<char> = line.chars().collect();
    let separators: Vec<usize> =
        chars.iter().enumerate().filter(|(_, c)| **c == '│').map(|(index, _)| index).collect();
    let columns: Vec<String> = split_cells(line, &separators)
        .unwrap_or_default()
        .iter()
        .map(|cell| cell.split_whitespace().last().unwrap_or_default().to_string())
        .collect();
    if columns != COLUMNS {
        return Err(ParseError {
            line: number,
            message: format!("divan's columns changed: expected {COLUMNS:?}, found {columns:?}"),
        });
    }
    Ok(separators)
}

/// Cuts a line at the header's separator positions; `None` when a separator is not where the
/// header put it.
fn split_cells(line: &str, separators: &[usize]) -> Option<Vec<String>> {
    let chars: Vec<char> = line.chars().collect();
    let mut cells = Vec::with_capacity(separators.len() + 1);
    let mut start = 0;
    for &separator in separators {
        if chars.get(separator) != Some(&'│') {
            return None;
        }
        cells.push(chars[start..separator].iter().collect());
        start = separator + 1;
    }
    cells.push(chars.get(start..).map(|rest| rest.iter().collect()).unwrap_or_default());
    Some(cells)
}

fn parse_number(text: &str) -> Option<f64> {
    text.parse().ok().filter(|value: &f64| value.is_finite())
}

/// What divan prints on stderr before a round, before its timer's precision (`20 ns`).
pub(crate) const PRECISION: &str = "Timer precision:";

/// `12.75 ns`, `1.2 s`: divan prints four significant figures, truncated.
pub(crate) fn parse_time(text: &str) -> Option<f64> {
    let (value, unit) = text.split_once(' ')?;
    let scale = match unit {
        "ps" => 1e-3,
        "ns" => 1.0,
        "µs" => 1e3,
        "ms" => 1e6,
        "s" => 1e9,
        "m" => 60e9,
        "h" => 3600e9,
        "d" => 86400e9,
        _ => return None,
    };
    Some(parse_number(value)? * scale)
}

/// `100 B`, `1.7 MB` (decimal, divan's default), or binary `KiB`.
fn parse_bytes(text: &str) -> Option<f64> {
    let (value, unit) = text.split_once(' ')?;
    let decimal = ["B", "KB", "MB", "GB", "TB", "PB"].iter().position(|u| *u == unit);
    let binary = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"].iter().position(|u| *u == unit);
    let scale = match (decimal, binary) {
        (Some(power), _) => 1000f64.powi(power as i32),
        (None, Some(power)) => 1024f64.powi(power as i32),
        (None, None) => return None,
    };
    Some(parse_number(value)? * scale)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write;

    use expect_test::expect;

    use super::*;

    /// A real report from this project's child, divan 0.1.21. If divan's text changes, this file
    /// and the parser change together, in review.
    const GOLDEN: &str = include_str!("../testdata/divan-0.1.21.txt");

    #[test]
    fn golden_report_parses_to_known_numbers() {
        let parsed = parse(GOLDEN).unwrap();
        let mut out = String::new();
        for (name, s) in &parsed {
            writeln!(
                out,
                "{name}: median {} mean {} fastest {} slowest {} samples {} iters {} allocs {} ({} B) grows {} ({} B)",
                s.median_ns, s.mean_ns, s.fastest_ns, s.slowest_ns, s.samples, s.iters,
                s.allocs, s.alloc_bytes, s.grows, s.grow_bytes
            )
            .unwrap();
        }
        expect![[r#"
            message/bitcode/serde/serialize: median 1297 mean 2510 fastest 1077 slowest 23820 samples 20 iters 20 allocs 17 (1897 B) grows 5 (99 B)
            message/memcpy/floor/copy: median 4.573 mean 4.597 fastest 4.405 slowest 4.875 samples 20 iters 10240 allocs 0 (0 B) grows 0 (0 B)
            message/rkyv/native/access_unvalidated: median 0.335 mean 0.345 fastest 0.301 slowest 0.42 samples 20 iters 81920 allocs 0 (0 B) grows 0 (0 B)
            message/rkyv/native/access_validated: median 41.35 mean 41.2 fastest 39.48 slowest 42.76 samples 20 iters 1280 allocs 0 (0 B) grows 0 (0 B)
            message/rkyv/native/read: median 45.07 mean 416.6 fastest 29.57 slowest 7500 samples 20 iters 20 allocs 0 (0 B) grows 0 (0 B)
            message/serde_json/serde/deserialize: median 479.7 mean 866.6 fastest 438.7 slowest 7709 samples 20 iters 20 allocs 5 (128 B) grows 0 (0 B)
            message/serde_json/serde/serialize: median 167 mean 167.8 fastest 157.9 slowest 176 samples 20 iters 320 allocs 0 (0 B) grows 0 (0 B)
            users/rmp-serde/serde/deserialize: median 896700 mean 937000 fastest 857300 slowest 1181000 samples 20 iters 20 allocs 11704 (641000 B) grows 0 (0 B)
        "#]].assert_eq(&out);
    }

    #[test]
    fn a_changed_header_fails_loudly() {
        let changed = GOLDEN.replacen("median", "p50", 1);
        let error = parse(&changed).unwrap_err();
        assert!(error.message.contains("columns changed"), "{error}");
    }

    #[test]
    fn an_unknown_unit_fails_loudly() {
        let changed = GOLDEN.replacen(" ns ", " ns2", 1);
        assert!(parse(&changed).is_err());
    }

    #[test]
    fn output_without_a_table_is_an_error() {
        assert!(parse("Timer precision: 20 ns\n").is_err());
    }

    #[test]
    fn units_scale() {
        assert_eq!(parse_time("0.27 ns"), Some(0.27));
        assert_eq!(parse_time("12.5 µs"), Some(12_500.0));
        assert_eq!(parse_time("1.2 s"), Some(1.2e9));
        assert_eq!(parse_bytes("1.7 MB"), Some(1.7e6));
        assert_eq!(parse_bytes("2 KiB"), Some(2048.0));
        assert_eq!(parse_bytes("3 furlongs"), None);
    }
}
