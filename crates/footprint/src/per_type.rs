//! `footprint per-type`: what a format costs per type of the user's. For each format crate that
//! derives (its first variant) and a generated schema of N = 16, 64 and 256 types
//! ([`crate::schema`]), a program that round-trips a value of every type with the format, and
//! the baseline: the same types, no format. Built natively in release once the libraries are
//! built, each build timed (only the program's crate compiles: the types and what derives and
//! instantiates them); the code bytes read as `footprint size` reads them. Per format, the slope
//! of the format's code bytes and compile seconds over the baseline's against N, with the fit's R².

#![allow(
    clippy::print_stderr,
    reason = "progress on long work: a line per step, which a log keeps too"
)]

use std::{collections::BTreeMap, path::Path, process::Command, time::Instant};

use anyhow::Context;
use bench_support::{cargo, target_dir, workspace_root};
use cargo_files::cargo_metadata::{Metadata, MetadataCommand};
use footprint_file::{
    Fit, PER_TYPE_SCHEMA, PerType, PerTypeMeta, PerTypeOutcome, PerTypeRow, Point,
};

use crate::{
    pairs::{Pair, pairs},
    probe::{self, Libraries},
};

/// The schema sizes the slopes are fitted over.
pub const SIZES: [usize; 3] = [16, 64, 256];
/// The schemas' seed.
const SEED: u64 = 2026;

#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Format names or crates; every format that derives when `None`.
    pub formats: Option<Vec<String>>,
}

/// A derive family as the data sets' crate declares it: its feature and the dependencies it
/// turns on (`dep:serde`, `nanoserde/binary`).
#[derive(Clone, Debug)]
struct Family {
    feature: String,
    /// The manifest's lines for the family's crates.
    dependencies: Vec<String>,
}

pub fn run(options: &Options) -> anyhow::Result<PerType> {
    let started = Instant::now();
    let all = pairs();
    let chosen = crate::wasm::select(&all, &options.formats, &None)?;
    let metadata = MetadataCommand::new()
        .manifest_path(workspace_root().join("Cargo.toml"))
        .exec()
        .context("cannot read the workspace with cargo metadata")?;
    let libraries = Libraries::read(&metadata)?;
    let root = target_dir().join("footprint").join("per-type");
    // Each format crate's first variant, as tables list them.
    let mut firsts: Vec<&Pair> = Vec::new();
    for pair in &chosen {
        if !firsts.iter().any(|first| first.format.package == pair.format.package) {
            firsts.push(pair);
        }
    }
    let baseline =
        measure_program(&libraries, &root.join("baseline"), "per-type-baseline", None, None);
    let mut rows = Vec::new();
    for (index, pair) in firsts.iter().enumerate() {
        let package = pair.format.package;
        eprintln!(
            "[{}/{}] {package}: {} types, built and timed",
            index + 1,
            firsts.len(),
            SIZES.map(|n| n.to_string()).join(", ")
        );
        let outcome = match family(&metadata, package) {
            Err(why) => PerTypeOutcome::Failed(why),
            Ok(family) => {
                let directory = root.join(package);
                let points = measure_program(
                    &libraries,
                    &directory,
                    &format!("per-type-{package}"),
                    Some(&family),
                    Some(&libraries.public_path(&pair.format_type)),
                );
                fit(points, &baseline)
            }
        };
        rows.push(PerTypeRow {
            package: package.to_owned(),
            name: pair.format.name.to_owned(),
            variant: pair.format.variant.to_owned(),
            outcome,
        });
    }
    eprintln!(
        "footprint per-type: {} formats in {:.0} s",
        rows.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(PerType {
        schema: PER_TYPE_SCHEMA,
        meta: PerTypeMeta {
            commit: bench_support::git_commit(),
            timestamp: bench_support::utc_timestamp(std::time::SystemTime::now(), ':'),
            rustc: protocol::RUSTC.to_owned(),
            cpu: bench_support::cpu_model(),
            sizes: SIZES.to_vec(),
            seed: SEED,
            baseline: baseline.clone().unwrap_or_default(),
        },
        rows,
    })
}

/// The derive family `package` builds the data sets with (its dependency on the data sets'
/// crate names it as a feature), or why it has none.
fn family(metadata: &Metadata, package: &str) -> Result<Family, String> {
    let find = |name: &str| {
        metadata.workspace_packages().into_iter().find(|found| found.name.as_str() == name)
    };
    let format = find(package).ok_or_else(|| format!("{package} is not in the workspace"))?;
    let datasets = find("serbench-datasets").ok_or("serbench-datasets is not in the workspace")?;
    let dependency = format
        .dependencies
        .iter()
        .find(|dependency| dependency.name == "serbench-datasets")
        .ok_or("it does not use the data sets' types")?;
    let [feature] = dependency.features.as_slice() else {
        return Err(format!(
            "its types are generated from a schema, not derived (it enables {} derive families)",
            dependency.features.len()
        ));
    };
    let enabled = datasets.features.get(feature).ok_or_else(|| format!("no family {feature}"))?;
    let mut by_crate: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for entry in enabled {
        if let Some(name) = entry.strip_prefix("dep:") {
            by_crate.entry(name.to_owned()).or_default();
        } else if let Some((name, crate_feature)) = entry.split_once('/') {
            by_crate.entry(name.to_owned()).or_default().push(crate_feature.to_owned());
        }
    }
    let dependencies = by_crate
        .into_iter()
        .map(|(name, extra)| {
            let declared = datasets
                .dependencies
                .iter()
                .find(|dependency| dependency.name == name)
                .ok_or_else(|| format!("the data sets' crate declares no {name}"))?;
            let mut features = declared.features.clone();
            features.extend(extra);
            Ok(format!(
                "{name} = {{ version = \"{}\", default-features = {}, features = {features:?} }}",
                declared.req, declared.uses_default_features
            ))
        })
        .collect::<Result<Vec<_>, String>>()?;
    Ok(Family { feature: feature.clone(), dependencies })
}

/// Builds the program in `directory` at each schema size (the first build, of the libraries,
/// untimed) and returns each size's point, or why there is none. `format` is the format's type
/// path, `None` for the baseline.
fn measure_program(
    libraries: &Libraries,
    directory: &Path,
    name: &str,
    family: Option<&Family>,
    format: Option<&str>,
) -> Result<Vec<Point>, String> {
    let types: Vec<&str> = format.into_iter().collect();
    let mut profiles = String::from("[profile.release]\ndebug = false\n");
    if let Some(family) = family {
        profiles = format!(
            "[features]\ndefault = [{:?}]\n{:?} = []\n\n{profiles}",
            family.feature, family.feature
        );
    }
    let mut manifest =
        probe::manifest(libraries, name, types, &profiles).map_err(|error| format!("{error:#}"))?;
    if let Some(family) = family {
        manifest = manifest.replacen(
            "[dependencies]\n",
            &format!("[dependencies]\n{}\n", family.dependencies.join("\n")),
            1,
        );
    }
    let main = match format {
        Some(format) => format!(
            "#![allow(unexpected_cfgs)]\n\nmod schema;\n\nfn main() {{\n    \
             footprint_probe::keep_value::<{format}, schema::Root>(schema::make_root(1), schema::make_root(1))\n}}\n"
        ),
        None => "#![allow(unexpected_cfgs)]\n\nmod schema;\n\nfn main() {\n    \
                 footprint_probe::keep_value_types(schema::make_root(1), schema::make_root(1))\n}\n"
            .to_owned(),
    };
    let files = |n: usize| {
        vec![
            ("src/main.rs".to_owned(), main.clone()),
            ("src/schema.rs".to_owned(), crate::schema::source(n, SEED)),
        ]
    };
    probe::package_files(libraries, directory, &manifest, &files(SIZES[0]))
        .map_err(|error| format!("{error:#}"))?;
    // The libraries, once: the points time the program's own crate alone.
    build(directory)?;
    let program = target_dir().join("release").join(name);
    SIZES
        .iter()
        .map(|&n| {
            probe::package_files(libraries, directory, &manifest, &files(n))
                .map_err(|error| format!("{error:#}"))?;
            let seconds = build(directory)?;
            let status = Command::new(&program)
                .status()
                .map_err(|error| format!("cannot run {name}: {error}"))?;
            if !status.success() {
                return Err(format!("{n} types: the program did not round-trip ({status})"));
            }
            let (code_bytes, _) = crate::size::read(&program)?;
            Ok(Point { types: n, code_bytes, compile_seconds: seconds })
        })
        .collect()
}

/// Builds the program in `directory` in release; the build's wall seconds.
fn build(directory: &Path) -> Result<f64, String> {
    let mut command = cargo();
    command
        .args(["build", "--release", "--offline", "--quiet", "--manifest-path"])
        .arg(directory.join("Cargo.toml"))
        .arg("--target-dir")
        .arg(target_dir());
    let started = Instant::now();
    crate::wasm::cargo_output(&mut command, None)?;
    Ok(started.elapsed().as_secs_f64())
}

/// The format's points over the baseline's, and the least-squares lines of both differences
/// against the number of types.
fn fit(
    points: Result<Vec<Point>, String>,
    baseline: &Result<Vec<Point>, String>,
) -> PerTypeOutcome {
    let (points, baseline) = match (points, baseline) {
        (Ok(points), Ok(baseline)) => (points, baseline),
        (Err(why), _) => return PerTypeOutcome::Failed(why),
        (_, Err(why)) => return PerTypeOutcome::Failed(format!("the baseline: {why}")),
    };
    let over: Vec<(f64, f64, f64)> = points
        .iter()
        .zip(baseline)
        .map(|(point, base)| {
            (
                point.types as f64,
                point.code_bytes as f64 - base.code_bytes as f64,
                point.compile_seconds - base.compile_seconds,
            )
        })
        .collect();
    let bytes = least_squares(&over.iter().map(|&(n, bytes, _)| (n, bytes)).collect::<Vec<_>>());
    let seconds =
        least_squares(&over.iter().map(|&(n, _, seconds)| (n, seconds)).collect::<Vec<_>>());
    PerTypeOutcome::Measured { points, bytes, seconds }
}

/// The least-squares line through `points` (x, y): its slope, intercept and R².
pub fn least_squares(points: &[(f64, f64)]) -> Fit {
    let count = points.len() as f64;
    let mean_x = points.iter().map(|point| point.0).sum::<f64>() / count;
    let mean_y = points.iter().map(|point| point.1).sum::<f64>() / count;
    let sxx: f64 = points.iter().map(|point| (point.0 - mean_x).powi(2)).sum();
    let sxy: f64 = points.iter().map(|point| (point.0 - mean_x) * (point.1 - mean_y)).sum();
    let slope = if sxx == 0.0 { 0.0 } else { sxy / sxx };
    let intercept = mean_y - slope * mean_x;
    let total: f64 = points.iter().map(|point| (point.1 - mean_y).powi(2)).sum();
    let residual: f64 =
        points.iter().map(|point| (point.1 - intercept - slope * point.0).powi(2)).sum();
    let r_squared = if total == 0.0 { 1.0 } else { 1.0 - residual / total };
    Fit { slope, intercept, r_squared }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_through_points_on_it_fits_exactly_and_scatter_lowers_r_squared() {
        let fit = least_squares(&[(16.0, 1_000.0), (64.0, 4_000.0), (256.0, 16_000.0)]);
        assert!((fit.slope - 62.5).abs() < 1e-9 && fit.intercept.abs() < 1e-6, "{fit:?}");
        assert!((fit.r_squared - 1.0).abs() < 1e-12, "{fit:?}");
        let scattered = least_squares(&[(16.0, 5_000.0), (64.0, 1_000.0), (256.0, 16_000.0)]);
        assert!(scattered.r_squared < 0.95, "{scattered:?}");
    }
}
