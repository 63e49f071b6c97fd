//! Output that never panics, and error text that never floods the terminal.
//!
//! `println!`, `print!` and `eprintln!` are redefined here for the whole crate (`main.rs`
//! declares this module first, with `#[macro_use]`) to write through [`write`] and
//! [`write_err`]. Std's versions panic when stdout is a closed pipe
//! (`kohle replay F | head -1`): exit status 101. Here a closed pipe ends the process quietly
//! with status 0, as `cat` or `ls` do, and a failing stderr is ignored (there is nowhere left to
//! report it).

use std::fmt;
use std::io::{self, Write};

macro_rules! println {
    () => {
        $crate::out::write(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::out::write(format_args!("{}\n", format_args!($($arg)*)))
    };
}
macro_rules! print {
    ($($arg:tt)*) => {
        $crate::out::write(format_args!($($arg)*))
    };
}
macro_rules! eprintln {
    ($($arg:tt)*) => {
        $crate::out::write_err(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// Writes to standard output; ends the process if the output cannot be written.
pub fn write(args: fmt::Arguments) {
    let mut out = io::stdout().lock();
    if let Err(e) = out.write_fmt(args) {
        cannot_write(e);
    }
}

/// Flushes standard output (before the process ends normally).
pub fn flush() {
    if let Err(e) = io::stdout().lock().flush() {
        cannot_write(e);
    }
}

/// Writes to standard error, ignoring failure.
pub fn write_err(args: fmt::Arguments) {
    let _ = io::stderr().lock().write_fmt(args);
}

fn cannot_write(e: io::Error) -> ! {
    if e.kind() == io::ErrorKind::BrokenPipe {
        // The reader has all it wanted: not an error.
        std::process::exit(0);
    }
    write_err(format_args!("kohle: error: cannot write the output: {e}\n"));
    std::process::exit(1);
}

/// The longest run of characters without a space that an error message shows whole.
const MAX_WORD: usize = 200;
/// The longest error message shown whole.
const MAX_MESSAGE: usize = 1500;

/// An error message made safe to print: every run of more than [`MAX_WORD`] characters without
/// white space keeps its start and end around a `…`, and a message longer than [`MAX_MESSAGE`]
/// keeps its start and its end (where serde puts the line and column). The sources quote
/// bad input short already ([`engine::quote`]); this is the last guard, so that no input, however
/// it reaches an error, is echoed at length.
pub fn shorten_message(message: &str) -> String {
    let mut out = String::with_capacity(message.len().min(MAX_MESSAGE + 100));
    let mut word = String::new();
    let flush_word = |word: &mut String, out: &mut String| {
        out.push_str(&shorten(word, MAX_WORD, 60));
        word.clear();
    };
    for c in message.chars() {
        if c.is_whitespace() {
            flush_word(&mut word, &mut out);
            out.push(c);
        } else {
            word.push(c);
        }
    }
    flush_word(&mut word, &mut out);
    shorten(&out, MAX_MESSAGE, 500)
}

/// `text` if it has at most `max` characters; otherwise its first `max - tail` characters, a
/// note of how many were left out, and its last `tail` characters.
fn shorten(text: &str, max: usize, tail: usize) -> String {
    let count = text.chars().count();
    if count <= max {
        return text.to_string();
    }
    let head = max - tail;
    let start: String = text.chars().take(head).collect();
    let end: String = text.chars().skip(count - tail).collect();
    format!(
        "{start}…[{} characters left out]…{end}",
        count - head - tail
    )
}

/// A path as errors show it: whole unless very long, then its start and its end (the file
/// name).
pub fn path(p: &std::path::Path) -> String {
    shorten(&p.display().to_string(), 200, 80)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_messages_are_unchanged() {
        let m = "action 3 (`mine 9`): there is no mining space with 9 steps (4, 6, 8, 10)";
        assert_eq!(shorten_message(m), m);
    }

    #[test]
    fn long_words_and_long_messages_are_cut() {
        let huge = "x".repeat(1_000_000);
        let m = shorten_message(&format!(
            "cannot read `{huge}`: unknown word at line 1 column 7"
        ));
        assert!(m.len() < 400, "{}", m.len());
        assert!(m.ends_with("at line 1 column 7"), "{m}");
        assert!(m.contains("characters left out"), "{m}");
        let spaced = "ab ".repeat(1_000_000);
        let m = shorten_message(&format!(
            "invalid type: string \"{spaced}\" at line 2 column 9"
        ));
        assert!(m.len() < MAX_MESSAGE + 200, "{}", m.len());
        assert!(m.ends_with("at line 2 column 9"), "{m}");
    }
}
