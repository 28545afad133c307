//! The order-sensitive fold that both native values and zero-copy views compute in `read`.

/// An FNV-style fold over 64-bit words: cheap, and sensitive to the order of the words, so a view
/// that reads fields in a different order or skips one yields a different value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checksum(u64);

impl Default for Checksum {
    fn default() -> Self {
        Self::new()
    }
}

impl Checksum {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;

    pub const fn new() -> Self {
        Self(Self::OFFSET)
    }

    pub fn u64(&mut self, value: u64) {
        self.0 = (self.0 ^ value).wrapping_mul(Self::PRIME);
    }

    pub fn i64(&mut self, value: i64) {
        self.u64(value as u64);
    }

    pub fn bool(&mut self, value: bool) {
        self.u64(u64::from(value));
    }

    pub fn f32(&mut self, value: f32) {
        self.u64(u64::from(value.to_bits()));
    }

    /// Strings and byte arrays contribute their length only.
    pub fn len(&mut self, len: usize) {
        self.u64(len as u64);
    }

    /// `None` folds a 0; `Some` folds a 1 and lets the caller fold the value.
    pub fn option<T>(&mut self, value: Option<T>, fold: impl FnOnce(&mut Self, T)) {
        match value {
            None => self.u64(0),
            Some(value) => {
                self.u64(1);
                fold(self, value);
            }
        }
    }

    pub fn finish(self) -> u64 {
        self.0
    }
}
