//! The command line as a user meets it: usage errors, listings, an end-to-end quick run, and every
//! benchmark case run once under divan's test mode so that none can rot.

use std::{path::Path, process::Command};

use super::{Removed, bench_cli, scratch, told};

#[test]
fn unknown_names_are_usage_errors_in_one_line_and_write_nothing() {
    let directory = scratch("usage");
    let json = directory.join("out.json");
    for (flag, name, what) in [("--format", "nope", "format"), ("--dataset", "bogus", "data set")] {
        let output = bench_cli().args(["run", flag, name, "--json"]).arg(&json).output().unwrap();
        assert_eq!(output.status.code(), Some(2), "{flag} {name}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(&format!("unknown {what} `{name}`")), "{stderr}");
        assert!(stderr.contains("known: all,"), "{stderr}");
    }
    let output = bench_cli().args(["run", "--frobnicate"]).output().unwrap();
    assert_eq!(output.status.code(), Some(2), "clap's own usage errors exit 2 too");
    assert!(!json.exists());
    std::fs::remove_dir_all(&directory).unwrap();
}

#[test]
fn sizes_beyond_the_machine_are_refused_in_one_line_before_anything_is_allocated() {
    let directory = scratch("sizes");
    let json = directory.join("out.json");
    // A length no machine holds, refused before a bench binary is built or a record generated;
    // then rounds whose statistics alone would not fit, refused before the first round.
    for (args, expected) in [
        (["--dataset", "log", "--records", "1000000000000"], "--records 1000000000000 on log"),
        (["--dataset", "message", "--rounds", "4000000000"], "--rounds 4000000000 over"),
    ] {
        let output = bench_cli()
            .args(["run", "--quick", "--format", "postcard"])
            .args(args)
            .arg("--json")
            .arg(&json)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        // The data sets' lengths are the bench binaries' to know: they may be built first.
        assert_eq!(told(&stderr).len(), 1, "{stderr}");
        assert!(stderr.contains(expected) && stderr.contains("available"), "{stderr}");
    }
    assert!(!json.exists());
    std::fs::remove_dir_all(&directory).unwrap();
}

#[test]
fn list_names_every_format_variant_and_data_set() {
    let output = bench_cli().arg("list").output().unwrap();
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    for descriptor in catalog::formats() {
        assert!(
            stdout.contains(descriptor.name) && stdout.contains(descriptor.version),
            "{stdout}"
        );
    }
    for dataset in protocol::datasets() {
        assert!(stdout.contains(dataset.name), "{stdout}");
    }
}

#[test]
fn a_quick_run_prints_tables_and_writes_json_and_markdown() {
    let directory = scratch("run");
    let (json, markdown) = (directory.join("results.json"), directory.join("results.md"));
    let output = bench_cli()
        .args(["run", "--quick", "--format", "postcard,bitcode/native", "--dataset", "message"])
        .arg("--json")
        .arg(&json)
        .arg("--markdown")
        .arg(&markdown)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.contains("postcard") && stdout.contains("memcpy"), "{stdout}");
    assert!(!stdout.contains("bitcode  ┆ serde"), "bitcode/native selects one variant:\n{stdout}");

    let results: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    assert_eq!(results["schema"], 2);
    assert_eq!(results["meta"]["quick"], true);
    assert_eq!(results["meta"]["datasets"]["message"], 1);
    let rows = results["results"].as_array().unwrap();
    let labels: Vec<String> = rows
        .iter()
        .map(|row| {
            format!("{}/{}", row["format"].as_str().unwrap(), row["variant"].as_str().unwrap())
        })
        .collect();
    assert_eq!(labels, ["postcard/serde", "bitcode/native", "memcpy/floor"]);
    let postcard = &rows[0];
    assert_eq!(postcard["size_bytes"], 44);
    for op in ["serialize", "deserialize"] {
        assert!(postcard["ops"][op]["median_ns"].as_f64().unwrap() > 0.0, "{op}");
        assert!(postcard["ops"][op]["samples"].as_u64().unwrap() > 0, "{op}");
    }
    for (compressor, compressed) in postcard["compression"].as_object().unwrap() {
        assert!(compressed["bytes"].as_u64().unwrap() > 0, "{compressor}");
        for time in ["compress_ns", "decompress_ns"] {
            assert!(compressed[time].as_f64().unwrap() > 0.0, "{compressor} {time}");
        }
    }
    let compressors: Vec<&String> = postcard["compression"].as_object().unwrap().keys().collect();
    assert_eq!(compressors, ["lz4", "zstd-1", "zstd-3"]);
    assert_eq!(postcard["compression"]["zstd-3"]["bytes"], postcard["zstd_bytes"]);
    let markdown = std::fs::read_to_string(&markdown).unwrap();
    assert!(markdown.contains("| postcard") && markdown.contains("Compressed ("), "{markdown}");
    std::fs::remove_dir_all(&directory).unwrap();
}

/// `--free-untimed` measures each decode twice in one run, its free timed and not, and prints
/// what the free adds.
#[test]
fn a_free_untimed_run_gives_every_decode_its_twin() {
    let directory = scratch("free-untimed");
    let json = directory.join("results.json");
    let output = bench_cli()
        .args(["run", "--quick", "--free-untimed", "--format", "postcard,rkyv", "--dataset", "log"])
        .arg("--json")
        .arg(&json)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.contains("what freeing the decoded value costs"), "{stdout}");
    assert!(
        stdout.contains("postcard/serde (borrowed)")
            && stdout.contains("rkyv/native (unvalidated)")
    );
    let results: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    for row in results["results"].as_array().unwrap().iter().filter(|row| row["format"] != "memcpy")
    {
        let ops = row["ops"].as_object().unwrap();
        for (op, stats) in ops {
            let twin = format!("{op}_free_untimed");
            if op.starts_with("deserialize") && !op.ends_with("_free_untimed") {
                assert!(ops.contains_key(&twin), "{} has no {twin}", row["format"]);
                // The same decode of the same value: the same allocations, freed or not.
                assert_eq!(stats["allocs"], ops[&twin]["allocs"], "{op}: the same decode");
            }
        }
    }
    std::fs::remove_dir_all(&directory).unwrap();
}

#[test]
fn a_scaling_run_measures_each_length_and_refuses_lengths_a_data_set_lacks() {
    let directory = scratch("scaling");
    let json = directory.join("scaling.json");
    let output = bench_cli()
        .args(["run", "--quick", "--format", "postcard", "--dataset", "log,stored"])
        .args(["--records", "100,1,10,10", "--json"])
        .arg(&json)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.contains("log: time per record") && stdout.contains("n = 100"), "{stdout}");
    let results: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    assert_eq!(results["meta"]["suite"], "scaling");
    let cells: Vec<String> = results["results"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|row| row["format"] == "postcard")
        .map(|row| format!("{}@{}", row["dataset"].as_str().unwrap(), row["records"]))
        .collect();
    // Each length once, ascending, each data set in each pass.
    assert_eq!(cells, ["stored@1", "log@1", "stored@10", "log@10", "stored@100", "log@100"]);

    let output = bench_cli()
        .args(["run", "--quick", "--format", "postcard", "--dataset", "twitter"])
        .args(["--records", "1000", "--json"])
        .arg(directory.join("never.json"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(told(&stderr).len(), 1, "{stderr}");
    assert!(stderr.contains("twitter has 100 records at most"), "{stderr}");
    assert!(!directory.join("never.json").exists());
    std::fs::remove_dir_all(&directory).unwrap();
}

#[test]
fn every_case_runs_once_under_divan_test_mode() {
    let listed = bench_cli().args(["list", "--cases"]).output().unwrap();
    assert!(listed.status.success(), "{}", String::from_utf8_lossy(&listed.stderr));
    let cases: Vec<String> =
        String::from_utf8(listed.stdout).unwrap().lines().map(str::to_string).collect();
    // `list --cases` built every bench binary (one set, so one resolution of features). Each
    // format's checking binary prepares (writing the encodings its timed twin's decodes start
    // from, and saying which pairs it does not measure, and why), then its timed twin runs its
    // cases; the floors are the floors' binary's.
    let mut binaries: Vec<(&str, Vec<String>)> = catalog::SUITES
        .iter()
        .map(|suite| {
            let labels: Vec<String> = suite
                .formats
                .iter()
                .map(|format| format!("/{}/{}/", format.name, format.variant))
                .collect();
            let own = cases.iter().filter(|case| labels.iter().any(|label| case.contains(label)));
            (suite.binary, own.cloned().collect())
        })
        .collect();
    let floors = cases.iter().filter(|case| case.contains("/memcpy/floor/")).cloned().collect();
    binaries.push(("bench-floor", floors));
    let encodings = scratch("every-case-encodings");
    let _removed = Removed(encodings.clone());
    // Each binary prepares, then its timed twin runs its cases in test mode: alone, a binary's
    // pair is the longest test there is, so the binaries go to a worker per core.
    let checked = on_every_core(&binaries, |(binary, own)| every_case_of(binary, own, &encodings));
    let not_measured: Vec<String> =
        checked.iter().flat_map(|(skipped, _)| skipped).cloned().collect();
    // The checking binaries here are unoptimised, the published ones were optimised (bench-lto):
    // what they answer does not depend on code generation, so every size is the published one,
    // and so is every allocation count on `message` (the data set they count here: its cells
    // are the cheapest to count unoptimised), cell for cell, but where this build's debug
    // assertions change what a library allocates (below).
    let published: serde_json::Value = serde_json::from_slice(
        &std::fs::read(bench_support::workspace_root().join("docs/data/results.json"))
            .expect("the published run"),
    )
    .expect("its JSON");
    let mut compared = 0;
    let mut differ = Vec::new();
    for (sizes, allocations) in checked.iter().map(|(_, answers)| answers) {
        for (pair, size) in sizes {
            let row = published["results"].as_array().expect("rows").iter().find(|row| {
                format!("{}/{}/{}", row["dataset"], row["format"], row["variant"]).replace('"', "")
                    == *pair
            });
            let Some(row) = row else { continue };
            assert_eq!(row["size_bytes"].as_u64(), Some(*size), "{pair}: its size as published");
            compared += 1;
            let own = allocations.iter().filter(|(case, _)| case.starts_with(&format!("{pair}/")));
            for (case, counted) in own {
                let op = case.rsplit('/').next().expect("an op");
                let stats = &row["ops"][op];
                for key in ["allocs", "alloc_bytes", "grows", "grow_bytes"] {
                    if stats[key].as_f64() != counted[key].as_f64() {
                        differ.push(format!(
                            "{case} {key}: {} published, {} here",
                            stats[key], counted[key]
                        ));
                    }
                }
            }
        }
    }
    // With debug assertions (this build's), bitcode's `FastSlice` holds an end pointer it
    // checks every read against (bitcode 0.6.9's `src/fast.rs`), and its serde decoders allocate
    // its vectors bigger: that is a build setting the published run does not have, not code
    // generation. Every other count is the published one.
    let debug_only: &[&str] = if cfg!(debug_assertions) {
        &[
            "message/bitcode/serde/deserialize alloc_bytes: 1744.0 published, 2016.0 here",
            "message/bitcode/serde/deserialize_borrowed alloc_bytes: 1688.0 published, 1960.0 here",
        ]
    } else {
        &[]
    };
    assert_eq!(differ, debug_only, "allocations other than the published");
    assert!(compared > 300, "only {compared} pairs compared with the published run");
    // The list is every binary's own cases, then the floors; every variant serializes and
    // deserializes every data set it is not listed as not measuring, and every data set has
    // its floor.
    let owned: usize = binaries.iter().map(|(_, cases)| cases.len()).sum();
    assert_eq!(owned, cases.len(), "every case belongs to exactly one binary");
    for dataset in protocol::datasets() {
        assert!(cases.contains(&format!("{}/memcpy/floor/copy", dataset.name)), "{}", dataset.name);
        for format in catalog::formats() {
            let pair = format!("{}/{}/{}", dataset.name, format.name, format.variant);
            let skipped = not_measured.contains(&pair);
            for op in ["serialize", "deserialize"] {
                let case = format!("{pair}/{op}");
                assert_eq!(cases.contains(&case), !skipped, "{case}: listed iff measured");
            }
        }
    }
    let borrowed = cases.iter().filter(|case| case.ends_with("/deserialize_borrowed")).count();
    assert!(borrowed >= 8 * 4, "{borrowed} borrowed decodes");
    let zero_copy = cases.iter().filter(|case| case.contains("/access_")).count();
    assert!(zero_copy > 0);
    std::fs::remove_dir_all(&encodings).unwrap();
}

/// What a checking binary answered: each pair's size (`dataset/format/variant`), and each case's
/// allocations on `message`.
type Answers = (Vec<(String, u64)>, serde_json::Map<String, serde_json::Value>);

/// `binary`'s checking binary (debug profile) prepares its cases into `encodings`, each of which
/// must be one of `own` (its share of `list --cases`), and counts its cases' allocations on
/// `message`; then its timed twin runs them once in divan's test mode. Returns the pairs it does
/// not measure at all (`dataset/format/variant`), and what it answered.
fn every_case_of(binary: &str, own: &[String], encodings: &Path) -> (Vec<String>, Answers) {
    let path = bench_support::target_dir().join("debug").join(format!("{binary}-check"));
    let answer = |spec: serde_json::Value| -> serde_json::Value {
        let output =
            Command::new(&path).env("SERBENCH_CHILD", spec.to_string()).output().expect("start it");
        assert!(output.status.success(), "{binary}: {}", String::from_utf8_lossy(&output.stderr));
        serde_json::from_slice(&output.stdout).unwrap_or_default()
    };
    let prepared =
        answer(serde_json::json!({"prepare": {"selection": {}, "encodings": encodings}}));
    let mut not_measured = Vec::new();
    let mut answers = Answers::default();
    if binary != "bench-floor" {
        // A pair not measured at all (an operation of its own that is not, such as a borrowed
        // decode, names it).
        let pairs = prepared["not_measured"].as_array().expect("not_measured").iter();
        for skipped in pairs.filter(|skipped| skipped["op"].is_null()) {
            let field = |key: &str| skipped[key].as_str().expect(key).to_string();
            not_measured.push(format!(
                "{}/{}/{}",
                field("dataset"),
                field("format"),
                field("variant")
            ));
        }
        for row in prepared["rows"].as_array().expect("rows") {
            let pair = format!("{}/{}/{}", row["dataset"], row["format"], row["variant"]);
            answers.0.push((pair.replace('"', ""), row["size_bytes"].as_u64().expect("a size")));
        }
        let prepared: Vec<String> =
            serde_json::from_value(prepared["cases"].clone()).expect("cases");
        // What a binary prepares to time, it lists (the list also names each zero-copy format's
        // unvalidated operations, which those without them skip).
        for case in &prepared {
            assert!(own.contains(case), "{binary} prepares {case}, which list --cases omits");
        }
        let message: Vec<&String> =
            prepared.iter().filter(|case| case.starts_with("message/")).collect();
        let counted = answer(serde_json::json!({"allocations": {
            "cases": message, "memcpy_bytes": {},
        }}));
        answers.1 = counted.as_object().expect("allocations by case").clone();
    }
    let spec = serde_json::json!({"bench": {
        "cases": own, "sample_count": 1, "max_time_ms": 1, "memcpy_bytes": {}, "test": true,
        "encodings": encodings,
    }});
    let timed = path.with_file_name(format!("{binary}-timed"));
    // The timed twin holds no other call of an operation than divan's: not the prepare role's
    // round-trip check (whose message is in a binary only if the check is; the floors' binary
    // has no pair to check).
    let check = b"the decoded value differs from the original".as_slice();
    let holds = |path: &Path| {
        std::fs::read(path).expect("read it").windows(check.len()).any(|w| w == check)
    };
    let placed = !holds(&timed) && (binary == "bench-floor" || holds(&path));
    assert!(placed, "{binary}: the round-trip check is in the wrong binary");
    let output =
        Command::new(&timed).env("SERBENCH_CHILD", spec.to_string()).output().expect("start it");
    assert!(output.status.success(), "{binary}: {}", String::from_utf8_lossy(&output.stderr));
    (not_measured, answers)
}

/// `work` on each of `items`, a worker per core taking the next item as it finishes one; the
/// answers in the items' order. A panic in a worker fails the caller with its message.
fn on_every_core<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let workers = bench_support::cores().min(items.len());
    let mut answers: Vec<(usize, R)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| {
                    let mut answers = Vec::new();
                    loop {
                        let index = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(item) = items.get(index) else { break answers };
                        answers.push((index, work(item)));
                    }
                })
            })
            .collect();
        let joined = handles.into_iter().map(|handle| handle.join());
        joined
            .flat_map(|answers| answers.unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
            .collect()
    });
    answers.sort_by_key(|(index, _)| *index);
    answers.into_iter().map(|(_, answer)| answer).collect()
}

#[test]
fn bad_or_huge_input_documents_are_usage_errors_in_one_line() {
    let directory = scratch("bad-input");
    let json = directory.join("out.json");
    let truncated = directory.join("truncated.json");
    std::fs::write(&truncated, "{\"a\": [1, 2").unwrap();
    let deep = directory.join("deep.json");
    std::fs::write(&deep, "[".repeat(500) + &"]".repeat(500)).unwrap();
    // A sparse file: its length is over the limit, and it is rejected before anything is read.
    let huge = directory.join("huge.json");
    std::fs::File::create(&huge).unwrap().set_len(300 << 20).unwrap();
    for (path, expected) in [
        (directory.join("missing.json"), "No such file"),
        (truncated, "not valid JSON: EOF while parsing"),
        (deep, "not valid JSON: recursion limit exceeded"),
        (huge, "documents up to 256 MiB"),
        (directory.clone(), "not a file"),
    ] {
        let output = bench_cli()
            .args(["run", "--quick", "--input"])
            .arg(&path)
            .arg("--json")
            .arg(&json)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{}", path.display());
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains("--input") && stderr.contains(expected), "{stderr}");
    }
    assert!(!json.exists());
    std::fs::remove_dir_all(&directory).unwrap();
}

#[test]
fn an_input_document_is_measured_by_the_self_describing_formats_with_a_note() {
    let directory = scratch("input");
    let (document, json) = (directory.join("doc.json"), directory.join("results.json"));
    std::fs::write(&document, r#"{"ids": [1, 18446744073709551615], "name": "Grüße", "x": null}"#)
        .unwrap();
    let output = bench_cli()
        .args(["run", "--quick", "--format", "serde_json,postcard,ron", "--input"])
        .arg(&document)
        .arg("--json")
        .arg(&json)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.contains("input (6 JSON values)"), "{stdout}");
    assert!(stdout.contains("not measured: postcard/serde (not self-describing"), "{stdout}");
    assert!(stdout.contains("note: --input measures a generic value model"), "{stdout}");
    let results: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    let labels: Vec<&str> = results["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["format"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["serde_json", "ron", "memcpy"]);
    assert_eq!(results["not_measured"][0]["format"], "postcard");
    std::fs::remove_dir_all(&directory).unwrap();
}
