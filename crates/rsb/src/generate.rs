//! Its `Generate` trait: one value of a type from the generator, each field in declaration order.

use rand::Rng;

pub(crate) trait Generate {
    fn generate<R: Rng>(rng: &mut R) -> Self;
}

impl Generate for () {
    fn generate<R: Rng>(_: &mut R) -> Self {}
}

impl Generate for bool {
    fn generate<R: Rng>(rng: &mut R) -> Self {
        rng.gen_bool(0.5)
    }
}

/// Numbers come from rand's `Standard` distribution.
macro_rules! standard {
    ($($ty:ty)*) => {$(
        impl Generate for $ty {
            fn generate<R: Rng>(rng: &mut R) -> Self {
                rng.r#gen()
            }
        }
    )*};
}

standard!(u8 u16 u32 u64 i8 i16 i32 i64 f32 f64);

macro_rules! tuple {
    ($($name:ident)*) => {
        impl<$($name: Generate),*> Generate for ($($name,)*) {
            fn generate<R: Rng>(rng: &mut R) -> Self {
                ($($name::generate(rng),)*)
            }
        }
    };
}

tuple!(A B);
tuple!(A B C);

impl<T: Generate, const N: usize> Generate for [T; N] {
    fn generate<R: Rng>(rng: &mut R) -> Self {
        std::array::from_fn(|_| T::generate(rng))
    }
}

impl<T: Generate> Generate for Option<T> {
    fn generate<R: Rng>(rng: &mut R) -> Self {
        rng.gen_bool(0.5).then(|| T::generate(rng))
    }
}

/// A `Vec` whose length is drawn from `range` first.
pub(crate) fn vec<R: Rng, T: Generate>(rng: &mut R, range: std::ops::Range<usize>) -> Vec<T> {
    let len = rng.gen_range(range);
    (0..len).map(|_| T::generate(rng)).collect()
}

/// One of `choices`, drawn uniformly, as an owned string.
pub(crate) fn pick<R: Rng>(rng: &mut R, choices: &[&str]) -> String {
    choices[rng.gen_range(0..choices.len())].to_owned()
}
