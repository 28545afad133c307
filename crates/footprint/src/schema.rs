//! Generated schemas for the cost per type (`footprint per-type`): `n` types from a seed, written
//! as Rust source inside `datasets::model!`, which gives each type the derives of the derive family
//! the program's crate enables (its `cfg_attr`s are read where the macro is expanded), with a
//! function that builds a value of every type.
//!
//! The types: structs of integers, strings, vectors, options, nested structs (of earlier types,
//! so the schema is acyclic) and unit enums; `Root` holds one of each, so that every type is
//! encoded and decoded. Enums with data are left out: two derive families need per-type
//! attributes for them that a generator would have to special-case (see `model!`'s
//! `tuple_variants:`).
//!
//! The same schema in proto3 ([`proto`]) is what the protobuf libraries generate their types from,
//! with makers of their own ([`proto_makers`]) that set every field as [`source`]'s do.

use std::fmt::Write;

/// A field's type: a scalar, a container, or a reference to an earlier type (by index).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    U32,
    U64,
    I64,
    Bool,
    Text,
    Numbers,
    MaybeText,
    Nested(usize),
    ListOf(usize),
    Kind(usize),
}

/// One generated type.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Type {
    Struct(Vec<Field>),
    /// A unit enum of this many variants.
    Enum(usize),
}

/// `n` types from `seed`: about one in six a unit enum, the others structs of 2 to 7 fields.
fn types(n: usize, seed: u64) -> Vec<Type> {
    let mut state = seed;
    let mut next = move |bound: u64| -> u64 {
        // SplitMix64, as the data sets draw.
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        ((u128::from(z ^ (z >> 31)) * u128::from(bound)) >> 64) as u64
    };
    let mut types: Vec<Type> = Vec::with_capacity(n);
    for index in 0..n {
        if index > 0 && next(6) == 0 {
            types.push(Type::Enum(2 + next(5) as usize));
            continue;
        }
        let fields = (0..2 + next(6))
            .map(|_| {
                // An earlier type, where there is one, for a nested field.
                let earlier = (index > 0).then(|| next(index as u64) as usize);
                match (next(10), earlier) {
                    (0, _) => Field::U32,
                    (1, _) => Field::U64,
                    (2, _) => Field::I64,
                    (3, _) => Field::Bool,
                    (4, _) => Field::Numbers,
                    (5, _) => Field::MaybeText,
                    (6 | 7, Some(earlier)) => match types[earlier] {
                        Type::Enum(_) => Field::Kind(earlier),
                        Type::Struct(_) if next(2) == 0 => Field::ListOf(earlier),
                        Type::Struct(_) => Field::Nested(earlier),
                    },
                    _ => Field::Text,
                }
            })
            .collect();
        types.push(Type::Struct(fields));
    }
    types
}

fn rust_type(field: Field) -> String {
    match field {
        Field::U32 => "u32".into(),
        Field::U64 => "u64".into(),
        Field::I64 => "i64".into(),
        Field::Bool => "bool".into(),
        Field::Text => "String".into(),
        Field::Numbers => "Vec<u32>".into(),
        Field::MaybeText => "Option<String>".into(),
        Field::Nested(index) | Field::Kind(index) => format!("T{index}"),
        Field::ListOf(index) => format!("Vec<T{index}>"),
    }
}

/// The value a constructor writes for `field`, from `seed` (a `u64` in scope).
fn value(field: Field) -> String {
    match field {
        Field::U32 => "seed as u32".into(),
        Field::U64 => "seed".into(),
        Field::I64 => "-(seed as i64)".into(),
        Field::Bool => "seed % 2 == 0".into(),
        Field::Text => "format!(\"text {seed}\")".into(),
        Field::Numbers => "vec![seed as u32, 7, 1 << 20]".into(),
        Field::MaybeText => "(seed % 2 == 0).then(|| format!(\"maybe {seed}\"))".into(),
        Field::Nested(index) | Field::Kind(index) => format!("make_t{index}(seed + 1)"),
        Field::ListOf(index) => format!("vec![make_t{index}(seed + 1), make_t{index}(seed + 2)]"),
    }
}

/// The schema's source: its types inside `datasets::model!` (structs, then unit enums, each in
/// the arm `model!` asks for), `Root`, and `make_root(seed)`, which builds a value of every type.
pub fn source(n: usize, seed: u64) -> String {
    let types = types(n, seed);
    let mut structs = String::new();
    let mut enums = String::new();
    let mut makers = String::new();
    for (index, kind) in types.iter().enumerate() {
        match kind {
            Type::Struct(fields) => {
                let _ = writeln!(structs, "    pub struct T{index} {{");
                let mut values = Vec::new();
                for (position, field) in fields.iter().enumerate() {
                    let _ = writeln!(
                        structs,
                        "        #[cfg_attr(feature = \"minicbor\", n({position}))]\n        pub f{position}: {},",
                        rust_type(*field)
                    );
                    values.push(format!("f{position}: {}", value(*field)));
                }
                structs.push_str("    }\n\n");
                let _ = writeln!(
                    makers,
                    "fn make_t{index}(seed: u64) -> T{index} {{\n    T{index} {{ {} }}\n}}\n",
                    values.join(", ")
                );
            }
            Type::Enum(variants) => {
                let _ = writeln!(
                    enums,
                    "    #[derive(Copy, Eq)]\n    #[cfg_attr(feature = \"bin-proto\", bin_proto(discriminant_type = u8))]\n    pub enum T{index} {{"
                );
                for variant in 0..*variants {
                    let _ = writeln!(
                        enums,
                        "        #[cfg_attr(feature = \"bin-proto\", bin_proto(discriminant = {variant}))]\n        \
                         #[cfg_attr(feature = \"minicbor\", n({variant}))]\n        \
                         #[cfg_attr(feature = \"bilrost\", bilrost({variant}))]\n        V{variant},"
                    );
                }
                enums.push_str("    }\n\n");
                let arms: Vec<String> = (0..*variants)
                    .map(|variant| format!("{variant} => T{index}::V{variant}"))
                    .collect();
                let _ = writeln!(
                    makers,
                    "fn make_t{index}(seed: u64) -> T{index} {{\n    match seed % {variants} {{ {}, _ => T{index}::V0 }}\n}}\n",
                    arms.join(", ")
                );
            }
        }
    }
    let root_fields: Vec<String> = (0..n)
        .map(|index| format!("        #[cfg_attr(feature = \"minicbor\", n({index}))]\n        pub t{index}: T{index},"))
        .collect();
    let root_values: Vec<String> =
        (0..n).map(|index| format!("t{index}: make_t{index}(seed)")).collect();
    format!(
        "// Generated by `footprint per-type`: {n} types from seed {seed}.\n\n\
         datasets::model! {{\n{structs}    pub struct Root {{\n{}\n    }}\n}}\n\n\
         datasets::model! {{ unit_enums:\n{enums}}}\n\n\
         {makers}\
         pub fn make_root(seed: u64) -> Root {{\n    Root {{ {} }}\n}}\n",
        root_fields.join("\n"),
        root_values.join(", ")
    )
}

/// A field's type in proto3: the same shape ([`rust_type`]'s `Option<String>` is proto3's
/// `optional string`, a nested struct a message field, a unit enum an enum).
fn proto_type(field: Field) -> String {
    match field {
        Field::U32 => "uint32".into(),
        Field::U64 => "uint64".into(),
        Field::I64 => "int64".into(),
        Field::Bool => "bool".into(),
        Field::Text => "string".into(),
        Field::Numbers => "repeated uint32".into(),
        Field::MaybeText => "optional string".into(),
        Field::Nested(index) | Field::Kind(index) => format!("T{index}"),
        Field::ListOf(index) => format!("repeated T{index}"),
    }
}

/// The schema of [`source`] in proto3, as `per_type.proto` (package `per_type`): a message per
/// struct, an enum per unit enum (its values prefixed by its name, as protobuf's scoping asks),
/// and the message `Root` with one field of each type.
pub fn proto(n: usize, seed: u64) -> String {
    let mut text = format!(
        "// Generated by `footprint per-type`: {n} types from seed {seed}.\n\
         syntax = \"proto3\";\n\npackage per_type;\n\n"
    );
    for (index, kind) in types(n, seed).iter().enumerate() {
        match kind {
            Type::Struct(fields) => {
                let _ = writeln!(text, "message T{index} {{");
                for (position, field) in fields.iter().enumerate() {
                    let _ =
                        writeln!(text, "  {} f{position} = {};", proto_type(*field), position + 1);
                }
            }
            Type::Enum(variants) => {
                let _ = writeln!(text, "enum T{index} {{");
                for variant in 0..*variants {
                    let _ = writeln!(text, "  T{index}_V{variant} = {variant};");
                }
            }
        }
        text.push_str("}\n\n");
    }
    text.push_str("message Root {\n");
    for index in 0..n {
        let _ = writeln!(text, "  T{index} t{index} = {};", index + 1);
    }
    text + "}\n"
}

/// The makers of [`proto`]'s messages as a protobuf library generates them (a module beside the
/// generated one, `schema`): every field set as [`source`]'s makers set it, a message field through
/// `Some(..).into()` (prost's `Option`, rust-protobuf's and buffa's `MessageField`), an enum through
/// `enumeration`, in which `{}` stands for the value's number (an `i32`).
pub fn proto_makers(n: usize, seed: u64, enumeration: &str) -> String {
    let types = types(n, seed);
    // A field's value; a nested type's from `seed` (the root's) or `seed + 1` (a struct's).
    let set_from = |field: Field, seed: &str| match field {
        Field::Nested(index) => format!("Some(make_t{index}({seed})).into()"),
        Field::Kind(index) => enumeration.replace("{}", &format!("make_t{index}({seed})")),
        other => value(other),
    };
    let set = |field: Field| set_from(field, "seed + 1");
    let mut makers = format!(
        "// Generated by `footprint per-type`: {n} types from seed {seed}.\n\n\
         use crate::schema::*;\n\n"
    );
    let mut root = Vec::new();
    for (index, kind) in types.iter().enumerate() {
        match kind {
            Type::Struct(fields) => {
                let values: Vec<String> = fields
                    .iter()
                    .enumerate()
                    .map(|(position, field)| format!("f{position}: {}", set(*field)))
                    .collect();
                let _ = writeln!(
                    makers,
                    "fn make_t{index}(seed: u64) -> T{index} {{\n    \
                     T{index} {{ {}, ..Default::default() }}\n}}\n",
                    values.join(", ")
                );
                root.push(format!("t{index}: {}", set_from(Field::Nested(index), "seed")));
            }
            Type::Enum(variants) => {
                let _ = writeln!(
                    makers,
                    "fn make_t{index}(seed: u64) -> i32 {{\n    (seed % {variants}) as i32\n}}\n"
                );
                root.push(format!("t{index}: {}", set_from(Field::Kind(index), "seed")));
            }
        }
    }
    let _ = writeln!(
        makers,
        "pub fn make_root(seed: u64) -> Root {{\n    Root {{ {}, ..Default::default() }}\n}}",
        root.join(", ")
    );
    makers
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_schema_is_its_seeds_and_holds_every_type_once_in_root() {
        assert_eq!(source(16, 1), source(16, 1));
        assert_ne!(source(16, 1), source(16, 2));
        let text = source(64, 7);
        for index in 0..64 {
            assert!(text.contains(&format!("pub t{index}: T{index},")), "T{index} not in Root");
            assert!(
                text.contains(&format!("fn make_t{index}(seed: u64)")),
                "no maker for T{index}"
            );
        }
        let types = types(256, 7);
        let enums = types.iter().filter(|kind| matches!(kind, Type::Enum(_))).count();
        assert!((20..70).contains(&enums), "{enums} enums of 256");
    }

    #[test]
    fn the_proto_schema_has_the_rust_schemas_types_and_makers_set_every_field() {
        let rust = source(64, 7);
        let proto = proto(64, 7);
        let makers = proto_makers(64, 7, "E({})");
        for (index, kind) in types(64, 7).iter().enumerate() {
            match kind {
                Type::Struct(fields) => {
                    assert!(proto.contains(&format!("message T{index} {{")), "T{index}");
                    assert!(rust.contains(&format!("pub struct T{index} {{")), "T{index}");
                    for position in 0..fields.len() {
                        let number = position + 1;
                        assert!(proto.contains(&format!(" f{position} = {number};")), "T{index}");
                    }
                    let maker = makers.split(&format!("-> T{index} {{\n")).nth(1).unwrap();
                    let maker = maker.lines().next().unwrap();
                    for position in 0..=fields.len() {
                        let set = maker.contains(&format!(" f{position}: "));
                        assert_eq!(set, position < fields.len(), "f{position} in {maker}");
                    }
                }
                Type::Enum(variants) => {
                    assert!(proto.contains(&format!("enum T{index} {{")), "T{index}");
                    assert!(proto.contains(&format!("T{index}_V{} = ", variants - 1)));
                }
            }
            assert!(proto.contains(&format!("  T{index} t{index} = {};", index + 1)));
        }
        assert!(makers.contains("E(make_t"), "an enum's number goes through `enumeration`");
    }

    #[test]
    fn a_nested_field_names_only_an_earlier_type() {
        for (index, kind) in types(256, 3).iter().enumerate() {
            let Type::Struct(fields) = kind else { continue };
            for field in fields {
                if let Field::Nested(earlier) | Field::ListOf(earlier) | Field::Kind(earlier) =
                    field
                {
                    assert!(*earlier < index, "T{index} names T{earlier}");
                }
            }
        }
    }
}
