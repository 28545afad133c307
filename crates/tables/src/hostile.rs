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
         first values' encoding, {} ways; each decode in a child that may hold {cap} more than it \
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
            let worst = row.worst_allocation.as_ref().filter(|worst| worst.outcome == "abort");
            let asked = worst.map_or_else(String::new, |worst| {
                format!(
                    " (asked for {} from {} bytes: {}, input {})",
                    hostile_file::bytes(worst.amount),
                    worst.input_bytes,
                    worst.case,
                    worst.input
                )
            });
            let _ = writeln!(notes, "- {}: {}{asked}", row.format, verdict.words(&[]));
        }
    }
    let _ = writeln!(text, "{rows}\n");
    text + &notes
}
