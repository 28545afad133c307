//! The parent: every selected pair in children of its own ([`hostile_scan::parent`]), and the
//! scan's tables.

use std::{
    fmt::Write as _,
    process::Command,
    time::{Duration, Instant},
};

use anyhow::Context;
use bench_support::UsageError;
use format_api::Codec;
use hostile_file::{Hostile, Row};
use hostile_scan::parent::progress;
use registry::{Dataset, Visitor};

#[derive(Debug)]
pub(crate) struct Options {
    /// Format names or `name/variant`s; every format when empty.
    pub(crate) formats: Vec<String>,
    /// Data sets; every one when empty.
    pub(crate) datasets: Vec<String>,
    /// The time each pair's cases get, from its valid input's answer; the cases past it are not
    /// run, and the row says how many were.
    pub(crate) budget: Duration,
}

/// A pair the walk offers.
struct Pair {
    format: String,
    name: &'static str,
    package: &'static str,
    dataset: &'static str,
    /// The library's limit the pair's decoder is given ([`hostile::configured`]), if any.
    setting: Option<&'static str>,
}

/// The pairs of a walk; `configured` for [`hostile::configured::visit`]'s, whose descriptors'
/// settings are their limits.
struct Collect {
    pairs: Vec<Pair>,
    configured: bool,
}

impl Visitor for Collect {
    fn codec<F: Codec<T>, T: Dataset>(&mut self) {
        let descriptor = F::DESCRIPTOR;
        self.pairs.push(Pair {
            format: format!("{}/{}", descriptor.name, descriptor.variant),
            name: descriptor.name,
            package: descriptor.package,
            dataset: T::NAME,
            setting: self.configured.then_some(descriptor.settings),
        });
    }
}

/// Every chosen pair's row, in the registry's order, then the configured pairs'.
pub(crate) fn scan(options: &Options) -> anyhow::Result<Vec<Row>> {
    let mut collect = Collect { pairs: Vec::new(), configured: false };
    registry::visit_formats(&mut collect);
    collect.configured = true;
    hostile::configured::visit(&mut collect);
    let all = collect.pairs;
    for format in &options.formats {
        if !all.iter().any(|pair| pair.name == format || &pair.format == format) {
            return Err(UsageError(format!("--format: no format {format}")).into());
        }
    }
    for dataset in &options.datasets {
        if !all.iter().any(|pair| pair.dataset == dataset) {
            return Err(UsageError(format!("--dataset: no data set {dataset}")).into());
        }
    }
    let chosen: Vec<&Pair> = all
        .iter()
        .filter(|pair| {
            options.formats.is_empty()
                || options
                    .formats
                    .iter()
                    .any(|format| pair.name == format || &pair.format == format)
        })
        .filter(|pair| {
            options.datasets.is_empty() || options.datasets.iter().any(|name| pair.dataset == name)
        })
        .collect();
    if chosen.is_empty() {
        return Err(UsageError("no format meets the data sets chosen".into()).into());
    }
    let program = std::env::current_exe().context("cannot find this program to start children")?;
    let started = Instant::now();
    let mut rows = Vec::new();
    for (index, pair) in chosen.iter().enumerate() {
        let row = Row {
            package: pair.package.to_owned(),
            format: pair.format.clone(),
            dataset: pair.dataset.to_owned(),
            setting: pair.setting.map(str::to_owned),
            ..Row::default()
        };
        let child = |from: u64| {
            let mut command = Command::new(&program);
            command.args(["--child", &pair.format, pair.dataset, "--from", &from.to_string()]);
            if pair.setting.is_some() {
                command.arg("--configured");
            }
            command
        };
        let row = hostile_scan::parent::scan(row, options.budget, &child);
        eprintln!("[{}/{}] {}", index + 1, chosen.len(), progress(&row));
        rows.push(row);
    }
    eprintln!("hostile: {} pairs in {:.0} s", rows.len(), started.elapsed().as_secs_f64());
    Ok(rows)
}

/// The amplification scan as a terminal reads it: per format variant, its worst data set by
/// allocation per input byte beside the valid input's, its worst time per input byte as a
/// multiple of the valid input's, its panics, aborts and hangs over all its cases, and the share
/// of its cases run; then the worst input of each, and the pairs not scanned.
pub(crate) fn render(scan: &Hostile) -> String {
    let meta = &scan.meta;
    let sizes = |sizes: &[u64]| -> Vec<String> {
        sizes.iter().map(|size| hostile_file::stack_size(*size)).collect()
    };
    let mut text = format!(
        "Crafted lengths ({} positions × {} ways × {}, and {} followed by as many zero bytes{}) \
         over each data set's small valid encoding, at commit {}:\nbytes allocated and time per \
         input byte, worst case of each format against its valid input; the share of its cases \
         run, {} a data set\n\n",
        meta.positions,
        meta.patterns.len(),
        sizes(&meta.sizes).join(", "),
        sizes(&meta.held).join(", "),
        meta.elements_words(),
        meta.commit,
        meta.stop_words(),
    );
    let _ = writeln!(
        text,
        "{:<26} {:>11} {:>9} {:>10} {:>6} {:>6} {:>5} {:>5}  data set",
        "format", "B/input B", "valid", "time×valid", "panic", "abort", "hang", "% run"
    );
    let mut notes = String::new();
    for format in scan.formats() {
        // The benchmark's decoder, then the same with its library's limit, if scanned.
        let setting = scan.configured(format).map(|(setting, _)| setting);
        let lines = [
            Some((format.to_owned(), None)),
            setting.map(|setting| ("  with its limit".to_owned(), Some(setting))),
        ];
        for (label, setting) in lines.into_iter().flatten() {
            let Some(summary) = scan.summary_with(format, setting) else { continue };
            let (ratio, valid, dataset) = match summary.worst {
                Some((row, worst)) => (
                    format!("{:.0}", worst.per_input_byte()),
                    format!("{:.1}", row.valid_per_byte()),
                    row.dataset.as_str(),
                ),
                None => ("-".into(), "-".into(), "-"),
            };
            // The share of the format's cases its pairs ran in their budgets.
            let run = 100.0 * summary.cases as f64 / summary.planned.max(1) as f64;
            let _ = writeln!(
                text,
                "{label:<26} {ratio:>11} {valid:>9} {:>10} {:>6} {:>6} {:>5} {:>5}  {dataset}",
                format!("{:.1}", summary.slowest),
                summary.panics,
                summary.aborts,
                summary.hangs,
                format!("{run:.0}"),
            );
            if let Some((row, worst)) = summary.worst {
                let limited = if setting.is_some() { " with its limit" } else { "" };
                let _ = writeln!(
                    notes,
                    "{format}{limited} on {}: {} ({}, {} input bytes → {} bytes)",
                    row.dataset, worst.case, worst.outcome, worst.input_bytes, worst.amount
                );
            }
        }
    }
    // The pairs without figures, a line per data set (the `chunks` blobs are past the cap for
    // every format).
    let mut failed: Vec<(&str, Vec<&str>)> = Vec::new();
    let unscanned = scan.amplification.iter().filter(|row| row.setting.is_none());
    for row in unscanned.filter(|row| row.failed.is_some()) {
        match failed.iter_mut().find(|(dataset, _)| *dataset == row.dataset) {
            Some((_, formats)) => formats.push(&row.format),
            None => failed.push((&row.dataset, vec![&row.format])),
        }
    }
    for (dataset, formats) in failed {
        let rows = &scan.amplification;
        let first = rows.iter().find(|row| row.dataset == dataset && row.failed.is_some());
        let why = first.and_then(|row| row.failed.as_deref()).unwrap_or("");
        let _ = writeln!(
            notes,
            "not scanned on {dataset}: {} ({why}{})",
            formats.join(", "),
            if formats.len() > 1 { ", for the first" } else { "" }
        );
    }
    text + "\n" + &notes
}

/// Each format's verdict ([`Hostile::verdict`]), a line each.
pub(crate) fn render_verdicts(scan: &Hostile) -> String {
    let mut text = format!("Verdicts ({}):\n\n", scan.rule());
    let stacks = &scan.meta.stacks;
    for format in scan.formats() {
        let verdict = scan.verdict(format);
        let _ = writeln!(text, "{format:<26} {}", verdict.words(stacks));
        if let Some((setting, limited)) = scan.configured(format) {
            let _ = writeln!(text, "{:<26} with `{setting}`: {}", "", limited.words(stacks));
        }
    }
    text
}
