//! The `stored` data set (`message` too) on `schemas/stored.fbs`.

use datasets::{
    Checksum,
    stored::{Span, StoredData, StoredSet, Variant},
};
use flatbuffers::{FlatBufferBuilder, WIPOffset};

use crate::{
    Error,
    generated::stored_generated as fb_stored,
    map::{Fold, Message, offsets, strings, usize64},
};

fn build_stored<'b>(
    item: &StoredData,
    builder: &mut FlatBufferBuilder<'b>,
) -> WIPOffset<fb_stored::StoredData<'b>> {
    let (variant_type, variant) = match &item.variant {
        Variant::YesNo(value) => (
            fb_stored::Variant::YesNo,
            fb_stored::YesNo::create(builder, &fb_stored::YesNoArgs { value: *value })
                .as_union_value(),
        ),
        Variant::Small(value) => (
            fb_stored::Variant::Small,
            fb_stored::Small::create(builder, &fb_stored::SmallArgs { value: *value })
                .as_union_value(),
        ),
        Variant::Signy(value) => (
            fb_stored::Variant::Signy,
            fb_stored::Signy::create(builder, &fb_stored::SignyArgs { value: *value })
                .as_union_value(),
        ),
        Variant::Stringy(value) => {
            let value = Some(builder.create_string(value));
            let table = fb_stored::Stringy::create(builder, &fb_stored::StringyArgs { value });
            (fb_stored::Variant::Stringy, table.as_union_value())
        }
    };
    let vec_strs = Some(strings(builder, &item.vec_strs));
    let range = fb_stored::Span::new(item.range.start as u64, item.range.end as u64);
    fb_stored::StoredData::create(
        builder,
        &fb_stored::StoredDataArgs {
            variant_type,
            variant: Some(variant),
            opt_bool: item.opt_bool,
            vec_strs,
            range: Some(&range),
        },
    )
}

fn read_stored(item: fb_stored::StoredData<'_>) -> Result<StoredData, Error> {
    let variant = match item.variant_type() {
        fb_stored::Variant::YesNo => item.variant_as_yes_no().map(|v| Variant::YesNo(v.value())),
        fb_stored::Variant::Small => item.variant_as_small().map(|v| Variant::Small(v.value())),
        fb_stored::Variant::Signy => item.variant_as_signy().map(|v| Variant::Signy(v.value())),
        fb_stored::Variant::Stringy => {
            item.variant_as_stringy().map(|v| Variant::Stringy(v.value().to_string()))
        }
        _ => None,
    };
    let variant = variant.ok_or_else(|| {
        Error::Unrepresentable(format!("unknown Variant tag {}", item.variant_type().0))
    })?;
    let range = item.range();
    Ok(StoredData {
        variant,
        opt_bool: item.opt_bool(),
        vec_strs: item.vec_strs().iter().map(str::to_string).collect(),
        range: Span { start: usize64(range.start())?, end: usize64(range.end())? },
    })
}

fn fold_stored(item: &fb_stored::StoredData<'_>, sum: &mut Checksum) {
    // The verifier lets unknown tags through (unions are extensible), so they fold as a tag no
    // native value has; a known tag always has its table, so the defaults below never apply.
    match item.variant_type() {
        fb_stored::Variant::YesNo => {
            sum.u64(0);
            sum.bool(item.variant_as_yes_no().is_some_and(|v| v.value()));
        }
        fb_stored::Variant::Small => {
            sum.u64(1);
            sum.u64(item.variant_as_small().map_or(0, |v| u64::from(v.value())));
        }
        fb_stored::Variant::Signy => {
            sum.u64(2);
            sum.i64(item.variant_as_signy().map_or(0, |v| v.value()));
        }
        fb_stored::Variant::Stringy => {
            sum.u64(3);
            sum.len(item.variant_as_stringy().map_or(0, |v| v.value().len()));
        }
        other => sum.u64(u64::from(other.0)),
    }
    sum.option(item.opt_bool(), Checksum::bool);
    let strings = item.vec_strs();
    sum.len(strings.len());
    for string in strings.iter() {
        sum.len(string.len());
    }
    let range = item.range();
    sum.u64(range.start());
    sum.u64(range.end());
}

impl Message for StoredData {
    type Root<'a> = fb_stored::StoredData<'a>;

    fn build<'b>(&self, builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<Self::Root<'b>> {
        build_stored(self, builder)
    }

    fn from_root(root: Self::Root<'_>) -> Result<Self, Error> {
        read_stored(root)
    }
}

impl Fold for StoredData {
    fn fold(root: &Self::Root<'_>, sum: &mut Checksum) {
        fold_stored(root, sum);
    }
}

impl Message for StoredSet {
    type Root<'a> = fb_stored::StoredSet<'a>;

    fn build<'b>(&self, builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<Self::Root<'b>> {
        let items =
            Some(offsets(builder, &self.items, |builder, item| build_stored(item, builder)));
        fb_stored::StoredSet::create(builder, &fb_stored::StoredSetArgs { items })
    }

    fn from_root(root: Self::Root<'_>) -> Result<Self, Error> {
        Ok(Self { items: root.items().iter().map(read_stored).collect::<Result<_, _>>()? })
    }
}

impl Fold for StoredSet {
    fn fold(root: &Self::Root<'_>, sum: &mut Checksum) {
        let items = root.items();
        sum.len(items.len());
        for item in items.iter() {
            fold_stored(&item, sum);
        }
    }
}
