//! Every crossing the published file says fails or loses is replayed: the study is run again
//! through the pinned peers (`scripts/install-peers`, which `scripts/test` runs) with the
//! published file's records on the cases that hold one, and each published cell of those cases
//! (those that crossed too, every wire's), and each case a Rust variant could not carry itself,
//! comes out the same.

use std::collections::BTreeMap;

use crossings::{Options, PEERS};
use crossings_file::{Case, Cell, Outcome, Report};

/// A cell's outcome as the replay must reproduce it: the words, the kinds of difference and the
/// errors (the first places may name other records in a shorter run).
fn outcome(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Crosses => "crosses".into(),
        Outcome::Loses { differences } => format!(
            "loses: {}",
            differences
                .iter()
                .map(|difference| difference.kind.as_str())
                .collect::<Vec<_>>()
                .join("; ")
        ),
        Outcome::Fails { error } => format!("fails: {error}"),
    }
}

/// The study's `--dataset` name of a case: its data set, or `values` for a breaking value.
fn dataset_of(case: &Case) -> String {
    match case {
        Case::Dataset(name) => name.clone(),
        Case::Value(_) => "values".into(),
    }
}

fn key(cell: &Cell) -> (Case, String, String, String) {
    (
        cell.case.clone(),
        format!("{}/{}", cell.format, cell.variant),
        cell.language.clone(),
        cell.wire.clone(),
    )
}

#[test]
fn every_published_failure_and_loss_replays() {
    let root = bench_support::workspace_root();
    let published: Report =
        serde_json::from_slice(&std::fs::read(root.join("docs/data/crossings.json")).unwrap())
            .unwrap();
    assert_eq!(
        published.schema,
        crossings_file::SCHEMA,
        "docs/data/crossings.json is of another schema"
    );
    let not_crossed: Vec<&Cell> = published
        .cells
        .iter()
        .filter(|cell| cell.read != Outcome::Crosses || cell.write != Outcome::Crosses)
        .collect();
    assert!(!not_crossed.is_empty(), "the published file has no failure to replay");
    // The published run's records: the larger of them (each data set's own is decided again).
    let records = published.records.values().copied().max().unwrap_or(20);
    let mut datasets: Vec<String> = not_crossed
        .iter()
        .map(|cell| cell.case.clone())
        .chain(
            published
                .shapes
                .iter()
                .filter(|shape| shape.round_trip.is_some())
                .map(|shape| shape.case.clone()),
        )
        .map(|case| dataset_of(&case))
        .collect();
    datasets.sort();
    datasets.dedup();
    let target = bench_support::target_dir();
    let options = Options {
        peers: PEERS.to_vec(),
        datasets: Some(datasets.clone()),
        formats: None,
        records,
        work: target.join("crossings-replay"),
        target,
        speeds: false,
    };
    let replay = crossings::run(&options, &mut |_| {})
        .expect("the study runs (scripts/install-peers installs its peers)");
    assert_eq!(
        replay
            .records
            .iter()
            .filter(|(name, _)| published.records.contains_key(*name))
            .collect::<BTreeMap<_, _>>(),
        published
            .records
            .iter()
            .filter(|(name, _)| replay.records.contains_key(*name))
            .collect::<BTreeMap<_, _>>(),
    );
    let replayed: BTreeMap<_, &Cell> = replay.cells.iter().map(|cell| (key(cell), cell)).collect();
    let mut differ = Vec::new();
    let replayed_cells =
        published.cells.iter().filter(|cell| datasets.contains(&dataset_of(&cell.case)));
    for cell in replayed_cells {
        let again = replayed.get(&key(cell));
        let same = again.is_some_and(|again| {
            outcome(&again.read) == outcome(&cell.read)
                && outcome(&again.write) == outcome(&cell.write)
        });
        if !same {
            differ.push(format!(
                "{:?} {}/{} in {}: published read {} | written {}; replayed {}",
                cell.case,
                cell.format,
                cell.variant,
                cell.language,
                outcome(&cell.read),
                outcome(&cell.write),
                again.map_or("nothing".into(), |again| format!(
                    "read {} | written {}",
                    outcome(&again.read),
                    outcome(&again.write)
                ))
            ));
        }
    }
    for shape in published.shapes.iter().filter(|shape| shape.round_trip.is_some()) {
        let again = replay.shapes.iter().find(|again| {
            again.case == shape.case
                && again.format == shape.format
                && again.variant == shape.variant
        });
        if again.map(|again| &again.round_trip) != Some(&shape.round_trip) {
            differ.push(format!(
                "{:?} {}/{}: its own round trip {:?}",
                shape.case, shape.format, shape.variant, shape.round_trip
            ));
        }
    }
    assert!(differ.is_empty(), "published crossings that did not replay:\n{}", differ.join("\n"));
}
