//! The client's address, for the request log, the refused-admin warning and the per-address
//! limits: the TCP peer's, or, when the peer is a reverse proxy named by `--trusted-proxy
//! CIDR`, the address that proxy forwarded in `X-Forwarded-For` (or `Forwarded`, RFC 7239, with
//! `--forwarded-header forwarded`).
//!
//! The header is read from the right: each proxy appends the address it got the request from,
//! so the rightmost address that is not a trusted proxy is the client. What a client writes
//! itself stands further left and is never taken while an untrusted hop stands to its right;
//! from a peer that is not a trusted proxy the headers are ignored altogether. Only the header
//! chosen is read: a proxy that sets `X-Forwarded-For` passes a client's own `Forwarded` on
//! untouched. A header that does not parse gives the peer's address.

use axum::extract::{ConnectInfo, Request, State};
use axum::http::HeaderMap;
use axum::middleware::Next;
use axum::response::Response;
use forwarded_header_value::ForwardedHeaderValue;
use ipnet::IpNet;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

/// Which header the trusted proxies set.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ForwardedHeader {
    /// `X-Forwarded-For: client, proxy1, ...` (nginx, HAProxy, Traefik, Caddy).
    #[default]
    XForwardedFor,
    /// `Forwarded: for=client, for=proxy1, ...` (RFC 7239).
    Forwarded,
}

/// The reverse proxies whose forwarded addresses are believed.
#[derive(Clone, Debug, Default)]
pub struct TrustedProxies {
    pub nets: Vec<IpNet>,
    pub header: ForwardedHeader,
}

/// Reads `--trusted-proxy`: a network (`10.0.0.0/8`, `fd00::/8`) or one address (`127.0.0.1`).
pub fn parse_net(s: &str) -> Result<IpNet, String> {
    let s = s.trim();
    s.parse::<IpNet>()
        .or_else(|_| s.parse::<IpAddr>().map(IpNet::from))
        .map_err(|_| {
            format!(
                "`{}` is not an address or a network in CIDR notation (e.g. 10.0.0.0/8)",
                engine::quote(s)
            )
        })
}

impl TrustedProxies {
    fn trusts(&self, ip: IpAddr) -> bool {
        let ip = ip.to_canonical();
        self.nets.iter().any(|n| n.contains(&ip))
    }

    /// The client's address of a request that came from `peer` with `headers`.
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let peer = peer.to_canonical();
        if !self.trusts(peer) {
            return peer;
        }
        let (name, parse): (_, fn(&str) -> _) = match self.header {
            ForwardedHeader::XForwardedFor => (
                "x-forwarded-for",
                ForwardedHeaderValue::from_x_forwarded_for,
            ),
            ForwardedHeader::Forwarded => ("forwarded", ForwardedHeaderValue::from_forwarded),
        };
        // Several header lines are one list, in order.
        let mut joined = String::new();
        for v in headers.get_all(name) {
            let Ok(v) = v.to_str() else {
                return peer;
            };
            if !joined.is_empty() {
                joined.push(',');
            }
            joined.push_str(v);
        }
        if joined.trim().is_empty() {
            return peer;
        }
        let Ok(value) = parse(&joined) else {
            return peer;
        };
        let mut client = peer;
        for hop in value.iter().rev() {
            match hop.forwarded_for_ip() {
                Some(ip) => {
                    client = ip.to_canonical();
                    if !self.trusts(client) {
                        break;
                    }
                }
                // `unknown` or an obfuscated name: the last address known is the best there is.
                None => break,
            }
        }
        client
    }
}

/// The client's address of a request (an extension set by [`resolve`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClientAddr(pub IpAddr);

/// Puts the request's [`ClientAddr`] in its extensions.
pub async fn resolve(
    State(proxies): State<Arc<TrustedProxies>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    mut req: Request,
    next: Next,
) -> Response {
    let client = proxies.client(peer.ip(), req.headers());
    req.extensions_mut().insert(ClientAddr(client));
    next.run(req).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

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
}
