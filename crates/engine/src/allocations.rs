//! The allocations role: each case's heap allocations per call, counted exactly, in a process of
//! its own.
//!
//! A figure that a comparison gates on must repeat for the same binary. divan's counts did not:
//! it reports the median over a round's samples, and a sample's size is chosen per run, so a
//! buffer that grows once in N calls read 0, 0.5 or 1 per call depending on N (serde_json's
//! serialize of `chunks` flipped between 0.5 and 1 on half the steps of its release history,
//! byte-identical serializer code). Here every case is warmed up [`WARM_UP_CALLS`] times and then
//! counted over exactly [`COUNTED_CALLS`] calls, on the same thread, in a fresh process that has
//! run nothing but the cases before it in the spec's order: nothing in it depends on a clock, so
//! the same binary counts the same figures on every run.

use anyhow::Context;
use divan::black_box;
use format_api::Codec;

use crate::{
    COUNTED_CALLS, Dataset, Suite, WARM_UP_CALLS,
    cases::{CaseContext, Free, Measure, Universe, all_cases, encode_here, run_case},
    heap,
    spec::{Allocated, AllocationsSpec},
};

/// Counts every case of `spec`, in its order, and answers each one's allocations per call.
pub(crate) fn child<S: Suite>(
    spec: &AllocationsSpec,
) -> anyhow::Result<std::collections::BTreeMap<String, Allocated>> {
    if let Some(path) = &spec.source.input {
        crate::document::load(path)?;
    }
    let universe = Universe::of::<S>(&spec.source);
    let cases = all_cases::<S>(universe);
    let mut counted = std::collections::BTreeMap::new();
    for name in &spec.cases {
        let case = cases
            .iter()
            .find(|case| case.id.to_string() == *name)
            .with_context(|| format!("no case {name}"))?;
        let context = CaseContext {
            memcpy_bytes: spec.memcpy_bytes.get(case.id.dataset).copied().unwrap_or(0),
            records: spec.records,
            free: Free::of(case.id.op),
            encodings: None,
        };
        let mut allocated = Allocated::default();
        run_case::<S, Tally>(universe, case.id, Tally(&mut allocated), &context);
        counted.insert(name.clone(), allocated);
    }
    Ok(counted)
}

/// Counting a case's allocations: [`WARM_UP_CALLS`] calls, then [`COUNTED_CALLS`] with the
/// allocator tallying, each output freed inside the count as a timed call frees it, or
/// (`Free::Untimed`) kept, in room made before the count, and freed after it.
struct Tally<'a>(&'a mut Allocated);

impl Measure for Tally<'_> {
    fn measure<O>(self, context: &CaseContext, mut op: impl FnMut() -> O) {
        for _ in 0..WARM_UP_CALLS {
            drop(black_box(op()));
        }
        let total = match context.free {
            Free::Timed => heap::count(|| {
                for _ in 0..COUNTED_CALLS {
                    drop(black_box(op()));
                }
            }),
            Free::Untimed => {
                let mut kept = Vec::with_capacity(COUNTED_CALLS as usize);
                let total = heap::count(|| {
                    for _ in 0..COUNTED_CALLS {
                        kept.push(black_box(op()));
                    }
                });
                drop(kept);
                total
            }
        };
        let per_call = |total: f64| total / f64::from(COUNTED_CALLS);
        *self.0 = Allocated {
            allocs: per_call(total.allocs),
            alloc_bytes: per_call(total.alloc_bytes),
            grows: per_call(total.grows),
            grow_bytes: per_call(total.grow_bytes),
        };
    }

    fn encoded<F: Codec<T>, T: Dataset>(format: &mut F, context: &CaseContext) -> Vec<u8> {
        encode_here(format, context)
    }
}
