//! One server per SQLite file: an exclusive lock (`flock`) on the database file, held for the
//! life of the process. SQLite's own locks are POSIX record locks, independent of `flock` on
//! Linux, so this lock does not disturb SQLite (nor a backup taken by another process).
//!
//! Writing tools (`kohle db migrate`, `import`, `gc`) take the same lock, so they refuse to run
//! beside a server on the same file; readers (`backup`, `export`, `check`) do not need it.

use std::fs::{File, OpenOptions, TryLockError};
use std::path::Path;

/// The lock on an SQLite file; released when dropped (or when the process ends, however).
#[derive(Debug)]
pub struct FileLock {
    _file: File,
}

/// Takes the exclusive lock on `path` (creating an empty file when missing: an empty file is an
/// empty SQLite database). Fails at once if another process holds it.
pub fn lock_sqlite(path: &Path) -> anyhow::Result<FileLock> {
    let file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
        .map_err(|e| anyhow::anyhow!("cannot open the database file {}: {e}", path.display()))?;
    match file.try_lock() {
        Ok(()) => Ok(FileLock { _file: file }),
        Err(TryLockError::WouldBlock) => anyhow::bail!(
            "the database file {} is in use by another kohle server (or a `kohle db` command): \
             one server per SQLite file. Stop the other one, or use PostgreSQL to run several \
             servers on one database; nothing was changed",
            path.display()
        ),
        Err(TryLockError::Error(e)) => {
            anyhow::bail!("cannot lock the database file {}: {e}", path.display())
        }
    }
}
