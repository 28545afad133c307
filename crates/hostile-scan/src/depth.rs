//! How deep a value may nest before a decoder stops: the depths tried, the stacks a decode runs
//! on, and both sides of a child that tries one depth on one stack. A stack overflow ends the
//! child, so each depth runs in a child of its own; the scan of the built-in formats (arrays
//! nested as the user's document) and serbench's on a user's recursive type (`nested = ..`)
//! are both these, with their own values and their own ways of starting a child.

use std::{
    io::{Read, Write},
    panic::{AssertUnwindSafe, catch_unwind},
    process::{Command, Stdio},
    time::{Duration, Instant},
};

/// The nesting depths tried, each a child.
pub const DEPTHS: [u64; 10] = [16, 64, 128, 256, 512, 1 << 10, 1 << 12, 1 << 14, 1 << 16, 1 << 18];
/// The decoding thread's stacks: 8 MiB, what a main thread gets; 256 KiB, what many async
/// runtimes' and embedded targets' threads get.
pub const STACKS: [u64; 2] = [8 << 20, 256 << 10];
/// The stack a deep value is built and encoded on: builders and encoders recurse too.
pub const BUILD_STACK: usize = 2 << 30;
/// A decode of a quarter of a million nested levels takes well under a second.
const TIMEOUT: Duration = Duration::from_secs(20);

/// The answers a child writes: the decoder read the value back, refused it, panicked, or the
/// format could not write it this deep.
const ANSWERS: [&str; 4] = ["ok", "error", "panic", "unencodable"];

/// A decode of the encoded value, run on the decoding thread: its answer.
pub type Decode = Box<dyn FnOnce(&[u8]) -> &'static str + Send>;

/// The answer of `decode`'s outcome: `ok` (the value is not dropped: dropping a deep value
/// recurses too, and the child ends anyway), `error` or `panic`.
pub fn answer<T, E>(decode: impl FnOnce() -> Result<T, E>) -> &'static str {
    match catch_unwind(AssertUnwindSafe(decode)) {
        Ok(Ok(value)) => {
            std::mem::forget(value);
            "ok"
        }
        Ok(Err(_)) => "error",
        Err(_) => "panic",
    }
}

/// The child's side: `encoded` (or `None`: the format could not write the value) decoded by
/// `decode` on a thread with a `stack`-byte stack; its answer on stdout.
pub fn child(encoded: Option<(Vec<u8>, Decode)>, stack: u64) -> std::io::Result<()> {
    let mut stdout = std::io::stdout().lock();
    let Some((encoded, decode)) = encoded else {
        return writeln!(stdout, "unencodable");
    };
    let answer = std::thread::Builder::new()
        .stack_size(usize::try_from(stack).unwrap_or(usize::MAX))
        .spawn(move || decode(&encoded))?
        .join()
        .unwrap_or("panic");
    writeln!(stdout, "{answer}")?;
    stdout.flush()
}

/// The parent's side: runs `command` (a child that tries one depth on one stack) and reads its
/// answer: one of the child's, `crash` (it died: a stack overflow) or `hang`.
pub fn run(mut command: Command) -> String {
    let child = command.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::null()).spawn();
    let Ok(mut child) = child else { return "crash".into() };
    let started = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => {
                let mut answer = String::new();
                if let Some(mut stdout) = child.stdout.take() {
                    let _ = stdout.read_to_string(&mut answer);
                }
                let answer = answer.trim();
                let answered = status.success() && ANSWERS.contains(&answer);
                return if answered { answer.to_owned() } else { "crash".to_owned() };
            }
            Ok(None) if started.elapsed() > TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                return "hang".into();
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(_) => return "crash".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_decode_answers_what_it_did() {
        assert_eq!(answer(|| Ok::<_, ()>(vec![1])), "ok");
        assert_eq!(answer(|| Err::<(), _>("no")), "error");
        std::panic::set_hook(Box::new(|_| {}));
        assert_eq!(answer(|| -> Result<(), ()> { panic!("deep") }), "panic");
        let _ = std::panic::take_hook();
    }

    #[test]
    fn a_child_that_dies_or_says_something_else_crashed() {
        let mut said = Command::new("sh");
        said.args(["-c", "echo error"]);
        assert_eq!(run(said), "error");
        let mut died = Command::new("sh");
        died.args(["-c", "echo ok; kill -SEGV $$"]);
        assert_eq!(run(died), "crash");
        let mut other = Command::new("sh");
        other.args(["-c", "echo maybe"]);
        assert_eq!(run(other), "crash");
    }
}
