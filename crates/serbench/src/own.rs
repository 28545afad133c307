//! Codecs of the user's own, measured beside the workbench's formats: a schema format's generated
//! types with the conversion to and from the user's, a hand-written encoding, another release of a
//! library. Each is a [`Codec`] of all the values at once (`Vec<T>`, the one buffer a program
//! writes them to, as each native format's `Vec` codec is measured), named by its [`Format`]'s
//! descriptor; [`main!`](crate::main!)'s `codecs = (A, B)` lists them.

use engine::Visitor;
use format_api::{Codec, Descriptor};

use crate::{
    values::{Measured, Sequence, Values},
    verdict::{Verdict, verdict},
};

/// The codecs of `main!`'s `codecs = (..)`: `()` (none), or a tuple of up to eight types, each a
/// [`Codec`] of `Vec<T>`. Implemented for those tuples only; its methods are how serbench walks
/// them.
pub trait Codecs<T>: 'static {
    /// Each codec's round trip of the values, as one `Vec`.
    #[doc(hidden)]
    fn verdicts(values: &[T]) -> Vec<(Descriptor, Verdict)>;

    /// Has the engine measure each codec on the data set of the values.
    #[doc(hidden)]
    fn visit<W: 'static>(visitor: &mut impl Visitor);
}

macro_rules! tuples {
    ($($codec:ident)*) => {
        impl<T: Measured, $($codec: Codec<Vec<T>>),*> Codecs<T> for ($($codec,)*) {
            fn verdicts(values: &[T]) -> Vec<(Descriptor, Verdict)> {
                let _all = || [values.to_vec()];
                vec![$(($codec::DESCRIPTOR, verdict::<$codec, Vec<T>>(&_all()))),*]
            }

            fn visit<W: 'static>(_visitor: &mut impl Visitor) {
                $(_visitor.codec::<Sequence<$codec>, Values<T, W>>();)*
            }
        }
    };
}

tuples!();
tuples!(A);
tuples!(A B);
tuples!(A B C);
tuples!(A B C D);
tuples!(A B C D E);
tuples!(A B C D E F);
tuples!(A B C D E F G);
tuples!(A B C D E F G H);

#[cfg(test)]
mod tests {
    use format_api::Format;

    use super::*;

    /// Little-endian `u32`s, and a careless version that drops the last one.
    #[derive(Default)]
    struct Words<const CARELESS: bool>;

    impl<const CARELESS: bool> Format for Words<CARELESS> {
        const DESCRIPTOR: Descriptor = Descriptor {
            name: "words",
            variant: if CARELESS { "careless" } else { "le" },
            wire: "u32s",
            version: "0",
            package: "serbench",
            settings: "",
        };
    }

    impl<const CARELESS: bool> Codec<Vec<u32>> for Words<CARELESS> {
        type Error = std::io::Error;

        fn encode<'a>(
            &'a mut self,
            values: &Vec<u32>,
            out: &'a mut Vec<u8>,
        ) -> Result<&'a [u8], Self::Error> {
            out.clear();
            let kept = if CARELESS { values.len().saturating_sub(1) } else { values.len() };
            out.extend(values[..kept].iter().flat_map(|value| value.to_le_bytes()));
            Ok(out)
        }

        fn decode(&mut self, bytes: &[u8]) -> Result<Vec<u32>, Self::Error> {
            let words = bytes.chunks_exact(4);
            Ok(words.map(|word| u32::from_le_bytes(word.try_into().expect("4 bytes"))).collect())
        }
    }

    #[test]
    fn each_codec_of_the_user_s_own_is_checked_on_all_the_values() {
        let verdicts = <(Words<false>, Words<true>) as Codecs<u32>>::verdicts(&[1, 2, 3]);
        let named: Vec<_> = verdicts.iter().map(|(format, _)| format.variant).collect();
        assert_eq!(named, ["le", "careless"]);
        assert_eq!(verdicts[0].1, Verdict::RoundTrips);
        assert!(matches!(&verdicts[1].1, Verdict::Differs(at) if at.contains("3")), "{verdicts:?}");
        assert!(<() as Codecs<u32>>::verdicts(&[1]).is_empty());
    }
}
