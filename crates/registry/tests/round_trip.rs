//! Correctness of every format × data set: exact round trips, the views of zero-copy formats,
//! errors on bad input, and the encoded sizes, snapshotted so a dependency bump that changes the
//! wire shows up in review (`UPDATE_EXPECT=1 cargo test -p registry` rewrites the snapshot).

use std::{any::Any, fmt::Write, panic::AssertUnwindSafe};

use datasets::stored::{Span, StoredData, StoredSet, Variant};
use expect_test::expect;
use format_api::{Codec, Descriptor, Format, ZeroCopy};
use proptest::{prelude::*, test_runner::TestRunner};
use registry::{Dataset, Visitor, visit_formats};

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
    let mut out = Vec::new();
    let encoded = format.encode(value, &mut out).expect("encode").to_vec();
    let mut other_out = Vec::new();
    let other_encoded = format.encode(other, &mut other_out).expect("encode other").to_vec();
    let decoded = format.decode(&encoded).expect("decode");
    assert!(
        decoded == *value,
        "{} {}: decoded value differs from the original",
        label::<F>(),
        T::NAME
    );
    let other_decoded = format.decode(&other_encoded).expect("decode other");
    assert!(other_decoded == *other, "{} {}: second value differs", label::<F>(), T::NAME);
    encoded.len()
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
}

#[test]
fn every_format_round_trips_every_dataset_and_sizes_hold() {
    struct RoundTrip {
        sizes: String,
        pairs: usize,
        views: usize,
    }
    impl Visitor for RoundTrip {
        fn codec<F: Codec<T>, T: Dataset>(&mut self) {
            let value = T::generate(test_len::<T>());
            let other = T::generate_seeded(test_len::<T>() / 2, 7);
            let size = check_round_trip(&mut F::default(), &value, &other);
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
            };
            assert!(
                !round_trip,
                "{} {}: declared unrepresentable, yet round-trips",
                label::<F>(),
                T::NAME
            );
            self.not_measured::<F, T>(reason);
        }
    }
    let mut visitor = RoundTrip { sizes: String::new(), pairs: 0, views: 0 };
    visit_formats(&mut visitor);
    // Every format variant met every data set (measured, or listed with the reason it is not),
    // and the zero-copy ones were read through views.
    let (n_formats, n_datasets) = (registry::formats().len(), registry::datasets().len());
    assert!(n_formats >= 9, "the foundation's nine variants at least");
    assert_eq!(visitor.pairs, n_formats * n_datasets);
    assert!(visitor.views > 0, "no zero-copy view was read");
    expect![[r#"
        message  serde_json/serde         129
        stored   serde_json/serde        1111
        users    serde_json/serde        8426
        log      serde_json/serde       18538
        mesh     serde_json/serde      256484
        chunks   serde_json/serde      491069
        twitter  serde_json/serde        9512
        citm     serde_json/serde        6698
        canada   serde_json/serde       21355
        message  simd-json/serde          129
        stored   simd-json/serde         1111
        users    simd-json/serde         8426
        log      simd-json/serde        18538
        mesh     simd-json/serde       385645
        chunks   simd-json/serde       491069
        twitter  simd-json/serde         9512
        citm     simd-json/serde         6698
        canada   simd-json/serde        21355
        message  bincode/native            46
        stored   bincode/native           255
        users    bincode/native          2942
        log      bincode/native          7654
        mesh     bincode/native         60003
        chunks   bincode/native        197665
        twitter  bincode/native          4139
        citm     bincode/native          3005
        canada   bincode/native          8904
        message  bincode/native+limit        46
        stored   bincode/native+limit       255
        users    bincode/native+limit      2942
        log      bincode/native+limit      7654
        mesh     bincode/native+limit     60003
        chunks   bincode/native+limit    197665
        twitter  bincode/native+limit      4139
        citm     bincode/native+limit      3005
        canada   bincode/native+limit      8904
        message  bincode/serde             46
        stored   bincode/serde            255
        users    bincode/serde           2942
        log      bincode/serde           7654
        mesh     bincode/serde          60003
        chunks   bincode/serde         197665
        twitter  bincode/serde           4139
        citm     bincode/serde           3005
        canada   bincode/serde           8904
        message  bincode/1.3-serde         94
        stored   bincode/1.3-serde        617
        users    bincode/1.3-serde       3934
        log      bincode/1.3-serde      10725
        mesh     bincode/1.3-serde      60008
        chunks   bincode/1.3-serde     198232
        twitter  bincode/1.3-serde       5238
        citm     bincode/1.3-serde       4130
        canada   bincode/1.3-serde       9002
        message  wincode/native            94
        stored   wincode/native           617
        users    wincode/native          3934
        log      wincode/native         10725
        mesh     wincode/native         60008
        chunks   wincode/native        198232
        twitter  wincode/native          5238
        citm     wincode/native          4130
        canada   wincode/native          9002
        message  rmp-serde/serde           55
        stored   rmp-serde/serde          334
        users    rmp-serde/serde         3061
        log      rmp-serde/serde         8086
        mesh     rmp-serde/serde        81254
        chunks   rmp-serde/serde       197668
        twitter  rmp-serde/serde         4231
        citm     rmp-serde/serde         3088
        canada   rmp-serde/serde        10616
        message  postcard/serde            44
        stored   postcard/serde           235
        users    postcard/serde          2729
        log      postcard/serde          7516
        mesh     postcard/serde         60002
        chunks   postcard/serde        197657
        twitter  postcard/serde          4126
        citm     postcard/serde          2918
        canada   postcard/serde          8903
        message  ciborium/serde            97
        stored   ciborium/serde           761
        users    ciborium/serde          6686
        log      ciborium/serde         14336
        mesh     ciborium/serde        131242
        chunks   ciborium/serde        198255
        twitter  ciborium/serde          8059
        citm     ciborium/serde          4605
        canada   ciborium/serde         10651
        message  ron/serde                120
        stored   ron/serde               1001
        users    ron/serde               7752
        log      ron/serde              16336
        mesh     ron/serde             216482
        chunks   ron/serde             787305
        twitter  ron/serde               8977
        citm     ron/serde               6124
        canada   ron/serde              21333
        message  serde-saphyr/serde       119
        stored   serde-saphyr/serde      1191
        users    serde-saphyr/serde      8614
        log      serde-saphyr/serde     19254
        mesh     serde-saphyr/serde    303980
        chunks   serde-saphyr/serde    266604
        twitter  serde-saphyr/serde     10774
        citm     serde-saphyr/serde      7180
        canada   serde-saphyr/serde     31316
        message  flexbuffers/serde        139
        stored   flexbuffers/serde        844
        users    flexbuffers/serde       7443
        log      flexbuffers/serde      15918
        mesh     flexbuffers/serde     250668
        chunks   flexbuffers/serde     198388
        twitter  flexbuffers/serde       8063
        citm     flexbuffers/serde  not measured: map keys must be strings
        canada   flexbuffers/serde      10751
        message  bitcode/native            46
        stored   bitcode/native           210
        users    bitcode/native          2708
        log      bitcode/native          7342
        mesh     bitcode/native         60004
        chunks   bitcode/native        197420
        twitter  bitcode/native          4134
        citm     bitcode/native          2477
        canada   bitcode/native          8908
        message  bitcode/serde             46
        stored   bitcode/serde            212
        users    bitcode/serde           2713
        log      bitcode/serde           7342
        mesh     bitcode/serde          60004
        chunks   bitcode/serde         197420
        twitter  bitcode/serde           4147
        citm     bitcode/serde           2479
        canada   bitcode/serde           8908
        message  borsh/native              71
        stored   borsh/native             459
        users    borsh/native            3432
        log      borsh/native            9121
        mesh     borsh/native           60004
        chunks   borsh/native          198196
        twitter  borsh/native            4686
        citm     borsh/native            3366
        canada   borsh/native            8941
        message  speedy/native             74
        stored   speedy/native            489
        users    speedy/native           3462
        log      speedy/native           9121
        mesh     speedy/native          60004
        chunks   speedy/native         198196
        twitter  speedy/native           4686
        citm     speedy/native           3366
        canada   speedy/native           8950
        message  rkyv/native               88
        stored   rkyv/native              576
        users    rkyv/native             4224
        log      rkyv/native             9992
        mesh     rkyv/native            60008
        chunks   rkyv/native           198232
        twitter  rkyv/native             5448
        citm     rkyv/native             4752
        canada   rkyv/native             8996
        message  flatbuffers/native       144
        stored   flatbuffers/native       944
        users    flatbuffers/native      5064
        log      flatbuffers/native     12976
        mesh     flatbuffers/native     60024
        chunks   flatbuffers/native    198284
        twitter  flatbuffers/native      6312
        citm     flatbuffers/native      5992
        canada   flatbuffers/native      9184
        message  capnp/unpacked           144
        stored   capnp/unpacked           944
        users    capnp/unpacked          4744
        log      capnp/unpacked         17064
        mesh     capnp/unpacked        160056
        chunks   capnp/unpacked        198304
        twitter  capnp/unpacked          6384
        citm     capnp/unpacked          5720
        canada   capnp/unpacked          9152
        message  capnp/packed              75
        stored   capnp/packed             426
        users    capnp/packed            3480
        log      capnp/packed           11164
        mesh     capnp/packed          103915
        chunks   capnp/packed           91496
        twitter  capnp/packed            4907
        citm     capnp/packed            3893
        canada   capnp/packed            9020
        message  prost/generated           50
        stored   prost/generated          301
        users    prost/generated         3091
        log      prost/generated         9105
        mesh     prost/generated        87500
        chunks   prost/generated       197670
        twitter  prost/generated         4362
        citm     prost/generated         3512
        canada   prost/generated        11150
    "#]]
    .assert_eq(&visitor.sizes);
}

/// Truncated and corrupt input never panics and never decodes to the original. Most of it is an
/// error, but not all: rkyv reads its root from the end of the buffer, so a prefix that ends in
/// bytes that happen to validate (a run of zeros is an empty archive) decodes to another value.
/// How many cases each format rejects is snapshotted, so a change in strictness shows in review.
#[test]
fn truncated_or_corrupt_input_is_rejected_without_panicking() {
    struct BadInput(String);
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
            let mut rejected = 0;
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
                    Err(_) => panic!("{} {}: {case}: panicked", label::<F>(), T::NAME),
                }
            }
            writeln!(self.0, "{:<8} {:<18} {rejected:>2}/{}", T::NAME, label::<F>(), cases.len())
                .unwrap();
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
    let mut visitor = BadInput(String::new());
    visit_formats(&mut visitor);
    expect![[r#"
        message  serde_json/serde   17/17
        stored   serde_json/serde   17/17
        users    serde_json/serde   17/17
        log      serde_json/serde   17/17
        mesh     serde_json/serde   17/17
        chunks   serde_json/serde   17/17
        twitter  serde_json/serde   17/17
        citm     serde_json/serde   17/17
        canada   serde_json/serde   17/17
        message  simd-json/serde    17/17
        stored   simd-json/serde    17/17
        users    simd-json/serde    17/17
        log      simd-json/serde    17/17
        mesh     simd-json/serde    17/17
        chunks   simd-json/serde    17/17
        twitter  simd-json/serde    17/17
        citm     simd-json/serde    17/17
        canada   simd-json/serde    17/17
        message  bincode/native     17/17
        stored   bincode/native     17/17
        users    bincode/native     17/17
        log      bincode/native     17/17
        mesh     bincode/native     17/17
        chunks   bincode/native     17/17
        twitter  bincode/native     17/17
        citm     bincode/native     17/17
        canada   bincode/native     17/17
        message  bincode/native+limit 17/17
        stored   bincode/native+limit 17/17
        users    bincode/native+limit 17/17
        log      bincode/native+limit 17/17
        mesh     bincode/native+limit 17/17
        chunks   bincode/native+limit 17/17
        twitter  bincode/native+limit 17/17
        citm     bincode/native+limit 17/17
        canada   bincode/native+limit 17/17
        message  bincode/serde      17/17
        stored   bincode/serde      17/17
        users    bincode/serde      17/17
        log      bincode/serde      17/17
        mesh     bincode/serde      17/17
        chunks   bincode/serde      17/17
        twitter  bincode/serde      17/17
        citm     bincode/serde      17/17
        canada   bincode/serde      17/17
        message  bincode/1.3-serde  17/17
        stored   bincode/1.3-serde  17/17
        users    bincode/1.3-serde  17/17
        log      bincode/1.3-serde  17/17
        mesh     bincode/1.3-serde  17/17
        chunks   bincode/1.3-serde  17/17
        twitter  bincode/1.3-serde  17/17
        citm     bincode/1.3-serde  17/17
        canada   bincode/1.3-serde  17/17
        message  wincode/native     17/17
        stored   wincode/native     17/17
        users    wincode/native     17/17
        log      wincode/native     17/17
        mesh     wincode/native     17/17
        chunks   wincode/native     17/17
        twitter  wincode/native     17/17
        citm     wincode/native     17/17
        canada   wincode/native     17/17
        message  rmp-serde/serde    17/17
        stored   rmp-serde/serde    17/17
        users    rmp-serde/serde    17/17
        log      rmp-serde/serde    17/17
        mesh     rmp-serde/serde    17/17
        chunks   rmp-serde/serde    17/17
        twitter  rmp-serde/serde    17/17
        citm     rmp-serde/serde    17/17
        canada   rmp-serde/serde    17/17
        message  postcard/serde     17/17
        stored   postcard/serde     17/17
        users    postcard/serde     17/17
        log      postcard/serde     17/17
        mesh     postcard/serde     17/17
        chunks   postcard/serde     17/17
        twitter  postcard/serde     17/17
        citm     postcard/serde     17/17
        canada   postcard/serde     17/17
        message  ciborium/serde     17/17
        stored   ciborium/serde     17/17
        users    ciborium/serde     17/17
        log      ciborium/serde     17/17
        mesh     ciborium/serde     17/17
        chunks   ciborium/serde     17/17
        twitter  ciborium/serde     17/17
        citm     ciborium/serde     17/17
        canada   ciborium/serde     17/17
        message  ron/serde          17/17
        stored   ron/serde          17/17
        users    ron/serde          17/17
        log      ron/serde          17/17
        mesh     ron/serde          17/17
        chunks   ron/serde          17/17
        twitter  ron/serde          17/17
        citm     ron/serde          17/17
        canada   ron/serde          17/17
        message  serde-saphyr/serde 17/17
        stored   serde-saphyr/serde 17/17
        users    serde-saphyr/serde 17/17
        log      serde-saphyr/serde 16/17
        mesh     serde-saphyr/serde 15/17
        chunks   serde-saphyr/serde 17/17
        twitter  serde-saphyr/serde 17/17
        citm     serde-saphyr/serde 17/17
        canada   serde-saphyr/serde  8/17
        message  flexbuffers/serde  17/17
        stored   flexbuffers/serde  17/17
        users    flexbuffers/serde  17/17
        log      flexbuffers/serde  17/17
        mesh     flexbuffers/serde  17/17
        chunks   flexbuffers/serde  17/17
        twitter  flexbuffers/serde  17/17
        canada   flexbuffers/serde  17/17
        message  bitcode/native     17/17
        stored   bitcode/native     17/17
        users    bitcode/native     17/17
        log      bitcode/native     17/17
        mesh     bitcode/native     17/17
        chunks   bitcode/native     17/17
        twitter  bitcode/native     17/17
        citm     bitcode/native     17/17
        canada   bitcode/native     17/17
        message  bitcode/serde      17/17
        stored   bitcode/serde      17/17
        users    bitcode/serde      17/17
        log      bitcode/serde      17/17
        mesh     bitcode/serde      17/17
        chunks   bitcode/serde      17/17
        twitter  bitcode/serde      17/17
        citm     bitcode/serde      17/17
        canada   bitcode/serde      17/17
        message  borsh/native       17/17
        stored   borsh/native       17/17
        users    borsh/native       17/17
        log      borsh/native       17/17
        mesh     borsh/native       17/17
        chunks   borsh/native       17/17
        twitter  borsh/native       17/17
        citm     borsh/native       17/17
        canada   borsh/native       17/17
        message  speedy/native      17/17
        stored   speedy/native      17/17
        users    speedy/native      17/17
        log      speedy/native      17/17
        mesh     speedy/native      17/17
        chunks   speedy/native      17/17
        twitter  speedy/native      17/17
        citm     speedy/native      17/17
        canada   speedy/native      17/17
        message  rkyv/native        17/17
        stored   rkyv/native        17/17
        users    rkyv/native        17/17
        log      rkyv/native        17/17
        mesh     rkyv/native        17/17
        chunks   rkyv/native        16/17
        twitter  rkyv/native        17/17
        citm     rkyv/native        17/17
        canada   rkyv/native        17/17
        message  flatbuffers/native 17/17
        stored   flatbuffers/native 17/17
        users    flatbuffers/native 17/17
        log      flatbuffers/native 17/17
        mesh     flatbuffers/native 17/17
        chunks   flatbuffers/native 17/17
        twitter  flatbuffers/native 17/17
        citm     flatbuffers/native 17/17
        canada   flatbuffers/native 17/17
        message  capnp/unpacked     17/17
        stored   capnp/unpacked     17/17
        users    capnp/unpacked     17/17
        log      capnp/unpacked     17/17
        mesh     capnp/unpacked     17/17
        chunks   capnp/unpacked     17/17
        twitter  capnp/unpacked     17/17
        citm     capnp/unpacked     17/17
        canada   capnp/unpacked     17/17
        message  capnp/packed       17/17
        stored   capnp/packed       17/17
        users    capnp/packed       17/17
        log      capnp/packed       17/17
        mesh     capnp/packed       17/17
        chunks   capnp/packed       17/17
        twitter  capnp/packed       17/17
        citm     capnp/packed       17/17
        canada   capnp/packed       17/17
        message  prost/generated    17/17
        stored   prost/generated    16/17
        users    prost/generated    16/17
        log      prost/generated    16/17
        mesh     prost/generated    15/17
        chunks   prost/generated    16/17
        twitter  prost/generated    17/17
        citm     prost/generated    16/17
        canada   prost/generated    16/17
    "#]]
    .assert_eq(&visitor.0);
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
            if T::NAME != StoredSet::NAME {
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

/// Results name the library version they measured; it must be the one that was built.
#[test]
fn descriptor_versions_match_cargo_lock() {
    let lock =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../Cargo.lock")).unwrap();
    for descriptor in registry::formats() {
        let entry =
            format!("name = \"{}\"\nversion = \"{}\"\n", descriptor.name, descriptor.version);
        assert!(lock.contains(&entry), "{descriptor:?} is not what Cargo.lock builds");
    }
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
    same::<fmt_bincode::Serde>();
    same::<fmt_rmp_serde::RmpSerde>();
    same::<fmt_postcard::Postcard>();
    same::<fmt_ciborium::Ciborium>();
    same::<fmt_bitcode::Serde>();
    same::<fmt_rkyv::Rkyv>();
}

/// wincode says it writes bincode 1.x's wire format: it does, byte for byte, on every data set.
#[test]
fn wincode_writes_the_bytes_bincode_1_writes() {
    fn same<T: Dataset>()
    where
        fmt_wincode::Wincode: Codec<T>,
        fmt_bincode1::Serde: Codec<T>,
    {
        let value = T::generate(test_len::<T>());
        let (mut wincode, mut bincode) = (Vec::new(), Vec::new());
        let wincode = fmt_wincode::Wincode.encode(&value, &mut wincode).unwrap().to_vec();
        let bincode = fmt_bincode1::Serde.encode(&value, &mut bincode).unwrap().to_vec();
        assert!(wincode == bincode, "{}: wincode and bincode 1.3 differ", T::NAME);
    }
    same::<StoredData>();
    same::<StoredSet>();
    same::<datasets::users::Users>();
    same::<datasets::log::Logs>();
    same::<datasets::mesh::Mesh>();
    same::<datasets::chunks::Chunks>();
    same::<corpora::twitter::Twitter>();
    same::<corpora::citm::Citm>();
    same::<corpora::canada::Canada>();
}

/// A generic JSON value as a data set, the way `bench-cli run --input` carries a user's document.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
struct Document(serde_json::Value);

impl Dataset for Document {
    const NAME: &'static str = "document";
    const DESCRIPTION: &'static str = "a generic JSON value";
    const DEFAULT_LEN: usize = 1;
    const SEED: u64 = 0;

    fn generate_seeded(len: usize, _: u64) -> Self {
        let item = serde_json::json!({
            "id": 18_446_744_073_709_551_615_u64,
            "delta": -42,
            "ratio": 0.1,
            "name": "Grüße, 世界",
            "flags": [true, false, null],
            "nested": {"empty": {}, "list": [], "deep": [[[1, 2], [3]]]},
        });
        Self(serde_json::Value::Array(vec![item; len.max(1)]))
    }

    fn records(&self) -> usize {
        1
    }

    fn checksum(&self) -> u64 {
        0
    }
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
    let mut values = Values { measured: Vec::new(), listed: Vec::new() };
    registry::visit_value_formats::<Document>(&mut values);
    let mut all: Vec<_> = values.measured.iter().chain(&values.listed).copied().collect();
    all.sort_by_key(|descriptor| (descriptor.name, descriptor.variant));
    let mut formats = registry::formats();
    formats.sort_by_key(|descriptor| (descriptor.name, descriptor.variant));
    assert_eq!(all, formats);
    let names: Vec<_> = values.measured.iter().map(|descriptor| descriptor.name).collect();
    expect!["serde_json simd-json rmp-serde ciborium ron serde-saphyr flexbuffers"]
        .assert_eq(&names.join(" "));
}
