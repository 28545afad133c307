//! serde-saphyr 2.1.1: YAML through serde.
//!
//! Why this crate: serde_yaml, the long-time default, is deprecated and archived by its author;
//! serde_yml, the best-known fork, carries a soundness advisory (RUSTSEC-2025-0068) and is archived
//! too. serde-saphyr is actively maintained, parses with a pure-Rust, safe parser into Rust types
//! without building a syntax tree first, and is what projects leaving serde_yaml have been moving
//! to. (serde_yaml_ng, a drop-in fork, is the conservative alternative.)
//!
//! Settings: the library's defaults but one. Its deserialization budget (limits on nesting, nodes,
//! events and aliases that guard against hostile documents) defaults to 250,000 nodes and
//! 1,000,000 events, "permissive for typical configuration files": `mesh` breaches it. As the
//! library's docs advise for large documents, the node and event caps are raised, to 64 Mi each;
//! every other limit keeps its default. YAML is written with `to_fmt_writer` into a `String` the
//! codec keeps between calls; decoding uses `from_slice_with_options` into owned values.

use datasets::Borrowable;
use format_api::{AnyError, BorrowDecode, Codec, Descriptor, Format};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

/// The node and event caps: larger than the largest data set needs, still finite.
const MAX_NODES_AND_EVENTS: usize = 64 << 20;

/// serde-saphyr with serde derives, owned decoding.
#[derive(Clone, Debug, Default)]
pub struct SerdeSaphyr {
    text: String,
}

impl Format for SerdeSaphyr {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "serde-saphyr",
        variant: "serde",
        wire: "YAML",
        version: "2.1.1",
        package: env!("CARGO_PKG_NAME"),
        settings: "node and event budget 250,000 / 1 M → 64 Mi (`mesh` exceeds the default)",
    };
}

impl<T: Serialize + DeserializeOwned> Codec<T> for SerdeSaphyr {
    type Error = AnyError;

    fn encode<'a>(&'a mut self, value: &T, _: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        self.text.clear();
        serde_saphyr::to_fmt_writer(&mut self.text, value).map_err(AnyError::new)?;
        Ok(self.text.as_bytes())
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        serde_saphyr::from_slice_with_options(bytes, options()).map_err(AnyError::new)
    }
}

impl<T> BorrowDecode<T> for SerdeSaphyr
where
    T: Borrowable + Serialize + DeserializeOwned,
    for<'a> T::Borrowed<'a>: Deserialize<'a>,
{
    type Borrowed<'a> = T::Borrowed<'a>;

    fn decode_borrowed<'a>(&mut self, bytes: &'a [u8]) -> Result<T::Borrowed<'a>, Self::Error> {
        serde_saphyr::from_slice_with_options(bytes, options()).map_err(AnyError::new)
    }
}

/// The library's default options with the raised budget.
fn options() -> serde_saphyr::Options {
    serde_saphyr::options! {
        budget: serde_saphyr::budget! {
            max_nodes: MAX_NODES_AND_EVENTS,
            max_events: MAX_NODES_AND_EVENTS,
        },
    }
}
