//! Whole-or-nothing writes, symbolic links, permissions and concurrent read-modify-write.

use safefile::{create_new, create_new_private_with, replace, replace_with, resolve, Locked};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("safefile-test-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

/// The names in `d`, sorted (temporary files would show here).
fn names(d: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn replace_creates_and_replaces_whole_files_and_leaves_no_temporary_file() {
    let d = dir("replace");
    let p = d.join("a.json");
    replace(&p, b"one").unwrap();
    assert_eq!(fs::read(&p).unwrap(), b"one");
    replace(&p, b"two, longer").unwrap();
    assert_eq!(fs::read(&p).unwrap(), b"two, longer");
    replace(&p, b"3").unwrap();
    assert_eq!(fs::read(&p).unwrap(), b"3");
    assert_eq!(names(&d), ["a.json"]);
}

#[test]
fn a_failed_write_leaves_the_file_as_it_was() {
    let d = dir("failed");
    let p = d.join("a.svg");
    replace(&p, b"before").unwrap();
    let r: io::Result<()> = replace_with(&p, |temp: &Path| {
        assert_eq!(temp.parent(), Some(d.as_path()), "beside the target");
        assert_eq!(temp.extension().unwrap(), "svg", "keeps the extension");
        fs::write(temp, b"half a fi")?;
        Err(io::Error::other("the plot failed"))
    });
    assert_eq!(r.unwrap_err().to_string(), "the plot failed");
    assert_eq!(fs::read(&p).unwrap(), b"before");
    assert_eq!(names(&d), ["a.svg"]);
}

#[test]
fn create_new_never_overwrites() {
    let d = dir("create");
    let p = d.join("new.json");
    create_new(&p, b"first").unwrap();
    let e = create_new(&p, b"second").unwrap_err();
    assert_eq!(e.kind(), io::ErrorKind::AlreadyExists);
    assert_eq!(fs::read(&p).unwrap(), b"first");
    assert_eq!(names(&d), ["new.json"]);
}

#[cfg(unix)]
#[test]
fn a_private_file_is_0600_from_its_first_byte_and_never_overwrites() {
    use std::os::unix::fs::PermissionsExt;
    let d = dir("private");
    let p = d.join("backup.jsonl");
    create_new_private_with(&p, |temp: &Path| -> io::Result<()> {
        // The temporary file exists, empty and private, before anything is written to it.
        let m = fs::metadata(temp)?;
        assert_eq!((m.len(), m.permissions().mode() & 0o777), (0, 0o600));
        assert_eq!(temp.extension().unwrap(), "jsonl");
        fs::write(temp, b"secret")
    })
    .unwrap();
    assert_eq!(fs::read(&p).unwrap(), b"secret");
    assert_eq!(
        fs::metadata(&p).unwrap().permissions().mode() & 0o777,
        0o600
    );
    // Never over an existing file (nor a dangling link); a failed write leaves nothing.
    let e = create_new_private_with(&p, |temp: &Path| fs::write(temp, b"other")).unwrap_err();
    assert_eq!(e.kind(), io::ErrorKind::AlreadyExists);
    assert_eq!(fs::read(&p).unwrap(), b"secret");
    std::os::unix::fs::symlink(d.join("nowhere"), d.join("link")).unwrap();
    let e =
        create_new_private_with(&d.join("link"), |_: &Path| Ok::<(), io::Error>(())).unwrap_err();
    assert_eq!(e.kind(), io::ErrorKind::AlreadyExists);
    let e = create_new_private_with(&d.join("b.jsonl"), |_: &Path| {
        Err::<(), _>(io::Error::other("the database went away"))
    })
    .unwrap_err();
    assert_eq!(e.to_string(), "the database went away");
    assert_eq!(names(&d), ["backup.jsonl", "link"]);
}

#[cfg(unix)]
#[test]
fn permissions_are_kept_and_new_files_follow_the_umask() {
    use std::os::unix::fs::PermissionsExt;
    let d = dir("perms");
    let p = d.join("a.json");
    replace(&p, b"x").unwrap();
    let mode = fs::metadata(&p).unwrap().permissions().mode() & 0o777;
    // A new file is created as 0666 less the umask: readable by the group at least unless the
    // umask forbids it, never the 0600 of a bare temporary file under the usual umask 022.
    assert_eq!(mode & 0o600, 0o600, "{mode:o}");
    for m in [0o640, 0o604, 0o600, 0o664] {
        fs::set_permissions(&p, fs::Permissions::from_mode(m)).unwrap();
        replace(&p, b"y").unwrap();
        let got = fs::metadata(&p).unwrap().permissions().mode() & 0o777;
        assert_eq!(got, m, "{m:o} kept, got {got:o}");
        let mut locked = Locked::open(&p).unwrap();
        assert_eq!(locked.read_to_string().unwrap(), "y");
        locked.replace(b"z").unwrap();
        let got = fs::metadata(&p).unwrap().permissions().mode() & 0o777;
        assert_eq!(got, m, "{m:o} kept by a locked update, got {got:o}");
    }
}

#[cfg(unix)]
#[test]
fn symbolic_links_are_written_through() {
    use std::os::unix::fs::symlink;
    let d = dir("links");
    fs::create_dir_all(d.join("real")).unwrap();
    let target = d.join("real/game.json");
    fs::write(&target, b"old").unwrap();
    // A relative link, and a link to the link.
    symlink("real/game.json", d.join("link.json")).unwrap();
    symlink(d.join("link.json"), d.join("link2.json")).unwrap();
    assert_eq!(
        resolve(&d.join("link2.json")).unwrap(),
        d.join("real/game.json")
    );
    replace(&d.join("link.json"), b"new").unwrap();
    let mut locked = Locked::open(&d.join("link2.json")).unwrap();
    assert_eq!(locked.read_to_string().unwrap(), "new");
    locked.replace(b"newer").unwrap();
    for link in ["link.json", "link2.json"] {
        let m = fs::symlink_metadata(d.join(link)).unwrap();
        assert!(m.file_type().is_symlink(), "{link} is still a link");
    }
    assert_eq!(fs::read(&target).unwrap(), b"newer");
    assert_eq!(names(&d.join("real")), ["game.json"]);
    // A dangling link: writing through it creates its target.
    symlink("real/later.json", d.join("dangling.json")).unwrap();
    replace(&d.join("dangling.json"), b"made").unwrap();
    assert_eq!(fs::read(d.join("real/later.json")).unwrap(), b"made");
    assert!(fs::symlink_metadata(d.join("dangling.json"))
        .unwrap()
        .file_type()
        .is_symlink());
    // create_new does not write through a link: something is there already.
    assert_eq!(
        create_new(&d.join("link.json"), b"x").unwrap_err().kind(),
        io::ErrorKind::AlreadyExists
    );
    // A loop of links is an error, not a hang.
    symlink("loop-b", d.join("loop-a")).unwrap();
    symlink("loop-a", d.join("loop-b")).unwrap();
    assert!(replace(&d.join("loop-a"), b"x").is_err());
}

#[test]
fn locked_updates_from_many_threads_lose_nothing() {
    let d = dir("counter");
    let p = d.join("counter.txt");
    replace(&p, b"0").unwrap();
    let threads = 8;
    let each = 25;
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                for _ in 0..each {
                    let mut locked = Locked::open(&p).unwrap();
                    let n: u64 = locked.read_to_string().unwrap().trim().parse().unwrap();
                    locked.replace((n + 1).to_string().as_bytes()).unwrap();
                }
            });
        }
        // Readers meanwhile always see a whole file.
        s.spawn(|| {
            for _ in 0..500 {
                let text = fs::read_to_string(&p).unwrap();
                assert!(text.parse::<u64>().is_ok(), "{text:?}");
            }
        });
    });
    assert_eq!(
        fs::read_to_string(&p).unwrap(),
        (threads * each).to_string()
    );
    assert_eq!(names(&d), ["counter.txt"]);
}

#[test]
fn a_missing_file_cannot_be_locked() {
    let d = dir("missing");
    let e = Locked::open(&d.join("none.json")).unwrap_err();
    assert_eq!(e.kind(), io::ErrorKind::NotFound);
}

#[cfg(unix)]
#[test]
fn a_read_only_file_is_not_replaced() {
    use std::os::unix::fs::PermissionsExt;
    let d = dir("read-only");
    let p = d.join("a.json");
    fs::write(&p, b"keep").unwrap();
    fs::set_permissions(&p, fs::Permissions::from_mode(0o444)).unwrap();
    if fs::OpenOptions::new().write(true).open(&p).is_ok() {
        return; // the superuser may write anything: nothing to check
    }
    assert_eq!(
        replace(&p, b"changed").unwrap_err().kind(),
        io::ErrorKind::PermissionDenied
    );
    assert_eq!(
        Locked::open(&p).unwrap_err().kind(),
        io::ErrorKind::PermissionDenied
    );
    assert_eq!(fs::read(&p).unwrap(), b"keep");
    assert_eq!(names(&d), ["a.json"]);
}
