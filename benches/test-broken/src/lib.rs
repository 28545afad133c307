//! Deliberately broken formats, only for proving that the robustness sweep classifies what they
//! do (`bench-cli robustness --include-broken`, used by the tests). A bench binary of its own, as
//! every format has; only that flag builds and sweeps it.

use engine::{Dataset, Document};
use format_api::{Codec, Descriptor, Format};

/// The name every broken format goes by.
pub const NAME: &str = "broken";

/// Every format here encodes its input as a fixed byte string; decoding is where it misbehaves.
fn encode_stub(out: &mut Vec<u8>) -> &[u8] {
    out.clear();
    out.extend_from_slice(b"broken");
    out
}

macro_rules! broken_format {
    ($name:ident, $variant:literal, $decode:expr) => {
        #[derive(Debug, Default)]
        pub struct $name;
        impl Format for $name {
            const DESCRIPTOR: Descriptor = Descriptor {
                name: NAME,
                variant: $variant,
                wire: "-",
                version: "-",
                package: "-",
                settings: "-",
            };
        }
        impl<T: Dataset> Codec<T> for $name {
            type Error = std::io::Error;
            fn encode<'a>(
                &'a mut self,
                _: &T,
                out: &'a mut Vec<u8>,
            ) -> Result<&'a [u8], Self::Error> {
                Ok(encode_stub(out))
            }
            fn decode(&mut self, _: &[u8]) -> Result<T, Self::Error> {
                $decode
            }
        }
    };
}

broken_format!(Panics, "panics", panic!("a broken decoder"));
broken_format!(Aborts, "aborts", std::process::abort());
broken_format!(Hoards, "allocates-unbounded", {
    let mut hoard: Vec<Vec<u8>> = Vec::new();
    loop {
        hoard.push(vec![1; 1 << 24]);
    }
});

engine::suite! {
    /// The broken formats, on `stored`.
    visit(visitor) {
        visitor.codec::<Panics, datasets::stored::StoredData>();
        visitor.codec::<Aborts, datasets::stored::StoredData>();
        visitor.codec::<Hoards, datasets::stored::StoredData>();
    }
    visit_values(visitor) {
        visitor.not_measured::<Panics, Document>("test only");
    }
}
