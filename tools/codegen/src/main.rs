//! The generators behind `cargo xtask codegen`, at versions pinned by this crate's Cargo.lock.
//!
//! `codegen-tools flatc ARGS...` runs the vendored flatc with ARGS; `codegen-tools capnp OUT_DIR
//! SRC_PREFIX SCHEMA...` runs `capnp compile` (from the system's Cap'n Proto package) with the
//! capnpc-rust code generator linked in here; `codegen-tools prost OUT_DIR INCLUDE SCHEMA...` runs
//! prost-build (over the system's `protoc`); `codegen-tools protobuf OUT_DIR INCLUDE SCHEMA...`
//! runs rust-protobuf's protobuf-codegen with its own pure-Rust parser; `codegen-tools buffa
//! OUT_DIR INCLUDE SCHEMA...` runs buffa-build (over the system's `protoc`); `codegen-tools
//! protobuf4 PROTOC OUT_DIR INCLUDE SCHEMA` runs Google's protobuf-codegen 4 over that `protoc`
//! (35.1, its own release). The generators' versions come from this crate's Cargo.lock and from
//! `flatc --version` / `capnp --version`, read by the xtask.

use std::{path::PathBuf, process::ExitCode};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("flatc") => flatc(&args[1..]),
        Some("capnp") => capnp(&args[1..]),
        Some("prost") => prost(&args[1..]),
        Some("protobuf") => protobuf(&args[1..]),
        Some("buffa") => buffa(&args[1..]),
        Some("protobuf4") => protobuf4(&args[1..]),
        _ => Err("usage: codegen-tools (flatc ARGS... | capnp OUT_DIR SRC_PREFIX SCHEMA... | prost OUT_DIR INCLUDE SCHEMA... | protobuf OUT_DIR INCLUDE SCHEMA... | buffa OUT_DIR INCLUDE SCHEMA... | protobuf4 PROTOC OUT_DIR INCLUDE SCHEMA...)"
            .to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn flatc(args: &[String]) -> Result<(), String> {
    let status = std::process::Command::new(flatc_fork::flatc())
        .args(args)
        .status()
        .map_err(|error| format!("cannot run {}: {error}", flatc_fork::flatc().display()))?;
    if status.success() { Ok(()) } else { Err(format!("flatc failed ({status})")) }
}

fn capnp(args: &[String]) -> Result<(), String> {
    let [out_dir, src_prefix, schemas @ ..] = args else {
        return Err("capnp needs OUT_DIR SRC_PREFIX SCHEMA...".to_string());
    };
    let mut command = capnpc::CompilerCommand::new();
    // The generated modules live in each crate's `generated` module (its generated `mod.rs`),
    // and the code names its own types by that path.
    command
        .output_path(PathBuf::from(out_dir))
        .src_prefix(src_prefix)
        .default_parent_module(vec!["generated".to_string()]);
    for schema in schemas {
        command.file(schema);
    }
    command.run().map_err(|error| format!("capnp compile failed: {error}"))
}

fn prost(args: &[String]) -> Result<(), String> {
    let [out_dir, include, schemas @ ..] = args else {
        return Err("prost needs OUT_DIR INCLUDE SCHEMA...".to_string());
    };
    prost_build::Config::new()
        .out_dir(out_dir)
        // Protobuf maps as `BTreeMap`s: the models' maps are ordered, and so is the encoding.
        .btree_map(["."])
        .compile_protos(schemas, &[include])
        .map_err(|error| format!("prost-build failed: {error}"))
}

fn protobuf(args: &[String]) -> Result<(), String> {
    let [out_dir, include, schemas @ ..] = args else {
        return Err("protobuf needs OUT_DIR INCLUDE SCHEMA...".to_string());
    };
    // rust-protobuf's defaults, as its README starts (and as rust_serialization_benchmark builds
    // it): the full runtime with reflection, `String` and `Vec<u8>` fields. Maps as `BTreeMap`s,
    // as for prost: the models' maps are ordered, and so is the encoding. Its own `mod.rs` is
    // not written: the xtask writes every schema crate's.
    let customize = protobuf_codegen::Customize::default().gen_mod_rs(false).btreemaps(true);
    protobuf_codegen::Codegen::new()
        .pure()
        .out_dir(out_dir)
        .include(include)
        .inputs(schemas)
        .customize(customize)
        .run()
        .map_err(|error| format!("protobuf-codegen failed: {error:#}"))
}

fn buffa(args: &[String]) -> Result<(), String> {
    let [out_dir, include, schemas @ ..] = args else {
        return Err("buffa needs OUT_DIR INCLUDE SCHEMA...".to_string());
    };
    // buffa's defaults, as its README starts (and as rust_serialization_benchmark builds it):
    // owned types and borrowed views, unknown fields kept; maps as `BTreeMap`s, as for prost (the
    // models' maps are ordered, and so is the encoding). It writes, per proto package,
    // `<package>.mod.rs` (the module's root, including the other two), `<file>.rs` (the owned
    // types) and `<file>.__view.rs` (the views).
    buffa_build::Config::new()
        .files(schemas)
        .includes(&[include])
        .out_dir(out_dir)
        .map_type(buffa_build::MapRepr::BTreeMap)
        .compile()
        .map_err(|error| format!("buffa-build failed: {error}"))
}

fn protobuf4(args: &[String]) -> Result<(), String> {
    let [protoc, out_dir, include, schemas @ ..] = args else {
        return Err("protobuf4 needs PROTOC OUT_DIR INCLUDE SCHEMA...".to_string());
    };
    // Its defaults, as its README starts (and as rust_serialization_benchmark builds it): the upb
    // kernel. It checks that `protoc` is its own release, and writes `<schema>.u.pb.rs` and a
    // `generated.rs` that includes it.
    protobuf4_codegen::CodeGen::new()
        .protoc_path(protoc)
        .output_dir(out_dir)
        .include(include)
        .inputs(schemas.iter().map(|schema| {
            std::path::Path::new(schema).file_name().expect("a schema file").to_owned()
        }))
        .generate_and_compile()
        .map_err(|error| format!("protobuf-codegen 4 failed: {error}"))
}
