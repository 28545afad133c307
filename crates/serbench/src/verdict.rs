//! Each format's verdict on the user's values: encode, decode and compare each value, or the
//! whole sequence into its borrowed twin, with a library's panic caught and named.

use std::{
    any::Any,
    fmt::Debug,
    marker::PhantomData,
    panic::{self, AssertUnwindSafe},
};

use format_api::{BorrowDecode, Codec, Descriptor, Format};
use serde::{Serialize, de::DeserializeOwned};

use crate::{
    formats::{
        EachBorrowing, EachFormat, EachFormatPair, borrowing_formats, serde_format_pairs,
        serde_formats,
    },
    native::{EachNative, native_formats},
    values::{Carried, Checked, Twin, Values},
};

/// What became of the user's values in one format.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Verdict {
    /// Every value decoded equal to the one encoded.
    RoundTrips,
    /// A value decoded to something else: the first difference of their `Debug` renderings.
    Differs(String),
    /// The library's error on encoding a value.
    EncodeFails(String),
    /// The library's error on decoding what it encoded.
    DecodeFails(String),
    /// The library panicked, with this message.
    Panics(String),
}

impl Verdict {
    /// Whether the values came back equal.
    pub fn survives(&self) -> bool {
        *self == Verdict::RoundTrips
    }

    /// The verdict in a word or two, for the table.
    pub fn label(&self) -> &'static str {
        match self {
            Verdict::RoundTrips => "round-trips",
            Verdict::Differs(_) => "comes back different",
            Verdict::EncodeFails(_) => "encode fails",
            Verdict::DecodeFails(_) => "decode fails",
            Verdict::Panics(_) => "panics",
        }
    }

    /// The library's message, or the difference.
    pub fn detail(&self) -> Option<&str> {
        match self {
            Verdict::RoundTrips => None,
            Verdict::Differs(detail)
            | Verdict::EncodeFails(detail)
            | Verdict::DecodeFails(detail)
            | Verdict::Panics(detail) => Some(detail),
        }
    }
}

/// What became of the values decoded into their borrowed twin in one format.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Borrowed {
    /// The twin decoded, equal to the values.
    Borrows,
    /// The library's error (or the difference, or a panic's message).
    Fails(String),
    /// The format has no borrowing decoder, and why.
    Cannot(&'static str),
}

/// The stack [`on_a_deep_stack`] gives: reserved address space, of which a thread touches only
/// as much as its deepest call.
const DEEP_STACK: usize = 1 << 30;

/// Runs `f` on a thread of its own with a stack of [`DEEP_STACK`]: the checks of a value nested
/// deeper than a main thread's stack allows then fail in the formats that refuse such depths,
/// and round-trip in the others, instead of overflowing the bench target's stack.
pub(crate) fn on_a_deep_stack<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    std::thread::scope(|scope| {
        let thread = std::thread::Builder::new().stack_size(DEEP_STACK).spawn_scoped(scope, f);
        let thread = thread.expect("a thread for the checks");
        thread.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// Every serde format's decode of `values`, encoded as one sequence as the measured data set is,
/// into their borrowed twin.
pub(crate) fn borrowed_verdicts<T: Carried, W: Twin<T>>(
    values: &[T],
) -> Vec<(Descriptor, Borrowed)> {
    struct Each<'a, T, W>(&'a [T], Vec<(Descriptor, Borrowed)>, PhantomData<W>);
    impl<T: Carried, W: Twin<T>> EachBorrowing<Values<T, W>> for Each<'_, T, W> {
        fn borrows<F: BorrowDecode<Values<T, W>>>(&mut self) {
            self.1.push((F::DESCRIPTOR, borrowed::<F, T, W>(self.0)));
        }
        fn cannot<F: Codec<Values<T, W>>>(&mut self, reason: &'static str) {
            self.1.push((F::DESCRIPTOR, Borrowed::Cannot(reason)));
        }
    }
    let mut each = Each(values, Vec::new(), PhantomData);
    borrowing_formats::<Values<T, W>, _>(&mut each);
    each.1
}

/// Encodes `values` with format `F` and decodes them into their twin.
fn borrowed<F, T, W>(values: &[T]) -> Borrowed
where
    F: BorrowDecode<Values<T, W>>,
    T: Carried,
    W: Twin<T>,
{
    let mut format = F::default();
    let mut out = Vec::new();
    let values = Values::<T, W>::new(values.to_vec());
    let encoded = match quietly(|| format.encode(&values, &mut out).map(<[u8]>::to_vec)) {
        Ok(Ok(bytes)) => bytes,
        Ok(Err(error)) => return Borrowed::Fails(format!("encode: {}", one_line(&error))),
        Err(message) => return Borrowed::Fails(message),
    };
    match quietly(|| format.decode_borrowed(&encoded).map(|twin| format!("{twin:?}"))) {
        // Both renderings without type names (`Values`' and `Twins`' `Debug`).
        Ok(Ok(twin)) if twin == format!("{values:?}") => Borrowed::Borrows,
        Ok(Ok(_)) => Borrowed::Fails("the twin differs from the values".into()),
        Ok(Err(error)) => Borrowed::Fails(one_line(&error)),
        Err(message) => Borrowed::Fails(message),
    }
}

/// Each value of a check alone, and all of them as one sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Checks {
    pub(crate) each: Verdict,
    pub(crate) list: Verdict,
}

impl Checks {
    /// The row's verdict: the worse of the two, so a library that refuses one value with an error
    /// but panics on the list is said to panic.
    pub(crate) fn verdict(&self) -> Verdict {
        worse(self.each.clone(), self.list.clone())
    }
}

/// Every format's checks of `values`, in table order: the serde formats, then the native ones
/// turned on. Each value is checked alone, then all of them as one sequence, as the measured data
/// set is written (and as a program writes a list of them).
pub(crate) fn verdicts<T: Checked + Clone>(values: &[T]) -> Vec<(Descriptor, Checks)> {
    let mut verdicts = Verdicts { values, rows: Vec::new() };
    serde_format_pairs::<T, Vec<T>, _>(&mut verdicts);
    native_formats::<T, _>(&mut verdicts);
    let rows = verdicts.rows.into_iter();
    rows.map(|(format, each, list)| {
        (format, Checks { each, list: list.unwrap_or(Verdict::RoundTrips) })
    })
    .collect()
}

/// Every serde format's verdict on `values` (a trap's fixture, which has no native derive), each
/// value alone.
pub(crate) fn serde_verdicts<T>(values: &[T]) -> Vec<(Descriptor, Verdict)>
where
    T: Serialize + DeserializeOwned + PartialEq + Debug,
{
    let mut verdicts = Verdicts { values, rows: Vec::new() };
    serde_formats::<T, _>(&mut verdicts);
    verdicts.rows.into_iter().map(|(format, each, _)| (format, each)).collect()
}

/// Every serde format's verdict on `values` as one sequence (a trap's fixture).
pub(crate) fn serde_list_verdicts<T>(values: &[T]) -> Vec<(Descriptor, Verdict)>
where
    T: Serialize + DeserializeOwned + PartialEq + Debug + Clone,
{
    let mut verdicts = Verdicts { values, rows: Vec::new() };
    serde_format_pairs::<T, Vec<T>, _>(&mut verdicts);
    let rows = verdicts.rows.into_iter();
    rows.map(|(format, _, list)| (format, list.unwrap_or(Verdict::RoundTrips))).collect()
}

/// Each format's verdict on the values alone and, where the visit gives it a sequence codec, on
/// them as one sequence.
struct Verdicts<'a, T> {
    values: &'a [T],
    rows: Vec<(Descriptor, Verdict, Option<Verdict>)>,
}

impl<T: PartialEq + Debug> EachFormat<T> for Verdicts<'_, T> {
    fn format<F: Codec<T>>(&mut self) {
        self.rows.push((F::DESCRIPTOR, verdict::<F, T>(self.values), None));
    }
}

impl<T: PartialEq + Debug + Clone> EachFormatPair<T, Vec<T>> for Verdicts<'_, T> {
    fn format<F: Codec<T> + Codec<Vec<T>>>(&mut self) {
        let (each, list) = (verdict::<F, T>(self.values), sequence_verdict::<F, T>(self.values));
        self.rows.push((<F as Format>::DESCRIPTOR, each, Some(list)));
    }
}

impl<T: PartialEq + Debug + Clone> EachNative<T> for Verdicts<'_, T> {
    fn native<F: Codec<T>, S: Codec<Vec<T>>>(&mut self) {
        let (each, list) = (verdict::<F, T>(self.values), sequence_verdict::<S, T>(self.values));
        self.rows.push((F::DESCRIPTOR, each, Some(list)));
    }
}

/// `values` encoded and decoded as one sequence with format `F`, the detail saying so.
fn sequence_verdict<F: Codec<Vec<T>>, T: PartialEq + Debug + Clone>(values: &[T]) -> Verdict {
    let said = |detail: &str| format!("as one sequence: {detail}");
    match verdict::<F, Vec<T>>(&[values.to_vec()]) {
        Verdict::RoundTrips => Verdict::RoundTrips,
        Verdict::Differs(detail) => Verdict::Differs(said(&detail)),
        Verdict::EncodeFails(detail) => Verdict::EncodeFails(said(&detail)),
        Verdict::DecodeFails(detail) => Verdict::DecodeFails(said(&detail)),
        Verdict::Panics(detail) => Verdict::Panics(said(&detail)),
    }
}

/// The worse of two verdicts on the same values (the first of equals), in the order the evolution
/// check ranks its verdicts: a value that comes back different, which nothing tells the program,
/// above a panic, which ends it, above an error.
fn worse(first: Verdict, second: Verdict) -> Verdict {
    let rank = |verdict: &Verdict| match verdict {
        Verdict::RoundTrips => 0,
        Verdict::EncodeFails(_) | Verdict::DecodeFails(_) => 1,
        Verdict::Panics(_) => 2,
        Verdict::Differs(_) => 3,
    };
    if rank(&second) > rank(&first) { second } else { first }
}

/// Encodes and decodes each of `values` with format `F`; the first failure is the verdict.
pub(crate) fn verdict<F: Codec<T>, T: PartialEq + Debug>(values: &[T]) -> Verdict {
    let mut format = F::default();
    let mut out = Vec::new();
    for value in values {
        let encoded = match quietly(|| format.encode(value, &mut out).map(<[u8]>::to_vec)) {
            Ok(Ok(bytes)) => bytes,
            Ok(Err(error)) => return Verdict::EncodeFails(one_line(&error)),
            Err(message) => return Verdict::Panics(message),
        };
        let decoded = match quietly(|| format.decode(&encoded)) {
            Ok(Ok(decoded)) => decoded,
            Ok(Err(error)) => return Verdict::DecodeFails(one_line(&error)),
            Err(message) => return Verdict::Panics(message),
        };
        if let Some(difference) = difference(value, &decoded) {
            return Verdict::Differs(difference);
        }
    }
    Verdict::RoundTrips
}

/// Where `decoded` differs from `original`, or `None` if it is the same value: equal `Debug`
/// renderings (which tell `-0.0` from `0.0`, and show NaN as NaN), and equal by `PartialEq` unless
/// the original is not equal to itself (a NaN inside).
pub(crate) fn difference<T: PartialEq + Debug>(original: &T, decoded: &T) -> Option<String> {
    let (was, is) = (format!("{original:?}"), format!("{decoded:?}"));
    if was == is {
        #[allow(clippy::eq_op)] // NaN: a value not equal to itself is compared by `Debug` alone.
        let reflexive = original == original;
        return (reflexive && original != decoded)
            .then(|| "equal `Debug` renderings, but not equal by `PartialEq`".to_string());
    }
    let at = was.chars().zip(is.chars()).take_while(|(a, b)| a == b).count();
    let around = |text: &str| -> String {
        let start = at.saturating_sub(24);
        text.chars().skip(start).take(48).collect()
    };
    Some(format!("was `…{}…`, is `…{}…`", around(&was), around(&is)))
}

/// Runs `f`, turning a panic into its message, without the panic hook's report on stderr.
///
/// The process's panic hook is swapped once, for one that passes every panic on to the hook it
/// replaced unless the panicking thread is inside `quietly`: swapping it around each call (take,
/// set, restore) raced between threads, and could leave the silent hook installed for good.
pub(crate) fn quietly<R>(f: impl FnOnce() -> R) -> Result<R, String> {
    thread_local! {
        static QUIET: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
    }
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if QUIET.with(std::cell::Cell::get) == 0 {
                previous(info);
            }
        }));
    });
    QUIET.with(|quiet| quiet.set(quiet.get() + 1));
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    QUIET.with(|quiet| quiet.set(quiet.get() - 1));
    result.map_err(|payload| panic_message(&*payload))
}

fn panic_message(payload: &(dyn Any + Send)) -> String {
    if let Some(message) = payload.downcast_ref::<&str>() {
        (*message).to_string()
    } else if let Some(message) = payload.downcast_ref::<String>() {
        message.clone()
    } else {
        "a panic without a message".to_string()
    }
}

/// An error and its sources on one line.
pub(crate) fn one_line(error: &(dyn std::error::Error + 'static)) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        let next = cause.to_string();
        if !text.contains(&next) {
            text = format!("{text}: {next}");
        }
        source = cause.source();
    }
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
