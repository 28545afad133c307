//! What a library is, beyond its speed: maintenance, `unsafe`, self-description, schema evolution,
//! zero-copy reads, other languages, `no_std`. One entry per library version, each fact with its
//! source; `bench-cli list --features` prints them, with the robustness sweep's verdict on
//! untrusted input beside them. A tidy test holds that every measured library has an entry.
//!
//! Sources: the RustSec advisory database (github.com/rustsec/advisory-db at bf5c0d2,
//! 2026-08-21), each crate's published source at the pinned version (`unsafe` counts are the
//! `unsafe` blocks, functions, impls and traits in its `src/`, comments excluded; `no_std` is its
//! `lib.rs` attribute), and each format's specification or project page.

/// A fact and where it comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fact {
    pub value: &'static str,
    pub source: &'static str,
}

/// One library version's facts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Facts {
    pub library: &'static str,
    pub version: &'static str,
    /// RustSec's verdict: an `unmaintained` or `unsound` advisory against this version, or none.
    pub maintenance: Fact,
    /// Whether the library may be flagged unmaintained in tables.
    pub unmaintained: bool,
    pub unsafe_code: Fact,
    pub self_describing: Fact,
    pub schema_evolution: Fact,
    pub zero_copy: Fact,
    pub other_languages: Fact,
    pub no_std: Fact,
}

const ADVISORY_DB: &str = "github.com/rustsec/advisory-db (bf5c0d2, 2026-08-21)";
const NO_ADVISORY: Fact =
    Fact { value: "no RustSec advisory affects this version", source: ADVISORY_DB };

const fn fact(value: &'static str, source: &'static str) -> Fact {
    Fact { value, source }
}

const JSON: &str = "RFC 8259 (www.rfc-editor.org/rfc/rfc8259)";
const MESSAGEPACK: &str = "msgpack.org (spec and implementations)";
const CBOR: &str = "RFC 8949 (www.rfc-editor.org/rfc/rfc8949); cbor.io (implementations)";
const BINCODE_SPEC: &str = "github.com/bincode-org/bincode/blob/trunk/docs/spec.md";
const FLATBUFFERS: &str = "flatbuffers.dev (schema evolution; supported languages)";
const SERDE_BY_NAME: &str =
    "by field name: serde's `default` for new fields, unknown fields ignored unless denied";
const POSITIONAL: &str = "none: fields are positional and untagged; any change breaks old data";
const BORROWED_STR: &str = "no: decodes owned values (strings can borrow: see the borrowed column)";
const RUST_ONLY: &str = "Rust only";
const TOML_SPEC: &str =
    "TOML 1.1.0 (github.com/toml-lang/toml; toml's version names it: +spec-1.1.0)";

/// Every library version measured, in table order.
pub fn facts() -> &'static [Facts] {
    FACTS
}

const FACTS: &[Facts] = &[
    Facts {
        library: "serde_json",
        version: "1.0.154",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact("13 unsafe items", "serde_json-1.0.154/src"),
        self_describing: fact("yes", JSON),
        schema_evolution: fact(SERDE_BY_NAME, "serde.rs/container-attrs.html"),
        zero_copy: fact(BORROWED_STR, "docs.rs/serde_json/1.0.154"),
        other_languages: fact("every language", JSON),
        no_std: fact("yes, with alloc", "serde_json-1.0.154/src/lib.rs: #![no_std]"),
    },
    Facts {
        library: "simd-json",
        version: "0.19.0",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact(
            "511 unsafe items (simd-json-derive: 14)",
            "simd-json-0.19.0/src; simd-json-derive-0.19.0/src",
        ),
        self_describing: fact("yes", JSON),
        schema_evolution: fact(SERDE_BY_NAME, "serde.rs/container-attrs.html"),
        zero_copy: fact(
            "no: borrows strings only from a mutable input it parses in place",
            "docs.rs/simd-json/0.19.0",
        ),
        other_languages: fact("every language", JSON),
        no_std: fact("no", "simd-json-0.19.0/src/lib.rs"),
    },
    Facts {
        library: "flexon",
        version: "0.4.8",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact("233 unsafe items", "flexon-0.4.8/src"),
        self_describing: fact("yes", JSON),
        schema_evolution: fact(SERDE_BY_NAME, "serde.rs/container-attrs.html"),
        zero_copy: fact(BORROWED_STR, "docs.rs/flexon/0.4.8 (from_slice)"),
        other_languages: fact("every language", JSON),
        no_std: fact("yes, without its std feature", "flexon-0.4.8/src/lib.rs"),
    },
    Facts {
        library: "miniserde",
        version: "0.1.46",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact(
            "24 unsafe items (and 2 in each derived `Deserialize`)",
            "miniserde-0.1.46/src; mini-internal-0.1.46/src/de.rs",
        ),
        self_describing: fact("yes", JSON),
        schema_evolution: fact(
            "by field name: unknown fields ignored; a missing field is an error, but a missing \
             `Option` reads as `None`",
            "mini-internal-0.1.46/src/de.rs",
        ),
        zero_copy: fact("no: decodes owned values only", "docs.rs/miniserde/0.1.46"),
        other_languages: fact("every language", JSON),
        no_std: fact("yes, with alloc", "miniserde-0.1.46/src/lib.rs: #![no_std]"),
    },
    Facts {
        library: "nanoserde",
        version: "0.2.1",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact(
            "9 unsafe items, 3 per format (fixed-size arrays)",
            "nanoserde-0.2.1/src",
        ),
        self_describing: fact(
            "JSON: yes; binary: no",
            "nanoserde-0.2.1/src/serde_json.rs, serde_bin.rs",
        ),
        schema_evolution: fact(
            "JSON: by field name, unknown fields skipped, `nserde(default)` for new ones; binary: \
             none (positional)",
            "nanoserde-derive-0.2.1/src/serde_json.rs, serde_bin.rs",
        ),
        zero_copy: fact("no: decodes owned values only", "docs.rs/nanoserde/0.2.1"),
        other_languages: fact(
            "JSON: every language; binary: Rust only",
            "github.com/not-fl3/nanoserde",
        ),
        no_std: fact("yes, with alloc (without its `std` feature)", "nanoserde-0.2.1/src/lib.rs"),
    },
    Facts {
        library: "bincode",
        version: "2.0.1",
        maintenance: fact(
            "unmaintained: RUSTSEC-2025-0141 (development stopped; 3.0.0 is a stub)",
            "rustsec.org/advisories/RUSTSEC-2025-0141",
        ),
        unmaintained: true,
        unsafe_code: fact("17 unsafe items", "bincode-2.0.1/src"),
        self_describing: fact("no", BINCODE_SPEC),
        schema_evolution: fact(POSITIONAL, BINCODE_SPEC),
        zero_copy: fact(BORROWED_STR, "docs.rs/bincode/2.0.1 (BorrowDecode)"),
        other_languages: fact(RUST_ONLY, BINCODE_SPEC),
        no_std: fact("yes", "bincode-2.0.1/src/lib.rs: #![no_std]"),
    },
    Facts {
        library: "bincode",
        version: "1.3.3",
        maintenance: fact(
            "unmaintained: RUSTSEC-2025-0141 (1.3.3 declared feature-complete)",
            "rustsec.org/advisories/RUSTSEC-2025-0141",
        ),
        unmaintained: true,
        unsafe_code: fact("6 unsafe items", "bincode-1.3.3/src"),
        self_describing: fact("no", BINCODE_SPEC),
        schema_evolution: fact(POSITIONAL, BINCODE_SPEC),
        zero_copy: fact(BORROWED_STR, "docs.rs/bincode/1.3.3"),
        other_languages: fact(RUST_ONLY, BINCODE_SPEC),
        no_std: fact("no", "bincode-1.3.3/src/lib.rs"),
    },
    Facts {
        library: "wincode",
        version: "0.6.3",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact("453 unsafe items", "wincode-0.6.3/src"),
        self_describing: fact("no", "github.com/anza-xyz/wincode (bincode 1 wire format)"),
        schema_evolution: fact(POSITIONAL, BINCODE_SPEC),
        zero_copy: fact(BORROWED_STR, "docs.rs/wincode/0.6.3 (SchemaRead<'de>)"),
        other_languages: fact("Rust only (bincode 1's wire)", BINCODE_SPEC),
        no_std: fact("yes", "wincode-0.6.3/src/lib.rs"),
    },
    Facts {
        library: "rmp-serde",
        version: "1.3.1",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact("none: #![forbid(unsafe_code)]", "rmp-serde-1.3.1/src/lib.rs"),
        self_describing: fact("yes", MESSAGEPACK),
        schema_evolution: fact(
            "positional as measured (structs as arrays); by name with `to_vec_named`",
            "docs.rs/rmp-serde/1.3.1",
        ),
        zero_copy: fact(BORROWED_STR, "docs.rs/rmp-serde/1.3.1 (from_slice)"),
        other_languages: fact("about 50 languages", MESSAGEPACK),
        no_std: fact("no", "rmp-serde-1.3.1/src/lib.rs"),
    },
    Facts {
        library: "zerompk",
        version: "0.8.0",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact(
            "50 unsafe items (its slice writer); its derive emits 18 more (trusted size hints)",
            "zerompk-0.8.0/src, zerompk_derive-0.8.0/src",
        ),
        self_describing: fact("yes", MESSAGEPACK),
        schema_evolution: fact(
            "positional as measured (structs as arrays); by name with `#[msgpack(map)]`, \
             `default` for missing keys",
            "zerompk-0.8.0/README.md",
        ),
        zero_copy: fact(BORROWED_STR, "docs.rs/zerompk/0.8.0 (FromMessagePack<'a>)"),
        other_languages: fact("about 50 languages", MESSAGEPACK),
        no_std: fact("yes (#![no_std], alloc)", "zerompk-0.8.0/src/lib.rs"),
    },
    Facts {
        library: "msgpacker",
        version: "0.7.2",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact(
            "39 unsafe items (its encoders; `EncoderSlice` writes unchecked)",
            "msgpacker-0.7.2/src",
        ),
        self_describing: fact("yes", MESSAGEPACK),
        schema_evolution: fact(POSITIONAL, "msgpacker-0.7.2/README.md (structs as arrays)"),
        zero_copy: fact(
            "no: decodes owned values (`MsgPackerBorrowed` borrows strings of types without owned ones)",
            "docs.rs/msgpacker/0.7.2",
        ),
        other_languages: fact("about 50 languages", MESSAGEPACK),
        no_std: fact("yes, without its std feature", "msgpacker-0.7.2/src/lib.rs"),
    },
    Facts {
        library: "postcard",
        version: "1.1.3",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact("11 unsafe items", "postcard-1.1.3/src"),
        self_describing: fact("no", "postcard.jamesmunns.com/wire-format"),
        schema_evolution: fact(POSITIONAL, "postcard.jamesmunns.com/wire-format"),
        zero_copy: fact(BORROWED_STR, "docs.rs/postcard/1.1.3 (from_bytes)"),
        other_languages: fact(
            "Rust; the wire format is specified",
            "postcard.jamesmunns.com/wire-format",
        ),
        no_std: fact("yes (its first target)", "postcard-1.1.3/src/lib.rs"),
    },
    Facts {
        library: "serde-zap",
        version: "0.1.1",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact("36 unsafe items (its cursor reads and writes)", "serde-zap-0.1.1/src"),
        self_describing: fact("no", "serde-zap-0.1.1/README.md (bincode 2's varint layout)"),
        schema_evolution: fact(POSITIONAL, "serde-zap-0.1.1/README.md"),
        zero_copy: fact(BORROWED_STR, "docs.rs/serde-zap/0.1.1 (from_bytes)"),
        other_languages: fact(RUST_ONLY, "github.com/xangelix/serde-zap"),
        no_std: fact("yes (#![no_std], alloc and std features)", "serde-zap-0.1.1/src/lib.rs"),
    },
    Facts {
        library: "ciborium",
        version: "0.2.2",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact("none", "ciborium-0.2.2/src"),
        self_describing: fact("yes", CBOR),
        schema_evolution: fact(SERDE_BY_NAME, "serde.rs/container-attrs.html"),
        zero_copy: fact("no: reads through io::Read", "docs.rs/ciborium/0.2.2"),
        other_languages: fact("most languages", CBOR),
        no_std: fact("yes", "ciborium-0.2.2/src/lib.rs"),
    },
    Facts {
        library: "cbor4ii",
        version: "1.2.4",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact("none", "cbor4ii-1.2.4/src"),
        self_describing: fact("yes", CBOR),
        schema_evolution: fact(SERDE_BY_NAME, "serde.rs/container-attrs.html"),
        zero_copy: fact(BORROWED_STR, "docs.rs/cbor4ii/1.2.4 (serde::from_slice)"),
        other_languages: fact("most languages", CBOR),
        no_std: fact("yes, without its use_std feature", "cbor4ii-1.2.4/src/lib.rs"),
    },
    Facts {
        library: "minicbor",
        version: "2.3.1",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact("6 unsafe items", "minicbor-2.3.1/src"),
        self_describing: fact("yes", CBOR),
        schema_evolution: fact(
            "by index: unknown fields ignored, missing `Option` fields read as `None`; \
             names change freely",
            "minicbor-derive-0.19.5/src/lib.rs (its compatibility rules)",
        ),
        zero_copy: fact(BORROWED_STR, "docs.rs/minicbor/2.3.1 (decode, `#[b(n)]`)"),
        other_languages: fact("most languages", CBOR),
        no_std: fact("yes, without its std feature", "minicbor-2.3.1/src/lib.rs"),
    },
    Facts {
        library: "ron",
        version: "0.12.3",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact(
            "#![deny(unsafe_code)], 5 unsafe items allowed for RawValue casts",
            "ron-0.12.3/src/lib.rs; src/value/raw.rs",
        ),
        self_describing: fact("yes", "github.com/ron-rs/ron"),
        schema_evolution: fact(SERDE_BY_NAME, "serde.rs/container-attrs.html"),
        zero_copy: fact(BORROWED_STR, "docs.rs/ron/0.12.3 (from_bytes)"),
        other_languages: fact("Rust mainly", "github.com/ron-rs/ron"),
        no_std: fact("yes, with alloc", "ron-0.12.3/src/lib.rs: #![no_std]"),
    },
    Facts {
        library: "serde-saphyr",
        version: "2.1.1",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact("none: #![forbid(unsafe_code)]", "serde-saphyr-2.1.1/src/lib.rs"),
        self_describing: fact("yes", "yaml.org/spec/1.2.2"),
        schema_evolution: fact(SERDE_BY_NAME, "serde.rs/container-attrs.html"),
        zero_copy: fact(BORROWED_STR, "docs.rs/serde-saphyr/2.1.1 (from_str)"),
        other_languages: fact("every language", "yaml.org"),
        no_std: fact("no", "serde-saphyr-2.1.1/src/lib.rs"),
    },
    Facts {
        library: "toml",
        version: "1.2.1+spec-1.1.0",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact(
            "none: #![forbid(unsafe_code)] (its parser, toml_parser, too: toml leaves its `unsafe` feature off)",
            "toml-1.2.1+spec-1.1.0/src/lib.rs; toml_parser-1.1.5+spec-1.1.0/src/lib.rs",
        ),
        self_describing: fact("yes", TOML_SPEC),
        schema_evolution: fact(SERDE_BY_NAME, "serde.rs/container-attrs.html"),
        zero_copy: fact(BORROWED_STR, "toml-1.2.1+spec-1.1.0/src/de/deserializer/value.rs"),
        other_languages: fact("many: a language-neutral specification", TOML_SPEC),
        no_std: fact(
            "yes, with alloc (without its `std` feature)",
            "toml-1.2.1+spec-1.1.0/src/lib.rs",
        ),
    },
    Facts {
        library: "flexbuffers",
        version: "25.12.19",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact("2 unsafe items", "flexbuffers-25.12.19/src"),
        self_describing: fact("yes", "flatbuffers.dev/flexbuffers"),
        schema_evolution: fact(SERDE_BY_NAME, "serde.rs/container-attrs.html"),
        zero_copy: fact(
            "its Reader reads in place (not measured: this table decodes through serde)",
            "flatbuffers.dev/flexbuffers",
        ),
        other_languages: fact("C++, Java, Kotlin, JavaScript, Python, Rust", FLATBUFFERS),
        no_std: fact("no", "flexbuffers-25.12.19/src/lib.rs"),
    },
    Facts {
        library: "bitcode",
        version: "0.6.9",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact("134 unsafe items", "bitcode-0.6.9/src"),
        self_describing: fact("no", "github.com/SoftbearStudios/bitcode"),
        schema_evolution: fact(
            "none: positional, and the format may change between major versions",
            "github.com/SoftbearStudios/bitcode",
        ),
        zero_copy: fact(BORROWED_STR, "docs.rs/bitcode/0.6.9 (Decode<'a>)"),
        other_languages: fact(RUST_ONLY, "github.com/SoftbearStudios/bitcode"),
        no_std: fact("yes", "bitcode-0.6.9/src/lib.rs"),
    },
    Facts {
        library: "borsh",
        version: "1.8.1",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact("6 unsafe items", "borsh-1.8.1/src"),
        self_describing: fact("no", "borsh.io (specification)"),
        schema_evolution: fact(POSITIONAL, "borsh.io (specification)"),
        zero_copy: fact("no: owned values only", "docs.rs/borsh/1.8.1"),
        other_languages: fact("JavaScript/TypeScript, Go, Python, Java and others", "borsh.io"),
        no_std: fact("yes", "borsh-1.8.1/src/lib.rs"),
    },
    Facts {
        library: "speedy",
        version: "0.8.7",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact("124 unsafe items", "speedy-0.8.7/src"),
        self_describing: fact("no", "github.com/koute/speedy"),
        schema_evolution: fact(POSITIONAL, "github.com/koute/speedy"),
        zero_copy: fact(BORROWED_STR, "docs.rs/speedy/0.8.7 (Readable<'a>)"),
        other_languages: fact(RUST_ONLY, "github.com/koute/speedy"),
        no_std: fact("no", "speedy-0.8.7/src/lib.rs"),
    },
    Facts {
        library: "savefile",
        version: "0.20.6",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact(
            "82 unsafe items; its derive emits 51 more (memory-copy of plain types)",
            "savefile-0.20.6/src, savefile-derive-0.20.6/src",
        ),
        self_describing: fact(
            "no (a schema can be written ahead of the data; not as measured)",
            "savefile-0.20.6/README.md",
        ),
        schema_evolution: fact(
            "versioned: a version number per save, `savefile_versions` ranges on fields",
            "savefile-derive-0.20.6/src/common.rs (savefile_versions)",
        ),
        zero_copy: fact(
            "no: owned values only (no references, its issue #18)",
            "github.com/avl/savefile/issues/18",
        ),
        other_languages: fact(RUST_ONLY, "github.com/avl/savefile"),
        no_std: fact("no", "savefile-0.20.6/src/lib.rs"),
    },
    Facts {
        library: "bin-proto",
        version: "0.12.9",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact("3 unsafe items", "bin-proto-0.12.9/src"),
        self_describing: fact("no", "docs.rs/bin-proto/0.12.9"),
        schema_evolution: fact(POSITIONAL, "docs.rs/bin-proto/0.12.9"),
        zero_copy: fact("no: owned values only", "docs.rs/bin-proto/0.12.9 (BitDecode)"),
        other_languages: fact(RUST_ONLY, "github.com/wojciech-graj/bin-proto"),
        no_std: fact("yes (#![no_std], alloc and std features)", "bin-proto-0.12.9/src/lib.rs"),
    },
    Facts {
        library: "rkyv",
        version: "0.8.18",
        maintenance: fact(
            "no RustSec advisory affects this version (RUSTSEC-2026-0233/0234/0235 fixed in 0.8.17)",
            ADVISORY_DB,
        ),
        unmaintained: false,
        unsafe_code: fact("760 unsafe items", "rkyv-0.8.18/src"),
        self_describing: fact("no", "rkyv.org"),
        schema_evolution: fact("none: the archived layout is the type's", "rkyv.org"),
        zero_copy: fact("yes: validated or unchecked access", "rkyv.org"),
        other_languages: fact(RUST_ONLY, "rkyv.org"),
        no_std: fact("yes", "rkyv-0.8.18/src/lib.rs"),
    },
    Facts {
        library: "flatbuffers",
        version: "25.12.19",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact("69 unsafe items", "flatbuffers-25.12.19/src"),
        self_describing: fact("no: the schema is needed", FLATBUFFERS),
        schema_evolution: fact(
            "yes: add fields at the end, deprecate old ones",
            "flatbuffers.dev/evolution",
        ),
        zero_copy: fact("yes: verified or unchecked access", FLATBUFFERS),
        other_languages: fact("about 15 languages", FLATBUFFERS),
        no_std: fact("yes", "flatbuffers-25.12.19/src/lib.rs"),
    },
    Facts {
        library: "capnp",
        version: "0.27.3",
        maintenance: fact(
            "no RustSec advisory affects this version (RUSTSEC-2025-0143 fixed in 0.24.0)",
            ADVISORY_DB,
        ),
        unmaintained: false,
        unsafe_code: fact("166 unsafe items", "capnp-0.27.3/src"),
        self_describing: fact("no: the schema is needed", "capnproto.org/encoding.html"),
        schema_evolution: fact(
            "yes: new fields take new ordinals",
            "capnproto.org/language.html#evolving-your-protocol",
        ),
        zero_copy: fact(
            "yes (unpacked): reads in place, checked lazily",
            "capnproto.org/encoding.html",
        ),
        other_languages: fact(
            "C++, Java, Go, Python, JavaScript and others",
            "capnproto.org/otherlang.html",
        ),
        no_std: fact("yes", "capnp-0.27.3/src/lib.rs"),
    },
    Facts {
        library: "prost",
        version: "0.14.4",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact("12 unsafe items", "prost-0.14.4/src"),
        self_describing: fact(
            "partly: tagged fields, typed only by the schema",
            "protobuf.dev/programming-guides/encoding",
        ),
        schema_evolution: fact(
            "yes: field numbers; unknown fields skipped",
            "protobuf.dev/programming-guides/proto3",
        ),
        zero_copy: fact(
            "no: decodes into owned types (bytes fields can share a `Bytes`)",
            "docs.rs/prost/0.14.4",
        ),
        other_languages: fact("most languages (official and third-party)", "protobuf.dev"),
        no_std: fact("yes", "prost-0.14.4/src/lib.rs"),
    },
    Facts {
        library: "protobuf",
        version: "3.7.2",
        maintenance: fact(
            "no RustSec advisory affects this version (RUSTSEC-2024-0437 fixed in 3.7.2)",
            ADVISORY_DB,
        ),
        unmaintained: false,
        unsafe_code: fact("47 unsafe items", "protobuf-3.7.2/src"),
        self_describing: fact(
            "partly: tagged fields, typed only by the schema (its reflection reads the schema)",
            "protobuf.dev/programming-guides/encoding",
        ),
        schema_evolution: fact(
            "yes: field numbers; unknown fields kept (`special_fields`)",
            "protobuf.dev/programming-guides/proto3",
        ),
        zero_copy: fact(
            "no: decodes into owned types (its with-bytes feature shares a `Bytes` input)",
            "protobuf-3.7.2/README.md",
        ),
        other_languages: fact("most languages (official and third-party)", "protobuf.dev"),
        no_std: fact("no", "protobuf-3.7.2/src/lib.rs"),
    },
    Facts {
        library: "buffa",
        version: "0.9.2",
        maintenance: fact(
            "no RustSec advisory affects this version (CVE-2026-55407, unknown-field memory \
             amplification, fixed in 0.8.0)",
            "github.com/rustsec/advisory-db (bf5c0d2, 2026-08-21); CVE-2026-55407",
        ),
        unmaintained: false,
        unsafe_code: fact("28 unsafe items", "buffa-0.9.2/src"),
        self_describing: fact(
            "partly: tagged fields, typed only by the schema",
            "protobuf.dev/programming-guides/encoding",
        ),
        schema_evolution: fact(
            "yes: field numbers; unknown fields kept (`__buffa_unknown_fields`); editions",
            "protobuf.dev/programming-guides/proto3; buffa-0.9.2/README.md",
        ),
        zero_copy: fact(
            "its generated views borrow strings and bytes from the input (`decode_view`; not \
             measured here: the rows decode owned types)",
            "buffa-0.9.2/README.md",
        ),
        other_languages: fact("most languages (official and third-party)", "protobuf.dev"),
        no_std: fact("yes, without its std feature", "buffa-0.9.2/src/lib.rs"),
    },
    Facts {
        library: "protobuf4",
        version: "4.35.1-release",
        maintenance: fact(
            "no RustSec advisory affects this version (RUSTSEC-2024-0437, in rust-protobuf, \
             fixed in 3.7.2)",
            ADVISORY_DB,
        ),
        unmaintained: false,
        unsafe_code: fact(
            "290 unsafe items in its upb kernel's Rust, over upb's C (69,000 lines, compiled by \
             its build script)",
            "protobuf-4.35.1-release/src (cpp_kernel not counted: not built); libupb/",
        ),
        self_describing: fact(
            "partly: tagged fields, typed only by the schema",
            "protobuf.dev/programming-guides/encoding",
        ),
        schema_evolution: fact(
            "yes: field numbers; unknown fields kept (upb keeps them on the message)",
            "protobuf.dev/programming-guides/proto3",
        ),
        zero_copy: fact(
            "no: parsing copies into the message's upb arena; its views borrow the message",
            "protobuf-4.35.1-release/src/upb_kernel/message.rs (no ALIAS_STRING on parse)",
        ),
        other_languages: fact("most languages (official and third-party)", "protobuf.dev"),
        no_std: fact("no", "protobuf-4.35.1-release/src/protobuf.rs"),
    },
    Facts {
        library: "bilrost",
        version: "0.1016.3",
        maintenance: NO_ADVISORY,
        unmaintained: false,
        unsafe_code: fact(
            "33 unsafe items (none with its forbid-unsafe feature)",
            "bilrost-0.1016.3/src; src/lib.rs",
        ),
        self_describing: fact(
            "partly: tagged fields with wire types, typed only by the Rust types",
            "bilrost-0.1016.3/README.md (Encoding specification)",
        ),
        schema_evolution: fact(
            "yes: field tags; unknown fields skipped (reported in distinguished mode); \
             widening along its listed routes",
            "bilrost-0.1016.3/README.md (Compatible Widening, Decoding in distinguished mode)",
        ),
        zero_copy: fact(
            "no: decodes owned values (strings and bytes can borrow: `BorrowedMessage`)",
            "bilrost-0.1016.3/README.md (Borrowed messages)",
        ),
        other_languages: fact(RUST_ONLY, "bilrost-0.1016.3/README.md (its specification)"),
        no_std: fact("yes, without its std feature", "bilrost-0.1016.3/src/lib.rs"),
    },
];

/// The facts of a library version, if it has an entry.
pub fn facts_of(library: &str, version: &str) -> Option<&'static Facts> {
    facts().iter().find(|facts| facts.library == library && facts.version == version)
}
