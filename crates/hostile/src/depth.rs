//! How deep a document may nest before each decoder stops: every self-describing format (the
//! registry's walk over the user's document, `serde_json::Value`) on arrays nested to each depth
//! of [`DEPTHS`], decoded on a thread with each stack of [`STACKS`] (8 MiB, what a main thread
//! gets; 256 KiB, what many async runtimes' and embedded targets' threads get). Each decode runs in
//! a child of its own (`--depth`): a stack overflow ends it, and the parent reads that as the
//! depth where the decoder crashes instead of refusing.
//!
//! The formats that are not self-describing read only the types they are given: their depth is
//! the user's type's, and a row says so. The decoders with a documented depth limit are scanned
//! again with it set (`hostile::configured::visit_values`), in rows that name the setting.

use std::{any::Any, path::Path, process::Command};

use format_api::Codec;
use hostile_file::DepthRow;
use hostile_scan::depth::{BUILD_STACK, DEPTHS, Decode, STACKS};
use registry::{Dataset, Visitor};

/// A format to scan: its name, its setting (configured), and why it is not measured.
type Chosen = (String, Option<&'static str>, Option<&'static str>);

/// The formats of a walk; `configured`: the walk is the configured one, whose descriptors'
/// settings are the settings.
struct Collect {
    chosen: Vec<Chosen>,
    configured: bool,
}

impl Collect {
    fn push<F: format_api::Format>(&mut self, reason: Option<&'static str>) {
        let setting = self.configured.then_some(F::DESCRIPTOR.settings);
        self.chosen.push((name::<F>(), setting, reason));
    }
}

impl Visitor for Collect {
    fn codec<F: Codec<T>, T: Dataset>(&mut self) {
        self.push::<F>(None);
    }

    fn not_measured<F: format_api::Format, T: Dataset>(&mut self, reason: &'static str) {
        self.push::<F>(Some(reason));
    }
}

/// The walk over the documents' formats: the benchmark's, or those configured for depth.
fn walk(configured: bool, visitor: &mut impl Visitor) {
    if configured {
        hostile::configured::visit_values(visitor);
    } else {
        registry::visit_value_formats(visitor);
    }
}

fn name<F: format_api::Format>() -> String {
    format!("{}/{}", F::DESCRIPTOR.name, F::DESCRIPTOR.variant)
}

/// Every self-describing format that `keep` keeps, then those configured for depth, at every
/// depth on every stack.
pub(crate) fn scan(program: &Path, keep: &dyn Fn(&str) -> bool) -> Vec<DepthRow> {
    let mut collect = Collect { chosen: Vec::new(), configured: false };
    walk(false, &mut collect);
    collect.configured = true;
    walk(true, &mut collect);
    let mut rows = Vec::new();
    let chosen: Vec<_> = collect.chosen.into_iter().filter(|(format, ..)| keep(format)).collect();
    for (index, (format, setting, reason)) in chosen.iter().enumerate() {
        let with = setting.map_or_else(String::new, |setting| format!(" with {setting}"));
        eprintln!("[{}/{}] {format}{with}: nesting depth", index + 1, chosen.len());
        for stack in STACKS {
            let outcomes = match reason {
                Some(_) => Vec::new(),
                None => DEPTHS
                    .iter()
                    .map(|&depth| run_child(program, format, setting.is_some(), depth, stack))
                    .collect(),
            };
            rows.push(DepthRow {
                format: format.clone(),
                stack,
                outcomes,
                not_measured: reason.map(str::to_owned),
                setting: setting.map(str::to_owned),
            });
        }
    }
    rows
}

/// One depth on one stack, in a child (`configured`: with the format's depth limit): its outcome.
fn run_child(program: &Path, format: &str, configured: bool, depth: u64, stack: u64) -> String {
    let mut command = Command::new(program);
    command.args([
        "--depth",
        &depth.to_string(),
        "--stack",
        &stack.to_string(),
        "--child-format",
        format,
    ]);
    if configured {
        command.arg("--configured");
    }
    hostile_scan::depth::run(command)
}

/// The child: builds arrays nested `depth` deep as the user's document, encodes them with
/// `format` (`configured`: the walk configured for depth's), and decodes them on a thread with a
/// `stack`-byte stack; prints the outcome. Nothing deep is dropped (dropping a `Value` recurses
/// too): the process ends.
pub(crate) fn child(format: &str, configured: bool, depth: u64, stack: u64) -> anyhow::Result<()> {
    std::panic::set_hook(Box::new(|_| {}));
    let format = format.to_owned();
    let builder = std::thread::Builder::new().stack_size(BUILD_STACK);
    let encoded = builder
        .spawn(move || {
            let mut encode = Encode { format: &format, depth, encoded: None };
            walk(configured, &mut encode);
            encode.encoded
        })?
        .join()
        .map_err(|_| anyhow::anyhow!("building or encoding the document panicked"))?;
    // `None`: the format cannot write the document this deep (its encoder refuses, or is not here).
    hostile_scan::depth::child(encoded, stack)?;
    Ok(())
}

struct Encode<'a> {
    format: &'a str,
    depth: u64,
    encoded: Option<(Vec<u8>, Decode)>,
}

impl Visitor for Encode<'_> {
    fn codec<F: Codec<T>, T: Dataset>(&mut self) {
        if self.encoded.is_some() || name::<F>() != self.format {
            return;
        }
        // Under a key: the formats that need a table or a map at the root (TOML) take it too.
        let mut value = serde_json::Value::Null;
        for _ in 0..self.depth {
            value = serde_json::Value::Array(vec![value]);
        }
        let value = serde_json::Value::Object([("nested".to_owned(), value)].into_iter().collect());
        let document: Result<engine::Document, _> = serde_json::from_value(value);
        let Ok(document) = document else { return };
        // The walk's data set is the document type: anything else is not this format's line.
        let Ok(document) = (Box::new(document) as Box<dyn Any>).downcast::<T>() else { return };
        let mut out = Vec::new();
        let encoded = F::default().encode(&*document, &mut out).map(<[u8]>::to_vec);
        std::mem::forget(document);
        let Ok(encoded) = encoded else { return };
        let decode: Decode =
            Box::new(|bytes: &[u8]| hostile_scan::depth::answer(|| F::default().decode(bytes)));
        self.encoded = Some((encoded, decode));
    }
}

/// The depth scan as a terminal reads it: per format and stack, the deepest document read, the
/// first depth refused and the first that crashed the process.
pub(crate) fn render(rows: &[DepthRow]) -> String {
    let mut text = format!(
        "Nesting depth (arrays nested {} to {} deep, each decoded on its own thread):\n\n\
         {:<26} {:>8} {:>12} {:>12} {:>12}\n",
        DEPTHS[0],
        DEPTHS[DEPTHS.len() - 1],
        "format",
        "stack",
        "deepest read",
        "refuses at",
        "crashes at"
    );
    for row in rows {
        let stack = hostile_file::stack_size(row.stack);
        if let Some(reason) = &row.not_measured {
            if row.stack == STACKS[0] {
                text += &format!("{:<26} {reason}\n", row.format);
            }
            continue;
        }
        let format = match &row.setting {
            Some(_) => format!("{}, limited", row.format),
            None => row.format.clone(),
        };
        let show =
            |depth: Option<u64>| depth.map_or_else(|| "-".to_owned(), |depth| depth.to_string());
        let (deepest, refused) = (row.deepest(&DEPTHS), row.refuses_at(&DEPTHS));
        let crashed = row.crashes_at(&DEPTHS);
        text += &format!(
            "{:<26} {stack:>8} {:>12} {:>12} {:>12}\n",
            format,
            show(deepest),
            show(refused),
            show(crashed)
        );
    }
    for row in rows.iter().filter(|row| row.stack == STACKS[0]) {
        if let Some(setting) = &row.setting {
            text += &format!("{}, limited: {setting}\n", row.format);
        }
    }
    text
}
