//! Embeds the browser page (`web/*.html`, `*.css`, `*.js`) into the binary: a table of
//! `(file name, contents)` in `$OUT_DIR/web_files.rs`.

use std::fmt::Write;

fn main() {
    let dir = std::path::Path::new("web");
    println!("cargo:rerun-if-changed=web");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("crates/server/web exists")
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|n| n.ends_with(".html") || n.ends_with(".css") || n.ends_with(".js"))
        .collect();
    names.sort();
    let mut out = String::from(
        "/// The page's files: (name, contents).\npub const FILES: &[(&str, &str)] = &[\n",
    );
    for n in &names {
        println!("cargo:rerun-if-changed=web/{n}");
        writeln!(
            out,
            "    ({n:?}, include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/web/{n}\"))),"
        )
        .unwrap();
    }
    out.push_str("];\n");
    let path = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("web_files.rs");
    std::fs::write(path, out).unwrap();
}
