//! The `stored` data set (`message` too) on `schemas/stored.proto`.

/// `stored`'s mapping, expanded against library module `$library` and generated module
/// `$generated` (see `maps`).
#[doc(hidden)]
#[macro_export]
macro_rules! stored_mapping {
    ($library:path, $generated:path) => {
        use datasets::stored::{Span, StoredData, StoredSet, Variant};
        use $crate::{each, missing, narrow, usize64};
        use $generated as pb_stored;
        use $library::{Error, Library, message, present, required};

        impl From<&StoredData> for pb_stored::StoredData {
            fn from(item: &StoredData) -> Self {
                use pb_stored::stored_data::Variant as Pb;
                let variant = match &item.variant {
                    Variant::YesNo(value) => Pb::YesNo(*value),
                    Variant::Small(value) => Pb::Small(u32::from(*value)),
                    Variant::Signy(value) => Pb::Signy(*value),
                    Variant::Stringy(value) => Pb::Stringy(value.clone()),
                };
                message!(pb_stored::StoredData {
                    variant: Some(variant),
                    opt_bool: item.opt_bool,
                    vec_strs: item.vec_strs.clone(),
                    range: present(message!(pb_stored::Span {
                        start: item.range.start as u64,
                        end: item.range.end as u64,
                    })),
                })
            }
        }

        impl TryFrom<pb_stored::StoredData> for StoredData {
            type Error = Error;

            fn try_from(item: pb_stored::StoredData) -> Result<Self, Error> {
                use pb_stored::stored_data::Variant as Pb;
                let variant = match item.variant.ok_or_else(|| missing("StoredData.variant"))? {
                    Pb::YesNo(value) => Variant::YesNo(value),
                    Pb::Small(value) => Variant::Small(narrow(value, "StoredData.small")?),
                    Pb::Signy(value) => Variant::Signy(value),
                    Pb::Stringy(value) => Variant::Stringy(value),
                };
                let range = required(item.range, "StoredData.range", Ok)?;
                Ok(StoredData {
                    variant,
                    opt_bool: item.opt_bool,
                    vec_strs: item.vec_strs,
                    range: Span { start: usize64(range.start)?, end: usize64(range.end)? },
                })
            }
        }

        impl $crate::Message<Library> for StoredData {
            type Proto = pb_stored::StoredData;
        }

        impl $crate::Message<Library> for StoredSet {
            type Proto = pb_stored::StoredSet;
        }

        impl From<&StoredSet> for pb_stored::StoredSet {
            fn from(value: &StoredSet) -> Self {
                message!(pb_stored::StoredSet {
                    items: value.items.iter().map(pb_stored::StoredData::from).collect(),
                })
            }
        }

        impl TryFrom<pb_stored::StoredSet> for StoredSet {
            type Error = Error;

            fn try_from(proto: pb_stored::StoredSet) -> Result<Self, Error> {
                Ok(Self { items: each(proto.items, StoredData::try_from)? })
            }
        }
    };
}
