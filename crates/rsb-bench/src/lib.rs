//! rust_serialization_benchmark's four data sets (the `rsb` crate) through this workbench's
//! formats: [`sizes`], what each library both measure writes here for each data set's value,
//! after a round trip (`tests/sizes.rs` holds them to its published sizes; the `rsb-sizes` binary
//! writes them to `docs/data/rsb/sizes.json`), and one bench target per data set, serbench's
//! `main!` on its value, for the times, with its schema formats' codecs ([`One`]: `rsb-schemas`
//! maps its types onto its schemas).

use std::{collections::BTreeMap, fmt::Debug};

use anyhow::{Context, bail};
use format_api::{Codec, Format};
use rsb::shared::{LIBRARIES, Size};

/// Each data set's sizes, by its name.
pub fn sizes() -> anyhow::Result<BTreeMap<String, Vec<Size>>> {
    let (logs, mesh) = (rsb::log::logs(), rsb::mesh::mesh());
    let (players, updates) = (rsb::minecraft_savedata::players(), rsb::mk48::updates());
    Ok(BTreeMap::from([
        ("log".to_owned(), named([derived(&logs)?, schemas(&logs)?].concat())?),
        ("mesh".to_owned(), named([derived(&mesh)?, schemas(&mesh)?].concat())?),
        ("minecraft_savedata".to_owned(), named([derived(&players)?, own(&players)?].concat())?),
        ("mk48".to_owned(), named([derived(&updates)?, own(&updates)?].concat())?),
    ]))
}

/// One format's encoding of a value: its descriptor and the bytes it wrote ([`size`]).
type Written = (format_api::Descriptor, usize);

/// Each size named after its library there, in [`LIBRARIES`]' order.
fn named(written: Vec<Written>) -> anyhow::Result<Vec<Size>> {
    let here =
        |descriptor: &format_api::Descriptor| format!("{}/{}", descriptor.name, descriptor.variant);
    if let Some((descriptor, _)) = written
        .iter()
        .find(|(descriptor, _)| LIBRARIES.iter().all(|shared| shared.format != here(descriptor)))
    {
        bail!("rsb::shared::LIBRARIES does not name {}", here(descriptor));
    }
    let sizes = LIBRARIES.iter().filter_map(|shared| {
        let (descriptor, bytes) = written.iter().find(|(d, _)| here(d) == shared.format)?;
        Some(Size {
            library: shared.library.to_owned(),
            format: shared.format.to_owned(),
            version: descriptor.version.to_owned(),
            bytes: *bytes,
        })
    });
    Ok(sizes.collect())
}

/// The schema formats on `log` and `mesh`, whose types are this workbench's: each through its
/// format crate's mapping, as the matrix measures it (their `converted` rows; capnp unpacked).
fn schemas<T: PartialEq + Debug>(value: &T) -> anyhow::Result<Vec<Written>>
where
    fmt_buffa::Buffa: Codec<T>,
    fmt_capnp::Unpacked: Codec<T>,
    fmt_flatbuffers::FlatBuffers: Codec<T>,
    fmt_prost::Prost: Codec<T>,
    fmt_protobuf::Protobuf: Codec<T>,
    fmt_protobuf4::Protobuf4: Codec<T>,
{
    Ok(vec![
        size(fmt_buffa::Buffa::default(), value)?,
        size(fmt_capnp::Unpacked::default(), value)?,
        size(fmt_flatbuffers::FlatBuffers::default(), value)?,
        size(fmt_prost::Prost::default(), value)?,
        size(fmt_protobuf::Protobuf::default(), value)?,
        size(fmt_protobuf4::Protobuf4::default(), value)?,
    ])
}

/// The schema formats on `minecraft_savedata` and `mk48`, on its schemas (`rsb-schemas`,
/// `rsb-protobuf4`).
fn own<T: PartialEq + Debug>(value: &T) -> anyhow::Result<Vec<Written>>
where
    rsb_schemas::Buffa: Codec<T>,
    rsb_schemas::Capnp: Codec<T>,
    rsb_schemas::FlatBuffers: Codec<T>,
    rsb_schemas::Prost: Codec<T>,
    rsb_schemas::Protobuf: Codec<T>,
    rsb_protobuf4::Protobuf4: Codec<T>,
{
    Ok(vec![
        size(rsb_schemas::Buffa::default(), value)?,
        size(rsb_schemas::Capnp::default(), value)?,
        size(rsb_schemas::FlatBuffers::default(), value)?,
        size(rsb_schemas::Prost::default(), value)?,
        size(rsb_schemas::Protobuf::default(), value)?,
        size(rsb_protobuf4::Protobuf4::default(), value)?,
    ])
}

/// What each library with a derive or a serde mode writes for `value`.
fn derived<T: PartialEq + Debug>(value: &T) -> anyhow::Result<Vec<Written>>
where
    fmt_serde_json::SerdeJson: Codec<T>,
    fmt_simd_json_derive::SimdJsonDerive: Codec<T>,
    fmt_rmp_serde::RmpSerde: Codec<T>,
    fmt_postcard::Postcard: Codec<T>,
    fmt_ciborium::Ciborium: Codec<T>,
    fmt_cbor4ii::Cbor4ii: Codec<T>,
    fmt_flexon::Flexon: Codec<T>,
    fmt_serde_zap::SerdeZap: Codec<T>,
    fmt_ron::Ron: Codec<T>,
    fmt_flexbuffers::Flexbuffers: Codec<T>,
    fmt_bitcode::Native: Codec<T>,
    fmt_borsh::Borsh: Codec<T>,
    fmt_rkyv::Rkyv: Codec<T>,
    fmt_wincode::Wincode: Codec<T>,
    fmt_nanoserde_bin::Binary: Codec<T>,
    fmt_zerompk::Zerompk: Codec<T>,
    fmt_msgpacker::Msgpacker: Codec<T>,
    fmt_savefile::Savefile: Codec<T>,
    fmt_bin_proto::BinProto: Codec<T>,
    fmt_minicbor::Minicbor: Codec<T>,
    fmt_bilrost::Bilrost: Codec<T>,
{
    Ok(vec![
        size(fmt_bilrost::Bilrost, value)?,
        size(fmt_bin_proto::BinProto, value)?,
        size(fmt_bitcode::Native::default(), value)?,
        size(fmt_borsh::Borsh, value)?,
        size(fmt_cbor4ii::Cbor4ii, value)?,
        size(fmt_ciborium::Ciborium::default(), value)?,
        size(fmt_flexbuffers::Flexbuffers::default(), value)?,
        size(fmt_flexon::Flexon, value)?,
        size(fmt_minicbor::Minicbor, value)?,
        size(fmt_msgpacker::Msgpacker, value)?,
        size(fmt_nanoserde_bin::Binary, value)?,
        size(fmt_postcard::Postcard, value)?,
        size(fmt_rkyv::Rkyv::default(), value)?,
        size(fmt_rmp_serde::RmpSerde, value)?,
        size(fmt_ron::Ron::default(), value)?,
        size(fmt_savefile::Savefile, value)?,
        size(fmt_serde_zap::SerdeZap, value)?,
        size(fmt_serde_json::SerdeJson, value)?,
        size(fmt_simd_json_derive::SimdJsonDerive::default(), value)?,
        size(fmt_wincode::Wincode, value)?,
        size(fmt_zerompk::Zerompk, value)?,
    ])
}

/// The format's descriptor and the encoded size, after checking that the bytes decode to the
/// value: the bytes of its second encode, as each timed round after the first writes them (capnp's
/// first message spills into heap segments, behind far pointers; its codec then sizes its first
/// segment to the message, as its scratch space is meant to be used).
fn size<T: PartialEq + Debug, F: Format + Codec<T>>(
    mut format: F,
    value: &T,
) -> anyhow::Result<Written> {
    let name = F::DESCRIPTOR.name;
    let mut out = Vec::new();
    format.encode(value, &mut out).with_context(|| format!("{name} encodes"))?;
    let bytes = format.encode(value, &mut out).with_context(|| format!("{name} encodes"))?.to_vec();
    let back = format.decode(&bytes).with_context(|| format!("{name} decodes"))?;
    if back != *value {
        bail!("{name} does not read back the value it wrote");
    }
    Ok((F::DESCRIPTOR, bytes.len()))
}

/// Its schema formats on `log` and `mesh`, whose types are this workbench's, for `main!`'s
/// `codecs`: each format crate's own codec.
pub type FormatCrates = (
    One<fmt_buffa::Buffa>,
    One<fmt_capnp::Unpacked>,
    One<fmt_flatbuffers::FlatBuffers>,
    One<fmt_prost::Prost>,
    One<fmt_protobuf::Protobuf>,
    One<fmt_protobuf4::Protobuf4>,
);

/// Its schema formats on `minecraft_savedata` and `mk48`, for `main!`'s `codecs`: each library's
/// codec through the mappings onto its schemas (`rsb-schemas`, `rsb-protobuf4`).
pub type SchemaMappings = (
    One<rsb_schemas::Buffa>,
    One<rsb_schemas::Capnp>,
    One<rsb_schemas::FlatBuffers>,
    One<rsb_schemas::Prost>,
    One<rsb_schemas::Protobuf>,
    One<rsb_protobuf4::Protobuf4>,
);

/// A codec of one value as serbench's codec of the values (`main!`'s `codecs`, a [`Codec`] of
/// `Vec<T>`): each of its data sets is one value, the bench target's one value, encoded and decoded
/// as that value alone, as the format's row there does.
#[derive(Clone, Copy, Debug, Default)]
pub struct One<F>(F);

/// [`One`]'s failures: the format's, or values that are not one.
#[derive(Debug, thiserror::Error)]
pub enum OneError<E> {
    #[error(transparent)]
    Format(E),
    #[error("{0} values, where each data set is one")]
    NotOne(usize),
}

impl<F: Format> Format for One<F> {
    const DESCRIPTOR: format_api::Descriptor = F::DESCRIPTOR;
}

impl<T, F: Codec<T>> Codec<Vec<T>> for One<F> {
    type Error = OneError<F::Error>;

    fn encode<'a>(
        &'a mut self,
        values: &Vec<T>,
        out: &'a mut Vec<u8>,
    ) -> Result<&'a [u8], Self::Error> {
        match values.as_slice() {
            [value] => self.0.encode(value, out).map_err(OneError::Format),
            _ => Err(OneError::NotOne(values.len())),
        }
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<Vec<T>, Self::Error> {
        self.0.decode(bytes).map(|value| vec![value]).map_err(OneError::Format)
    }
}
