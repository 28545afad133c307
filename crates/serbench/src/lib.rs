//! The workbench on your own types. A project adds this crate as a dev-dependency and asks, of
//! the values its program ships, "which formats carry them, and at what cost?":
//!
//! ```toml
//! [dev-dependencies]
//! serbench = { git = "<this repository's URL>" }
//!
//! [[bench]]
//! name = "formats"
//! harness = false
//! ```
//!
//! Its requirements are carets, so it builds with the releases the project's lock already holds,
//! and its results name those releases. serde-saphyr 2 and flexon (the default features
//! `serde-saphyr` and `flexon`) need serde 1.0.220 or newer: beside an older serde, add
//! `default-features = false`.
//!
//! First, "does my type survive this format?": [`survival`] runs every serde
//! format of the workbench on the values, encodes, decodes and compares, and its table says per
//! format whether they came back equal, or the library's error, with the cause in words when it is
//! a known trap ([`Trap`]: `skip_serializing_if` in a positional format, `flatten`, untagged and
//! internally tagged enums and generic values (`deserialize_any`) where the format is not
//! self-describing, `Some(None)` where it writes `None` as a null, nesting beyond its recursion
//! limit (both depths in the note), a type written differently to human-readable and binary
//! formats inside an untagged enum, 128-bit integers, map keys that are not strings, NaN and
//! `-0.0`), and what bytes written one at a time cost (a `Vec<u8>` without `serde_bytes`). Which format fails which trap is measured on a fixture of each trap, not
//! assumed, so a library that learns a trick shows it. [`survival_borrowed`] adds each format's
//! decode into a borrowing twin of the type ([`Twin`]), and the trap of a `&str` a text format
//! cannot borrow.
//!
//! ```
//! #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug, Clone)]
//! struct Reading {
//!     sensor: u32,
//!     #[serde(default, skip_serializing_if = "Option::is_none")]
//!     note: Option<String>,
//!     celsius: f64,
//! }
//!
//! let table = serbench::survival(&[Reading { sensor: 7, note: None, celsius: -0.0 }]);
//! let row = |name: &str| table.rows.iter().find(|row| row.format.name == name).unwrap();
//! assert!(row("serde_json").verdict.survives());
//! assert!(!row("postcard").verdict.survives());
//! assert_eq!(row("postcard").causes, [serbench::Trap::SkippedField]);
//! println!("{table}");
//! ```
//!
//! A bench target (`harness = false`) is one line, [`main!`] with a generator of the values, as
//! `divan::main()` or criterion's `criterion_main!`:
//!
//! ```no_run
//! # #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug, Clone)]
//! # struct Reading { sensor: u32 }
//! serbench::main!(|| (0..100).map(|sensor| Reading { sensor }).collect());
//! ```
//!
//! `cargo test --benches` prints the survival table; `cargo bench` prints it and then measures
//! every format that carries the values as `bench-cli run` measures a data set (the same engine,
//! rounds in fresh processes, allocations, compressors: `measure.rs`), writes bench-cli's results
//! file (`target/serbench/<time>.json`, which `bench-cli compare` and `bmf` read) and prints
//! bench-cli's tables. `cargo bench --bench NAME -- --quick` measures one round. Cargo passes the
//! arguments after `--` to every benchmark of the package, and libtest's harness (the library's,
//! a binary's) refuses `--quick`: with `bench = false` under `[lib]` (and each `[[bin]]`), plain
//! `cargo bench -- --quick` reaches serbench alone.
//! The times come from the bench target's one binary, which also holds the survival check's
//! calls of each format on your type: the compiler may inline a library's code for it otherwise
//! than in a program with one call site (postcard's encode of rust_serialization_benchmark's
//! `mesh` runs 1.9× its direct call here: docs/methodology/rsb.md), where bench-cli's matrix
//! times each operation in a binary that calls it once.
//! With `evolved_from = old_values` or `evolved_both_ways = old_values` after the generator
//! ([`main!`]), a table after the survival table says whether each format lets the type read what
//! its previous version wrote, and the previous version read what it writes ([`evolution()`],
//! [`Evolved`]).
//! `cargo bench --bench NAME -- --hostile` asks instead "is it safe to decode bytes an attacker
//! wrote into my type?": a length that promises more than the input holds, written over the first
//! values' encoding in each format that carries them, each decode in a child that may hold 4 MiB
//! more than it had; the table counts the decodes that panicked, hung or went past it, and gives
//! each format the verdict of the workbench's hostile-input scan (docs/results/hostile.md), at
//! most a second of cases a format (docs/guide.md has the example's table).
//! Words after `--` are filters, as libtest's: `-- postcard --skip 1.3` measures the formats
//! whose `name/variant` holds `postcard` and not `1.3`; libtest's flags (`--nocapture`,
//! `--test-threads N`, ...) are accepted and mean nothing here.
//!
//! # Features
//!
//! The serde formats are always on but YAML and flexon's JSON, the two default features. Each
//! other feature adds one library's native format, which asks the user's type for that library's
//! derives (a type without them does not compile, and the error names the missing trait):
//!
//! | feature | format | the type derives |
//! |---|---|---|
//! | `serde-saphyr` (default) | serde-saphyr/serde (YAML) | serde's; needs serde 1.0.220 or newer |
//! | `flexon` (default) | flexon/serde (JSON) | serde's; needs serde 1.0.220 or newer |
//! | `bitcode` | bitcode/native | `bitcode::Encode, bitcode::Decode` |
//! | `bincode` | bincode/native, bincode/native+limit | `bincode::Encode, bincode::Decode<()>` |
//! | `rkyv` | rkyv/native | `rkyv::Archive, rkyv::Serialize, rkyv::Deserialize` (archive checked) |
//! | `borsh` | borsh/native | `borsh::BorshSerialize, borsh::BorshDeserialize` |
//! | `speedy` | speedy/native | `speedy::Readable, speedy::Writable` |
//! | `wincode` | wincode/native | `wincode::SchemaWrite, wincode::SchemaRead` |
//! | `simd-json` | simd-json/derive (simd-json-derive's, not simd-json's serde path, which is always on) | `simd_json_derive::Serialize, simd_json_derive::Deserialize` |
//! | `nanoserde` | nanoserde/binary, nanoserde/json | `nanoserde::SerBin, DeBin, SerJson, DeJson` |
//! | `miniserde` | miniserde/json | `miniserde::Serialize, miniserde::Deserialize` |
//! | `zerompk` | zerompk/native | `zerompk::ToMessagePack, zerompk::FromMessagePack` |
//! | `msgpacker` | msgpacker/native | `msgpacker::MsgPacker` |
//! | `savefile` | savefile/native | `savefile_derive::Savefile` |
//! | `minicbor` | minicbor/native | `minicbor::Encode, minicbor::Decode` (an index on every field and variant: `#[n(0)]`) |
//! | `bin-proto` | bin-proto/native | `bin_proto::BitEncode, bin_proto::BitDecode` (enums: `discriminant_type`, a `discriminant` per variant) |
//! | `bilrost` | bilrost/native | `bilrost::Message` (its field encodings as you choose them; your values are measured as a stream of length-delimited messages) |
//! | `native` | all of the above | all of the above |
//!
//! # Platforms
//!
//! Checking and measuring run wherever the formats build. The corrupt-input sweep
//! (`-- --robustness`) and the hostile-input scan (`-- --hostile`) cap each child's memory with
//! `setrlimit`, and counting instructions
//! (`-- --instructions`) needs Valgrind: both are for Linux (and other Unixes).

mod built;
mod evolution;
mod formats;
mod hostile;
mod isolate;
mod measure;
mod native;
mod own;
mod probe;
mod survive;
mod traps;
mod values;
mod verdict;

pub use evolution::{
    Evolution, EvolutionRow, Evolved, Expected, evolution, evolution_both_ways, evolved,
};
pub use native::{
    BilrostDerive, BinProtoDerive, BincodeDerive, BitcodeDerive, BorshDerive, MinicborDerive,
    MiniserdeDerive, MsgpackerDerive, NanoserdeDerive, Natives, RkyvDerive, SavefileDerive,
    SimdJsonDerive, SpeedyDerive, WincodeDerive, ZerompkDerive,
};
pub use own::Codecs;
pub use probe::{Uses, probe};
pub use survive::{BorrowedRow, Row, Survival, survival, survival_borrowed};
pub use traps::Trap;
pub use values::{Checked, Measured, NoTwin, Twin};
pub use verdict::{Borrowed, Verdict};

/// A global allocator that counts what the measured code allocates, around the system's
/// (`Counting::system()`, which [`main!`] declares) or a project's own (`Counting::new(..)`).
/// It tallies only while a case is counted, in a process that times nothing; a timed call pays
/// one relaxed load and a branch, out of line.
pub use engine::Counting;

/// A format variant as the tables name it: its library (`name`), how it is driven (`variant`),
/// the wire format, the library's version and its settings ([`Row::format`]).
pub use format_api::Descriptor;

/// What a codec of your own implements to be measured beside the workbench's formats
/// ([`main!`]'s `codecs`): its descriptor ([`Format`]) and its encode and decode of the values
/// ([`Codec`] of `Vec<T>`).
pub use format_api::{Codec, Format};

/// Declares a bench target's `main` from a generator of the values (a closure or a function
/// returning a `Vec`), and what the engine needs in the binary: its global allocator, the
/// system's wrapped in [`Counting`], and the divan benchmark its timed rounds run.
/// `main!(borrowed Marker, generator)` also decodes the values into their type's borrowed twin,
/// which `Marker` names ([`Twin`]), in every format that can borrow.
///
/// A project that ships another allocator measures with it: `own_allocator` first, and the
/// target declares its `#[global_allocator]` itself, wrapped in [`Counting`] to have
/// allocations counted (unwrapped, the tables say "not counted"):
///
/// ```ignore
/// #[global_allocator]
/// static ALLOC: serbench::Counting<mimalloc::MiMalloc> = serbench::Counting::new(mimalloc::MiMalloc);
///
/// serbench::main!(own_allocator, || my_crate::values(100));
/// ```
///
/// After the generator, options as `name = value`:
/// - `evolved_from = old_values`: will the data the previous version of the type wrote survive
///   this one? `old_values` returns values of the previous version, and `From<Old> for New` says
///   what new code should read from each. The table after the survival table gives each format's
///   verdict ([`Evolved`]: reads, rejects, CORRUPTS with what was read, panics, aborts), each
///   value judged on its own and the worst naming its value. The old type needs
///   the same derives as the new one.
/// - `evolved_both_ways = old_values`: the same, and old code reading what this version writes,
///   each value expected to read as `Old::try_from(value)`; an error there means old code cannot
///   represent the value, and only a rejection is right ("rightly rejects" where every value it
///   can hold reads).
///
/// - `codecs = (A, B)`: codecs of your own, measured beside the workbench's formats and checked
///   like them: each a unit-like type (`Default`) implementing [`Format`] (its name, variant,
///   wire format and library version in the tables) and [`Codec`] of `Vec<T>`, all the values as
///   the one buffer your program writes (a schema format's generated types and the conversion to
///   them, a hand-written encoding). Up to eight ([`Codecs`]).
///
/// ```ignore
/// #[derive(Default)]
/// struct EventsProst;
/// impl serbench::Format for EventsProst { const DESCRIPTOR: serbench::Descriptor = /* .. */; }
/// impl serbench::Codec<Vec<Event>> for EventsProst { /* to and from the generated `Events` */ }
///
/// serbench::main!(my_crate::events, codecs = (EventsProst,));
/// ```
///
/// - `nested = |depth| value`: for a recursive type (a tree, a list of itself), a value nested
///   `depth` levels deep. `-- --hostile` then also tries each format's decoder on it nested 16
///   to 262,144 deep, on an 8 MiB and a 256 KiB stack (what many async runtimes' threads get),
///   each depth in a child: the deepest each reads back, and where it refuses or overflows the
///   stack instead. Without it, a type's depth is its own, and none is tried.
///
/// ```ignore
/// serbench::main!(|| my_crate::trees(100), nested = |depth| my_crate::Tree::chain(depth));
/// ```
///
/// ```ignore
/// impl From<EventV1> for Event { /* the old fields, defaults for the new */ }
/// impl TryFrom<Event> for EventV1 { /* the fields it knows; Err where it cannot hold one */ }
///
/// serbench::main!(my_crate::events, evolved_both_ways = my_crate::v1::events);
/// ```
#[macro_export]
macro_rules! main {
    (own_allocator, $($rest:tt)*) => {
        $crate::main!(@target $($rest)*);
    };
    (@target borrowed $twin:ty, $generate:expr $(, $option:ident = $value:expr)* $(,)?) => {
        $crate::main!(@main $crate::__private::Target::new($generate)
            $(.$option($value))*
            .main_borrowed::<$twin>());
    };
    (@target $generate:expr $(, $option:ident = $value:expr)* $(,)?) => {
        $crate::main!(@main $crate::__private::Target::new($generate) $(.$option($value))*.main());
    };
    (@allocator) => {
        #[global_allocator]
        static ALLOC: $crate::Counting = $crate::Counting::system();
    };
    (@main $main:expr) => {
        #[$crate::__private::divan::bench(crate = $crate::__private::divan, args = $crate::__private::cases())]
        fn case(bencher: $crate::__private::divan::Bencher, case: &$crate::__private::Case) {
            $crate::__private::run_case(bencher, case);
        }

        fn main() -> ::std::process::ExitCode {
            $main
        }
    };
    ($($rest:tt)*) => {
        $crate::main!(@allocator);
        $crate::main!(@target $($rest)*);
    };
}

/// What [`main!`] expands to, not an API: the bench target's `main` works only beside the
/// allocator and the divan benchmark the macro declares with it.
#[doc(hidden)]
pub mod __private {
    use std::{marker::PhantomData, process::ExitCode};

    pub use engine::{child::Case, divan};

    pub use crate::measure::{cases, run_case};
    use crate::{Checked, Codecs, Measured, Twin, measure};

    /// A table printed after the survival table, from the values (the evolution check).
    pub(crate) type Also<T> = Box<dyn FnOnce(&[T]) -> String + Send>;

    /// A bench target's `main`, built from [`main!`]'s arguments: the generator, then each
    /// `option = value` as the method of that name.
    pub struct Target<T, G, X = ()> {
        generate: G,
        also: Option<Also<T>>,
        nested: Option<crate::hostile::Nested<T>>,
        codecs: PhantomData<fn() -> X>,
    }

    impl<T, G, X> std::fmt::Debug for Target<T, G, X> {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.debug_struct("Target")
                .field("also", &self.also.is_some())
                .field("nested", &self.nested.is_some())
                .finish_non_exhaustive()
        }
    }

    impl<T: Measured, G: FnOnce() -> Vec<T>> Target<T, G> {
        pub fn new(generate: G) -> Self {
            Target { generate, also: None, nested: None, codecs: PhantomData }
        }
    }

    impl<T: Measured, G: FnOnce() -> Vec<T>, X: Codecs<T>> Target<T, G, X> {
        /// `codecs = (A, B)`: the user's own codecs, measured beside the workbench's formats
        /// ([`Codecs`]).
        pub fn codecs<Y: Codecs<T>>(self, _codecs: Y) -> Target<T, G, Y> {
            let Target { generate, also, nested, .. } = self;
            Target { generate, also, nested, codecs: PhantomData }
        }

        /// `nested = |depth| value`: a value of the (recursive) type nested `depth` levels deep,
        /// for `--hostile`'s depth scan ([`crate::hostile`]).
        pub fn nested(mut self, nested: impl Fn(usize) -> T + Send + Sync + 'static) -> Self {
            self.nested = Some(Box::new(nested));
            self
        }

        /// `evolved_from = old_values`: new code (this type) reading the bytes the type's
        /// previous version wrote, in every format, each old value expected to read as
        /// `T::from(old)` ([`crate::evolution()`]).
        pub fn evolved_from<Old>(mut self, old: impl FnOnce() -> Vec<Old> + Send + 'static) -> Self
        where
            Old: Checked + Clone,
            T: From<Old>,
        {
            self.also = Some(Box::new(move |_: &[T]| {
                crate::generated(old).map_or_else(
                    |message| format!("\nno evolution check: {message}\n"),
                    |old| {
                        let evolution = crate::evolution(&old, |old| T::from(old.clone()));
                        crate::evolution::table::<Old, T>(&evolution, false)
                    },
                )
            }));
            self
        }

        /// `evolved_both_ways = old_values`: [`Target::evolved_from`], and old code reading the
        /// bytes this type writes, each value expected to read as `Old::try_from(value)` (an
        /// error: old code cannot represent it, and only a rejection is right).
        pub fn evolved_both_ways<Old>(
            mut self,
            old: impl FnOnce() -> Vec<Old> + Send + 'static,
        ) -> Self
        where
            Old: Checked + Clone + TryFrom<T>,
            T: From<Old>,
        {
            self.also = Some(Box::new(move |values: &[T]| {
                crate::generated(old).map_or_else(
                    |message| format!("\nno evolution check: {message}\n"),
                    |old| {
                        let upgrade = |old: &Old| T::from(old.clone());
                        let downgrade = |new: &T| Old::try_from(new.clone()).ok();
                        let evolution =
                            crate::evolution_both_ways(&old, upgrade, values, downgrade);
                        crate::evolution::table::<Old, T>(&evolution, true)
                    },
                )
            }));
            self
        }

        /// Generates the values, prints the survival table (and the evolution table when asked
        /// for), and under `cargo bench` measures every format that carries them. A generator
        /// that panics or returns no value is one line on stderr that names it, and exit status
        /// 2.
        pub fn main(self) -> ExitCode {
            let check = crate::survival;
            measure::run::<T, crate::NoTwin, X>(self.generate, check, self.also, self.nested)
        }

        /// [`Target::main`] for a type with a borrowed twin, which `W` names
        /// (`main!(borrowed W, ..)`): its survival table also says whether each format decodes
        /// the values into the twin, and the measured table has each one's borrowed decode.
        pub fn main_borrowed<W: Twin<T>>(self) -> ExitCode {
            let check = crate::survival_borrowed::<T, W>;
            measure::run::<T, measure::Twinned<W>, X>(self.generate, check, self.also, self.nested)
        }
    }
}

/// The generator's values, or the one line that says why there are none.
fn generated<T, G: FnOnce() -> Vec<T>>(generate: G) -> Result<Vec<T>, String> {
    let name = std::any::type_name::<G>();
    match verdict::quietly(generate) {
        Ok(values) if values.is_empty() => Err(format!("the generator {name} returned no value")),
        Ok(values) => Ok(values),
        Err(panic) => Err(format!("the generator {name} panicked: {panic}")),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_bad_generator_is_one_line_naming_it() {
        let empty = super::generated(Vec::<u8>::new).expect_err("no value");
        assert!(empty.starts_with("the generator ") && empty.ends_with(" returned no value"));
        assert!(empty.contains("Vec"), "{empty}");
        let panics = super::generated(|| -> Vec<u8> { panic!("no data") }).expect_err("a panic");
        assert!(panics.ends_with(" panicked: no data"), "{panics}");
        assert_eq!(super::generated(|| vec![1_u8]), Ok(vec![1]));
    }
}
