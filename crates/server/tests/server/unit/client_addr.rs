//! The tests of `server::client_addr` (src/http/client_addr.rs).

use axum::http::{HeaderMap, HeaderValue};
use server::client_addr::*;
use std::net::IpAddr;

fn proxies(nets: &[&str], header: ForwardedHeader) -> TrustedProxies {
    TrustedProxies {
        nets: nets.iter().map(|n| parse_net(n).unwrap()).collect(),
        header,
    }
}

fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
    let mut h = HeaderMap::new();
    for (k, v) in pairs {
        h.append(*k, HeaderValue::from_str(v).unwrap());
    }
    h
}

fn ip(s: &str) -> IpAddr {
    s.parse().unwrap()
}

#[test]
fn an_untrusted_peer_is_the_client_whatever_it_sends() {
    let p = proxies(&["10.0.0.0/8"], ForwardedHeader::XForwardedFor);
    let h = headers(&[("x-forwarded-for", "1.2.3.4")]);
    assert_eq!(p.client(ip("192.0.2.7"), &h), ip("192.0.2.7"));
    assert_eq!(
        TrustedProxies::default().client(ip("10.0.0.1"), &h),
        ip("10.0.0.1")
    );
}

#[test]
fn the_rightmost_untrusted_hop_is_the_client() {
    let p = proxies(&["10.0.0.0/8", "127.0.0.1"], ForwardedHeader::XForwardedFor);
    // The client claims 6.6.6.6; the proxy appended what it saw.
    let h = headers(&[("x-forwarded-for", "6.6.6.6, 198.51.100.9, 10.1.2.3")]);
    assert_eq!(p.client(ip("127.0.0.1"), &h), ip("198.51.100.9"));
    // Two header lines are one list.
    let h = headers(&[
        ("x-forwarded-for", "6.6.6.6"),
        ("x-forwarded-for", "198.51.100.9"),
    ]);
    assert_eq!(p.client(ip("10.9.9.9"), &h), ip("198.51.100.9"));
    // Only proxies: the leftmost.
    let h = headers(&[("x-forwarded-for", "10.0.0.5, 10.0.0.6")]);
    assert_eq!(p.client(ip("127.0.0.1"), &h), ip("10.0.0.5"));
    // No header, garbage, or the other header: the peer.
    for h in [
        headers(&[]),
        headers(&[("x-forwarded-for", "not an address")]),
        headers(&[("forwarded", "for=198.51.100.9")]),
    ] {
        assert_eq!(p.client(ip("127.0.0.1"), &h), ip("127.0.0.1"));
    }
    // IPv4 peers on an IPv6 socket.
    assert_eq!(
        p.client(
            ip("::ffff:127.0.0.1"),
            &headers(&[("x-forwarded-for", "198.51.100.9")])
        ),
        ip("198.51.100.9")
    );
}

#[test]
fn forwarded_is_read_when_chosen() {
    let p = proxies(&["127.0.0.0/8"], ForwardedHeader::Forwarded);
    let h = headers(&[(
        "forwarded",
        "for=6.6.6.6, for=\"[2001:db8::17]:4711\";proto=https, for=127.0.0.2",
    )]);
    assert_eq!(p.client(ip("127.0.0.1"), &h), ip("2001:db8::17"));
    let h = headers(&[("x-forwarded-for", "198.51.100.9")]);
    assert_eq!(p.client(ip("127.0.0.1"), &h), ip("127.0.0.1"));
    let h = headers(&[("forwarded", "for=unknown")]);
    assert_eq!(p.client(ip("127.0.0.1"), &h), ip("127.0.0.1"));
}

#[test]
fn networks_are_read_or_refused() {
    assert_eq!(
        parse_net("127.0.0.1").unwrap(),
        "127.0.0.1/32".parse().unwrap()
    );
    assert!(parse_net("10.0.0.0/8").is_ok() && parse_net("fd00::/8").is_ok());
    let e = parse_net("10.0.0.0/33").unwrap_err();
    assert!(e.contains("10.0.0.0/33") && e.contains("CIDR"), "{e}");
}
