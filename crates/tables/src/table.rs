//! Tables as terminal text or Markdown from one builder, and the number formats every table
//! shares.

use comfy_table::{Cell, CellAlignment, ContentArrangement, Table, presets};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Terminal,
    Markdown,
}

/// A table in `style` with `header`; columns after the first `left` are right-aligned (numbers).
pub fn new(style: Style, header: &[&str], left: usize) -> Table {
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

/// A table's content before it is drawn, so that the terminal, Markdown and the site's sortable
/// HTML tables show the same cells: a header, and rows of cells that each carry the number they
/// sort by.
#[derive(Clone, Debug, Default)]
pub struct Grid {
    pub header: Vec<String>,
    pub rows: Vec<Vec<GridCell>>,
    /// Columns before this one are text (left-aligned); the others numbers.
    pub left: usize,
}

/// A cell's text, and the number it sorts by (none: sorts as its text, or last if `-`).
#[derive(Clone, Debug, PartialEq)]
pub struct GridCell {
    pub text: String,
    pub sort: Option<f64>,
}

impl GridCell {
    pub fn text(text: impl Into<String>) -> GridCell {
        GridCell { text: text.into(), sort: None }
    }

    pub fn number(text: impl Into<String>, sort: f64) -> GridCell {
        GridCell { text: text.into(), sort: Some(sort) }
    }

    /// `-`: nothing measured.
    pub fn none() -> GridCell {
        GridCell::text("-")
    }
}

impl Grid {
    pub fn new(header: Vec<String>, left: usize) -> Grid {
        Grid { header, rows: Vec::new(), left }
    }

    /// The grid as a terminal or Markdown table.
    pub fn table(&self, style: Style) -> Table {
        let header: Vec<&str> = self.header.iter().map(String::as_str).collect();
        let mut table = new(style, &header, self.left);
        for row in &self.rows {
            table.add_row(row.iter().map(|cell| cell.text.as_str()));
        }
        table
    }
}

/// Appends a titled table: the title on its own line above a terminal table, a fourth-level
/// heading above a Markdown one.
pub fn section(out: &mut String, heading: &str, table: &Table, style: Style) {
    let text = match style {
        Style::Terminal => format!("\n{heading}\n{table}\n"),
        Style::Markdown => format!("\n#### {heading}\n\n{table}\n"),
    };
    out.push_str(&text);
}

/// `text` wrapped at `width` columns on spaces, its first line after `first`, the others after
/// `rest`; a word longer than a line has it to itself.
pub fn wrap(text: &str, width: usize, first: &str, rest: &str) -> String {
    let mut out = String::new();
    let mut line = first.to_string();
    let mut empty = true;
    for word in text.split(' ') {
        let length = line.chars().count() + usize::from(!empty) + word.chars().count();
        if !empty && length > width {
            out.push_str(line.trim_end());
            out.push('\n');
            line = rest.to_string();
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// A time in nanoseconds with four significant figures and a unit: `12.35 µs`.
pub fn time(ns: f64) -> String {
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
pub fn group(value: f64) -> String {
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

/// A figure that is whole or a fraction of a few calls (allocations per call: a count over four
/// calls is a multiple of a quarter): grouped digits, and up to two decimals where it has them.
pub fn count(value: f64) -> String {
    if value.fract() == 0.0 {
        return group(value);
    }
    let decimals = format!("{:.2}", value.fract().abs());
    let decimals = decimals.trim_start_matches('0').trim_end_matches('0');
    let whole = group(value.trunc());
    let whole = if value < 0.0 && value.trunc() == 0.0 { "-0".to_string() } else { whole };
    format!("{whole}{decimals}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_keeps_its_quarters() {
        assert_eq!(count(40_001.0), "40,001");
        assert_eq!(count(0.5), "0.5");
        assert_eq!(count(0.25), "0.25");
        assert_eq!(count(2_604.75), "2,604.75");
        assert_eq!(count(-0.5), "-0.5");
    }

    #[test]
    fn wrapped_lines_fit_and_keep_every_word() {
        let text = "what to pick for messages between Rust services: the fastest round trip";
        let wrapped = wrap(text, 30, "  ", "    ");
        assert!(wrapped.lines().all(|line| line.chars().count() <= 30), "{wrapped}");
        assert!(
            wrapped.starts_with("  what")
                && wrapped.lines().nth(1).is_some_and(|l| l.starts_with("    "))
        );
        let words: Vec<&str> = wrapped.split_whitespace().collect();
        assert_eq!(words, text.split(' ').collect::<Vec<_>>());
    }

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
