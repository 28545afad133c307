//! The scan's second configuration: each library whose decoder the benchmark's configuration
//! leaves open to a crafted length, with the limit its authors document for untrusted input set to
//! [`LIMIT`], 64 times the largest input scanned (16 KiB), as an application sizes it to its
//! messages. Encoding is the benchmark's (the format crate's), so the bytes crafted over are the
//! same; decoding is the library's own call with the setting each [`Limited::SETTING`] states.
//!
//! Depth the same way ([`visit_values`]): rmp-serde's decoder, whose default depth limit (1,024)
//! overflows a 256 KiB stack, with the limit set to [`DEPTH_LIMIT`].
//!
//! The libraries left out document no limit (msgpacker, savefile, bin-proto, nanoserde's binary
//! mode, flexbuffers' and flexon's depth), or are safe as configured already.

use capnp::message::ReaderOptions;
use format_api::{Codec, Descriptor, Format};
use registry::Visitor;

/// The limit each library is given, in bytes.
pub const LIMIT: usize = 1 << 20;

/// The nesting depth a depth limit is set to: serde_json's default recursion limit, which its
/// decoder holds on the smaller stack the scan tries.
pub const DEPTH_LIMIT: usize = 128;

/// A format crate's variant whose library documents a limit: the line of code that sets it.
pub trait Limit: Format {
    /// The setting, as the line of code an application writes.
    const SETTING: &'static str;
}

/// The variant's decode of data set `T` with its library's limit.
pub trait Limited<T>: Limit + Codec<T> {
    fn decode_limited(bytes: &[u8]) -> Result<T, Error>;
}

type Error = Box<dyn std::error::Error + Send + Sync>;

/// Format `F`, encoding as the benchmark does and decoding with its library's limit.
#[derive(Debug, Default)]
pub struct Configured<F>(F);

/// `F`'s descriptor with the setting in place of the benchmark's settings: the scan's rows name
/// the format as the benchmark does, and tell a configured one by its settings.
impl<F: Limit> Format for Configured<F> {
    const DESCRIPTOR: Descriptor = Descriptor { settings: F::SETTING, ..F::DESCRIPTOR };
}

/// A decode error as the configured codec's.
#[derive(Debug)]
pub struct LimitedError(Error);

impl std::fmt::Display for LimitedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for LimitedError {}

impl<T, F: Limited<T>> Codec<T> for Configured<F> {
    type Error = LimitedError;

    fn encode<'a>(&'a mut self, value: &T, out: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        self.0.encode(value, out).map_err(|error| LimitedError(error.into()))
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        F::decode_limited(bytes).map_err(LimitedError)
    }
}

const BINCODE: bincode::config::Configuration<
    bincode::config::LittleEndian,
    bincode::config::Varint,
    bincode::config::Limit<LIMIT>,
> = bincode::config::standard().with_limit::<LIMIT>();

const BINCODE_SETTING: &str = "bincode::config::standard().with_limit::<{ 1 << 20 }>()";

impl Limit for fmt_bincode::Native {
    const SETTING: &'static str = BINCODE_SETTING;
}

impl Limit for fmt_bincode_serde::Serde {
    const SETTING: &'static str = BINCODE_SETTING;
}

impl<T: bincode::Encode + bincode::Decode<()>> Limited<T> for fmt_bincode::Native {
    fn decode_limited(bytes: &[u8]) -> Result<T, Error> {
        Ok(bincode::decode_from_slice(bytes, BINCODE)?.0)
    }
}

impl<T: serde::Serialize + serde::de::DeserializeOwned> Limited<T> for fmt_bincode_serde::Serde {
    fn decode_limited(bytes: &[u8]) -> Result<T, Error> {
        Ok(bincode::serde::decode_from_slice(bytes, BINCODE)?.0)
    }
}

/// wincode's default configuration with the preallocation limit at [`LIMIT`] (its default is
/// 4 MiB; the benchmark raises it to 64 MiB for `mesh`'s 6 MB sequence).
type WincodeConfig = wincode::config::Configuration<true, LIMIT>;

impl Limit for fmt_wincode::Wincode {
    const SETTING: &'static str =
        "wincode::config::Configuration::default().with_preallocation_size_limit::<{ 1 << 20 }>()";
}

impl<T> Limited<T> for fmt_wincode::Wincode
where
    Self: Codec<T>,
    T: for<'de> wincode::SchemaRead<'de, WincodeConfig, Dst = T>,
{
    fn decode_limited(bytes: &[u8]) -> Result<T, Error> {
        let config =
            wincode::config::Configuration::default().with_preallocation_size_limit::<LIMIT>();
        Ok(wincode::config::deserialize_exact(bytes, config)?)
    }
}

/// capnp's reader options with the traversal limit at [`LIMIT`] (its default is 8 Mi words,
/// 64 MiB), which bounds both what a reader walks (a list of zero-sized elements counts a word
/// each) and what the packed reader allocates for the segment a header states.
fn capnp_options() -> ReaderOptions {
    *ReaderOptions::new().traversal_limit_in_words(Some(LIMIT / 8))
}

const CAPNP_SETTING: &str =
    "capnp::message::ReaderOptions::new().traversal_limit_in_words(Some(1 << 17))";

impl Limit for fmt_capnp::Unpacked {
    const SETTING: &'static str = CAPNP_SETTING;
}

impl Limit for fmt_capnp::Packed {
    const SETTING: &'static str = CAPNP_SETTING;
}

impl<T: fmt_capnp::Message> Limited<T> for fmt_capnp::Unpacked {
    fn decode_limited(mut bytes: &[u8]) -> Result<T, Error> {
        let message = capnp::serialize::read_message_from_flat_slice(&mut bytes, capnp_options())?;
        Ok(T::from_reader(message.get_root()?)?)
    }
}

impl<T: fmt_capnp::Message> Limited<T> for fmt_capnp::Packed {
    fn decode_limited(mut bytes: &[u8]) -> Result<T, Error> {
        let message = capnp::serialize_packed::read_message(&mut bytes, capnp_options())?;
        Ok(T::from_reader(message.get_root()?)?)
    }
}

/// rmp-serde's deserializer with its depth limit at [`DEPTH_LIMIT`] (its default is 1,024).
impl Limit for fmt_rmp_serde::RmpSerde {
    const SETTING: &'static str =
        "rmp_serde::Deserializer::from_read_ref(bytes).set_max_depth(128)";
}

impl<T: serde::Serialize + serde::de::DeserializeOwned> Limited<T> for fmt_rmp_serde::RmpSerde {
    fn decode_limited(bytes: &[u8]) -> Result<T, Error> {
        let mut deserializer = rmp_serde::Deserializer::from_read_ref(bytes);
        deserializer.set_max_depth(DEPTH_LIMIT);
        Ok(T::deserialize(&mut deserializer)?)
    }
}

/// Every configured format on every data set: each pair's descriptor's `settings` is its
/// setting.
pub fn visit(visitor: &mut impl Visitor) {
    engine::each_dataset::<Configured<fmt_bincode::Native>>(visitor, &[]);
    engine::each_dataset::<Configured<fmt_bincode_serde::Serde>>(visitor, &[]);
    engine::each_dataset::<Configured<fmt_wincode::Wincode>>(visitor, &[]);
    engine::each_dataset::<Configured<fmt_capnp::Unpacked>>(visitor, &[]);
    engine::each_dataset::<Configured<fmt_capnp::Packed>>(visitor, &[]);
}

/// Every format configured for depth on the user's document, the depth scan's documents
/// ([`registry::visit_value_formats`]'s counterpart).
pub fn visit_values(visitor: &mut impl Visitor) {
    visitor.codec::<Configured<fmt_rmp_serde::RmpSerde>, engine::Document>();
}

#[cfg(test)]
mod tests {
    use super::*;

    /// rmp-serde with its depth limit reads a document nested just under it and refuses one just
    /// over it, and the line of code the pages print sets the limit the scan sets.
    #[test]
    fn rmp_serde_refuses_past_its_depth_limit() {
        let nested = |depth: usize| {
            let mut value = serde_json::Value::Null;
            for _ in 0..depth {
                value = serde_json::Value::Array(vec![value]);
            }
            value
        };
        let mut format = Configured::<fmt_rmp_serde::RmpSerde>::default();
        for (depth, reads) in [(DEPTH_LIMIT - 8, true), (DEPTH_LIMIT + 8, false)] {
            let mut out = Vec::new();
            let bytes = format.encode(&nested(depth), &mut out).expect("encodes").to_vec();
            let decoded: Result<serde_json::Value, _> = format.decode(&bytes);
            assert_eq!(decoded.is_ok(), reads, "depth {depth}: {decoded:?}");
        }
        let setting = <fmt_rmp_serde::RmpSerde as Limit>::SETTING;
        assert!(setting.ends_with(&format!("set_max_depth({DEPTH_LIMIT})")), "{setting}");
        assert!(BINCODE_SETTING.contains(&format!("{{ 1 << {} }}", LIMIT.trailing_zeros())));
    }
}
