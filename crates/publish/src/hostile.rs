//! The hostile-input scan (`docs/data/hostile.json`, made by `cargo run --release -p hostile --
//! --json`): each format's verdict on untrusted input, what crafted lengths make its decoder
//! allocate and spend per input byte, and the nesting its decoder survives, as a page and the
//! feature matrix's cell. The verdict is the file crate's rule ([`Hostile::verdict`]), the one the
//! scan prints.

use std::fmt::Write;

pub use hostile_file::Hostile;
use hostile_file::{Row, stack_size};

use crate::{
    chart::escape,
    table::{self, Grid, GridCell, Style, group},
};

/// The published scan (docs/data/hostile.json), where it exists and has this schema.
pub fn load_published() -> Option<Hostile> {
    let path = bench_support::workspace_root().join("docs/data").join(crate::published::HOSTILE);
    let text = std::fs::read_to_string(path).ok()?;
    let hostile = serde_json::from_str::<Hostile>(&text).ok()?;
    (hostile.schema == hostile_file::SCHEMA).then_some(hostile)
}

/// The feature matrix's cell for a library's release: each of its scanned variants' verdict, in
/// a few words, and where one is not safe while another variant of the library is, the settings
/// that make the difference; `None` where the scan has none of its variants.
pub fn feature(hostile: &Hostile, library: &str, version: &str) -> Option<String> {
    let variants: Vec<(String, &str)> = catalog::formats()
        .filter(|descriptor| descriptor.name == library && descriptor.version == version)
        .map(|descriptor| {
            (format!("{}/{}", descriptor.name, descriptor.variant), descriptor.variant)
        })
        .filter(|(format, _)| hostile.verdict(format).scanned)
        .collect();
    let lines: Vec<String> = variants
        .iter()
        .map(|(format, variant)| {
            let verdict = hostile.verdict(format);
            let limited = hostile.configured(format).filter(|(_, limited)| limited.safe());
            let cell = if verdict.safe() {
                // A depth limit that holds on the small stack too is said beside it.
                let holds = limited.is_some_and(|(_, limited)| limited.small_stack.is_none());
                match (verdict.small_stack, holds) {
                    (Some(depth), false) => {
                        format!("safe (small stacks: depth {})", group(depth as f64))
                    }
                    (Some(depth), true) => format!(
                        "safe (small stacks: depth {}; with its depth limit, any)",
                        group(depth as f64)
                    ),
                    (None, _) => "safe".into(),
                }
            } else if limited.is_some() {
                "not safe as configured; safe with its limit".into()
            } else {
                let safe_sibling = variants
                    .iter()
                    .find(|(other, _)| other != format && hostile.verdict(other).safe());
                match safe_sibling {
                    Some((_, sibling)) => format!("not safe; {sibling} is"),
                    None => "not safe".into(),
                }
            };
            if variants.len() > 1 { format!("{variant}: {cell}") } else { cell }
        })
        .collect();
    (!lines.is_empty()).then(|| lines.join("; "))
}

/// The feature matrix's note for its column.
pub fn feature_note(hostile: &Hostile) -> String {
    format!(
        "hostile input: the verdict of the hostile-input scan at commit `{}` ({}; \
         docs/results/hostile.md has each format's figures and the inputs): {}.",
        hostile.meta.commit.get(..12).unwrap_or(&hostile.meta.commit),
        hostile.meta.timestamp,
        hostile.rule(),
    )
}

/// The page's paragraph on the second pass: the libraries scanned again with their documented
/// limits on lengths and on depth, and the line of code each was given; empty where the scan has
/// none.
fn limits(hostile: &Hostile) -> String {
    /// The formats of `rows` grouped by setting: `a, b with `setting``.
    fn configured<'a>(rows: impl Iterator<Item = (&'a str, Option<&'a str>)>) -> Vec<String> {
        let mut settings: Vec<(Vec<&str>, &str)> = Vec::new();
        for (format, setting) in rows {
            let Some(setting) = setting else { continue };
            match settings.iter_mut().find(|(_, known)| *known == setting) {
                Some((formats, _)) if formats.contains(&format) => {}
                Some((formats, _)) => formats.push(format),
                None => settings.push((vec![format], setting)),
            }
        }
        let each = settings.iter();
        each.map(|(formats, setting)| format!("{} with `{setting}`", formats.join(", "))).collect()
    }
    let lengths =
        configured(hostile.amplification.iter().map(|row| (&*row.format, row.setting.as_deref())));
    let depths = configured(hostile.depth.iter().map(|row| (&*row.format, row.setting.as_deref())));
    if lengths.is_empty() && depths.is_empty() {
        return String::new();
    }
    let mut out = String::from("**With each library's limit.** ");
    if !lengths.is_empty() {
        out += &format!(
            "The decoders whose libraries document a limit for untrusted input, and that are not \
             safe as configured here, scanned again with it set to {}, 64 times the largest input \
             scanned, as an application sizes it to its messages: {}. ",
            stack_size(hostile.meta.limit),
            lengths.join("; "),
        );
    }
    if !depths.is_empty() {
        out += &format!(
            "The decoders whose default depth limit is deeper than the smaller stack holds, their \
             depths scanned again with a limit set: {}. ",
            depths.join("; "),
        );
    }
    out + "The others document none, or are safe as they are.\n\n"
}

/// The page: how the inputs are made, the verdicts, each format's worst allocation and time per
/// input byte, and the depths.
pub fn section(hostile: &Hostile) -> String {
    let meta = &hostile.meta;
    let sizes: Vec<String> = meta.sizes.iter().map(|size| stack_size(*size)).collect();
    let held: Vec<String> = meta.held.iter().map(|size| stack_size(*size)).collect();
    let held = if held.is_empty() {
        String::new()
    } else {
        format!(
            " Many small elements: the encoding up to each of those bytes, then a length of {} in \
             each of those ways and as many zero bytes, the smallest element most binary formats \
             write (an empty string or sequence, a zero, a `None`), so that the input holds what \
             its length says and the decoder builds it{}. Text formats write no lengths: where \
             the position falls inside a sequence or a map, the decoder builds the elements, and \
             a key repeated in a map is the library's to keep, replace or refuse.",
            held.join(", "),
            meta.elements_words()
        )
    };
    let mut out = format!(
        "What an attacker's bytes cost each decoder, as this workbench configures it. Made at \
         commit `{}` ({}) by `cargo run --release -p hostile -- --json PATH`.\n\n\
         **Amplification.** Each data set's small valid encoding (three records, at most 16 KiB) \
         with a length written over each of its first {} bytes, in each of {} ways the formats \
         write one (LEB128 varints, 32- and 64-bit integers in both byte orders, bincode's, \
         MessagePack's and CBOR's headers), promising {}.{} Each decode is the benchmark's: bytes to \
         the data set's Rust values (for Cap'n Proto and FlatBuffers, the library's reader and \
         the workbench's copy into owned values, as an application that keeps them does). Each \
         case is decoded in a child process \
         whose address space is capped at {}: a decoder that believes the length asks for what \
         it promises, and an allocation past the cap ends the child (an abort, counted, and \
         the child restarted after it). A counting allocator keeps each decode's peak and \
         largest request; the time is one decode's, the slowest per input byte taken again as \
         the median of three. A format's cases on a data set run positions first (the top-level \
         counts sit in the first bytes), {}{}; \"cases run\" says how many it reached.\n\n\
         {}**Depth.** Arrays nested {} to {} deep as the user's document of each format that \
         reads any shape, decoded on a thread with each of {} of stack, each depth in a child \
         of its own: a stack overflow ends the child.\n\n",
        meta.commit,
        meta.timestamp,
        meta.positions,
        meta.patterns.len(),
        sizes.join(", "),
        held,
        stack_size(meta.memory_limit),
        meta.stop_words(),
        match (meta.endings, hostile.timed_out()) {
            (0, _) => String::new(),
            (_, 0) => " (a count of cases, so that a format's counts are its decoder's and the \
                       same in every scan; no pair reached the time)"
                .to_owned(),
            (_, pairs) => format!(
                " (a count of cases, so that a format's counts are its decoder's; {pairs} \
                 pair(s) reached the time, and their counts are the clock's)"
            ),
        },
        limits(hostile),
        group(meta.depths.first().copied().unwrap_or_default() as f64),
        group(meta.depths.last().copied().unwrap_or_default() as f64),
        meta.stacks.iter().map(|stack| stack_size(*stack)).collect::<Vec<_>>().join(" and "),
    );
    let _ = writeln!(
        out,
        "### Verdicts\n\nThe rule: {}. The input that reaches each worst case is in \
         docs/data/hostile.json (its case number and first bytes).\n",
        hostile.rule(),
    );
    let _ = writeln!(out, "{}\n", verdicts(hostile).table(Style::Markdown));
    let _ = writeln!(
        out,
        "### Amplification\n\nPer format, its worst data set by bytes held per input byte (the \
         larger of the decode's peak and its largest request, over the input's size), beside \
         what the valid input makes it hold per byte; its slowest case per input byte over the \
         valid input's; and its outcomes over every data set.\n"
    );
    let _ = writeln!(out, "{}\n", amplification(hostile).table(Style::Markdown));
    let not_scanned: Vec<&Row> = hostile
        .amplification
        .iter()
        .filter(|row| row.setting.is_none() && row.failed.is_some())
        .collect();
    if !not_scanned.is_empty() {
        let _ = writeln!(out, "Not scanned:\n");
        for row in not_scanned {
            let why = row.failed.as_deref().unwrap_or_default();
            let _ = writeln!(out, "- {} on `{}`: {why}", row.format, row.dataset);
        }
        out.push('\n');
    }
    let _ = writeln!(
        out,
        "### Depth\n\nThe deepest document each decoder read, the first depth it refused (an \
         error), and the first that ended its process (a stack overflow) or hung it, on each \
         stack. \"-\": no depth tried did it.\n"
    );
    let header = ["format", "stack", "deepest read", "refuses at", "crashes at"];
    let mut depth = table::new(Style::Markdown, &header, 2);
    let show = |depth: Option<u64>| depth.map_or_else(|| "-".into(), |depth| group(depth as f64));
    let mut unmeasured = Vec::new();
    for row in &hostile.depth {
        if let Some(why) = &row.not_measured {
            if !unmeasured.iter().any(|(format, _)| *format == row.format) {
                unmeasured.push((row.format.clone(), why.clone()));
            }
            continue;
        }
        let format = match &row.setting {
            Some(setting) => format!("{}, with `{setting}`", row.format),
            None => row.format.clone(),
        };
        depth.add_row([
            format,
            stack_size(row.stack),
            show(row.deepest(&meta.depths)),
            show(row.refuses_at(&meta.depths)),
            show(row.crashes_at(&meta.depths)),
        ]);
    }
    let _ = writeln!(out, "{depth}\n");
    for (format, why) in unmeasured {
        let _ = writeln!(out, "- {format}: {why}");
    }
    out
}

/// Each format's verdict, and with its library's limit where the scan has one.
fn verdicts(hostile: &Hostile) -> Grid {
    let stacks = &hostile.meta.stacks;
    let header = ["format", "verdict", "with its library's limit"];
    let mut grid = Grid::new(header.map(str::to_owned).to_vec(), 3);
    for format in hostile.formats() {
        let limited = hostile.configured(format).map_or_else(String::new, |(setting, verdict)| {
            format!("`{setting}`: {}", verdict.words(stacks))
        });
        grid.rows.push(vec![
            GridCell::text(format),
            GridCell::text(hostile.verdict(format).words(stacks)),
            GridCell::text(limited),
        ]);
    }
    grid
}

/// Per format (and again with its library's limit), its worst data set by bytes held per input
/// byte, the valid input's, its slowest case over the valid input's, its outcomes and the share
/// of its cases run.
fn amplification(hostile: &Hostile) -> Grid {
    let header = [
        "format",
        "worst B / input B",
        "valid B / B",
        "worst case",
        "time × valid",
        "panics",
        "aborts",
        "hangs",
        "cases run",
    ];
    let mut grid = Grid::new(header.map(str::to_owned).to_vec(), 1);
    let summaries = hostile.formats().into_iter().flat_map(|format| {
        let setting = hostile.configured(format).map(|(setting, _)| setting);
        [Some((format, None)), setting.map(|setting| (format, Some(setting)))].into_iter().flatten()
    });
    for (format, setting) in summaries {
        let Some(summary) = hostile.summary_with(format, setting) else { continue };
        let label = match setting {
            Some(_) => format!("{format}, with its limit"),
            None => format.to_owned(),
        };
        let (ratio, valid, case) = match summary.worst {
            Some((row, worst)) => (
                GridCell::number(group(worst.per_input_byte()), worst.per_input_byte()),
                GridCell::number(format!("{:.1}", row.valid_per_byte()), row.valid_per_byte()),
                GridCell::text(format!("`{}`: {} ({})", row.dataset, worst.case, worst.outcome)),
            ),
            None => (GridCell::none(), GridCell::none(), GridCell::none()),
        };
        let count = |count: u64| GridCell::number(group(count as f64), count as f64);
        let run = format!("{} of {}", group(summary.cases as f64), group(summary.planned as f64));
        let share = summary.cases as f64 / summary.planned.max(1) as f64;
        grid.rows.push(vec![
            GridCell::text(label),
            ratio,
            valid,
            case,
            GridCell::number(format!("{:.1}", summary.slowest), summary.slowest),
            count(summary.panics),
            count(summary.aborts),
            count(summary.hangs),
            GridCell::number(run, share),
        ]);
    }
    grid
}

/// The site's section: the rule, each format's verdict and its amplification, sortable.
pub fn site_section(index: usize, hostile: &Hostile) -> String {
    format!(
        "<section id=\"hostile-{index}\"><h2>Hostile input</h2>\n<p>What an attacker's bytes \
         cost each decoder, at commit {}: {}. The rule: {}.</p>\n<h3>Verdicts</h3>\n{}\
         <h3>Amplification</h3>\n{}</section>\n",
        escape(hostile.meta.commit.get(..12).unwrap_or(&hostile.meta.commit)),
        escape("docs/results/hostile.md has how the inputs are made and the depths"),
        escape(&hostile.rule()),
        crate::html::table(&verdicts(hostile)),
        crate::html::table(&amplification(hostile)),
    )
}

#[cfg(test)]
mod tests {
    use hostile_file::{DepthRow, Meta, SCHEMA, Worst};

    use super::*;

    #[test]
    fn the_page_and_the_feature_cell_say_the_rule_s_verdict() {
        let worst = |amount| Worst {
            index: 0,
            case: "1 MiB as u32 little-endian at byte 0".into(),
            outcome: "error".into(),
            input_bytes: 40,
            amount,
            input: String::new(),
        };
        let row = |format: &str, package: &str, amount| Row {
            package: package.into(),
            format: format.into(),
            dataset: "log".into(),
            valid_bytes: 40,
            valid_peak: 400,
            planned: 10,
            cases: 10,
            worst_allocation: Some(worst(amount)),
            ..Row::default()
        };
        let hostile = Hostile {
            schema: SCHEMA,
            meta: Meta {
                commit: "0123456789abcdef".into(),
                timestamp: "2026-11-29T00:00:00Z".into(),
                sizes: vec![1 << 20],
                held: vec![1 << 10],
                positions: 64,
                patterns: vec!["u32 little-endian".into()],
                budget_ms: 2000,
                memory_limit: 1 << 30,
                depths: vec![16, 128],
                stacks: vec![8 << 20, 256 << 10],
                limit: 1 << 20,
                ..Meta::default()
            },
            amplification: vec![
                row("bincode/native", "fmt-bincode", 64 << 20),
                row("bincode/native+limit", "fmt-bincode", 800),
                row("capnp/packed", "fmt-capnp", 64 << 20),
                row("rmp-serde/serde", "fmt-rmp-serde", 400),
                Row {
                    setting: Some("ReaderOptions::new().traversal_limit_in_words(..)".into()),
                    ..row("capnp/packed", "fmt-capnp", 1 << 20)
                },
            ],
            depth: vec![
                DepthRow {
                    format: "serde_json/serde".into(),
                    stack: 8 << 20,
                    outcomes: vec!["ok".into(), "error".into()],
                    not_measured: None,
                    setting: None,
                },
                DepthRow {
                    format: "rmp-serde/serde".into(),
                    stack: 256 << 10,
                    outcomes: vec!["ok".into(), "crash".into()],
                    not_measured: None,
                    setting: None,
                },
                DepthRow {
                    format: "rmp-serde/serde".into(),
                    stack: 256 << 10,
                    outcomes: vec!["ok".into(), "error".into()],
                    not_measured: None,
                    setting: Some("set_max_depth(64)".into()),
                },
            ],
        };
        // The catalog's version of the variant `find` finds.
        let version = |find: fn(&format_api::Descriptor) -> bool| {
            catalog::formats().find(|descriptor| find(descriptor)).expect("in the catalog").version
        };
        assert_eq!(
            feature(&hostile, "bincode", version(|d| d.variant == "native+limit")).as_deref(),
            Some("native: not safe; native+limit is; native+limit: safe")
        );
        assert_eq!(
            feature(&hostile, "capnp", version(|d| d.variant == "packed")).as_deref(),
            Some("not safe as configured; safe with its limit")
        );
        assert_eq!(
            feature(&hostile, "rmp-serde", version(|d| d.name == "rmp-serde")).as_deref(),
            Some("safe (small stacks: depth 128; with its depth limit, any)")
        );
        let page = section(&hostile);
        assert!(page.contains("then a length of 1 KiB in each of those ways"), "{page}");
        assert!(
            page.contains(
                "scanned again with a limit set: rmp-serde/serde with `set_max_depth(64)`"
            ),
            "{page}"
        );
        assert!(page.contains("| rmp-serde/serde, with `set_max_depth(64)` | 256 KiB "), "{page}");
        assert!(
            page.contains("capnp/packed with `ReaderOptions::new().traversal_limit_in_words(..)`"),
            "{page}"
        );
        assert!(page.contains("| capnp/packed, with its limit "), "{page}");
        assert!(page.contains("| bincode/native "), "{page}");
        assert!(page.contains("asks for 64.0 MiB from a 40-byte input"), "{page}");
        let site = site_section(0, &hostile);
        assert!(site.starts_with("<section id=\"hostile-0\"><h2>Hostile input</h2>"), "{site}");
        assert!(site.contains("<td>capnp/packed, with its limit</td>"), "{site}");
        assert!(feature_note(&hostile).contains("`0123456789ab`"));
    }
}
