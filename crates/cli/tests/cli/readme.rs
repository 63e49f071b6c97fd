//! The README's step-by-step example runs exactly as written: every `kohle ...` line of the block
//! after `<!-- readme-example -->`, in a fresh directory, succeeds.

use std::process::Command;

/// Splits a shell line into words (double quotes group; `#` starts a comment).
fn words(line: &str) -> Vec<String> {
    let line = match line.find(" #") {
        Some(i) => &line[..i],
        None => line,
    };
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    let mut any = false;
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            ' ' if !quoted => {
                if any {
                    out.push(std::mem::take(&mut word));
                    any = false;
                }
            }
            c => {
                word.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(word);
    }
    out
}

#[test]
fn the_readme_example_runs_as_written() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md"))
        .expect("README.md");
    let start = readme
        .find("<!-- readme-example -->")
        .expect("the example marker");
    let block = &readme[start..];
    let open = block.find("```sh\n").expect("a sh block") + 6;
    let close = open + block[open..].find("```").expect("the block's end");
    let dir = std::env::temp_dir().join(format!("kohle-readme-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut ran = 0;
    for line in block[open..close].lines() {
        let w = words(line.trim());
        if w.first().map(String::as_str) != Some("kohle") {
            continue;
        }
        let out = Command::new(env!("CARGO_BIN_EXE_kohle"))
            .args(&w[1..])
            .current_dir(&dir)
            .env_remove("LANG")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "`{line}` failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        ran += 1;
    }
    assert!(ran >= 4, "the example has {ran} commands");
    // The German replay is German.
    let out = Command::new(env!("CARGO_BIN_EXE_kohle"))
        .args(["replay", "game.json", "--seat", "0", "--lang", "de"])
        .current_dir(&dir)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Protokoll"), "{text}");
}
