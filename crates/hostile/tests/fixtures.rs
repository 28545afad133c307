//! The inputs that break a library, each a few bytes, run through its format crate as the
//! benchmark configures it: what a decoder does with a length that promises more than the input
//! holds. Each test holds the library's behaviour today; a release that changes it fails here, and
//! the verdict it backs is revisited.

use std::{
    cell::RefCell,
    panic::{AssertUnwindSafe, catch_unwind},
    sync::Once,
};

use format_api::Codec;
use hostile::{Tracking, measure};

#[global_allocator]
static ALLOCATOR: Tracking = Tracking;

const GIB: u64 = 1 << 30;

/// `value`'s encoding by format `F`.
fn encoded<F: Codec<T>, T>(value: &T) -> Vec<u8> {
    let mut out = Vec::new();
    F::default().encode(value, &mut out).expect("encodes").to_vec()
}

/// `bytes` with the first occurrence of `old` (a length as the format writes it) replaced by `new`.
fn replaced(bytes: &[u8], old: &[u8], new: &[u8]) -> Vec<u8> {
    let at =
        bytes.windows(old.len()).position(|window| window == old).expect("the length is there");
    [&bytes[..at], new, &bytes[at + old.len()..]].concat()
}

thread_local! {
    /// The message of the panic [`unwound`] caught, while it runs on this thread.
    static CAUGHT: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Runs `work`, and returns its result or its panic's message, which is kept, not printed (the
/// tests run side by side; a panic elsewhere, such as a failed assertion, prints as usual).
fn unwound<R>(work: impl FnOnce() -> R) -> Result<R, String> {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let usual = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let message = info
                .payload()
                .downcast_ref::<&str>()
                .map(|text| (*text).to_owned())
                .or_else(|| info.payload().downcast_ref::<String>().cloned())
                .unwrap_or_default();
            let kept = CAUGHT.with(|caught| match &mut *caught.borrow_mut() {
                Some(slot) => {
                    *slot = message;
                    true
                }
                None => false,
            });
            if !kept {
                usual(info);
            }
        }));
    });
    CAUGHT.with(|caught| *caught.borrow_mut() = Some(String::new()));
    let outcome = catch_unwind(AssertUnwindSafe(work));
    let message = CAUGHT.with(|caught| caught.borrow_mut().take().unwrap_or_default());
    outcome.map_err(|_| message)
}

/// savefile 0.20.6 reads a `Vec` of plain numbers in one piece: it multiplies the count by the
/// element's size without checking for overflow (release builds wrap), allocates the wrapped
/// product and hands `Vec::from_raw_parts` the count. A count of 2^62 + 3 `u32`s wraps to 12 bytes:
/// the decode succeeds with a vector that claims 4.6 × 10^18 elements over a 12-byte allocation,
/// and any read past the third is out of bounds. Memory-unsafe from a 36-byte input, at its
/// defaults and with no setting that prevents it (`size_sanity_checks` caps counts at 1,000,000
/// in the other paths, and is a cargo feature).
#[test]
fn savefile_decodes_a_vec_that_claims_more_elements_than_its_allocation_holds() {
    let valid = encoded::<fmt_savefile::Savefile, Vec<u32>>(&vec![1, 2, 3]);
    let count: u64 = (1 << 62) + 3;
    let crafted = replaced(&valid, &3_u64.to_le_bytes(), &count.to_le_bytes());
    let (decoded, allocation) =
        measure(|| unwound(|| Codec::<Vec<u32>>::decode(&mut fmt_savefile::Savefile, &crafted)));
    match decoded {
        // A build with overflow checks (the tests' dev profile) stops at the multiplication.
        Err(message) => assert!(message.contains("multiply with overflow"), "{message}"),
        // A release build (what users ship, and `cargo test --release`) wraps it.
        Ok(decoded) => {
            let decoded = decoded.expect("savefile accepts the count");
            // Through `black_box`: the compiler assumes a `Vec<u32>`'s length is below 2^61 and
            // folds a comparison of this one, which breaks that promise, to `false`.
            let len = std::hint::black_box(decoded.len()) as u64;
            assert_eq!(len, count, "from {} bytes", crafted.len());
            assert!(allocation.largest <= 16, "{allocation:?}: the wrapped size, 12 bytes");
            // Its elements are not there: neither read nor freed (dropping it would free the
            // wrapped size, which matches the allocation, but nothing here relies on that).
            std::mem::forget(decoded);
        }
    }
}

/// bincode 2.0.1's `standard()` configuration has no limit: a `String` (or `Vec<u8>`) is
/// allocated at the length its prefix states, zeroed, before its bytes are read, so a 5-byte
/// input makes it ask for 1 GiB and then fail. `with_limit` (the crate's `native+limit`
/// variant, 64 MiB) refuses the length before allocating.
#[test]
fn bincode_allocates_the_length_a_prefix_states_unless_limited() {
    // The varint of 1 GiB: 0xfc, then the u32, little-endian.
    let crafted = [&[0xfc][..], &(GIB as u32).to_le_bytes()].concat();
    let (decoded, unlimited) =
        measure(|| Codec::<String>::decode(&mut fmt_bincode::Native, &crafted));
    assert!(decoded.is_err());
    assert!(unlimited.largest >= GIB, "{unlimited:?} from {} bytes", crafted.len());
    let (decoded, limited) =
        measure(|| Codec::<String>::decode(&mut fmt_bincode::NativeLimited, &crafted));
    assert!(decoded.is_err());
    assert!(limited.largest < 1 << 10, "{limited:?}");
}

/// bin-proto 0.12.9 reads a `Vec`'s length as an 8-byte count and calls
/// `Vec::with_capacity` with it before reading an element: an 8-byte prefix makes it ask for
/// 1 GiB. A count beyond what the address space holds is a capacity-overflow panic, or an
/// allocation failure that aborts the process. No setting limits it.
#[test]
fn bin_proto_reserves_the_count_a_prefix_states() {
    let valid = encoded::<fmt_bin_proto::BinProto, Vec<u8>>(&vec![1, 2, 3]);
    let crafted = replaced(&valid, &3_u64.to_le_bytes(), &GIB.to_le_bytes());
    let (decoded, allocation) =
        measure(|| Codec::<Vec<u8>>::decode(&mut fmt_bin_proto::BinProto, &crafted));
    assert!(decoded.is_err());
    assert!(allocation.largest >= GIB, "{allocation:?} from {} bytes", crafted.len());
}

/// nanoserde 0.2.1's binary decoder adds a string's stated length to its offset unchecked: a
/// length near `u64::MAX` overflows it, and the decode panics (an overflow in a build with
/// overflow checks, a slice out of range in one without) instead of returning an error.
#[test]
fn nanoserde_binary_panics_on_a_length_that_overflows_its_offset() {
    let valid = encoded::<fmt_nanoserde_bin::Binary, String>(&"abc".to_owned());
    let crafted = replaced(&valid, &3_u64.to_le_bytes(), &(u64::MAX - 3).to_le_bytes());
    let outcome = unwound(|| Codec::<String>::decode(&mut fmt_nanoserde_bin::Binary, &crafted));
    let message = outcome.expect_err("a panic, not an error");
    assert!(
        message.contains("overflow") || message.contains("slice index"),
        "an overflow or a slice out of range: {message}"
    );
}

/// capnp 0.27.3's packed reader takes the segment table's word count at its word and allocates
/// that many zeroed words before reading them, up to the traversal limit (8 Mi words, 64 MiB by
/// default): a 4-byte packed header makes it ask for 64 MiB. Its unpacked reader, on a slice,
/// checks the count against the bytes there first.
#[test]
fn capnp_packed_allocates_the_words_a_header_states() {
    // One segment of 8 Mi - 1 words: the word [0, 0, 0, 0, 0xff, 0xff, 0x7f, 0], packed: a tag
    // with the bits of its three non-zero bytes, then those bytes.
    let crafted = [0x70, 0xff, 0xff, 0x7f];
    let mut packed = fmt_capnp::Packed::default();
    let (decoded, allocation) =
        measure(|| Codec::<datasets::log::Logs>::decode(&mut packed, &crafted));
    assert!(decoded.is_err());
    assert!(allocation.largest >= (1 << 26) - 8, "{allocation:?} from {} bytes", crafted.len());
    let header = [0, 0, 0, 0, 0xff, 0xff, 0x7f, 0];
    let mut unpacked = fmt_capnp::Unpacked::default();
    let (decoded, allocation) =
        measure(|| Codec::<datasets::log::Logs>::decode(&mut unpacked, &header));
    assert!(decoded.is_err());
    assert!(allocation.largest < 1 << 10, "{allocation:?}");
}

/// wincode 0.6.3 refuses a sequence whose stated length times its element's size is above its
/// preallocation limit, 4 MiB by default; the benchmark's crate raises it to 64 MiB (`mesh`
/// holds a 6 MB sequence). A sequence of plain numbers is checked against the bytes there
/// first, but one of strings is reserved at once: an 11-byte input makes it reserve 64 MiB
/// (count × 24 bytes) before failing, where the library's default refuses the count.
#[test]
fn wincode_reserves_up_to_its_preallocation_limit() {
    let valid = encoded::<fmt_wincode::Wincode, Vec<String>>(&vec!["a".into(); 3]);
    let count: u64 = (64 << 20) / 24;
    let crafted = replaced(&valid, &3_u64.to_le_bytes(), &count.to_le_bytes());
    let (decoded, raised) =
        measure(|| Codec::<Vec<String>>::decode(&mut fmt_wincode::Wincode, &crafted));
    assert!(decoded.is_err());
    assert!(raised.largest >= count * 24, "{raised:?} from {} bytes", crafted.len());
    let (decoded, default) = measure(|| {
        wincode::config::deserialize_exact::<Vec<String>, _>(
            &crafted,
            wincode::config::Configuration::default(),
        )
    });
    assert!(decoded.is_err());
    assert!(default.largest < 1 << 10, "{default:?}");
}
