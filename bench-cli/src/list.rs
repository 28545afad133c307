//! `bench-cli list`: the format variants (library, version) and the data sets, or every case.

use crate::table::{self, Style};

/// The formats and data sets, as two tables.
pub(crate) fn render(style: Style) -> String {
    let mut formats = table::new(style, &["format", "variant", "wire", "library version"], 4);
    for descriptor in registry::formats() {
        formats.add_row([descriptor.name, descriptor.variant, descriptor.wire, descriptor.version]);
    }
    let mut datasets = table::new(style, &["data set", "records", "description"], 3);
    for dataset in registry::datasets() {
        datasets.add_row([
            dataset.name.to_string(),
            table::group(dataset.default_len as f64),
            dataset.description.into(),
        ]);
    }
    format!("formats:\n{formats}\n\ndata sets:\n{datasets}\n")
}
