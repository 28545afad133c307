//! A test-only format variant that does measurably more work, or allocates once more per call, on
//! demand: what a regression looks like to `compare`, for the tests that hold the gate to its
//! promise (an A/A comparison is clean, the slowed build is flagged, and so is the one that
//! allocates more), and for the test that adding a format leaves every other format's counts as
//! they were. A bench binary of its own, as every format
//! has; only `run --include-test-formats` (hidden) runs it.

use engine::{Document, each_dataset};
use format_api::{Codec, Descriptor, Format};

/// The environment variable that turns the extra work on, as a changed build would.
pub const EXTRA_WORK_ENV: &str = "SERBENCH_TEST_EXTRA_WORK";
/// The environment variable that turns on one more heap allocation (8 bytes) per encode and per
/// decode, as a changed build would.
pub const EXTRA_ALLOCATION_ENV: &str = "SERBENCH_TEST_EXTRA_ALLOCATION";

/// Bytes of output between two bytes the extra pass reads: about 2 % of postcard's serialize
/// instructions on `log` (measured; docs/methodology.md).
const STRIDE: usize = 16;

/// Format `F` (postcard), plus, when [`EXTRA_WORK_ENV`] is set, a pass over every
/// [`STRIDE`]-th byte of each encoding, and when [`EXTRA_ALLOCATION_ENV`] is set, one more
/// allocation per call.
#[derive(Debug)]
pub struct Slowed<F> {
    inner: F,
    extra_work: bool,
    extra_allocation: bool,
}

impl<F: Default> Default for Slowed<F> {
    fn default() -> Self {
        Slowed {
            inner: F::default(),
            extra_work: std::env::var_os(EXTRA_WORK_ENV).is_some(),
            extra_allocation: std::env::var_os(EXTRA_ALLOCATION_ENV).is_some(),
        }
    }
}

impl<F> Slowed<F> {
    fn allocate(&self) {
        if self.extra_allocation {
            drop(std::hint::black_box(Box::new(0_u64)));
        }
    }
}

impl<F: Format> Format for Slowed<F> {
    const DESCRIPTOR: Descriptor = Descriptor {
        variant: "test-slowed",
        package: "-",
        settings: "test only: the library's variant, plus an extra pass on demand",
        ..F::DESCRIPTOR
    };
}

impl<F: Codec<T>, T> Codec<T> for Slowed<F> {
    type Error = F::Error;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        self.allocate();
        let bytes = self.inner.encode(value, out)?;
        if self.extra_work {
            let sum = bytes.iter().step_by(STRIDE).fold(0_u8, |sum, byte| sum.wrapping_add(*byte));
            std::hint::black_box(sum);
        }
        Ok(bytes)
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        self.allocate();
        self.inner.decode(bytes)
    }
}

engine::suite! {
    /// The test formats: postcard's variant, slowed on demand, on every data set.
    visit(visitor) {
        each_dataset::<Slowed<fmt_postcard::Postcard>>(visitor, &[]);
    }
    visit_values(visitor) {
        visitor.not_measured::<Slowed<fmt_postcard::Postcard>, Document>("test only");
    }
}
