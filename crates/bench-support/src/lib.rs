//! What the project's two binaries, `bench-cli` and `xtask`, share: the schemas of the files
//! they write and read ([`results`], [`builds`], [`robustness`]: one definition each, used by
//! writer and readers), writing them atomically, and describing the machine and the commit a
//! measurement was made on.
//!
//! This is the only library crate that touches the filesystem or runs commands, and it exists
//! only so that the two binaries do it one way.

pub mod builds;
pub mod history;
pub mod results;
pub mod robustness;
pub mod stability;

use std::{
    fs,
    path::{Path, PathBuf},
    process::{Command, ExitCode},
    time::{SystemTime, UNIX_EPOCH},
};

use anyhow::Context;

/// A mistake in what the user asked for (an unknown name, a file that cannot be compared): the
/// binaries report it in one line and exit with code 2.
#[derive(Debug)]
pub struct UsageError(pub String);

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

/// The exit code for an error that ends a command: 2 for usage errors, 1 for anything else.
pub fn exit_code(error: &anyhow::Error) -> ExitCode {
    if error.downcast_ref::<UsageError>().is_some() { ExitCode::from(2) } else { ExitCode::FAILURE }
}

/// A command running the cargo that runs this process (`CARGO`, which cargo sets for what it
/// runs), or the `cargo` on `PATH`.
pub fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

/// The workspace root, derived from this crate's location.
pub fn workspace_root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    root.canonicalize().unwrap_or(root)
}

/// The workspace's `target` directory (or `CARGO_TARGET_DIR`), where results are kept.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace_root().join("target"))
}

/// The number of CPUs this process may use.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// Writes `contents` to a temporary file beside `path`, then renames it over `path`: a reader
/// sees the old file or the new one, never half of one, and a failure leaves the old file alone.
pub fn write_atomic(path: &Path, contents: &[u8]) -> anyhow::Result<()> {
    let directory = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    fs::create_dir_all(directory)
        .with_context(|| format!("cannot create {}", directory.display()))?;
    let file_name =
        path.file_name().with_context(|| format!("{} is not a file path", path.display()))?;
    let temporary =
        directory.join(format!(".{}.tmp-{}", file_name.to_string_lossy(), std::process::id()));
    let written = fs::write(&temporary, contents)
        .and_then(|()| fs::File::open(&temporary)?.sync_all())
        .and_then(|()| fs::rename(&temporary, path));
    if let Err(error) = written {
        let _ = fs::remove_file(&temporary);
        return Err(error).with_context(|| format!("cannot write {}", path.display()));
    }
    Ok(())
}

/// Writes `value` as pretty-printed JSON to each of `paths`, every one atomically
/// ([`write_atomic`]): a results file, and the copies a user asked for.
pub fn write_json<'a>(
    value: &impl serde::Serialize,
    paths: impl IntoIterator<Item = &'a Path>,
) -> anyhow::Result<()> {
    let json = serde_json::to_vec_pretty(value).context("cannot serialise the results")?;
    for path in paths {
        write_atomic(path, &json)?;
    }
    Ok(())
}

/// The spec a child process was started with, as JSON in environment variable `variable`; `None`
/// when it is not set (the process was not started as that kind of child).
pub fn spec_from_env<T: serde::de::DeserializeOwned>(variable: &str) -> anyhow::Result<Option<T>> {
    let Some(text) = std::env::var_os(variable) else { return Ok(None) };
    let text = text.to_str().context("the child's spec is not UTF-8")?;
    serde_json::from_str(text).context("the child's spec is malformed").map(Some)
}

/// A command that starts `executable` as a child with `spec` as JSON in `variable`.
pub fn spec_command(
    executable: &Path,
    variable: &str,
    spec: &impl serde::Serialize,
) -> anyhow::Result<std::process::Command> {
    let mut command = std::process::Command::new(executable);
    command.env(variable, serde_json::to_string(spec).context("cannot encode the spec")?);
    Ok(command)
}

pub fn cpu_model() -> String {
    fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|text| {
            text.lines()
                .find(|line| line.starts_with("model name"))
                .and_then(|line| line.split_once(':'))
                .map(|(_, model)| model.trim().to_string())
        })
        .unwrap_or_else(|| std::env::consts::ARCH.to_string())
}

/// The commit the benchmark was built from, with `-dirty` when the tree has local changes.
pub fn git_commit() -> String {
    git_commit_in(&workspace_root())
}

/// The commit of the git work tree `directory` is in, with `-dirty` when it has local changes;
/// `unknown` outside one.
pub fn git_commit_in(directory: &Path) -> String {
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .current_dir(directory)
            .output()
            .ok()
            .filter(|output| output.status.success())
            .map(|output| String::from_utf8_lossy(&output.stdout).trim().to_string())
    };
    match (git(&["rev-parse", "HEAD"]), git(&["status", "--porcelain", "--untracked-files=no"])) {
        (Some(commit), Some(status)) if !status.is_empty() => format!("{commit}-dirty"),
        (Some(commit), _) => commit,
        (None, _) => "unknown".into(),
    }
}

/// `2026-11-21T18:04:05Z` (`time_separator` `:`), or with `-` for use in file names.
pub fn utc_timestamp(time: SystemTime, time_separator: char) -> String {
    let seconds = time.duration_since(UNIX_EPOCH).map_or(0, |elapsed| elapsed.as_secs());
    let (days, rest) = ((seconds / 86_400) as i64, seconds % 86_400);
    let (year, month, day) = civil_from_days(days);
    let (hour, minute, second) = (rest / 3600, rest / 60 % 60, rest % 60);
    let s = time_separator;
    format!("{year:04}-{month:02}-{day:02}T{hour:02}{s}{minute:02}{s}{second:02}Z")
}

/// Howard Hinnant's days-to-civil algorithm: the proleptic Gregorian date of a Unix day.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * month_index + 2) / 5 + 1) as u32;
    let month = if month_index < 10 { month_index + 3 } else { month_index - 9 } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// Refuses, as a [`UsageError`], a size the user typed that needs more memory than the machine has
/// available: `what` is what the user asked for (`--records 500000000 on log`), `needed` the
/// estimate in bytes, and the one line names both. Where the machine does not say what it has
/// (no `/proc/meminfo`), nothing is refused.
pub fn check_memory(what: &str, needed: u128) -> Result<(), UsageError> {
    let Some(available) = available_memory() else { return Ok(()) };
    if needed <= u128::from(available) {
        return Ok(());
    }
    Err(UsageError(format!(
        "{what} needs about {} of memory, and this machine has {} available",
        gib(needed),
        gib(u128::from(available))
    )))
}

/// `MemAvailable` from `/proc/meminfo`: what can be allocated without swapping.
fn available_memory() -> Option<u64> {
    let meminfo = fs::read_to_string("/proc/meminfo").ok()?;
    let line = meminfo.lines().find_map(|line| line.strip_prefix("MemAvailable:"))?;
    let kib: u64 = line.trim().strip_suffix("kB")?.trim().parse().ok()?;
    kib.checked_mul(1024)
}

fn gib(bytes: u128) -> String {
    format!("{:.1} GiB", bytes as f64 / f64::from(1u32 << 30))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn timestamps_are_utc_calendar_dates() {
        assert_eq!(utc_timestamp(UNIX_EPOCH, ':'), "1970-01-01T00:00:00Z");
        let leap_day = UNIX_EPOCH + Duration::from_secs(951_782_400 + 3_723);
        assert_eq!(utc_timestamp(leap_day, '-'), "2000-02-29T01-02-03Z");
    }

    #[test]
    fn atomic_write_replaces_whole_files_and_leaves_no_temporary() {
        let directory = std::env::temp_dir().join(format!("bench-cli-test-{}", std::process::id()));
        let path = directory.join("out.json");
        write_atomic(&path, b"first").unwrap();
        write_atomic(&path, b"second").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"second");
        assert_eq!(fs::read_dir(&directory).unwrap().count(), 1);
        fs::remove_dir_all(&directory).unwrap();
    }

    #[test]
    fn a_failed_write_keeps_the_old_file() {
        let directory = std::env::temp_dir().join(format!("bench-cli-keep-{}", std::process::id()));
        let path = directory.join("out.json");
        write_atomic(&path, b"old").unwrap();
        // A path whose parent is a file cannot be written.
        assert!(write_atomic(&path.join("child"), b"new").is_err());
        assert_eq!(fs::read(&path).unwrap(), b"old");
        fs::remove_dir_all(&directory).unwrap();
    }
}
