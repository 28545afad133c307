//! The sizes a user types into `run`, held against the machine's memory before anything is built,
//! generated or allocated for them: one line with the estimate and exit 2, never an allocation
//! failure in a child.

use bench_support::check_memory;
use protocol::{DatasetVisitor, datasets::Dataset, spec::Selection, visit_datasets};

/// The copies of a data set one process holds at once, at most, in units of the value's own heap
/// bytes: the value, the decoded value, the encoding and its compressed copy (a text encoding of
/// numbers runs to three times the value's bytes), and room for a decoder's temporaries.
const COPIES: u128 = 8;

/// The records a data set is generated at to weigh one record.
const SAMPLE: usize = 256;

/// `--records`: the longest length on every selected data set.
pub fn check_records(selection: &Selection, records: usize) -> anyhow::Result<()> {
    struct Weigh<'a> {
        selection: &'a Selection,
        records: usize,
        result: anyhow::Result<()>,
    }
    impl DatasetVisitor for Weigh<'_> {
        fn dataset<T: Dataset>(&mut self) {
            if self.result.is_err() || !self.selection.has_dataset(T::NAME) {
                return;
            }
            let Some(per_record) = heap_bytes_per_record::<T>() else { return };
            let needed = per_record.saturating_mul(self.records as u128).saturating_mul(COPIES);
            let what = format!("--records {} on {}", self.records, T::NAME);
            self.result = check_memory(&what, needed).map_err(Into::into);
        }
    }
    let mut weigh = Weigh { selection, records, result: Ok(()) };
    visit_datasets(&mut weigh);
    weigh.result
}

/// `--rounds`: every case's statistics are kept for every round until the rounds are combined.
pub(crate) fn check_rounds(rounds: u32, cases: usize) -> anyhow::Result<()> {
    // A case's statistics in one round, with its name, in its map.
    let per_case = (size_of::<bench_support::results::Stats>() + 128) as u128;
    let needed = u128::from(rounds) * cases as u128 * per_case;
    Ok(check_memory(&format!("--rounds {rounds} over {cases} cases"), needed)?)
}

/// The heap bytes one record of `T` holds, from a sample generated here and dropped; `None` where
/// the allocator does not say (not glibc).
fn heap_bytes_per_record<T: Dataset>() -> Option<u128> {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        let in_use = || {
            // SAFETY: mallinfo2 reads the allocator's counters; this thread allocates nothing
            // while it does, and no other thread runs yet.
            let info = unsafe { libc::mallinfo2() };
            (info.uordblks + info.hblkhd) as u128
        };
        let before = in_use();
        let sample = T::generate(SAMPLE.min(T::DEFAULT_LEN));
        let bytes = in_use().saturating_sub(before);
        Some(bytes.div_ceil(sample.records().max(1) as u128))
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    None
}
