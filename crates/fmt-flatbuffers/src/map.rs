//! Each data set's mapping onto its schema in `schemas/`: one module per schema, each building a
//! buffer from the native value, reading a verified root back into one and, for the generated
//! data sets, walking a root the way `Dataset::checksum` folds. Shared helpers live here.

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

use datasets::Checksum;
use flatbuffers::{FlatBufferBuilder, Follow, ForwardsUOffset, Vector, Verifiable, WIPOffset};

use crate::Error;

/// A data set with a FlatBuffers schema: `Root` is the generated table of its root type.
pub trait Message: Sized {
    type Root<'a>: Follow<'a, Inner = Self::Root<'a>> + Verifiable + 'a;

    fn build<'b>(&self, builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<Self::Root<'b>>;

    fn from_root(root: Self::Root<'_>) -> Result<Self, Error>;
}

/// A data set whose root can be walked for zero-copy access: the generated data sets, whose
/// `Dataset::checksum` folds fields one by one. (The corpora's checksum is over their JSON, which
/// a view cannot give, so they are encoded and decoded only.)
pub trait Fold: Message {
    /// Reads every field through the root, folding as `Dataset::checksum` folds the value.
    fn fold(root: &Self::Root<'_>, sum: &mut Checksum);
}

/// A finished vector of tables or strings.
pub(crate) type Offsets<'b, T> = WIPOffset<Vector<'b, ForwardsUOffset<T>>>;

/// A vector of strings.
pub(crate) fn strings<'b>(
    builder: &mut FlatBufferBuilder<'b>,
    strings: &[String],
) -> Offsets<'b, &'b str> {
    offsets(builder, strings, |builder, string| builder.create_string(string))
}

/// A vector of offsets (tables or strings), each item built by `build` first: FlatBuffers builds
/// children before their parent. The offsets of short vectors stay on the stack.
pub(crate) fn offsets<'b, I: IntoIterator, T>(
    builder: &mut FlatBufferBuilder<'b>,
    items: I,
    mut build: impl FnMut(&mut FlatBufferBuilder<'b>, I::Item) -> WIPOffset<T>,
) -> Offsets<'b, T>
where
    I::IntoIter: ExactSizeIterator,
{
    const INLINE: usize = 16;
    let items = items.into_iter();
    if items.len() <= INLINE {
        let mut offsets = [WIPOffset::new(0); INLINE];
        let len = items.len();
        for (offset, item) in offsets.iter_mut().zip(items) {
            *offset = build(builder, item);
        }
        builder.create_vector(&offsets[..len])
    } else {
        let offsets: Vec<_> = items.map(|item| build(builder, item)).collect();
        builder.create_vector(&offsets)
    }
}

pub(crate) fn usize64(value: u64) -> Result<usize, Error> {
    usize::try_from(value)
        .map_err(|_| Error::Unrepresentable(format!("{value} does not fit in usize")))
}

#[cfg(feature = "corpora")]
pub(crate) fn string<'b>(
    builder: &mut FlatBufferBuilder<'b>,
    string: &str,
) -> Option<WIPOffset<&'b str>> {
    Some(builder.create_string(string))
}

#[cfg(feature = "corpora")]
pub(crate) fn optional_string<'b>(
    builder: &mut FlatBufferBuilder<'b>,
    string: &Option<String>,
) -> Option<WIPOffset<&'b str>> {
    string.as_deref().map(|string| builder.create_string(string))
}

#[cfg(feature = "corpora")]
/// A vector of tables read back, failing on the first that does not convert.
pub(crate) fn each<'a, T: flatbuffers::Follow<'a> + 'a, U>(
    vector: Vector<'a, T>,
    read: impl FnMut(T::Inner) -> Result<U, Error>,
) -> Result<Vec<U>, Error> {
    vector.iter().map(read).collect()
}
