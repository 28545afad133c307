//! `bench-cli list`: the format variants (library, version, how each is driven) and the data
//! sets. docs/formats.md's tables are this output in Markdown (a tidy test keeps them fresh).

use bench_support::robustness;
use format_api::Descriptor;

use crate::table::{self, Style};

/// The formats and data sets, as two tables; each format's library at the release `version` names
/// (the one the workspace's lock builds, `bench-cli list` asks cargo).
pub fn render(style: Style, version: &dyn Fn(&Descriptor) -> String) -> String {
    let header =
        ["library", "version", "variant", "wire", "settings that differ from the defaults"];
    let mut formats = table::new(style, &header, 5);
    for descriptor in catalog::formats() {
        formats.add_row([
            descriptor.name,
            &version(descriptor),
            descriptor.variant,
            descriptor.wire,
            &text(style, descriptor.settings),
        ]);
    }
    let mut datasets = table::new(style, &["data set", "records", "what it exercises"], 1);
    if let Some(column) = datasets.column_mut(2) {
        column.set_cell_alignment(comfy_table::CellAlignment::Left);
    }
    for dataset in catalog::DATASETS {
        datasets.add_row([
            dataset.name.to_string(),
            table::group(dataset.default_len as f64),
            text(style, dataset.description),
        ]);
    }
    match style {
        Style::Terminal => format!("formats:\n{formats}\n\ndata sets:\n{datasets}\n"),
        Style::Markdown => format!("{formats}\n\n{datasets}\n"),
    }
}

/// Prose for a cell: as it is on a terminal; in Markdown with `<` escaped outside code spans, so
/// that `Option<bool>` is not read as an HTML tag.
fn text(style: Style, prose: &str) -> String {
    match style {
        Style::Terminal => prose.to_string(),
        Style::Markdown => prose
            .split('`')
            .enumerate()
            .map(
                |(index, part)| if index % 2 == 0 { part.replace('<', "\\<") } else { part.into() },
            )
            .collect::<Vec<_>>()
            .join("`"),
    }
}

/// The measured files the feature matrix shows beside the catalog's facts, each where it exists.
#[derive(Clone, Copy, Debug, Default)]
pub struct Measures<'a> {
    pub robustness: Option<&'a robustness::Results>,
    pub evolution: Option<&'a crate::evolution::Matrix>,
    pub wasm: Option<&'a footprint_file::Wasm>,
    pub code_size: Option<&'a footprint_file::Sizes>,
    pub hostile: Option<&'a hostile_file::Hostile>,
    pub bare_metal: Option<&'a footprint_file::BareMetal>,
    /// The crossings to Python, JavaScript and Go.
    pub crossings: Option<&'a crossings_file::Report>,
}

impl<'a> Measures<'a> {
    /// The published files' measures.
    pub fn published(data: &'a crate::published::Published) -> Measures<'a> {
        Measures {
            robustness: data.robustness.as_ref(),
            evolution: data.evolution.as_ref(),
            wasm: data.wasm.as_ref(),
            code_size: data.code_size.as_ref().map(|joined| &joined.file),
            hostile: data.hostile.as_ref(),
            bare_metal: data.bare_metal.as_ref(),
            crossings: data.crossings.as_ref(),
        }
    }
}

/// The feature and safety matrix: one row per library version, the robustness sweep's verdict on
/// untrusted input, the evolution matrix's line of advice and the wasm figures beside the facts,
/// then every fact's source.
pub fn render_features(style: Style, measures: Measures<'_>) -> String {
    let Measures { robustness: sweep, evolution, wasm, code_size, hostile, bare_metal, crossings } =
        measures;
    let header = [
        "library",
        "version",
        "maintenance",
        "unsafe code",
        "untrusted input (robustness sweep)",
        "hostile input (crafted lengths, depth)",
        "self-describing",
        "schema evolution",
        "schema evolution, measured",
        "zero-copy",
        "other languages",
        "no_std (on a Cortex-M4)",
        "in wasm (wasmtime × native)",
        "code added (wasm, z)",
    ];
    let mut matrix = table::new(style, &header, header.len());
    let mut sources = String::new();
    for facts in catalog::facts() {
        let verdict = match sweep {
            Some(sweep) => untrusted_input(sweep, facts.library, facts.version)
                .unwrap_or_else(|| "not swept".to_string()),
            None => "run `bench-cli robustness`".to_string(),
        };
        let fields = [
            facts.maintenance,
            facts.unsafe_code,
            facts.self_describing,
            facts.schema_evolution,
            facts.zero_copy,
            facts.other_languages,
            facts.no_std,
        ];
        let measured = match evolution {
            Some(matrix) => evolution_advice(style, matrix, facts.library, facts.version)
                .unwrap_or_else(|| "not in the matrix".to_string()),
            None => "run `cargo run --release -p evolution`".to_string(),
        };
        let mut row = vec![facts.library.to_string(), facts.version.to_string()];
        row.extend(fields[..2].iter().map(|fact| text(style, fact.value)));
        row.push(verdict);
        row.push(match hostile {
            Some(hostile) => crate::hostile::feature(hostile, facts.library, facts.version)
                .unwrap_or_else(|| "not scanned".to_string()),
            None => "run `cargo run --release -p hostile`".to_string(),
        });
        row.extend(fields[2..4].iter().map(|fact| text(style, fact.value)));
        row.push(measured);
        row.push(text(style, facts.zero_copy.value));
        // Measured where the crossings study has the library; the claim otherwise.
        row.push(
            crossings
                .and_then(|report| crate::crossings::feature(report, facts.library))
                .unwrap_or_else(|| {
                    format!("{} (claimed)", text(style, facts.other_languages.value))
                }),
        );
        // Built and run on bare metal where the matrix has the library; the claim otherwise.
        row.push(
            bare_metal
                .and_then(|matrix| crate::bare_metal::feature(matrix, facts.library, facts.version))
                .unwrap_or_else(|| format!("{} (claimed)", text(style, facts.no_std.value))),
        );
        row.push(match wasm {
            Some(wasm) => crate::wasm::feature(wasm, facts.library, facts.version)
                .unwrap_or_else(|| "not in the matrix".to_string()),
            None => "run `cargo run -p footprint -- wasm`".to_string(),
        });
        row.push(match code_size {
            Some(sizes) => crate::code_size::feature(sizes, facts.library, facts.version)
                .unwrap_or_else(|| "not in the matrix".to_string()),
            None => "run `cargo run -p footprint -- size`".to_string(),
        });
        matrix.add_row(row);
        let names = [
            "maintenance",
            "unsafe",
            "self-describing",
            "evolution",
            "zero-copy",
            "languages",
            "no_std",
        ];
        let cited: Vec<String> = names
            .iter()
            .zip(fields)
            .map(|(name, fact)| format!("{name}: {}", fact.source))
            .collect();
        let bullet = if style == Style::Markdown { "- " } else { "  " };
        sources += &format!("{bullet}{} {}: {}\n", facts.library, facts.version, cited.join("; "));
    }
    let sweep_note = match sweep {
        Some(sweep) => format!(
            "untrusted input: the variants with the library's default limits, from the robustness \
             sweep of {} ({} corrupt inputs per format and data set).",
            sweep.timestamp,
            sweep.results.first().map_or(0, |row| row.cases)
        ),
        None => "untrusted input: no robustness sweep found.".into(),
    };
    let hostile_note = match hostile {
        Some(hostile) => crate::hostile::feature_note(hostile),
        None => "hostile input: no hostile-input scan found.".into(),
    };
    let evolution_note = match evolution {
        Some(matrix) => format!(
            "schema evolution, measured: each variant's line from the evolution matrix at commit \
             `{}` ({}; docs/evolution.md has every cell). \"never\": a value of the change's \
             steps is read wrong or the reader crashes; \"errors\": a value old or new code could \
             hold is refused; \"safe\": nothing is read wrong and only what a reader cannot hold \
             (after a required field is removed, every new value) is refused.",
            matrix.git_commit.get(..12).unwrap_or(&matrix.git_commit),
            matrix.timestamp
        ),
        None => "schema evolution, measured: no evolution matrix found.".into(),
    };
    let wasm_note = match wasm {
        Some(wasm) => format!(
            "in wasm: each variant's time in wasmtime over its native time, encode / decode \
             (geometric means over the data sets it carries), from the wasm matrix at commit `{}` \
             ({}; docs/results/wasm.md has every cell and Node's figures); \"does not build\": \
             the library does not compile for wasm32-wasip1.",
            wasm.meta.commit.get(..12).unwrap_or(&wasm.meta.commit),
            wasm.meta.timestamp
        ),
        None => "in wasm: no wasm matrix found.".into(),
    };
    let code_note = match code_size {
        Some(sizes) => format!(
            "code added: what the library adds to a wasm module at opt-level \"z\" that \
             round-trips `log` (KB of 1,000 bytes), from the code-size matrix at commit `{}` \
             ({}; docs/results/code-size.md has each data set, build and target it measured).",
            sizes.meta.commit.get(..12).unwrap_or(&sizes.meta.commit),
            sizes.meta.timestamp
        ),
        None => "code added: no code-size matrix found.".into(),
    };
    let crossings_note = match crossings {
        Some(report) => format!(
            "other languages: per variant, the data sets whose bytes crossed both ways in each \
             language (read there by the wire's most-used library, and what it writes read back \
             here), from the crossings study at commit `{}` ({}; docs/results/crossings.md has \
             each cell and the values that break crossings); \"(claimed)\": the library's own \
             word, where the study lacks it.",
            report.git_commit.get(..12).unwrap_or(&report.git_commit),
            report.timestamp
        ),
        None => {
            "other languages: no crossings study found; each cell is the library's own word.".into()
        }
    };
    let bare_metal_note = match bare_metal {
        Some(matrix) => format!(
            "no_std: what the library's round trip of `message` did when built for a bare-metal \
             {} and run on {}, from the bare-metal matrix at commit `{}` ({}; \
             docs/results/bare-metal.md has the flash, RAM and stack each adds, and each build's \
             error); \"(claimed)\": the library's own word, where the matrix lacks it.",
            matrix.meta.target,
            matrix.meta.emulator,
            matrix.meta.commit.get(..12).unwrap_or(&matrix.meta.commit),
            matrix.meta.timestamp
        ),
        None => "no_std: no bare-metal matrix found; each cell is the library's own word.".into(),
    };
    format!(
        "{matrix}\n\n{sweep_note}\n\n{hostile_note}\n\n{evolution_note}\n\n{wasm_note}\n\n{code_note}\n\n{crossings_note}\n\n{bare_metal_note}\n\nsources:\n\n{sources}"
    )
}

/// The evolution matrix's line of advice for each measured variant of a library's release
/// (`crate::evolution::advice`), one line where its variants agree, else a line per variant.
fn evolution_advice(
    style: Style,
    matrix: &crate::evolution::Matrix,
    library: &str,
    version: &str,
) -> Option<String> {
    let mut variants: Vec<&str> = Vec::new();
    for row in matrix.steps.iter().flat_map(|step| &step.rows) {
        let name = row.format.split('/').next().unwrap_or(&row.format);
        if name == library && row.version == version && !variants.contains(&row.format.as_str()) {
            variants.push(&row.format);
        }
    }
    let lines: Vec<(&str, String)> = variants
        .iter()
        .map(|format| {
            let variant = format.split_once('/').map_or(*format, |(_, variant)| variant);
            (variant, crate::evolution::advice(matrix, format))
        })
        .collect();
    let first = lines.first()?;
    if lines.iter().all(|(_, line)| *line == first.1) {
        return Some(first.1.clone());
    }
    let each: Vec<String> =
        lines.iter().map(|(variant, line)| format!("{variant}: {line}")).collect();
    Some(each.join(if style == Style::Markdown { "<br>" } else { " | " }))
}

/// Whether a library's variants with its default limits panicked or aborted on corrupt input;
/// `None` where the sweep did not sweep it.
fn untrusted_input(sweep: &robustness::Results, library: &str, version: &str) -> Option<String> {
    let variants: Vec<_> = catalog::formats()
        .filter(|descriptor| descriptor.name == library && descriptor.version == version)
        .filter(|descriptor| !descriptor.variant.contains("limit"))
        .collect();
    let (mut inputs, mut panics, mut aborts) = (0, 0, 0);
    let mut failing = Vec::new();
    for row in &sweep.results {
        let Some(descriptor) =
            variants.iter().find(|d| d.name == row.format && d.variant == row.variant)
        else {
            continue;
        };
        inputs += row.cases;
        panics += row.counts.panic;
        aborts += row.counts.abort;
        if row.counts.panic + row.counts.abort > 0 && !failing.contains(&descriptor.variant) {
            failing.push(descriptor.variant);
        }
    }
    match (inputs, panics + aborts) {
        (0, _) => None,
        (_, 0) => Some(format!("yes: no panic or abort in {} inputs", table::group(inputs as f64))),
        _ => Some(format!(
            "no: {panics} panics, {aborts} aborts in {} inputs ({})",
            table::group(inputs as f64),
            failing.join(", ")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_prose_escapes_tags_but_not_code() {
        let prose = "Option<bool>, `with_limit::<64>()`";
        assert_eq!(text(Style::Markdown, prose), "Option\\<bool>, `with_limit::<64>()`");
        assert_eq!(text(Style::Terminal, prose), prose);
    }
}
