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
    Ok(BTreeMap::from([
        ("log".to_owned(), dataset(&rsb::log::logs())?),
        ("mesh".to_owned(), dataset(&rsb::mesh::mesh())?),
        ("minecraft_savedata".to_owned(), dataset(&rsb::minecraft_savedata::players())?),
        ("mk48".to_owned(), dataset(&rsb::mk48::updates())?),
    ]))
}

/// What each shared library writes for `value`, in [`LIBRARIES`]' order.
fn dataset<T: PartialEq + Debug>(value: &T) -> anyhow::Result<Vec<Size>>
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
    rsb_schemas::Prost: Codec<T>,
{
    let sizes = [
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
        size(rsb_schemas::Prost, value)?,
        size(fmt_rkyv::Rkyv::default(), value)?,
        size(fmt_rmp_serde::RmpSerde, value)?,
        size(fmt_ron::Ron::default(), value)?,
        size(fmt_savefile::Savefile, value)?,
        size(fmt_serde_zap::SerdeZap, value)?,
        size(fmt_serde_json::SerdeJson, value)?,
        size(fmt_simd_json_derive::SimdJsonDerive::default(), value)?,
        size(fmt_wincode::Wincode, value)?,
        size(fmt_zerompk::Zerompk, value)?,
    ];
    let named = LIBRARIES.iter().zip(sizes);
    named
        .map(|(shared, (descriptor, bytes))| {
            let (library, format) = (shared.library, shared.format);
            let here = format!("{}/{}", descriptor.name, descriptor.variant);
            if here != format {
                bail!("rsb::shared::LIBRARIES names {format} for {library}, the list here {here}");
            }
            let version = descriptor.version.to_owned();
            Ok(Size { library: library.to_owned(), format: here, version, bytes })
        })
        .collect()
}

/// The format's descriptor and the encoded size, after checking that the bytes decode to the
/// value.
fn size<T: PartialEq + Debug, F: Format + Codec<T>>(
    mut format: F,
    value: &T,
) -> anyhow::Result<(format_api::Descriptor, usize)> {
    let name = F::DESCRIPTOR.name;
    let mut out = Vec::new();
    let bytes = format.encode(value, &mut out).with_context(|| format!("{name} encodes"))?.to_vec();
    let back = format.decode(&bytes).with_context(|| format!("{name} decodes"))?;
    if back != *value {
        bail!("{name} does not read back the value it wrote");
    }
    Ok((F::DESCRIPTOR, bytes.len()))
}

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
