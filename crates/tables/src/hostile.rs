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
         (many small elements); each decode in a child that may hold {cap} more than it \
         had mapped (past it, the child ends: \"past {cap}\"); {:.1} s of cases a format. The \
         rule: {}.\n\n",
        sizes.join(", "),
        meta.positions,
        meta.patterns.len(),
        meta.budget_ms as f64 / 1000.0,
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
    text + &notes
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
            },
            amplification: vec![row("a/serde", 0), row("b/native", 2)],
            depth: Vec::new(),
        };
        let text = render(&scan, Style::Markdown);
        assert!(text.starts_with("Hostile input: a length promising 1 KiB, 1 MiB"), "{text}");
        assert!(!text.contains("nested document"), "no depth was tried: {text}");
        assert!(text.contains("| a/serde  |  10 of 10 |      0 |"), "{text}");
        assert!(
            text.contains(
                "- b/native: not safe: ends the process on 2 crafted inputs (one asked for 1.0 \
                 GiB from 40 bytes); its worst input (1 MiB as u32 little-endian at byte 0), \
                 first bytes: 00001000"
            ),
            "{text}"
        );
    }
}
