//! The `stored` data set (`message` too) on `schemas/stored.proto`.

use datasets::stored::{Span, StoredData, StoredSet, Variant};

use crate::{
    Error,
    generated::stored as pb_stored,
    map::{missing, narrow, root, text, usize64},
};

fn write_item(item: &StoredData, mut proto: pb_stored::StoredDataMut<'_>) {
    match &item.variant {
        Variant::YesNo(value) => proto.set_yes_no(*value),
        Variant::Small(value) => proto.set_small(u32::from(*value)),
        Variant::Signy(value) => proto.set_signy(*value),
        Variant::Stringy(value) => proto.set_stringy(value.as_str()),
    }
    if let Some(value) = item.opt_bool {
        proto.set_opt_bool(value);
    }
    proto.vec_strs_mut().extend(item.vec_strs.iter().map(String::as_str));
    let mut range = proto.range_mut();
    range.set_start(item.range.start as u64);
    range.set_end(item.range.end as u64);
}

fn read_item(item: pb_stored::StoredDataView<'_>) -> Result<StoredData, Error> {
    use pb_stored::stored_data::VariantOneof as Pb;
    let variant = match item.variant() {
        Pb::YesNo(value) => Variant::YesNo(value),
        Pb::Small(value) => Variant::Small(narrow(value, "StoredData.small")?),
        Pb::Signy(value) => Variant::Signy(value),
        Pb::Stringy(value) => Variant::Stringy(text(value)?),
        _ => return Err(missing("StoredData.variant").into()),
    };
    let range = item.range_opt().ok_or_else(|| missing("StoredData.range"))?;
    let vec_strs = item.vec_strs().iter().map(text);
    Ok(StoredData {
        variant,
        opt_bool: item.opt_bool_opt(),
        vec_strs: vec_strs.collect::<Result<_, _>>()?,
        range: Span { start: usize64(range.start())?, end: usize64(range.end())? },
    })
}

impl From<&StoredData> for pb_stored::StoredData {
    fn from(item: &StoredData) -> Self {
        let mut proto = pb_stored::StoredData::new();
        write_item(item, proto.as_mut());
        proto
    }
}

impl From<&StoredSet> for pb_stored::StoredSet {
    fn from(value: &StoredSet) -> Self {
        let mut proto = pb_stored::StoredSet::new();
        let mut items = proto.items_mut();
        for item in &value.items {
            write_item(item, items.push_default());
        }
        proto
    }
}

fn read_set(proto: pb_stored::StoredSetView<'_>) -> Result<StoredSet, Error> {
    Ok(StoredSet { items: proto.items().iter().map(read_item).collect::<Result<_, _>>()? })
}

root!(StoredData => pb_stored::StoredData, read_item);
root!(StoredSet => pb_stored::StoredSet, read_set);
