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
