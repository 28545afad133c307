//! A small deterministic generator (SplitMix64), so that the data sets do not depend on the value
//! stability policy of an external crate: same seed, same bytes, on every machine and release.

#[derive(Debug, Clone)]
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Self {
        Self(seed)
    }

    pub(crate) fn u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A value in `0..bound` (Lemire's multiply-shift; its bias is irrelevant here).
    pub(crate) fn below(&mut self, bound: u64) -> u64 {
        ((u128::from(self.u64()) * u128::from(bound)) >> 64) as u64
    }

    /// A value in `low..high`.
    pub(crate) fn range(&mut self, low: u64, high: u64) -> u64 {
        low + self.below(high - low)
    }

    /// True with probability `numerator / denominator`.
    pub(crate) fn chance(&mut self, numerator: u64, denominator: u64) -> bool {
        self.below(denominator) < numerator
    }

    pub(crate) fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }

    /// A float in `low..high`, built from 24 random bits so it is exact on every platform.
    pub(crate) fn f32(&mut self, low: f32, high: f32) -> f32 {
        let unit = (self.u64() >> 40) as f32 / (1u32 << 24) as f32;
        low + unit * (high - low)
    }

    /// A lowercase word of `min..max` letters.
    pub(crate) fn word(&mut self, min: u64, max: u64) -> String {
        let len = self.range(min, max);
        (0..len).map(|_| char::from(b'a' + self.below(26) as u8)).collect()
    }
}
