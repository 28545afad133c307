//! `bench-cli robustness`: what each format's decoder does with corrupt input, on the data sets
//! (the sweep itself is the `robustness` crate: mutations, memory-capped children, counts).

mod broken;

use std::path::PathBuf;

use anyhow::Context;
use bench_support::{UsageError, robustness, write_json};
use registry::visit_formats;

use crate::{selection::Selection, table::Style};

#[derive(Clone, Debug)]
pub(crate) struct Options {
    pub(crate) selection: Selection,
    pub(crate) cases: u64,
    pub(crate) json: Option<PathBuf>,
    /// Adds the deliberately broken test formats, to prove the harness classifies them.
    pub(crate) include_broken: bool,
}

pub(crate) fn run(options: &Options) -> anyhow::Result<()> {
    if options.cases == 0 {
        return Err(UsageError("--cases must be at least 1".into()).into());
    }
    // What is swept is the tree as the sweep starts: editing files while it runs must not mark
    // it dirty, nor a commit made meanwhile claim it.
    let git_commit = bench_support::git_commit();
    let (selection, include_broken) = (&options.selection, options.include_broken);
    let selected = |format: &format_api::Descriptor, dataset: &str| {
        let broken = include_broken && format.name == broken::NAME;
        (selection.has_format(format) || broken) && selection.has_dataset(dataset)
    };
    let pairs = ::robustness::pairs(|pairs| walk(pairs), &selected);
    let executable = std::env::current_exe().context("cannot find this executable to re-run it")?;
    let child = |spec: &::robustness::Spec| spec.command(&executable);
    let rows = ::robustness::sweep(&pairs, options.cases, &child)?;
    let results = ::robustness::results(rows, git_commit, crate::provenance::library_versions());
    write_json(
        &results,
        [robustness::default_path().as_path()].into_iter().chain(options.json.as_deref()),
    )?;
    print!("{}", ::robustness::render(&results, Style::Terminal));
    Ok(())
}

/// Every format on every data set, and the deliberately broken ones (found only when the parent
/// selects them, `--include-broken`): the parent's walk and its children's.
pub(crate) fn walk(visitor: &mut impl registry::Visitor) {
    visit_formats(visitor);
    broken::visit(visitor);
}
