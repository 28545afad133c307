//! Tables as terminal text or Markdown from one builder, and the number formats every table
//! shares.

use comfy_table::{Cell, CellAlignment, ContentArrangement, Table, presets};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Style {
    Terminal,
    Markdown,
}

/// A table in `style` with `header`; columns after the first `left` are right-aligned (numbers).
pub(crate) fn new(style: Style, header: &[&str], left: usize) -> Table {
    let mut table = Table::new();
    table
        .load_style(match style {
            Style::Terminal => presets::UTF8_FULL_CONDENSED,
            Style::Markdown => presets::ASCII_MARKDOWN,
        })
        .set_content_arrangement(ContentArrangement::Disabled)
        .set_header(header.iter().map(Cell::new));
    for index in left..header.len() {
        if let Some(column) = table.column_mut(index) {
            column.set_cell_alignment(CellAlignment::Right);
        }
    }
    table
}

/// A time in nanoseconds with four significant figures and a unit: `12.35 µs`.
pub(crate) fn time(ns: f64) -> String {
    let (value, unit) = match ns {
        _ if ns < 1e3 => (ns, "ns"),
        _ if ns < 1e6 => (ns / 1e3, "µs"),
        _ if ns < 1e9 => (ns / 1e6, "ms"),
        _ => (ns / 1e9, "s"),
    };
    let decimals = if value >= 100.0 {
        1
    } else if value >= 10.0 {
        2
    } else {
        3
    };
    format!("{value:.decimals$} {unit}")
}

/// A whole number with thousands separators: `724,953`.
pub(crate) fn group(value: f64) -> String {
    let digits = format!("{:.0}", value.round());
    let (sign, digits) = digits.strip_prefix('-').map_or(("", digits.as_str()), |rest| ("-", rest));
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    format!("{sign}{out}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_like_a_table_should() {
        assert_eq!(group(724_953.0), "724,953");
        assert_eq!(group(999.0), "999");
        assert_eq!(group(1_000.0), "1,000");
        assert_eq!(group(-1_234.0), "-1,234");
        assert_eq!(time(0.27), "0.270 ns");
        assert_eq!(time(12_345.0), "12.35 µs");
        assert_eq!(time(143_000_000.0), "143.0 ms");
    }

    #[test]
    fn markdown_and_terminal_tables_share_a_builder() {
        let mut table = new(Style::Markdown, &["format", "bytes"], 1);
        table.add_row(["postcard", "44"]);
        let text = table.to_string();
        assert!(text.starts_with("| format") && text.contains("|    44 |"), "{text}");
        let mut table = new(Style::Terminal, &["format", "bytes"], 1);
        table.add_row(["postcard", "44"]);
        assert!(table.to_string().contains('┆'));
    }
}
