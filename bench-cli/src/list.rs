//! `bench-cli list`: the format variants (library, version, how each is driven) and the data
//! sets. The README's two tables are this output in Markdown (a tidy test keeps them fresh).

use crate::table::{self, Style};

/// The formats and data sets, as two tables.
pub(crate) fn render(style: Style) -> String {
    let header =
        ["library", "version", "variant", "wire", "settings that differ from the defaults"];
    let mut formats = table::new(style, &header, 5);
    for descriptor in registry::formats() {
        formats.add_row([
            descriptor.name,
            descriptor.version,
            descriptor.variant,
            descriptor.wire,
            &text(style, descriptor.settings),
        ]);
    }
    let mut datasets = table::new(style, &["data set", "records", "what it exercises"], 1);
    if let Some(column) = datasets.column_mut(2) {
        column.set_cell_alignment(comfy_table::CellAlignment::Left);
    }
    for dataset in registry::datasets() {
        datasets.add_row([
            dataset.name.to_string(),
            table::group(dataset.default_len as f64),
            text(style, dataset.description),
        ]);
    }
    match style {
        Style::Terminal => format!("formats:\n{formats}\n\ndata sets:\n{datasets}\n"),
        Style::Markdown => format!("{formats}\n\n{datasets}\n"),
    }
}

/// Prose for a cell: as it is on a terminal; in Markdown with `<` escaped outside code spans, so
/// that `Option<bool>` is not read as an HTML tag.
fn text(style: Style, prose: &str) -> String {
    match style {
        Style::Terminal => prose.to_string(),
        Style::Markdown => prose
            .split('`')
            .enumerate()
            .map(
                |(index, part)| if index % 2 == 0 { part.replace('<', "\\<") } else { part.into() },
            )
            .collect::<Vec<_>>()
            .join("`"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_prose_escapes_tags_but_not_code() {
        let prose = "Option<bool>, `with_limit::<64>()`";
        assert_eq!(text(Style::Markdown, prose), "Option\\<bool>, `with_limit::<64>()`");
        assert_eq!(text(Style::Terminal, prose), prose);
    }
}
