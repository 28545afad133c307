//! The two codecs of every protobuf library, written once: `converted` ([`Converted`]: the native
//! value converted into the generated types and encoded; decoded and converted back; the
//! conversions timed) and `generated-types` ([`GeneratedTypes`]: the generated types are the
//! program's model, converted once, untimed). Each library's crate implements [`Library`] and
//! [`Wire`] with its own calls, and names the codecs (`fmt_prost::Prost` is
//! `Converted<ProstLibrary>`).

use std::marker::PhantomData;

use format_api::{Codec, Descriptor, Format};

use crate::{Generated, Unrepresentable};

/// A protobuf library as its crate drives it: the words of its descriptors, its error, and the
/// state its codecs keep from call to call (buffa's size cache; nothing for the others).
pub trait Library: Default + 'static {
    /// The library's failures, or a value the native type cannot hold.
    type Error: std::error::Error + Send + Sync + 'static + From<Unrepresentable>;

    /// The descriptors' `name`: the library's crate name.
    const NAME: &'static str;
    /// The library release the crate was written against.
    const VERSION: &'static str;
    /// The crate's package name (`env!("CARGO_PKG_NAME")`).
    const PACKAGE: &'static str;
    /// The `converted` variant's settings.
    const CONVERTED_SETTINGS: &'static str =
        "schema + generated types; conversion from and to the native types timed";
    /// The `generated-types` variant's settings.
    const GENERATED_TYPES_SETTINGS: &'static str =
        "schema + generated types as the program's model: no conversion timed";
}

/// The library's own encode and decode of its generated message `P`: the calls the figures
/// measure, each crate's as its docs describe it.
pub trait Wire<P>: Library {
    /// Replaces `out`'s contents with the encoding of `proto`, reusing `out`'s capacity where the
    /// library can.
    fn encode(&mut self, proto: &P, out: &mut Vec<u8>) -> Result<(), Self::Error>;

    /// Decodes a message from `bytes`.
    fn decode(&mut self, bytes: &[u8]) -> Result<P, Self::Error>;
}

/// A native type with a protobuf schema in library `L`: `Proto` is its generated root message,
/// built from the native value with `From` and read back with `TryFrom` (as `TryInto` on
/// `Proto`). `Family` is `()` for this workbench's data sets; a crate that maps another crate's
/// types onto its own generated code (rsb-schemas) names a type of its own there, as the orphan
/// rules ask.
pub trait Message<L: Library, Family = ()>: Sized {
    type Proto: for<'a> From<&'a Self> + TryInto<Self, Error = L::Error>;
}

/// Library `L` with conversions from and to the native types, timed: its `converted` variant.
#[derive(Clone, Copy, Debug, Default)]
pub struct Converted<L, Family = ()> {
    library: L,
    family: PhantomData<fn() -> Family>,
}

/// Library `L` on its generated types, the program's own model ([`Generated`]): no conversion.
#[derive(Clone, Copy, Debug, Default)]
pub struct GeneratedTypes<L> {
    library: L,
}

impl<L: Library, Family: Default + 'static> Format for Converted<L, Family> {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: L::NAME,
        variant: "converted",
        wire: "Protocol Buffers",
        version: L::VERSION,
        package: L::PACKAGE,
        settings: L::CONVERTED_SETTINGS,
    };
}

impl<L: Library> Format for GeneratedTypes<L> {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: L::NAME,
        variant: "generated-types",
        wire: "Protocol Buffers",
        version: L::VERSION,
        package: L::PACKAGE,
        settings: L::GENERATED_TYPES_SETTINGS,
    };
}

impl<L, Family, T> Codec<T> for Converted<L, Family>
where
    L: Wire<<T as Message<L, Family>>::Proto>,
    Family: Default + 'static,
    T: Message<L, Family>,
{
    type Error = L::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], L::Error> {
        self.library.encode(&T::Proto::from(value), out)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, L::Error> {
        self.library.decode(bytes)?.try_into()
    }
}

impl<L, T> Codec<Generated<T, <T as Message<L>>::Proto>> for GeneratedTypes<L>
where
    L: Wire<<T as Message<L>>::Proto>,
    T: Message<L>,
{
    type Error = L::Error;

    fn encode<'a>(
        &'a mut self,
        value: &Generated<T, T::Proto>,
        out: &'a mut Vec<u8>,
    ) -> Result<&'a [u8], L::Error> {
        self.library.encode(&value.proto, out)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<Generated<T, T::Proto>, L::Error> {
        Ok(Generated::decoded(self.library.decode(bytes)?))
    }
}
