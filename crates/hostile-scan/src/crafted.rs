//! The crafted inputs of the amplification scan, at each of a small valid encoding's first
//! [`POSITIONS`] bytes, in each way the formats here write a length ([`PATTERNS`]):
//!
//! - **a lie**: the valid encoding with a length that promises more than the input holds written
//!   over it, promising each of [`SIZES`];
//! - **many small elements**: the encoding up to the position, then a length of each of [`HELD`]
//!   and as many zero bytes as it promises, the smallest element most binary formats write (an
//!   empty string or sequence, a zero, a `None`, a unit value's nothing at all), so that the
//!   input holds what its length says and the decoder builds it.
//!
//! - **many small text elements** ([`ELEMENTS`]): the encoding up to the position, then one
//!   element of a text format (`"",`, `[],`, `null,`, a key and its value) as many times as fill
//!   each of [`HELD`]. Text formats write no lengths: a sequence or map there is as long as its
//!   elements, and where the position falls inside one, the decoder builds them; a repeated key
//!   in a map is each library's to keep, replace or refuse.
//!
//! A format's lengths sit somewhere in those bytes (the top-level count, the first record's
//! strings), so one of its cases hits each; the others are corrupt input of another kind.

/// The lengths promised and not held: 1 KiB, 64 KiB, 1 MiB.
pub const SIZES: [u64; 3] = [1 << 10, 1 << 16, 1 << 20];

/// The lengths promised and held, by as many zero bytes: 1 KiB. The bytes a decode holds per
/// input byte do not grow with the count; a larger one would only make the input larger than
/// serbench's scan allows a user's values (4 KiB, so that its 4 MiB cap is over 1,024 bytes per
/// input byte).
pub const HELD: [u64; 1] = [1 << 10];

/// The positions a length is written at: the valid encoding's first bytes.
pub const POSITIONS: usize = 64;

/// The ways a length is written here, each with its name: a varint (protobuf, postcard,
/// bitcode's and others' LEB128), fixed-width integers in both byte orders (bincode 1, borsh,
/// speedy, wincode, savefile, bin-proto, rkyv, flatbuffers, Cap'n Proto), bincode 2's varint
/// markers, and the 32-bit headers of MessagePack and CBOR's sequences, maps, strings and bytes.
pub const PATTERNS: [&str; 14] = [
    "LEB128 varint",
    "u32 little-endian",
    "u64 little-endian",
    "u32 big-endian",
    "bincode varint u32",
    "bincode varint u64",
    "MessagePack array 32",
    "MessagePack map 32",
    "MessagePack str 32",
    "MessagePack bin 32",
    "CBOR array, u32",
    "CBOR map, u32",
    "CBOR text, u32",
    "CBOR bytes, u32",
];

/// The text formats' small elements, each with its name: what a sequence of JSON, YAML's flow
/// style, TOML's inline arrays or RON holds at its smallest (empty strings, sequences and maps, a
/// zero, a null, RON's unit), and a map's key repeated with an empty value (JSON's and YAML's
/// `"1":"",`, TOML's `"1" = "",`), a key that an integer or a string key reads.
pub const ELEMENTS: [(&str, &str); 8] = [
    ("empty strings", "\"\","),
    ("empty sequences", "[],"),
    ("empty maps", "{},"),
    ("zeros", "0,"),
    ("nulls", "null,"),
    ("RON units", "(),"),
    ("a repeated key", "\"1\":\"\","),
    ("a repeated TOML key", "\"1\" = \"\","),
];

/// [`ELEMENTS`] as a results file names them: `empty strings (`"",`)`.
pub fn elements() -> Vec<String> {
    ELEMENTS.iter().map(|(name, element)| format!("{name} (`{element}`)")).collect()
}

/// `size` written as pattern number `pattern` (of [`PATTERNS`]).
pub fn length(pattern: usize, size: u64) -> Vec<u8> {
    let le32 = (size as u32).to_le_bytes();
    let be32 = (size as u32).to_be_bytes();
    let marked = |marker: u8, bytes: &[u8]| [&[marker][..], bytes].concat();
    match pattern {
        0 => leb128(size),
        1 => le32.to_vec(),
        2 => size.to_le_bytes().to_vec(),
        3 => be32.to_vec(),
        4 => marked(0xfc, &le32),
        5 => marked(0xfd, &size.to_le_bytes()),
        6 => marked(0xdd, &be32),
        7 => marked(0xdf, &be32),
        8 => marked(0xdb, &be32),
        9 => marked(0xc6, &be32),
        10 => marked(0x9a, &be32),
        11 => marked(0xba, &be32),
        12 => marked(0x7a, &be32),
        _ => marked(0x5a, &be32),
    }
}

fn leb128(mut value: u64) -> Vec<u8> {
    let mut bytes = Vec::new();
    loop {
        let low = (value & 0x7f) as u8;
        value >>= 7;
        if value == 0 {
            bytes.push(low);
            return bytes;
        }
        bytes.push(low | 0x80);
    }
}

/// One crafted input: where, how and what length it writes, and whether the input holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Case {
    pub position: usize,
    /// A length's pattern of [`PATTERNS`], or past them a text element of [`ELEMENTS`].
    pub pattern: usize,
    pub size: u64,
    /// Followed by `size` zero bytes in place of the rest of the encoding; a text element's case
    /// is always held.
    pub held: bool,
}

impl Case {
    /// The text element the case repeats, if it is one.
    pub fn element(&self) -> Option<&'static str> {
        let index = self.pattern.checked_sub(PATTERNS.len())?;
        ELEMENTS.get(index).map(|(_, element)| *element)
    }

    /// The input: `valid` with the length written over it at the case's position (the bytes
    /// past the end of `valid`, if any, appended); held, `valid` up to the position, the length
    /// and `size` zero bytes; a text element's, `valid` up to the position and the element as
    /// many whole times as fit in `size` bytes.
    pub fn input(&self, valid: &[u8]) -> Vec<u8> {
        let prefix = &valid[..self.position.min(valid.len())];
        if let Some(element) = self.element() {
            let times = self.size as usize / element.len();
            return [prefix, element.repeat(times).as_bytes()].concat();
        }
        let length = length(self.pattern, self.size);
        if self.held {
            let mut input = prefix.to_vec();
            input.extend_from_slice(&length);
            input.resize(input.len() + self.size as usize, 0);
            return input;
        }
        let mut input = valid.to_vec();
        let end = self.position + length.len();
        if input.len() < end {
            input.resize(end, 0);
        }
        input[self.position..end].copy_from_slice(&length);
        input
    }

    /// How the case reads in a table: `1 MiB as u32 little-endian at byte 4`.
    pub fn describe(&self) -> String {
        let size = match self.size {
            size if size >= 1 << 20 => format!("{} MiB", size >> 20),
            size => format!("{} KiB", size >> 10),
        };
        if let Some(element) = self.element() {
            return format!("{size} of `{element}` from byte {}", self.position);
        }
        let written = format!("{size} as {} at byte {}", PATTERNS[self.pattern], self.position);
        if self.held { format!("{written}, then as many zero bytes") } else { written }
    }
}

/// The cases per position and pattern: each lie, then each held length.
const PER_PATTERN: u64 = (SIZES.len() + HELD.len()) as u64;
/// The cases of a position: each pattern's, then each text element at each held size.
const PER_POSITION: u64 =
    PATTERNS.len() as u64 * PER_PATTERN + (ELEMENTS.len() * HELD.len()) as u64;

/// The number of cases for a valid encoding of `len` bytes.
pub fn count(len: usize) -> u64 {
    len.clamp(1, POSITIONS) as u64 * PER_POSITION
}

/// Case number `index` (below [`count`]): positions outermost, so that a restart after a case
/// that killed the process goes on at the next.
pub fn case(index: u64) -> Case {
    let position = (index / PER_POSITION) as usize;
    let within = index % PER_POSITION;
    let lengths = PATTERNS.len() as u64 * PER_PATTERN;
    if let Some(text) = within.checked_sub(lengths) {
        let held = HELD.len() as u64;
        return Case {
            position,
            pattern: PATTERNS.len() + (text / held) as usize,
            size: HELD[(text % held) as usize],
            held: true,
        };
    }
    let size = (within % PER_PATTERN) as usize;
    Case {
        position,
        pattern: (within / PER_PATTERN) as usize,
        size: SIZES.get(size).copied().unwrap_or_else(|| HELD[size - SIZES.len()]),
        held: size >= SIZES.len(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_case_writes_its_length_where_it_says() {
        let valid: Vec<u8> = (0..40).collect();
        let cases: Vec<Case> = (0..count(valid.len())).map(case).collect();
        assert_eq!(cases.len(), 40 * (14 * 4 + 8));
        assert_eq!(cases[0], Case { position: 0, pattern: 0, size: 1 << 10, held: false });
        assert_eq!(cases[3], Case { position: 0, pattern: 0, size: 1 << 10, held: true });
        assert_eq!(cases[4], Case { position: 0, pattern: 1, size: 1 << 10, held: false });
        assert_eq!(cases[56], Case { position: 0, pattern: 14, size: 1 << 10, held: true });
        assert_eq!(cases[64], Case { position: 1, pattern: 0, size: 1 << 10, held: false });
        assert_eq!(cases.iter().filter(|case| case.held).count(), 40 * (14 + 8));
        for case in cases {
            let input = case.input(&valid);
            assert_eq!(&input[..case.position], &valid[..case.position], "{case:?}");
            if let Some(element) = case.element() {
                // The element, whole, as many times as fit in the held size.
                let text = std::str::from_utf8(&input[case.position..]).unwrap();
                assert_eq!(text.len(), 1024 / element.len() * element.len(), "{case:?}");
                assert_eq!(text.replace(element, ""), "", "{case:?}");
                continue;
            }
            let length = length(case.pattern, case.size);
            let end = case.position + length.len();
            assert_eq!(&input[case.position..end], &length[..]);
            if case.held {
                assert_eq!(input.len(), end + case.size as usize, "{case:?}");
                assert!(input[end..].iter().all(|&byte| byte == 0), "{case:?}");
            } else {
                assert_eq!(input.len(), valid.len().max(end), "{case:?}");
            }
        }
    }

    #[test]
    fn lengths_are_written_as_the_formats_write_them() {
        assert_eq!(length(0, 1 << 10), [0x80, 0x08]);
        assert_eq!(length(1, 1 << 16), [0, 0, 1, 0]);
        assert_eq!(length(6, 1 << 20), [0xdd, 0, 0x10, 0, 0]);
        assert_eq!(length(4, 1 << 10), [0xfc, 0, 4, 0, 0]);
        assert_eq!(case(64).describe(), "1 KiB as LEB128 varint at byte 1");
        assert_eq!(
            case(64 + 3).describe(),
            "1 KiB as LEB128 varint at byte 1, then as many zero bytes"
        );
        assert_eq!(case(64 + 56).describe(), "1 KiB of `\"\",` from byte 1");
        assert_eq!(elements()[6], "a repeated key (`\"1\":\"\",`)");
    }
}
