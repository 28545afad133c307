//! Its data sets are its values: every library both benchmarks writes, here, the number of bytes
//! its README publishes for each of the four data sets, and reads the value back equal.

use rsb::{
    published::{Row, published},
    shared::LIBRARIES,
};

/// Where a release between its version and ours writes other bytes, measured by building its
/// version beside ours on these values: (library, its version, the data sets, what changed).
const VERSIONS_DIFFER: &[(&str, &str, &[&str], &str)] = &[(
    "ron",
    "0.12.2",
    &["mesh", "minecraft_savedata"],
    "0.12.3 writes small floats with an exponent (`7.998943e-5`, not `0.00007998943`): \
     0.12.2 gives its sizes exactly (mesh 22192885, minecraft_savedata 1465223)",
)];

/// Where its harness, not the library, decides the bytes, each reproduced by a test below with
/// its harness's calls: (data set, library, why).
const HARNESS_DIFFERS: &[(&str, &str, &str)] = &[
    (
        "mesh",
        "capnp",
        "its harness builds every message in one 1,000,000-word scratch segment, which `mesh` \
         overflows: the vectors past it land in heap segments behind far pointers (14000088 \
         bytes); here the codec's first segment grows to the message (12000032, no far pointer)",
    ),
    (
        "minecraft_savedata",
        "flatbuffers",
        "its schema holds `spawn_forced: Option<bool>` in a plain `bool`, which cannot tell \
         `None` from `Some(false)` (its builder writes neither): the value does not read back. \
         Here it is an optional scalar, and `Some(false)` is written",
    ),
    (
        "mk48",
        "flatbuffers",
        "its schema holds `entity_type` and `player_id` (`Option`s) in plain scalars, which \
         cannot tell `None` from `Some(0)` (its builder writes neither): the value does not read \
         back. Here they are optional scalars, and `Some(0)` is written",
    ),
];

#[test]
fn every_shared_library_writes_its_published_size() {
    let published = published();
    let mut mismatches = Vec::new();
    for (dataset, sizes) in rsb_bench::sizes().unwrap() {
        let table = published.table(&dataset).expect("a published table");
        // Every library both measure, on every data set.
        for shared in LIBRARIES {
            let measured = sizes.iter().any(|size| size.library == shared.library);
            assert!(measured, "{} on {dataset}: no size here", shared.library);
        }
        for size in sizes {
            let row = table.row(&size.library);
            let theirs = row.and_then(|row| Row::plain(&row.size));
            let explained = VERSIONS_DIFFER.iter().any(|&(library, their_version, datasets, _)| {
                library == size.library
                    && datasets.contains(&dataset.as_str())
                    && row.is_some_and(|row| row.version == their_version)
                    && size.version != their_version
            });
            let harness = HARNESS_DIFFERS
                .iter()
                .any(|&(data, library, _)| data == dataset && library == size.library);
            if theirs != Some(size.bytes as f64) && !explained && !harness {
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

/// capnp on `mesh` through its harness's allocator (bench_capnp.rs: a
/// `ScratchSpaceHeapAllocator` over 1,000,000 zeroed words) writes its published size, with the
/// same mapping that writes 12000032 bytes here.
#[test]
fn capnp_mesh_size_is_its_harness_s_scratch_segment() {
    let mesh = rsb::mesh::mesh();
    let mut words = capnp::Word::allocate_zeroed_vec(1_000_000);
    let mut allocator = capnp::message::ScratchSpaceHeapAllocator::new(
        capnp::Word::words_to_bytes_mut(&mut words[..]),
    );
    let mut message = capnp::message::Builder::new(&mut allocator);
    fmt_capnp::Message::build(&mesh, message.init_root()).unwrap();
    let mut bytes = Vec::new();
    capnp::serialize::write_message(&mut bytes, &message).unwrap();
    let published = published();
    let row = published.table("mesh").and_then(|table| table.row("capnp")).unwrap();
    assert_eq!(Some(bytes.len() as f64), Row::plain(&row.size));
}

/// FlatBuffers on `minecraft_savedata` and `mk48` writes its published sizes once the values its
/// schema cannot tell from `None` (`Some` of the default) are `None`, as its builder leaves them
/// out: the whole difference is those fields.
#[test]
fn flatbuffers_sizes_are_its_plain_scalars_leaving_defaults_out() {
    use format_api::Codec;
    use rsb::mk48::EntityType;

    let published = published();
    let theirs = |dataset: &str| {
        let row = published.table(dataset).and_then(|table| table.row("flatbuffers")).unwrap();
        Row::plain(&row.size).unwrap() as usize
    };
    let mut format = rsb_schemas::FlatBuffers::default();
    let mut players = rsb::minecraft_savedata::players();
    for player in &mut players.players {
        if player.spawn_forced == Some(false) {
            player.spawn_forced = None;
        }
    }
    let bytes = format.encode(&players, &mut Vec::new()).unwrap().len();
    assert_eq!(bytes, theirs("minecraft_savedata"));
    let mut updates = rsb::mk48::updates();
    for contact in updates.updates.iter_mut().flat_map(|update| &mut update.contacts) {
        if contact.entity_type == Some(EntityType::ArleighBurke) {
            contact.entity_type = None;
        }
        if contact.player_id == Some(0) {
            contact.player_id = None;
        }
    }
    let bytes = format.encode(&updates, &mut Vec::new()).unwrap().len();
    assert_eq!(bytes, theirs("mk48"));
}
