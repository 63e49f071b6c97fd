//! Files written whole or not at all, safe against concurrent writers.
//!
//! Every write goes to a **unique temporary file in the target's directory** (so that the rename
//! stays within one file system and two writers never share a temporary name), is flushed to
//! disk (`fsync`), and is then **renamed over the target**: a reader sees the old file or the new
//! one, never half of one. The directory is synced after the rename where the platform allows.
//!
//! - A **symbolic link** is written through: the file it points to is replaced and the link
//!   stays a link ([`resolve`]).
//! - An existing file's **permissions** are kept; a new file gets the usual `0666` less the
//!   process's umask (not the `0600` of a plain temporary file).
//! - **Read-modify-write** ([`Locked`]) holds an advisory exclusive lock (`flock` on Unix) on the
//!   file from the read to the rename. A writer that waited for the lock checks that the path
//!   still names the file it locked; if another writer replaced it meanwhile, it locks the new
//!   file and reads again. So concurrent updates are serialized and none is lost. [`replace`]
//!   takes the same lock, so a plain save never interleaves with an update.
//!
//! Locks are advisory: they order kohle's own writers, not other programs.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// Symbolic links followed at most when resolving a path (as the kernel's `ELOOP` limit).
const MAX_LINKS: usize = 40;

/// The file a path finally names: symbolic links of the last component are followed (also a
/// dangling one: writing through it creates its target). Directories on the way may be links;
/// the rename happens inside the final directory either way.
pub fn resolve(path: &Path) -> io::Result<PathBuf> {
    let mut p = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => {
                let target = fs::read_link(&p)?;
                p = if target.is_absolute() {
                    target
                } else {
                    parent_dir(&p).join(target)
                };
            }
            _ => return Ok(p),
        }
    }
    Err(io::Error::other(format!(
        "more than {MAX_LINKS} levels of symbolic links"
    )))
}

/// The directory of `path` (`.` for a bare file name).
fn parent_dir(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// A new temporary file beside `target`: `.NAME.RANDOM.EXT`, hidden, with the target's
/// extension last (for writers that choose a format by extension).
fn temp_beside(target: &Path) -> io::Result<tempfile::NamedTempFile> {
    temp_beside_mode(target, 0o666)
}

/// [`temp_beside`] created with `mode` (less the umask) from the start.
fn temp_beside_mode(target: &Path, mode: u32) -> io::Result<tempfile::NamedTempFile> {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    // Keep the temporary name well within the usual 255-byte limit.
    let mut cut = name.len().min(100);
    while !name.is_char_boundary(cut) {
        cut -= 1;
    }
    let ext = target
        .extension()
        .map(|e| format!(".{}", e.to_string_lossy()))
        .filter(|e| e.len() <= 16)
        .unwrap_or_else(|| ".tmp".to_string());
    let prefix = format!(".{}.", &name[..cut]);
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(&ext);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // Created as `mode` less the umask (0666: like any new file; the kernel applies the
        // umask).
        builder.permissions(fs::Permissions::from_mode(mode));
    }
    #[cfg(not(unix))]
    let _ = mode;
    builder.tempfile_in(parent_dir(target))
}

/// Syncs the directory holding `path`, so that the rename itself survives a crash. Not every
/// platform or file system can sync a directory; that is not an error.
fn sync_dir(path: &Path) {
    #[cfg(unix)]
    if let Ok(dir) = File::open(parent_dir(path)) {
        let _ = dir.sync_all();
    }
    #[cfg(not(unix))]
    let _ = path;
}

/// Writes a temporary file by `write` (which gets its path), syncs it, gives it `permissions`
/// (or keeps the new-file default) and renames it over `target`, or, with `no_clobber`, links it
/// to `target` only if nothing is there.
fn write_then_rename<E: From<io::Error>>(
    target: &Path,
    permissions: Option<fs::Permissions>,
    no_clobber: bool,
    write: impl FnOnce(&Path) -> Result<(), E>,
) -> Result<(), E> {
    write_then_rename_from(temp_beside(target)?, target, permissions, no_clobber, write)
}

fn write_then_rename_from<E: From<io::Error>>(
    temp: tempfile::NamedTempFile,
    target: &Path,
    permissions: Option<fs::Permissions>,
    no_clobber: bool,
    write: impl FnOnce(&Path) -> Result<(), E>,
) -> Result<(), E> {
    // On failure `temp` is dropped, which removes the temporary file: the target is untouched.
    write(temp.path())?;
    let file = temp.as_file();
    if let Some(p) = permissions {
        file.set_permissions(p)?;
    }
    file.sync_all()?;
    if no_clobber {
        temp.persist_noclobber(target).map_err(|e| e.error)?;
    } else {
        temp.persist(target).map_err(|e| e.error)?;
    }
    sync_dir(target);
    Ok(())
}

fn write_bytes(contents: &[u8]) -> impl FnOnce(&Path) -> io::Result<()> + '_ {
    move |temp: &Path| {
        let mut f = OpenOptions::new().write(true).truncate(true).open(temp)?;
        f.write_all(contents)?;
        f.flush()
    }
}

/// Replaces the whole content of `path` (creating it if needed). Written through a symbolic
/// link; an existing file keeps its permissions and is locked while it is replaced.
pub fn replace(path: &Path, contents: &[u8]) -> io::Result<()> {
    replace_with(path, write_bytes(contents))
}

/// [`replace`] with the content written by `write` to the path it is given (a temporary file
/// beside the target, with the target's extension), for writers that want a path.
pub fn replace_with<E: From<io::Error>>(
    path: &Path,
    write: impl FnOnce(&Path) -> Result<(), E>,
) -> Result<(), E> {
    match Locked::open(path) {
        Ok(locked) => locked.replace_with(write),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            let target = resolve(path)?;
            write_then_rename(&target, None, false, write)
        }
        Err(e) => Err(e.into()),
    }
}

/// Creates `path` with `contents`, atomically and only if nothing is there: fails with
/// [`io::ErrorKind::AlreadyExists`] otherwise (also for a dangling symbolic link), and never
/// leaves a half-written file.
pub fn create_new(path: &Path, contents: &[u8]) -> io::Result<()> {
    write_then_rename(path, None, true, write_bytes(contents))
}

/// Creates `path` only if nothing is there, readable and writable by its owner only (`0600`
/// from the moment the temporary file exists: it never holds a byte readable by others), with
/// the content `write` writes to the path it is given (an empty temporary file beside the
/// target, with the target's extension). Fails with [`io::ErrorKind::AlreadyExists`] if the
/// target exists (also when it appeared meanwhile); never leaves a half-written file.
/// For secrets: backups, exports.
pub fn create_new_private_with<E: From<io::Error>>(
    path: &Path,
    write: impl FnOnce(&Path) -> Result<(), E>,
) -> Result<(), E> {
    if fs::symlink_metadata(path).is_ok() {
        return Err(io::Error::new(
            io::ErrorKind::AlreadyExists,
            format!("{} exists already", path.display()),
        )
        .into());
    }
    let temp = temp_beside_mode(path, 0o600)?;
    #[cfg(unix)]
    let permissions = {
        use std::os::unix::fs::PermissionsExt;
        Some(fs::Permissions::from_mode(0o600))
    };
    #[cfg(not(unix))]
    let permissions = None;
    write_then_rename_from(temp, path, permissions, true, write)
}

/// An existing file opened for read-modify-write, holding an exclusive advisory lock until it
/// is dropped.
#[derive(Debug)]
pub struct Locked {
    /// The resolved file (symbolic links followed).
    target: PathBuf,
    file: File,
}

impl Locked {
    /// Opens and locks the file `path` names, waiting for other writers. Fails with
    /// [`io::ErrorKind::NotFound`] if there is no such file, and like any opening for writing
    /// if the file is read-only.
    pub fn open(path: &Path) -> io::Result<Locked> {
        let target = resolve(path)?;
        loop {
            // Opened for writing too: a file its owner made read-only is not replaced.
            let file = OpenOptions::new().read(true).write(true).open(&target)?;
            file.lock()?;
            // While this process waited, another writer may have renamed a new file over the
            // path: then the lock is on a file nobody will read again; lock the new one.
            if same_file(&file, &target)? {
                return Ok(Locked { target, file });
            }
        }
    }

    /// The file's whole content, read through the locked handle.
    pub fn read_to_string(&mut self) -> io::Result<String> {
        use std::io::Seek;
        self.file.rewind()?;
        let mut text = String::new();
        self.file.read_to_string(&mut text)?;
        Ok(text)
    }

    /// The file the lock is on (symbolic links resolved).
    pub fn target(&self) -> &Path {
        &self.target
    }

    /// Replaces the file's content, keeping its permissions; then releases the lock.
    pub fn replace(self, contents: &[u8]) -> io::Result<()> {
        self.replace_with(write_bytes(contents))
    }

    /// [`Locked::replace`] with the content written by `write` to the path it is given.
    pub fn replace_with<E: From<io::Error>>(
        self,
        write: impl FnOnce(&Path) -> Result<(), E>,
    ) -> Result<(), E> {
        let permissions = self.file.metadata()?.permissions();
        write_then_rename(&self.target, Some(permissions), false, write)
        // `self.file` is dropped here, after the rename: the lock is released.
    }
}

/// `file` is still the file at `path`.
#[cfg(unix)]
fn same_file(file: &File, path: &Path) -> io::Result<bool> {
    use std::os::unix::fs::MetadataExt;
    let a = file.metadata()?;
    match fs::metadata(path) {
        Ok(b) => Ok(a.dev() == b.dev() && a.ino() == b.ino()),
        // Removed meanwhile: open again (and report that it is gone).
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e),
    }
}

/// Elsewhere a file cannot be renamed over while it is open, so the locked file stays.
#[cfg(not(unix))]
fn same_file(_file: &File, _path: &Path) -> io::Result<bool> {
    Ok(true)
}
