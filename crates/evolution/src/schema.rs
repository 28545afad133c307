//! The schema formats: each version of the changed type mapped onto its own schema (in
//! `schemas/evolution/`, one file per schema language), and measured through the benchmark's own
//! format crates (`fmt-prost`, `fmt-capnp`, `fmt-flatbuffers`), whose codecs take any type with a
//! mapping. A mapping is what a program pays at the schema's boundary: it copies fields, and where
//! the generated type can say what the native one cannot (a oneof with no member set, a union
//! member this schema does not know), it refuses the value, as the benchmark's mappings refuse a
//! missing required submessage.
//!
//! Each change is made as the format's rules allow; where they forbid it (Cap'n Proto and
//! FlatBuffers do not let a field change type, FlatBuffers does not let one move), the schema
//! breaks the rule on purpose and [`rule`] says so: the cell shows what breaking it does.

use capnp::Error as CapnpError;
use flatbuffers::{FlatBufferBuilder, WIPOffset};

use crate::{
    AddedAtEnd, AddedInMiddle, AddedOption, KindV1, KindV2, List, MadeOptional, Reading, Removed,
    RemovedInMiddle, Renamed, Reordered, Size, SizeReordered, Widened, WithCelsius,
    generated::{evolution as proto, evolution_capnp as capnp_schema, evolution_generated as fbs},
};

/// What a schema format's rules say of a step, where the cell needs it said: the change the
/// schema made instead, or that it breaks the rules. `step` is the step's name without its place.
pub fn rule(format: &str, step: &str) -> Option<&'static str> {
    Some(match (format, step) {
        ("prost", "field added in the middle") => {
            "a new field number, declared in the middle: the number, not the place, is on the wire"
        }
        ("prost", "field removed at the end" | "field removed in the middle") => {
            "the number reserved; an absent field reads as its default"
        }
        ("prost", "integer widened (u32 to u64)") => {
            "allowed by protobuf's rules: a value too wide for the old reader is truncated"
        }
        ("prost", "required field made optional") => {
            "explicit presence (`optional`) on the same number; an absent field reads as its default"
        }
        ("prost", step) if step.starts_with("enum variant added") => {
            "a oneof member with a new number; a oneof with no member the reader knows is unset, \
             which the mapping refuses"
        }
        ("capnp", "field added in the middle") => "the next ordinal, declared in the middle",
        ("capnp", "Option field added") => "a union of Void (the default) and the value",
        ("capnp", "field removed at the end") => {
            "cannot be removed: kept as `obsoleteLabel` and no longer set; a null Text reads as \"\""
        }
        ("capnp", "field removed in the middle") => {
            "cannot be removed: kept as `obsoleteCelsius` and no longer set; an unset UInt64 reads \
             as 0"
        }
        ("capnp", "integer widened (u32 to u64)") => {
            "against the rules (a field's type may not change): measured as the rule broken"
        }
        ("capnp", "required field made optional") => {
            "the same Text field, absent when null; a null Text reads as \"\""
        }
        ("capnp", step) if step.starts_with("enum variant added") => {
            "a union member with the next ordinal; a member the reader does not know is an error \
             (`which()`)"
        }
        ("flatbuffers", "field added in the middle") => {
            "against the rules (new fields go at the end): measured as the rule broken"
        }
        ("flatbuffers", "field removed at the end") => "kept as `deprecated`, as the rules say",
        ("flatbuffers", "field removed in the middle") => {
            "kept as `deprecated`, as the rules say; an absent scalar reads as its default, 0"
        }
        (
            "flatbuffers",
            "fields of the same type reordered" | "fields of different types reordered",
        ) => "against the rules (a field's place is its slot): measured as the rule broken",
        ("flatbuffers", "integer widened (u32 to u64)") => {
            "against the rules (a field's type may not change): measured as the rule broken"
        }
        ("flatbuffers", "required field made optional") => "`(required)` dropped",
        ("flatbuffers", step) if step.starts_with("enum variant added") => {
            "a union member added at the end; a union type the reader does not know is refused \
             by the mapping"
        }
        _ => return None,
    })
}

/// The rule by which `format` gives a field absent from the bytes its default, where `step` (its
/// name without its place) leaves out a field old code requires and the rule applies to that
/// field: old code reading that default is the rule's promise
/// ([`serbench::Evolved::ReadsDefault`]), not a corruption.
pub(crate) fn absent(format: &str, step: &str) -> Option<&'static str> {
    let leaves_a_field_out = matches!(
        step,
        "field removed at the end" | "field removed in the middle" | "required field made optional"
    );
    if !leaves_a_field_out {
        return None;
    }
    match (format, step) {
        ("prost", _) => Some("proto3: an absent field reads as its type's default"),
        ("capnp", _) => {
            Some("Cap'n Proto: an absent field reads as its default (a null Text as \"\")")
        }
        // A removed string was `(required)`, which the verifier enforces; a scalar has a default.
        ("flatbuffers", "field removed in the middle") => {
            Some("FlatBuffers: an absent scalar reads as its default")
        }
        _ => None,
    }
}

/// Versions whose fields map one to one onto their protobuf message's, and their list twins.
macro_rules! prost_messages {
    ($($native:ident => $message:ident, $list:ident { $($field:ident),* };)*) => {$(
        impl From<&$native> for proto::$message {
            #[allow(clippy::clone_on_copy, reason = "the macro copies every kind of field")]
            fn from(value: &$native) -> Self {
                proto::$message { $($field: value.$field.clone()),* }
            }
        }

        impl TryFrom<proto::$message> for $native {
            type Error = fmt_prost::Error;

            fn try_from(message: proto::$message) -> Result<Self, Self::Error> {
                Ok($native { $($field: message.$field),* })
            }
        }

        prost_message!($native => $message, $list);
    )*};
}

/// The `proto_mapping::Message` impls (prost's) of a version and of its list.
macro_rules! prost_message {
    ($native:ident => $message:ident, $list:ident) => {
        impl proto_mapping::Message<fmt_prost::ProstLibrary> for $native {
            type Proto = proto::$message;
        }

        impl From<&List<$native>> for proto::$list {
            fn from(list: &List<$native>) -> Self {
                proto::$list { items: list.0.iter().map(Into::into).collect() }
            }
        }

        impl TryFrom<proto::$list> for List<$native> {
            type Error = fmt_prost::Error;

            fn try_from(list: proto::$list) -> Result<Self, Self::Error> {
                list.items.into_iter().map(TryInto::try_into).collect::<Result<_, _>>().map(List)
            }
        }

        impl proto_mapping::Message<fmt_prost::ProstLibrary> for List<$native> {
            type Proto = proto::$list;
        }
    };
}

prost_messages! {
    Reading => Reading, ReadingList { sensor, label };
    AddedAtEnd => AddedAtEnd, AddedAtEndList { sensor, label, celsius };
    AddedInMiddle => AddedInMiddle, AddedInMiddleList { sensor, celsius, label };
    AddedOption => AddedOption, AddedOptionList { sensor, label, celsius };
    Removed => Removed, RemovedList { sensor };
    WithCelsius => WithCelsius, WithCelsiusList { sensor, celsius, label };
    RemovedInMiddle => RemovedInMiddle, RemovedInMiddleList { sensor, label };
    Size => Size, SizeList { width, height };
    SizeReordered => SizeReordered, SizeReorderedList { height, width };
    Renamed => Renamed, RenamedList { sensor, name };
    Reordered => Reordered, ReorderedList { label, sensor };
    Widened => Widened, WidenedList { sensor, label };
    MadeOptional => MadeOptional, MadeOptionalList { sensor, label };
}

/// A oneof with no member set: the native enum has no such value.
fn unset_oneof() -> fmt_prost::Error {
    proto_mapping::Unrepresentable("kind: no member of the oneof is set".into()).into()
}

impl From<&KindV1> for proto::KindV1 {
    fn from(kind: &KindV1) -> Self {
        use proto::kind_v1::Kind;
        let kind = match kind {
            KindV1::Reading(value) => Kind::Reading(*value),
            KindV1::Alarm => Kind::Alarm(proto::Alarm {}),
        };
        proto::KindV1 { kind: Some(kind) }
    }
}

impl TryFrom<proto::KindV1> for KindV1 {
    type Error = fmt_prost::Error;

    fn try_from(message: proto::KindV1) -> Result<Self, Self::Error> {
        use proto::kind_v1::Kind;
        match message.kind.ok_or_else(unset_oneof)? {
            Kind::Reading(value) => Ok(KindV1::Reading(value)),
            Kind::Alarm(_) => Ok(KindV1::Alarm),
        }
    }
}

impl From<&KindV2> for proto::KindV2 {
    fn from(kind: &KindV2) -> Self {
        use proto::kind_v2::Kind;
        let kind = match kind {
            KindV2::Reading(value) => Kind::Reading(*value),
            KindV2::Alarm => Kind::Alarm(proto::Alarm {}),
            KindV2::Note(note) => Kind::Note(note.clone()),
        };
        proto::KindV2 { kind: Some(kind) }
    }
}

impl TryFrom<proto::KindV2> for KindV2 {
    type Error = fmt_prost::Error;

    fn try_from(message: proto::KindV2) -> Result<Self, Self::Error> {
        use proto::kind_v2::Kind;
        match message.kind.ok_or_else(unset_oneof)? {
            Kind::Reading(value) => Ok(KindV2::Reading(value)),
            Kind::Alarm(_) => Ok(KindV2::Alarm),
            Kind::Note(note) => Ok(KindV2::Note(note)),
        }
    }
}

prost_message!(KindV1 => KindV1, KindV1List);
prost_message!(KindV2 => KindV2, KindV2List);

/// Each version's Cap'n Proto mapping, and its list twin's: `build` sets the fields of `$builder`
/// from `$value`, `read` makes the version from `$reader` (`?` on capnp's errors).
macro_rules! capnp_messages {
    ($($native:ident => $module:ident, $list:ident {
        build($value:ident, $builder:ident) $build:block
        read($reader:ident) $read:block
    })*) => {$(
        impl fmt_capnp::Message for $native {
            type Root = capnp_schema::$module::Owned;

            fn build(&self, mut $builder: capnp_schema::$module::Builder<'_>) -> capnp::Result<()> {
                let $value = self;
                $build
                Ok(())
            }

            fn from_reader($reader: capnp_schema::$module::Reader<'_>) -> capnp::Result<Self> {
                Ok($read)
            }
        }

        impl fmt_capnp::Message for List<$native> {
            type Root = capnp_schema::$list::Owned;

            fn build(&self, root: capnp_schema::$list::Builder<'_>) -> capnp::Result<()> {
                let len = u32::try_from(self.0.len())
                    .map_err(|_| CapnpError::failed("a list too long for Cap'n Proto".into()))?;
                let mut items = root.init_items(len);
                for (index, $value) in (0..).zip(&self.0) {
                    let mut $builder = items.reborrow().get(index);
                    $build
                }
                Ok(())
            }

            fn from_reader(root: capnp_schema::$list::Reader<'_>) -> capnp::Result<Self> {
                let items = root.get_items()?.iter();
                items.map(|$reader| Ok($read)).collect::<capnp::Result<_>>().map(List)
            }
        }
    )*};
}

/// A Text field as a `String`.
fn text(reader: capnp::Result<capnp::text::Reader<'_>>) -> capnp::Result<String> {
    Ok(reader?.to_string()?)
}

capnp_messages! {
    Reading => reading, reading_list {
        build(value, builder) {
            builder.set_sensor(value.sensor);
            builder.set_label(value.label.as_str());
        }
        read(reader) { Reading { sensor: reader.get_sensor(), label: text(reader.get_label())? } }
    }
    AddedAtEnd => added_at_end, added_at_end_list {
        build(value, builder) {
            builder.set_sensor(value.sensor);
            builder.set_label(value.label.as_str());
            builder.set_celsius(value.celsius);
        }
        read(reader) {
            AddedAtEnd {
                sensor: reader.get_sensor(),
                label: text(reader.get_label())?,
                celsius: reader.get_celsius(),
            }
        }
    }
    AddedInMiddle => added_in_middle, added_in_middle_list {
        build(value, builder) {
            builder.set_sensor(value.sensor);
            builder.set_celsius(value.celsius);
            builder.set_label(value.label.as_str());
        }
        read(reader) {
            AddedInMiddle {
                sensor: reader.get_sensor(),
                celsius: reader.get_celsius(),
                label: text(reader.get_label())?,
            }
        }
    }
    AddedOption => added_option, added_option_list {
        build(value, builder) {
            builder.set_sensor(value.sensor);
            builder.set_label(value.label.as_str());
            let mut celsius = builder.reborrow().init_celsius();
            match value.celsius {
                Some(value) => celsius.set_value(value),
                None => celsius.set_unset(()),
            }
        }
        read(reader) {
            use capnp_schema::added_option::celsius::Which;
            AddedOption {
                sensor: reader.get_sensor(),
                label: text(reader.get_label())?,
                celsius: match reader.get_celsius().which()? {
                    Which::Unset(()) => None,
                    Which::Value(value) => Some(value),
                },
            }
        }
    }
    Removed => removed, removed_list {
        build(value, builder) { builder.set_sensor(value.sensor); }
        read(reader) { Removed { sensor: reader.get_sensor() } }
    }
    WithCelsius => with_celsius, with_celsius_list {
        build(value, builder) {
            builder.set_sensor(value.sensor);
            builder.set_celsius(value.celsius);
            builder.set_label(value.label.as_str());
        }
        read(reader) {
            WithCelsius {
                sensor: reader.get_sensor(),
                celsius: reader.get_celsius(),
                label: text(reader.get_label())?,
            }
        }
    }
    RemovedInMiddle => removed_in_middle, removed_in_middle_list {
        build(value, builder) {
            builder.set_sensor(value.sensor);
            builder.set_label(value.label.as_str());
        }
        read(reader) {
            RemovedInMiddle { sensor: reader.get_sensor(), label: text(reader.get_label())? }
        }
    }
    Size => size, size_list {
        build(value, builder) {
            builder.set_width(value.width);
            builder.set_height(value.height);
        }
        read(reader) { Size { width: reader.get_width(), height: reader.get_height() } }
    }
    SizeReordered => size_reordered, size_reordered_list {
        build(value, builder) {
            builder.set_height(value.height);
            builder.set_width(value.width);
        }
        read(reader) {
            SizeReordered { height: reader.get_height(), width: reader.get_width() }
        }
    }
    Renamed => renamed, renamed_list {
        build(value, builder) {
            builder.set_sensor(value.sensor);
            builder.set_name(value.name.as_str());
        }
        read(reader) { Renamed { sensor: reader.get_sensor(), name: text(reader.get_name())? } }
    }
    Reordered => reordered, reordered_list {
        build(value, builder) {
            builder.set_label(value.label.as_str());
            builder.set_sensor(value.sensor);
        }
        read(reader) { Reordered { label: text(reader.get_label())?, sensor: reader.get_sensor() } }
    }
    Widened => widened, widened_list {
        build(value, builder) {
            builder.set_sensor(value.sensor);
            builder.set_label(value.label.as_str());
        }
        read(reader) { Widened { sensor: reader.get_sensor(), label: text(reader.get_label())? } }
    }
    MadeOptional => made_optional, made_optional_list {
        build(value, builder) {
            builder.set_sensor(value.sensor);
            if let Some(label) = &value.label {
                builder.set_label(label.as_str());
            }
        }
        read(reader) {
            MadeOptional {
                sensor: reader.get_sensor(),
                label: if reader.has_label() { Some(text(reader.get_label())?) } else { None },
            }
        }
    }
    KindV1 => kind_v1, kind_v1_list {
        build(value, builder) {
            match value {
                KindV1::Reading(value) => builder.set_reading(*value),
                KindV1::Alarm => builder.set_alarm(()),
            }
        }
        read(reader) {
            use capnp_schema::kind_v1::Which;
            match reader.which()? {
                Which::Reading(value) => KindV1::Reading(value),
                Which::Alarm(()) => KindV1::Alarm,
            }
        }
    }
    KindV2 => kind_v2, kind_v2_list {
        build(value, builder) {
            match value {
                KindV2::Reading(value) => builder.set_reading(*value),
                KindV2::Alarm => builder.set_alarm(()),
                KindV2::Note(note) => builder.set_note(note.as_str()),
            }
        }
        read(reader) {
            use capnp_schema::kind_v2::Which;
            match reader.which()? {
                Which::Reading(value) => KindV2::Reading(value),
                Which::Alarm(()) => KindV2::Alarm,
                Which::Note(note) => KindV2::Note(text(note)?),
            }
        }
    }
}

/// Each version's FlatBuffers mapping, and its list twin's: `build` makes the table from `$value`
/// with `$builder` and returns its offset, `read` makes the version from the table `$table` (`?`
/// on `fmt_flatbuffers::Error`).
macro_rules! flatbuffers_messages {
    ($($native:ident => $table:ident, $list:ident, $list_args:ident {
        build($value:ident, $builder:ident) $build:block
        read($root:ident) $read:block
    })*) => {$(
        impl fmt_flatbuffers::Message for $native {
            type Root<'a> = fbs::$table<'a>;

            fn build<'b>(&self, $builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<fbs::$table<'b>> {
                let $value = self;
                $build
            }

            fn from_root($root: fbs::$table<'_>) -> Result<Self, fmt_flatbuffers::Error> {
                Ok($read)
            }
        }

        impl fmt_flatbuffers::Message for List<$native> {
            type Root<'a> = fbs::$list<'a>;

            fn build<'b>(&self, builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<fbs::$list<'b>> {
                let items: Vec<_> = self
                    .0
                    .iter()
                    .map(|$value| {
                        let $builder = &mut *builder;
                        $build
                    })
                    .collect();
                let items = builder.create_vector(&items);
                fbs::$list::create(builder, &fbs::$list_args { items: Some(items) })
            }

            fn from_root(root: fbs::$list<'_>) -> Result<Self, fmt_flatbuffers::Error> {
                root.items().iter().map(|$root| Ok($read)).collect::<Result<_, _>>().map(List)
            }
        }
    )*};
}

/// A union member this schema does not know: the native enum has no such value.
fn unknown_member(kind: impl std::fmt::Debug) -> fmt_flatbuffers::Error {
    fmt_flatbuffers::Error::Unrepresentable(format!(
        "kind: union type {kind:?} is not in the schema"
    ))
}

/// A union value whose table is not the one its type names (the verifier checks the pair).
fn mismatched() -> fmt_flatbuffers::Error {
    fmt_flatbuffers::Error::Unrepresentable("kind: the union's value is not its type's".into())
}

flatbuffers_messages! {
    Reading => Reading, ReadingList, ReadingListArgs {
        build(value, builder) {
            let label = Some(builder.create_string(&value.label));
            fbs::Reading::create(builder, &fbs::ReadingArgs { sensor: value.sensor, label })
        }
        read(table) { Reading { sensor: table.sensor(), label: table.label().to_owned() } }
    }
    AddedAtEnd => AddedAtEnd, AddedAtEndList, AddedAtEndListArgs {
        build(value, builder) {
            let label = Some(builder.create_string(&value.label));
            let (sensor, celsius) = (value.sensor, value.celsius);
            fbs::AddedAtEnd::create(builder, &fbs::AddedAtEndArgs { sensor, label, celsius })
        }
        read(table) {
            AddedAtEnd {
                sensor: table.sensor(),
                label: table.label().to_owned(),
                celsius: table.celsius(),
            }
        }
    }
    AddedInMiddle => AddedInMiddle, AddedInMiddleList, AddedInMiddleListArgs {
        build(value, builder) {
            let label = Some(builder.create_string(&value.label));
            let (sensor, celsius) = (value.sensor, value.celsius);
            fbs::AddedInMiddle::create(builder, &fbs::AddedInMiddleArgs { sensor, celsius, label })
        }
        read(table) {
            AddedInMiddle {
                sensor: table.sensor(),
                celsius: table.celsius(),
                label: table.label().to_owned(),
            }
        }
    }
    AddedOption => AddedOption, AddedOptionList, AddedOptionListArgs {
        build(value, builder) {
            let label = Some(builder.create_string(&value.label));
            let (sensor, celsius) = (value.sensor, value.celsius);
            fbs::AddedOption::create(builder, &fbs::AddedOptionArgs { sensor, label, celsius })
        }
        read(table) {
            AddedOption {
                sensor: table.sensor(),
                label: table.label().to_owned(),
                celsius: table.celsius(),
            }
        }
    }
    Removed => Removed, RemovedList, RemovedListArgs {
        build(value, builder) {
            fbs::Removed::create(builder, &fbs::RemovedArgs { sensor: value.sensor })
        }
        read(table) { Removed { sensor: table.sensor() } }
    }
    WithCelsius => WithCelsius, WithCelsiusList, WithCelsiusListArgs {
        build(value, builder) {
            let label = Some(builder.create_string(&value.label));
            let (sensor, celsius) = (value.sensor, value.celsius);
            fbs::WithCelsius::create(builder, &fbs::WithCelsiusArgs { sensor, celsius, label })
        }
        read(table) {
            WithCelsius {
                sensor: table.sensor(),
                celsius: table.celsius(),
                label: table.label().to_owned(),
            }
        }
    }
    RemovedInMiddle => RemovedInMiddle, RemovedInMiddleList, RemovedInMiddleListArgs {
        build(value, builder) {
            let label = Some(builder.create_string(&value.label));
            let args = fbs::RemovedInMiddleArgs { sensor: value.sensor, label };
            fbs::RemovedInMiddle::create(builder, &args)
        }
        read(table) { RemovedInMiddle { sensor: table.sensor(), label: table.label().to_owned() } }
    }
    Size => Size, SizeList, SizeListArgs {
        build(value, builder) {
            let (width, height) = (value.width, value.height);
            fbs::Size::create(builder, &fbs::SizeArgs { width, height })
        }
        read(table) { Size { width: table.width(), height: table.height() } }
    }
    SizeReordered => SizeReordered, SizeReorderedList, SizeReorderedListArgs {
        build(value, builder) {
            let (height, width) = (value.height, value.width);
            fbs::SizeReordered::create(builder, &fbs::SizeReorderedArgs { height, width })
        }
        read(table) { SizeReordered { height: table.height(), width: table.width() } }
    }
    Renamed => Renamed, RenamedList, RenamedListArgs {
        build(value, builder) {
            let name = Some(builder.create_string(&value.name));
            fbs::Renamed::create(builder, &fbs::RenamedArgs { sensor: value.sensor, name })
        }
        read(table) { Renamed { sensor: table.sensor(), name: table.name().to_owned() } }
    }
    Reordered => Reordered, ReorderedList, ReorderedListArgs {
        build(value, builder) {
            let label = Some(builder.create_string(&value.label));
            fbs::Reordered::create(builder, &fbs::ReorderedArgs { label, sensor: value.sensor })
        }
        read(table) { Reordered { label: table.label().to_owned(), sensor: table.sensor() } }
    }
    Widened => Widened, WidenedList, WidenedListArgs {
        build(value, builder) {
            let label = Some(builder.create_string(&value.label));
            fbs::Widened::create(builder, &fbs::WidenedArgs { sensor: value.sensor, label })
        }
        read(table) { Widened { sensor: table.sensor(), label: table.label().to_owned() } }
    }
    MadeOptional => MadeOptional, MadeOptionalList, MadeOptionalListArgs {
        build(value, builder) {
            let label = value.label.as_deref().map(|label| builder.create_string(label));
            fbs::MadeOptional::create(builder, &fbs::MadeOptionalArgs { sensor: value.sensor, label })
        }
        read(table) {
            MadeOptional { sensor: table.sensor(), label: table.label().map(str::to_owned) }
        }
    }
    KindV1 => KindV1, KindV1List, KindV1ListArgs {
        build(value, builder) {
            let (kind_type, kind) = match value {
                KindV1::Reading(value) => {
                    let args = fbs::ReadingValueArgs { value: *value };
                    let table = fbs::ReadingValue::create(builder, &args);
                    (fbs::KindV1Kind::ReadingValue, table.as_union_value())
                }
                KindV1::Alarm => {
                    let table = fbs::AlarmValue::create(builder, &fbs::AlarmValueArgs {});
                    (fbs::KindV1Kind::AlarmValue, table.as_union_value())
                }
            };
            fbs::KindV1::create(builder, &fbs::KindV1Args { kind_type, kind: Some(kind) })
        }
        read(table) {
            match table.kind_type() {
                fbs::KindV1Kind::ReadingValue => {
                    KindV1::Reading(table.kind_as_reading_value().ok_or_else(mismatched)?.value())
                }
                fbs::KindV1Kind::AlarmValue => KindV1::Alarm,
                other => return Err(unknown_member(other)),
            }
        }
    }
    KindV2 => KindV2, KindV2List, KindV2ListArgs {
        build(value, builder) {
            let (kind_type, kind) = match value {
                KindV2::Reading(value) => {
                    let args = fbs::ReadingValueArgs { value: *value };
                    let table = fbs::ReadingValue::create(builder, &args);
                    (fbs::KindV2Kind::ReadingValue, table.as_union_value())
                }
                KindV2::Alarm => {
                    let table = fbs::AlarmValue::create(builder, &fbs::AlarmValueArgs {});
                    (fbs::KindV2Kind::AlarmValue, table.as_union_value())
                }
                KindV2::Note(note) => {
                    let text = Some(builder.create_string(note));
                    let table = fbs::NoteValue::create(builder, &fbs::NoteValueArgs { text });
                    (fbs::KindV2Kind::NoteValue, table.as_union_value())
                }
            };
            fbs::KindV2::create(builder, &fbs::KindV2Args { kind_type, kind: Some(kind) })
        }
        read(table) {
            match table.kind_type() {
                fbs::KindV2Kind::ReadingValue => {
                    KindV2::Reading(table.kind_as_reading_value().ok_or_else(mismatched)?.value())
                }
                fbs::KindV2Kind::AlarmValue => KindV2::Alarm,
                fbs::KindV2Kind::NoteValue => KindV2::Note(
                    table.kind_as_note_value().ok_or_else(mismatched)?.text().to_owned(),
                ),
                other => return Err(unknown_member(other)),
            }
        }
    }
}
