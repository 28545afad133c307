//! Benchmark data sets: deterministic generators for the values every format encodes.
//!
//! This crate is data only: it knows no format. Each data set is a root type with a fixed-seed
//! generator that takes a size parameter (the number of records) and produces the same value, and
//! so the same encoded bytes, on every machine.
//!
//! The derives each format needs sit behind one cargo feature per derive family (`serde`, `rkyv`,
//! `bitcode`, `bincode`, `borsh`, `speedy`, `wincode`, `simd-json`, `nanoserde-bin`,
//! `nanoserde-json`, `miniserde`, `zerompk`, `msgpacker`, `savefile`, `bin-proto`, `minicbor`,
//! `bilrost`),
//! listed once in [`model!`]; none is on by default. A format crate turns on only its own family,
//! so building that crate alone compiles exactly the derive code its users would compile. That is
//! what keeps each format's compile-time cost separable: do not add a derive outside its feature.
//!
//! Two choices in the models are forced by one library and are invisible to the others:
//! - `StoredData::range` is a local [`stored::Span`] rather than `std::ops::Range<usize>`, because
//!   bitcode 0.6's derive has no impl for std's `Range` and the orphan rule stops anyone adding
//!   one. Every other format writes the same bytes for `Span` as for `Range` (tested).
//! - The department hierarchy in [`users`] is an arena (parent and child indices) rather than a
//!   recursive type, because bitcode 0.6 does not support recursive types (upstream issue #35).

// nanoserde's JSON derive writes its enum decoding as matches that clippy would write with `?`;
// the lint cannot tell a derive's code from ours, since the derive re-parses its output.
#![cfg_attr(feature = "nanoserde-json", allow(clippy::question_mark))]

/// Gives each item the derives of every enabled derive family: the one list of families, used by
/// every data set here and by the `corpora` crate (whose own features decide, since `cfg_attr`
/// is read in the crate that invokes the macro). A type that needs `Copy` adds it itself.
///
/// Some kinds of item leave a family out or take another derive of it, said by how the
/// invocation starts:
/// - `tuple_variants:` an enum with data. bincode_derive 2.0.1 loses the bindings of
///   tuple-variant fields when its derive is written inside a `macro_rules!` (the fields' tokens
///   and the derive's generated names end up in different hygiene contexts), so the enum writes
///   bincode's derive on itself; miniserde's derive rejects enums with data, so it has none.
///   bilrost derives its `Oneof` (a set of fields of the message that holds it) for it, which for
///   an enum with no unit variant is only `NonEmptyOneof`: the enum's module adds
///   `bilrost_oneof_always_set!` so that a message can hold it directly.
/// - `holds_enum_data:` a type that holds such an enum: no miniserde either.
/// - `numeric_keys:` a type with numeric map keys. simd-json-derive writes map keys only from
///   strings (`SerializeAsKey`), so the type implements simd-json's traits itself.
/// - `serde_with:` a type with `serde(with = ...)` field attributes. simd-json-derive and
///   miniserde's derive both read serde's attributes and reject that one, so the type implements
///   both libraries' traits itself.
/// - `unit_enums:` an enum of unit variants: bilrost's `Enumeration` (a number) for it.
/// - `bilrost_proxied:` a type bilrost encodes through a proxy value the type's module declares
///   (see [`bilrost_ipv4_proxy!`]), so no bilrost derive.
#[macro_export]
macro_rules! model {
    // Each arm gives `@one` the condition of the three families that some items leave out:
    // their feature, or `any()` (never true) to leave the family out; then bilrost's derive.
    (tuple_variants: $($item:item)*) => {$(
        $crate::model!(@one [any()] [feature = "simd-json"] [any()] [bilrost::Oneof] $item);
    )*};
    (holds_enum_data: $($item:item)*) => {$(
        $crate::model!(
            @one [feature = "bincode"] [feature = "simd-json"] [any()] [bilrost::Message] $item
        );
    )*};
    (numeric_keys: $($item:item)*) => {$(
        $crate::model!(
            @one [feature = "bincode"] [any()] [feature = "miniserde"] [bilrost::Message] $item
        );
    )*};
    (serde_with: $($item:item)*) => {$(
        $crate::model!(@one [feature = "bincode"] [any()] [any()] [bilrost::Message] $item);
    )*};
    (unit_enums: $($item:item)*) => {$(
        $crate::model!(
            @one [feature = "bincode"] [feature = "simd-json"] [feature = "miniserde"]
            [bilrost::Enumeration] $item
        );
    )*};
    (bilrost_proxied: $($item:item)*) => {$(
        $crate::model!(
            @one [feature = "bincode"] [feature = "simd-json"] [feature = "miniserde"] [] $item
        );
    )*};
    (
        @one [$($bincode:tt)*] [$($simd_json:tt)*] [$($miniserde:tt)*] [$($bilrost:tt)*]
        $item:item
    ) => {
        #[derive(Clone, Debug, PartialEq)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[cfg_attr(feature = "rkyv", derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize))]
        #[cfg_attr(feature = "bitcode", derive(bitcode::Encode, bitcode::Decode))]
        #[cfg_attr(feature = "borsh", derive(borsh::BorshSerialize, borsh::BorshDeserialize))]
        #[cfg_attr(feature = "speedy", derive(speedy::Readable, speedy::Writable))]
        #[cfg_attr(feature = "wincode", derive(wincode::SchemaWrite, wincode::SchemaRead))]
        #[cfg_attr(feature = "nanoserde-bin", derive(nanoserde::SerBin, nanoserde::DeBin))]
        #[cfg_attr(feature = "nanoserde-json", derive(nanoserde::SerJson, nanoserde::DeJson))]
        #[cfg_attr(feature = "zerompk", derive(zerompk::ToMessagePack, zerompk::FromMessagePack))]
        #[cfg_attr(feature = "msgpacker", derive(msgpacker::MsgPacker))]
        #[cfg_attr(feature = "savefile", derive(savefile_derive::Savefile))]
        #[cfg_attr(feature = "bin-proto", derive(bin_proto::BitEncode, bin_proto::BitDecode))]
        #[cfg_attr(feature = "minicbor", derive(minicbor::Encode, minicbor::Decode))]
        #[cfg_attr(feature = "bilrost", derive($($bilrost)*))]
        #[cfg_attr($($bincode)*, derive(bincode::Encode, bincode::Decode))]
        #[cfg_attr(
            $($simd_json)*,
            derive(simd_json_derive::Serialize, simd_json_derive::Deserialize)
        )]
        #[cfg_attr($($miniserde)*, derive(miniserde::Serialize, miniserde::Deserialize))]
        $item
    };
    ($($item:item)*) => {$(
        $crate::model!(
            @one [feature = "bincode"] [feature = "simd-json"] [feature = "miniserde"]
            [bilrost::Message] $item
        );
    )*};
}

/// bilrost's encoding of an IPv4 address type (fields `x0` to `x3`, each `u8`): through a
/// `[u8; 4]` proxy written as one fixed 32-bit value, as rust_serialization_benchmark's `log`
/// encodes its address (four bytes, where four `u8` varints would take four to eight). Invoked
/// beside the type, behind the crate's `bilrost` feature; the type is a `bilrost_proxied:` item
/// of [`model!`].
#[macro_export]
macro_rules! bilrost_ipv4_proxy {
    ($ty:ident) => {
        impl bilrost::encoding::ForOverwrite<(), $ty> for () {
            fn for_overwrite() -> $ty {
                $ty { x0: 0, x1: 0, x2: 0, x3: 0 }
            }
        }

        bilrost::encoding::empty_state_via_for_overwrite!($ty);

        impl bilrost::encoding::Proxiable for $ty {
            type Proxy = [u8; 4];

            fn encode_proxy(&self) -> [u8; 4] {
                [self.x0, self.x1, self.x2, self.x3]
            }

            fn decode_proxy(
                &mut self,
                [x0, x1, x2, x3]: [u8; 4],
            ) -> Result<(), bilrost::DecodeErrorKind> {
                *self = $ty { x0, x1, x2, x3 };
                Ok(())
            }
        }

        bilrost::encoding::delegate_proxied_encoding!(
            use encoding (bilrost::encoding::Fixed) to encode proxied type ($ty)
            with general encodings including schema
        );
    };
}

/// bilrost's `Oneof` for an enum with data and no unit variant, held by its message directly
/// rather than in an `Option` (bilrost's derive gives such an enum only `NonEmptyOneof`, for
/// `Option<Enum>` fields; the data sets' types are shared by every format and hold the enum
/// itself). The value is always present, so it is always written, as `Some(value)` would be;
/// `$placeholder` is what a message decoded without the field holds (bilrost's messages start
/// empty and fill in the fields they find). Encoding and decoding are bilrost's own, derived.
#[cfg(feature = "bilrost")]
macro_rules! bilrost_oneof_always_set {
    // An owned enum: decoded from any buffer, or from a slice.
    (owned $ty:ty, $placeholder:expr) => {
        bilrost_oneof_always_set!(@oneof $ty, $placeholder);

        impl bilrost::encoding::OneofDecoder for $ty {
            fn oneof_decode_field<B: bilrost::bytes::Buf + ?Sized>(
                value: &mut Self,
                tag: u32,
                wire_type: bilrost::encoding::WireType,
                buf: bilrost::encoding::Capped<B>,
                ctx: bilrost::encoding::DecodeContext,
            ) -> Result<(), bilrost::DecodeError> {
                let decoded = bilrost::encoding::NonEmptyOneofDecoder::oneof_decode_field(
                    tag, wire_type, buf, ctx,
                );
                *value = bilrost_oneof_always_set!(@named decoded, tag)?;
                Ok(())
            }
        }

        bilrost_oneof_always_set!(@borrow $ty, 'a);
    };
    // A borrowed twin's enum: decoded from the slice it borrows from.
    (borrowed $ty:ty, $placeholder:expr, $lifetime:lifetime) => {
        bilrost_oneof_always_set!(@oneof $ty, $placeholder, $lifetime);
        bilrost_oneof_always_set!(@borrow $ty, $lifetime);
    };
    (@borrow $ty:ty, $lifetime:lifetime) => {
        impl<$lifetime> bilrost::encoding::OneofBorrowDecoder<$lifetime> for $ty {
            fn oneof_borrow_decode_field(
                value: &mut Self,
                tag: u32,
                wire_type: bilrost::encoding::WireType,
                buf: bilrost::encoding::Capped<&$lifetime [u8]>,
                ctx: bilrost::encoding::DecodeContext,
            ) -> Result<(), bilrost::DecodeError> {
                let decoded = bilrost::encoding::NonEmptyOneofBorrowDecoder::oneof_borrow_decode_field(
                    tag, wire_type, buf, ctx,
                );
                *value = bilrost_oneof_always_set!(@named decoded, tag)?;
                Ok(())
            }
        }
    };
    // The error names the enum and its variant, as bilrost's `Option` of a oneof does. A second
    // field of the oneof replaces the first (its `Option` reports a conflict instead).
    (@named $decoded:ident, $tag:ident) => {
        $decoded.map_err(|mut error: bilrost::DecodeError| {
            let (message, field) =
                <Self as bilrost::encoding::NonEmptyOneof>::oneof_variant_name($tag);
            error.push(message, field);
            error
        })
    };
    (@oneof $ty:ty, $placeholder:expr $(, $lifetime:lifetime)?) => {
        impl$(<$lifetime>)? bilrost::encoding::Oneof for $ty {
            const FIELD_TAGS: &'static [u32] =
                <Self as bilrost::encoding::NonEmptyOneof>::FIELD_TAGS;

            fn empty() -> Self {
                $placeholder
            }

            fn is_empty(&self) -> bool {
                false
            }

            fn clear(&mut self) {
                *self = $placeholder;
            }

            #[inline]
            fn oneof_encode<B: bilrost::bytes::BufMut + ?Sized>(
                &self,
                buf: &mut B,
                tw: &mut bilrost::encoding::TagWriter,
            ) {
                bilrost::encoding::NonEmptyOneof::oneof_encode(self, buf, tw)
            }

            #[inline]
            fn oneof_prepend<B: bilrost::buf::ReverseBuf + ?Sized>(
                &self,
                buf: &mut B,
                tw: &mut bilrost::encoding::TagRevWriter,
            ) {
                bilrost::encoding::NonEmptyOneof::oneof_prepend(self, buf, tw)
            }

            #[inline]
            fn oneof_encoded_len(&self, tm: &mut impl bilrost::encoding::TagMeasurer) -> usize {
                bilrost::encoding::NonEmptyOneof::oneof_encoded_len(self, tm)
            }

            fn oneof_current_tag(&self) -> Option<u32> {
                Some(bilrost::encoding::NonEmptyOneof::oneof_current_tag(self))
            }

            fn oneof_variant_name(tag: u32) -> (&'static str, &'static str) {
                <Self as bilrost::encoding::NonEmptyOneof>::oneof_variant_name(tag)
            }
        }
    };
}

/// Gives each item of a data set's borrowed twin (see [`Borrowable`]) the decoding derives of
/// every enabled family that can borrow from its input: serde (`Deserialize<'de>`), bitcode
/// (`Decode<'a>`), bincode (`BorrowDecode<'de>`), speedy (`Readable<'a, _>`), wincode
/// (`SchemaRead<'de>`), zerompk (`FromMessagePack<'a>`), minicbor (`Decode<'b, C>`) and bilrost
/// (`BorrowedMessage<'a>`: its `Message` derive on a type that borrows; `Oneof` for the enum).
/// rkyv, borsh, savefile and the schema formats have no such derive; msgpacker's
/// (`MsgPackerBorrowed`) needs every type inside to borrow too, which `String` cannot. As in
/// [`model!`], an enum with tuple variants writes bincode's derive itself.
macro_rules! borrowed_model {
    (bincode_at_call_site: $($item:item)*) => {$( borrowed_model!(@one [] [bilrost::Oneof] $item); )*};
    (@one [$($bincode:tt)*] [$($bilrost:tt)*] $item:item) => {
        #[derive(Debug)]
        #[cfg_attr(feature = "serde", derive(serde::Deserialize))]
        #[cfg_attr(feature = "bitcode", derive(bitcode::Decode))]
        #[cfg_attr(feature = "speedy", derive(speedy::Readable))]
        #[cfg_attr(feature = "wincode", derive(wincode::SchemaRead))]
        #[cfg_attr(feature = "zerompk", derive(zerompk::FromMessagePack))]
        #[cfg_attr(feature = "minicbor", derive(minicbor::Decode))]
        #[cfg_attr(feature = "bilrost", derive($($bilrost)*))]
        $($bincode)*
        $item
    };
    ($($item:item)*) => {$(
        borrowed_model!(
            @one [#[cfg_attr(feature = "bincode", derive(bincode::BorrowDecode))]]
            [bilrost::Message] $item
        );
    )*};
}

mod checksum;
mod rng;

pub mod chunks;
pub mod log;
pub mod mesh;
pub mod stored;
pub mod users;

pub use checksum::Checksum;

/// An archived (rkyv) data set walked through its view: rkyv's `read`. Each data set implements
/// it beside its own [`Dataset::checksum`], folding the same fields in the same order, so that a
/// new data set is one module here and the walk is never far from the fold it must equal.
#[cfg(feature = "rkyv")]
pub trait ReadArchived {
    fn checksum(&self) -> u64;
}

/// A benchmark data set: a root value built by a deterministic generator.
pub trait Dataset: Clone + PartialEq + std::fmt::Debug + 'static {
    /// The name users select it by, e.g. `log`.
    const NAME: &'static str;
    /// One line on what the data set exercises.
    const DESCRIPTION: &'static str;
    /// The number of records a benchmark uses unless told otherwise.
    const DEFAULT_LEN: usize;

    /// Builds the data set with `len` records from the data set's fixed seed.
    fn generate(len: usize) -> Self {
        Self::generate_seeded(len, Self::SEED)
    }

    /// Builds the data set with `len` records from another seed; tests use it for variety.
    fn generate_seeded(len: usize, seed: u64) -> Self;

    /// The seed [`Dataset::generate`] uses.
    const SEED: u64;

    /// The number of records in this value.
    fn records(&self) -> usize;

    /// Folds every field of every record into one number, in declaration order.
    ///
    /// A zero-copy format's `read` computes the same fold through its view, so comparing the two
    /// checks that the view sees the data that was encoded. Strings and byte arrays contribute
    /// their length, not their bytes: `read` measures walking the structure, not hashing memory.
    fn checksum(&self) -> u64;
}

/// A data set with a borrowed twin: the same types, field for field and of the same names, with
/// `&'a str` where the data set has `String`, so that a decoder that can borrow from its input
/// allocates only the containers. Same names and shapes make the two `Debug` renderings equal
/// exactly when the values are, which is how a borrowed decode is held to the original.
pub trait Borrowable: Dataset {
    /// The twin, borrowing from the encoded bytes it was decoded from.
    type Borrowed<'a>: std::fmt::Debug;
}

/// Whether a borrowed decode holds the same value as `owned`: their `Debug` renderings, which
/// show every field (floats exactly), are equal.
pub fn same_value<B: std::fmt::Debug, T: Borrowable>(borrowed: &B, owned: &T) -> bool {
    format!("{borrowed:?}") == format!("{owned:?}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn department_tree_is_consistent() {
        let users = users::Users::generate(users::Users::DEFAULT_LEN);
        let departments = &users.departments;
        assert_eq!(departments[0].parent, None);
        for (index, department) in departments.iter().enumerate() {
            assert_eq!(department.id as usize, index);
            if let Some(parent) = department.parent {
                assert!(departments[parent as usize].children.contains(&department.id));
            }
            for child in &department.children {
                assert_eq!(departments[*child as usize].parent, Some(department.id));
            }
        }
        assert!(users.users.iter().all(|user| (user.department as usize) < departments.len()));
    }

    #[test]
    fn spans_are_ordered_and_chunks_full_size() {
        let stored = stored::StoredSet::generate(stored::StoredSet::DEFAULT_LEN);
        assert!(stored.items.iter().all(|item| item.range.start <= item.range.end));
        let chunks = chunks::Chunks::generate(4);
        for chunk in &chunks.chunks {
            assert_eq!(chunk.blocks.len(), chunks::BLOCKS);
            assert_eq!(chunk.light.len(), chunks::BLOCKS / 2);
            assert_eq!((chunk.biomes.len(), chunk.heightmap.len()), (256, 256));
        }
    }
}
