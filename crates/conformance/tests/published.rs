//! The published suites' runs replayed: every library through its suite again, each case's
//! answer (the failures, the crashes and the cases either way among them) the published file's.

use std::path::Path;

use conformance_file::Report;

#[test]
fn every_published_answer_replays() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let published: Report = serde_json::from_slice(
        &std::fs::read(root.join("docs/data/conformance.json")).expect("the published file"),
    )
    .expect("its JSON");
    assert_eq!(published.schema, conformance_file::SCHEMA);
    assert_eq!(published.suites, conformance::suites(), "the suites' copies changed");
    let lock = cargo_lock::Lockfile::load(root.join("Cargo.lock")).expect("Cargo.lock");
    let binary = Path::new(env!("CARGO_BIN_EXE_conformance"));
    let mut differences = Vec::new();
    for row in &published.rows {
        let library = conformance::library(&row.library).expect("a library of the study");
        let now = conformance::run(library, binary, &lock).expect("the suite runs");
        assert_eq!(now.version, row.version, "{}: another release is pinned", row.library);
        assert_eq!(now.checks.len(), row.checks.len(), "{}: other cases", row.library);
        for (then, now) in row.checks.iter().zip(&now.checks) {
            if then != now {
                differences.push(format!("{}: published {then:?}, now {now:?}", row.library));
            }
        }
    }
    assert!(published.rows.len() >= 8, "every library is published");
    assert!(differences.is_empty(), "answers that moved:\n{}", differences.join("\n"));
}
