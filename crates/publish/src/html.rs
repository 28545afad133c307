//! HTML the site's sections share: a grid as a sortable table.

use std::fmt::Write;

use crate::{chart::escape, table::Grid};

/// A grid as a sortable HTML table: numeric cells carry `data-sort`.
pub(crate) fn table(grid: &Grid) -> String {
    let mut out = String::from("<table class=\"sortable\"><thead><tr>");
    for (index, title) in grid.header.iter().enumerate() {
        let class = if index < grid.left { "" } else { " class=\"num\"" };
        let _ = write!(out, "<th{class} title=\"sort\">{}</th>", escape(title));
    }
    out.push_str("</tr></thead><tbody>\n");
    for row in &grid.rows {
        out.push_str("<tr>");
        for (index, cell) in row.iter().enumerate() {
            let class = if index < grid.left { "" } else { " class=\"num\"" };
            let sort = cell.sort.map(|value| format!(" data-sort=\"{value}\"")).unwrap_or_default();
            let _ = write!(out, "<td{class}{sort}>{}</td>", escape(&cell.text));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table>\n");
    out
}
