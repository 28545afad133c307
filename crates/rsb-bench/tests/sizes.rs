//! Its data sets are its values: every library both benchmarks writes, here, the number of bytes
//! its README publishes for each of the four data sets, and reads the value back equal.

use rsb::published::{Row, published};

/// Where a release between its version and ours writes other bytes, measured by building its
/// version beside ours on these values: (library, its version, what changed).
const VERSIONS_DIFFER: &[(&str, &str, &str)] = &[(
    "ron",
    "0.12.2",
    "0.12.3 writes small floats with an exponent (`7.998943e-5`, not `0.00007998943`): \
     0.12.2 gives its sizes exactly (mesh 22192885, minecraft_savedata 1465223)",
)];

#[test]
fn every_shared_library_writes_its_published_size() {
    let published = published();
    let mut mismatches = Vec::new();
    for (dataset, sizes) in rsb_bench::sizes().unwrap() {
        let table = published.table(&dataset).expect("a published table");
        for size in sizes {
            let row = table.row(&size.library);
            let theirs = row.and_then(|row| Row::plain(&row.size));
            let explained = VERSIONS_DIFFER.iter().any(|&(library, their_version, _)| {
                library == size.library
                    && row.is_some_and(|row| row.version == their_version)
                    && size.version != their_version
            });
            if theirs != Some(size.bytes as f64) && !explained {
                let theirs =
                    theirs.map_or("none published".to_owned(), |bytes| format!("{bytes} there"));
                mismatches.push(format!(
                    "{dataset} {} {}: {} here, {theirs}",
                    size.format, size.version, size.bytes
                ));
            }
        }
    }
    assert!(mismatches.is_empty(), "sizes that differ:\n{}", mismatches.join("\n"));
}
