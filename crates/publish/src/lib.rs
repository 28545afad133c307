//! Publishing: the pages (`bench-cli report`: docs/results.md and the README's generated
//! blocks), the SVG charts, the results site, the release-history tables and charts, the
//! studies' tables, docs/formats.md's tables and Bencher's metric format, made from results files
//! and nothing else. It links no format and no part of the measuring engine, so that rewording a
//! page or redrawing a chart rebuilds this crate and the command line, never a measured one.

pub mod bare_metal;
pub mod bmf;
pub mod chart;
pub mod code_size;
pub mod conformance;
pub mod crossings;
pub mod evolution;
pub mod figures;
pub mod free;
pub mod history;
pub mod hostile;
mod html;
pub mod list;
pub mod page;
pub mod prose;
pub mod provenance;
pub mod published;
pub mod rsb;
pub mod scaling;
pub mod site;
pub mod stability;
pub mod study;
pub mod verdicts;
pub mod wasm;

// The combined tables are a library of their own (`crates/tables`), which a user's bench target
// prints with too; here they are modules of the pages.
pub use tables::{report, table};

#[cfg(test)]
mod tests {
    /// The published pages are `bench-cli report`'s output over the committed data in docs/data/:
    /// docs/results.md and the README's generated blocks are never edited by hand.
    #[test]
    fn published_pages_are_regenerated_from_the_published_data() {
        let data = crate::page::Published::load(&bench_support::workspace_root().join("docs/data"))
            .expect("docs/data");
        for (path, page) in crate::page::pages(&data, &bench_support::workspace_root().join("docs"))
            .expect("the pages")
        {
            assert!(
                std::fs::read_to_string(&path).ok().as_deref() == Some(page.as_str()),
                "{} is not `bench-cli report`'s output over docs/data; run `bench-cli report`",
                path.display()
            );
        }
    }

    /// The pages answer first: the README is a front door of at most 120 lines whose first
    /// screen (60 lines) holds the verdict table, and results.md an index of at most 200 lines.
    #[test]
    fn the_pages_answer_first() {
        let root = bench_support::workspace_root();
        let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
        assert!(readme.lines().count() <= 120, "README.md: {} lines", readme.lines().count());
        let screen: Vec<&str> = readme.lines().take(60).collect();
        let table = screen.iter().position(|line| line.starts_with("| use case"));
        let rows = table.map_or(0, |at| {
            let rows = screen.get(at + 2..).unwrap_or_default();
            rows.iter().take_while(|line| line.starts_with('|')).count()
        });
        assert_eq!(rows, crate::verdicts::Case::ALL.len(), "the verdict table in 60 lines");
        let results = std::fs::read_to_string(root.join("docs/results.md")).expect("results.md");
        assert!(results.lines().count() <= 200, "results.md: {} lines", results.lines().count());
    }

    /// The published run, every data set, as `bench-cli run` prints it and its verdicts after:
    /// every line fits 100 columns.
    #[test]
    fn the_published_run_fits_a_terminal() {
        let data = crate::page::Published::load(&bench_support::workspace_root().join("docs/data"))
            .expect("docs/data");
        let extras = crate::provenance::extras(data.builds.as_ref(), data.robustness.as_ref());
        let mut text = crate::report::render(&data.results, extras, crate::table::Style::Terminal);
        let inputs = crate::verdicts::Inputs::published(&data);
        text += &crate::verdicts::terminal(&inputs, crate::report::NARROW);
        let widest = text.lines().max_by_key(|line| line.chars().count()).unwrap_or_default();
        assert!(widest.chars().count() <= crate::report::NARROW, "{widest}");
    }

    /// Every chart `bench-cli report` writes from the published data can be read: no text covers
    /// another text or a point, and none leaves the picture.
    #[test]
    fn every_published_chart_is_readable() {
        let data = crate::page::Published::load(&bench_support::workspace_root().join("docs/data"))
            .expect("docs/data");
        let pages = crate::page::pages(&data, &bench_support::workspace_root().join("docs"))
            .expect("the pages");
        let charts: Vec<_> = pages
            .iter()
            .filter(|(path, _)| path.extension().is_some_and(|ext| ext == "svg"))
            .collect();
        assert!(charts.len() >= 30, "{} charts", charts.len());
        let unreadable: Vec<String> = charts
            .iter()
            .flat_map(|(path, svg)| {
                let name = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
                crate::chart::problems(svg)
                    .into_iter()
                    .map(move |problem| format!("{name}: {problem}"))
            })
            .collect();
        assert!(unreadable.is_empty(), "{} problems:\n{}", unreadable.len(), unreadable.join("\n"));
    }
}
