//! `bench-cli robustness`: what each format's decoder does with corrupt input, on the data sets.
//! The sweep itself is the `sweep` crate (memory-capped children, counts, the table); each
//! pair's child is the bench binary that holds its format, in its sweep role.

use std::{collections::BTreeMap, path::PathBuf};

use bench_support::{UsageError, robustness, write_json};
use protocol::spec::{Role, Selection as Selected, SweepPair};

use crate::{
    profile,
    run::binaries::{self, TEST_BROKEN},
    selection::Selection,
    table::Style,
};

#[derive(Clone, Debug)]
pub(crate) struct Options {
    pub(crate) selection: Selection,
    pub(crate) cases: u64,
    pub(crate) json: Option<PathBuf>,
    /// Adds the deliberately broken test formats, to prove the harness classifies them.
    pub(crate) include_broken: bool,
}

/// The name every broken format goes by (`benches/test-broken`).
const BROKEN: &str = "broken";

pub(crate) fn run(options: &Options) -> anyhow::Result<()> {
    if options.cases == 0 {
        return Err(UsageError("--cases must be at least 1".into()).into());
    }
    // What is swept is the tree as the sweep starts: editing files while it runs must not mark
    // it dirty, nor a commit made meanwhile claim it.
    let git_commit = bench_support::git_commit();
    let built = binaries::build(profile::measured(None))?;
    let selection = &options.selection;
    let mut asked: Vec<(&str, Selected)> = catalog::SUITES
        .iter()
        .filter(|suite| suite.formats.iter().any(|format| selection.has_format(format)))
        .map(|suite| (suite.binary, selection.clone()))
        .collect();
    if options.include_broken {
        let broken = Selected { formats: Some(vec![BROKEN.into()]), ..selection.clone() };
        asked.push((TEST_BROKEN, broken));
    }
    let mut pairs: Vec<SweepPair> = Vec::new();
    let mut binary_of: BTreeMap<(String, String), PathBuf> = BTreeMap::new();
    for (binary, selection) in asked {
        let path = built.get(binary).ok_or_else(|| anyhow::anyhow!("{binary} was not built"))?;
        let found: Vec<SweepPair> = runner::answer(path, &Role::SweepPairs(selection))?;
        for pair in &found {
            binary_of.insert((pair.format.clone(), pair.variant.clone()), path.clone());
        }
        pairs.extend(found);
    }
    let child = |pair: &SweepPair, spec: &protocol::spec::SweepSpec| {
        let key = (pair.format.clone(), pair.variant.clone());
        let binary = binary_of.get(&key).ok_or_else(|| anyhow::anyhow!("no binary for {key:?}"))?;
        Role::Sweep(spec.clone()).command(binary)
    };
    let rows = ::sweep::sweep(&pairs, options.cases, &child)?;
    let results = ::sweep::results(rows, git_commit, crate::run::library_versions());
    write_json(
        &results,
        [robustness::default_path().as_path()].into_iter().chain(options.json.as_deref()),
    )?;
    print!("{}", ::sweep::render(&results, Style::Terminal));
    Ok(())
}
