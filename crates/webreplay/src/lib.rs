//! `replay.wasm`: a game record replayed in the browser, step by step, with
//! [`present::replay`] (the code the server's replay route runs). The page (crates/server/web/
//! replay.js) copies the record's text and a language code into this module's memory
//! ([`kohle_alloc`]), asks for a step ([`kohle_frame`]) and reads the answer: its length (4
//! bytes, little-endian) and JSON, `{"frame": ...}` or `{"error": "..."}`.
//!
//! The holder of a record file holds its seed, so the file's replay shows everything
//! ([`Sight::Everything`]): every seat's view, every line, the piles.
//!
//! Built by `crates/server/build.rs` (target `wasm32-unknown-unknown`), which embeds it in
//! the server as `/web/replay.wasm`.

use engine::{GameRecord, Seat};
use present::replay::{frame, Sight};
use present::Lang;
use std::alloc::Layout;

/// The answer to a request for one step, as JSON text.
pub fn frame_json(record: &str, step: Option<usize>, seat: Option<Seat>, lang: &str) -> String {
    let answer = GameRecord::from_json(record)
        .map_err(|e| e.to_string())
        .and_then(|rec| {
            let lang = lang.parse::<Lang>().unwrap_or(Lang::En);
            frame(&rec, Sight::Everything, seat, step, lang).map_err(|e| e.to_string())
        });
    match answer {
        Ok(f) => serde_json::json!({ "frame": f }).to_string(),
        Err(e) => serde_json::json!({ "error": e }).to_string(),
    }
}

/// The layout of `len` bytes (at least one: an allocation is never empty).
fn layout(len: usize) -> Layout {
    Layout::array::<u8>(len.max(1)).unwrap_or(Layout::new::<u8>())
}

/// `len` bytes for the page to write into (freed with [`kohle_free`]); null if memory ran out.
#[no_mangle]
pub extern "C" fn kohle_alloc(len: usize) -> *mut u8 {
    // SAFETY: the layout is never zero-sized.
    unsafe { std::alloc::alloc(layout(len)) }
}

/// Frees what [`kohle_alloc`] or [`kohle_frame`] gave (`len`: the size asked for, or the
/// answer's length plus 4).
///
/// # Safety
/// `ptr` and `len` must be those of one allocation of this module, freed once.
#[no_mangle]
pub unsafe extern "C" fn kohle_free(ptr: *mut u8, len: usize) {
    // SAFETY: the caller passes back an allocation made with this very layout.
    unsafe { std::alloc::dealloc(ptr, layout(len)) }
}

/// Step `step` (negative: the last) of the record at `rec` with the view of `seat` (negative:
/// the public one), in language `lang`: a pointer to the answer's length and JSON.
///
/// # Safety
/// `rec`/`rec_len` and `lang`/`lang_len` must be bytes this module's memory holds.
#[no_mangle]
pub unsafe extern "C" fn kohle_frame(
    rec: *const u8,
    rec_len: usize,
    step: i32,
    seat: i32,
    lang: *const u8,
    lang_len: usize,
) -> *mut u8 {
    // SAFETY: the page wrote these bytes into allocations of `kohle_alloc`.
    let (rec, lang) = unsafe {
        (
            std::slice::from_raw_parts(rec, rec_len),
            std::slice::from_raw_parts(lang, lang_len),
        )
    };
    let text = match (std::str::from_utf8(rec), std::str::from_utf8(lang)) {
        (Ok(r), Ok(l)) => frame_json(r, usize::try_from(step).ok(), u8::try_from(seat).ok(), l),
        _ => serde_json::json!({ "error": "the file is not UTF-8 text" }).to_string(),
    };
    let mut out = Vec::with_capacity(text.len() + 4);
    out.extend_from_slice(&(text.len() as u32).to_le_bytes());
    out.extend_from_slice(text.as_bytes());
    let len = out.len();
    let ptr = kohle_alloc(len);
    if !ptr.is_null() {
        // SAFETY: `ptr` has room for `len` bytes.
        unsafe { std::ptr::copy_nonoverlapping(out.as_ptr(), ptr, len) };
    }
    ptr
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_of_a_record_and_errors_as_json() {
        let record = r#"{"game":"haspelknecht","version":1,"players":2,"seed":3,"actions":[]}"#;
        let v: serde_json::Value =
            serde_json::from_str(&frame_json(record, None, None, "de")).unwrap();
        assert_eq!(v["frame"]["game"], "haspelknecht");
        assert_eq!(v["frame"]["step"], 0);
        assert_eq!(v["frame"]["everything"], true);
        let bad: serde_json::Value =
            serde_json::from_str(&frame_json("{", None, None, "en")).unwrap();
        assert!(
            bad["error"]
                .as_str()
                .unwrap()
                .contains("not a valid game record"),
            "{bad}"
        );
    }

    /// Issue 38: a line of `kohle db export` (the record and the server's part) dropped on the
    /// page replays like the record, with its bots named by seat.
    #[test]
    fn an_export_line_replays() {
        let line = r#"{"game":"glueckauf","version":1,"players":2,"seed":3,
            "seats":[{"name":"greedy","bot":"greedy"},{"name":"greedy","bot":"greedy"}],
            "actions":[],"server":{"id":"x1","status":"open","revision":0}}"#;
        let v: serde_json::Value =
            serde_json::from_str(&frame_json(line, None, None, "de")).unwrap();
        assert_eq!(v["frame"]["game"], "glueckauf", "{v}");
        assert_eq!(
            v["frame"]["names"],
            serde_json::json!(["Spieler 0 (greedy)", "Spieler 1 (greedy)"])
        );
    }

    #[test]
    fn the_answer_through_memory_as_the_page_reads_it() {
        let record = br#"{"game":"glueckauf","version":1,"players":3,"seed":9}"#;
        let lang = b"pl";
        let rp = kohle_alloc(record.len());
        let lp = kohle_alloc(lang.len());
        // SAFETY: fresh allocations of these sizes; freed once below.
        unsafe {
            std::ptr::copy_nonoverlapping(record.as_ptr(), rp, record.len());
            std::ptr::copy_nonoverlapping(lang.as_ptr(), lp, lang.len());
            let out = kohle_frame(rp, record.len(), -1, 1, lp, lang.len());
            let len =
                u32::from_le_bytes(std::slice::from_raw_parts(out, 4).try_into().unwrap()) as usize;
            let text = std::str::from_utf8(std::slice::from_raw_parts(out.add(4), len)).unwrap();
            let v: serde_json::Value = serde_json::from_str(text).unwrap();
            assert_eq!(v["frame"]["seat"], 1, "{text}");
            assert_eq!(v["frame"]["players"], 3);
            kohle_free(out, len + 4);
            kohle_free(rp, record.len());
            kohle_free(lp, lang.len());
        }
    }
}
