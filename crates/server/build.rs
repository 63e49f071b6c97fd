//! Embeds the browser page (`web/*.html`, `*.css`, `*.js`, `*.svg`) into the binary: a table of
//! `(file name, contents)` in `$OUT_DIR/web_files.rs`; and `replay.wasm`, the replay of a record
//! file in the browser (crates/webreplay), built here for `wasm32-unknown-unknown` by a cargo
//! of its own (its own target directory, `target/webreplay`). Without that target (and when
//! `rustup target add` cannot fetch it) the server is built without it and says so.

use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

const WASM_TARGET: &str = "wasm32-unknown-unknown";

/// Whether the toolchain has the standard library for `WASM_TARGET`.
fn has_wasm_target(rustc: &str) -> bool {
    Command::new(rustc)
        .args(["--print", "target-libdir", "--target", WASM_TARGET])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()))
        .is_some_and(|dir| dir.is_dir())
}

/// Builds `replay.wasm` into `out`; the reason when it cannot.
fn build_wasm(workspace: &Path, out: &Path) -> Result<(), String> {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    if !has_wasm_target(&rustc) {
        let added = Command::new("rustup")
            .args(["target", "add", WASM_TARGET])
            .status()
            .is_ok_and(|s| s.success());
        if !added || !has_wasm_target(&rustc) {
            return Err(format!(
                "no {WASM_TARGET} target (`rustup target add {WASM_TARGET}`)"
            ));
        }
    }
    // The workspace's target directory: OUT_DIR is TARGET/PROFILE/build/server-HASH/out.
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    let target = out_dir
        .ancestors()
        .nth(4)
        .map(|p| p.join("webreplay"))
        .unwrap_or_else(|| workspace.join("target/webreplay"));
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.current_dir(workspace)
        .args(["build", "--quiet", "--locked", "-p", "webreplay", "--lib"])
        .args(["--profile", "wasm", "--target", WASM_TARGET, "--target-dir"])
        .arg(&target);
    // What this build's cargo tells its build scripts is not for the inner one.
    for var in [
        "RUSTC_WRAPPER",
        "RUSTC_WORKSPACE_WRAPPER",
        "CARGO_ENCODED_RUSTFLAGS",
        "RUSTFLAGS",
        "CARGO_TARGET_DIR",
        "CARGO_BUILD_TARGET",
        "CARGO_MAKEFLAGS",
        "MAKEFLAGS",
        "MFLAGS",
    ] {
        cmd.env_remove(var);
    }
    let status = cmd
        .status()
        .map_err(|e| format!("cargo did not start: {e}"))?;
    if !status.success() {
        return Err(format!("cargo build of webreplay failed ({status})"));
    }
    let built = target.join(WASM_TARGET).join("wasm/webreplay.wasm");
    std::fs::copy(&built, out).map_err(|e| format!("{}: {e}", built.display()))?;
    Ok(())
}

fn main() {
    let dir = std::path::Path::new("web");
    println!("cargo:rerun-if-changed=web");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("crates/server/web exists")
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|n| {
            [".html", ".css", ".js", ".svg"]
                .iter()
                .any(|e| n.ends_with(e))
        })
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

    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for dep in [
        "engine",
        "glueckauf",
        "haspelknecht",
        "present",
        "webreplay",
    ] {
        println!("cargo:rerun-if-changed=../{dep}");
    }
    println!("cargo:rerun-if-changed=../../Cargo.lock");
    let wasm = Path::new(&std::env::var("OUT_DIR").unwrap()).join("replay.wasm");
    match build_wasm(&workspace, &wasm) {
        Ok(()) => writeln!(
            out,
            "/// `replay.wasm` (crates/webreplay).\npub const REPLAY_WASM: Option<&[u8]> = Some(include_bytes!({:?}));",
            wasm.display().to_string()
        )
        .unwrap(),
        Err(why) => {
            println!("cargo:warning=the server is built without replay.wasm: {why}");
            out.push_str("/// `replay.wasm`: not built.\npub const REPLAY_WASM: Option<&[u8]> = None;\n");
        }
    }
    let path = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("web_files.rs");
    std::fs::write(path, out).unwrap();
}
