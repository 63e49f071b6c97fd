//! The tests of `server::db` (src/storage/db.rs).

use server::db::*;

#[test]
fn redact_hides_passwords_only() {
    assert_eq!(
        redact("postgres://kohle:s3cret@db:5432/kohle"),
        "postgres://kohle:***@db:5432/kohle"
    );
    assert_eq!(
        redact("postgresql://db/kohle?user=k&password=s3cret&sslmode=require"),
        "postgresql://db/kohle?user=k&password=***&sslmode=require"
    );
    assert_eq!(
        redact("postgres://kohle@db/kohle"),
        "postgres://kohle@db/kohle"
    );
    assert_eq!(
        redact("/var/lib/kohle/games.sqlite"),
        "/var/lib/kohle/games.sqlite"
    );
    assert_eq!(sqlite_path("sqlite:a.sqlite"), Some("a.sqlite"));
    assert_eq!(sqlite_path("postgres://x/y"), None);
}
