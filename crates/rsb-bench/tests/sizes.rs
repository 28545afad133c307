//! Its data sets are its values: every library both benchmarks writes, here, the number of bytes
//! its README publishes for each of the four data sets, and reads the value back equal.

use std::fmt::Debug;

use format_api::{Codec, Format};
use rsb::published::{Row, Table, published};

/// Where a release between its version and ours writes other bytes, measured by building its
/// version beside ours on these values: (library, its version, what changed).
const VERSIONS_DIFFER: &[(&str, &str, &str)] = &[(
    "ron",
    "0.12.2",
    "0.12.3 writes small floats with an exponent (`7.998943e-5`, not `0.00007998943`): \
     0.12.2 gives its sizes exactly (mesh 22192885, minecraft_savedata 1465223)",
)];

/// The libraries both measure, each through its format crate here as the other calls it.
fn sizes<T: PartialEq + Debug>(table: &Table, value: &T, mismatches: &mut Vec<String>)
where
    fmt_serde_json::SerdeJson: Codec<T>,
    fmt_simd_json_derive::SimdJsonDerive: Codec<T>,
    fmt_rmp_serde::RmpSerde: Codec<T>,
    fmt_postcard::Postcard: Codec<T>,
    fmt_ciborium::Ciborium: Codec<T>,
    fmt_ron::Ron: Codec<T>,
    fmt_flexbuffers::Flexbuffers: Codec<T>,
    fmt_bitcode::Native: Codec<T>,
    fmt_borsh::Borsh: Codec<T>,
    fmt_rkyv::Rkyv: Codec<T>,
    fmt_wincode::Wincode: Codec<T>,
    fmt_nanoserde_bin::Binary: Codec<T>,
{
    let mut check = |library: &str, (version, size): (&str, usize)| {
        let row = table.row(library);
        let theirs = row.and_then(|row| Row::plain(&row.size));
        if theirs == Some(size as f64) {
            return;
        }
        let explained = VERSIONS_DIFFER.iter().any(|&(name, their_version, _)| {
            name == library
                && row.is_some_and(|row| row.version == their_version)
                && version != their_version
        });
        if !explained {
            let theirs =
                theirs.map_or("no published size".to_owned(), |size| format!("{size} there"));
            mismatches
                .push(format!("{} {library} {version}: {size} here, {theirs}", table.dataset));
        }
    };
    check("serde_json", round_trip(fmt_serde_json::SerdeJson, value));
    check("simd-json", round_trip(fmt_simd_json_derive::SimdJsonDerive::default(), value));
    check("rmp-serde", round_trip(fmt_rmp_serde::RmpSerde, value));
    check("postcard", round_trip(fmt_postcard::Postcard, value));
    check("ciborium", round_trip(fmt_ciborium::Ciborium::default(), value));
    check("ron", round_trip(fmt_ron::Ron::default(), value));
    check("flexbuffers", round_trip(fmt_flexbuffers::Flexbuffers::default(), value));
    check("bitcode", round_trip(fmt_bitcode::Native::default(), value));
    check("borsh", round_trip(fmt_borsh::Borsh, value));
    check("rkyv", round_trip(fmt_rkyv::Rkyv::default(), value));
    check("wincode", round_trip(fmt_wincode::Wincode, value));
    check("nanoserde", round_trip(fmt_nanoserde_bin::Binary, value));
}

/// The library's version and the encoded size, after checking that the bytes decode to the value.
fn round_trip<T: PartialEq + Debug, F: Format + Codec<T>>(
    mut format: F,
    value: &T,
) -> (&'static str, usize) {
    let mut out = Vec::new();
    let bytes = format.encode(value, &mut out).expect("encodes").to_vec();
    let back = format.decode(&bytes).expect("decodes");
    assert!(back == *value, "{} does not round-trip", F::DESCRIPTOR.name);
    (F::DESCRIPTOR.version, bytes.len())
}

#[test]
fn every_shared_library_writes_its_published_size() {
    let published = published();
    let table = |dataset| published.table(dataset).expect("a published table");
    let mut mismatches = Vec::new();
    sizes(table("log"), &rsb::log::logs(), &mut mismatches);
    sizes(table("mesh"), &rsb::mesh::mesh(), &mut mismatches);
    sizes(table("minecraft_savedata"), &rsb::minecraft_savedata::players(), &mut mismatches);
    sizes(table("mk48"), &rsb::mk48::updates(), &mut mismatches);
    assert!(mismatches.is_empty(), "sizes that differ:\n{}", mismatches.join("\n"));
}
