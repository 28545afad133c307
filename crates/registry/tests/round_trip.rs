//! Correctness of every format × data set: exact round trips, the views of zero-copy formats,
//! errors on bad input, and the encoded sizes, snapshotted so a dependency bump that changes the
//! wire shows up in review (`UPDATE_EXPECT=1 cargo test -p registry` rewrites the snapshot).

use std::{any::Any, fmt::Write, panic::AssertUnwindSafe};

use datasets::stored::{Span, StoredData, StoredSet, Variant};
use expect_test::{expect, expect_file};
use format_api::{BorrowDecode, Codec, Descriptor, Format, ZeroCopy};
use proptest::{prelude::*, test_runner::TestRunner};
use registry::{Borrowable, Dataset, Visitor, visit_formats};

/// Small instances keep the debug-build tests quick; the benchmark uses the defaults.
fn test_len<T: Dataset>() -> usize {
    (T::DEFAULT_LEN / 100).max(2)
}

fn label<F: Format>() -> String {
    format!("{}/{}", F::DESCRIPTOR.name, F::DESCRIPTOR.variant)
}

/// The one checker: encodes, decodes, and holds the decoded value equal to the original. It
/// encodes a second, different value with the same format state before decoding the first, so
/// state that leaks between calls (a reused buffer, an arena) shows up. Returns the encoded size.
fn check_round_trip<F: Codec<T>, T: Dataset>(format: &mut F, value: &T, other: &T) -> usize {
    let failed = |what: &str, error: F::Error| -> ! {
        panic!("{} {}: {what}: {error}", label::<F>(), T::NAME)
    };
    let mut out = Vec::new();
    let encoded = format.encode(value, &mut out).unwrap_or_else(|e| failed("encode", e)).to_vec();
    let mut other_out = Vec::new();
    let other_encoded =
        format.encode(other, &mut other_out).unwrap_or_else(|e| failed("encode other", e)).to_vec();
    let decoded = format.decode(&encoded).unwrap_or_else(|e| failed("decode", e));
    assert!(
        decoded == *value,
        "{} {}: decoded value differs from the original",
        label::<F>(),
        T::NAME
    );
    let other_decoded = format.decode(&other_encoded).unwrap_or_else(|e| failed("decode other", e));
    assert!(other_decoded == *other, "{} {}: second value differs", label::<F>(), T::NAME);
    encoded.len()
}

/// Whether the format's output for `value` is its wire format where a test can tell: a JSON
/// variant must write JSON (some serde-free writers do not, for some shapes).
fn writes_its_wire<F: Codec<T>, T: Dataset>(format: &mut F, value: &T) -> bool {
    if F::DESCRIPTOR.wire != "JSON" {
        return true;
    }
    let mut out = Vec::new();
    format
        .encode(value, &mut out)
        .is_ok_and(|bytes| serde_json::from_slice::<serde_json::Value>(bytes).is_ok())
}

/// A decode into the data set's borrowed twin holds the value that was encoded.
fn check_borrowed<F: BorrowDecode<T>, T: Borrowable>(format: &mut F, value: &T) {
    let mut out = Vec::new();
    let encoded = format.encode(value, &mut out).expect("encode").to_vec();
    let borrowed = format.decode_borrowed(&encoded).expect("borrowed decode");
    assert!(
        datasets::same_value(&borrowed, value),
        "{} {}: the borrowed twin differs from the original",
        label::<F>(),
        T::NAME
    );
}

/// The zero-copy views, validated and unvalidated, see the data that was encoded.
fn check_views<F: ZeroCopy<T>, T: Dataset>(format: &mut F, value: &T) {
    let mut out = Vec::new();
    let encoded = format.encode(value, &mut out).expect("encode").to_vec();
    let view = format.access(&encoded).expect("validated access");
    assert_eq!(
        format.read(&view).expect("read validated view"),
        value.checksum(),
        "{} {}: validated view",
        label::<F>(),
        T::NAME
    );
    // SAFETY: `encoded` is this format's unmodified output, in a fresh `Vec` from the global
    // allocator, which is aligned at least as much as the buffer `encode` wrote into.
    if let Some(view) = unsafe { format.access_unchecked(&encoded) } {
        assert_eq!(
            format.read(&view).expect("read unchecked view"),
            value.checksum(),
            "{} {}: unchecked view",
            label::<F>(),
            T::NAME
        );
    }
    // SAFETY: as above.
    if let Some(decoded) = unsafe { format.decode_unchecked(&encoded) } {
        assert!(
            decoded.expect("unvalidated decode") == *value,
            "{} {}: unvalidated decode",
            label::<F>(),
            T::NAME
        );
    }
}

#[test]
fn every_format_round_trips_every_dataset_and_sizes_hold() {
    struct RoundTrip {
        sizes: String,
        borrows: String,
        pairs: usize,
        views: usize,
    }
    impl Visitor for RoundTrip {
        fn codec<F: Codec<T>, T: Dataset>(&mut self) {
            let value = T::generate(test_len::<T>());
            let other = T::generate_seeded(test_len::<T>() / 2, 7);
            let mut format = F::default();
            let size = check_round_trip(&mut format, &value, &other);
            assert!(
                writes_its_wire(&mut format, &value),
                "{} {}: the output is not {}",
                label::<F>(),
                T::NAME,
                F::DESCRIPTOR.wire
            );
            writeln!(self.sizes, "{:<8} {:<18} {size:>9}", T::NAME, label::<F>()).unwrap();
            self.pairs += 1;
        }

        fn zero_copy<F: ZeroCopy<T>, T: Dataset>(&mut self) {
            self.codec::<F, T>();
            check_views(&mut F::default(), &T::generate(test_len::<T>()));
            self.views += 1;
        }

        fn not_measured<F: Format, T: Dataset>(&mut self, reason: &'static str) {
            writeln!(self.sizes, "{:<8} {:<18} not measured: {reason}", T::NAME, label::<F>())
                .unwrap();
            self.pairs += 1;
        }

        /// A declared limitation must be real: the round trip has to fail, by an error or by a
        /// different value; a declaration that no longer holds fails here.
        fn unrepresentable<F: Codec<T>, T: Dataset>(&mut self, reason: &'static str) {
            let value = T::generate(test_len::<T>());
            let mut format = F::default();
            let mut out = Vec::new();
            let round_trip = match format.encode(&value, &mut out) {
                Ok(bytes) => {
                    let bytes = bytes.to_vec();
                    format.decode(&bytes).is_ok_and(|decoded| decoded == value)
                }
                Err(_) => false,
            } && writes_its_wire(&mut format, &value);
            assert!(
                !round_trip,
                "{} {}: declared unrepresentable, yet round-trips",
                label::<F>(),
                T::NAME
            );
            self.not_measured::<F, T>(reason);
        }

        fn borrowed<F: BorrowDecode<T>, T: Borrowable>(&mut self) {
            check_borrowed(&mut F::default(), &T::generate(test_len::<T>()));
            writeln!(self.borrows, "{:<8} {:<26} borrows", T::NAME, label::<F>()).unwrap();
        }

        fn not_borrowed<F: Format, T: Borrowable>(&mut self, reason: &'static str) {
            writeln!(self.borrows, "{:<8} {:<26} {reason}", T::NAME, label::<F>()).unwrap();
        }
    }
    let mut visitor =
        RoundTrip { sizes: String::new(), borrows: String::new(), pairs: 0, views: 0 };
    visit_formats(&mut visitor);
    // Every format variant met every data set (measured, or listed with the reason it is not),
    // and the zero-copy ones were read through views.
    let (n_formats, n_datasets) = (registry::formats().len(), registry::datasets().len());
    assert!(n_formats >= 9, "the foundation's nine variants at least");
    assert_eq!(visitor.pairs, n_formats * n_datasets);
    assert!(visitor.views > 0, "no zero-copy view was read");
    expect_file!["snapshots/sizes.txt"].assert_eq(&visitor.sizes);
    // Every format says, for every data set with a borrowed twin, that it borrows or why not.
    let borrowable = visitor.borrows.lines().filter(|line| line.starts_with("log ")).count();
    assert_eq!(borrowable, n_formats, "{}", visitor.borrows);
    expect_file!["snapshots/borrowed.txt"].assert_eq(&visitor.borrows);
}

/// Truncated and corrupt input never panics (but in the decoders the registry declares to) and
/// never decodes to the original. Most of it is an
/// error, but not all: rkyv reads its root from the end of the buffer, so a prefix that ends in
/// bytes that happen to validate (a run of zeros is an empty archive) decodes to another value.
/// How many cases each format rejects is snapshotted, so a change in strictness shows in review.
#[test]
fn truncated_or_corrupt_input_is_rejected_without_panicking() {
    struct BadInput(String, Vec<String>);
    impl Visitor for BadInput {
        fn codec<F: Codec<T>, T: Dataset>(&mut self) {
            let mut format = F::default();
            let value = T::generate(test_len::<T>());
            let mut out = Vec::new();
            let encoded = format.encode(&value, &mut out).expect("encode").to_vec();
            let mut cases: Vec<(String, Vec<u8>)> = (0..16)
                .map(|step| encoded.len() * step / 16)
                .map(|len| (format!("truncated to {len} bytes"), encoded[..len].to_vec()))
                .collect();
            cases.push(("every byte 0xff".into(), vec![0xff; encoded.len()]));
            let declared =
                registry::PANICKING_DECODERS.iter().any(|(name, _)| *name == label::<F>());
            let (mut rejected, mut panicked) = (0, 0);
            for (case, bytes) in &cases {
                let result = std::panic::catch_unwind(AssertUnwindSafe(|| format.decode(bytes)));
                match result {
                    Ok(Err(_)) => rejected += 1,
                    Ok(Ok(decoded)) => {
                        assert!(
                            decoded != value,
                            "{} {}: {case}: decoded the original",
                            label::<F>(),
                            T::NAME
                        );
                    }
                    Err(_) if declared => panicked += 1,
                    Err(_) => panic!("{} {}: {case}: panicked", label::<F>(), T::NAME),
                }
            }
            write!(self.0, "{:<8} {:<18} {rejected:>2}/{}", T::NAME, label::<F>(), cases.len())
                .unwrap();
            if panicked > 0 {
                write!(self.0, ", {panicked} panicked").unwrap();
                self.1.push(label::<F>());
            }
            writeln!(self.0).unwrap();
        }

        /// The verified paths, access and then a full read of whatever access accepts, never
        /// panic: on truncations, on all-0xff, and on single corrupted bytes through the buffer.
        fn zero_copy<F: ZeroCopy<T>, T: Dataset>(&mut self) {
            self.codec::<F, T>();
            let mut format = F::default();
            let mut out = Vec::new();
            let encoded =
                format.encode(&T::generate(test_len::<T>()), &mut out).expect("encode").to_vec();
            let mut cases: Vec<(String, Vec<u8>)> = (0..16)
                .map(|step| encoded.len() * step / 16)
                .map(|len| (format!("truncated to {len} bytes"), encoded[..len].to_vec()))
                .collect();
            cases.push(("every byte 0xff".into(), vec![0xff; encoded.len()]));
            for step in 0..64 {
                let mut bytes = encoded.clone();
                let at = bytes.len() * step / 64;
                bytes[at] ^= 0xa5;
                cases.push((format!("byte {at} corrupted"), bytes));
            }
            for (case, bytes) in &cases {
                let result = std::panic::catch_unwind(AssertUnwindSafe(|| {
                    format.access(bytes).map(|view| format.read(&view).is_ok()).is_ok()
                }));
                assert!(
                    result.is_ok(),
                    "{} {}: {case}: access or read panicked",
                    label::<F>(),
                    T::NAME
                );
            }
            for bytes in [&encoded[..0], &cases[16].1[..]] {
                assert!(
                    format.access(bytes).is_err(),
                    "{} {}: access accepted empty or all-0xff bytes",
                    label::<F>(),
                    T::NAME
                );
            }
        }
    }
    let mut visitor = BadInput(String::new(), Vec::new());
    visit_formats(&mut visitor);
    for (declared, _) in registry::PANICKING_DECODERS {
        assert!(
            visitor.1.iter().any(|label| label == declared),
            "{declared} is declared to panic on bad input, yet never did"
        );
    }
    expect_file!["snapshots/rejected.txt"].assert_eq(&visitor.0);
}

/// Random instances of every data set from random seeds and sizes, through every format.
#[test]
fn random_instances_round_trip() {
    struct Random;
    impl Visitor for Random {
        fn codec<F: Codec<T>, T: Dataset>(&mut self) {
            let mut runner = TestRunner::new(ProptestConfig::with_cases(8));
            let strategy = (0..=test_len::<T>(), any::<u64>());
            runner
                .run(&strategy, |(len, seed)| {
                    let value = T::generate_seeded(len, seed);
                    check_round_trip(
                        &mut F::default(),
                        &value,
                        &T::generate_seeded(len / 2, !seed),
                    );
                    Ok(())
                })
                .unwrap_or_else(|error| panic!("{} {}: {error}", label::<F>(), T::NAME));
        }

        fn borrowed<F: BorrowDecode<T>, T: Borrowable>(&mut self) {
            let mut runner = TestRunner::new(ProptestConfig::with_cases(8));
            let strategy = (0..=test_len::<T>(), any::<u64>());
            runner
                .run(&strategy, |(len, seed)| {
                    check_borrowed(&mut F::default(), &T::generate_seeded(len, seed));
                    Ok(())
                })
                .unwrap_or_else(|error| panic!("{} {} borrowed: {error}", label::<F>(), T::NAME));
        }
    }
    visit_formats(&mut Random);
}

/// Arbitrary `StoredData`, beyond what the generator draws: any Unicode, extreme integers,
/// empty everything. Spans stay within `u32` because rkyv archives `usize` as 32 bits by default.
fn arbitrary_stored() -> impl Strategy<Value = StoredSet> {
    let variant = prop_oneof![
        any::<bool>().prop_map(Variant::YesNo),
        any::<u8>().prop_map(Variant::Small),
        any::<i64>().prop_map(Variant::Signy),
        any::<String>().prop_map(Variant::Stringy),
    ];
    let span =
        (0..=u32::MAX as usize, 0..=u32::MAX as usize).prop_map(|(start, end)| Span { start, end });
    let item = (variant, any::<Option<bool>>(), prop::collection::vec(any::<String>(), 0..4), span)
        .prop_map(|(variant, opt_bool, vec_strs, range)| StoredData {
            variant,
            opt_bool,
            vec_strs,
            range,
        });
    prop::collection::vec(item, 0..8).prop_map(|items| StoredSet { items })
}

#[test]
fn arbitrary_stored_messages_round_trip() {
    struct Arbitrary;
    impl Visitor for Arbitrary {
        fn codec<F: Codec<T>, T: Dataset>(&mut self) {
            // By type, not name: prost's generated-types row shares the data set's name.
            if std::any::TypeId::of::<T>() != std::any::TypeId::of::<StoredSet>() {
                return;
            }
            let mut runner = TestRunner::new(ProptestConfig::with_cases(64));
            runner
                .run(&arbitrary_stored(), |value| {
                    // `T` is `StoredSet` here; the visitor is generic, so say so at run time.
                    let value =
                        *(Box::new(value) as Box<dyn Any>).downcast::<T>().expect("T is StoredSet");
                    check_round_trip(&mut F::default(), &value, &T::generate(1));
                    Ok(())
                })
                .unwrap_or_else(|error| panic!("{}: {error}", label::<F>()));
        }
    }
    visit_formats(&mut Arbitrary);
}

/// `Span` stands in for `std::ops::Range<usize>` only because bitcode's derive needs it to; every
/// other format must write the two identically.
#[test]
fn span_encodes_exactly_like_std_range() {
    fn same<F: Codec<Span> + Codec<std::ops::Range<usize>>>() {
        let mut format = F::default();
        let (mut span_out, mut range_out) = (Vec::new(), Vec::new());
        let span = format.encode(&Span { start: 3, end: 70_000 }, &mut span_out).unwrap().to_vec();
        let range = format.encode(&(3..70_000), &mut range_out).unwrap().to_vec();
        assert_eq!(span, range, "{}", label::<F>());
    }
    same::<fmt_serde_json::SerdeJson>();
    same::<fmt_bincode::Native>();
    same::<fmt_bincode_serde::Serde>();
    same::<fmt_rmp_serde::RmpSerde>();
    same::<fmt_postcard::Postcard>();
    same::<fmt_ciborium::Ciborium>();
    same::<fmt_bitcode_serde::Serde>();
    same::<fmt_rkyv::Rkyv>();
}

/// wincode says it writes bincode 1.x's wire format: it does, byte for byte, on every data set.
#[test]
fn wincode_writes_the_bytes_bincode_1_writes() {
    /// Each data set's two encodings, by wincode and by bincode 1.3.
    struct Encodings(std::collections::BTreeMap<&'static str, Vec<Vec<u8>>>);
    impl Visitor for Encodings {
        fn codec<F: Codec<T>, T: Dataset>(&mut self) {
            let compared = [fmt_wincode::Wincode::DESCRIPTOR, fmt_bincode1::Serde::DESCRIPTOR];
            if compared.contains(&F::DESCRIPTOR) {
                let mut out = Vec::new();
                let value = T::generate(test_len::<T>());
                let bytes = F::default().encode(&value, &mut out).unwrap().to_vec();
                self.0.entry(T::NAME).or_default().push(bytes);
            }
        }
    }
    let mut encodings = Encodings(Default::default());
    visit_formats(&mut encodings);
    assert_eq!(encodings.0.len(), registry::datasets().len());
    for (name, pair) in &encodings.0 {
        assert!(pair.len() == 2 && pair[0] == pair[1], "{name}: wincode and bincode 1.3 differ");
    }
}

/// The data sets are the data: a change to any generator or corpus model changes every figure
/// measured on it, so each one's default instance is pinned (record count, checksum, and a hash
/// of its `Debug` rendering, which shows every field, floats exactly), and generation must repeat.
#[test]
fn data_sets_are_deterministic_and_pinned() {
    /// FNV-1a over everything written to it: a content hash without building the string.
    struct ContentHash(u64);
    impl Write for ContentHash {
        fn write_str(&mut self, text: &str) -> std::fmt::Result {
            for byte in text.bytes() {
                self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
            }
            Ok(())
        }
    }
    struct Summary(String);
    impl registry::DatasetVisitor for Summary {
        fn dataset<T: Dataset>(&mut self) {
            let value = T::generate(T::DEFAULT_LEN);
            assert_eq!(value.records(), T::DEFAULT_LEN, "{}", T::NAME);
            assert!(value == T::generate(T::DEFAULT_LEN), "{}: not deterministic", T::NAME);
            let mut content = ContentHash(0xcbf2_9ce4_8422_2325);
            write!(content, "{value:?}").unwrap();
            let (name, len, checksum) = (T::NAME, T::DEFAULT_LEN, value.checksum());
            writeln!(
                self.0,
                "{name:<7} {len:>7} records  checksum {checksum:016x}  content {:016x}",
                content.0
            )
            .unwrap();
        }
    }
    let mut summary = Summary(String::new());
    registry::visit_datasets(&mut summary);
    expect_file!["snapshots/datasets.txt"].assert_eq(&summary.0);
}

/// A generic JSON document with the shapes that trip formats up (a u64 beyond i64, a negative,
/// a float, non-ASCII text, nulls, empty and nested containers), loaded as `bench-cli run
/// --input` loads a user's (`engine::Document`).
fn load_document() {
    let item = serde_json::json!({
        "id": 18_446_744_073_709_551_615_u64,
        "delta": -42,
        "ratio": 0.1,
        "name": "Grüße, 世界",
        "flags": [true, false, null],
        "nested": {"empty": {}, "list": [], "deep": [[[1, 2], [3]]]},
    });
    let path = std::env::temp_dir().join(format!("registry-document-{}.json", std::process::id()));
    let document = serde_json::to_vec(&serde_json::json!([item.clone(), item])).expect("JSON");
    std::fs::write(&path, document).expect("write the document");
    engine::load_input(&path).expect("load the document");
    let _ = std::fs::remove_file(&path);
}

/// Every self-describing format round-trips a generic value; every other format is listed with
/// its reason; together they are every format, once.
#[test]
fn generic_values_round_trip_through_the_self_describing_formats() {
    struct Values {
        measured: Vec<Descriptor>,
        listed: Vec<Descriptor>,
    }
    impl Visitor for Values {
        fn codec<F: Codec<T>, T: Dataset>(&mut self) {
            let (value, other) = (T::generate(3), T::generate(1));
            check_round_trip(&mut F::default(), &value, &other);
            self.measured.push(F::DESCRIPTOR);
        }

        fn not_measured<F: Format, T: Dataset>(&mut self, _: &'static str) {
            self.listed.push(F::DESCRIPTOR);
        }
    }
    load_document();
    let mut values = Values { measured: Vec::new(), listed: Vec::new() };
    registry::visit_value_formats(&mut values);
    let mut all: Vec<_> = values.measured.iter().chain(&values.listed).copied().collect();
    all.sort_by_key(|descriptor| (descriptor.name, descriptor.variant));
    let mut formats = registry::formats();
    formats.sort_by_key(|descriptor| (descriptor.name, descriptor.variant));
    assert_eq!(all, formats);
    let names: Vec<_> = values.measured.iter().map(|descriptor| descriptor.name).collect();
    expect!["serde_json simd-json flexon rmp-serde ciborium ron serde-saphyr flexbuffers"]
        .assert_eq(&names.join(" "));
}
