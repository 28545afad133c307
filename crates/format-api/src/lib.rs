//! The contract every format crate implements: encode into a reused buffer, decode to an owned
//! value, and, for zero-copy formats, access and read through a view.
//!
//! The traits are generic over the value type `T`, so one format implementation serves every data
//! set whose types carry the format's derive; schema-first formats implement them per data set.
//! Every method takes `&mut self` or `&self` so that a format can keep the reusable state its
//! authors recommend for speed (a `bitcode::Buffer`, an rkyv arena, a builder) across calls: the
//! harness creates one format value per benchmark and calls it in its timed loop.

/// What a format variant is: the words a results table and a results file print.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Descriptor {
    /// The name users select the format by: the library's crate name, e.g. `bitcode`. Variants
    /// of one library share it, so selecting `bitcode` selects all of bitcode's variants.
    pub name: &'static str,
    /// How the library is driven, in plain words: `serde`, `native`, `packed`, ...
    pub variant: &'static str,
    /// The wire format, e.g. `JSON`, `MessagePack`.
    pub wire: &'static str,
    /// The library release this crate was written and reviewed against (the catalog's facts are
    /// this release's); a tidy test holds it equal to what `Cargo.lock` builds. What a run or the
    /// format list names is the lock's, asked of cargo.
    pub version: &'static str,
    /// The format crate's package name (`env!("CARGO_PKG_NAME")`), which keys its build cost.
    pub package: &'static str,
    /// How the variant drives its library, in one line: every setting that differs from the
    /// library's defaults, and the reuse it relies on; `-` for none. Readers of a benchmark argue
    /// about exactly this, so the README's format table prints it.
    pub settings: &'static str,
}

/// A format variant: a unit-like struct per variant, created once per benchmark.
pub trait Format: Default + 'static {
    const DESCRIPTOR: Descriptor;
}

/// Encoding and decoding of `T`, the operations every format has.
pub trait Codec<T>: Format {
    /// The library's own error, or a small enum over its encode and decode errors.
    type Error: std::error::Error + Send + Sync + 'static;

    /// Encodes `value` and returns the encoded bytes.
    ///
    /// A format that writes into a caller's buffer clears `out`, writes into it and returns it
    /// (or, writing into a slice, keeps `out` at its full length and returns the written prefix:
    /// [`encode_into_slice`]): the caller keeps `out` across calls, so its capacity is reused. A format whose library
    /// encodes into state of its own (`bitcode::Buffer`, a FlatBuffers builder) returns a slice of
    /// that state and leaves `out` alone, because copying the bytes out would time a `memcpy`
    /// that users of the library never pay.
    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error>;

    /// Decodes an owned `T` from `bytes`. Corrupt or truncated input returns an error; it never
    /// panics.
    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error>;
}

/// Decoding into a borrowed twin of `T`: the same value with `&str` where `T` has `String`, the
/// strings pointing into the input, as a program that keeps the input alive would decode. The
/// twin is the data set's (`datasets::Borrowable`); a format implements this where its library
/// can borrow, and the harness holds the twin's `Debug` rendering equal to the original's.
pub trait BorrowDecode<T>: Codec<T> {
    /// What `T`'s encoding decodes into, borrowing from the input.
    type Borrowed<'a>: std::fmt::Debug;

    /// Decodes `bytes` into the borrowed twin, which borrows from `bytes` only (not from the
    /// format's state), so the harness can drop it outside the timed region as it drops owned
    /// values.
    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<Self::Borrowed<'a>, Self::Error>;
}

/// Zero-copy access to encoded `T`: a view over the bytes, and a walk over every record in it.
///
/// A separate trait so that formats without zero-copy access have nothing to stub out.
pub trait ZeroCopy<T>: Codec<T> {
    /// The library's view of encoded bytes, borrowing them.
    type View<'a>;

    /// Validated access: checks the bytes as the library's authors recommend for untrusted input,
    /// then returns the view. Corrupt input returns an error; it never panics.
    fn access<'a>(&self, bytes: &'a [u8]) -> Result<Self::View<'a>, Self::Error>;

    /// Unvalidated access, where the library offers it; `None` where it does not.
    ///
    /// # Safety
    /// `bytes` must be exactly what [`Codec::encode`] of this format returned for some `T`,
    /// unmodified and at an address with the alignment it had there.
    unsafe fn access_unchecked<'a>(&self, bytes: &'a [u8]) -> Option<Self::View<'a>> {
        let _ = bytes;
        None
    }

    /// Decodes an owned `T` without validating the bytes, where the library offers it (rkyv's
    /// `from_bytes_unchecked`); `None` where it does not.
    ///
    /// # Safety
    /// As for [`ZeroCopy::access_unchecked`].
    unsafe fn decode_unchecked(&mut self, bytes: &[u8]) -> Option<Result<T, Self::Error>> {
        let _ = bytes;
        None
    }

    /// Reads every field of every record through the view and folds them the way
    /// `datasets::Dataset::checksum` folds the original, so equal results mean the view saw the
    /// data that was encoded.
    ///
    /// Fails where the library validates lazily, as Cap'n Proto does while traversing: a view
    /// that `access` accepted can still hold a bad pointer deeper in. Eagerly validated views never
    /// fail here.
    fn read(&self, view: &Self::View<'_>) -> Result<u64, Self::Error>;
}

/// A library error of any type, for format crates whose library has separate error types for
/// encoding and decoding (`Codec` has one). It keeps the library's error as its source.
#[derive(Debug)]
pub struct AnyError(Box<dyn std::error::Error + Send + Sync>);

impl AnyError {
    pub fn new(error: impl std::error::Error + Send + Sync + 'static) -> Self {
        Self(Box::new(error))
    }
}

impl std::fmt::Display for AnyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for AnyError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.0.source()
    }
}

/// The decode error of a library that reads `&str` rather than bytes: the input is not UTF-8
/// (checked first, as any caller holding bytes must), or the library's own error.
#[derive(Debug)]
pub enum TextError<E> {
    Utf8(std::str::Utf8Error),
    Library(E),
}

impl<E> TextError<E> {
    /// The input as text, for a library that decodes `&str`.
    pub fn utf8(bytes: &[u8]) -> Result<&str, Self> {
        std::str::from_utf8(bytes).map_err(TextError::Utf8)
    }
}

impl<E: std::fmt::Display> std::fmt::Display for TextError<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TextError::Utf8(error) => error.fmt(f),
            TextError::Library(error) => error.fmt(f),
        }
    }
}

impl<E: std::error::Error + 'static> std::error::Error for TextError<E> {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            TextError::Utf8(error) => Some(error),
            TextError::Library(error) => Some(error),
        }
    }
}

/// Declares a schema format's committed generated code (`src/generated/*.rs`, written by
/// `cargo xtask codegen`) as modules of the invoking crate: left as the generator wrote it
/// (`rustfmt::skip`) and exempt from the workspace lints it was not written for. Attributes
/// before a module (a `#[cfg]`) apply to it.
#[macro_export]
macro_rules! generated_modules {
    ($($(#[$attribute:meta])* $module:ident = $file:literal;)*) => {$(
        $(#[$attribute])*
        #[rustfmt::skip]
        #[allow(
            clippy::all,
            clippy::pedantic,
            clippy::unwrap_used,
            unsafe_op_in_unsafe_fn,
            unreachable_pub,
            missing_debug_implementations,
            deprecated,
            non_camel_case_types,
            non_snake_case,
            non_upper_case_globals,
            unused_imports,
        )]
        #[path = $file]
        pub mod $module;
    )*};
}

/// Encodes into the caller's buffer as a library that writes into a slice (`to_slice`) is driven:
/// the `Vec` is kept at its full length between calls (zeroed once, when it grows) and the encoded
/// prefix is returned. When the library says the slice is too small, the buffer doubles (to 4 KiB
/// at least) and the encode is retried; a long-running program reaches its steady size once.
///
/// `encode` writes into the slice and returns how many bytes it wrote; `too_small` says which of
/// the library's errors means the slice was full.
#[inline]
pub fn encode_into_slice<E>(
    out: &mut Vec<u8>,
    mut encode: impl FnMut(&mut [u8]) -> Result<usize, E>,
    too_small: impl Fn(&E) -> bool,
) -> Result<&[u8], E> {
    const MIN_BUFFER: usize = 4096;
    loop {
        match encode(out.as_mut_slice()) {
            Ok(written) => return Ok(&out[..written]),
            Err(error) if too_small(&error) => {
                let len = (out.len() * 2).max(MIN_BUFFER);
                out.resize(len, 0);
            }
            Err(error) => return Err(error),
        }
    }
}
