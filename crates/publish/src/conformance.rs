//! Each library of a wire through the wire's own test suite (`docs/data/conformance.json`, made
//! by `cargo run -p conformance`): the page.

use std::fmt::Write;

use conformance_file::{Check, Expected, Got, Report, Row};

use crate::table::{self, Style};

/// `passed of all` of `row`'s checks that expect `expected`, or `-` where it has none.
fn passed(row: &Row, expected: Expected) -> String {
    let checks: Vec<&Check> = row.checks.iter().filter(|c| c.expected == expected).collect();
    match checks.len() {
        0 => "-".into(),
        all => format!("{} of {all}", checks.iter().filter(|check| check.passes()).count()),
    }
}

fn count(row: &Row, got: Got) -> usize {
    row.checks.iter().filter(|check| check.got == got).count()
}

pub fn section(report: &Report) -> String {
    let mut out = format!(
        "Each Rust library of a wire run through the wire's own test suite, copied at a pinned \
         commit with its licence under `crates/conformance/suites/` (`suites/vendor` copies \
         them). Each reads and writes the way its authors document for input of unknown shape \
         (the calls are under each table). Each library runs its suite in a process of its own, \
         case by case: a case that kills it (a panic, an abort, a stack overflow) is that \
         case's answer, **crashed**, and the next process starts after it. **reads another \
         value**: read without an error, to a value other than the suite's. Made at commit \
         `{}` ({}) with `cargo run -p conformance`; `cargo test -p conformance` runs every \
         suite again and holds each case's answer to this file's.\n\n\
         Not here: nanoserde's JSON and msgpacker read only types derived for them (no value \
         type; msgpacker's serde support is a feature the workspace leaves off), minicbor has \
         no value type, and the CBOR vectors of RFC 8949's appendix (cbor/test-vectors) carry \
         no licence that lets them be copied.\n",
        report.git_commit, report.timestamp
    );
    for suite in &report.suites {
        let rows: Vec<&Row> = report.rows.iter().filter(|row| row.suite == suite.key).collect();
        if rows.is_empty() {
            continue;
        }
        let commit = suite.commit.get(..7).unwrap_or(&suite.commit);
        let _ = writeln!(
            out,
            "\n### {} ({}): {} cases\n\n[{}](https://github.com/{}) at `{commit}`: {}.\n",
            suite.name, suite.wire, suite.cases, suite.repository, suite.repository, suite.rule
        );
        let either =
            rows.iter().any(|row| row.checks.iter().any(|c| c.expected == Expected::Either));
        let mut header = vec![
            "library",
            "version",
            "must read",
            "must refuse",
            "reads another value",
            "crashed or timed out",
        ];
        if either {
            header.push("either way: read");
        }
        let mut grid = table::new(Style::Markdown, &header, 2);
        for row in &rows {
            let mut cells = vec![
                row.library.clone(),
                row.version.clone(),
                passed(row, Expected::Accept),
                passed(row, Expected::Reject),
                count(row, Got::Other).to_string(),
                (count(row, Got::Crashed) + count(row, Got::TimedOut)).to_string(),
            ];
            if either {
                let all = row.checks.iter().filter(|c| c.expected == Expected::Either);
                let read = all.clone().filter(|check| check.got == Got::Accepted).count();
                cells.push(format!("{read} of {}", all.count()));
            }
            grid.add_row(cells);
        }
        let _ = writeln!(out, "{grid}\n");
        for row in &rows {
            let _ = writeln!(out, "- {}: `{}`", row.library, row.route);
        }
        for row in &rows {
            let read: Vec<String> = row
                .checks
                .iter()
                .filter(|check| check.expected == Expected::Either && check.got == Got::Accepted)
                .map(|check| format!("`{}`", check.case))
                .collect();
            if !read.is_empty() {
                let _ = writeln!(
                    out,
                    "\n{} reads, of the cases either way: {}.",
                    row.library,
                    read.join(", ")
                );
            }
        }
        for row in &rows {
            let wrong: Vec<&Check> = row.checks.iter().filter(|check| !check.passes()).collect();
            if wrong.is_empty() {
                continue;
            }
            let _ = writeln!(out, "\n{} where it does not do what the suite asks:\n", row.library);
            for check in wrong {
                let must = match check.expected {
                    Expected::Accept => "must read",
                    Expected::Reject => "must refuse",
                    Expected::Either => "either",
                };
                let detail = match check.detail.as_str() {
                    "" => String::new(),
                    detail => format!(": {}", detail.replace('|', "\\|")),
                };
                let _ = writeln!(out, "- `{}` ({must}): {}{detail}", check.case, check.got.word());
            }
        }
    }
    out
}
