//! The user's values and what serbench asks of their type: the bounds of a type that can be
//! checked ([`Checked`]) and measured ([`Measured`]), the values as a data set ([`Values`],
//! generated once per process), and their borrowed twin ([`Twin`]).

use std::{any::Any, fmt::Debug, marker::PhantomData, sync::OnceLock};

use engine::Dataset;
use format_api::{Codec, Descriptor, Format};
use serde::{Deserialize, Deserializer, Serialize, Serializer, de::DeserializeOwned};

use crate::native::Natives;

/// What the bounds of a type every format can be checked on come to: serialize, decode owned,
/// and compare (`PartialEq`, and `Debug`, which also tells `-0.0` from `0.0` and sees NaN equal to
/// itself), and the derives of each native format turned on ([`Natives`]).
#[diagnostic::on_unimplemented(
    message = "serbench cannot check `{Self}`: it lacks a trait the help below names",
    label = "needs serde's `Serialize` and `Deserialize`, `PartialEq`, `Debug`, and the derives of every native format turned on in serbench's features",
    note = "a native format's trait (bitcode's `Encode`, rkyv's `Archive`, ...) comes from its derive on `{Self}`, or turn that feature of serbench off"
)]
pub trait Checked: Serialize + DeserializeOwned + PartialEq + Debug + Natives {}

impl<T: Serialize + DeserializeOwned + PartialEq + Debug + Natives> Checked for T {}

/// What a type needs to be measured as well as checked: a copy of the values for each case, and
/// sharing by the process that holds them.
#[diagnostic::on_unimplemented(
    message = "serbench cannot measure `{Self}`: it lacks a trait the help below names",
    label = "needs serde's `Serialize` and `Deserialize`, `PartialEq`, `Debug`, `Clone`, and the derives of every native format turned on in serbench's features",
    note = "a native format's trait (bitcode's `Encode`, rkyv's `Archive`, ...) comes from its derive on `{Self}`, or turn that feature of serbench off"
)]
pub trait Measured: Checked + Clone + Send + Sync + 'static {}

impl<T: Checked + Clone + Send + Sync + 'static> Measured for T {}

/// What the data set of a type's values needs of it, the native formats' derives aside (the trap
/// fixtures have none): serde, comparison, and a copy per case shared across threads.
pub(crate) trait Carried:
    Serialize + DeserializeOwned + PartialEq + Debug + Clone + Send + Sync + 'static
{
}

impl<T> Carried for T where
    T: Serialize + DeserializeOwned + PartialEq + Debug + Clone + Send + Sync + 'static
{
}

/// The user's values, generated once per process: a `Vec<T>` of the one `T` this binary measures.
pub(crate) static VALUES: OnceLock<Box<dyn Any + Send + Sync>> = OnceLock::new();

/// The user's values as a data set (`yours`): encoded as one sequence, as each built-in data set
/// is one root value of many records. Its `Debug` rendering is the values' without the names
/// before brackets, as its borrowed twin's is ([`Twins`]), which is how the engine holds a
/// borrowed decode to the original.
/// `W` names the type's borrowed twin ([`Twin`]), or [`NoTwin`].
pub(crate) struct Values<T, W = NoTwin>(pub(crate) Vec<T>, PhantomData<fn() -> W>);

impl<T, W> Values<T, W> {
    pub(crate) fn new(values: Vec<T>) -> Self {
        Values(values, PhantomData)
    }
}

impl<T: Clone, W> Clone for Values<T, W> {
    fn clone(&self) -> Self {
        Values::new(self.0.clone())
    }
}

impl<T: PartialEq, W> PartialEq for Values<T, W> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl<T: Debug, W> Debug for Values<T, W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&unnamed(&format!("{:?}", self.0)))
    }
}

/// The values decoded into their type's borrowed twin.
pub(crate) struct Twins<B>(Vec<B>);

impl<B: Debug> Debug for Twins<B> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&unnamed(&format!("{:?}", self.0)))
    }
}

impl<'de, B: Deserialize<'de>> Deserialize<'de> for Twins<B> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Vec::deserialize(deserializer).map(Twins)
    }
}

impl<T: Serialize, W> Serialize for Values<T, W> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl<'de, T: Deserialize<'de>, W> Deserialize<'de> for Values<T, W> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Vec::deserialize(deserializer).map(Values::new)
    }
}

impl<T: Carried, W: 'static> Dataset for Values<T, W> {
    const NAME: &'static str = engine::YOURS;
    const DESCRIPTION: &'static str = engine::YOURS_DESCRIPTION;
    /// Not a length: the generator decides.
    const DEFAULT_LEN: usize = 0;
    const SEED: u64 = 0;

    /// The generator's values: all of them with `len` 0 (the default, as every run has it), the
    /// first `len` otherwise (the robustness sweep's small instance); `seed` does not apply.
    fn generate_seeded(len: usize, _seed: u64) -> Self {
        let values = VALUES.get().and_then(|values| values.downcast_ref::<Vec<T>>());
        match values {
            Some(values) if len == 0 => Values::new(values.clone()),
            Some(values) => Values::new(values.iter().take(len).cloned().collect()),
            None => panic!(
                "the values of {} are used before they are generated",
                std::any::type_name::<T>()
            ),
        }
    }

    fn records(&self) -> usize {
        self.0.len()
    }

    /// Read by no view (no zero-copy format takes a serde type): the number of values.
    fn checksum(&self) -> u64 {
        self.0.len() as u64
    }
}

/// A format on the data set of the user's values: encodes and decodes them as the `Vec` they
/// are, with its codec of a `Vec<T>` (a native library's own, bilrost's a stream of
/// length-delimited messages; a codec of the user's), its reused state and settings unchanged.
#[derive(Default)]
pub(crate) struct Sequence<F>(F);

impl<F: Format> Format for Sequence<F> {
    const DESCRIPTOR: Descriptor = F::DESCRIPTOR;
}

impl<T, W: 'static, F: Codec<Vec<T>>> Codec<Values<T, W>> for Sequence<F> {
    type Error = F::Error;

    fn encode<'a>(
        &'a mut self,
        value: &Values<T, W>,
        out: &'a mut Vec<u8>,
    ) -> Result<&'a [u8], Self::Error> {
        self.0.encode(&value.0, out)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<Values<T, W>, Self::Error> {
        self.0.decode(bytes).map(Values::new)
    }
}

/// Names the borrowed twin of `T`: the same type with `&'a str` (and `#[serde(borrow)]`) where
/// `T` has `String`, field for field and of the same names, so that their `Debug` renderings
/// agree, type names aside, when the values are equal. A decoder that can borrow from its input
/// then allocates only the containers. Implemented on a marker type of the bench target's own
/// (the orphan rule keeps it off `T` there), which `main!(borrowed Marker, ..)` names:
///
/// ```no_run
/// # #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug, Clone)]
/// # struct Event { name: String }
/// # #[derive(serde::Deserialize, Debug)]
/// # struct EventRef<'a> { name: &'a str }
/// # fn events(n: usize) -> Vec<Event> { vec![Event { name: "a".into() }; n] }
/// struct EventTwin;
/// impl serbench::Twin<Event> for EventTwin {
///     type Borrowed<'a> = EventRef<'a>;
/// }
/// serbench::main!(borrowed EventTwin, || events(100));
/// ```
pub trait Twin<T>: 'static {
    /// The twin, borrowing from the encoded bytes it is decoded from.
    type Borrowed<'a>: Deserialize<'a> + Debug;
}

/// No borrowed twin.
#[derive(Debug)]
pub struct NoTwin;

impl<T: Carried, W: Twin<T>> engine::Borrowable for Values<T, W> {
    type Borrowed<'a> = Twins<W::Borrowed<'a>>;
}

/// A `Debug` rendering without the names before `{` and `(`: a twin is held to its original by
/// their renderings, field names and values, whatever the twin's type is called (`EventRef` for
/// `Event`). A variant with data, and a word before a bracket in a string, lose theirs too, on
/// both sides alike.
pub(crate) fn unnamed(rendering: &str) -> String {
    let mut out = String::with_capacity(rendering.len());
    let mut rest = rendering;
    while let Some(c) = rest.chars().next() {
        if c.is_alphabetic() || c == '_' {
            let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
            let after = rest[end..].trim_start_matches(' ');
            if after.starts_with('{') || after.starts_with('(') {
                rest = after;
            } else {
                out.push_str(&rest[..end]);
                rest = &rest[end..];
            }
        } else {
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}
