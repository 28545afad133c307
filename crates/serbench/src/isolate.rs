//! A decode of another version's bytes, run where its crash cannot take the process down. A
//! library that reads a length from the wrong bytes can ask for exabytes, and an allocation that
//! fails aborts the process, which no `catch_unwind` sees; a misread can also loop. On Unix each
//! such decode runs in a forked child: it sends its answer through a pipe and exits, and the
//! parent reads the answer, or, if the child died, its signal and its first words on stderr
//! (captured through a second pipe), or, after [`TIMEOUT`], kills it. Elsewhere the decode runs in
//! the process, and an abort ends it.
//!
//! The fork copies one thread, the caller's. glibc's `fork` takes every malloc lock first, so the
//! child can allocate even when the parent has other threads (a test harness); the child prints
//! nothing (its stderr is the pipe) and ends with `_exit`, running no destructor of the parent's.

use std::time::Duration;

/// How long one decode of a few small values may take: far beyond what any format here needs.
#[cfg_attr(not(unix), allow(dead_code, reason = "the decode runs in the process"))]
pub(crate) const TIMEOUT: Duration = Duration::from_secs(10);

/// The address space a child may add to what the parent had mapped: far beyond a decode of a
/// few small values, far below any length misread from text.
#[cfg(unix)]
const CHILD_MEMORY: usize = 1 << 30;

/// The address space the process has mapped (`/proc/self/statm`'s first field), or 0 where it
/// cannot say (the cap is then 1 GiB in all).
#[cfg(unix)]
fn mapped_bytes() -> usize {
    let pages = std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|statm| statm.split_whitespace().next()?.parse::<usize>().ok());
    // SAFETY: sysconf has no preconditions.
    let page = usize::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) }).unwrap_or(4096);
    pages.map_or(0, |pages| pages.saturating_mul(page))
}

/// Runs `f` in a child process and returns its answer, or why there is none: `aborts (...)` with
/// the signal and the child's first line on stderr, or `hangs (...)`.
#[cfg(unix)]
pub(crate) fn isolated(f: impl FnOnce() -> String) -> Result<String, String> {
    use std::{
        fs::File,
        io::{Read, Write},
        os::fd::{FromRawFd, OwnedFd},
    };

    // One child at a time: another thread's child would inherit this one's pipes and hold them
    // open (the pipes close on exec, for the processes other threads spawn).
    static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let pipe = || -> Option<(OwnedFd, OwnedFd)> {
        let mut fds = [0; 2];
        // SAFETY: `fds` has room for the two descriptors `pipe2` writes.
        if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
            return None;
        }
        // SAFETY: `pipe` succeeded: both descriptors are open and owned by no one else.
        Some(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
    };
    let (Some((answer_read, answer_write)), Some((errors_read, errors_write))) = (pipe(), pipe())
    else {
        return Err(format!("no pipe for the child: {}", std::io::Error::last_os_error()));
    };
    let cap = mapped_bytes().saturating_add(CHILD_MEMORY) as libc::rlim_t;
    // SAFETY: the child runs `f` with its panics caught, writes to a pipe and `_exit`s.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        return Err(format!("no child: {}", std::io::Error::last_os_error()));
    }
    if pid == 0 {
        use std::os::fd::AsRawFd;
        // SAFETY: both descriptors are open; stderr now goes to the parent's pipe. The child's
        // memory is capped, so that a misread length fails to allocate on any machine (not only
        // where it exceeds what the kernel will overcommit), and it dumps no core.
        unsafe {
            libc::dup2(errors_write.as_raw_fd(), libc::STDERR_FILENO);
            let no_core = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
            libc::setrlimit(libc::RLIMIT_CORE, &no_core);
            let memory = libc::rlimit { rlim_cur: cap, rlim_max: cap };
            libc::setrlimit(libc::RLIMIT_AS, &memory);
        }
        drop((answer_read, errors_read, errors_write));
        let answer = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
        let status = match answer {
            Ok(answer) => i32::from(File::from(answer_write).write_all(answer.as_bytes()).is_err()),
            Err(_) => 101,
        };
        // SAFETY: ends the child without running the parent's destructors or exit handlers.
        unsafe { libc::_exit(status) }
    }
    drop((answer_write, errors_write));
    let answer = read_until(File::from(answer_read), pid);
    let mut words = Vec::new();
    let _ = File::from(errors_read).read_to_end(&mut words);
    let words = String::from_utf8_lossy(&words);
    let mut status = 0;
    // SAFETY: `pid` is our child; `waitpid` reaps it (again after a signal interrupts it).
    while unsafe { libc::waitpid(pid, &mut status, 0) } < 0 {
        if std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
            return Err(format!("the child is lost: {}", std::io::Error::last_os_error()));
        }
    }
    // The report comes first (a backtrace, when one is asked for, follows it).
    let said = words.lines().find(|line| !line.trim().is_empty()).unwrap_or("").trim();
    match answer {
        None => Err(format!("hangs: no answer within {} s", TIMEOUT.as_secs())),
        Some(answer) if libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0 => Ok(answer),
        Some(_) if libc::WIFSIGNALED(status) => {
            let signal = libc::WTERMSIG(status);
            Err(if said.is_empty() {
                format!("signal {signal}")
            } else {
                format!("signal {signal}: {said}")
            })
        }
        Some(_) => Err(format!("exit status {}: {said}", libc::WEXITSTATUS(status))),
    }
}

/// Everything the child writes before it closes the pipe, or `None` (and the child killed) when
/// it has not closed it within [`TIMEOUT`].
#[cfg(unix)]
fn read_until(mut pipe: std::fs::File, pid: libc::pid_t) -> Option<String> {
    use std::{io::Read, os::fd::AsRawFd, time::Instant};

    let deadline = Instant::now() + TIMEOUT;
    let mut bytes = Vec::new();
    let mut chunk = [0_u8; 4096];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let mut poll = libc::pollfd { fd: pipe.as_raw_fd(), events: libc::POLLIN, revents: 0 };
        let millis = i32::try_from(left.as_millis()).unwrap_or(i32::MAX);
        // SAFETY: one valid pollfd.
        let ready = unsafe { libc::poll(&mut poll, 1, millis) };
        if ready < 0 {
            // Interrupted by a signal: poll again with what is left.
            continue;
        }
        if ready == 0 {
            // SAFETY: `pid` is our child, not yet reaped.
            unsafe { libc::kill(pid, libc::SIGKILL) };
            return None;
        }
        match pipe.read(&mut chunk) {
            Ok(0) => return Some(String::from_utf8_lossy(&bytes).into_owned()),
            Ok(read) => bytes.extend_from_slice(&chunk[..read]),
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => return Some(String::from_utf8_lossy(&bytes).into_owned()),
        }
    }
}

/// Elsewhere: in the process.
#[cfg(not(unix))]
pub(crate) fn isolated(f: impl FnOnce() -> String) -> Result<String, String> {
    Ok(f())
}

#[cfg(all(test, unix))]
mod tests {
    use super::isolated;

    #[test]
    fn an_answer_comes_back_and_an_abort_is_a_reason() {
        assert_eq!(isolated(|| "read".to_string()), Ok("read".to_string()));
        let aborted = isolated(|| {
            // As std's allocation-failure report: straight to the stderr descriptor (the test
            // harness captures `eprintln!`, not the descriptor).
            let message = b"memory allocation of 8390891573981741056 bytes failed\n";
            let _ = std::io::Write::write_all(&mut std::io::stderr(), message);
            std::process::abort()
        });
        assert_eq!(
            aborted,
            Err("signal 6: memory allocation of 8390891573981741056 bytes failed".to_string())
        );
    }
}
