//! nanoserde 0.2.1's JSON through its own `SerJson`/`DeJson` derives: no serde. Its binary
//! format is `fmt-nanoserde-bin`, a crate of its own, so that each format's build cost is what
//! its users compile (nanoserde's `json` feature only here).
//!
//! Settings: the library's defaults, with its output `String` reused: `ser_json` writes into a
//! `SerJsonState` built around this variant's own `String` (cleared first), which `encode` takes
//! back and returns the bytes of. Decoding checks the input is UTF-8 (`DeJson` reads a `&str`,
//! as a user holding bytes must) and then calls `deserialize_json`, into owned values.
//!
//! What it writes, read from its source: compact JSON; numbers through `to_string()` and floats
//! through `{:?}`, each an allocation; map keys as their own JSON value, so numeric keys come out
//! unquoted (`{1:"a"}`), which is not JSON: `citm` (maps keyed by numbers) is declared not
//! measured for that reason. Field names are the Rust names: the corpora's `serde(rename)`s are
//! serde's, so `twitter` and `canada` write `kind` where the files say `type`.

use format_api::{Codec, Descriptor, Format, TextError};
use nanoserde::{DeJson, DeJsonErr, SerJson, SerJsonState};

/// nanoserde's JSON with its derives and a reused output `String`, owned decoding.
#[derive(Clone, Debug, Default)]
pub struct Json {
    out: String,
}

impl Format for Json {
    const DESCRIPTOR: Descriptor = Descriptor {
        name: "nanoserde",
        variant: "json",
        wire: "JSON",
        version: "0.2.1",
        package: env!("CARGO_PKG_NAME"),
        settings: "`ser_json` into a reused `String`, UTF-8 check then `deserialize_json`; `json` feature only",
    };
}

impl<T: SerJson + DeJson> Codec<T> for Json {
    type Error = TextError<DeJsonErr>;

    fn encode<'a>(&'a mut self, value: &T, _: &'a mut Vec<u8>) -> Result<&'a [u8], Self::Error> {
        self.out.clear();
        let mut state = SerJsonState::new(std::mem::take(&mut self.out));
        value.ser_json(0, &mut state);
        self.out = state.out;
        Ok(self.out.as_bytes())
    }

    fn decode(&mut self, bytes: &[u8]) -> Result<T, Self::Error> {
        let text = TextError::utf8(bytes)?;
        T::deserialize_json(text).map_err(TextError::Library)
    }
}
