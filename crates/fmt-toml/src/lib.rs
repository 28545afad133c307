//! toml 1.2.1+spec-1.1.0: TOML, the configuration format Cargo's manifests are written in,
//! through serde (the `toml` crate Cargo itself reads manifests with). The version's build
//! metadata names the TOML specification it implements, 1.1.0; Cargo.lock, and so the descriptor,
//! carry it whole.
//!
//! Settings: the library's default features, compact (`Serializer::new`, not `pretty`). Two
//! variants, as the library offers two ways to write, so the table shows what the usual call
//! costs and what the documented reuse saves:
//! - `serde` ([`Toml`]): `toml::to_string`, the call toml's README shows. It builds a fresh
//!   `toml::ser::Buffer` per call and turns it into a `String` by splicing each table's late
//!   entries in with `insert_str`: a struct whose table-valued field comes before its plain ones,
//!   as `stored`'s `variant` does, moves the whole text behind it once per record.
//! - `serde+buffer` ([`TomlBuffer`]): a `Buffer` the caller keeps, which its docs say `clear`
//!   resets "for serializing another document", read out through its `Display`, which writes the
//!   same pieces in order into a `String` the codec also keeps: the same bytes as `to_string`,
//!   without a fresh buffer per call or the splicing.
//!
//! Both decode with `from_slice` (UTF-8 checked, then `from_str`) into owned values, or into the
//! data set's borrowed twin: the library hands out every string without an escape borrowed from
//! the input.

use std::fmt::Write as _;

use datasets::Borrowable;
use format_api::{AnyError, BorrowDecode, Codec, Descriptor, Format};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

const VERSION: &str = "1.2.1+spec-1.1.0";

/// toml with serde derives through `to_string`, owned decoding.
#[derive(Clone, Debug, Default)]
pub struct Toml {
    text: String,
}

impl Format for Toml {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "toml",
        variant: "serde",
        wire: "TOML",
        version: VERSION,
        package: env!("CARGO_PKG_NAME"),
        settings: "compact (not pretty): `to_string`, `from_slice`",
    };
}

impl<T: Serialize + DeserializeOwned> Codec<T> for Toml {
    type Error = AnyError;

    fn encode<'a>(&'a mut self, value: &T, _: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        self.text = toml::to_string(value).map_err(AnyError::new)?;
        Ok(self.text.as_bytes())
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        toml::from_slice(bytes).map_err(AnyError::new)
    }
}

/// toml with serde derives through a `ser::Buffer` and a `String` kept between calls, owned
/// decoding.
#[derive(Debug, Default)]
pub struct TomlBuffer {
    buffer: toml::ser::Buffer,
    text: String,
}

impl Format for TomlBuffer {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "toml",
        variant: "serde+buffer",
        wire: "TOML",
        version: VERSION,
        package: env!("CARGO_PKG_NAME"),
        settings: "compact (not pretty): a reused `ser::Buffer` written into a reused `String`, `from_slice`",
    };
}

impl<T: Serialize + DeserializeOwned> Codec<T> for TomlBuffer {
    type Error = AnyError;

    fn encode<'a>(&'a mut self, value: &T, _: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        self.buffer.clear();
        value.serialize(toml::Serializer::new(&mut self.buffer)).map_err(AnyError::new)?;
        self.text.clear();
        write!(self.text, "{}", self.buffer).map_err(AnyError::new)?;
        Ok(self.text.as_bytes())
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        toml::from_slice(bytes).map_err(AnyError::new)
    }
}

// Both variants read the same way.
macro_rules! borrow_decode {
    ($($format:ty),*) => {$(
        impl<T> BorrowDecode<T> for $format
        where
            T: Borrowable + Serialize + DeserializeOwned,
            for<'a> T::Borrowed<'a>: Deserialize<'a>,
        {
            type Borrowed<'a> = T::Borrowed<'a>;

            fn decode_borrowed<'a>(
                &mut self,
                bytes: &'a [u8],
            ) -> Result<T::Borrowed<'a>, Self::Error> {
                toml::from_slice(bytes).map_err(AnyError::new)
            }
        }
    )*};
}
borrow_decode!(Toml, TomlBuffer);

#[cfg(test)]
mod tests {
    use datasets::{
        Dataset, chunks::Chunks, log::Logs, mesh::Mesh, stored::StoredData, stored::StoredSet,
        users::Users,
    };
    use format_api::Codec;
    use serde::{Serialize, de::DeserializeOwned};

    use super::{Toml, TomlBuffer};

    /// Both variants' bytes for `T` at a short length.
    fn both<T: Dataset + Serialize + DeserializeOwned>() -> (Vec<u8>, Vec<u8>) {
        let value = T::generate(T::DEFAULT_LEN.min(50));
        let mut out = Vec::new();
        let usual = Codec::<T>::encode(&mut Toml::default(), &value, &mut out).unwrap().to_vec();
        let mut buffered = TomlBuffer::default();
        // Twice, so that the second call starts from the first's buffer and text.
        Codec::<T>::encode(&mut buffered, &value, &mut out).unwrap();
        let reused = Codec::<T>::encode(&mut buffered, &value, &mut out).unwrap().to_vec();
        (usual, reused)
    }

    /// The reused buffer writes what `to_string` writes, on every data set TOML holds, so the two
    /// rows differ in the time of the call alone.
    #[test]
    fn the_reused_buffer_writes_the_bytes_to_string_writes() {
        for (name, (usual, reused)) in [
            ("message", both::<StoredData>()),
            ("stored", both::<StoredSet>()),
            ("users", both::<Users>()),
            ("log", both::<Logs>()),
            ("mesh", both::<Mesh>()),
            ("chunks", both::<Chunks>()),
        ] {
            assert!(!usual.is_empty(), "{name}");
            assert_eq!(usual, reused, "{name}: the two variants wrote different bytes");
        }
    }
}
