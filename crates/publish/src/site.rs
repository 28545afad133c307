//! The results site and its charts, from the published data (`bench-cli report`): one HTML file
//! that holds everything (inline SVG charts, the sortable tables, the chooser's script and its
//! data), so it opens from `file://` with no network; and the same charts as SVG files beside
//! docs/results.md. Several machines' data (`report --machine LABEL=DIR`) make one site with a
//! machine selector.

use std::fmt::Write;

use bench_support::results::{MEMCPY, Op};
use serde_json::{Value, json};

use crate::{
    chart::escape,
    figures::{Chart, charts, datasets, footer, label, median},
    page::{Published, PublishedHistory},
    report,
};

/// One machine's published data, as the site shows it.
#[derive(Clone, Debug)]
pub struct Machine {
    pub label: String,
    pub data: Published,
}

/// The chooser's data for one machine: per data set, what each variant costs.
fn chooser_data(machine: &Machine) -> Value {
    let data = &machine.data;
    let results = &data.results;
    let mut sets = serde_json::Map::new();
    for (dataset, description) in datasets(results) {
        let rows: Vec<Value> = results
            .results
            .iter()
            .filter(|row| row.dataset == dataset && row.format != MEMCPY.0)
            .filter_map(|row| {
                let (ser_ns, de_ns) = (median(row, Op::Serialize)?, median(row, Op::Deserialize)?);
                let facts = catalog::formats()
                    .find(|d| d.name == row.format && d.variant == row.variant)
                    .and_then(|d| catalog::facts_of(d.name, d.version));
                let languages = facts.map_or("unknown", |facts| facts.other_languages.value);
                let build =
                    data.builds.as_ref().and_then(|builds| builds.formats.get(&row.package));
                let robust = data.robustness.iter().find_map(|sweep| {
                    sweep.results.iter().find(|r| {
                        (&r.dataset, &r.format, &r.variant)
                            == (&row.dataset, &row.format, &row.variant)
                    })
                });
                Some(json!({
                    "label": label(row),
                    "wire": row.wire,
                    "bytes": row.size_bytes,
                    "ser_ns": ser_ns,
                    "de_ns": de_ns,
                    "compression": row.compression,
                    "zero_copy": row.ops.contains_key(Op::AccessValidated.key()),
                    "build_s": build.map(|build| build.over_bare_s.median),
                    "robust": robust.map(|r| json!({
                        "cases": r.cases,
                        "failures": r.counts.panic + r.counts.abort,
                    })),
                    "languages": languages,
                    "rust_only": !crate::verdicts::reaches_other_languages(languages, &row.wire),
                    // What the verdicts' rules read beyond the run, so that a use case's preset
                    // rules out what its rule does: bytes measured crossing to three other
                    // languages at least, their fields named or numbered (the languages rule's), a
                    // field added read both ways, the hostile-input scan's verdict where it is
                    // not safe, a library no longer maintained.
                    "crosses": data.crossings.as_ref().is_some_and(|report| {
                        crate::verdicts::ranked_for_languages(data.jvm.as_ref(), report, &label(row))
                    }),
                    "deploys": data.evolution.as_ref().is_some_and(|matrix| {
                        crate::verdicts::deploys_safely(matrix, &label(row))
                    }),
                    "hostile": data.hostile.as_ref().and_then(|hostile| {
                        let verdict = hostile.verdict(&label(row));
                        (!verdict.safe()).then(|| verdict.words(&hostile.meta.stacks))
                    }),
                    // Over every data set the sweep ran it on, as the rules read it.
                    "crash_free": data.robustness.as_ref().is_some_and(|sweep| {
                        crate::verdicts::crash_free(sweep, &label(row))
                    }),
                    "unmaintained": facts.is_some_and(|facts| facts.unmaintained),
                    // Whether its library's pinned release reads its older releases' bytes:
                    // "reads", else what it makes of them; null where they were not read.
                    "releases": data.stability.get(&row.format).map(|file| {
                        match crate::stability::wire(file).0 {
                            crate::stability::Wire::Reads => "reads",
                            other => other.words(),
                        }
                    }),
                    // What its format crate's program needed on a Cortex-M4: "none",
                    // "alloc" or "no" (it did not run there); null without a matrix.
                    "bare_metal": data.bare_metal.as_ref().map(|matrix| {
                        match crate::bare_metal::judged(matrix, &row.package) {
                            Some((crate::bare_metal::Needs::Nothing, _)) => "none",
                            Some((crate::bare_metal::Needs::Alloc, _)) => "alloc",
                            None => "no",
                        }
                    }),
                }))
            })
            .collect();
        // Pairs the run lists as not measured are ruled out with the run's reason.
        let not_measured: Vec<Value> = results
            .not_measured
            .iter()
            .filter(|pair| pair.dataset == dataset && pair.op.is_none())
            .map(|pair| {
                json!({
                    "label": format!("{}/{}", pair.format, pair.variant),
                    "why": format!("not measured: {}", pair.reason),
                })
            })
            .collect();
        sets.insert(
            dataset.into(),
            json!({
                "description": description,
                "records": results.meta.datasets[dataset],
                "rows": rows,
                "not_measured": not_measured,
            }),
        );
    }
    // What the data says to pick for each use case: the chooser's presets show it, and say where
    // the ranking for the inputs differs from the pick.
    let verdicts = crate::verdicts::verdicts(&crate::verdicts::Inputs::published(data));
    let picks: serde_json::Map<String, Value> = verdicts
        .iter()
        .filter_map(|verdict| match &verdict.answer {
            crate::verdicts::Answer::Pick { pick, tied, .. } => Some((
                verdict.case.key().to_string(),
                json!({
                    "variant": pick.variant,
                    "tied": tied.iter().map(|other| other.variant.as_str()).collect::<Vec<_>>(),
                    "rule": verdict.case.rule(),
                }),
            )),
            _ => None,
        })
        .collect();
    let verdicts: serde_json::Map<String, Value> = verdicts
        .iter()
        .map(|verdict| (verdict.case.key().to_string(), json!(crate::verdicts::summary(verdict))))
        .collect();
    json!({
        "label": machine.label,
        "footer": footer(&results.meta),
        "datasets": sets,
        "verdicts": verdicts,
        "picks": picks,
    })
}

/// One machine's part of the page: charts and tables per data set, then the build chart and the
/// scaling charts.
fn machine_section(index: usize, machine: &Machine) -> String {
    let data = &machine.data;
    let results = &data.results;
    let charts = charts(&data.results, data.builds.as_ref(), data.scaling.as_ref());
    let chart =
        |file: &str| charts.iter().find(|chart| chart.file == file).map(|chart| chart.svg.as_str());
    let extras = crate::provenance::extras(data.builds.as_ref(), data.robustness.as_ref());
    let hidden = if index == 0 { "" } else { " hidden" };
    let mut out = format!("<div class=\"machine\" data-machine=\"{index}\"{hidden}>\n");
    let _ = writeln!(out, "<p class=\"meta\">{}</p>", escape(&footer(&results.meta)));
    for (dataset, description) in datasets(results) {
        let records = results.meta.datasets[dataset];
        let _ = writeln!(
            out,
            "<section id=\"{dataset}-{index}\"><h2>{dataset} <small>({} records): {}</small></h2>",
            crate::table::group(records as f64),
            escape(description)
        );
        out.push_str("<div class=\"charts\">");
        for word in ["serialize", "deserialize", "allocations"] {
            if let Some(svg) = chart(&format!("{dataset}-{word}.svg")) {
                let _ = write!(out, "<figure>{svg}</figure>");
            }
        }
        out.push_str("</div>\n");
        for (title, grid) in report::grids(results, extras, dataset) {
            if !title.is_empty() {
                let _ = writeln!(out, "<h3>{}</h3>", escape(title));
            }
            out.push_str(&crate::html::table(&grid));
        }
        out.push_str("</section>\n");
    }
    let rest: Vec<&Chart> = charts
        .iter()
        .filter(|chart| chart.file.starts_with("build-") || chart.file.starts_with("scaling-"))
        .collect();
    if !rest.is_empty() {
        let _ = writeln!(
            out,
            "<section id=\"more-{index}\"><h2>Build cost and scaling</h2><div class=\"charts\">"
        );
        for chart in rest {
            let _ = write!(out, "<figure>{}</figure>", chart.svg);
        }
        out.push_str("</div></section>\n");
    }
    out.push_str(&histories_section(index, &data.histories));
    if let Some(matrix) = &data.evolution {
        out.push_str(&crate::evolution::site_section(index, matrix));
    }
    if let Some(wasm) = &data.wasm {
        out.push_str(&crate::wasm::site_section(index, wasm));
    }
    if let Some(sizes) = &data.code_size {
        out.push_str(&crate::code_size::site_section(index, sizes));
    }
    if let Some(hostile) = &data.hostile {
        out.push_str(&crate::hostile::site_section(index, hostile));
    }
    out.push_str("</div>\n");
    out
}

/// The machine's release histories: per library its words, charts and tables.
fn histories_section(index: usize, histories: &[PublishedHistory]) -> String {
    if histories.is_empty() {
        return String::new();
    }
    let mut out = format!("<section id=\"history-{index}\"><h2>Release histories</h2>\n");
    for published in histories {
        let history = &published.history;
        let _ = writeln!(out, "<h3>{}</h3>", escape(&history.library));
        let _ =
            writeln!(out, "<p class=\"meta\">{}</p>", escape(&crate::history::provenance(history)));
        if let Some(words) = &published.words {
            out.push_str(&prose(words));
        }
        out.push_str("<div class=\"charts\">");
        for chart in crate::history::charts(history) {
            let _ = write!(out, "<figure>{}</figure>", chart.svg);
        }
        out.push_str("</div>\n");
        let series = crate::history::series(history);
        let steps = crate::history::steps(history, &series);
        out.push_str(&crate::html::table(&crate::history::releases_grid(history, &series, &steps)));
        out.push_str(&crate::html::table(&crate::history::measures_grid(history, &series, &steps)));
    }
    out.push_str("</section>\n");
    out
}

/// Words written in Markdown's plainest part as HTML: paragraphs, lists of `- ` items, `code`
/// and **bold**; everything else is text.
fn prose(words: &str) -> String {
    let inline = |text: &str| {
        let mut html = String::new();
        for (index, piece) in escape(text).split('`').enumerate() {
            if index % 2 == 1 {
                let _ = write!(html, "<code>{piece}</code>");
                continue;
            }
            for (index, part) in piece.split("**").enumerate() {
                if index % 2 == 1 {
                    let _ = write!(html, "<strong>{part}</strong>");
                } else {
                    html.push_str(part);
                }
            }
        }
        html
    };
    let mut out = String::new();
    for block in words.split("\n\n").map(str::trim).filter(|block| !block.is_empty()) {
        if block.starts_with("- ") {
            out.push_str("<ul>");
            for item in block.split("\n- ") {
                let item = item.trim_start_matches("- ").split_whitespace().collect::<Vec<_>>();
                let _ = write!(out, "<li>{}</li>", inline(&item.join(" ")));
            }
            out.push_str("</ul>\n");
        } else {
            let text = block.split_whitespace().collect::<Vec<_>>().join(" ");
            let _ = writeln!(out, "<p>{}</p>", inline(&text));
        }
    }
    out
}

/// The whole site: one HTML page for all machines.
pub fn html(machines: &[Machine]) -> String {
    let data: Vec<Value> = machines.iter().map(chooser_data).collect();
    // `</` would end the script element early.
    let data = Value::Array(data).to_string().replace("</", "<\\/");
    let mut options = String::new();
    for (index, machine) in machines.iter().enumerate() {
        let _ = write!(options, "<option value=\"{index}\">{}</option>", escape(&machine.label));
    }
    let mut sections = String::new();
    for (index, machine) in machines.iter().enumerate() {
        sections.push_str(&machine_section(index, machine));
    }
    let mut presets = String::new();
    for case in crate::verdicts::Case::ALL {
        let _ = write!(presets, "<option value=\"{}\">{}</option>", case.key(), case.title());
    }
    let mut compressors = String::from("<option value=\"none\">none</option>");
    for compressor in bench_support::results::Compressor::ALL {
        let key = compressor.key();
        let _ = write!(compressors, "<option value=\"{key}\">{key}</option>");
    }
    TEMPLATE
        .replace("{{MACHINES}}", &options)
        .replace("{{COMPRESSORS}}", &compressors)
        .replace("{{PRESETS}}", &presets)
        .replace("{{SECTIONS}}", &sections)
        .replace("{{DATA}}", &data)
}

const TEMPLATE: &str = include_str!("site.html");

#[cfg(test)]
mod tests {
    use super::*;

    fn published() -> Published {
        let results = crate::report::test_results(
            "serialize",
            bench_support::results::Stats { median_ns: 100.0, ..Default::default() },
            1,
        );
        Published {
            results,
            other_profile: None,
            builds: None,
            robustness: None,
            techniques: None,
            serde_free: None,
            scaling: None,
            jvm: None,
            free: None,
            yours: None,
            evolution: None,
            rsb: None,
            histories: Vec::new(),
            stability: std::collections::BTreeMap::new(),
            config_edits: None,
            crossings: None,
            conformance: None,
            wasm: None,
            code_size: None,
            per_type: None,
            bare_metal: None,
            hostile: None,
            yours_hostile: None,
        }
    }

    #[test]
    fn a_site_holds_exactly_the_data_sets_and_formats_of_its_results() {
        let mut data = published();
        let stats = bench_support::results::Stats { median_ns: 250.0, ..Default::default() };
        data.results.results[0].ops.insert("deserialize".into(), stats);
        let machine = Machine { label: "test machine".into(), data };
        let page = html(&[machine]);
        assert!(page.starts_with("<!doctype html>"), "{}", &page[..40]);
        assert!(page.contains("<option value=\"0\">test machine</option>"));
        assert!(page.contains("id=\"message-0\"") && !page.contains("id=\"log-0\""));
        assert!(page.contains("postcard/serde") && !page.contains("bitcode/native"));
        assert!(page.contains("<td class=\"num\" data-sort=\"44\">44</td>"), "sortable cells");
        assert!(page.contains("\"ser_ns\":100.0") && page.contains("\"de_ns\":250.0"));
        for fetch in ["<script src", "<link", "src=\"http", "href=\"http", "url("] {
            assert!(!page.contains(fetch), "nothing to fetch: {fetch}");
        }
    }

    #[test]
    fn a_site_shows_each_published_history_with_its_words_charts_and_steps() {
        let mut data = published();
        let history = crate::history::test_history();
        let words = "What postcard's history shows.\n\n- **1.0.1** decodes `log`\n  dearer.\n- A <second> item.";
        let words = Some(words.to_string());
        data.histories = vec![PublishedHistory {
            history,
            words,
            words_file: std::path::PathBuf::from("history.md"),
        }];
        let page = html(&[Machine { label: "test machine".into(), data }]);
        assert!(page.contains("<section id=\"history-0\"><h2>Release histories</h2>"));
        assert!(page.contains("<p>What postcard's history shows.</p>"));
        assert!(page.contains(
            "<ul><li><strong>1.0.1</strong> decodes <code>log</code> dearer.</li>\
             <li>A &lt;second&gt; item.</li></ul>"
        ));
        assert!(page.contains("postcard: deserialize instructions per release"), "the chart");
        assert!(page.contains("log deserialize +2.0 %"), "the step, at its release");
        assert!(page.contains("not built: no such method"));
    }
}
