//! The native formats, opt-in behind cargo features: each library's own derives on the user's type
//! (`bitcode`, `bincode`, `rkyv`, `borsh`, `speedy`, `wincode`, `simd-json`, `nanoserde`,
//! `miniserde`, `zerompk`, `msgpacker`, `savefile`, `bin-proto`, `minicbor`, `bilrost`;
//! `native` is all of them), driven by the workbench's own format crates, settings and all. A
//! feature turned on adds its library's derive traits to what [`Checked`](crate::Checked) asks of
//! the type, so a type without the derive is a compile error that says serbench cannot check it
//! and names the missing trait (`the trait bitcode::Encode is not implemented for Event`); the
//! example crate's docs hold it with a `compile_fail` test.
//!
//! Each is checked on the user's values one by one, as the serde formats are, and measured on them
//! as one `Vec` (`measure.rs`' `Sequence`), through the format's own codec of a `Vec<T>`, which
//! each library implements for any `T` that derives it; bilrost, whose `Vec` is no message,
//! writes them as a stream of length-delimited messages (`fmt_bilrost::BilrostValues`).

#![cfg_attr(
    not(any(
        feature = "bitcode",
        feature = "bincode",
        feature = "rkyv",
        feature = "borsh",
        feature = "speedy",
        feature = "wincode",
        feature = "simd-json",
        feature = "nanoserde",
        feature = "miniserde",
        feature = "zerompk",
        feature = "msgpacker",
        feature = "savefile",
        feature = "bin-proto",
        feature = "minicbor",
        feature = "bilrost"
    )),
    allow(dead_code, unused_variables, reason = "with no native feature on, the list is empty")
)]

use format_api::Codec;
#[cfg(feature = "rkyv")]
use rkyv::{
    api::high::{HighDeserializer, HighSerializer, HighValidator},
    bytecheck::CheckBytes,
    rancor::Failure,
    ser::allocator::ArenaHandle,
};

/// Declares the bound each feature adds to the user's type, its library's traits when the feature
/// is on and nothing when it is off, and [`Natives`], all of them together.
macro_rules! natives {
    ($($(#[doc = $doc:literal])* $feature:literal, $name:ident: [$($bound:tt)*];)*) => {
        $(
            $(#[doc = $doc])*
            #[cfg(feature = $feature)]
            pub trait $name: $($bound)* {}
            #[cfg(feature = $feature)]
            impl<T: $($bound)*> $name for T {}

            $(#[doc = $doc])*
            #[cfg(not(feature = $feature))]
            pub trait $name {}
            #[cfg(not(feature = $feature))]
            impl<T: ?Sized> $name for T {}
        )*

        /// What the native formats turned on ask of the user's type: every enabled library's
        /// derives.
        pub trait Natives: $($name +)* {}

        impl<T: $($name +)*> Natives for T {}
    };
}

natives! {
    /// bitcode's derives, with the `bitcode` feature.
    "bitcode", BitcodeDerive: [bitcode::Encode + bitcode::DecodeOwned];
    /// bincode 2's derives, with the `bincode` feature.
    "bincode", BincodeDerive: [bincode::Encode + bincode::Decode<()>];
    /// rkyv's derive and its archived type's validation, with the `rkyv` feature.
    "rkyv", RkyvDerive: [
        Sized
        + rkyv::Archive<
            Archived: for<'a> CheckBytes<HighValidator<'a, Failure>>
                + rkyv::Deserialize<Self, HighDeserializer<Failure>>,
        > + for<'a> rkyv::Serialize<HighSerializer<Vec<u8>, ArenaHandle<'a>, Failure>>
    ];
    /// borsh's derives, with the `borsh` feature.
    "borsh", BorshDerive: [borsh::BorshSerialize + borsh::BorshDeserialize];
    /// speedy's derives, little-endian as the workbench drives it, with the `speedy` feature.
    "speedy", SpeedyDerive: [
        speedy::Writable<speedy::LittleEndian> + for<'a> speedy::Readable<'a, speedy::LittleEndian>
    ];
    /// wincode's derives, in the workbench's configuration, with the `wincode` feature.
    "wincode", WincodeDerive: [
        wincode::SchemaWrite<fmt_wincode::Config, Src = Self>
        + for<'de> wincode::SchemaRead<'de, fmt_wincode::Config, Dst = Self>
    ];
    /// simd-json-derive's derives, with the `simd-json` feature.
    "simd-json", SimdJsonDerive: [
        simd_json_derive::Serialize + for<'input> simd_json_derive::Deserialize<'input>
    ];
    /// nanoserde's binary and JSON derives, with the `nanoserde` feature.
    "nanoserde", NanoserdeDerive: [
        nanoserde::SerBin + nanoserde::DeBin + nanoserde::SerJson + nanoserde::DeJson
    ];
    /// miniserde's derives, with the `miniserde` feature.
    "miniserde", MiniserdeDerive: [miniserde::Serialize + miniserde::Deserialize];
    /// zerompk's derives, with the `zerompk` feature.
    "zerompk", ZerompkDerive: [zerompk::ToMessagePack + zerompk::FromMessagePackOwned];
    /// msgpacker's derive, with the `msgpacker` feature.
    "msgpacker", MsgpackerDerive: [
        msgpacker::Packable + msgpacker::Unpackable<Error: Send + Sync + 'static>
    ];
    /// savefile's derive, with the `savefile` feature.
    "savefile", SavefileDerive: [savefile::Serialize + savefile::Deserialize + savefile::Packed];
    /// bin-proto's derives, with the `bin-proto` feature.
    "bin-proto", BinProtoDerive: [bin_proto::BitCodec];
    /// minicbor's derives, with the `minicbor` feature.
    "minicbor", MinicborDerive: [minicbor::Encode<()> + for<'b> minicbor::Decode<'b, ()>];
    /// bilrost's `Message` derive, with the `bilrost` feature.
    "bilrost", BilrostDerive: [bilrost::OwnedMessage];
}

/// Why a native format has no borrowed decode here: the twin ([`Twin`](crate::Twin)) derives
/// serde's `Deserialize`, and serbench asks nothing more of it.
pub(crate) const NO_TWIN: &str = "serbench decodes the twin through serde only";

/// Something done with each native format turned on, on values of type `T`: a format `F` that
/// encodes one `T`, and `S`, the same library's codec of a `Vec` of them (`F` itself, but for
/// bilrost, whose `Vec` is no message: `fmt_bilrost::BilrostValues`).
pub(crate) trait EachNative<T> {
    fn native<F: Codec<T>, S: Codec<Vec<T>>>(&mut self);
}

/// `$each!(FormatType)` (or `$each!(FormatType, ValuesType)` where the library's codec of a
/// `Vec` is another type) for every native format whose feature is on, in the order of the
/// registry's tables: the one list, walked with one type ([`native_formats`]) or two
/// ([`native_format_pairs`]).
macro_rules! each_native_format {
    ($each:ident) => {
        #[cfg(feature = "simd-json")]
        $each!(fmt_simd_json_derive::SimdJsonDerive);
        #[cfg(feature = "miniserde")]
        $each!(fmt_miniserde::MiniSerde);
        #[cfg(feature = "nanoserde")]
        $each!(fmt_nanoserde_json::Json);
        #[cfg(feature = "bincode")]
        $each!(fmt_bincode::Native);
        #[cfg(feature = "bincode")]
        $each!(fmt_bincode::NativeLimited);
        #[cfg(feature = "wincode")]
        $each!(fmt_wincode::Wincode);
        #[cfg(feature = "minicbor")]
        $each!(fmt_minicbor::Minicbor);
        #[cfg(feature = "zerompk")]
        $each!(fmt_zerompk::Zerompk);
        #[cfg(feature = "msgpacker")]
        $each!(fmt_msgpacker::Msgpacker);
        #[cfg(feature = "bitcode")]
        $each!(fmt_bitcode::Native);
        #[cfg(feature = "borsh")]
        $each!(fmt_borsh::Borsh);
        #[cfg(feature = "speedy")]
        $each!(fmt_speedy::Speedy);
        #[cfg(feature = "savefile")]
        $each!(fmt_savefile::Savefile);
        #[cfg(feature = "bin-proto")]
        $each!(fmt_bin_proto::BinProto);
        #[cfg(feature = "nanoserde")]
        $each!(fmt_nanoserde_bin::Binary);
        #[cfg(feature = "rkyv")]
        $each!(fmt_rkyv::Rkyv);
        #[cfg(feature = "bilrost")]
        $each!(fmt_bilrost::Bilrost, fmt_bilrost::BilrostValues);
    };
}

/// Every native format whose feature is on, on values of type `T`.
pub(crate) fn native_formats<T: Natives, E: EachNative<T>>(each: &mut E) {
    #[allow(unused_macros, reason = "with no native feature on, the list is empty")]
    macro_rules! visit {
        ($format:ty) => {
            each.native::<$format, $format>()
        };
        ($format:ty, $values:ty) => {
            each.native::<$format, $values>()
        };
    }
    each_native_format!(visit);
}

/// Every native format whose feature is on, on values of two types (a type's old and new
/// versions, each with the libraries' derives).
pub(crate) fn native_format_pairs<A: Natives, B: Natives, E>(each: &mut E)
where
    E: crate::formats::EachFormatPair<A, B>,
{
    #[allow(unused_macros, reason = "with no native feature on, the list is empty")]
    macro_rules! visit {
        ($format:ty $(, $values:ty)?) => {
            each.format::<$format>()
        };
    }
    each_native_format!(visit);
}

#[cfg(test)]
mod tests {
    use crate::formats::tests::format_crates;

    /// Every format crate whose `Codec` takes any type with its library's derives is on the list,
    /// behind a feature.
    #[test]
    fn every_native_format_is_listed() {
        let (list, manifest) = (include_str!("native.rs"), include_str!("../Cargo.toml"));
        // Generic over `T`, neither through serde nor a schema's generated `Message` types.
        let native = |source: &str| {
            (source.contains("> Codec<T> for") || source.contains("impl<T> Codec<T> for"))
                && !source.contains("DeserializeOwned> Codec<T>")
                && !source.contains("T: Message>")
        };
        let natives: Vec<_> = format_crates().filter(|(_, source)| native(source)).collect();
        for (name, _) in &natives {
            let path = format!("{}::", name.replace('-', "_"));
            assert!(list.contains(&path), "{name} is a native format missing from the list");
            assert!(manifest.contains(&format!("\"dep:{name}\"")), "{name} has no feature");
        }
        assert_eq!(natives.len(), 16, "the native format crates found");
    }
}
