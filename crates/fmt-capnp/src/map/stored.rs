//! The `stored` data set (`message` too) on `schemas/stored.capnp`.

use datasets::{
    Checksum,
    stored::{Span, StoredData, StoredSet, Variant},
};

use crate::{
    generated::stored_capnp,
    map::{Fold, Message, len32, text, text_len, usize64},
};

fn build_stored(
    item: &StoredData,
    mut builder: stored_capnp::stored_data::Builder<'_>,
) -> capnp::Result<()> {
    let mut variant = builder.reborrow().get_variant();
    match &item.variant {
        Variant::YesNo(value) => variant.set_yes_no(*value),
        Variant::Small(value) => variant.set_small(*value),
        Variant::Signy(value) => variant.set_signy(*value),
        Variant::Stringy(value) => variant.set_stringy(value.as_str()),
    }
    let mut opt_bool = builder.reborrow().get_opt_bool();
    match item.opt_bool {
        None => opt_bool.set_none(()),
        Some(value) => opt_bool.set_some(value),
    }
    let mut strings = builder.reborrow().init_vec_strs(len32(item.vec_strs.len())?);
    for (index, string) in item.vec_strs.iter().enumerate() {
        strings.set(index as u32, string.as_str());
    }
    let mut range = builder.init_range();
    range.set_start(item.range.start as u64);
    range.set_end(item.range.end as u64);
    Ok(())
}

fn read_stored(reader: stored_capnp::stored_data::Reader<'_>) -> capnp::Result<StoredData> {
    use stored_capnp::stored_data::{opt_bool, variant};
    let variant = match reader.get_variant().which()? {
        variant::YesNo(value) => Variant::YesNo(value),
        variant::Small(value) => Variant::Small(value),
        variant::Signy(value) => Variant::Signy(value),
        variant::Stringy(value) => Variant::Stringy(text(value)?),
    };
    let opt_bool = match reader.get_opt_bool().which()? {
        opt_bool::None(()) => None,
        opt_bool::Some(value) => Some(value),
    };
    let vec_strs = reader.get_vec_strs()?.iter().map(text).collect::<capnp::Result<_>>()?;
    let range = reader.get_range()?;
    let range = Span { start: usize64(range.get_start())?, end: usize64(range.get_end())? };
    Ok(StoredData { variant, opt_bool, vec_strs, range })
}

fn fold_stored(
    reader: stored_capnp::stored_data::Reader<'_>,
    sum: &mut Checksum,
) -> capnp::Result<()> {
    use stored_capnp::stored_data::{opt_bool, variant};
    match reader.get_variant().which()? {
        variant::YesNo(value) => {
            sum.u64(0);
            sum.bool(value);
        }
        variant::Small(value) => {
            sum.u64(1);
            sum.u64(u64::from(value));
        }
        variant::Signy(value) => {
            sum.u64(2);
            sum.i64(value);
        }
        variant::Stringy(value) => {
            sum.u64(3);
            text_len(sum, value)?;
        }
    }
    let opt_bool = match reader.get_opt_bool().which()? {
        opt_bool::None(()) => None,
        opt_bool::Some(value) => Some(value),
    };
    sum.option(opt_bool, Checksum::bool);
    let strings = reader.get_vec_strs()?;
    sum.len(strings.len() as usize);
    for string in strings.iter() {
        text_len(sum, string)?;
    }
    let range = reader.get_range()?;
    sum.u64(range.get_start());
    sum.u64(range.get_end());
    Ok(())
}

impl Message for StoredData {
    type Root = stored_capnp::stored_data::Owned;

    fn build(&self, root: stored_capnp::stored_data::Builder<'_>) -> capnp::Result<()> {
        build_stored(self, root)
    }

    fn from_reader(root: stored_capnp::stored_data::Reader<'_>) -> capnp::Result<Self> {
        read_stored(root)
    }
}

impl Fold for StoredData {
    fn fold(root: stored_capnp::stored_data::Reader<'_>, sum: &mut Checksum) -> capnp::Result<()> {
        fold_stored(root, sum)
    }
}

impl Message for StoredSet {
    type Root = stored_capnp::stored_set::Owned;

    fn build(&self, root: stored_capnp::stored_set::Builder<'_>) -> capnp::Result<()> {
        let mut items = root.init_items(len32(self.items.len())?);
        for (index, item) in self.items.iter().enumerate() {
            build_stored(item, items.reborrow().get(index as u32))?;
        }
        Ok(())
    }

    fn from_reader(root: stored_capnp::stored_set::Reader<'_>) -> capnp::Result<Self> {
        let items = root.get_items()?.iter().map(read_stored).collect::<capnp::Result<_>>()?;
        Ok(Self { items })
    }
}

impl Fold for StoredSet {
    fn fold(root: stored_capnp::stored_set::Reader<'_>, sum: &mut Checksum) -> capnp::Result<()> {
        let items = root.get_items()?;
        sum.len(items.len() as usize);
        items.iter().try_for_each(|item| fold_stored(item, sum))
    }
}
