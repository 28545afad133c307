//! The hostile-input scan of a user's type (serbench's `cargo bench -- --hostile`), as serbench
//! prints it and docs/guide.md publishes the example's: per format, its crafted cases, what ended
//! any, and the scan's verdict ([`Hostile::verdict`]), then why each unsafe one is.

use std::fmt::Write as _;

use hostile_file::{Hostile, stack_size};

use crate::table::{self, Style};

/// The table: per format, its cases, what ended any, its worst input and its verdict.
pub fn render(scan: &Hostile, style: Style) -> String {
    let meta = &scan.meta;
    let sizes: Vec<String> = meta.sizes.iter().map(|size| stack_size(*size)).collect();
    let cap = stack_size(meta.memory_limit);
    let mut text = format!(
        "Hostile input: a length promising {} written over each of the first {} bytes of the \
         first values' encoding, {} ways, and each way's length followed by as many zero bytes \
         (many small elements){}; each decode in a child that may hold {cap} more than it \
         had mapped (past it, the child ends: \"past {cap}\"); a format's cases run {}. The \
         rule: {}.\n\n",
        sizes.join(", "),
        meta.positions,
        meta.patterns.len(),
        meta.elements_words(),
        meta.stop_words(),
        scan.rule(),
    );
    let past = format!("past {cap}");
    let header = ["format", "cases run", "panics", &past, "hangs", "time × valid", "verdict"];
    let mut rows = table::new(style, &header, 1);
    let mut notes = String::new();
    for row in &scan.amplification {
        if let Some(why) = &row.failed {
            let _ = writeln!(notes, "- {}: not scanned ({why})", row.format);
            continue;
        }
        let Some(summary) = scan.summary(&row.format) else { continue };
        let verdict = scan.verdict(&row.format);
        let words = if verdict.safe() { "safe".to_owned() } else { "not safe".to_owned() };
        rows.add_row([
            row.format.clone(),
            format!("{} of {}", summary.cases, summary.planned),
            summary.panics.to_string(),
            summary.aborts.to_string(),
            summary.hangs.to_string(),
            format!("{:.1}", summary.slowest),
            words,
        ]);
        if !verdict.safe() {
            // The input that reached the worst case, to decode again.
            let input = row
                .worst_allocation
                .as_ref()
                .filter(|worst| worst.amount > 0)
                .map_or_else(String::new, |worst| {
                    format!("; its worst input ({}), first bytes: {}", worst.case, worst.input)
                });
            let _ = writeln!(notes, "- {}: {}{input}", row.format, verdict.words(&[]));
        }
    }
    let _ = writeln!(text, "{rows}\n");
    text + &notes + &depth(scan, style)
}

/// The depth table: per format, on each stack, the deepest value read back and where the decoder
/// stopped instead (refused, panicked, or overflowed the stack); or why no depth was tried.
fn depth(scan: &Hostile, style: Style) -> String {
    let meta = &scan.meta;
    if scan.depth.is_empty() {
        return "\nDepth: not tried. A type that does not recurse nests no deeper than itself; \
                for a recursive one, give `main!` a `nested = |depth| ..` generator.\n"
            .to_owned();
    }
    let stacks: Vec<String> =
        meta.stacks.iter().map(|stack| format!("{} stack", stack_size(*stack))).collect();
    let mut header = vec!["format"];
    header.extend(stacks.iter().map(String::as_str));
    let mut rows = table::new(style, &header, 1);
    let mut formats: Vec<&String> = Vec::new();
    for row in &scan.depth {
        if !formats.contains(&&row.format) {
            formats.push(&row.format);
        }
    }
    for format in formats {
        let mut cells = vec![format.clone()];
        for stack in &meta.stacks {
            let row = scan.depth.iter().find(|row| &row.format == format && row.stack == *stack);
            cells.push(row.map_or_else(|| "-".to_owned(), |row| reached(row, &meta.depths)));
        }
        rows.add_row(cells);
    }
    format!(
        "\nDepth: the values' type nested {} to {} deep (`nested`), each decoded on a thread with \
         each stack in a child of its own; the deepest read back, and where the decoder stopped \
         instead.\n\n{rows}\n",
        meta.depths.first().copied().unwrap_or_default(),
        meta.depths.last().copied().unwrap_or_default(),
    )
}

/// A depth row in words: `reads 262144`, `reads 4096; overflows at 16384`, `refuses at 128`.
fn reached(row: &hostile_file::DepthRow, depths: &[u64]) -> String {
    let stopped = row.outcomes.iter().zip(depths).find(|(outcome, _)| *outcome != "ok");
    let stop = stopped.map(|(outcome, depth)| {
        let what = match outcome.as_str() {
            "error" => "refuses",
            "panic" => "panics",
            "crash" => "overflows",
            "hang" => "hangs",
            "unencodable" => "cannot write",
            _ => "stops",
        };
        format!("{what} at {depth}")
    });
    match (row.deepest(depths), stop) {
        (Some(deepest), Some(stop)) => format!("reads {deepest}; {stop}"),
        (Some(deepest), None) => format!("reads {deepest}"),
        (None, Some(stop)) => stop,
        (None, None) => "-".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use hostile_file::{Meta, Row, SCHEMA, Worst};

    use super::*;

    #[test]
    fn each_format_has_its_row_and_an_unsafe_one_says_why_with_its_input() {
        let row = |format: &str, aborts: u64| Row {
            format: format.into(),
            dataset: "yours".into(),
            valid_bytes: 40,
            planned: 10,
            cases: 10,
            aborts,
            worst_allocation: (aborts > 0).then(|| Worst {
                index: 3,
                case: "1 MiB as u32 little-endian at byte 0".into(),
                outcome: "abort".into(),
                input_bytes: 40,
                amount: 1 << 30,
                input: "00001000".into(),
            }),
            ..Row::default()
        };
        let scan = Hostile {
            schema: SCHEMA,
            meta: Meta {
                commit: "abc".into(),
                timestamp: String::new(),
                sizes: vec![1 << 10, 1 << 20],
                held: Vec::new(),
                positions: 64,
                patterns: vec!["u32 little-endian".into()],
                budget_ms: 1000,
                memory_limit: 4 << 20,
                depths: Vec::new(),
                stacks: Vec::new(),
                limit: 0,
                ..Meta::default()
            },
            amplification: vec![row("a/serde", 0), row("b/native", 2)],
            depth: Vec::new(),
        };
        let text = render(&scan, Style::Markdown);
        assert!(text.starts_with("Hostile input: a length promising 1 KiB, 1 MiB"), "{text}");
        assert!(!text.contains("nested document"), "no depth was tried: {text}");
        assert!(text.contains("Depth: not tried."), "{text}");
        assert!(text.contains("| a/serde  |  10 of 10 |      0 |"), "{text}");
        assert!(
            text.contains(
                "- b/native: not safe: ends the process on 2 crafted inputs (one asked for 1.0 \
                 GiB from 40 bytes); its worst input (1 MiB as u32 little-endian at byte 0), \
                 first bytes: 00001000"
            ),
            "{text}"
        );

        // With `nested`: each format's depths on each stack, and the rule's depth clause.
        let mut deep = scan;
        deep.meta.depths = vec![16, 64, 128];
        deep.meta.stacks = vec![8 << 20, 256 << 10];
        let row = |format: &str, stack: u64, outcomes: &[&str]| hostile_file::DepthRow {
            format: format.into(),
            stack,
            outcomes: outcomes.iter().map(|outcome| (*outcome).to_owned()).collect(),
            not_measured: None,
            setting: None,
        };
        deep.depth = vec![
            row("a/serde", 8 << 20, &["ok", "ok", "ok"]),
            row("a/serde", 256 << 10, &["ok", "crash"]),
            row("b/native", 8 << 20, &["ok", "error"]),
            row("b/native", 256 << 10, &["ok", "error"]),
        ];
        let text = render(&deep, Style::Markdown);
        assert!(text.contains("or overflowed the 8 MiB stack"), "{text}");
        assert!(
            text.contains("reads 128 ") && text.contains("reads 16; overflows at 64"),
            "{text}"
        );
        assert!(text.contains("reads 16; refuses at 64"), "{text}");
    }
}
