//! Which format variants and data sets a command runs on: `--format` and `--dataset`, shared by
//! `run` and `robustness`.

use bench_support::UsageError;
use format_api::Descriptor;
pub(crate) use protocol::spec::Selection;
use protocol::spec::names_format;

/// Parses `--format` and `--dataset`: `all` or a comma-separated list, rejecting names nobody
/// knows.
pub(crate) fn parse(formats: &str, datasets: &str) -> Result<Selection, UsageError> {
    let dataset_names = protocol::datasets().iter().map(|dataset| dataset.name).collect();
    let known: Vec<Descriptor> = catalog::formats().copied().collect();
    parse_among(formats, datasets, &known, dataset_names)
}

/// As [`parse`], among the techniques suite's formats and list lengths.
pub(crate) fn parse_techniques(formats: &str, datasets: &str) -> Result<Selection, UsageError> {
    let datasets_known = catalog::TECHNIQUE_DATASETS.to_vec();
    parse_among(formats, datasets, catalog::TECHNIQUES.formats, datasets_known)
}

fn parse_among(
    formats: &str,
    datasets: &str,
    known_formats: &[Descriptor],
    dataset_names: Vec<&str>,
) -> Result<Selection, UsageError> {
    let mut format_names: Vec<String> = Vec::new();
    for descriptor in known_formats {
        if !format_names.iter().any(|name| name == descriptor.name) {
            format_names.push(descriptor.name.to_string());
        }
    }
    let formats = parse_list(formats, "format", &format_names, |token| {
        known_formats.iter().any(|descriptor| names_format(token, descriptor))
    })?;
    let dataset_names: Vec<String> = dataset_names.into_iter().map(String::from).collect();
    let datasets = parse_list(datasets, "data set", &dataset_names, |token| {
        dataset_names.iter().any(|name| name == token)
    })?;
    Ok(Selection { formats, datasets })
}

fn parse_list(
    text: &str,
    what: &str,
    known: &[String],
    is_known: impl Fn(&str) -> bool,
) -> Result<Option<Vec<String>>, UsageError> {
    if text.trim() == "all" {
        return Ok(None);
    }
    let tokens: Vec<String> = text
        .split(',')
        .map(|token| token.trim().to_string())
        .filter(|token| !token.is_empty())
        .collect();
    if tokens.is_empty() {
        return Err(UsageError(format!("no {what} named; known: all, {}", known.join(", "))));
    }
    if let Some(unknown) = tokens.iter().find(|token| !is_known(token)) {
        return Err(UsageError(format!(
            "unknown {what} `{unknown}`; known: all, {}",
            known.join(", ")
        )));
    }
    Ok(Some(tokens))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn descriptor(name: &'static str, variant: &'static str) -> Descriptor {
        Descriptor { name, variant, wire: "-", version: "-", package: "-", settings: "-" }
    }

    #[test]
    fn a_library_name_selects_all_its_variants_and_a_pair_one() {
        let selection = parse("bitcode/serde, postcard", "log,message").unwrap();
        assert!(selection.has_format(&descriptor("bitcode", "serde")));
        assert!(!selection.has_format(&descriptor("bitcode", "native")));
        assert!(selection.has_format(&descriptor("postcard", "serde")));
        assert!(selection.has(&descriptor("postcard", "serde"), "log"));
        assert!(!selection.has(&descriptor("postcard", "serde"), "mesh"));
        let all = parse("all", "all").unwrap();
        assert!(all.has(&descriptor("anything", "at all"), "anywhere"));
    }

    #[test]
    fn unknown_or_empty_names_are_usage_errors_listing_the_known_ones() {
        let error = parse("nope", "all").unwrap_err();
        assert!(error.0.starts_with("unknown format `nope`; known: all, serde_json,"), "{error}");
        let error = parse("all", "bogus").unwrap_err();
        assert!(error.0.starts_with("unknown data set `bogus`; known: all, message,"), "{error}");
        let error = parse(" , ", "all").unwrap_err();
        assert!(error.0.starts_with("no format named"), "{error}");
        assert!(parse("bitcode/none", "all").is_err(), "an unknown variant");
    }
}
