//! The hostile-input scan's moving parts, for any decoder: [`crafted`], the inputs (a length
//! that promises more than the input holds, written over a small valid encoding); [`depth`], a
//! value nested deep, decoded on a small stack in a child of its own; [`child`], the
//! loop a child process runs over them, a flushed line per case; and [`parent`], which runs one
//! decoder's cases in as many children as it takes, restarting after a case that kills one, and
//! keeps its worst cases as a [`hostile_file::Row`]. The scan of every format (`crates/hostile`)
//! and serbench's on a user's type (`-- --hostile`) are both these, with their own decoders and
//! their own ways of starting a child.

pub mod child;
pub mod crafted;
pub mod depth;
pub mod parent;

/// A scan's `meta` as far as this crate decides it: the crafted inputs and when a pair stops
/// ([`parent::ENDINGS`]); the scan's commit and timestamp, time `budget` per pair and each
/// child's `memory_limit` are its caller's, and the depths it tried too (none here).
pub fn meta(
    commit: String,
    timestamp: String,
    budget: std::time::Duration,
    memory_limit: u64,
) -> hostile_file::Meta {
    hostile_file::Meta {
        commit,
        timestamp,
        sizes: crafted::SIZES.to_vec(),
        held: crafted::HELD.to_vec(),
        positions: crafted::POSITIONS,
        patterns: crafted::PATTERNS.map(str::to_owned).to_vec(),
        elements: crafted::elements(),
        budget_ms: budget.as_millis() as u64,
        endings: parent::ENDINGS,
        memory_limit,
        ..hostile_file::Meta::default()
    }
}

/// Caps this process's address space at `bytes` (so that a runaway allocation fails, and aborts,
/// here) and turns off core dumps. Unix only: elsewhere the process runs uncapped, and says so.
pub fn cap_memory(bytes: u64) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        let memory = libc::rlimit { rlim_cur: bytes, rlim_max: bytes };
        let no_core = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: `setrlimit` reads the structs it is given; both resources are valid.
        let capped = unsafe {
            libc::setrlimit(libc::RLIMIT_CORE, &no_core);
            libc::setrlimit(libc::RLIMIT_AS, &memory)
        };
        if capped != 0 {
            return Err(std::io::Error::last_os_error());
        }
        Ok(())
    }
    #[cfg(not(unix))]
    {
        let _ = bytes;
        Err(std::io::Error::other("no address-space cap on this platform"))
    }
}

/// The address space this process has mapped, in bytes (`/proc/self/statm`), where it can say.
pub fn mapped_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().next()?.parse().ok()?;
    #[cfg(unix)]
    // SAFETY: sysconf has no preconditions.
    let page = u64::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) }).unwrap_or(4096);
    #[cfg(not(unix))]
    let page = 4096;
    Some(pages.saturating_mul(page))
}

/// `bytes` as lowercase hex, two digits a byte: how a valid encoding travels, on a child's line
/// and in serbench's environment variable.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// The bytes [`hex`] wrote; `None` for anything else (an odd length, a character not a hex
/// digit).
pub fn unhex(hex: &str) -> Option<Vec<u8>> {
    if !hex.len().is_multiple_of(2) {
        return None;
    }
    (0..hex.len() / 2).map(|at| u8::from_str_radix(hex.get(2 * at..2 * at + 2)?, 16).ok()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trips_and_refuses_what_it_did_not_write() {
        let bytes = [0, 0xff, 0x10, 0xa5];
        assert_eq!(hex(&bytes), "00ff10a5");
        assert_eq!(unhex(&hex(&bytes)).as_deref(), Some(&bytes[..]));
        assert_eq!(unhex(""), Some(Vec::new()));
        assert_eq!(unhex("0"), None);
        assert_eq!(unhex("zz"), None);
        assert_eq!(unhex("é0"), None);
    }
}
