//! The tests of `server::token` (src/http/token.rs).

use server::token::*;

#[test]
fn tokens_are_long_random_and_hashed() {
    let a = new_token();
    let b = new_token();
    assert_eq!(a.len(), 64);
    assert_ne!(a, b);
    assert_eq!(hash(&a).len(), 64);
    assert_ne!(hash(&a), a);
    assert_eq!(hash(&a), hash(&a));
    // SHA-256 of "abc".
    assert_eq!(
        hash("abc"),
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    );
}
