//! wincode 0.6.3: bincode-compatible serialization (the wire of bincode 1.x's default options)
//! with its own derives (`SchemaWrite`, `SchemaRead`), built to write and read in place; Anza
//! suggests it as bincode's successor.
//!
//! Settings: the library's default configuration but one. Its preallocation limit (the largest
//! allocation a length prefix may ask for while decoding, a guard against hostile input) defaults
//! to 4 MiB, and `mesh` holds a 6 MB sequence; it is raised to 64 MiB, the same bound as the
//! `bincode/native+limit` variant. Encoding uses `config::serialize_into` the caller's reused
//! `Vec`; decoding uses `config::deserialize_exact`, which also rejects trailing bytes.

use datasets::Borrowable;
use format_api::{BorrowDecode, Codec, Descriptor, Format};
use wincode::{
    SchemaRead, SchemaWrite,
    config::{Configuration, DEFAULT_PREALLOCATION_SIZE_LIMIT},
};

/// The largest allocation a decoded length prefix may ask for.
const PREALLOCATION_LIMIT: usize = 64 << 20;
const _: () = assert!(PREALLOCATION_LIMIT > DEFAULT_PREALLOCATION_SIZE_LIMIT);

/// The default configuration with the raised preallocation limit: what a type's derives are
/// driven with (`serbench` bounds a user's type by it).
pub type Config = Configuration<true, PREALLOCATION_LIMIT>;
const CONFIG: Config =
    Configuration::default().with_preallocation_size_limit::<PREALLOCATION_LIMIT>();

/// wincode with its own derives, owned decoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct Wincode;

impl Format for Wincode {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "wincode",
        variant: "native",
        wire: "bincode 1",
        version: "0.6.3",
        package: env!("CARGO_PKG_NAME"),
        settings: "preallocation limit 4 → 64 MiB (`mesh` holds a 6 MB sequence); writes bincode 1's bytes (tested)",
    };
}

impl<T> Codec<T> for Wincode
where
    T: SchemaWrite<Config, Src = T> + for<'de> SchemaRead<'de, Config, Dst = T>,
{
    type Error = wincode::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        out.clear();
        wincode::config::serialize_into(&mut *out, value, CONFIG)?;
        Ok(out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(wincode::config::deserialize_exact(bytes, CONFIG)?)
    }
}

impl<T> BorrowDecode<T> for Wincode
where
    T: Borrowable + SchemaWrite<Config, Src = T> + for<'de> SchemaRead<'de, Config, Dst = T>,
    for<'a> T::Borrowed<'a>: SchemaRead<'a, Config, Dst = T::Borrowed<'a>>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        Ok(wincode::config::deserialize_exact(bytes, CONFIG)?)
    }
}
