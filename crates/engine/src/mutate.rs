//! The corrupt inputs: deterministic mutations of a valid encoding, seeded per format × data set.

use format_api::Descriptor;

pub(crate) use protocol::sweep::{MUTATIONS, SEED};

/// A seed per format variant and data set, so that each pair's mutations are its own but the
/// same on every run.
pub(crate) fn seed_for(descriptor: &Descriptor, dataset: &str) -> u64 {
    let mut hash = SEED;
    for byte in descriptor.name.bytes().chain(descriptor.variant.bytes()).chain(dataset.bytes()) {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// Derives corrupt input number `case` from a valid encoding.
pub(crate) fn mutate(valid: &[u8], seed: u64, case: u64) -> Vec<u8> {
    let mut rng = SplitMix(seed ^ case.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let mut bytes = valid.to_vec();
    let len = bytes.len() as u64;
    let position = |rng: &mut SplitMix| if len == 0 { 0 } else { rng.below(len) as usize };
    match case % MUTATIONS.len() as u64 {
        0 => bytes.truncate(position(&mut rng)),
        1 if len > 0 => {
            let at = position(&mut rng);
            bytes[at] ^= 1 << rng.below(8);
        }
        2 if len > 0 => {
            for _ in 0..2 + rng.below(7) {
                let at = position(&mut rng);
                bytes[at] ^= 1 << rng.below(8);
            }
        }
        3 => {
            let at = position(&mut rng);
            let inserted: Vec<u8> = (0..1 + rng.below(8)).map(|_| rng.next() as u8).collect();
            bytes.splice(at..at, inserted);
        }
        4 if len > 0 => {
            let at = position(&mut rng);
            let end = (at + 1 + rng.below(8) as usize).min(bytes.len());
            bytes.drain(at..end);
        }
        5 => bytes = (0..rng.below(2 * len + 16)).map(|_| rng.next() as u8).collect(),
        6 if len > 0 => {
            // A huge count where a length may sit: as a little-endian u32 or u64, and as a LEB128
            // varint of the largest u32, the encodings most formats use for lengths.
            let patterns: [&[u8]; 3] = [
                &[0xff, 0xff, 0xff, 0x7f],
                &[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0f],
                &[0xff, 0xff, 0xff, 0xff, 0x0f],
            ];
            let pattern = patterns[rng.below(3) as usize];
            let at = position(&mut rng);
            for (offset, byte) in pattern.iter().enumerate() {
                if let Some(slot) = bytes.get_mut(at + offset) {
                    *slot = *byte;
                }
            }
        }
        _ => bytes.clear(),
    }
    bytes
}

/// SplitMix64, as in the data sets: mutations must not depend on an external crate's versions.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, bound: u64) -> u64 {
        ((u128::from(self.next()) * u128::from(bound.max(1))) >> 64) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mutations_are_deterministic_and_change_the_input() {
        let valid: Vec<u8> = (0..200).map(|i| i as u8).collect();
        let mut changed = 0;
        for case in 0..700 {
            let once = mutate(&valid, 42, case);
            assert_eq!(once, mutate(&valid, 42, case), "case {case}");
            changed += usize::from(once != valid);
        }
        // Only a bit flip that flips back, or an inflation over identical bytes, can leave the
        // input as it was.
        assert!(changed >= 690, "{changed} of 700 changed");
        assert!(mutate(&valid, 42, 0).len() < valid.len(), "case 0 truncates");
    }
}
