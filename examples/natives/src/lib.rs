//! A reading with the derives of every library serbench's `native` feature measures. miniserde
//! carries no enum with data, so the type keeps to structs, strings, numbers, a `Vec`, an
//! `Option`.

#![allow(
    clippy::question_mark,
    reason = "nanoserde's DeJson derive expands to a match clippy would write with `?`: its code"
)]

/// One reading of a probe.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[derive(bitcode::Encode, bitcode::Decode, bincode::Encode, bincode::Decode)]
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
#[derive(borsh::BorshSerialize, borsh::BorshDeserialize, speedy::Readable, speedy::Writable)]
#[derive(wincode::SchemaWrite, wincode::SchemaRead)]
#[derive(simd_json_derive::Serialize, simd_json_derive::Deserialize)]
#[derive(nanoserde::SerBin, nanoserde::DeBin, nanoserde::SerJson, nanoserde::DeJson)]
#[derive(miniserde::Serialize, miniserde::Deserialize)]
#[derive(zerompk::ToMessagePack, zerompk::FromMessagePack, msgpacker::MsgPacker)]
#[derive(savefile_derive::Savefile, bin_proto::BitEncode, bin_proto::BitDecode)]
#[derive(minicbor::Encode, minicbor::Decode, bilrost::Message)]
pub struct Reading {
    #[n(0)]
    pub probe: u32,
    #[n(1)]
    pub name: String,
    #[n(2)]
    #[bilrost(encoding(packed))]
    pub samples: Vec<f64>,
    #[n(3)]
    pub note: Option<String>,
}

/// `n` readings, deterministic.
pub fn readings(n: u32) -> Vec<Reading> {
    (0..n)
        .map(|i| Reading {
            probe: i,
            name: format!("probe-{i}"),
            samples: vec![f64::from(i) * 0.5; 3],
            note: (i % 2 == 0).then(|| "recalibrated".into()),
        })
        .collect()
}
