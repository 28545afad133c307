//! Each data set's mapping onto its schema in `schemas/`: one module per schema, each building a
//! message from the native value, reading one back into a native value and, for the generated
//! data sets, walking one the way `Dataset::checksum` folds. Shared helpers live here.

mod chunks;
mod log;
mod mesh;
mod stored;
mod users;

#[cfg(feature = "corpora")]
mod canada;
#[cfg(feature = "corpora")]
mod citm;
#[cfg(feature = "corpora")]
mod twitter;

use capnp::{message::ReaderSegments, primitive_list, traits::Owned};
#[cfg(feature = "corpora")]
use capnp::{struct_list, traits::OwnedStruct};
use datasets::Checksum;

/// A data set with a Cap'n Proto schema: `Root` is the schema's root struct.
pub trait Message: Sized {
    type Root: Owned;

    fn build(&self, root: <Self::Root as Owned>::Builder<'_>) -> capnp::Result<()>;

    fn from_reader(root: <Self::Root as Owned>::Reader<'_>) -> capnp::Result<Self>;
}

/// A data set whose message can be walked for zero-copy access: the generated data sets, whose
/// `Dataset::checksum` folds fields one by one. (The corpora's checksum is over their JSON, which
/// a reader cannot give, so they are encoded and decoded only.)
pub trait Fold: Message {
    /// Reads every field through the reader, folding as `Dataset::checksum` folds the value.
    fn fold(root: <Self::Root as Owned>::Reader<'_>, sum: &mut Checksum) -> capnp::Result<()>;
}

/// Reads a native value from a message.
pub(crate) fn decode<T: Message, S: ReaderSegments>(
    message: &capnp::message::Reader<S>,
) -> capnp::Result<T> {
    T::from_reader(message.get_root::<<T::Root as Owned>::Reader<'_>>()?)
}

/// Walks a message, returning the checksum of what it holds.
pub(crate) fn checksum<T: Fold, S: ReaderSegments>(
    message: &capnp::message::Reader<S>,
) -> capnp::Result<u64> {
    let mut sum = Checksum::new();
    T::fold(message.get_root::<<T::Root as Owned>::Reader<'_>>()?, &mut sum)?;
    Ok(sum.finish())
}

/// A list length as Cap'n Proto's 32-bit (in practice 29-bit) element count.
pub(crate) fn len32(len: usize) -> capnp::Result<u32> {
    u32::try_from(len).map_err(|_| capnp::Error::failed(format!("list of {len} is too long")))
}

/// A `usize` read from a 64-bit field.
pub(crate) fn usize64(value: u64) -> capnp::Result<usize> {
    usize::try_from(value)
        .map_err(|_| capnp::Error::failed(format!("{value} does not fit in usize")))
}

pub(crate) fn text(reader: capnp::Result<capnp::text::Reader<'_>>) -> capnp::Result<String> {
    Ok(reader?.to_string()?)
}

/// An `Option<String>` from a Text pointer that is null when None.
pub(crate) fn optional_text(
    present: bool,
    reader: capnp::Result<capnp::text::Reader<'_>>,
) -> capnp::Result<Option<String>> {
    present.then(|| text(reader)).transpose()
}

pub(crate) fn text_len(
    sum: &mut Checksum,
    reader: capnp::Result<capnp::text::Reader<'_>>,
) -> capnp::Result<()> {
    sum.len(reader?.len());
    Ok(())
}

pub(crate) fn set_u16s(mut list: primitive_list::Builder<'_, u16>, values: &[u16]) {
    // The slice view exists on little-endian targets with aligned data: one copy instead of a
    // call per element, the path the library offers for exactly this.
    if let Some(slice) = list.as_slice() {
        slice.copy_from_slice(values);
    } else {
        for (index, value) in values.iter().enumerate() {
            list.set(index as u32, *value);
        }
    }
}

pub(crate) fn get_u16s(list: primitive_list::Reader<'_, u16>) -> Vec<u16> {
    match list.as_slice() {
        Some(slice) => slice.to_vec(),
        None => list.iter().collect(),
    }
}

#[cfg(feature = "corpora")]
/// Fills a struct list of `items.len()` elements, one `build` per item.
pub(crate) fn each<'b, T: OwnedStruct, I>(
    items: impl ExactSizeIterator<Item = I>,
    init: impl FnOnce(u32) -> struct_list::Builder<'b, T>,
    mut build: impl FnMut(I, T::Builder<'_>) -> capnp::Result<()>,
) -> capnp::Result<()> {
    let mut list = init(len32(items.len())?);
    for (index, item) in items.enumerate() {
        build(item, list.reborrow().get(index as u32))?;
    }
    Ok(())
}

#[cfg(feature = "corpora")]
/// Reads every element of a struct list, failing on the first that does not convert.
pub(crate) fn read_each<T: OwnedStruct, U>(
    list: capnp::Result<struct_list::Reader<'_, T>>,
    read: impl FnMut(T::Reader<'_>) -> capnp::Result<U>,
) -> capnp::Result<Vec<U>> {
    list?.iter().map(read).collect()
}
