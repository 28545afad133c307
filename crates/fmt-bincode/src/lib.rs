//! bincode 2.0.1 with its native `Encode`/`Decode` derives, with and without a decode limit. Its
//! serde mode is `fmt-bincode-serde`: a crate of its own, so that each mode's build cost is what
//! its users compile (this one compiles bincode's derives and no serde).
//!
//! bincode is pinned at 2.0.1 on purpose: the 3.0.0 on crates.io is a stub that fails to compile
//! by design, published when the project ended in 2025. 2.0.1 is the last working release.
//!
//! Settings: `config::standard()`, bincode 2's default: little-endian, variable-length integers,
//! no size limit on decoding. Encoding uses `encode_into_slice` straight into the caller's buffer,
//! kept at full length between calls so a steady-state encode neither allocates nor clears memory
//! (`encode_into_std_write` into a `Vec` measured about 1.4× slower on `log`); decoding,
//! `decode_from_slice` into owned values, and `borrow_decode_from_slice` into the data sets'
//! borrowed twins. The serde mode writes the same bytes for these data sets (the size snapshot
//! shows it); the two differ in the code that runs, which is the question.
//!
//! A third variant, `native+limit`, is the native mode with `with_limit::<64 MiB>()`, the setting
//! bincode's docs ask for when decoding untrusted input: a length prefix that claims more than
//! the limit is an error before anything is allocated. Without it, a corrupt length can make
//! the decoder try to allocate gigabytes (the robustness sweep counts those aborts). 64 MiB is
//! four times the largest data set here; a limit is a property of the application's messages.

use bincode::config::{Configuration, Limit, LittleEndian, Varint, standard};
use bincode_growing::encode_growing;
use datasets::Borrowable;
use format_api::{BorrowDecode, Codec, Descriptor, Format};

pub use bincode_growing::Error;

const CONFIG: Configuration = standard();
/// The decoding limit of the `native+limit` variant, in bytes.
const LIMIT: usize = 64 << 20;
const LIMITED: Configuration<LittleEndian, Varint, Limit<LIMIT>> = standard().with_limit::<LIMIT>();
const VERSION: &str = "2.0.1";

/// bincode with its own `Encode`/`Decode` derives.
#[derive(Clone, Copy, Debug, Default)]
pub struct Native;

/// The native derives with a decoding limit, as bincode recommends for untrusted input.
#[derive(Clone, Copy, Debug, Default)]
pub struct NativeLimited;

impl Format for Native {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "bincode",
        variant: "native",
        wire: "bincode",
        version: VERSION,
        package: env!("CARGO_PKG_NAME"),
        settings: "`config::standard()` (varints, no decode limit); `encode_into_slice` into a reused buffer",
    };
}

impl Format for NativeLimited {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "bincode",
        variant: "native+limit",
        wire: "bincode",
        version: VERSION,
        package: env!("CARGO_PKG_NAME"),
        settings: "as `native`, with `with_limit::<64 MiB>()`: bincode's advice for untrusted input",
    };
}

impl<T: bincode::Encode + bincode::Decode<()>> Codec<T> for Native {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        encode_growing(out, |buffer| bincode::encode_into_slice(value, buffer, CONFIG))
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(bincode::decode_from_slice(bytes, CONFIG)?.0)
    }
}

impl<T: bincode::Encode + bincode::Decode<()>> Codec<T> for NativeLimited {
    type Error = Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        encode_growing(out, |buffer| bincode::encode_into_slice(value, buffer, LIMITED))
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        Ok(bincode::decode_from_slice(bytes, LIMITED)?.0)
    }
}

impl<T> BorrowDecode<T> for Native
where
    T: Borrowable + bincode::Encode + bincode::Decode<()>,
    for<'a> T::Borrowed<'a>: bincode::BorrowDecode<'a, ()>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        Ok(bincode::borrow_decode_from_slice(bytes, CONFIG)?.0)
    }
}

impl<T> BorrowDecode<T> for NativeLimited
where
    T: Borrowable + bincode::Encode + bincode::Decode<()>,
    for<'a> T::Borrowed<'a>: bincode::BorrowDecode<'a, ()>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        Ok(bincode::borrow_decode_from_slice(bytes, LIMITED)?.0)
    }
}
